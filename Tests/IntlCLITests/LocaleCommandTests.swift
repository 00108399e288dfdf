import Testing

@Suite struct LocaleCommandTests {
    @Test func jsonHasTheContractKeysInOrder() throws {
        let run = try CLIRun.intl("locale", "de-CH", "zh_Hant_HK", "--json")
        #expect(run.stdout == """
            {"canonical":"de-CH","maximized":"de-Latn-CH","minimized":"de-CH","direction":"ltr",\
            "displayName":{"en":"German (Switzerland)","self":"Deutsch (Schweiz)"},\
            "fallbackChain":["de-CH","de","und"],"pluralCategories":{"cardinal":["one","other"],"ordinal":["other"]}}
            {"canonical":"zh-Hant-HK","maximized":"zh-Hant-HK","minimized":"zh-HK","direction":"ltr",\
            "displayName":{"en":"Chinese (Traditional, Hong Kong SAR China)","self":"中文（繁體字，中國香港特別行政區）"},\
            "fallbackChain":["zh-Hant-HK","zh-Hant","und"],"pluralCategories":{"cardinal":["other"],"ordinal":["other"]}}

            """)
        #expect(run.status == 0)
    }

    @Test func legacyCodesAndRightToLeft() throws {
        let run = try CLIRun.intl("locale", "iw", "--json")
        #expect(run.stdout == """
            {"canonical":"he","maximized":"he-Hebr-IL","minimized":"he","direction":"rtl",\
            "displayName":{"en":"Hebrew","self":"עברית"},"fallbackChain":["he","und"],\
            "pluralCategories":{"cardinal":["one","two","other"],"ordinal":["other"]}}

            """)
    }

    @Test func readableBlock() throws {
        #expect(try CLIRun.intl("locale", "en-AU").stdout == """
            en-AU
              maximized:      en-Latn-AU
              minimized:      en-AU
              direction:      ltr
              name:           English (Australia) / English (Australia)
              fallback chain: en-AU → en-001 → en → und
              plurals:        cardinal one other; ordinal one two few other

            """)
    }

    @Test func aMalformedIdIsReportedAndTheOthersStillPrinted() throws {
        let run = try CLIRun.intl("locale", "en-u-nu-foo", "ar", "--json")
        #expect(run.stderr == "error: unsupported numbering system \"foo\" in locale \"en-u-nu-foo\" (keyword -u-nu-)\n")
        #expect(run.stdout.hasPrefix("{\"canonical\":\"ar\","))
        #expect(run.status == 1)
    }
}

import Testing

@Suite struct NegotiateCommandTests {
    static let supported = ["--supported", "en,de,fr-CA,zh-Hans,zh-Hant"]

    @Test func printsTheSupportedEntryAsWritten() throws {
        let run = try CLIRun.intl(["negotiate"] + Self.supported + ["--accept-language", "zh-HK,zh;q=0.8,en;q=0.5", "--default", "en"])
        #expect(run.stdout == "zh-Hant\n")
        #expect(run.stderr == "")
        #expect(run.status == 0)
        #expect(try CLIRun.intl("negotiate", "--supported", "en_GB, de_CH", "--accept-language", "en-AU").stdout == "en_GB\n")
        #expect(try CLIRun.intl("negotiate", "--supported", "pt,pt-PT", "--accept-language", "pt-AO").stdout == "pt-PT\n")
    }

    @Test func fallsBackToTheDefaultOrTheFirstSupportedLocale() throws {
        #expect(try CLIRun.intl(["negotiate"] + Self.supported + ["--accept-language", "ja", "--default", "de"]).stdout == "de\n")
        #expect(try CLIRun.intl(["negotiate"] + Self.supported + ["--accept-language", "ja"]).stdout == "en\n")
        #expect(try CLIRun.intl(["negotiate"] + Self.supported + ["--accept-language", ""]).stdout == "en\n")
    }

    @Test func explainsOnStandardError() throws {
        let run = try CLIRun.intl(["negotiate"] + Self.supported
                                  + ["--accept-language", "en-u-nu-foo, zh-HK;q=0.9, de;q=2", "--explain"])
        #expect(run.stdout == "zh-Hant\n")
        #expect(run.stderr == """
            skipped: "en-u-nu-foo": unsupported numbering system "foo" in locale "en-u-nu-foo" (keyword -u-nu-)
            skipped: "de;q=2": invalid quality "2" (expected 0 to 1 with at most three decimals)
            match: zh-HK -> zh-Hant (quality 0.95)

            """)
        #expect(run.status == 0)
        let fallback = try CLIRun.intl(["negotiate"] + Self.supported + ["--accept-language", "ja", "--explain"])
        #expect(fallback.stdout == "en\n")
        #expect(fallback.stderr == "default: en (no supported locale is close to the header)\n")
    }

    @Test func badSupportedIdentifiersExitOne() throws {
        let run = try CLIRun.intl("negotiate", "--supported", "en,en-u-nu-foo", "--accept-language", "en")
        #expect(run.stdout == "")
        #expect(run.stderr == "error: unsupported numbering system \"foo\" in locale \"en-u-nu-foo\" (keyword -u-nu-)\n")
        #expect(run.status == 1)
        let badDefault = try CLIRun.intl("negotiate", "--supported", "en", "--accept-language", "en", "--default", "!!")
        #expect(badDefault.stderr == "error: malformed locale identifier \"!!\"\n")
        #expect(badDefault.status == 1)
    }

    @Test(arguments: [
        ["negotiate", "--supported", "en"],
        ["negotiate", "--accept-language", "en"],
        ["negotiate", "--supported", "en,,de", "--accept-language", "en"],
        ["negotiate", "--supported", "en", "--accept-language", "en", "--bogus"],
    ])
    func usageErrorsExitTwo(arguments: [String]) throws {
        let run = try CLIRun.intl(arguments)
        #expect(run.status == 2)
        #expect(run.stdout == "")
        #expect(run.stderr.contains("Error:") || run.stderr.contains("error:"))
    }
}

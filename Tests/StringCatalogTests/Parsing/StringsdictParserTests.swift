import StringCatalog
import Testing

@Suite struct StringsdictParserTests {
    private func parse(_ xml: String) throws(CatalogParseError) -> StringsTable {
        try StringsdictParser.parse(Array(xml.utf8), path: "en.lproj/Localizable.stringsdict")
    }

    private func failure(_ xml: String) -> String? {
        do {
            _ = try parse(xml)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func runsAndDaysInEnglish() throws {
        let table = try parse(PlistText.runsAndDaysExamples())
        #expect(table.name == "Localizable")
        #expect(table.entries.count == 3)
        #expect(table["activity-profile.label.%lu out of %lu runs completed"] == .plural(PluralMessage(
            format: "%lu out of %#@lu_total_runs@ completed",
            variables: ["lu_total_runs": PluralVariable(valueType: "lu", forms: [.one: "%lu run", .other: "%lu runs"])])))
        #expect(table["scope.%lu out of %lu runs"] == .plural(PluralMessage(format: "%1$#@lu_completed_runs@", variables: [
            "lu_completed_runs": PluralVariable(valueType: "lu", forms: [
                .zero: "No runs completed yet", .one: "One %2$#@lu_total_runs@", .other: "%lu %2$#@lu_total_runs@",
            ]),
            "lu_total_runs": PluralVariable(valueType: "lu", forms: [.one: "run completed", .other: "of %lu runs completed"]),
        ])))
        #expect(table["lg_days"] == .plural(PluralMessage(format: "%#@VARIABLE@", variables: [
            "VARIABLE": PluralVariable(valueType: "ld", forms: [.zero: "none", .one: "1 day", .other: "%ld days"]),
        ])))
    }

    @Test func daysInChinese() throws {
        #expect(try parse(PlistText.runsAndDaysExamples(zh: true))["lg_days"] == .plural(PluralMessage(format: "%#@VARIABLE@", variables: [
            "VARIABLE": PluralVariable(valueType: "ld", forms: [.zero: "当天", .other: "%ld天"]),
        ])))
    }

    @Test func allSixCategoriesAndNoValueType() throws {
        let xml = PlistText.document("""
            <key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
            <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>zero</key><string>0</string><key>one</key><string>1</string><key>two</key><string>2</string>
            <key>few</key><string>f</string><key>many</key><string>m</string><key>other</key><string>o</string>
            <key>ignored</key><string>x</string></dict></dict>
            """)
        #expect(try parse(xml)["k"] == .plural(PluralMessage(format: "%#@n@", variables: [
            "n": PluralVariable(valueType: nil, forms: [.zero: "0", .one: "1", .two: "2", .few: "f", .many: "m", .other: "o"]),
        ])))
    }

    @Test func structureErrors() {
        #expect(failure(PlistText.document("<key>a</key>\n<dict><key>x</key><string>y</string></dict>\n"))
                == "en.lproj/Localizable.stringsdict:5:1: error: entry \"a\" has no NSStringLocalizedFormatKey")
        #expect(failure(PlistText.document(PlistText.entry("a", format: "%#@n@ %#@m@", [("n", "d", [("other", "%d")])])))
                == "en.lproj/Localizable.stringsdict:5:1: error: entry \"a\" refers to variable \"m\", which it does not define")
        #expect(failure(PlistText.document(PlistText.entry("a", format: "%#@n@", [("n", "d", [("other", "%#@deep@")])])))
                == "en.lproj/Localizable.stringsdict:5:1: error: entry \"a\" refers to variable \"deep\", which it does not define")
        #expect(failure(PlistText.document("""
            <key>b &amp; c</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
            <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringWidthRuleType</string></dict></dict>
            """)) == "en.lproj/Localizable.stringsdict:5:1: error: entry \"b & c\": unknown NSStringFormatSpecTypeKey \"NSStringWidthRuleType\" (expected NSStringPluralRuleType)")
        #expect(failure(PlistText.document("""
            <key>a</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
            <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>one</key><integer>1</integer></dict></dict>
            """)) == "en.lproj/Localizable.stringsdict:5:1: error: a → n → one: expected a string, found a number (<integer> or <real>)")
        #expect(failure(PlistText.document("<key>a</key><dict><key>NSStringLocalizedFormatKey</key><true/></dict>"))
                == "en.lproj/Localizable.stringsdict:5:1: error: a → NSStringLocalizedFormatKey: expected a string, found a boolean (<true/> or <false/>)")
        #expect(failure(PlistText.document("<key>a</key><string>x</string>"))
                == "en.lproj/Localizable.stringsdict:5:1: error: a: expected a dictionary, found a string")
        #expect(failure("<plist><array/></plist>") == "en.lproj/Localizable.stringsdict: error: the top level: expected a dictionary, found an array")
    }

    /// Foundation's messages carry no usable position; the scan before it does.
    @Test func malformedXMLHasAPosition() {
        let path = "en.lproj/Localizable.stringsdict"
        #expect(failure(PlistText.document("<key>a</key><dict><key>b</key>")) == path + ":5:19: error: this <key> in a <dict> has no value")
        #expect(failure("<plist>\n<dict>\n<key>a</key>\n<bogus/>\n</dict></plist>") == path + ":4:1: error: unknown element <bogus> "
                + "(a property list has plist, dict, array, key, string, integer, real, date, data, true and false)")
        #expect(failure("") == path + ":1:1: error: expected '<' to start the root element, found end of file")
        // Unclosed tag, mismatched end tag, bad entity, garbage after the root.
        #expect(failure("<plist>\n<dict>\n  <key>a</key>\n  <string>x</string>\n")
                == path + ":5:1: error: end of file inside <dict> (opened at line 2, column 1)")
        #expect(failure("<plist><dict>\n<key>a</key><string>x</dict></plist>")
                == path + ":2:22: error: </dict> does not close <string> (opened at line 2, column 13)")
        #expect(failure("<plist><dict><key>a</key>\n<string>x &bogus; y</string></dict></plist>")
                == path + ":2:11: error: unknown entity \"&bogus;\" (use &lt; &gt; &amp; &quot; &apos; or &#…;)")
        #expect(failure("<plist><dict><key>a</key>\n<string>Tom & Jerry</string></dict></plist>")
                == path + ":2:13: error: '&' starts no entity (write it as &amp;)")
        #expect(failure(PlistText.document("") + "garbage") == path + ":7:1: error: expected end of file after the root element, found 'g'")
        #expect(failure("<plist><dict/><dict/></plist>") == path + ":1:15: error: a <plist> holds one value, found a second")
        #expect(failure("<plist><dict><string>x</string></dict></plist>") == path + ":1:14: error: expected <key> in a <dict>, found <string>")
        #expect(failure("<plist><dict><key>a</key>text</dict></plist>")
                == path + ":1:26: error: expected an element or </dict> (text belongs in <string>), found 't'")
        #expect(failure("<plist><dict><key>a</key><string>x<b/></string></dict></plist>")
                == path + ":1:35: error: <b> inside <string>, which holds text only")
        #expect(failure("<!DOCTYPE plist [ <!ENTITY e \"x\"> ]><plist/>")
                == path + ":1:17: error: a <!DOCTYPE with an internal subset ('[') is not supported")
        #expect(failure("<plist><!-- x <dict/></plist>") == path + ":1:8: error: unterminated comment (a '/*' opened here is never closed)")
    }

    /// What Foundation accepts and catalogs contain: prolog, DOCTYPE,
    /// comments, CDATA, character references, attributes, empty elements.
    @Test func wellFormedXMLVariantsRead() throws {
        let xml = """
            \u{FEFF}<?xml version="1.0" encoding="UTF-8"?>
            <!-- generated -->
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "x.dtd">
            <plist version='1.0'><dict><key>a&#x26;b</key><dict><key>NSStringLocalizedFormatKey</key>
            <string><![CDATA[%#@n@ <&>]]></string><!-- c --><key>n</key><dict >
            <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>d</string><key>one</key><string/>
            <key>other</key><string>&#37;d &lt;&quot;&apos;&gt;</string><key>x</key><true></true></dict></dict></dict></plist>
            <!-- end -->

            """
        let table = try StringsdictParser.parse(Array(xml.utf8), path: "x.stringsdict")
        #expect(table["a&b"] == .plural(PluralMessage(format: "%#@n@ <&>", variables: [
            "n": PluralVariable(valueType: "d", forms: [.one: "", .other: "%d <\"'>"])])))
    }

    @Test func deepNestingIsRefusedBeforeParsing() {
        let xml = "<plist>" + String(repeating: "<array>", count: 100_000)
        #expect(failure(xml) == "en.lproj/Localizable.stringsdict:1:449: error: nesting deeper than 64 levels")
        let spaced = "<?xml version=\"1.0\"?>\n<!DOCTYPE plist>\n<plist>" + String(repeating: "<array >", count: 100_000)
        #expect(failure(spaced) == "en.lproj/Localizable.stringsdict:3:512: error: nesting deeper than 64 levels")
        #expect(failure("bplist00\u{00}\u{01}") == "en.lproj/Localizable.stringsdict: error: "
                + "invalid binary property list at byte 10: the file is 10 bytes, too short for a binary property list")
    }
}

extension StringsdictParserTests {
    /// Dates and data decode; an entry the catalog would skip (`meta` is no dictionary) is dumped as it is.
    @Test func datesAndDataDumpAsStrings() throws {
        let resources = try TemporaryResources(["x.stringsdict": """
            <plist version="1.0"><dict><key>meta</key><array><date>2024-01-02T03:04:05Z</date><data>aGk=</data>
            <integer>7</integer><real>2.5</real><false/></array></dict></plist>
            """])
        defer { resources.remove() }
        #expect(try CatalogDump.json(ofFileAt: resources.path + "/x.stringsdict") == """
            {
              "meta": [
                "2024-01-02T03:04:05Z",
                "aGk=",
                7,
                2.5,
                false
              ]
            }
            """)
        var warnings: [CatalogWarning] = []
        _ = try StringsdictParser.parse(Array("""
            <plist version="1.0"><dict><key>meta</key><array><date>2024-01-02T03:04:05Z</date></array></dict></plist>
            """.utf8), path: "x.stringsdict", warnings: &warnings)
        #expect(warnings.map(\.description) == ["x.stringsdict:1:28: warning: entry \"meta\" skipped: meta: expected a dictionary, found an array"])
        let plain = try TemporaryResources(["x.stringsdict": """
            <plist version="1.0"><array><date>2024-01-02T03:04:05Z</date><data>aGk=</data>
            <integer>7</integer><real>2.5</real><false/></array></plist>
            """])
        defer { plain.remove() }
        #expect(performing: { try CatalogDump.json(ofFileAt: plain.path + "/x.stringsdict") },
                throws: { ($0 as? CatalogParseError)?.description == plain.path + "/x.stringsdict: error: the top level: expected a dictionary, found an array" })
    }
}

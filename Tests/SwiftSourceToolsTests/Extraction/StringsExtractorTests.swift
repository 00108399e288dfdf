#if SourceTools
import SwiftSourceTools
import Testing

@Suite struct StringsExtractorTests {
    private func extract(_ source: String, _ language: SourceLanguage = .swift, routines: [String] = []) -> ExtractionResult {
        StringsExtractor(customRoutines: routines).extract(from: source, path: "F", language: language)
    }

    private func summary(_ result: ExtractionResult) -> [String] {
        result.strings.map { "\($0.line):\($0.column) \($0.table) \($0.key) = \($0.defaultValue ?? "-") /* \($0.comment ?? "-") */" }
    }

    @Test func swiftCalls() {
        let source = #"""
            let a = NSLocalizedString("run.title", comment: "Title of the run screen")
            let b = NSLocalizedString("buy", tableName: "Order", bundle: .main, value: "Buy now", comment: "Button")
            let c = String(localized: "greeting", defaultValue: "Hello", table: "Main", comment: "Hi")
            let d = String(localized: "plain")
            let e = LocalizedStringResource("res.key", defaultValue: "Res", comment: "A resource")
            let f = String(describing: x) + String("literal")
            let g = NSLocalizedString("tab\there \u{1F602} \"q\"", comment: "escapes")
            """#
        #expect(summary(extract(source)) == [
            "1:9 Localizable run.title = - /* Title of the run screen */",
            "2:9 Order buy = Buy now /* Button */",
            "3:9 Main greeting = Hello /* Hi */",
            "4:9 Localizable plain = - /* - */",
            "5:9 Localizable res.key = Res /* A resource */",
            "7:9 Localizable tab\there 😂 \"q\" = - /* escapes */",
        ])
    }

    @Test func commentsAndStringsAreNotMatched() {
        let source = #"""
            // NSLocalizedString("in.line.comment", comment: "")
            /* outer /* NSLocalizedString("nested", comment: "") */ still comment NSLocalizedString("x", comment: "") */
            let s = "NSLocalizedString(\"in.string\", comment: \"\")"
            let r = #"NSLocalizedString("in.raw", comment: "") \(not interpolation)"#
            let m = """
                NSLocalizedString("in.multiline", comment: "")
                """
            let real = NSLocalizedString("real", comment: "after all that")
            """#
        #expect(summary(extract(source)) == ["8:12 Localizable real = - /* after all that */"])
        #expect(extract(source).warnings == [])
    }

    @Test func rawAndMultilineKeys() {
        let source = ##"""
            let a = NSLocalizedString(#"raw "quoted" \n"#, comment: #"c\#n2"#)
            let b = NSLocalizedString("""
                first line
                  second \
                same line
                """, comment: "multi")
            """##
        #expect(summary(extract(source)) == [
            "1:9 Localizable raw \"quoted\" \\n = - /* c\n2 */",
            "2:9 Localizable first line\n  second same line = - /* multi */",
        ])
    }

    @Test func interpolatedAndNonLiteralKeysAreWarnings() {
        let source = #"""
            let a = NSLocalizedString("\(count) runs (\("nested"))", comment: "x")
            let b = NSLocalizedString(key, comment: "y")
            let c = NSLocalizedString("ok", tableName: name, comment: "z")
            """#
        let result = extract(source)
        #expect(result.warnings.map(\.description) == [
            #"F:1:9: warning: NSLocalizedString: the key "\\(count) runs (\\(\"nested\"))" has an interpolation; skipped"#,
            "F:2:9: warning: NSLocalizedString: the key is not a string literal; skipped",
            "F:3:9: warning: NSLocalizedString: the table of \"ok\" is not a string literal; it goes to Localizable",
        ])
        #expect(summary(result) == ["3:9 Localizable ok = - /* z */"])
    }

    @Test func objectiveCCalls() {
        let source = #"""
            #define MyLocalized(key, comment) NSLocalizedString(key, comment)
            // NSLocalizedString(@"commented", @"no")
            char quote = '"'; NSString *s = @"NSLocalizedString(@\"in.string\", nil)";
            label.text = NSLocalizedString(@"run.title", @"Title of the run screen");
            t = NSLocalizedStringFromTable(@"buy", @"Order", @"Button");
            u = NSLocalizedStringWithDefaultValue(@"greeting", @"Main", [NSBundle mainBundle], @"Hello", @"Hi");
            v = NSLocalizedStringFromTableInBundle(@"in.bundle", nil, bundle, @"Bundle\x21 \101\u00E9");
            w = MyLocalized(@"custom" @".joined", @"Custom routine");
            """#
        let result = extract(source, .objectiveC, routines: ["MyLocalized"])
        #expect(summary(result) == [
            "4:14 Localizable run.title = - /* Title of the run screen */",
            "5:5 Order buy = - /* Button */",
            "6:5 Main greeting = Hello /* Hi */",
            "7:5 Localizable in.bundle = - /* Bundle! Aé */",
            "8:5 Localizable custom.joined = - /* Custom routine */",
        ])
        #expect(result.warnings.map(\.description) == ["F:1:35: warning: NSLocalizedString: the key is not a string literal; skipped"])
    }

    @Test func objectiveCEscapedQuotesAndCStringsNextToObjectiveCLiterals() {
        let source = #"""
            a = NSLocalizedString(@"say \"hi\"" " there", @"with \"quotes\"");
            b = NSLocalizedStringFromTable(@"tab\\t" @"\x41", @"Order", nil);
            """#
        #expect(summary(extract(source, .objectiveC)) == [
            "1:5 Localizable say \"hi\" there = - /* with \"quotes\" */",
            "2:5 Order tab\\tA = - /* - */",
        ])
    }

    @Test func customRoutineInSwiftAndItsDefinition() {
        let source = #"""
            func AppLocalized(_ key: String, comment: String) -> String { NSLocalizedString(key, comment: comment) }
            let t = AppLocalized("app.title", comment: "App title")
            """#
        let result = StringsExtractor(defaultTable: "App", customRoutines: ["AppLocalized"])
            .extract(from: source, path: "F", language: .swift)
        #expect(summary(result) == ["2:9 App app.title = - /* App title */"])
        #expect(result.warnings.map(\.description) == ["F:1:63: warning: NSLocalizedString: the key is not a string literal; skipped"])
    }

    @Test func unterminatedInputNeverTraps() {
        for source in ["NSLocalizedString(\"a", "NSLocalizedString(", "/* open", "\"\"\"\n", "#\"", "\"\\(", "NSLocalizedString(\"a\", comment: \"\\u{"] {
            _ = extract(source)
            _ = extract(source, .objectiveC)
        }
    }
}

@Suite struct SwiftExtractionTests {
    private func summary(_ source: String) -> [String] {
        StringsExtractor().extract(from: source, path: "F", language: .swift).strings.map {
            "\($0.line):\($0.column) \($0.table) \($0.key) = \($0.defaultValue ?? "-")"
        }
    }

    @Test func interpolationBecomesPlaceholdersAsXcodeDerivesThem() {
        let source = ##"""
            let a = String(localized: "Hello \(name)")
            let b = String(localized: "共\(3)项, \(-2) left, \(1.5) km, \(Int(x)) of \(UInt(y)), \(Float(f))°", table: "Order")
            let c = String(localized: "\(String(describing: v)) \(String(x)) \("lit") \(count)%")
            let d = String(localized: "100%")
            let e = String(localized: "greeting", defaultValue: "Hi \(name)!", comment: "c")
            let f = LocalizedStringResource("Runs: \(Int(n))", table: "Run")
            let g = String(localized: #"raw \#(n) \(n) "q""#)
            let h = String(localized: """
                first \(n)
                  second \
                same
                """)
            let i = String(localized: "\(Int("3")) \(Int(x, radix: 16)) \(n, specifier: "%d")")
            """##
        #expect(summary(source) == [
            "1:9 Localizable Hello %@ = -",
            "2:9 Order 共%lld项, %lld left, %lf km, %lld of %llu, %f° = -",
            "3:9 Localizable %@ %@ %@ %@%% = -",
            "4:9 Localizable 100% = -",
            "5:9 Localizable greeting = Hi %@!",
            "6:9 Run Runs: %lld = -",
            "7:9 Localizable raw %@ \\(n) \"q\" = -",
            "8:9 Localizable first %@\n  second same = -",
            "13:9 Localizable %@ %@ %@ = -",
        ])
    }

    @Test func localizerAPIIsRecognised() {
        let source = #"""
            let a = try localizer.string("run.title", table: "Run", default: "Run")
            let b = try request.localizer.format("runs", default: "%lld runs", arguments: [3])
            let c = formatter.string(from: date)
            let d = style.format("not a key")
            let e = string("free function, not the Localizer")
            """#
        #expect(summary(source) == [
            "1:23 Run run.title = Run",
            "2:31 Localizable runs = %lld runs",
        ])
    }
}
#endif

import StringCatalog
import StringCatalogTools
import Testing

/// `intl strings lint --baseline` (#44 item 6): a team accepts today's findings and gates on new ones.
@Suite struct LintBaselineTests {
    private static let plural = LintFinding(severity: .warning, path: "ru.lproj/Localizable.stringsdict", line: 3, column: 3,
                                            key: "days", language: "ru", message: "\"days\" (ru): plural variable \"d\" lacks few")
    private static let argument = LintFinding(severity: .error, path: "de.lproj/Localizable.strings", line: 4, column: 1,
                                              key: "runs", language: "de", message: "\"runs\" (de): argument 2 is %@, but en has %lu")

    @Test func acceptedFindingsAreKnownWhereverTheyMove() throws {
        let baseline = LintBaseline([Self.plural, Self.argument])
        var moved = Self.argument
        moved.line = 40
        let new = LintFinding(severity: .error, path: "de.lproj/Localizable.strings", line: 9, column: 1, key: "other",
                              language: "de", message: "\"other\" (de): argument 1 (%@) is not in en")
        let split = baseline.split([moved, new, Self.argument])
        #expect(split.new == [new, Self.argument])  // Listed once: the second instance is new.
        #expect(split.known == [moved])
        #expect(split.fixed == 1)                    // The plural finding no longer occurs.
    }

    @Test func theFileReadsBackToTheSameBaseline() throws {
        let baseline = LintBaseline([Self.argument, Self.plural, Self.plural])
        #expect(baseline.text == """
            {
              "findings" : [
                {
                  "key" : "runs",
                  "language" : "de",
                  "message" : "\\"runs\\" (de): argument 2 is %@, but en has %lu",
                  "path" : "de.lproj/Localizable.strings",
                  "severity" : "error"
                },
                {
                  "key" : "days",
                  "language" : "ru",
                  "message" : "\\"days\\" (ru): plural variable \\"d\\" lacks few",
                  "path" : "ru.lproj/Localizable.stringsdict",
                  "severity" : "warning"
                },
                {
                  "key" : "days",
                  "language" : "ru",
                  "message" : "\\"days\\" (ru): plural variable \\"d\\" lacks few",
                  "path" : "ru.lproj/Localizable.stringsdict",
                  "severity" : "warning"
                }
              ],
              "version" : 1
            }

            """)
        #expect(try LintBaseline(parsing: Array(baseline.text.utf8), path: "b.json") == baseline)
    }

    @Test func aMalformedBaselineIsAnErrorAtItsPlace() {
        #expect(throws: CatalogParseError.self) { try LintBaseline(parsing: Array("{\"version\" : 1, \"findings\" : [".utf8), path: "b.json") }
        do {
            _ = try LintBaseline(parsing: Array("{\"version\" : 2, \"findings\" : []}".utf8), path: "b.json")
            Issue.record("version 2 was read")
        } catch {
            #expect(error.description == "b.json:1:1: error: a lint baseline has \"version\" : 1")
        }
        do {
            _ = try LintBaseline(parsing: Array("{\"version\" : 1, \"findings\" : [{\"path\" : \"a\"}]}".utf8), path: "b.json")
            Issue.record("a finding without severity was read")
        } catch {
            #expect(error.description == "b.json:1:1: error: finding 1 needs the strings \"severity\", \"path\" and \"message\"")
        }
    }
}

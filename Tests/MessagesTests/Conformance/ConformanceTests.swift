import Testing

/// The working group's conformance suite, every case: required cases must
/// pass; a case that cannot pass yet is listed, with its reason, in
/// ``ConformanceExpectations/knownFailures`` and must still fail, so the
/// list only shrinks.
@Suite struct ConformanceTests {
    @Test func everyCaseBehavesAsExpected() throws {
        let cases = try ConformanceCase.all()
        #expect(cases.count == 461)
        var tally = ConformanceTally()
        for testCase in cases {
            let failure = testCase.failure()
            tally.count(testCase, passed: failure == nil)
            if let reason = ConformanceExpectations.knownFailures[testCase.description] {
                #expect(failure != nil, "\(testCase) passes now: remove it from the known failures (\(reason))")
            } else if let failure {
                Issue.record("\(testCase): \(failure)")
            }
        }
        let names = Set(cases.map(\.description))
        for listed in ConformanceExpectations.knownFailures.keys where !names.contains(listed) {
            Issue.record("known failure \(listed) is no case of the suite")
        }
        print(tally.report)
        #expect(tally.failed(.required) == ConformanceExpectations.knownFailures.count { $0.key.isRequired(in: cases) })
    }
}

private extension String {
    func isRequired(in cases: [ConformanceCase]) -> Bool {
        cases.contains { $0.description == self && $0.category == .required }
    }
}

/// Pass and fail counts per file and per category.
struct ConformanceTally {
    private var byFile: [String: (passed: Int, failed: Int)] = [:]
    private var byCategory: [ConformanceCase.Category: (passed: Int, failed: Int)] = [:]

    mutating func count(_ testCase: ConformanceCase, passed: Bool) {
        byFile[testCase.file, default: (0, 0)].passed += passed ? 1 : 0
        byFile[testCase.file, default: (0, 0)].failed += passed ? 0 : 1
        byCategory[testCase.category, default: (0, 0)].passed += passed ? 1 : 0
        byCategory[testCase.category, default: (0, 0)].failed += passed ? 0 : 1
    }

    func failed(_ category: ConformanceCase.Category) -> Int { byCategory[category]?.failed ?? 0 }

    var report: String {
        var lines = ["MF2 conformance (message-format-wg 7ee93b8): file passed/failed"]
        for (file, counts) in byFile.sorted(by: { $0.key < $1.key }) {
            lines.append("  \(file): \(counts.passed)/\(counts.failed)")
        }
        for category in ConformanceCase.Category.allCases {
            let counts = byCategory[category] ?? (0, 0)
            lines.append("  \(category.rawValue): \(counts.passed) passed, \(counts.failed) failed")
        }
        return lines.joined(separator: "\n")
    }
}

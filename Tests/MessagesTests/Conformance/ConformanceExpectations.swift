/// Conformance cases that fail today, by `file #index: source`, each with
/// why. ``ConformanceTests`` fails when one of them passes, so the list
/// is kept exact.
enum ConformanceExpectations {
    static let knownFailures: [String: String] = [:]
}

import Synchronization

/// Results of ``LocaleMatcher/bestMatch(acceptLanguage:)`` by raw header,
/// so a header seen before costs one locked dictionary lookup.
///
/// Bounded: at most ``capacity`` headers of at most ``maximumKeyLength``
/// bytes each; when full, the whole cache is cleared (real traffic repeats
/// a few hundred headers, so it refills with the ones that matter, and a
/// flood of distinct headers cannot grow memory).
final class LocaleMatchCache: Sendable {
    static let capacity = 1024
    /// Longer headers are matched every time instead of cached: browsers
    /// send well under 200 bytes, and this caps the memory of the keys.
    static let maximumKeyLength = 512

    private let results = Mutex<[String: LocaleMatch]>([:])

    func result(for header: String) -> LocaleMatch? {
        results.withLock { $0[header] }
    }

    func store(_ match: LocaleMatch, for header: String) {
        guard header.utf8.count <= Self.maximumKeyLength else { return }
        results.withLock { results in
            if results.count >= Self.capacity { results.removeAll(keepingCapacity: true) }
            results[header] = match
        }
    }

    /// How many headers are cached now (for tests).
    var count: Int { results.withLock { $0.count } }
}

import Synchronization

/// Counts lookups that found no localization, per requested locale.
///
/// Memory is bounded: after ``maximumLocales`` distinct locales, further
/// ones are counted together under `"*"`, so a flood of odd
/// `Accept-Language` values cannot grow the table.
final class MissCounter: Sendable {
    static let maximumLocales = 256
    private let counts = Mutex<[String: Int]>([:])

    func record(_ locale: String) {
        counts.withLock { counts in
            // A locale counted before (the usual case) is hashed once, not twice.
            if let index = counts.index(forKey: locale) {
                counts.values[index] += 1
            } else {
                counts[counts.count < Self.maximumLocales ? locale : "*", default: 0] += 1
            }
        }
    }

    var snapshot: [String: Int] { counts.withLock { $0 } }
}

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
            let key = counts[locale] != nil || counts.count < Self.maximumLocales ? locale : "*"
            counts[key, default: 0] += 1
        }
    }

    var snapshot: [String: Int] { counts.withLock { $0 } }
}

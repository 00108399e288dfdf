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

/// Remembers each requested locale's chain, bounded the same way: the cache
/// is emptied when it reaches its limit (chains are cheap to recompute).
final class ChainCache: Sendable {
    static let maximumEntries = 512
    private let chains = Mutex<[String: [String]]>([:])

    func chain(for identifier: String, compute: () -> [String]) -> [String] {
        if let cached = chains.withLock({ $0[identifier] }) { return cached }
        let chain = compute()  // Outside the lock: it calls into ICU.
        chains.withLock { chains in
            if chains.count >= Self.maximumEntries { chains.removeAll(keepingCapacity: true) }
            chains[identifier] = chain
        }
        return chain
    }
}

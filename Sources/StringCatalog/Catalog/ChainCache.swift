import Synchronization

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

// Lookups on reader threads against a ReloadableCatalog while it is reloaded: every request
// must be answered from a loaded table (a reload never makes a lookup fail or miss).
import Foundation
import Intl
import StringCatalog
import Synchronization

/// Reader threads looking keys up in turn, each request through a fresh
/// localizer of one of `languages`, until ``stop()``; a request is lost when
/// it throws, is served from another localization than the one asked for,
/// or answers anything but the generated text.
final class LookupLoad: Sendable {
    private let stopping = Atomic<Bool>(false)
    private let requests = Atomic<Int>(0)
    private let lost = Atomic<Int>(0)
    private let finished = DispatchSemaphore(value: 0)
    private let readers: Int

    init(catalog: ReloadableCatalog, readers: Int) {
        self.readers = readers
        for reader in 0..<readers {
            Thread.detachNewThread { [self] in
                var i = reader
                while !stopping.load(ordering: .relaxed) {
                    let language = languages[i % languages.count]
                    let localizer = catalog.localizer(acceptLanguage: language)
                    let answer = try? localizer.string(keys[i % keyCount])
                    if localizer.localization != language || answer != "\(language) text number \(i % keyCount) for the label" {
                        lost.add(1, ordering: .relaxed)
                    }
                    requests.add(1, ordering: .relaxed)
                    i &+= 7919  // A prime: keys and languages in a scattered order.
                }
                finished.signal()
            }
        }
    }

    /// Stops the readers, waits for them, and returns (requests, lost).
    func stop() -> (requests: Int, lost: Int) {
        stopping.store(true, ordering: .relaxed)
        for _ in 0..<readers { finished.wait() }
        return (requests.load(ordering: .relaxed), lost.load(ordering: .relaxed))
    }
}

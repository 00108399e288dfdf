import Foundation

extension ServiceConfiguration {
    /// The catalog shipped with the service (copied by SwiftPM next to the binary).
    public static var bundledResources: String {
        Bundle.module.bundleURL.appendingPathComponent("Resources").path
    }
}

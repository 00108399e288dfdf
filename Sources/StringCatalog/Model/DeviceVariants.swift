/// A message that varies by the client's device: `.stringsdict`
/// `NSStringDeviceSpecificRuleType`, `.xcstrings` `variations.device`.
///
///     let tap = DeviceVariants(other: .text("Tap here"), specific: [.mac: .text("Click here")])
///     tap.variant(for: .mac)      // .text("Click here")
///     tap.variant(for: .iPhone)   // .text("Tap here")
///     tap.variant(for: nil)       // .text("Tap here")
///
/// The variant of every device is resolved once, at construction: choosing
/// one is an array read.
public struct DeviceVariants: Sendable, Hashable {
    /// The variant for devices without one of their own, and for requests that name none.
    public var other: CatalogMessage { storage.other }
    /// The variants of named devices (never ``ClientDevice/other``).
    public var specific: [ClientDevice: CatalogMessage] { storage.specific }
    /// One immutable object, so choosing a variant copies one reference per level.
    private let storage: Storage

    private final class Storage: Sendable {
        let other: CatalogMessage
        let specific: [ClientDevice: CatalogMessage]
        /// The variant served to each device, by its position in `ClientDevice.allCases`.
        let byDevice: [CatalogMessage]

        init(other: CatalogMessage, specific: [ClientDevice: CatalogMessage]) {
            self.other = other
            self.specific = specific
            byDevice = ClientDevice.allCases.map { specific[$0] ?? other }
        }
    }

    /// Variants by device; an `other` entry in `specific` replaces `other`.
    public init(other: CatalogMessage, specific: [ClientDevice: CatalogMessage]) {
        var named = specific
        named[.other] = nil
        storage = Storage(other: specific[.other] ?? other, specific: named)
    }

    /// The named device's variant, else ``other``; ``other`` when `device` is nil.
    public func variant(for device: ClientDevice?) -> CatalogMessage {
        guard let device else { return storage.other }
        return storage.byDevice[device.slot]
    }

    /// Every device key present (with `other`), and the variant of each.
    var all: [(device: ClientDevice, message: CatalogMessage)] {
        ClientDevice.allCases.compactMap { device in
            device == .other ? (device, other) : specific[device].map { (device, $0) }
        }
    }

    public static func == (lhs: DeviceVariants, rhs: DeviceVariants) -> Bool {
        lhs.storage === rhs.storage || (lhs.other == rhs.other && lhs.specific == rhs.specific)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(other)
        hasher.combine(specific)
    }
}

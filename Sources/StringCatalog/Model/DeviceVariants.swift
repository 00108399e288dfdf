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
    public let other: CatalogMessage
    /// The variants of named devices (never ``ClientDevice/other``).
    public let specific: [ClientDevice: CatalogMessage]
    /// The variant served to each device, by its position in `ClientDevice.allCases`.
    private let byDevice: [CatalogMessage]

    /// Variants by device; an `other` entry in `specific` replaces `other`.
    public init(other: CatalogMessage, specific: [ClientDevice: CatalogMessage]) {
        let other = specific[.other] ?? other
        var named = specific
        named[.other] = nil
        self.other = other
        self.specific = named
        byDevice = ClientDevice.allCases.map { named[$0] ?? other }
    }

    /// The named device's variant, else ``other``; ``other`` when `device` is nil.
    public func variant(for device: ClientDevice?) -> CatalogMessage {
        guard let device else { return other }
        return byDevice[device.slot]
    }

    /// Every device key present (with `other`), and the variant of each.
    var all: [(device: ClientDevice, message: CatalogMessage)] {
        ClientDevice.allCases.compactMap { device in
            device == .other ? (device, other) : specific[device].map { (device, $0) }
        }
    }
}

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
///
/// A rule may lack `other` (Apple's documentation lists only the device keys,
/// and Xcode compiles a catalog's device variation into a `.stringsdict` rule
/// without `other` beside the fallback in `.strings`). ``Catalog`` completes
/// such a rule at load, as its documentation says; a rule used outside a
/// catalog answers for an unnamed device with the first named device's
/// variant in ``ClientDevice`` order.
public struct DeviceVariants: Sendable, Hashable {
    /// The variant for devices without one of their own, and for requests that name none;
    /// nil when the rule names devices only.
    public var other: CatalogMessage? { storage.other }
    /// The variants of named devices (never ``ClientDevice/other``).
    public var specific: [ClientDevice: CatalogMessage] { storage.specific }
    /// One immutable object, so choosing a variant copies one reference per level.
    private let storage: Storage

    private final class Storage: Sendable {
        let other: CatalogMessage?
        let specific: [ClientDevice: CatalogMessage]
        /// The variant served to each device, by its position in `ClientDevice.allCases`.
        let byDevice: [CatalogMessage]

        /// `specific` is not empty when `other` is nil (checked by the public initializer).
        init(other: CatalogMessage?, specific: [ClientDevice: CatalogMessage]) {
            self.other = other
            self.specific = specific
            let fallback = other ?? ClientDevice.allCases.lazy.compactMap { specific[$0] }.first ?? .text("")
            byDevice = ClientDevice.allCases.map { specific[$0] ?? fallback }
        }
    }

    /// Variants by device; an `other` entry in `specific` replaces `other`.
    public init(other: CatalogMessage, specific: [ClientDevice: CatalogMessage]) {
        var named = specific
        named[.other] = nil
        storage = Storage(other: specific[.other] ?? other, specific: named)
    }

    /// Variants of named devices only (a rule without `other`); nil when `specific` names none.
    ///
    ///     let tap = DeviceVariants(specific: [.iPhone: .text("Tap"), .mac: .text("Click")])
    ///     tap?.other                    // nil
    ///     tap?.variant(for: .mac)       // .text("Click")
    public init?(specific: [ClientDevice: CatalogMessage]) {
        if let other = specific[.other] {
            self.init(other: other, specific: specific)
            return
        }
        guard !specific.isEmpty else { return nil }
        self.init(other: nil, named: specific)
    }

    /// Variants with or without `other` (`specific` names a device when `other` is nil).
    init(other: CatalogMessage?, named specific: [ClientDevice: CatalogMessage]) {
        storage = Storage(other: other, specific: specific)
    }

    /// This rule with `other` (a rule that has one is returned as it is).
    func completed(other: CatalogMessage) -> DeviceVariants {
        storage.other == nil ? DeviceVariants(other: other, specific: storage.specific) : self
    }

    /// The named device's variant, else ``other``; ``other`` when `device` is nil.
    public func variant(for device: ClientDevice?) -> CatalogMessage {
        storage.byDevice[(device ?? .other).slot]
    }

    /// Every device key present (with `other`), and the variant of each.
    var all: [(device: ClientDevice, message: CatalogMessage)] {
        ClientDevice.allCases.compactMap { device in
            (device == .other ? other : specific[device]).map { (device, $0) }
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

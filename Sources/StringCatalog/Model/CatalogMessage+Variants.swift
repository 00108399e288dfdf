extension CatalogMessage {
    /// Whether this is a device rule without `other` (see ``DeviceVariants``).
    var lacksOtherDevice: Bool {
        if case .devices(let variants) = self { variants.other == nil } else { false }
    }

    /// The text or plural message for a request from `device` at `width`:
    /// at each device level the device's variant (else `other`), at each
    /// width level the variant fitting the width (see ``WidthVariants``).
    /// A text or plural message is its own variant.
    ///
    ///     let tap = CatalogMessage.devices(DeviceVariants(other: .text("Tap"), specific: [.mac: .text("Click")]))
    ///     tap.variant(device: .mac)   // .text("Click")
    ///     tap.variant()               // .text("Tap")
    public func variant(device: ClientDevice? = nil, width: Int? = nil) -> CatalogMessage {
        switch self {
        case .text, .plural: self
        case .devices(let variants): variants.variant(for: device).variant(device: device, width: width)
        case .widths(let variants): variants.variant(fitting: width).variant(device: device, width: width)
        }
    }

    /// Every text or plural message this one can resolve to, in a stable
    /// order (devices as `ClientDevice.allCases`, widths ascending): what
    /// tools check or rewrite one by one.
    public var plainMessages: [CatalogMessage] {
        switch self {
        case .text, .plural: [self]
        case .devices(let variants): variants.all.flatMap(\.message.plainMessages)
        case .widths(let variants): variants.messages.flatMap(\.plainMessages)
        }
    }

    /// The same variants with each text or plural message replaced by `transform`'s.
    public func mapPlainMessages<Failure: Error>(
        _ transform: (CatalogMessage) throws(Failure) -> CatalogMessage
    ) throws(Failure) -> CatalogMessage {
        switch self {
        case .text, .plural:
            return try transform(self)
        case .devices(let variants):
            var specific: [ClientDevice: CatalogMessage] = [:]
            for (device, message) in variants.specific { specific[device] = try message.mapPlainMessages(transform) }
            let other = try variants.other.map { message throws(Failure) in try message.mapPlainMessages(transform) }
            return .devices(DeviceVariants(other: other, named: specific))
        case .widths(let variants):
            var mapped: [Int: CatalogMessage] = [:]
            for (width, message) in zip(variants.widths, variants.messages) { mapped[width] = try message.mapPlainMessages(transform) }
            // Not empty: it has the widths of a valid WidthVariants.
            return WidthVariants(mapped).map(CatalogMessage.widths) ?? self
        }
    }

    /// The message with every device level resolved for `device` (width levels kept).
    func selectingDevice(_ device: ClientDevice?) -> CatalogMessage {
        switch self {
        case .text, .plural: self
        case .devices(let variants): variants.variant(for: device).selectingDevice(device)
        case .widths: mapChildren { $0.selectingDevice(device) }
        }
    }

    /// The message with every width level resolved for `width` (device levels kept).
    func selectingWidth(_ width: Int?) -> CatalogMessage {
        switch self {
        case .text, .plural: self
        case .widths(let variants): variants.variant(fitting: width).selectingWidth(width)
        case .devices: mapChildren { $0.selectingWidth(width) }
        }
    }

    /// The devices named anywhere inside (without `other`), and whether any device level exists.
    var deviceKeys: (devices: Set<ClientDevice>, hasLevel: Bool) {
        switch self {
        case .text, .plural:
            return ([], false)
        case .devices(let variants):
            var devices = Set(variants.specific.keys)
            for (_, message) in variants.all { devices.formUnion(message.deviceKeys.devices) }
            return (devices, true)
        case .widths(let variants):
            var result: (devices: Set<ClientDevice>, hasLevel: Bool) = ([], false)
            for message in variants.messages {
                let inner = message.deviceKeys
                result = (result.devices.union(inner.devices), result.hasLevel || inner.hasLevel)
            }
            return result
        }
    }

    /// The widths named anywhere inside.
    var widthKeys: Set<Int> {
        switch self {
        case .text, .plural: []
        case .devices(let variants): variants.all.reduce(into: Set()) { $0.formUnion($1.message.widthKeys) }
        case .widths(let variants): variants.messages.reduce(into: Set(variants.widths)) { $0.formUnion($1.widthKeys) }
        }
    }

    private func mapChildren(_ transform: (CatalogMessage) -> CatalogMessage) -> CatalogMessage {
        switch self {
        case .text, .plural:
            return self
        case .devices(let variants):
            return .devices(DeviceVariants(other: variants.other.map(transform), named: variants.specific.mapValues(transform)))
        case .widths(let variants):
            // Not empty: it has the widths of a valid WidthVariants.
            return WidthVariants(variants.variants.mapValues(transform)).map(CatalogMessage.widths) ?? self
        }
    }
}

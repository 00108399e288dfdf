/// Lifts device and width variants out of plural category strings.
///
/// A `.stringsdict` plural category may hold a width rule, an `.xcstrings`
/// plural form a device variation; a ``PluralVariable``'s forms are plain
/// strings, so such a message is stored as device (then width) variants of
/// plural messages, one per device named and per width present, each with
/// every inner rule resolved for that device or width. Lookups choose the
/// same text either way: for any width N, each inner rule's choice depends
/// only on the largest width present that is ≤ N (or the smallest, below
/// all), which is exactly the outer variant chosen for N.
///
///     one: {20: "%d min", 50: "%d minute"}, other: "%d minutes"
///     → widths {20: plural(one: "%d min", other: "%d minutes"), 50: plural(one: "%d minute", other: "%d minutes")}
enum VariantHoisting {
    /// `parts` are messages whose variants end in text (the category
    /// strings); `build` makes the message from their texts once every
    /// variant is chosen, nil when it cannot (then the result is nil).
    static func hoist<Failure: Error>(
        _ parts: [CatalogMessage], build: ([String]) throws(Failure) -> CatalogMessage?
    ) throws(Failure) -> CatalogMessage? {
        let devices = parts.reduce(into: (devices: Set<ClientDevice>(), hasLevel: false)) { result, part in
            let inner = part.deviceKeys
            result = (result.devices.union(inner.devices), result.hasLevel || inner.hasLevel)
        }
        if devices.hasLevel {
            guard let other = try hoist(parts.map { $0.selectingDevice(nil) }, build: build) else { return nil }
            var specific: [ClientDevice: CatalogMessage] = [:]
            for device in ClientDevice.allCases where devices.devices.contains(device) {
                guard let message = try hoist(parts.map { $0.selectingDevice(device) }, build: build) else { return nil }
                specific[device] = message
            }
            return .devices(DeviceVariants(other: other, specific: specific))
        }
        let widths = parts.reduce(into: Set<Int>()) { $0.formUnion($1.widthKeys) }
        if !widths.isEmpty {
            var variants: [Int: CatalogMessage] = [:]
            for width in widths {
                guard let message = try hoist(parts.map { $0.selectingWidth(width) }, build: build) else { return nil }
                variants[width] = message
            }
            return WidthVariants(variants).map(CatalogMessage.widths)
        }
        // Every variant is chosen: the parts are texts (category strings never parse to plural messages).
        return try build(parts.map(\.formatString))
    }
}

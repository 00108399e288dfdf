/// Every variant message of a table resolved at load for every device and
/// every width interval at once, one plane per (device, interval), so that
/// a request's variant is one array read, as a plain message is.
///
///     widths named in the table: [20, 40]; devices named: iphone, mac (the rest answer as other)
///     planes: iphone × {below 20, 20..<40, 40 and up, no width}, mac × …, other × …   (12)
///     leaves[plane × variantCount + slot]: the text or plural message of variant message `slot`
///
/// Exact: a device no level of the table names resolves as `other` at
/// every level, and every width level chooses the same variant for all
/// widths between two consecutive widths named anywhere in the table (its
/// choice depends only on which of its own widths are ≤ the request's; see
/// ``ResolvedVariants``). Memory grows with the planes, so a table is given
/// planes only while it has at most ``maximumPlanes``; beyond that (a
/// table naming many distinct widths) its messages are resolved one by one
/// with ``ResolvedVariants``.
struct VariantPlanes: Sendable {
    /// The most planes a table gets: 32 leaves per variant message at most.
    static let maximumPlanes = 32

    /// By `ClientDevice.slot`: the device's first plane.
    private let devicePlanes: [Int]
    /// The widths named in the table, ascending.
    private let cuts: [Int]
    private let variantCount: Int
    private let leaves: [CompiledMessage]

    /// No planes: a table without variant messages, or with too many planes.
    init() {
        devicePlanes = []
        cuts = []
        variantCount = 0
        leaves = []
    }

    var isEmpty: Bool { leaves.isEmpty }

    /// Nil when there are no variant messages or too many planes.
    init?(_ messages: [CatalogMessage]) {
        guard !messages.isEmpty else { return nil }
        var named = Set<ClientDevice>()
        var cuts = Set<Int>()
        for message in messages {
            named.formUnion(message.deviceKeys.devices)
            cuts.formUnion(message.widthKeys)
        }
        let devices = ClientDevice.allCases.filter { $0 != .other && named.contains($0) } + [.other]
        let widths = cuts.sorted()
        let perDevice = widths.count + 2
        guard devices.count * perDevice <= Self.maximumPlanes else { return nil }
        var leaves: [CompiledMessage] = []
        var compiledLeaves = CompiledLeaves()
        leaves.reserveCapacity(devices.count * perDevice * messages.count)
        // Below every width (Int.min is in that interval, or it is empty), at each width, no width.
        var representatives: [Int?] = [Int.min]
        representatives += widths.map { Optional($0) }
        representatives.append(nil)
        for device in devices {
            for width in representatives {
                for message in messages { leaves.append(compiledLeaves.compiled(message.variant(device: device, width: width))) }
            }
        }
        let otherPlane = (devices.count - 1) * perDevice
        devicePlanes = ClientDevice.allCases.map { device in
            devices.firstIndex(of: device).map { $0 * perDevice } ?? otherPlane
        }
        self.cuts = widths
        variantCount = messages.count
        self.leaves = leaves
    }

    /// The text or plural message of variant message `slot` for `device`
    /// (nil: `other`) at `width` (nil: the widest), compiled.
    @inline(__always)
    func leaf(_ slot: Int, device: ClientDevice?, width: Int?) -> CompiledMessage {
        leaves[index(slot, device: device, width: width)]
    }

    /// That leaf's format: its text, or a plural message's format key (read in place).
    @inline(__always)
    func formatString(_ slot: Int, device: ClientDevice?, width: Int?) -> String {
        leaves[index(slot, device: device, width: width)].message.formatString
    }

    @inline(__always)
    private func index(_ slot: Int, device: ClientDevice?, width: Int?) -> Int {
        var plane = devicePlanes[(device ?? .other).slot]
        if let width {
            for cut in cuts where cut <= width { plane += 1 }
        } else {
            plane += cuts.count + 1
        }
        return plane * variantCount + slot
    }
}

/// A message with device or width variants, resolved at load for every
/// device and every width interval, so that a request's variant is an array
/// read after a scan of a few widths instead of a walk down the variant levels.
///
///     tap = devices { iphone: widths { 20: "Tap", 40: "Tap here" }, other: widths { 20: "Click", 40: "Click here" } }
///     iphone                → widths [20, 40], leaves ["Tap", "Tap", "Tap here", "Tap here"]
///     other (and every device without a variant of its own)
///                           → widths [20, 40], leaves ["Click", "Click", "Click here", "Click here"]
///     leaf(device: .iPhone, width: 30)   // "Tap": one width (20) ≤ 30, leaf 1
///
/// Why this is exact: for one device, the widths named anywhere in its
/// variants (sorted, K of them) cut the widths into K + 1 intervals, and
/// every width level chooses the same variant for all widths of an interval
/// (a level's choice depends only on which of its own widths are ≤ the
/// request's, see ``WidthVariants``). So leaf k, for the widths with
/// exactly k cuts ≤ them, is `message.variant(device:width:)` for one of
/// them; leaf K + 1 is the variant for no width. Devices whose variants are
/// the same share one segment, so memory is at most (K + 2) leaves per
/// distinct device variant of the entry.
final class ResolvedVariants: Sendable {
    /// The message as stored (device and width levels intact).
    let message: CatalogMessage
    /// The cuts of every segment, one segment after the other.
    private let widths: [Int]
    /// The text or plural leaves of every segment, one after the other, compiled.
    private let leaves: [CompiledMessage]
    /// By `ClientDevice.slot`: the device's segment.
    private let segments: [Segment]

    private struct Segment: Equatable {
        var widthStart: Int
        var widthCount: Int
        var leafStart: Int
    }

    init(_ message: CatalogMessage) {
        self.message = message
        var widths: [Int] = []
        var leaves: [CompiledMessage] = []
        var compiledLeaves = CompiledLeaves()
        var segments: [Segment] = []
        /// Segments by the message a device resolves to (its width levels kept).
        var known: [CatalogMessage: Segment] = [:]
        for device in ClientDevice.allCases {  // In slot order.
            let resolved = message.selectingDevice(device)
            if let segment = known[resolved] {
                segments.append(segment)
                continue
            }
            let cuts = resolved.widthKeys.sorted()
            let segment = Segment(widthStart: widths.count, widthCount: cuts.count, leafStart: leaves.count)
            widths += cuts
            // Below every cut (Int.min is in the first interval, or no width is).
            leaves.append(compiledLeaves.compiled(resolved.variant(device: device, width: Int.min)))
            for cut in cuts { leaves.append(compiledLeaves.compiled(resolved.variant(device: device, width: cut))) }
            leaves.append(compiledLeaves.compiled(resolved.variant(device: device, width: nil)))
            known[resolved] = segment
            segments.append(segment)
        }
        self.widths = widths
        self.leaves = leaves
        self.segments = segments
    }

    /// The text or plural message for `device` (nil: `other`) at `width`
    /// (nil: the widest), as `message.variant(device:width:)` answers.
    @inline(__always)
    func leaf(device: ClientDevice?, width: Int?) -> CompiledMessage {
        let segment = segments[(device ?? .other).slot]
        guard let width else { return leaves[segment.leafStart + segment.widthCount + 1] }
        var below = 0
        while below < segment.widthCount, widths[segment.widthStart + below] <= width { below += 1 }
        return leaves[segment.leafStart + below]
    }
}

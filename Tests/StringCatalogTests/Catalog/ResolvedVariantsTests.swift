@testable import StringCatalog
import Testing

/// The variants a catalog resolves at load (a table's planes, or message by
/// message) answer exactly as walking the message's device and width levels
/// does, for every device and width.
@Suite struct ResolvedVariantsTests {
    /// Seeded trees of device and width levels, nested either way, up to three deep.
    private static func message(_ state: inout UInt64, depth: Int) -> CatalogMessage {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        let pick = Int(state >> 33)
        if depth == 0 || pick % 4 == 0 {
            return pick % 3 == 0
                ? .plural(PluralMessage(format: "%#@n@ \(pick)", variables: ["n": PluralVariable(valueType: "d", forms: [.other: "%d"])]))
                : .text("leaf \(pick)")
        }
        if pick % 2 == 0 {
            var specific: [ClientDevice: CatalogMessage] = [:]
            for device in ClientDevice.allCases where (pick >> (device.slot + 2)) & 1 == 1 {
                specific[device] = message(&state, depth: depth - 1)
            }
            return .devices(DeviceVariants(other: message(&state, depth: depth - 1), specific: specific))
        }
        var variants: [Int: CatalogMessage] = [:]
        for index in 0..<(1 + pick % 4) { variants[(pick >> (index * 3)) % 50] = message(&state, depth: depth - 1) }
        return .widths(WidthVariants(variants)!)  // Not empty: at least one width.
    }

    @Test func everyDeviceAndWidthAnswersAsTheLevelsDo() {
        var state: UInt64 = 25
        let widths: [Int?] = [nil, .min, .max, -1] + (0...55).map { $0 }
        let devices: [ClientDevice?] = [nil] + ClientDevice.allCases
        for _ in 0..<300 {
            let message = Self.message(&state, depth: 3)
            let resolved = ResolvedVariants(message)
            for device in devices {
                for width in widths where resolved.leaf(device: device, width: width).message != message.variant(device: device, width: width) {
                    Issue.record("\(message) device \(String(describing: device)) width \(String(describing: width))")
                }
            }
        }
    }

    @Test func tablePlanesAnswerAsTheLevelsDo() throws {
        var state: UInt64 = 12
        let widths: [Int?] = [nil, .min, .max, -1] + (0...55).map { $0 }
        let devices: [ClientDevice?] = [nil] + ClientDevice.allCases
        var tested = 0
        for _ in 0..<300 {
            // Tables of a few messages; about one in eight stays within the plane limit.
            let messages = (0..<3).map { _ in Self.message(&state, depth: 2) }
            guard let planes = VariantPlanes(messages) else { continue }
            tested += 1
            for (slot, message) in messages.enumerated() {
                for device in devices {
                    for width in widths where planes.leaf(slot, device: device, width: width).message != message.variant(device: device, width: width) {
                        Issue.record("\(message) device \(String(describing: device)) width \(String(describing: width))")
                    }
                }
            }
        }
        #expect(tested > 20)
    }

    @Test func aTableNamingManyWidthsIsResolvedMessageByMessage() {
        let manyWidths = CatalogMessage.widths(WidthVariants(Dictionary(uniqueKeysWithValues: (1...31).map { ($0, .text("w\($0)")) }))!)
        #expect(VariantPlanes([manyWidths]) == nil)                       // 1 device × (31 + 2) intervals > 32 planes
        #expect(VariantPlanes([.text("plain")]) != nil)                   // one plane (no width, no device): within the limit
        #expect(VariantPlanes([]) == nil)
        #expect(ResolvedVariants(manyWidths).leaf(device: .mac, width: 17).message == .text("w17"))
    }

    @Test func theWidestBelowElseTheSmallest() {
        let welcome = CatalogMessage.devices(DeviceVariants(
            other: .widths(WidthVariants([1: .text("Hi"), 22: .text("Hello"), 53: .text("Greetings")])!),
            specific: [.mac: .widths(WidthVariants([30: .text("Welcome"), 10: .text("Hey")])!)]
        ))
        let resolved = ResolvedVariants(welcome)
        #expect([0, 1, 21, 22, 52, 53, 99].map { resolved.leaf(device: .iPhone, width: $0).message }
                == [.text("Hi"), .text("Hi"), .text("Hi"), .text("Hello"), .text("Hello"), .text("Greetings"), .text("Greetings")])
        #expect([9, 10, 29, 30].map { resolved.leaf(device: .mac, width: $0).message }
                == [.text("Hey"), .text("Hey"), .text("Hey"), .text("Welcome")])
        #expect(resolved.leaf(device: nil, width: nil).message == .text("Greetings"))
        #expect(resolved.leaf(device: .mac, width: nil).message == .text("Welcome"))
        #expect(resolved.message == welcome)
    }
}

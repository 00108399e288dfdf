/// A message that varies by presentation width: `.stringsdict`
/// `NSStringVariableWidthRuleType`, whose keys are widths.
///
/// The variant for width N follows Foundation's
/// `variantFittingPresentationWidth(_:)`: the variant whose width is N, else
/// the widest variant below N, else the smallest; without a width, the widest.
///
///     let hello = WidthVariants([1: .text("Hi"), 22: .text("Hello"), 53: .text("Greetings and Salutations")])!
///     hello.variant(fitting: 22)    // .text("Hello")
///     hello.variant(fitting: 40)    // .text("Hello")       (widest below 40)
///     hello.variant(fitting: 0)     // .text("Hi")          (none below: the smallest)
///     hello.variant(fitting: nil)   // .text("Greetings and Salutations")
///
/// The unit is the application's (Apple's: "some measurement indicative of
/// the context"); the library only compares the numbers.
public struct WidthVariants: Sendable, Hashable {
    /// The widths, ascending.
    public var widths: [Int] { storage.widths }
    /// The variants, in the order of ``widths``.
    public var messages: [CatalogMessage] { storage.messages }
    /// One immutable object, so choosing a variant copies one reference per level.
    private let storage: Storage

    private final class Storage: Sendable {
        let widths: [Int]
        let messages: [CatalogMessage]

        init(widths: [Int], messages: [CatalogMessage]) {
            self.widths = widths
            self.messages = messages
        }
    }

    /// The variants by width; nil when there are none.
    public init?(_ variants: [Int: CatalogMessage]) {
        guard !variants.isEmpty else { return nil }
        let sorted = variants.sorted { $0.key < $1.key }
        storage = Storage(widths: sorted.map(\.key), messages: sorted.map(\.value))
    }

    /// The variant for `width` (see the rules above); the widest when `width` is nil.
    public func variant(fitting width: Int?) -> CatalogMessage {
        let messages = storage.messages
        // Not empty: the initializer refuses an empty dictionary.
        guard let width else { return messages[messages.count - 1] }
        var chosen = 0
        for (index, candidate) in storage.widths.enumerated() {
            guard candidate <= width else { break }
            chosen = index
        }
        return messages[chosen]
    }

    /// The variants by width.
    public var variants: [Int: CatalogMessage] {
        Dictionary(uniqueKeysWithValues: zip(widths, messages))
    }

    public static func == (lhs: WidthVariants, rhs: WidthVariants) -> Bool {
        lhs.storage === rhs.storage || (lhs.widths == rhs.widths && lhs.messages == rhs.messages)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(widths)
        hasher.combine(messages)
    }
}

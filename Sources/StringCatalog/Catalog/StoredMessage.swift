/// A message as a catalog's tables keep it for lookups: text and plural
/// messages as they are, a message with device or width variants resolved
/// for every device and width at load (see ``ResolvedVariants``).
enum StoredMessage: Sendable {
    case text(String)
    case plural(PluralMessage)
    case variants(ResolvedVariants)

    init(_ message: CatalogMessage) {
        switch message {
        case .text(let text): self = .text(text)
        case .plural(let plural): self = .plural(plural)
        case .devices, .widths: self = .variants(ResolvedVariants(message))
        }
    }

    /// The message as stored.
    var message: CatalogMessage {
        switch self {
        case .text(let text): .text(text)
        case .plural(let plural): .plural(plural)
        case .variants(let variants): variants.message
        }
    }

    /// The text or plural message a request from `device` at `width` gets:
    /// `message.variant(device:width:)`.
    @inline(__always)
    func variant(device: ClientDevice?, width: Int?) -> CatalogMessage {
        switch self {
        case .text(let text): .text(text)
        case .plural(let plural): .plural(plural)
        case .variants(let variants): variants.leaf(device: device, width: width)
        }
    }

    /// The format of that variant (`NSLocalizedString`'s answer): the text,
    /// or a plural message's format key.
    @inline(__always)
    func formatString(device: ClientDevice?, width: Int?) -> String {
        switch self {
        case .text(let text): text
        case .plural(let plural): plural.format
        case .variants(let variants): variants.leaf(device: device, width: width).formatString
        }
    }
}

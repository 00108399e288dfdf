import Intl
import Messages

extension MessageFormatter {
    /// Formats `message` with a shared formatter for (`localization`, `request`),
    /// created on first use and kept for later calls.
    ///
    ///     try MessageFormatter.format(.text("%.1f km"), arguments: [1234.5],
    ///                                 localization: IntlLocale("de"), request: IntlLocale("de-CH"))
    ///     // "1’234.5 km"
    ///
    /// Uses the default ``MessageFormatLimits``. Holding a formatter per
    /// request (or per localizer) skips the cache lookup.
    ///
    /// - Throws: `MessageFormatError` as ``format(_:arguments:)`` does, and
    ///   `numberFormatUnavailable` when Intl cannot build the locale's number formats.
    public static func format(_ message: CatalogMessage, arguments: [MessageArgument] = [],
                              localization: IntlLocale, request: IntlLocale? = nil) throws(MessageFormatError) -> String {
        let formatter: MessageFormatter
        do {
            formatter = try shared(localization: localization, request: request)
        } catch {
            throw MessageFormatError(reason: .numberFormatUnavailable(error), format: message.formatString)
        }
        return try formatter.format(message, arguments: arguments)
    }

    /// The shared formatter for (`localization`, `request`) with default limits.
    ///
    ///     try MessageFormatter.shared(localization: IntlLocale("de"), request: IntlLocale("de-CH")).numberLocale   // de-CH
    ///
    /// The cache holds at most ``sharedCacheCapacity`` formatters; when it is
    /// full the oldest go first (formatters already handed out stay valid).
    ///
    /// - Throws: `IntlError` when Intl cannot build the locale's number formats.
    public static func shared(localization: IntlLocale, request: IntlLocale? = nil) throws(IntlError) -> MessageFormatter {
        try sharedFormatters.value(for: SharedKey(localization: localization, request: request)) { () throws(IntlError) in
            try MessageFormatter(localization: localization, request: request)
        }
    }

    /// How many (localization, request) pairs the shared cache keeps: 256.
    public static let sharedCacheCapacity = 256

    private struct SharedKey: Hashable, Sendable {
        let localization: IntlLocale
        let request: IntlLocale?
    }

    private static let sharedFormatters = BoundedCache<SharedKey, MessageFormatter>(capacity: sharedCacheCapacity)
}

extension CatalogMessage {
    /// The message's own format: the text, or the plural message's format
    /// key (of the default variant: device `other`, the widest width).
    var formatString: String {
        switch self {
        case .text(let text): text
        case .plural(let plural): plural.format
        case .devices, .widths: variant().formatString
        }
    }
}

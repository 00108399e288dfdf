/// The direction of a formatted value or message, for bidi isolation.
public enum MessageDirection: String, Hashable, Sendable {
    /// Left to right.
    case ltr
    /// Right to left.
    case rtl
    /// Not known: isolated with FIRST STRONG ISOLATE (U+2068).
    case auto
}

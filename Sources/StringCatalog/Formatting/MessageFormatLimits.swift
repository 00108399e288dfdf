/// Bounds on the work and memory one formatted message may take, so that no
/// catalog entry (a variable that refers to itself, a category string that
/// repeats a variable a thousand times) can exhaust a server.
///
///     var limits = MessageFormatLimits()
///     limits.maximumOutputBytes = 1024
///
/// Exceeding a bound is a ``MessageFormatError`` (`nestingTooDeep`,
/// `outputTooLarge`, `tooManyExpansions`), never a partial string.
public struct MessageFormatLimits: Hashable, Sendable {
    /// How deeply `%#@var@` references may nest inside category strings.
    /// The message's own format is level 0; Apple's runs example needs 2.
    /// Default: 8. Values above ``nestingDepthCeiling`` count as the ceiling,
    /// so that no configuration lets a message exhaust the stack.
    public var maximumNestingDepth: Int
    /// The largest output, in UTF-8 bytes. Default: 65,536.
    public var maximumOutputBytes: Int
    /// How many specifiers (including `%#@var@` references) one message may
    /// expand in total. Default: 10,000.
    public var maximumExpansions: Int

    /// The deepest nesting any configuration allows: 64.
    public static let nestingDepthCeiling = 64

    /// The nesting bound in force: ``maximumNestingDepth``, at most ``nestingDepthCeiling``.
    var effectiveNestingDepth: Int { min(maximumNestingDepth, Self.nestingDepthCeiling) }

    public init(maximumNestingDepth: Int = 8, maximumOutputBytes: Int = 65_536, maximumExpansions: Int = 10_000) {
        self.maximumNestingDepth = maximumNestingDepth
        self.maximumOutputBytes = maximumOutputBytes
        self.maximumExpansions = maximumExpansions
    }
}

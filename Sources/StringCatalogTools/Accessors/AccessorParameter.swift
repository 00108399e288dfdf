/// The Swift type of one accessor argument, from the specifier that reads
/// it in the development language (``ArgumentSignature``'s spelling), and
/// how the accessor passes it on as a `MessageArgument`.
///
/// | specifier | Swift type | passed as |
/// |---|---|---|
/// | `%d %i %ld %lld` (any length) | `Int` | `.int(Int64(arg1))` |
/// | `%u %lu %llu` | `UInt` | `.uint(UInt64(arg1))` |
/// | `%x %X %o` | `Int` | `.int(Int64(arg1))` |
/// | `%f %e %g` (any length) | `Double` | `.double(arg1)` |
/// | `%@ %s %S` | `String` | `.string(arg1)` |
/// | `%c %C` | `Character` | `.character(arg1)` |
/// | `%#@var@` | the type of the variable's `NSStringFormatValueTypeKey` (`Int` for `ld`) | as that type |
///
/// `%@` takes a `String`, not any `CustomStringConvertible`: a number passed
/// to `%@` is shown unlocalized (`1234`, never `1,234`), which is the mistake
/// a typed accessor should stop at compile time. Format the number first, or
/// give the message a `%lld`.
enum AccessorParameter {
    /// The type and the conversion of `spelling` (`"%lu"`); nil for none.
    static func of(_ spelling: String) -> (type: String, argument: (String) -> String)? {
        switch spelling.last {
        case "d", "i", "x", "X", "o": ("Int", { ".int(Int64(\($0)))" })
        case "u": ("UInt", { ".uint(UInt64(\($0)))" })
        case "f": ("Double", { ".double(\($0))" })
        case "@", "s": ("String", { ".string(\($0))" })
        case "c": ("Character", { ".character(\($0))" })
        default: nil
        }
    }
}

import MachineTime

/// A value that passes as a message argument as it is, so a route hands
/// over the variables it has:
///
///     let count = 3, total = 12.5, name = "Ada"
///     try localizer.format("cart", arguments: [count, total])   // "3 items for €12.50"
///     try localizer.format("greeting", arguments: [name])       // "Hello, Ada!"
///
/// The integer types pass as ``MessageArgument/int(_:)`` (unsigned ones as
/// ``MessageArgument/uint(_:)``), `Double` and `Float` as
/// ``MessageArgument/double(_:)``, `String` and `Substring` as
/// ``MessageArgument/string(_:)``, `Character` as
/// ``MessageArgument/character(_:)``, and `Bool` as 1 or 0, as an `NSNumber`
/// does in `String(format:)`. A MachineTime `Timestamp` passes as
/// ``MessageArgument/timestamp(_:)``.
public protocol MessageArgumentConvertible: Sendable {
    /// The argument this value formats as.
    var messageArgument: MessageArgument { get }
}

extension MessageArgument: MessageArgumentConvertible {
    public var messageArgument: MessageArgument { self }
}

extension Int: MessageArgumentConvertible {
    public var messageArgument: MessageArgument { .int(Int64(self)) }
}

extension Int64: MessageArgumentConvertible {
    public var messageArgument: MessageArgument { .int(self) }
}

extension Int32: MessageArgumentConvertible {
    public var messageArgument: MessageArgument { .int(Int64(self)) }
}

extension Int16: MessageArgumentConvertible {
    public var messageArgument: MessageArgument { .int(Int64(self)) }
}

extension Int8: MessageArgumentConvertible {
    public var messageArgument: MessageArgument { .int(Int64(self)) }
}

extension UInt: MessageArgumentConvertible {
    public var messageArgument: MessageArgument { .uint(UInt64(self)) }
}

extension UInt64: MessageArgumentConvertible {
    public var messageArgument: MessageArgument { .uint(self) }
}

extension UInt32: MessageArgumentConvertible {
    public var messageArgument: MessageArgument { .uint(UInt64(self)) }
}

extension UInt16: MessageArgumentConvertible {
    public var messageArgument: MessageArgument { .uint(UInt64(self)) }
}

extension UInt8: MessageArgumentConvertible {
    public var messageArgument: MessageArgument { .uint(UInt64(self)) }
}

extension Double: MessageArgumentConvertible {
    public var messageArgument: MessageArgument { .double(self) }
}

extension Float: MessageArgumentConvertible {
    public var messageArgument: MessageArgument { .double(Double(self)) }
}

extension String: MessageArgumentConvertible {
    public var messageArgument: MessageArgument { .string(self) }
}

extension Substring: MessageArgumentConvertible {
    public var messageArgument: MessageArgument { .string(String(self)) }
}

extension Character: MessageArgumentConvertible {
    public var messageArgument: MessageArgument { .character(self) }
}

extension Bool: MessageArgumentConvertible {
    public var messageArgument: MessageArgument { .int(self ? 1 : 0) }
}

extension Timestamp: MessageArgumentConvertible {
    public var messageArgument: MessageArgument { .timestamp(self) }
}

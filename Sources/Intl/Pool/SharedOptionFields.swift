/// The fields of an options value (``NumberFormatOptions``,
/// ``DateTimeFormatOptions``) in one immutable object that every copy of the
/// value shares, with their front-cache hash worked out once.
///
/// Why: a one-shot call compares the options it is given with the ones a
/// front-cache slot was filled from. Options kept as plain fields are
/// compared field by field, and their enum payloads (currency codes,
/// templates) are copied, retained and released to be compared: about 150
/// instructions of a number one-shot hit, and copying a default argument
/// out of a global cost as much again. Shared, a copy is one retain and the
/// options a caller reuses (a default, a `static let`, an array built once)
/// compare by one pointer; options built anew compare by value as before.
/// The value semantics are the struct's: a setter makes a new object, so
/// no copy ever sees another's change.
final class SharedOptionFields<Fields: Hashable & Sendable & FrontCacheHashable>: Sendable {
    let fields: Fields
    /// `fields` fed to a ``FrontCacheHasher``.
    let frontCacheHashValue: Int

    init(_ fields: Fields) {
        self.fields = fields
        var hasher = FrontCacheHasher()
        fields.frontCacheHash(into: &hasher)
        frontCacheHashValue = hasher.value
    }

    /// The same object, or equal fields: the front-cache hashes first, a
    /// cheap no for most unequal options.
    @inline(__always)
    func hasFields(equalTo other: SharedOptionFields) -> Bool {
        self === other || (frontCacheHashValue == other.frontCacheHashValue && fields == other.fields)
    }

    /// A new object with `change` applied to a copy of the fields (an options setter).
    func updating(_ change: (inout Fields) -> Void) -> SharedOptionFields {
        var fields = fields
        change(&fields)
        return SharedOptionFields(fields)
    }
}

extension NumberFormatOptions: CustomReflectable {
    /// The fields, as `print` and `dump` showed them before they were shared.
    public var customMirror: Mirror { Mirror(self, children: Mirror(reflecting: fields).children, displayStyle: .struct) }
}

extension DateTimeFormatOptions: CustomReflectable {
    /// The fields, as `print` and `dump` showed them before they were shared.
    public var customMirror: Mirror { Mirror(self, children: Mirror(reflecting: fields).children, displayStyle: .struct) }
}

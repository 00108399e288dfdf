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
/// no copy ever sees another's change. Options get their object from a
/// ``ThreadOptionFieldsTable``, so options built again on the same thread
/// with equal fields share one and compare by pointer too.
final class SharedOptionFields<Fields: Hashable & Sendable & FrontCacheHashable>: Sendable {
    let fields: Fields
    /// `fields` fed to a ``FrontCacheHasher``.
    let frontCacheHashValue: Int

    /// `fields`, whose ``frontCacheHash(of:)`` is `frontCacheHash`.
    init(_ fields: Fields, frontCacheHash: Int) {
        self.fields = fields
        frontCacheHashValue = frontCacheHash
    }

    /// `fields` fed to a ``FrontCacheHasher``.
    static func frontCacheHash(of fields: Fields) -> Int {
        var hasher = FrontCacheHasher()
        fields.frontCacheHash(into: &hasher)
        return hasher.value
    }

    /// The same object, or equal fields: the front-cache hashes first, a
    /// cheap no for most unequal options.
    @inline(__always)
    func hasFields(equalTo other: SharedOptionFields) -> Bool {
        self === other || (frontCacheHashValue == other.frontCacheHashValue && fields == other.fields)
    }

    /// The object for a copy of the fields with `change` applied, from
    /// `table` (an options setter).
    func updating(in table: ThreadOptionFieldsTable<Fields>, _ change: (inout Fields) -> Void) -> SharedOptionFields {
        var fields = fields
        change(&fields)
        return table.shared(fields)
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

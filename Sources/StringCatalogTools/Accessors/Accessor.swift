import StringCatalog
import TextEscaping

/// One generated accessor: a key of a table, the development language's
/// message for it and the Swift types of its arguments in position order.
struct Accessor {
    var table: String
    var key: String
    /// The development language's entry, where it is defined.
    var entry: LocatedEntry
    var development: String
    var signature: ArgumentSignature
    /// The Swift type and the `MessageArgument` conversion of each argument, 1 first.
    var parameters: [(type: String, argument: (String) -> String)]

    /// `Settings.title` for `settings.title` in `Localizable`; `Order.total` for `total` in `Order`.
    var path: (types: [String], member: String) {
        let name = AccessorName.path(of: key)
        let table = self.table == "Localizable" ? [] : [AccessorName.typeName(self.table)]
        return (table + name.types, name.member)
    }

    /// `"items.count" (table Localizable)`, as errors name a key.
    var label: String { "\(QuotedText.quoted(key)) (table \(table))" }
}

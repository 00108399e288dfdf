/// The enums and accessors to generate, as a tree under `L10n`: keys whose
/// Swift paths share a prefix share the enums (`settings.title` and
/// `settings.subtitle` both go in `L10n.Settings`).
struct AccessorNamespace {
    /// Nested enums by name.
    var types: [String: AccessorNamespace] = [:]
    /// Accessors by name (as written, backticks included).
    var members: [String: Accessor] = [:]
    /// The first accessor inside each nested enum, to name it in a collision.
    private var firstInside: [String: Accessor] = [:]

    /// Adds `accessor` at its path; returns the error when its name is taken
    /// (by another key, or by an enum that would hold other keys).
    mutating func insert(_ accessor: Accessor) -> [LintFinding] {
        let path = accessor.path
        return insert(accessor, types: path.types[...], member: path.member, prefix: "L10n")
    }

    private mutating func insert(_ accessor: Accessor, types path: ArraySlice<String>, member: String,
                                 prefix: String) -> [LintFinding] {
        guard let type = path.first else {
            if let other = members[member] ?? firstInside[Self.bare(member)] {
                return [collision(accessor, other, name: prefix + "." + member)]
            }
            members[member] = accessor
            return []
        }
        if let other = members[type] ?? members["`" + type + "`"] {
            return [collision(accessor, other, name: prefix + "." + type)]
        }
        firstInside[type] = firstInside[type] ?? accessor
        return types[type, default: AccessorNamespace()].insert(accessor, types: path.dropFirst(), member: member,
                                                                 prefix: prefix + "." + type)
    }

    /// `key` for `` `key` ``.
    private static func bare(_ name: String) -> String { name.filter { $0 != "`" } }

    /// The error at `accessor`, naming the key that already has the name.
    private func collision(_ accessor: Accessor, _ other: Accessor, name: String) -> LintFinding {
        let entry = accessor.entry
        return LintFinding(severity: .error, path: entry.path, line: entry.line, column: entry.column,
                           key: accessor.key, language: accessor.development,
                           message: "\(accessor.label) and \(other.label) both become \(Self.bare(name)); rename one of the keys")
    }
}

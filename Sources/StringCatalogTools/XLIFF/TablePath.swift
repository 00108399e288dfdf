/// The parts of a table's path, split on `/` without Foundation's path functions, which trap
/// on some inputs an XLIFF can carry (`original=""`, `"/"`) on Linux.
///
///     TablePath.folder(of: "App/en.lproj/Localizable.strings")   // "App/en.lproj"
///     TablePath.name(of: "App/en.lproj/Localizable.strings")     // "Localizable.strings"
///     TablePath.folder(of: "Localizable.strings")                // ""
enum TablePath {
    /// Everything before the last `/` (trailing slashes ignored); "" when there is none, "/" for a file at the root.
    static func folder(of path: String) -> String {
        let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.reversed().drop { $0 == "/" }.reversed()) : path
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
    }

    /// The last component (trailing slashes ignored).
    static func name(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? ""
    }
}

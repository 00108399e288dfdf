/// The table a file holds: `"Order"` for `de.lproj/Order.strings`.
package enum TableName {
    package static func of(_ path: String) -> String {
        let file = fileName(path)
        guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { return file }
        return String(file[..<dot])
    }

    /// The last path component: `"Order.strings"`.
    package static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}

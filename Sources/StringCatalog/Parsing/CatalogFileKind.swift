/// The three file kinds, by extension.
enum CatalogFileKind {
    case strings, stringsdict, xcstrings

    init?(path: String) {
        if path.hasSuffix(".strings") {
            self = .strings
        } else if path.hasSuffix(".stringsdict") {
            self = .stringsdict
        } else if path.hasSuffix(".xcstrings") {
            self = .xcstrings
        } else {
            return nil
        }
    }
}

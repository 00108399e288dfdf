/// How deep documents may nest: deeper than catalogs ever are, and checked
/// before any recursive parser sees the document (deep nesting would
/// exhaust the stack). `XMLPlistScanner`, `StrictJSONScanner` and
/// `BinaryPropertyList` (and StringCatalogTools' `XMLReader`) enforce it.
///
/// The deepest real structure is an `.xcstrings` substitution inside a
/// device variation (about 14 levels); the limit leaves ample room.
package enum NestingLimit {
    package static let maximumDepth = 64
}

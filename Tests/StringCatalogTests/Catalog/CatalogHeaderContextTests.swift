@testable import StringCatalog
@testable import Intl
import Testing

/// A catalog's localizer contexts by raw `Accept-Language` header (Intl's `UTF8KeyedObjectCache`): made
/// once per header, bounded, long headers never kept.
@Suite struct CatalogHeaderContextTests {
    private func catalog() throws -> (Catalog, TemporaryResources) {
        let resources = try TemporaryResources([
            "en.lproj/Localizable.strings": "\"hello\" = \"Hello\";",
            "de.lproj/Localizable.strings": "\"hello\" = \"Hallo\";",
        ])
        return (try Catalog(directory: resources.path, developmentLanguage: "en"), resources)
    }

    @Test func aHeaderSeenBeforeIsNotNegotiatedAgain() throws {
        let (catalog, resources) = try catalog()
        defer { resources.remove() }
        let first = catalog.context(acceptLanguage: "de-CH, en;q=0.5")
        let second = catalog.context(acceptLanguage: "de-CH, en;q=0.5")
        #expect(first === second)
        #expect(catalog.contextsByHeader.count == 1)
        let other = catalog.context(acceptLanguage: "de-CH, en;q=0.6")
        #expect(other !== first)
        #expect(catalog.contextsByHeader.count == 2)
        #expect(try catalog.localizer(acceptLanguage: "de-CH, en;q=0.5").string("hello") == "Hallo")
    }

    @Test func aFloodOfNewHeadersKeepsAtMostItsCapacity() throws {
        let (catalog, resources) = try catalog()
        defer { resources.remove() }
        for index in 0..<5_000 { _ = catalog.context(acceptLanguage: "x-\(index)") }
        #expect(catalog.contextsByHeader.count <= UTF8KeyedObjectCache.capacity)   // 1,024
        #expect(catalog.contextsByHeader.count > 900)
    }

    @Test func longHeadersAreNeverKept() throws {
        let (catalog, resources) = try catalog()
        defer { resources.remove() }
        let long = String(repeating: "en;q=0.5,", count: 60)   // 540 bytes
        let first = catalog.context(acceptLanguage: long)
        let second = catalog.context(acceptLanguage: long)
        #expect(first !== second)
        #expect(catalog.contextsByHeader.count == 0)
    }
}

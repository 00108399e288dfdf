import StringCatalog
import Testing
import TestSupport

/// Variables pass as they are (`MessageArgumentConvertible`): what a route has.
@Suite struct RouteArgumentsTests {
    static let catalog = Result { try Catalog(directory: ServerCatalogFixture.directory, developmentLanguage: "en") }

    @Test func variablesOfEachType() throws {
        let de = try Self.catalog.get().localizer(acceptLanguage: "de")
        let count = 3, total = 12.5, name = "Ada"
        #expect(try de.format("cart", arguments: [count, total]) == "3 Artikel für 12,50 €")
        #expect(try de.format("cart", arguments: [Int64(1), Float(2.5)]) == "1 Artikel für 2,50 €")
        #expect(try de.format("cart", arguments: [UInt(5), Double(10)]) == "5 Artikel für 10,00 €")
        #expect(try de.format("greeting", arguments: [name]) == "Hallo, Ada!")
        #expect(try de.format("greeting", arguments: [name.dropFirst()]) == "Hallo, da!")
        #expect(try de.format("greeting", arguments: [true]) == "Hallo, 1!")
        // Literals and the enum's cases keep their spelling.
        #expect(try de.format("cart", arguments: [.int(2), .double(3)]) == "2 Artikel für 3,00 €")
        #expect(try de.format("cart", arguments: [2, 3.0]) == "2 Artikel für 3,00 €")
    }

    @Test func aMismatchIsStillATypedError() throws {
        let en = try Self.catalog.get().localizer(acceptLanguage: "en")
        let name = "Ada"
        #expect(throws: CatalogError.self) { try en.format("cart", arguments: [name, name]) }
    }
}

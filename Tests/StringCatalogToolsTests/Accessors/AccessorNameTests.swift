@testable import StringCatalogTools
import Testing

@Suite struct AccessorNameTests {
    @Test(arguments: [
        ("settings.title", ["Settings"], "title"),
        ("settings.title.short", ["Settings", "Title"], "short"),
        ("title", [], "title"),
        ("order.total-price", ["Order"], "totalPrice"),
        ("order.total_price", ["Order"], "totalPrice"),
        ("Run Title", [], "runTitle"),
        ("URLTitle", [], "urlTitle"),
        ("URL", [], "url"),
        ("iOS.hint", ["IOS"], "hint"),
        ("scope.%lu out of %lu runs", ["Scope"], "luOutOfLuRuns"),
        ("404.title", ["_404"], "title"),
        ("errors.404", ["Errors"], "_404"),
        ("default", [], "`default`"),
        ("menu.init", ["Menu"], "`init`"),
        ("type.self", ["Type_"], "`self`"),
        ("a..b.", ["A"], "b"),
        ("", [], "key"),
        ("Grüße.Straße", ["GrE"], "straE"),
        ("—.…", ["Key"], "key"),
    ])
    func keyBecomesSwiftPath(key: String, types: [String], member: String) {
        let path = AccessorName.path(of: key)
        #expect(path.types == types)
        #expect(path.member == member)
    }

    @Test(arguments: [("Localizable", "Localizable"), ("order-screen", "OrderScreen"), ("2fa", "_2fa"), ("Type", "Type_")])
    func tableBecomesTypeName(table: String, name: String) {
        #expect(AccessorName.typeName(table) == name)
    }
}

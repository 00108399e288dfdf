import Intl
import StringCatalog
import Testing

/// Written fully qualified on purpose: this file compiles only while module
/// `StringCatalog` has no public type of its own name.
struct QualifiedNamesTests {
    @Test func catalogTypesResolveThroughTheirModule() throws {
        let resources = try TemporaryResources(["en.lproj/Localizable.strings": "\"hello\" = \"Hello\";"])
        let catalog: StringCatalog.Catalog = try StringCatalog.Catalog(directory: resources.path)
        let strings: StringCatalog.Localizer = catalog.localizer(acceptLanguage: "en-GB")
        #expect(try strings.string("hello") == "Hello")
    }
}

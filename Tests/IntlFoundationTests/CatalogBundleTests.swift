import Foundation
import Intl
import IntlFoundation
import StringCatalog
import Testing

/// A catalog shipped as a package resource (`resources: [.copy("Resources")]`), found through `Bundle.module`.
@Suite struct CatalogBundleTests {
    @Test func theCatalogInThePackagesResources() throws {
        let catalog = try Catalog(bundle: Bundle.module, subdirectory: "Resources")
        #expect(catalog.localizations == ["de", "en"])
        #expect(catalog.directory.hasSuffix(".resources/Resources"))
        #expect(catalog.developmentLanguage == "en")
        let german = catalog.localizer(acceptLanguage: "de-CH")
        #expect(try german.format("greeting", arguments: ["Ada"]) == "Hallo, Ada!")
    }

    @Test func aMissingSubdirectoryIsATypedError() throws {
        #expect {
            try Catalog(bundle: Bundle.module, subdirectory: "Nope")
        } throws: { error in
            guard case CatalogError.unreadableDirectory(let path, _) = error else { return false }
            return path.hasSuffix(".resources/Nope")
        }
    }

    @Test func aDateInTheRequestsZone() throws {
        let catalog = try Catalog(bundle: Bundle.module, subdirectory: "Resources", developmentLanguage: "de")
        let zurich = catalog.localizer(acceptLanguage: "de-CH").inTimeZone("Europe/Zurich")
        #expect(try zurich.formatDate(Date(timeIntervalSince1970: 1_438_968_572), time: .short) == "07.08.2015, 19:29")
        #expect(catalog.developmentLanguage == "de")
    }
}

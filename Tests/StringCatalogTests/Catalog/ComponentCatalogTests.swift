import Intl
import StringCatalog
import Testing

/// One catalog over several resources folders (an app's components).
@Suite struct ComponentCatalogTests {
    /// Shop, Account and a Legacy module that redefines some of Shop's keys.
    static let app: [String: String] = [
        "Shop/Resources/en.lproj/Shop.strings": "\"buy\" = \"Buy\";\n\"sell\" = \"Sell\";\n",
        "Shop/Resources/de.lproj/Shop.strings": "\"buy\" = \"Kaufen\";\n",
        "Shop/Resources/en.lproj/banner.html": "<p>shop</p>",
        "Account/Resources/en.lproj/Account.strings": "\"login\" = \"Log in\";\n",
        "Account/Resources/ru.lproj/Account.stringsdict": PlistText.document(PlistText.entry("devices", format: "%#@d@",
            [("d", "d", [("one", "%d устройство"), ("few", "%d устройства"), ("many", "%d устройств"), ("other", "%d устройства")])])),
        "Legacy/Resources/en.lproj/Shop.strings": "\"cart\" = \"Cart\";\n  \"sell\" = \"Sell now\";\n",
        "Legacy/Resources/de.lproj/Shop.strings": "\"sell\" = \"Verkaufen\";\n",
        "Legacy/Resources/en.lproj/Shop.stringsdict": PlistText.document(PlistText.entry("buy", format: "%#@n@",
            [("n", "d", [("one", "Buy one"), ("other", "Buy %d")])])),
        "Legacy/Resources/en.lproj/banner.html": "<p>legacy</p>",
    ]

    private func catalog() throws -> (Catalog, String, TemporaryResources) {
        let resources = try TemporaryResources(Self.app)
        let root = resources.path
        let folders = ["Shop", "Account", "Legacy"].map { "\(root)/\($0)/Resources" }
        return (try Catalog(directories: folders), root, resources)
    }

    @Test func tablesMergeByLocalizationAndTable() throws {
        let (catalog, _, resources) = try catalog()
        defer { resources.remove() }
        let english = catalog.localizer(acceptLanguage: "en")
        #expect(try english.string("buy", table: "Shop") == "Buy")
        #expect(try english.string("cart", table: "Shop") == "Cart")
        #expect(try english.string("login", table: "Account") == "Log in")
        let german = catalog.localizer(acceptLanguage: "de-AT")
        #expect(try german.string("buy", table: "Shop") == "Kaufen")
        #expect(try german.string("sell", table: "Shop") == "Verkaufen")  // Only Legacy has it in de.
        #expect(try german.string("login", table: "Account") == "Log in")
        let russian = catalog.localizer(acceptLanguage: "ru")
        #expect(try [1, 3, 5, 21].map { try russian.format("devices", table: "Account", arguments: [.int($0)]) }
                == ["1 устройство", "3 устройства", "5 устройств", "21 устройство"])
        #expect(catalog.localizations == ["de", "en", "ru"])
    }

    @Test func theFirstFolderWinsAndTheLaterEntryIsAWarning() throws {
        let (catalog, root, resources) = try catalog()
        defer { resources.remove() }
        let english = catalog.localizer(acceptLanguage: "en")
        #expect(try english.string("sell", table: "Shop") == "Sell")
        #expect(try english.string("buy", table: "Shop") == "Buy")  // The .stringsdict of a later folder does not replace it.
        #expect(catalog.warnings.map(\.description) == [
            "\(root)/Legacy/Resources/en.lproj/Shop.strings:2:3: warning: entry \"sell\" skipped: also defined in \(root)/Shop/Resources/en.lproj/Shop.strings, an earlier folder (the first folder wins)",
            "\(root)/Legacy/Resources/en.lproj/Shop.stringsdict: warning: entry \"buy\" skipped: also defined in \(root)/Shop/Resources/en.lproj/Shop.strings, an earlier folder (the first folder wins)",
        ])
        #expect(catalog.warnings.first?.reason == .definedInEarlierFolder(path: "\(root)/Shop/Resources/en.lproj/Shop.strings"))
        #expect(catalog.resourcePath(named: "banner", extension: "html", locale: try IntlLocale("en"))
                == "\(root)/Shop/Resources/en.lproj/banner.html")
    }

    @Test func theOrderOfTheFoldersDecides() throws {
        let resources = try TemporaryResources(Self.app)
        defer { resources.remove() }
        let catalog = try Catalog(directories: ["Legacy", "Shop"].map { "\(resources.path)/\($0)/Resources" })
        let english = catalog.localizer(acceptLanguage: "en")
        #expect(try english.string("sell", table: "Shop") == "Sell now")
        #expect(try english.format("buy", table: "Shop", arguments: [2]) == "Buy 2")
        #expect(catalog.warnings.map(\.key) == ["buy", "sell"])
    }

    @Test func duplicatesAcrossFoldersDoNotFailAStrictLoad() throws {
        let resources = try TemporaryResources(Self.app)
        defer { resources.remove() }
        let catalog = try Catalog(directories: ["Shop", "Legacy"].map { "\(resources.path)/\($0)/Resources" }, strict: true)
        #expect(catalog.warnings.count == 2)
    }

    @Test func oneFolderIsTheSameMechanism() throws {
        let resources = try TemporaryResources(Self.app)
        defer { resources.remove() }
        let folder = "\(resources.path)/Shop/Resources"
        let one = try Catalog(directory: folder)
        #expect(one.directories == [folder])
        #expect(one.directory == folder)
        #expect(one.warnings == [])
        let none = try Catalog(directories: [])
        #expect(none.directory == "")
        #expect(try none.localizer(acceptLanguage: "en").string("buy", table: "Shop") == "buy")
    }

    @Test func anUnreadableFolderFailsTheLoad() throws {
        let resources = try TemporaryResources(Self.app)
        defer { resources.remove() }
        let missing = "\(resources.path)/Nope/Resources"
        #expect(throws: CatalogError.unreadableDirectory(path: missing, reason: "No such file or directory")) {
            try Catalog(directories: ["\(resources.path)/Shop/Resources", missing])
        }
    }
}

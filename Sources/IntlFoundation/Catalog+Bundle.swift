import Foundation
import Intl
import StringCatalog

extension Catalog {
    /// The catalog a package ships as a resource: the `.lproj` folders and
    /// `.xcstrings` files under `subdirectory` of `bundle`'s resources.
    ///
    ///     // Package.swift: .executableTarget(name: "App", resources: [.copy("Resources")])
    ///     let catalog = try Catalog(bundle: Bundle.module, subdirectory: "Resources")
    ///     catalog.directory          // "…/App_App.resources/Resources" (Linux)
    ///     catalog.localizations      // ["de", "en", "ru"]
    ///
    /// Declare the folder with `.copy`: it keeps the folder as it is, with
    /// every `xx.lproj` inside. On Linux SwiftPM puts a target's resources in
    /// `PACKAGE_TARGET.resources/` beside the executable, which `Bundle.module`
    /// finds; without Foundation, `Catalog(directory:)` takes that path.
    ///
    /// - Parameters:
    ///   - bundle: the bundle whose resources hold the catalog (`Bundle.module`).
    ///   - subdirectory: the folder inside the resources (`"Resources"` for
    ///     `.copy("Resources")`); nil: the resources themselves.
    ///   - developmentLanguage: nil: the bundle's development region
    ///     (`CFBundleDevelopmentRegion`, which a SwiftPM bundle on Linux
    ///     lacks), else "en". Pass the package's `defaultLocalization`.
    ///   - missingKeyPolicy: what a key found nowhere answers.
    ///   - strict: an entry no runtime could serve is an error instead of a warning.
    /// - Throws: `CatalogError.unreadableDirectory` when the bundle has no
    ///   such folder, and the errors of `Catalog(directory:)`.
    public init(bundle: Bundle, subdirectory: String? = nil, developmentLanguage: String? = nil,
                missingKeyPolicy: MissingKeyPolicy = .returnKey, strict: Bool = false) throws(CatalogError) {
        self = try Catalog(directory: Self.resourcesDirectory(bundle, subdirectory),
                           developmentLanguage: developmentLanguage ?? Self.developmentRegion(of: bundle) ?? "en",
                           missingKeyPolicy: missingKeyPolicy, strict: strict)
    }

    /// The bundle's `CFBundleDevelopmentRegion`, read from its info dictionary:
    /// swift-corelibs-foundation's `developmentLocalization` traps on a SwiftPM
    /// resource bundle, which has no Info.plist.
    private static func developmentRegion(of bundle: Bundle) -> String? {
        bundle.infoDictionary?["CFBundleDevelopmentRegion"] as? String
    }

    /// `subdirectory` of the bundle's resources. swift-corelibs-foundation
    /// takes a folder named `Resources` inside a SwiftPM bundle for the
    /// bundle's resource folder (an Apple bundle's layout), so on Linux
    /// `resourceURL` of a package that copies `Resources` is that folder
    /// itself: the path is the first of the two readings that exists.
    private static func resourcesDirectory(_ bundle: Bundle, _ subdirectory: String?) -> String {
        func folder(in root: URL) -> URL { subdirectory.map { root.appendingPathComponent($0, isDirectory: true) } ?? root }
        let inBundle = folder(in: bundle.bundleURL)
        guard let resources = bundle.resourceURL.map(folder(in:)) else { return inBundle.path }
        return FileManager.default.fileExists(atPath: resources.path) ? resources.path : inBundle.path
    }
}

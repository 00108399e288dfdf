import Foundation
import PackagePlugin

/// Generates typed accessors (`L10n.Settings.title(localizer)`) for the
/// string catalogs of the target that uses it: every `.strings` and
/// `.stringsdict` file in an `.lproj` folder and every `.xcstrings` file among
/// the target's files, including inside resource folders declared with
/// `.copy`/`.process`. `.lproj` catalogs are typed from `en`; an `.xcstrings`
/// file from its `sourceLanguage`. The Swift file goes to the plugin's work
/// directory and is compiled into the target; errors in the development
/// language's catalogs (a malformed specifier, keys mapping to one name) fail
/// the build with `path:line:column: error:` lines. A translation whose
/// arguments disagree with the development language is a build warning,
/// until the package opts in to errors with an `intl-strings.json` file
/// beside its `Package.swift`: `{ "translations" : "error" }`.
@main
struct IntlStringsPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let catalogs = module.sourceFiles.flatMap { Self.catalogFiles(at: $0.url) }
        guard !catalogs.isEmpty else { return [] }
        let output = context.pluginWorkDirectoryURL.appending(path: "IntlStringsAccessors.swift")
        let settings = context.package.directoryURL.appending(path: "intl-strings.json")
        let hasSettings = FileManager.default.fileExists(atPath: settings.path(percentEncoded: false))
        return [
            .buildCommand(
                displayName: "Generating string accessors for \(target.name)",
                executable: try context.tool(named: "intl-strings-accessors").url,
                arguments: ["--output", output.path(percentEncoded: false), "--translations", try Self.translations(settings)]
                    + catalogs.map { $0.path(percentEncoded: false) },
                inputFiles: catalogs + (hasSettings ? [settings] : []),
                outputFiles: [output]
            ),
        ]
    }

    /// `warning`, or what `intl-strings.json`'s `translations` says (`error`).
    static func translations(_ settings: URL) throws -> String {
        guard let data = FileManager.default.contents(atPath: settings.path(percentEncoded: false)) else { return "warning" }
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let value = object["translations"] as? String ?? (object["translations"] == nil ? "warning" : nil),
              ["warning", "error"].contains(value) else {
            throw SettingsError(path: settings.path(percentEncoded: false))
        }
        return value
    }

    struct SettingsError: Error, CustomStringConvertible {
        var path: String
        var description: String { "\(path): error: expected a JSON object with \"translations\" : \"warning\" or \"error\"" }
    }

    /// The catalog files at `url`: itself when it is one, the ones inside when
    /// it is a folder (a resource folder is listed as one file), sorted.
    static func catalogFiles(at url: URL) -> [URL] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path(percentEncoded: false), isDirectory: &isDirectory) else { return [] }
        guard isDirectory.boolValue else { return isCatalog(url) ? [url] : [] }
        let contents = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)
        let files = (contents?.allObjects as? [URL] ?? []).filter(isCatalog)
        return files.sorted { $0.path < $1.path }
    }

    private static func isCatalog(_ url: URL) -> Bool {
        switch url.pathExtension {
        case "strings", "stringsdict": url.deletingLastPathComponent().pathExtension == "lproj"
        case "xcstrings": true
        default: false
        }
    }
}

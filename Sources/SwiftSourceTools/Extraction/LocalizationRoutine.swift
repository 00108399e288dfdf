#if SourceTools
/// How a localization call's arguments map to key, table, value and
/// comment: by position (Objective-C macros, Swift's first argument) or by
/// Swift label.
struct LocalizationRoutine {
    enum Role { case key, table, value, comment, ignored }

    /// The function's name; a leading `.` names a method (`.string`, on a `Localizer`).
    let name: String
    /// Roles of the unlabeled arguments, in order.
    let positional: [Role]
    /// Roles of labeled arguments; unknown labels are ignored.
    let labels: [String: Role]
    /// Labels a call must pass to be this routine (`format(_:arguments:)`).
    var requiredLabels: Set<String> = []
    /// Roles typed `String.LocalizationValue`: an interpolation there becomes
    /// a placeholder of the key, as Xcode derives it, instead of a skip.
    var formatKeyRoles: Set<Role> = []

    /// How warnings name the call: `String(localized:)`, `Localizer.string`.
    var displayName: String {
        switch name {
        case "String": "String(localized:)"
        case _ where name.hasPrefix("."): "Localizer" + name
        default: name
        }
    }

    /// `NSLocalizedString(key, comment)` in C, `NSLocalizedString(_:tableName:bundle:value:comment:)`
    /// in Swift; custom routines take the same shape.
    static func likeNSLocalizedString(_ name: String) -> LocalizationRoutine {
        LocalizationRoutine(name: name, positional: [.key, .comment],
                            labels: ["tableName": .table, "bundle": .ignored, "value": .value, "comment": .comment])
    }

    /// The built-in routines by name.
    static let builtIn: [String: LocalizationRoutine] = {
        let routines = [
            likeNSLocalizedString("NSLocalizedString"),
            LocalizationRoutine(name: "NSLocalizedStringFromTable", positional: [.key, .table, .comment], labels: [:]),
            LocalizationRoutine(name: "NSLocalizedStringFromTableInBundle",
                                positional: [.key, .table, .ignored, .comment], labels: [:]),
            LocalizationRoutine(name: "NSLocalizedStringWithDefaultValue",
                                positional: [.key, .table, .ignored, .value, .comment], labels: [:]),
            // String(localized:table:bundle:locale:comment:) and String(localized:defaultValue:…).
            LocalizationRoutine(name: "String", positional: [],
                                labels: ["localized": .key, "defaultValue": .value, "table": .table, "comment": .comment],
                                formatKeyRoles: [.key, .value]),
            LocalizationRoutine(name: "LocalizedStringResource", positional: [.key],
                                labels: ["defaultValue": .value, "table": .table, "comment": .comment],
                                formatKeyRoles: [.key, .value]),
            // This library's Localizer: string(_:table:default:) and format(_:table:default:arguments:).
            LocalizationRoutine(name: ".string", positional: [.key], labels: ["table": .table, "default": .value]),
            LocalizationRoutine(name: ".format", positional: [.key], labels: ["table": .table, "default": .value],
                                requiredLabels: ["arguments"]),
        ]
        return Dictionary(uniqueKeysWithValues: routines.map { ($0.name, $0) })
    }()
}
#endif

/// How a localization call's arguments map to key, table, value and
/// comment: by position (Objective-C macros, Swift's first argument) or by
/// Swift label.
struct LocalizationRoutine {
    enum Role { case key, table, value, comment, ignored }

    let name: String
    /// Roles of the unlabeled arguments, in order.
    let positional: [Role]
    /// Roles of labeled arguments; unknown labels are ignored.
    let labels: [String: Role]

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
                                labels: ["localized": .key, "defaultValue": .value, "table": .table, "comment": .comment]),
            LocalizationRoutine(name: "LocalizedStringResource", positional: [.key],
                                labels: ["defaultValue": .value, "table": .table, "comment": .comment]),
        ]
        return Dictionary(uniqueKeysWithValues: routines.map { ($0.name, $0) })
    }()
}

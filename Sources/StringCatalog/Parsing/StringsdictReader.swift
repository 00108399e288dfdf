import TextEscaping
import Intl

/// Maps the property list tree; knows the raw bytes only to locate keys for errors.
struct StringsdictReader {
    let bytes: [UInt8]
    let path: String

    private static let deviceRule = "NSStringDeviceSpecificRuleType"
    private static let widthRule = "NSStringVariableWidthRuleType"
    private static let formatKey = "NSStringLocalizedFormatKey"

    /// The entries the runtime can serve, and a warning for each entry skipped.
    func entries(_ root: StructuredValue) throws(CatalogParseError) -> (entries: [String: CatalogEntry], warnings: [CatalogWarning]) {
        guard let dictionary = root.dictionary else {
            throw error(at: nil, .wrongValueType(path: "the top level", expected: "a dictionary", found: root.kind(json: false)))
        }
        var entries: [String: CatalogEntry] = [:]
        var warnings: [CatalogWarning] = []
        for key in dictionary.keys.sorted() {
            // Sorted: warnings come in a stable order, and strict loading reports the same first one.
            do throws(CatalogParseError) {
                let value = dictionary[key] ?? .null
                guard value.dictionary != nil else {
                    throw error(at: key, .wrongValueType(path: key, expected: "a dictionary", found: value.kind(json: false)))
                }
                entries[key] = CatalogEntry(key: key, message: try message(value, path: key, key: key, allowsFormat: true,
                                                                     isEntry: true))
            } catch {
                warnings.append(CatalogWarning(key: key, error: error))
            }
        }
        return (entries, warnings)
    }

    /// A string, or a dictionary holding a device rule, a width rule or
    /// (when `allowsFormat`: an entry, or a device or width variant) a format
    /// with its plural variables.
    private func message(_ value: StructuredValue, path: String, key: String,
                         allowsFormat: Bool, isEntry: Bool = false) throws(CatalogParseError) -> CatalogMessage {
        if let text = value.string { return .text(text) }
        guard let entry = value.dictionary else {
            throw error(at: key, .wrongValueType(path: path, expected: allowsFormat ? "a string or a dictionary" : "a string",
                                                 found: value.kind(json: false)))
        }
        if let rule = entry[Self.deviceRule] {
            return try devices(rule, path: "\(path) → \(Self.deviceRule)", key: key, allowsFormat: allowsFormat,
                               isEntry: isEntry)
        }
        if let rule = entry[Self.widthRule] {
            return try widths(rule, path: "\(path) → \(Self.widthRule)", key: key, allowsFormat: allowsFormat)
        }
        guard allowsFormat else {
            throw error(at: key, .wrongValueType(path: path, expected: "a string", found: value.kind(json: false)))
        }
        return try plural(entry, path: path, key: key)
    }

    private func devices(_ rule: StructuredValue, path: String, key: String,
                         allowsFormat: Bool, isEntry: Bool) throws(CatalogParseError) -> CatalogMessage {
        let variants = try dictionary(rule, path: path, key: key)
        var specific: [ClientDevice: CatalogMessage] = [:]
        for name in variants.keys.sorted() {
            // Apple's runtime also reads `watch` for the Apple Watch.
            guard let device = name == "watch" ? .appleWatch : ClientDevice(rawValue: name) else {
                throw error(at: key, .unknownDevice(name, key: key))
            }
            specific[device] = try message(variants[name] ?? .null, path: "\(path) → \(name)", key: key, allowsFormat: allowsFormat)
        }
        if let other = specific[.other] { return .devices(DeviceVariants(other: other, specific: specific)) }
        // Without `other` (as Xcode compiles a catalog's device variation, beside the fallback in
        // `.strings`) only as the whole entry: the catalog completes it at load. Inside a plural
        // form or another rule there would be nothing to complete it with.
        guard isEntry, let variants = DeviceVariants(specific: specific) else {
            throw error(at: key, .missingOtherVariant(path: path))
        }
        return .devices(variants)
    }

    private func widths(_ rule: StructuredValue, path: String, key: String,
                        allowsFormat: Bool) throws(CatalogParseError) -> CatalogMessage {
        let variants = try dictionary(rule, path: path, key: key)
        var messages: [Int: CatalogMessage] = [:]
        for name in variants.keys.sorted() {
            guard let width = Int(name) else { throw error(at: key, .invalidWidth(name, key: key)) }
            messages[width] = try message(variants[name] ?? .null, path: "\(path) → \(name)", key: key, allowsFormat: allowsFormat)
        }
        guard let widths = WidthVariants(messages) else { throw error(at: key, .noVariants(path: path)) }
        return .widths(widths)
    }

    /// `NSStringLocalizedFormatKey` and its variables; category strings
    /// holding device or width rules are lifted out (see ``VariantHoisting``).
    private func plural(_ entry: [String: StructuredValue], path: String, key: String) throws(CatalogParseError) -> CatalogMessage {
        guard let formatValue = entry[Self.formatKey] else { throw error(at: key, .missingFormatKey(key: key)) }
        guard let format = formatValue.string else {
            throw error(at: key, .wrongValueType(path: "\(path) → \(Self.formatKey)", expected: "a string",
                                                 found: formatValue.kind(json: false)))
        }
        var variables: [(name: String, valueType: String?, forms: [(PluralCategory, CatalogMessage)])] = []
        for name in entry.keys.sorted() where name != Self.formatKey {
            guard let definition = entry[name]?.dictionary, definition["NSStringFormatSpecTypeKey"] != nil else { continue }
            let (valueType, forms) = try variable(definition, path: "\(path) → \(name)", key: key)
            variables.append((name, valueType, forms))
        }
        let parts = variables.flatMap { $0.forms.map(\.1) }
        let built = try VariantHoisting.hoist(parts) { texts throws(CatalogParseError) -> CatalogMessage? in
            var remaining = texts[...]
            var defined: [String: PluralVariable] = [:]
            for variable in variables {
                var forms: [PluralCategory: String] = [:]
                for (form, _) in variable.forms { forms[form] = remaining.popFirst() }
                defined[variable.name] = PluralVariable(valueType: variable.valueType, forms: forms)
            }
            var pending = FormatReferences.variableNames(in: format)
            for variable in defined.values { pending += variable.forms.values.flatMap(FormatReferences.variableNames) }
            if let missing = pending.first(where: { defined[$0] == nil }) {
                throw error(at: key, .undefinedVariable(name: missing, key: key))
            }
            return .plural(PluralMessage(format: format, variables: defined))
        }
        // `build` never answers nil, so neither does the hoisting.
        return built ?? .text(format)
    }

    /// The value type and the category strings (each a string or a device or width rule over strings).
    private func variable(_ definition: [String: StructuredValue], path: String,
                          key: String) throws(CatalogParseError) -> (String?, [(PluralCategory, CatalogMessage)]) {
        let specType = try string(definition["NSStringFormatSpecTypeKey"], path: "\(path) → NSStringFormatSpecTypeKey", key: key)
        guard specType == "NSStringPluralRuleType" else { throw error(at: key, .unknownSpecType(specType ?? "", key: key)) }
        let valueType = try string(definition["NSStringFormatValueTypeKey"], path: "\(path) → NSStringFormatValueTypeKey", key: key)
        var forms: [(PluralCategory, CatalogMessage)] = []
        for form in PluralCategory.allCases {
            guard let value = definition[form.rawValue] else { continue }
            forms.append((form, try message(value, path: "\(path) → \(form.rawValue)", key: key, allowsFormat: false)))
        }
        guard forms.contains(where: { $0.0 == .other }) else { throw error(at: key, .missingOtherVariant(path: path)) }
        return (valueType, forms)
    }

    private func dictionary(_ value: StructuredValue, path: String, key: String) throws(CatalogParseError) -> [String: StructuredValue] {
        guard let dictionary = value.dictionary else {
            throw error(at: key, .wrongValueType(path: path, expected: "a dictionary", found: value.kind(json: false)))
        }
        return dictionary
    }

    /// The string, nil when absent, an error for any other kind of value.
    private func string(_ value: StructuredValue?, path: String, key: String) throws(CatalogParseError) -> String? {
        guard let value else { return nil }
        guard let text = value.string else {
            throw error(at: key, .wrongValueType(path: path, expected: "a string", found: value.kind(json: false)))
        }
        return text
    }

    /// Positioned at the entry's `<key>`, or without a position when it cannot be found.
    private func error(at key: String?, _ reason: CatalogParseError.Reason) -> CatalogParseError {
        let position = key.flatMap { BytePosition.find("<key>\(MarkupEscape.text($0))</key>", in: bytes) }
        return CatalogParseError(path: path, line: position?.line ?? 0, column: position?.column ?? 0, reason: reason)
    }
}

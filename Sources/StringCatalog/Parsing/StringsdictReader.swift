/// Maps the property list tree; knows the raw bytes only to locate keys for errors.
struct StringsdictReader {
    let bytes: [UInt8]
    let path: String

    func entries(_ root: StructuredValue) throws(CatalogParseError) -> [String: CatalogEntry] {
        guard let dictionary = root.dictionary else {
            throw error(at: nil, .wrongValueType(path: "the top level", expected: "a dictionary", found: root.kind(json: false)))
        }
        var entries: [String: CatalogEntry] = [:]
        for key in dictionary.keys.sorted() {
            // Sorted: with several bad entries, the error reported is always the same one.
            let message = try plural(dictionary[key] ?? .null, key: key)
            entries[key] = CatalogEntry(key: key, message: .plural(message))
        }
        return entries
    }

    private func plural(_ value: StructuredValue, key: String) throws(CatalogParseError) -> PluralMessage {
        guard let entry = value.dictionary else {
            throw error(at: key, .wrongValueType(path: key, expected: "a dictionary", found: value.kind(json: false)))
        }
        guard let formatValue = entry["NSStringLocalizedFormatKey"] else { throw error(at: key, .missingFormatKey(key: key)) }
        guard let format = formatValue.string else {
            throw error(at: key, .wrongValueType(path: "\(key) → NSStringLocalizedFormatKey", expected: "a string",
                                                 found: formatValue.kind(json: false)))
        }
        var variables: [String: PluralVariable] = [:]
        for name in entry.keys.sorted() where name != "NSStringLocalizedFormatKey" {
            guard let definition = entry[name]?.dictionary, definition["NSStringFormatSpecTypeKey"] != nil else { continue }
            variables[name] = try variable(definition, name: name, key: key)
        }
        var pending = FormatReferences.variableNames(in: format)
        for variable in variables.values { pending += variable.forms.values.flatMap(FormatReferences.variableNames) }
        if let missing = pending.first(where: { variables[$0] == nil }) {
            throw error(at: key, .undefinedVariable(name: missing, key: key))
        }
        return PluralMessage(format: format, variables: variables)
    }

    private func variable(_ definition: [String: StructuredValue], name: String, key: String) throws(CatalogParseError) -> PluralVariable {
        let path = "\(key) → \(name)"
        let specType = try string(definition["NSStringFormatSpecTypeKey"], path: "\(path) → NSStringFormatSpecTypeKey", key: key)
        guard specType == "NSStringPluralRuleType" else { throw error(at: key, .unknownSpecType(specType ?? "", key: key)) }
        let valueType = try string(definition["NSStringFormatValueTypeKey"], path: "\(path) → NSStringFormatValueTypeKey", key: key)
        var forms: [PluralForm: String] = [:]
        for form in PluralForm.allCases {
            forms[form] = try string(definition[form.rawValue], path: "\(path) → \(form.rawValue)", key: key)
        }
        return PluralVariable(valueType: valueType, forms: forms)
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
        let position = key.flatMap { BytePosition.find("<key>\(XMLEscape.text($0))</key>", in: bytes) }
        return CatalogParseError(path: path, line: position?.line ?? 0, column: position?.column ?? 0, reason: reason)
    }
}

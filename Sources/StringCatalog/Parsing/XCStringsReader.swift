/// Maps an `.xcstrings` JSON tree to tables; see ``XCStringsParser`` for the rules.
struct XCStringsReader {
    let bytes: [UInt8]
    let path: String
    let tableName: String

    /// A language's value before substitutions: text or whole-string plural forms.
    private enum Base {
        case text(String)
        case plural([PluralForm: String])
    }

    func file(_ root: StructuredValue) throws(CatalogParseError) -> XCStringsFile {
        let top = try dictionary(root, path: "the top level", key: nil)
        guard let source = try string(top["sourceLanguage"], path: "sourceLanguage", key: nil) else {
            throw error(at: nil, .wrongValueType(path: "sourceLanguage", expected: "a string", found: "nothing"))
        }
        var tables: [String: StringsTable] = [:]
        let strings = try top["strings"].map { value throws(CatalogParseError) in try dictionary(value, path: "strings", key: nil) } ?? [:]
        for key in strings.keys.sorted() {
            for (language, entry) in try entries(strings[key] ?? .null, key: key, source: source) {
                tables[language, default: StringsTable(name: tableName)].entries[key] = entry
            }
        }
        return XCStringsFile(sourceLanguage: source, tables: tables)
    }

    private func entries(_ value: StructuredValue, key: String, source: String) throws(CatalogParseError) -> [(String, CatalogEntry)] {
        let path = "strings → \(key)"
        let entry = try dictionary(value, path: path, key: key)
        let comment = try string(entry["comment"], path: "\(path) → comment", key: key)
        let translate = try bool(entry["shouldTranslate"], path: "\(path) → shouldTranslate", key: key) ?? true
        let localizations = try entry["localizations"].map { value throws(CatalogParseError) in
            try dictionary(value, path: "\(path) → localizations", key: key)
        } ?? [:]
        var result: [(String, CatalogEntry)] = []
        for language in localizations.keys.sorted() where translate || language == source {
            let languagePath = "\(path) → localizations → \(language)"
            if let message = try message(localizations[language] ?? .null, path: languagePath, key: key) {
                result.append((language, CatalogEntry(key: key, message: message, comment: comment)))
            }
        }
        if localizations[source] == nil {
            result.append((source, CatalogEntry(key: key, message: .text(key), comment: comment)))
        }
        return result
    }

    /// One language's message, nil when it has no usable value.
    private func message(_ value: StructuredValue, path: String, key: String) throws(CatalogParseError) -> CatalogMessage? {
        let node = try dictionary(value, path: path, key: key)
        guard let base = try resolve(node, path: path, key: key) else { return nil }
        let substitutions = try node["substitutions"].map { value throws(CatalogParseError) in
            try dictionary(value, path: "\(path) → substitutions", key: key)
        } ?? [:]
        var format: String
        var variables: [String: PluralVariable] = [:]
        switch base {
        case .text(let text):
            format = text
        case .plural(let forms):
            var name = "plural", suffix = 1
            while substitutions[name] != nil {
                suffix += 1
                name = "plural\(suffix)"
            }
            (format, variables[name]) = WholeStringPlural.variable(named: name, forms: forms)
        }
        for name in substitutions.keys.sorted() {
            let subPath = "\(path) → substitutions → \(name)"
            guard let (variable, argNum) = try substitution(substitutions[name] ?? .null, path: subPath, key: key) else { return nil }
            variables[name] = variable
            if let argNum {
                let positional = "%\(argNum)$#@\(name)@"
                format = format.replacing("%#@\(name)@", with: positional)
                for (other, definition) in variables {
                    variables[other]?.forms = definition.forms.mapValues { $0.replacing("%#@\(name)@", with: positional) }
                }
            }
        }
        if variables.isEmpty { return .text(format) }
        let references = FormatReferences.variableNames(in: format) + variables.values.flatMap { $0.forms.values.flatMap(FormatReferences.variableNames) }
        guard references.allSatisfy({ variables[$0] != nil }) else { return nil }  // A substitution this language lacks.
        return .plural(PluralMessage(format: format, variables: variables))
    }

    /// A `stringUnit`, or the chosen `variations`.
    private func resolve(_ node: [String: StructuredValue], path: String, key: String) throws(CatalogParseError) -> Base? {
        if let unit = node["stringUnit"] {
            return try self.unit(unit, path: "\(path) → stringUnit", key: key).map(Base.text)
        }
        guard let variationsValue = node["variations"] else { return nil }
        let variations = try dictionary(variationsValue, path: "\(path) → variations", key: key)
        if let deviceValue = variations["device"] {
            let devices = try dictionary(deviceValue, path: "\(path) → variations → device", key: key)
            guard let chosen = devices["other"] != nil ? "other" : devices.keys.sorted().first else { return nil }
            let chosenPath = "\(path) → variations → device → \(chosen)"
            return try resolve(try dictionary(devices[chosen] ?? .null, path: chosenPath, key: key), path: chosenPath, key: key)
        }
        guard let pluralValue = variations["plural"] else { return nil }
        let forms = try pluralForms(pluralValue, path: "\(path) → variations → plural", key: key)
        return forms.isEmpty ? nil : .plural(forms)
    }

    private func pluralForms(_ value: StructuredValue, path: String, key: String) throws(CatalogParseError) -> [PluralForm: String] {
        let categories = try dictionary(value, path: path, key: key)
        var forms: [PluralForm: String] = [:]
        for form in PluralForm.allCases {
            guard let categoryValue = categories[form.rawValue] else { continue }
            let category = try dictionary(categoryValue, path: "\(path) → \(form.rawValue)", key: key)
            guard let unitValue = category["stringUnit"] else { continue }
            forms[form] = try unit(unitValue, path: "\(path) → \(form.rawValue) → stringUnit", key: key)
        }
        return forms
    }

    /// The value of a `stringUnit`; nil when it is `new` or has none.
    private func unit(_ value: StructuredValue, path: String, key: String) throws(CatalogParseError) -> String? {
        let unit = try dictionary(value, path: path, key: key)
        let state = try string(unit["state"], path: "\(path) → state", key: key)
        let text = try string(unit["value"], path: "\(path) → value", key: key)
        return state == "new" ? nil : text
    }

    private func substitution(_ value: StructuredValue, path: String, key: String) throws(CatalogParseError) -> (PluralVariable, Int?)? {
        let node = try dictionary(value, path: path, key: key)
        let specifier = try string(node["formatSpecifier"], path: "\(path) → formatSpecifier", key: key)
        var argNum: Int?
        if let argValue = node["argNum"] {
            guard case .integer(let number) = argValue, number > 0 else {
                throw error(at: key, .wrongValueType(path: "\(path) → argNum", expected: "a positive integer", found: argValue.kind(json: true)))
            }
            argNum = number
        }
        guard let base = try resolve(node, path: path, key: key), case .plural(let forms) = base else { return nil }
        let own = "%" + (specifier ?? "@")
        return (PluralVariable(valueType: specifier, forms: forms.mapValues { $0.replacing("%arg", with: own) }), argNum)
    }

    // MARK: Typed access

    private func dictionary(_ value: StructuredValue, path: String, key: String?) throws(CatalogParseError) -> [String: StructuredValue] {
        guard let dictionary = value.dictionary else {
            throw error(at: key, .wrongValueType(path: path, expected: "an object", found: value.kind(json: true)))
        }
        return dictionary
    }

    private func string(_ value: StructuredValue?, path: String, key: String?) throws(CatalogParseError) -> String? {
        guard let value else { return nil }
        guard let text = value.string else {
            throw error(at: key, .wrongValueType(path: path, expected: "a string", found: value.kind(json: true)))
        }
        return text
    }

    private func bool(_ value: StructuredValue?, path: String, key: String?) throws(CatalogParseError) -> Bool? {
        guard let value else { return nil }
        guard case .bool(let flag) = value else {
            throw error(at: key, .wrongValueType(path: path, expected: "a boolean", found: value.kind(json: true)))
        }
        return flag
    }

    /// Positioned at the string's key in the file, or without a position.
    private func error(at key: String?, _ reason: CatalogParseError.Reason) -> CatalogParseError {
        let position = key.flatMap { BytePosition.find(JSONText.quoted($0), in: bytes) }
        return CatalogParseError(path: path, line: position?.line ?? 0, column: position?.column ?? 0, reason: reason)
    }
}

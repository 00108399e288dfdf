import Intl

/// Maps an `.xcstrings` JSON tree to tables; see ``XCStringsParser`` for the rules.
struct XCStringsReader {
    let bytes: [UInt8]
    let path: String
    let tableName: String

    /// A language's value for one device, before substitutions: text or whole-string plural forms.
    private enum Base {
        case text(String)
        case plural([PluralCategory: String])
    }

    /// The tables, and a warning for each entry skipped because it cannot be served; with `keys`,
    /// only those strings are read (each string's entries depend on its own value and
    /// `sourceLanguage` alone), and with none, the document's shape only is checked; with
    /// `languages`, only those languages' entries (each one's message is read on its own).
    func file(_ root: StructuredValue, keys: Set<String>? = nil,
              languages: Set<String>? = nil) throws(CatalogParseError) -> (file: XCStringsFile, warnings: [CatalogWarning]) {
        let top = try dictionary(root, path: "the top level", key: nil)
        guard let source = try string(top["sourceLanguage"], path: "sourceLanguage", key: nil) else {
            throw error(at: nil, .wrongValueType(path: "sourceLanguage", expected: "a string", found: "nothing"))
        }
        var tables: [String: StringsTable] = [:]
        var warnings: [CatalogWarning] = []
        let strings = try top["strings"].map { value throws(CatalogParseError) in try dictionary(value, path: "strings", key: nil) } ?? [:]
        let names = keys.map { $0.filter { strings[$0] != nil }.sorted() } ?? strings.keys.sorted()
        for key in names {
            do throws(CatalogParseError) {
                for (language, entry) in try entries(strings[key] ?? .null, key: key, source: source, languages: languages,
                                                     warnings: &warnings) {
                    tables[language, default: StringsTable(name: tableName)].entries[key] = entry
                }
            } catch {
                warnings.append(CatalogWarning(key: key, error: error))
            }
        }
        return (XCStringsFile(sourceLanguage: source, tables: tables), warnings)
    }

    /// The string's entry in each language; a language whose message cannot
    /// be served is skipped with a warning (the others still load), a
    /// malformed string as a whole throws.
    private func entries(_ value: StructuredValue, key: String, source: String, languages: Set<String>?,
                         warnings: inout [CatalogWarning]) throws(CatalogParseError) -> [(String, CatalogEntry)] {
        let path = "strings → \(key)"
        let entry = try dictionary(value, path: path, key: key)
        let comment = try string(entry["comment"], path: "\(path) → comment", key: key)
        let translate = try bool(entry["shouldTranslate"], path: "\(path) → shouldTranslate", key: key) ?? true
        let localizations = try entry["localizations"].map { value throws(CatalogParseError) in
            try dictionary(value, path: "\(path) → localizations", key: key)
        } ?? [:]
        var result: [(String, CatalogEntry)] = []
        for language in localizations.keys.sorted() where (translate || language == source) && languages?.contains(language) ?? true {
            let languagePath = "\(path) → localizations → \(language)"
            do throws(CatalogParseError) {
                if let (message, state) = try localization(localizations[language] ?? .null, path: languagePath, key: key) {
                    result.append((language, CatalogEntry(key: key, message: message, comment: comment, state: state)))
                }
            } catch {
                warnings.append(CatalogWarning(key: key, error: error))
            }
        }
        if localizations[source] == nil, languages?.contains(source) ?? true {
            result.append((source, CatalogEntry(key: key, message: .text(key), comment: comment)))
        }
        return result
    }

    /// One language's message with its state; nil when it is not served (a
    /// unit `new` or without a value, a substitution this language lacks).
    /// Device variations anywhere below (on the string, in plural forms, in
    /// substitutions) become device variants of the whole message.
    private func localization(_ value: StructuredValue, path: String,
                              key: String) throws(CatalogParseError) -> (CatalogMessage, TranslationState?)? {
        let node = try dictionary(value, path: path, key: key)
        guard let devices = try deviceNames(value, path: path, key: key, isLocalization: true) else {
            return try message(node, device: nil, path: path, key: key)
        }
        // A top-level device variation without `other` (checked by deviceNames) serves its devices
        // only; the catalog completes it at load.
        let topDevices = node["variations"]?.dictionary?["device"]?.dictionary
        let lacksOther = topDevices != nil && topDevices?["other"] == nil
        var other: CatalogMessage?
        var state: TranslationState?
        if !lacksOther {
            guard let (message, otherState) = try message(node, device: nil, path: path, key: key) else { return nil }
            (other, state) = (message, otherState)
        }
        var specific: [ClientDevice: CatalogMessage] = [:]
        for device in ClientDevice.allCases where devices.contains(device) {
            guard let (variant, variantState) = try message(node, device: device, path: path, key: key) else { return nil }
            specific[device] = variant
            state = TranslationState.merged(state, variantState)
        }
        guard let variants = other.map({ DeviceVariants(other: $0, specific: specific) }) ?? DeviceVariants(specific: specific) else {
            return nil
        }
        return (.devices(variants), state)
    }

    /// The devices named by the `variations.device` objects in `value`
    /// (checked: known names, an `other` each but on the localization itself, where
    /// the catalog completes it); nil when there are none.
    private func deviceNames(_ value: StructuredValue, path: String, key: String,
                             isLocalization: Bool = false) throws(CatalogParseError) -> Set<ClientDevice>? {
        switch value {
        case .dictionary(let node):
            var found: Set<ClientDevice>?
            if let deviceValue = node["variations"]?.dictionary?["device"] {
                let devicePath = "\(path) → variations → device"
                let variants = try dictionary(deviceValue, path: devicePath, key: key)
                var names: Set<ClientDevice> = []
                for name in variants.keys {
                    guard let device = ClientDevice(rawValue: name) else { throw error(at: key, .unknownDevice(name, key: key)) }
                    if device != .other { names.insert(device) }
                }
                guard variants["other"] != nil || (isLocalization && !names.isEmpty) else {
                    throw error(at: key, .missingOtherVariant(path: devicePath))
                }
                found = names
            }
            for name in node.keys.sorted() {
                if let inner = try deviceNames(node[name] ?? .null, path: "\(path) → \(name)", key: key) {
                    found = (found ?? []).union(inner)
                }
            }
            return found
        case .array(let items):
            var found: Set<ClientDevice>?
            for item in items {
                if let inner = try deviceNames(item, path: path, key: key) { found = (found ?? []).union(inner) }
            }
            return found
        case .null, .bool, .integer, .real, .string:
            return nil
        }
    }

    /// One language's message for `device` (nil: `other` at every device variation).
    private func message(_ node: [String: StructuredValue], device: ClientDevice?, path: String,
                         key: String) throws(CatalogParseError) -> (CatalogMessage, TranslationState?)? {
        var state: TranslationState?
        var substitutions = try self.substitutions(node, path: path, key: key)
        guard let base = try resolve(node, device: device, path: path, key: key, state: &state, substitutions: &substitutions) else {
            return nil
        }
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
            guard let (variable, argNum) = try substitution(substitutions[name] ?? .null, device: device, path: subPath,
                                                            key: key, state: &state) else { return nil }
            variables[name] = variable
            if let argNum {
                let positional = "%\(argNum)$#@\(name)@"
                format = format.replacing("%#@\(name)@", with: positional)
                for (other, definition) in variables {
                    variables[other]?.forms = definition.forms.mapValues { $0.replacing("%#@\(name)@", with: positional) }
                }
            }
        }
        if variables.isEmpty { return (.text(format), state) }
        let references = FormatReferences.variableNames(in: format) + variables.values.flatMap { $0.forms.values.flatMap(FormatReferences.variableNames) }
        guard references.allSatisfy({ variables[$0] != nil }) else { return nil }  // A substitution this language lacks.
        return (.plural(PluralMessage(format: format, variables: variables)), state)
    }

    /// A node's `substitutions`, by name.
    private func substitutions(_ node: [String: StructuredValue], path: String,
                               key: String) throws(CatalogParseError) -> [String: StructuredValue] {
        try node["substitutions"].map { value throws(CatalogParseError) in
            try dictionary(value, path: "\(path) → substitutions", key: key)
        } ?? [:]
    }

    /// A `stringUnit`, or the chosen `variations`: `device`'s variation
    /// (else `other`), whose own `substitutions` join (and override) the
    /// ones found above it; or the plural forms.
    private func resolve(_ node: [String: StructuredValue], device: ClientDevice?, path: String, key: String,
                         state: inout TranslationState?,
                         substitutions: inout [String: StructuredValue]) throws(CatalogParseError) -> Base? {
        if let unit = node["stringUnit"] {
            return try self.unit(unit, path: "\(path) → stringUnit", key: key, state: &state).map(Base.text)
        }
        guard let variationsValue = node["variations"] else { return nil }
        let variations = try dictionary(variationsValue, path: "\(path) → variations", key: key)
        if let deviceValue = variations["device"] {
            // Checked by deviceNames: an object with an `other`, but on the localization itself.
            let devices = try dictionary(deviceValue, path: "\(path) → variations → device", key: key)
            let chosen = device.flatMap { devices[$0.rawValue] != nil ? $0.rawValue : nil } ?? "other"
            guard devices[chosen] != nil else { return nil }
            let chosenPath = "\(path) → variations → device → \(chosen)"
            let chosenNode = try dictionary(devices[chosen] ?? .null, path: chosenPath, key: key)
            substitutions.merge(try self.substitutions(chosenNode, path: chosenPath, key: key)) { _, inner in inner }
            return try resolve(chosenNode, device: device, path: chosenPath, key: key, state: &state, substitutions: &substitutions)
        }
        guard let pluralValue = variations["plural"] else { return nil }
        let forms = try pluralForms(pluralValue, device: device, path: "\(path) → variations → plural", key: key, state: &state)
        return forms.map(Base.plural)
    }

    /// The category strings; nil when a category is not served (the whole
    /// plural is then absent in this language) or none has a unit.
    private func pluralForms(_ value: StructuredValue, device: ClientDevice?, path: String, key: String,
                             state: inout TranslationState?) throws(CatalogParseError) -> [PluralCategory: String]? {
        let categories = try dictionary(value, path: path, key: key)
        var forms: [PluralCategory: String] = [:]
        for form in PluralCategory.allCases {
            guard let categoryValue = categories[form.rawValue] else { continue }
            let formPath = "\(path) → \(form.rawValue)"
            let category = try dictionary(categoryValue, path: formPath, key: key)
            guard category["stringUnit"] != nil || category["variations"] != nil else { continue }
            var ignored: [String: StructuredValue] = [:]  // Substitutions belong to the string, not to a form.
            switch try resolve(category, device: device, path: formPath, key: key, state: &state, substitutions: &ignored) {
            case .text(let text)?:
                forms[form] = text
            case .plural?:
                throw error(at: key, .wrongValueType(path: formPath, expected: "a stringUnit or device variations",
                                                     found: "plural variations"))
            case nil:
                return nil
            }
        }
        if forms.isEmpty { return nil }
        guard forms[.other] != nil else { throw error(at: key, .missingOtherVariant(path: path)) }
        return forms
    }

    /// The value of a `stringUnit`, its state merged into `state`; nil when it is `new` or has none.
    private func unit(_ value: StructuredValue, path: String, key: String,
                      state: inout TranslationState?) throws(CatalogParseError) -> String? {
        let unit = try dictionary(value, path: path, key: key)
        let stateName = try string(unit["state"], path: "\(path) → state", key: key)
        let text = try string(unit["value"], path: "\(path) → value", key: key)
        guard let stateName else { return text }
        if stateName == "new" { return nil }
        guard let parsed = TranslationState(rawValue: stateName) else {
            throw error(at: key, .unknownState(stateName, path: "\(path) → state"))
        }
        guard let text else { return nil }
        state = TranslationState.merged(state, parsed)
        return text
    }

    private func substitution(_ value: StructuredValue, device: ClientDevice?, path: String, key: String,
                              state: inout TranslationState?) throws(CatalogParseError) -> (PluralVariable, Int?)? {
        let node = try dictionary(value, path: path, key: key)
        let specifier = try string(node["formatSpecifier"], path: "\(path) → formatSpecifier", key: key)
        var argNum: Int?
        if let argValue = node["argNum"] {
            guard case .integer(let number) = argValue, number > 0 else {
                throw error(at: key, .wrongValueType(path: "\(path) → argNum", expected: "a positive integer", found: argValue.kind(json: true)))
            }
            argNum = number
        }
        var ignored: [String: StructuredValue] = [:]  // A substitution's forms cannot define substitutions.
        guard let base = try resolve(node, device: device, path: path, key: key, state: &state, substitutions: &ignored),
              case .plural(let forms) = base else { return nil }
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

import Messages

/// Parts as the working group's test schema spells them:
/// `{"type":"text","value":"Hi "}`, `{"type":"number","value":"42","locale":"en","parts":[…]}`,
/// `{"type":"markup","kind":"open","name":"b"}`, `{"type":"fallback","source":"$x"}`,
/// `{"type":"bidiIsolation","value":"\u2068"}`.
enum MessagePartsJSON {
    static func array(_ parts: [MessagePart]) -> JSONValue {
        .array(parts.map(object))
    }

    private static func object(_ part: MessagePart) -> JSONValue {
        switch part {
        case .text(let text):
            return .object([("type", .string("text")), ("value", .string(text))])
        case .bidiIsolation(let mark):
            return .object([("type", .string("bidiIsolation")), ("value", .string(String(mark)))])
        case .fallback(let source):
            return .object([("type", .string("fallback")), ("source", .string(source))])
        case .markup(let markup):
            var members: [(String, JSONValue)] = [("type", .string("markup")), ("kind", .string(markup.kind.rawValue)),
                                                  ("name", .string(markup.name))]
            if let id = markup.id { members.append(("id", .string(id))) }
            if !markup.options.isEmpty {
                members.append(("options", .object(markup.options.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) })))
            }
            return .object(members)
        case .expression(let expression):
            var members: [(String, JSONValue)] = [("type", .string(expression.type)), ("value", .string(expression.text)),
                                                  ("locale", .string(expression.locale))]
            if let direction = expression.direction { members.append(("dir", .string(direction.rawValue))) }
            if let id = expression.id { members.append(("id", .string(id))) }
            if !expression.fields.isEmpty {
                members.append(("parts", .array(expression.fields.map {
                    .object([("type", .string($0.kind)), ("value", .string($0.text))])
                })))
            }
            return .object(members)
        }
    }
}

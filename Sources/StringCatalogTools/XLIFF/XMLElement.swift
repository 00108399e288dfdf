/// An element of an XML document as `XMLReader` builds it: name,
/// attributes in document order, children, and where its `<` is.
///
///     // <target state="translated">Lauf &amp; Ziel</target>
///     element.name                 // "target"
///     element.attribute("state")   // "translated"
///     element.text                 // "Lauf & Ziel"
struct XMLElement: Sendable {
    /// The name as written, namespace prefix included (`xliff`, `xsi:schemaLocation` for attributes).
    var name: String
    var attributes: [(name: String, value: String)]
    var children: [XMLNode]
    /// The 1-based line and column (in scalars) of the element's `<`, for messages.
    var line: Int
    var column: Int

    /// The name without its namespace prefix: `trans-unit` for `x:trans-unit`.
    var localName: Substring {
        guard let colon = name.firstIndex(of: ":") else { return name[...] }
        return name[name.index(after: colon)...]
    }

    /// The value of the attribute named `name` (prefix included), or nil.
    func attribute(_ name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// The child elements, in order.
    var elements: [XMLElement] {
        children.compactMap { if case .element(let element) = $0 { element } else { nil } }
    }

    /// The first child element whose local name is `name`.
    func child(_ name: String) -> XMLElement? {
        for case .element(let element) in children where element.localName == name { return element }
        return nil
    }

    /// All character data inside, inline elements (`<g>`, `<ph>`…) flattened
    /// to their text, as Xcode imports them.
    var text: String {
        var result = ""
        appendText(to: &result)
        return result
    }

    private func appendText(to result: inout String) {
        for child in children {
            switch child {
            case .text(let text): result += text
            case .element(let element): element.appendText(to: &result)
            }
        }
    }
}

/// A child of an element: an element or character data (entities resolved, CDATA unwrapped).
enum XMLNode: Sendable {
    case element(XMLElement)
    case text(String)
}

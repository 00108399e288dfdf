import StringCatalog

extension StructuredValue {
    /// The value at `path` (dictionary keys, outermost first), or nil.
    func value(at path: some Collection<String>) -> StructuredValue? {
        var node = self
        for key in path {
            guard let next = node.dictionary?[key] else { return nil }
            node = next
        }
        return node
    }

    /// Sets `value` at `path`; a missing dictionary on the way is
    /// `skeleton(prefix)` (the path up to and including it). A value on the
    /// way that is no dictionary is replaced by one.
    mutating func set(_ value: StructuredValue, at path: ArraySlice<String>, prefix: [String] = [],
                      skeleton: ([String]) -> [String: StructuredValue]) {
        guard let key = path.first else {
            self = value
            return
        }
        var members = dictionary ?? skeleton(prefix)
        // Drop this value's reference first, so `members` and `child` are
        // unique and change in place: a set costs the path's depth, not the
        // size of every dictionary on it (2,000 keys per catalog).
        self = .null
        let childPath = prefix + [key]
        var child = members.removeValue(forKey: key) ?? (path.count > 1 ? .dictionary(skeleton(childPath)) : .null)
        child.set(value, at: path.dropFirst(), prefix: childPath, skeleton: skeleton)
        members[key] = child
        self = .dictionary(members)
    }

    /// `value` inside dictionaries with the keys of `path`, outermost first:
    /// `nesting(.string("x"), under: ["a", "b"])` is `{"a": {"b": "x"}}`.
    static func nesting(_ value: StructuredValue, under path: some BidirectionalCollection<String>) -> StructuredValue {
        path.reversed().reduce(value) { inner, key in .dictionary([key: inner]) }
    }

    /// Removes the value at `path` (nothing when there is none).
    mutating func remove(at path: ArraySlice<String>) {
        guard let key = path.first, var members = dictionary else { return }
        self = .null  // As in `set`: `members` changes in place.
        if path.count == 1 {
            members[key] = nil
        } else if var child = members.removeValue(forKey: key) {
            child.remove(at: path.dropFirst())
            members[key] = child
        }
        self = .dictionary(members)
    }
}

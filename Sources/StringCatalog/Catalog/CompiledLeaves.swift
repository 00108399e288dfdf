/// The leaves of a table's variant messages, compiled once each: variant
/// planes repeat a leaf in every plane that resolves to it, and a message
/// names the same leaf under several devices and widths, so a request's
/// variant formats from a program made at load, as a plain message does.
struct CompiledLeaves {
    private var byLeaf: [CatalogMessage: CompiledMessage] = [:]

    /// `leaf` (a text or plural message) compiled, the same object for equal leaves.
    mutating func compiled(_ leaf: CatalogMessage) -> CompiledMessage {
        if let known = byLeaf[leaf] { return known }
        let made = CompiledMessage(leaf)
        byLeaf[leaf] = made
        return made
    }
}

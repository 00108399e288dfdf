import Messages

// `MessageArgument` and `MessageArgumentConvertible` moved to Messages, where
// MessageFormat 2 takes the same values; re-exported so that code written
// against StringCatalog (`import StringCatalog`, then `[MessageArgument]`)
// compiles unchanged, and catalogs and MF2 messages share one vocabulary.
@_exported import Messages

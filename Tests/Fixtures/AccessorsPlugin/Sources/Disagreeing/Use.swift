import StringCatalog

// Never compiled: the generator stops the build first (de disagrees with en on argument 1).
func itemsText(_ localizer: Localizer) throws -> String {
    try L10n.items(localizer, 3)
}

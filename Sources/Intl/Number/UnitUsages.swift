import CICU

/// The unit usages of ICU's unit preference data (CLDR's unitPreferences:
/// "road", "person-height", "weather", "fluid"…), read once.
enum UnitUsages {
    static let known: Set<String> = {
        let (text, status) = icuString(initialCapacity: 1024) { cicu_unit_usages($0, $1, &$2) }
        // ICU's own data files; a build whose ICU lacks them knows no usages,
        // and every usage is then refused with the (empty) list.
        guard !status.failed else { return [] }
        return Set(text.split(separator: ";").compactMap { $0.split(separator: "/").last.map(String.init) })
    }()
}

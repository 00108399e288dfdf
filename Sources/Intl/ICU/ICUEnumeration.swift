import CICU

/// Drains an ICU string enumeration into an array (empty if it failed to open).
func icuStrings(_ open: (inout cicu_status) -> OpaquePointer?) -> [String] {
    var status = cicu_status_ok()
    guard let enumeration = open(&status), !status.failed else { return [] }
    defer { cicu_enum_close(enumeration) }
    var strings: [String] = []
    while let next = cicu_enum_next(enumeration, &status), !status.failed {
        strings.append(String(cString: next))
    }
    return strings
}

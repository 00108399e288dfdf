import CICU

/// ICU's time-zone database (`ucal_*`): the zone ids and answers of ICU's own
/// data, not the host's tzdata.
enum ICUTimeZone {
    /// ICU's canonical id for an IANA id, alias or custom offset
    /// ("US/Pacific" → "America/Los_Angeles"), or nil when ICU refuses it.
    static func canonicalID(_ identifier: String) -> String? {
        var isSystemID: Int32 = 0
        let (canonical, status) = icuString { cicu_timezone_canonical(identifier, $0, $1, &isSystemID, &$2) }
        return status.failed ? nil : canonical
    }

    /// Every zone id ICU knows, canonical ids and aliases.
    static var availableIDs: [String] { icuStrings { cicu_timezone_ids_open(&$0) } }
}

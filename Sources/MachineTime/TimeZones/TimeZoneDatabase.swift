import Synchronization

/// The tz database installed on the system (`/usr/share/zoneinfo`), read file by file as zones
/// are asked for, and remembered.
///
///     let database = TimeZoneDatabase()
///     let losAngeles = try database.zone(named: "America/Los_Angeles")
///     losAngeles.offset(at: 1_118_000_000).seconds   // -25200 (PDT)
///     try database.zone(named: "Mars/Olympus_Mons")     // throws unknownZone("Mars/Olympus_Mons")
///
/// Copies share one cache, so a database can be made once and handed to every task; after a
/// zone's first lookup its file is not read again (see ``zone(named:)`` for the cache's bound;
/// tasks that ask for a new zone at the same moment may each read it once).
public struct TimeZoneDatabase: Sendable {
    /// The folder the zones' files are in, such as `/usr/share/zoneinfo`.
    public let directory: String
    private let cache: ZoneCache

    /// A database over the TZif files in `directory`. Nothing is read until a zone is asked for.
    ///
    ///     TimeZoneDatabase().directory                          // "/usr/share/zoneinfo"
    ///     TimeZoneDatabase(directory: "/opt/tzdata").directory  // "/opt/tzdata"
    public init(directory: String = "/usr/share/zoneinfo") {
        self.directory = directory
        self.cache = ZoneCache(limit: ZoneCache.defaultLimit)
    }

    /// The zone `name`, read from `<directory>/<name>` the first time and from memory after.
    ///
    ///     try TimeZoneDatabase().zone(named: "Europe/Berlin").offset(at: 1_118_000_000).abbreviation   // "CEST"
    ///     try TimeZoneDatabase().zone(named: "../../etc/passwd")   // throws invalidName("../../etc/passwd")
    ///
    /// The name is checked before the file system is touched: components of `A-Z a-z 0-9 _ + -
    /// .` separated by `/`, no empty, `.` or `..` component, at most 255 bytes. The cache holds
    /// up to 1,024 zones (the database has about 600 names); when a new zone would exceed that,
    /// it is emptied first. Errors are not remembered: a zone installed later is found.
    ///
    /// - Throws: ``TimeZoneError/invalidName(_:)``, ``TimeZoneError/unknownZone(_:)``,
    ///   ``TimeZoneError/unreadableFile(zone:errno:)``, ``TimeZoneError/fileTooLarge(zone:limit:)``,
    ///   ``TimeZoneError/malformedTZif(zone:problem:)`` (also for a file that is not a zone,
    ///   such as `zone.tab`) and ``TimeZoneError/invalidRule(zone:rule:offset:expected:)``.
    public func zone(named name: String) throws(TimeZoneError) -> NamedTimeZone {
        guard ZoneName.isValid(name) else { throw .invalidName(name) }
        if let zone = cache.zone(named: name) { return zone }
        // Read and parse outside the lock: other names are not held up by this file.
        let zone = try NamedTimeZone(name: name, tzif: ZoneFile.read(path: directory + "/" + name, zone: name))
        cache.insert(zone)
        return zone
    }

    /// How many zones are in memory (for tests of the cache).
    var cachedZoneCount: Int { cache.count }
}

/// Loaded zones by name, behind a lock. `Sendable` without `@unchecked`: the only stored
/// state is a `Mutex` around a dictionary of `Sendable` values, and a `let` limit.
final class ZoneCache: Sendable {
    static let defaultLimit = 1_024
    private let zones = Mutex<[String: NamedTimeZone]>([:])
    private let limit: Int

    init(limit: Int) {
        self.limit = limit
    }

    func zone(named name: String) -> NamedTimeZone? {
        zones.withLock { $0[name] }
    }

    /// Adds `zone`, emptying the cache first when it is full: simple, and with the whole
    /// database under the limit it only happens to a caller looping over invented names
    /// that happen to be files.
    func insert(_ zone: NamedTimeZone) {
        zones.withLock { zones in
            if zones.count >= limit && zones[zone.name] == nil { zones.removeAll(keepingCapacity: true) }
            zones[zone.name] = zone
        }
    }

    var count: Int { zones.withLock { $0.count } }
}

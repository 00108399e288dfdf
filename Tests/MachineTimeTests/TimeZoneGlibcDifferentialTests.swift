// glibc is the reference; other C libraries read TZ differently (musl, Darwin) or not at all.
#if canImport(Glibc)
import Glibc
@testable import MachineTime
import TestSupport
import Testing

/// Every zone of the installed tz database against glibc's `localtime_r` and `mktime`.
///
/// glibc only converts in the zone named by the process-global `TZ` variable, and changing it
/// (`setenv` + `tzset`) would race with anything else in this process that reads the
/// environment or local time: ICU and Foundation in the other suites, glibc's own `strptime`
/// `%s`. So the comparison runs in a child: this test binary run again with a filter that
/// selects only ``childCompareWithGlibc()``, which sets `TZ` freely because nothing else runs
/// there, and writes a report the parent checks. The parent changes no global state.
@Suite struct TimeZoneGlibcDifferentialTests {
    static let reportVariable = "MACHINETIME_TZ_GLIBC_REPORT"
    static let directory = "/usr/share/zoneinfo"

    static var isChild: Bool { getenv(reportVariable) != nil }

    @Test(.enabled(if: !isChild && access("/usr/share/zoneinfo/tzdata.zi", R_OK) == 0,
                   "needs /usr/share/zoneinfo; runs in the parent only"))
    func everyZoneAgreesWithGlibc() throws {
        let reportPath = Self.temporaryPath()
        defer { unlink(reportPath) }
        let status = try Self.runChild(reportPath: reportPath)
        let lines = Self.readLines(reportPath)
        try #require(status == 0 && !lines.isEmpty, "child exited with \(status), report: \(lines.prefix(5))")
        // "zones 597 instants 1234567 localTimes 123456", then one line per difference.
        let counts = lines[0].split(separator: " ")
        try #require(counts.count == 6, "\(lines[0])")
        #expect((Int(counts[1]) ?? 0) >= 400, "zones: \(lines[0])")
        #expect((Int(counts[3]) ?? 0) >= 700_000, "instants: \(lines[0])")
        #expect((Int(counts[5]) ?? 0) >= 500_000, "local times: \(lines[0])")
        let differences = lines.dropFirst()
        #expect(differences.isEmpty, "\(differences.count) differences, the first: \(differences.prefix(20).joined(separator: "\n"))")
    }

    /// The child: compares, writes the report, asserts nothing itself.
    @Test(.enabled(if: isChild)) func childCompareWithGlibc() throws {
        guard let path = getenv(Self.reportVariable).map({ String(cString: $0) }) else { return }
        var oracle = GlibcZoneOracle()
        let report = oracle.compareAllZones(directory: Self.directory)
        let text = report.joined(separator: "\n") + "\n"
        let file = fopen(path, "w")
        defer { if let file { fclose(file) } }
        fputs(text, file)
    }

    // MARK: the child process

    /// Runs `/proc/self/exe --testing-library swift-testing --filter childCompareWithGlibc` with
    /// the report path in the environment, its output discarded; returns its exit status.
    static func runChild(reportPath: String) throws -> Int32 {
        var buffer = [CChar](repeating: 0, count: 4_096)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        try #require(length > 0, "cannot find this test binary")
        let executable = String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let arguments = [executable, "--testing-library", "swift-testing", "--filter", "childCompareWithGlibc"]
        var environment = [reportVariable + "=" + reportPath]
        var index = 0
        while let entry = environ[index] {
            let text = String(cString: entry)
            if !text.hasPrefix("TZ=") && !text.hasPrefix(reportVariable + "=") { environment.append(text) }
            index += 1
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var pid = pid_t()
        let spawned = withCStrings(arguments) { argv in
            withCStrings(environment) { envp in posix_spawn(&pid, executable, &actions, nil, argv, envp) }
        }
        try #require(spawned == 0, "posix_spawn failed: \(spawned)")
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        // WIFEXITED / WEXITSTATUS, which Swift does not import.
        return status & 0x7F == 0 ? (status >> 8) & 0xFF : -1
    }

    static func withCStrings<R>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> R) -> R {
        var pointers = strings.map { strdup($0) }
        pointers.append(nil)
        defer { pointers.forEach { free($0) } }
        return body(pointers)
    }

    static func temporaryPath() -> String {
        var random = SplitMix64(seed: UInt64(UInt32(bitPattern: getpid())) << 32 | UInt64(UInt32(truncatingIfNeeded: time(nil))))
        let folder = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
        return folder + "/machinetime-tz-glibc-\(getpid())-\(random.next() % 1_000_000_000).txt"
    }

    static func readLines(_ path: String) -> [String] {
        guard let bytes = try? ZoneFile.read(path: path, zone: path) else { return [] }
        return String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
    }
}

/// The child's side: zone by zone, `TZ` set to the zone's file, glibc's answers compared with
/// ``NamedTimeZone``'s.
///
/// Instants per zone: every transition from 1900 to 2100 (the file's and the footer rule's,
/// walked with `nextTransition(after:)`) at -1, 0 and +1 s, plus 1,000 seeded instants from 1800
/// to 2200 (seed: the zone's name), about 800,000 `localtime_r` calls in all. Local times:
/// the wall-clock times one second either side of each transition, and those of the seeded
/// instants, given to `mktime` (with `tm_isdst` -1) when ``NamedTimeZone`` finds them
/// unambiguous. The whole run takes about 20 s in a debug build.
struct GlibcZoneOracle {
    var differences: [String] = []
    var instantCount = 0
    var localTimeCount = 0
    static let from1900: Int64 = -2_208_988_800
    static let to2100: Int64 = 4_102_444_800

    mutating func compareAllZones(directory: String) -> [String] {
        let names = Self.zoneNames(directory: directory)
        let database = TimeZoneDatabase(directory: directory)
        var compared = 0
        for name in names {
            do {
                let zone = try database.zone(named: name)
                guard setenv("TZ", ":" + directory + "/" + name, 1) == 0 else { continue }
                tzset()
                compare(zone)
                compared += 1
            } catch {
                differences.append("\(name): cannot load: \(error)")
            }
        }
        return ["zones \(compared) instants \(instantCount) localTimes \(localTimeCount)"] + differences
    }

    private mutating func compare(_ zone: NamedTimeZone) {
        var random = SplitMix64(seed: zone.name.utf8.reduce(UInt64(14_695_981_039_346_656_037)) { ($0 ^ UInt64($1)) &* 1_099_511_628_211 })
        var instants: [Int64] = []
        var transition = Self.from1900
        while let next = zone.nextTransition(after: transition), next <= Self.to2100 {
            instants += [next - 1, next, next + 1]
            transition = next
        }
        let transitionInstants = instants
        for _ in 0..<1_000 { instants.append(Int64(random.int(-5_364_662_400...7_258_118_400))) }
        for instant in instants { compareOffset(zone, instant) }
        // Wall-clock times a second either side of each transition, and of the seeded instants.
        for instant in transitionInstants + instants.suffix(1_000) {
            compareLocalTime(zone, instant + Int64(zone.offset(at: instant).seconds))
        }
    }

    private mutating func compareOffset(_ zone: NamedTimeZone, _ instant: Int64) {
        var time = time_t(instant)
        var fields = tm()
        guard localtime_r(&time, &fields) != nil else { return }
        instantCount += 1
        let glibc = ZoneOffset(seconds: Int(fields.tm_gmtoff),
                               abbreviation: fields.tm_zone.map { String(cString: $0) } ?? "",
                               isDaylightSaving: fields.tm_isdst > 0)
        let ours = zone.offset(at: instant)
        if ours != glibc {
            differences.append("\(zone.name) offset(at: \(instant)): ours \(ours), glibc \(glibc)")
        }
    }

    private mutating func compareLocalTime(_ zone: NamedTimeZone, _ local: Int64) {
        guard case .unique(let ours, _)? = try? zone.resolve(localSeconds: local) else { return }
        var time = time_t(local)
        var fields = tm()
        guard gmtime_r(&time, &fields) != nil else { return }
        fields.tm_isdst = -1
        let glibc = Int64(mktime(&fields))
        localTimeCount += 1
        if ours != glibc {
            differences.append("\(zone.name) instant(localSeconds: \(local)) \(TimeZoneError.civilText(local)): ours \(ours), glibc \(glibc)")
        }
    }

    /// Every TZif file under `directory` except `posix/` and `right/` (copies, and leap-second
    /// variants), with the zones and links `tzdata.zi` names, sorted.
    static func zoneNames(directory: String) -> [String] {
        var names = Set<String>()
        walk(directory, prefix: "", into: &names)
        for line in ZoneFileLines.read(directory + "/tzdata.zi") {
            let fields = line.split(separator: " ")
            // "Z America/New_York ...", "L America/New_York US/Eastern"
            if fields.first == "Z", fields.count > 1 { names.insert(String(fields[1])) }
            if fields.first == "L", fields.count > 2 { names.insert(String(fields[2])) }
        }
        return names.sorted()
    }

    private static func walk(_ path: String, prefix: String, into names: inout Set<String>) {
        guard let folder = opendir(path) else { return }
        defer { closedir(folder) }
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard name != ".", name != "..", !(prefix.isEmpty && (name == "posix" || name == "right")) else { continue }
            let child = path + "/" + name
            var info = stat()
            guard stat(child, &info) == 0 else { continue }
            if info.st_mode & S_IFMT == S_IFDIR {
                walk(child, prefix: prefix + name + "/", into: &names)
            } else if isTZif(child) {
                names.insert(prefix + name)
            }
        }
    }

    private static func isTZif(_ path: String) -> Bool {
        guard let file = fopen(path, "r") else { return false }
        defer { fclose(file) }
        var magic = [UInt8](repeating: 0, count: 4)
        return fread(&magic, 1, 4, file) == 4 && magic == Array("TZif".utf8)
    }
}

/// The lines of a text file (tzdata.zi), empty when it cannot be read.
enum ZoneFileLines {
    static func read(_ path: String) -> [String] {
        guard let file = fopen(path, "r") else { return [] }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = fread(&chunk, 1, chunk.count, file)
            if count == 0 { break }
            bytes += chunk[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
    }
}
#endif

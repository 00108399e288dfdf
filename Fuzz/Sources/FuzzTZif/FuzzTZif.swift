import MachineTime

/// Input: the bytes of a TZif file, or a POSIX TZ rule (a footer) as text; both readers get
/// every input. Each either reads it or throws `TimeZoneError`; a zone that reads must answer
/// for any instant, and every wall-clock time it reports must resolve back to its instant.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTZif(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if let zone = try? NamedTimeZone(name: "fuzz", tzif: bytes) { check(zone, bytes) }
    let rule = String(decoding: bytes.prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)
    if let zone = try? NamedTimeZone(name: "fuzz", posixRule: rule) { check(zone, bytes) }
    return 0
}

/// Instants from the input's last bytes, the ends of Int64 and the years around now.
private func check(_ zone: NamedTimeZone, _ bytes: [UInt8]) {
    let seed = bytes.suffix(8).reduce(Int64(0)) { $0 << 8 | Int64($1) }
    for instant in [seed, seed % 10_000_000_000, .min, .max, 0, 1_700_000_000, 4_102_444_800] {
        let offset = zone.offset(at: instant)
        guard instant.magnitude < 1 << 60 else { continue }
        // `instant` shows the wall clock local; so local occurs at least once, and its earlier
        // and later instants bracket this one.
        let local = instant + Int64(offset.seconds)
        guard let earlier = try? zone.instant(localSeconds: local, ambiguity: .earlier),
              let later = try? zone.instant(localSeconds: local, ambiguity: .later),
              earlier <= instant, instant <= later else {
            fatalError("\(zone.name): the local time of \(instant) does not resolve back to it")  // A finding, not input handling.
        }
    }
}

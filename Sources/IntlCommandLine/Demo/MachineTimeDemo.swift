import MachineTime

/// `intl demo`: machine timestamps, parsed with fixed POSIX formats (no locale involved).
let machineTimeDemoSection = DemoSection(title: "Machine timestamps") {
    let examples: [(String, TimestampFormat, String)] = [
        ("%Y-%m-%d %H:%M:%S %z", try TimestampFormat("%Y-%m-%d %H:%M:%S %z"), "2014-02-07 12:00:00 -0700"),
        ("rfc3339", .rfc3339, "2014-02-07T12:00:00.25-07:00"),
        ("iso8601", .iso8601, "2014-W06-5T19:00Z"),
        ("http", .httpDate, "Fri, 07 Feb 2014 19:00:00 GMT"),
        ("clf", .commonLog, "07/Feb/2014:12:00:00 -0700"),
        ("syslog (year 2014)", TimestampFormat.syslog.year(2014), "Feb  7 19:00:00"),
        ("unix-ms", .unixMillis, "1391799600250"),
    ]
    var rows = [["format", "input", "epoch", "UTC"]]
    for (name, format, input) in examples {
        let timestamp = try format.parse(input)
        rows.append([name, input, timestamp.epochString(.seconds), TimestampFormat.rfc3339.format(timestamp)])
    }
    var note = ""
    do {
        _ = try TimestampFormat("%Y-%m-%d").parse("2014-02-30")
    } catch {
        note = "\n\nA bad record says what is wrong and where:\n\(error)"
    }
    return renderTable(rows) + note
}

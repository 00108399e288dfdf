// MachineTime: machine timestamps with a fixed POSIX format, exact errors, no locale.
// Checked by Scripts/check-snippets.sh against Tests/Fixtures/SnippetOutputs/ParseTimestamps.txt.
import MachineTime

// snippet.hide
func main() throws {
// snippet.show
let format = try TimestampFormat("%Y-%m-%d %H:%M:%S %z")
print(try format.parse("2014-02-07 12:00:00 -0700").seconds)     // 1391799600

do {
    _ = try format.parse("2014-13-07 12:00:00 -0700")
} catch {
    print(error)    // line 1, column 6: %m: month 13 is not in 1...12 (…)
}

// Bulk input arrives in chunks; a record cut between two chunks is joined.
var stream = TimestampStream(format: .rfc3339)
print(stream.parse(chunk: Array("2014-02-07T19:00:00Z\n2014-02-".utf8)).count)      // 1
print(stream.parse(chunk: Array("07T19:00:01Z\n".utf8)).timestamps[0].seconds)      // 1391799601
// snippet.hide
}
try main()

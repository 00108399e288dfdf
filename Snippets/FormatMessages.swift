// Messages: Unicode MessageFormat 2 over the library's formatters and plural rules.
// Checked by Scripts/check-snippets.sh against Tests/Fixtures/SnippetOutputs/FormatMessages.txt.
import Intl
import Messages

// snippet.hide
func main() throws {
// snippet.show
let files = try MessageFormat(mf2: """
    .input {$count :integer}
    .match $count
    0   {{No files}}
    one {{{$count} file}}
    *   {{{$count} files}}
    """, locale: IntlLocale("en"))
let count = 1234                                 // a route's Int passes as it is
print(files.format(["count": 1]).text)           // 1 file
print(files.format(["count": count]).text)       // 1,234 files

// A missing argument is an error, and the text still has its fallback:
let outcome = files.format([:])
print(outcome.text)                              // ⁨{$count}⁩ files (isolated: U+2068 … U+2069)
print(outcome.errors[0])                         // unresolved-variable: $count is not an argument
// snippet.hide
}
try main()

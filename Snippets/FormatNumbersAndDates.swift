// Intl's formatters: built once, immutable, `Sendable`; the one-shot API formats through the pools.
// Scripts/check-snippets.sh runs this file and compares what it prints with
// Tests/Fixtures/SnippetOutputs/FormatNumbersAndDates.txt, so every output below is checked.
import Intl
import MachineTime

// snippet.hide
func main() throws {
// snippet.show
let price = try NumberFormat(locale: "de-DE", options: .init(style: .currency("EUR")))
print(price.format(2.5))                        // 2,50 € (U+00A0 before €)
print(price.format(1234.5))                     // 1.234,50 €

let words = try NumberFormat(locale: "de-DE", options: .init(style: .spellOut()))
print(words.format(2.5))                        // zwei Komma fünf

let day = try DateTimeFormat(locale: "de-DE", options: .init(layout: .template("dMMM"), timeZone: .utc))
print(day.format(1_391_731_200))                // 7. Feb.

print(try PluralRules(locale: "ru").category(for: 3))    // few

// One call, no formatter to keep:
print(try NumberFormat.format(1234.5, locale: "de-CH", options: .init(style: .currency("CHF"))))   // CHF 1’234.50
print(try DateTimeFormat.format(Timestamp(seconds: 1_391_731_200), locale: "en-US",
                                options: .init(layout: .template("yMMMd"))))                    // Feb 7, 2014

// Bad input is a typed error when the formatter is made, never a trap:
do {
    _ = try NumberFormat(locale: "en", options: .init(style: .currency("EURO")))
} catch {
    print(error)    // malformed currency code "EURO" (expected three ASCII letters, e.g. "EUR")
}
// snippet.hide
}
try main()

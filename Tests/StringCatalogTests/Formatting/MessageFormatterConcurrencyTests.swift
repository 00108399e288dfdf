import Intl
import StringCatalog
import Testing

@Suite struct MessageFormatterConcurrencyTests {
    /// One shared formatter used from many tasks gives what one task gets.
    @Test func concurrentFormattingMatchesSerialFormatting() async throws {
        let formatter = try MessageFormatter(localization: IntlLocale("ru"))
        let message = CatalogMessage.plural(PluralMessage(format: "%#@files@ (%.2f MB)", variables: [
            "files": PluralVariable(valueType: "d", forms: [.one: "%d файл", .few: "%d файла", .many: "%d файлов", .other: "%d файла"]),
        ]))
        let serial = try (0..<200).map { number throws(MessageFormatError) in
            try formatter.format(message, arguments: [.int(Int64(number)), .double(Double(number) * 1.5)])
        }
        #expect(serial[2] == "2 файла (3,00 MB)")
        #expect(serial[5] == "5 файлов (7,50 MB)")
        let concurrent = try await withThrowingTaskGroup(of: (Int, String).self) { group in
            for number in 0..<200 {
                group.addTask {
                    (number, try formatter.format(message, arguments: [.int(Int64(number)), .double(Double(number) * 1.5)]))
                }
            }
            var results = [String](repeating: "", count: 200)
            for try await (number, text) in group { results[number] = text }
            return results
        }
        #expect(concurrent == serial)
    }
}

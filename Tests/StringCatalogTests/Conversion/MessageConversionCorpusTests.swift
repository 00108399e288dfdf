import Foundation
import Intl
import StringCatalog
import Testing

/// The corpus folder (`../shared/catalogs-corpus` beside the repository, or
/// `INTL_CATALOGS_CORPUS`), or nil when absent: it is not part of the repository.
private let corpus: String? = {
    let path = ProcessInfo.processInfo.environment["INTL_CATALOGS_CORPUS"]
        ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("shared/catalogs-corpus").path
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue ? path : nil
}()

/// Every plural message of the corpus's `.stringsdict` and `.xcstrings`
/// files converts to MF1 and MF2 and formats as the catalog does, or is
/// reported with a reason.
@Suite(.enabled(if: corpus != nil, "no catalogs corpus: set INTL_CATALOGS_CORPUS or put it at ../shared/catalogs-corpus"))
struct MessageConversionCorpusTests {
    @Test func everyCorpusPluralConvertsOrIsReported() throws {
        let folder = try #require(corpus)
        let files = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".stringsdict") || $0.hasSuffix(".xcstrings") }.sorted()
        var messages = 0, converted = 0, mismatched = 0, back = 0, backMismatched = 0
        var backReasons: [String: Int] = [:]
        var reasons: [String: Int] = [:]
        for file in files {
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: folder + "/" + file)))
            var warnings: [CatalogWarning] = []
            var tables: [(String, StringsTable)] = []
            if file.hasSuffix(".xcstrings") {
                tables = try XCStringsParser.parse(bytes, path: file, warnings: &warnings).tables.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
            } else {
                let language = file.split(separator: "/").first { $0.hasSuffix(".lproj") }.map { String($0.dropLast(6)) } ?? "en"
                tables = [(language == "Base" ? "en" : language, try StringsdictParser.parse(bytes, path: file, warnings: &warnings))]
            }
            for (language, table) in tables {
                guard let locale = try? IntlLocale(language) else { continue }
                for key in table.entries.keys.sorted() {
                    guard let message = table[key] else { continue }
                    let isPlural = message.plainMessages.contains { if case .plural = $0 { true } else { false } }
                    guard isPlural else { continue }
                    messages += 1
                    do {
                        _ = try MessageConversion.mf1(message, locale: locale)
                        _ = try MessageConversion.mf2(message, locale: locale)
                    } catch {
                        reasons[String(String(describing: error.reason).prefix { $0 != "(" }), default: 0] += 1
                        continue
                    }
                    converted += 1
                    var mismatches: [String] = []
                    for identifier in [language, "ar", "pl"] {
                        do {
                            mismatches += try formatsAlike(message, locale: identifier)
                        } catch {
                            mismatches.append("\(identifier): \(error)")
                        }
                    }
                    if !mismatches.isEmpty {
                        mismatched += 1
                        Issue.record("\(file) \(language) \(key): \(mismatches.prefix(3))")
                    }
                    // Back to the catalog from both syntaxes: the same text for the same arguments.
                    let mf1 = try MessageConversion.mf1(message, locale: locale)
                    let mf2 = try MessageConversion.mf2(message, locale: locale)
                    let formatter = try MessageFormatter(localization: locale)
                    for source in [mf1.source, mf2.source] {
                        let returned: CatalogMessage
                        do {
                            returned = try source == mf1.source ? MessageConversion.catalogMessage(mf1: source, locale: locale)
                                : MessageConversion.catalogMessage(mf2: source, locale: locale)
                        } catch {
                            backReasons[error.message, default: 0] += 1
                            continue
                        }
                        back += 1
                        for number: Int64 in [0, 1, 2, 5, 11, 1234] {
                            let arguments = (1...max(1, mf1.argumentNames.keys.max() ?? 1)).map { position -> MessageArgument in
                                mf1.numericArguments.contains(position) ? .int(number) : .string("Ana")
                            }
                            let before = try formatter.format(message, arguments: arguments)
                            let after = try formatter.format(returned, arguments: arguments)
                            if before != after {
                                backMismatched += 1
                                Issue.record("\(file) \(language) \(key) \(number): \(before.debugDescription) became \(after.debugDescription)")
                                break
                            }
                        }
                    }
                }
            }
        }
        print("corpus plurals: \(messages) messages, \(converted) converted, \(mismatched) formatted differently, "
              + "\(messages - converted) reported: "
              + reasons.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
        print("back to the catalog: \(back) of \(2 * converted) conversions (MF1 and MF2), \(backMismatched) formatted differently, "
              + "reported: " + backReasons.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
        #expect(messages > 0)
        #expect(backMismatched == 0)
        #expect(mismatched == 0)
    }
}

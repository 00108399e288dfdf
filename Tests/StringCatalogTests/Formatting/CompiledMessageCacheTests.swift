@testable import StringCatalog
import Intl
import Testing

/// Messages formatted as values are compiled once and kept, within bounds,
/// and a kept program is only ever returned for an equal message.
@Suite struct CompiledMessageCacheTests {
    private static func files(_ one: String) -> CatalogMessage {
        .plural(PluralMessage(format: "%#@files@ (%.1f MB)", variables: [
            "files": PluralVariable(valueType: "d", forms: [.one: one, .other: "%d files"]),
        ]))
    }

    @Test func anEqualMessageGetsTheKeptProgram() {
        let cache = CompiledMessageCache(shards: 2, slotsPerShard: 4)
        // Built separately: equal values, different string storage.
        let first = cache.compiled(.text(String("%d files in \("this") folder")))
        let second = cache.compiled(.text(String("%d files in \("this") folder")))
        #expect(first === second)
        #expect(cache.compiled(Self.files("%d file")) === cache.compiled(Self.files("%d file")))
    }

    @Test func aMessageWithVariantsSharesItsDefaultLeafsProgram() {
        let cache = CompiledMessageCache(shards: 1, slotsPerShard: 8)
        let leaf = cache.compiled(.text("%d taps"))
        let devices = CatalogMessage.devices(DeviceVariants(other: .text("%d taps"), specific: [.mac: .text("%d clicks")]))
        #expect(cache.compiled(devices) === leaf)
    }

    @Test func messagesDifferingOnlyInVariablesGetTheirOwnPrograms() throws {
        let cache = CompiledMessageCache(shards: 1, slotsPerShard: 1)
        let formatter = try MessageFormatter(localization: IntlLocale("en"))
        let single = cache.compiled(Self.files("%d file"))
        let uno = cache.compiled(Self.files("%d filo"))   // Same format and size: same slot, replaces it.
        #expect(single !== uno)
        #expect(try formatter.format(single, arguments: [1, 2.5]) == "1 file (2.5 MB)")
        #expect(try formatter.format(uno, arguments: [1, 2.5]) == "1 filo (2.5 MB)")
        #expect(cache.compiled(Self.files("%d file")) !== single)  // Replaced: compiled again.
    }

    @Test func aMessageOverTheSizeBoundIsNeverKept() {
        let cache = CompiledMessageCache(shards: 1, slotsPerShard: 4)
        let long = CatalogMessage.text(String(repeating: "x", count: CompiledMessageCache.maximumMessageBytes - 2) + "%d")
        #expect(cache.compiled(long) === cache.compiled(long))  // 4,096 bytes: kept.
        let longer = CatalogMessage.text(String(repeating: "x", count: CompiledMessageCache.maximumMessageBytes - 1) + "%d")
        #expect(cache.compiled(longer) !== cache.compiled(longer))
    }

    @Test func theSharedCacheHoldsFiveHundredTwelve() {
        #expect(CompiledMessageCache.shared.capacity == 512)
    }

    @Test func formattingAValueTwiceGivesTheSameText() throws {
        let formatter = try MessageFormatter(localization: IntlLocale("en"))
        for count in [1, 2, 1] {
            #expect(try formatter.format(Self.files("%d file"), arguments: [.int(Int64(count)), 1234.5])
                == (count == 1 ? "1 file (1,234.5 MB)" : "2 files (1,234.5 MB)"))
        }
    }

    @Test func aMissingKeysDefaultWithSpecifiersFormatsEachTime() throws {
        let resources = try TemporaryResources(["en.lproj/Localizable.strings": "\"present\" = \"here\";"])
        defer { resources.remove() }
        let localizer = try Catalog(directory: resources.path).localizer(acceptLanguage: "en")
        for count in [3, 1234] {
            #expect(try localizer.format("absent", default: "%d files (%.1f MB)", arguments: [.int(Int64(count)), 2.5])
                == "\(count == 3 ? "3" : "1,234") files (2.5 MB)")
        }
    }
}

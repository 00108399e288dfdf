import Intl
import StringCatalog
import Testing

/// Binary property lists (`bplist00`): the same results as the text forms,
/// and every hostile file an error with its byte offset, quickly.
@Suite struct BinaryPropertyListTests {
    /// Written by Scripts/binary-plist-fixtures.py (Python's plistlib) from one set of data.
    static let fixtures = String(#filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(3)
        .joined(separator: "/")) + "/Fixtures/BinaryPropertyLists"

    @Test(arguments: ["en.lproj/Localizable.strings", "en.lproj/Localizable.stringsdict",
                      "ru.lproj/Localizable.strings", "ru.lproj/Localizable.stringsdict"])
    func binaryDumpsAsItsTextForm(file: String) throws {
        let text = try CatalogDump.json(ofFileAt: Self.fixtures + "/text/" + file)
        #expect(try CatalogDump.json(ofFileAt: Self.fixtures + "/binary/" + file) == text)
        #expect(text.count > 80)  // Not two empty dumps.
    }

    @Test func binaryStringsDumpExactly() throws {
        #expect(try CatalogDump.json(ofFileAt: Self.fixtures + "/binary/ru.lproj/Localizable.strings") == """
            {
              "accents": "Ёжик",
              "emoji": "😂",
              "hello": "Привет",
              "quote": "«Кавычки»"
            }
            """)
    }

    /// Kinds catalogs do not use, as the XML path gives them: a real that is
    /// integral is an integer, dates are ISO 8601, data is base64.
    @Test func otherKindsDumpAsFromXML() throws {
        let dump = try CatalogDump.json(ofFileAt: Self.fixtures + "/binary/en.lproj/Localizable.stringsdict")
        #expect(dump.contains("""
                "NSMeta": [
                  7,
                  -3,
                  1099511627776,
                  2.5,
                  2,
                  true,
                  false,
                  "2024-01-02T03:04:05Z",
                  "aGk=",
                  ""
                ],
            """))
    }

    @Test func catalogsFromBothFormsAnswerAlike() throws {
        let text = try Catalog(directory: Self.fixtures + "/text")
        let binary = try Catalog(directory: Self.fixtures + "/binary")
        #expect(binary.localizations == ["en", "ru"])
        for localization in ["en", "ru"] {
            let table = binary.table("Localizable", localization: localization)
            #expect(table == text.table("Localizable", localization: localization))
            #expect((table?.entries.count ?? 0) >= 6)
        }
        let ru = try #require(binary.message(forKey: "lg_days", table: "Localizable", locale: try IntlLocale("ru")))
        let formatter = try MessageFormatter(localization: .init("ru"))
        #expect(try formatter.format(ru.message, arguments: [3]) == "3 дня")
        #expect(try formatter.format(ru.message, arguments: [5]) == "5 дней")
        #expect(binary.message(forKey: "quote", table: "Localizable", locale: try IntlLocale("en"))?.message
                == .text("She said \"hi\"\n\tand left \\ back"))
    }
}

// MARK: - Hostile and malformed files

extension BinaryPropertyListTests {
    /// A binary plist from object bodies (offsets start after the 8-byte
    /// header), 1-byte offsets and references unless told otherwise.
    static func bplist(_ objects: [[UInt8]], top: Int = 0, offsetSize: UInt8 = 1, referenceSize: UInt8 = 1,
                       version: String = "00") -> [UInt8] {
        var bytes = Array(("bplist" + version).utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(bytes.count)
            bytes += object
        }
        let table = bytes.count
        for offset in offsets { bytes += bigEndian(offset, size: Int(offsetSize)) }
        bytes += [0, 0, 0, 0, 0, 0, offsetSize, referenceSize]
        bytes += bigEndian(objects.count, size: 8) + bigEndian(top, size: 8) + bigEndian(table, size: 8)
        return bytes
    }

    static func bigEndian(_ value: Int, size: Int) -> [UInt8] {
        (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }

    private func failure(_ bytes: [UInt8], path: String = "en.lproj/Localizable.stringsdict") -> String? {
        do {
            _ = try StringsdictParser.parse(bytes, path: path)
            return nil
        } catch {
            return error.description
        }
    }

    private var prefix: String { "en.lproj/Localizable.stringsdict: error: invalid binary property list at byte " }

    /// Foundation's reader never returns on this file.
    @Test func arrayContainingItself() {
        let bytes = Self.bplist([[0xA1, 0x00]])
        #expect(bytes.count == 43)
        #expect(failure(bytes) == prefix + "8: object 0 contains itself (a reference cycle)")
        // Through a dictionary, two levels down.
        let indirect = Self.bplist([[0xD1, 0x01, 0x02], [0x51, 0x6B], [0xA1, 0x00]])
        #expect(failure(indirect) == prefix + "8: object 0 contains itself (a reference cycle)")
    }

    /// Foundation's reader runs for seconds to minutes on files like this:
    /// 40 arrays each holding the previous one twice expand to 2^40 values.
    @Test func reusedReferencesExpandingExponentially() throws {
        var objects: [[UInt8]] = [[0x51, 0x61]]
        for index in 1...40 { objects.append([0xA2, UInt8(index - 1), UInt8(index - 1)]) }
        let bytes = Self.bplist(objects, top: 40)
        #expect(bytes.count == 203)
        #expect(failure(bytes) == prefix + "10: more than 4096 values once shared references are expanded")
        // The same sharing within the limit reads (2^11 + 1 values): the
        // error is the stringsdict reader's, about the decoded tree.
        let small = Self.bplist(Array(objects.prefix(11)) + [[0x51, 0x6B], [0xD1, 11, 10]], top: 12)
        #expect(failure(small) == "en.lproj/Localizable.stringsdict: error: k: expected a dictionary, found an array")
    }

    @Test func faultsWithOffsets() {
        let table = Self.bplist([[0xD0]])  // Object at 8, offset table at 9, trailer at 10 (sizes at 16, 17; count 18, top 26, table 34).
        #expect(failure(Array(table.prefix(40))) == prefix + "40: the file is 40 bytes, too short for a binary property list")
        #expect(failure(Self.bplist([[0xD0]], version: "01")) == prefix + "6: unsupported version \"01\" (expected bplist00)")
        #expect(failure(Self.bplist([[0xD0]], offsetSize: 0)) == prefix + "15: trailer: the offset size is 0")
        #expect(failure(Self.bplist([[0xD0]], referenceSize: 9)) == prefix + "17: trailer: the reference size is 9")
        #expect(failure(Self.bplist([[0xD0]], top: 1)) == prefix + "26: trailer: the top object is 1")
        var countTooLarge = table
        countTooLarge[25] = 200
        #expect(failure(countTooLarge) == prefix + "18: trailer: the object count is 200")
        var badOffset = table
        badOffset[9] = 9  // The offset table's only entry points at itself.
        #expect(failure(badOffset) == prefix + "9: object 0 starts at byte 9, outside the objects area")
        #expect(failure(Self.bplist([[0xA1, 0x05]])) == prefix + "9: reference to object 5, but the file has 1 objects")
        #expect(failure(Self.bplist([[0x80, 0x01]])) == prefix + "8: unsupported object type 0x80 "
                + "(catalogs hold dictionaries, arrays, strings, numbers, booleans, dates and data)")
        #expect(failure(Self.bplist([[0x00]])) == prefix + "8: unsupported object type 0x0 "
                + "(catalogs hold dictionaries, arrays, strings, numbers, booleans, dates and data)")
        #expect(failure(Self.bplist([[0x5F, 0x10, 0x20, 0x61]])) == prefix + "8: object 0 runs past the end of the objects area")
        #expect(failure(Self.bplist([[0x5F, 0x51, 0x61]])) == prefix + "9: invalid number: length marker 0x51 is not an integer")
        #expect(failure(Self.bplist([[0x52, 0x61, 0xE9]])) == prefix + "10: invalid string: byte 0xE9 in an ASCII string")
        #expect(failure(Self.bplist([[0x61, 0xD8, 0x00]])) == prefix + "9: invalid string: unpaired UTF-16 surrogate 0xD800")
        #expect(failure(Self.bplist([[0xD1, 0x01, 0x01], [0x10, 0x07]])) == prefix + "9: a dictionary key is a number (<integer> or <real>), not a string")
        #expect(failure(Self.bplist([[0x14] + [0, 0, 0, 0, 0, 0, 0, 1] + [0, 0, 0, 0, 0, 0, 0, 0]]))
                == prefix + "8: invalid number: a 128-bit integer that does not fit in 64 bits")
        #expect(failure(Self.bplist([[0x33] + Self.bigEndian(Int(Double(1e300).bitPattern), size: 8)]))
                == prefix + "8: invalid number: date 1e+300 is outside years 1 to 9999")
    }

    /// 65 nested arrays, each a distinct object: deep, not cyclic.
    @Test func deepNestingIsRefused() {
        var objects: [[UInt8]] = (0..<65).map { [0xA1, UInt8($0 + 1)] }
        objects.append([0x51, 0x61])
        #expect(failure(Self.bplist(objects)) == prefix + "136: nesting deeper than 64 levels")
    }

    @Test func binaryStringsFileOfTheWrongShape() {
        #expect(throws: CatalogParseError(path: "x.strings", line: 0, column: 0, reason: .wrongValueType(
            path: "the top level", expected: "a dictionary", found: "an array"))) {
            try StringsFileParser.parse(Self.bplist([[0xA0]]), path: "x.strings")
        }
        #expect(throws: CatalogParseError(path: "x.strings", line: 0, column: 0, reason: .wrongValueType(
            path: "k", expected: "a string", found: "a boolean (<true/> or <false/>)"))) {
            try StringsFileParser.parse(Self.bplist([[0xD1, 0x01, 0x02], [0x51, 0x6B], [0x09]]), path: "x.strings")
        }
    }
}

import StringCatalog
import Testing

@Suite struct FormatSpecifierTests {
    @Test(arguments: [
        ("%@", "%@", nil, "", nil, nil, "", FormatSpecifier.Kind.object),
        ("%d", "%d", nil, "", nil, nil, "", .signedInteger),
        ("%i", "%i", nil, "", nil, nil, "", .signedInteger),
        ("%ld", "%ld", nil, "", nil, nil, "l", .signedInteger),
        ("%lld", "%lld", nil, "", nil, nil, "ll", .signedInteger),
        ("%lu", "%lu", nil, "", nil, nil, "l", .unsignedInteger),
        ("%llu", "%llu", nil, "", nil, nil, "ll", .unsignedInteger),
        ("%u", "%u", nil, "", nil, nil, "", .unsignedInteger),
        ("%hhd", "%hhd", nil, "", nil, nil, "hh", .signedInteger),
        ("%hd", "%hd", nil, "", nil, nil, "h", .signedInteger),
        ("%qd", "%qd", nil, "", nil, nil, "q", .signedInteger),
        ("%zd", "%zd", nil, "", nil, nil, "z", .signedInteger),
        ("%td", "%td", nil, "", nil, nil, "t", .signedInteger),
        ("%jd", "%jd", nil, "", nil, nil, "j", .signedInteger),
        ("%Lf", "%Lf", nil, "", nil, nil, "L", .floatingPoint("f")),
        ("%f", "%f", nil, "", nil, nil, "", .floatingPoint("f")),
        ("%.2f", "%.2f", nil, "", nil, 2, "", .floatingPoint("f")),
        ("%.f", "%.f", nil, "", nil, 0, "", .floatingPoint("f")),
        ("%e", "%e", nil, "", nil, nil, "", .floatingPoint("e")),
        ("%g", "%g", nil, "", nil, nil, "", .floatingPoint("g")),
        ("%s", "%s", nil, "", nil, nil, "", .string),
        ("%c", "%c", nil, "", nil, nil, "", .character),
        ("%x", "%x", nil, "", nil, nil, "", .radixInteger("x")),
        ("%-+ #0'12.3ld", "%-+ #0'12.3ld", nil, "-+ #0'", 12, 3, "l", .signedInteger),
        ("%05d", "%05d", nil, "0", 5, nil, "", .signedInteger),
        ("%2$@", "%2$@", 2, "", nil, nil, "", .object),
        ("%12$lu", "%12$lu", 12, "", nil, nil, "l", .unsignedInteger),
        ("%#@days@", "%#@days@", nil, "#", nil, nil, "", .pluralVariable("days")),
        ("%1$#@lu_completed_runs@", "%1$#@lu_completed_runs@", 1, "#", nil, nil, "", .pluralVariable("lu_completed_runs")),
    ] as [(String, String, Int?, String, Int?, Int?, String, FormatSpecifier.Kind)])
    func parsesOneSpecifier(format: String, text: String, position: Int?, flags: String, width: Int?,
                            precision: Int?, length: String, kind: FormatSpecifier.Kind) throws {
        let specifiers = try FormatSpecifier.all(in: format)
        #expect(specifiers == [FormatSpecifier(offset: 0, text: text, position: position, flags: flags, width: width,
                                               precision: precision, lengthModifier: length, kind: kind)])
    }

    @Test func listsSpecifiersWithByteOffsets() throws {
        let specifiers = try FormatSpecifier.all(in: "Größe %2$lu of %1$#@runs@ (%.1f%%) — %%%@", allowingMixedPositions: true)
        #expect(specifiers.map(\.text) == ["%2$lu", "%1$#@runs@", "%.1f", "%@"])
        #expect(specifiers.map(\.offset) == [8, 17, 29, 43])
        #expect(specifiers.map(\.position) == [2, 1, nil, nil])
    }

    @Test func percentAndPlainTextHaveNoSpecifiers() throws {
        #expect(try FormatSpecifier.all(in: "100%% sure, 😂 no args").isEmpty)
        #expect(try FormatSpecifier.all(in: "").isEmpty)
    }

    @Test(arguments: [
        ("%$1lu", MessageFormatError.Reason.positionWithoutNumber, 0, "%$",
         "format \"%$1lu\": offset 0: %$: \"$\" without a position number before it"),
        ("50%", .incompleteSpecifier, 2, "%", "format \"50%\": offset 2: %: the format ends inside a specifier"),
        ("%2$", .incompleteSpecifier, 0, "%2$", "format \"%2$\": offset 0: %2$: the format ends inside a specifier"),
        ("%.2l", .incompleteSpecifier, 0, "%.2l", "format \"%.2l\": offset 0: %.2l: the format ends inside a specifier"),
        ("a %k", .unknownConversion("k"), 2, "%k", "format \"a %k\": offset 2: %k: unknown conversion \"k\""),
        ("%n", .unknownConversion("n"), 0, "%n", "format \"%n\": offset 0: %n: unknown conversion \"n\""),
        ("%lé", .unknownConversion("é"), 0, "%lé", "format \"%lé\": offset 0: %lé: unknown conversion \"é\""),
        ("%0$d", .positionZero, 0, "%0$", "format \"%0$d\": offset 0: %0$: argument positions start at 1"),
        ("%100$d", .numberTooLarge(field: "position", limit: 99), 0, "%100$",
         "format \"%100$d\": offset 0: %100$: position is larger than 99"),
        ("%99999999999999999999999d", .numberTooLarge(field: "width", limit: 99), 0, "%99999999999999999999999",
         "format \"%99999999999999999999999d\": offset 0: %99999999999999999999999: width is larger than 99"),
        ("%.100f", .numberTooLarge(field: "precision", limit: 99), 0, "%.100",
         "format \"%.100f\": offset 0: %.100: precision is larger than 99"),
        ("%*d", .starWidth, 0, "%*", "format \"%*d\": offset 0: %*: \"*\" widths and precisions are not supported"),
        ("%.*f", .starWidth, 0, "%.*", "format \"%.*f\": offset 0: %.*: \"*\" widths and precisions are not supported"),
        ("%#@days", .unterminatedVariable, 0, "%#@days",
         "format \"%#@days\": offset 0: %#@days: the variable name has no closing \"@\""),
        ("%#@@", .emptyVariableName, 0, "%#@@", "format \"%#@@\": offset 0: %#@@: the variable name is empty"),
        ("%@ %2$@", .mixedPositions, 3, "%2$@",
         "format \"%@ %2$@\": offset 3: %2$@: positioned and unpositioned specifiers are mixed"),
        ("%1$@ %@", .mixedPositions, 5, "%@",
         "format \"%1$@ %@\": offset 5: %@: positioned and unpositioned specifiers are mixed"),
    ] as [(String, MessageFormatError.Reason, Int, String, String)])
    func rejectsMalformedSpecifiers(format: String, reason: MessageFormatError.Reason, offset: Int,
                                    specifier: String, message: String) {
        let expected = MessageFormatError(reason: reason, format: format, offset: offset, specifier: specifier)
        #expect(throws: expected) { try FormatSpecifier.all(in: format) }
        #expect(expected.description == message)
    }

    @Test func categoryStringsMayMixPositions() throws {
        let specifiers = try FormatSpecifier.all(in: "%lu %2$#@lu_total_runs@", allowingMixedPositions: true)
        #expect(specifiers.map(\.position) == [nil, 2])
    }

    @Test func segmentsSplitTextPercentAndSpecifiers() throws {
        let format = "%d%% of %@ done 😂"
        let segments = try FormatSegment.all(in: format)
        #expect(segments.map(\.text) == ["%d", "%%", " of ", "%@", " done 😂"])
        #expect(segments[1] == .escapedPercent)
        #expect(segments[2] == .literal(" of "))
        #expect(segments.map(\.text).joined() == format)
        #expect(throws: MessageFormatError(reason: .incompleteSpecifier, format: "100%", offset: 3, specifier: "%")) {
            try FormatSegment.all(in: "100%")
        }
    }
}

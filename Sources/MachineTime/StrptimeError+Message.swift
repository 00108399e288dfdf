import TextEscaping

// An error's message written as UTF-8 bytes. `StrptimeError.description` and `Reason.description`
// render through these functions, and the batch parser writes a failed record's message with them
// straight from the record's bytes into a byte buffer (`BatchResult.FailureDetail.messages`), so
// that a tool reporting millions of bad lines builds no String per line. One text, two callers.

extension StrptimeError {
    /// Appends the message after its line number: `, column C: %d: <reason> (input "…", format "…")`.
    /// The parts that depend only on the format come made (``directivePrefix(_:)``,
    /// ``formatTail(_:)``): a compiled format keeps them, so a tool reporting millions of bad
    /// records escapes its format once. `input` appends the record's quote, already escaped.
    /// `reason` appends the reason's text (``Reason/append(to:)``, or the same text from the record's bytes).
    @inline(__always)
    static func appendTail(column: Int, directivePrefix: UnsafeBufferPointer<UInt8>, formatTail: UnsafeBufferPointer<UInt8>,
                           to out: inout ByteCursor, reason: (inout ByteCursor) -> Void, input: (inout ByteCursor) -> Void) {
        appendColumn(column, directivePrefix: directivePrefix, to: &out)
        reason(&out)
        appendInputOpening(to: &out)
        input(&out)
        out.append(formatTail)
    }

    /// `, column C: %d: `: the tail before the reason.
    @inline(__always)
    static func appendColumn(_ column: Int, directivePrefix: UnsafeBufferPointer<UInt8>, to out: inout ByteCursor) {
        out.appendLiteral(", column ")
        out.appendDecimal(column)
        out.appendLiteral(": ")
        out.append(directivePrefix)
    }

    /// ` (input "`: the tail between the reason and the input's quote.
    @inline(__always)
    static func appendInputOpening(to out: inout ByteCursor) {
        out.appendLiteral(" (input \"")
    }

    /// The most bytes ``appendTail(column:directivePrefix:formatTail:to:reason:input:)`` writes
    /// besides the input's quote (which adds at most `inputBound`).
    static func tailBound(directivePrefix: UnsafeBufferPointer<UInt8>, reason: Reason, formatTail: UnsafeBufferPointer<UInt8>,
                          inputBound: Int) -> Int {
        48 + directivePrefix.count + reason.bound + formatTail.count + inputBound   // 40: the words and a 20-byte column
    }

    /// `%d: ` for the directive `%d` (escaped), nothing for none.
    static func directivePrefix(_ directive: String) -> [UInt8] {
        guard !directive.isEmpty else { return [] }
        var bytes: [UInt8] = []
        bytes.appendWritten(atMost: QuotedText.escapedBound(directive.utf8.count) + 2) {
            $0.appendEscaped(directive)
            $0.appendLiteral(": ")
        }
        return bytes
    }

    /// `", format "<format, escaped>")`: what follows the input's quote.
    static func formatTail(_ format: String) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.appendWritten(atMost: QuotedText.escapedBound(format.utf8.count) + 13) {
            $0.appendLiteral("\", format \"")
            $0.appendEscaped(format)
            $0.appendLiteral("\")")
        }
        return bytes
    }

    /// Appends ``description`` after `line N` (see ``appendTail(column:directivePrefix:formatTail:to:reason:input:)``).
    package func appendMessageTail(to out: inout ByteBuffer) {
        Self.directivePrefix(directive).withUnsafeBufferPointer { prefix in Self.formatTail(format).withUnsafeBufferPointer { tail in
            out.appendWritten(atMost: Self.tailBound(directivePrefix: prefix, reason: reason, formatTail: tail,
                                                     inputBound: input.utf8.count)) { cursor in
                Self.appendTail(column: column, directivePrefix: prefix, formatTail: tail, to: &cursor,
                                reason: { reason.append(to: &$0) }, input: { $0.appendText(input) })
            }
        } }
    }
}

extension StrptimeError.Reason {
    /// The most bytes ``append(to:)`` writes: the fixed words are under 96 bytes, every number
    /// under 21, and the texts are counted as they are (already escaped).
    var bound: Int {
        switch self {
        case .unknownDirective(let text), .unsupportedModifier(let text):
            return 96 + QuotedText.escapedBound(text.utf8.count)
        case .unknownName(let kind, let found): return 96 + kind.utf8.count + found.utf8.count
        case .invalidOffset(let found), .unknownZone(let found), .trailingInput(let found): return 96 + found.utf8.count
        case .expectedOneOf(let choices, _): return 96 + 16 * choices.count
        case .outOfRange(let field, _, _), .overflow(let field): return 160 + field.utf8.count
        case .ambiguousLocalTime(let zone, let wallTime), .nonexistentLocalTime(let zone, let wallTime):
            return 96 + zone.utf8.count + wallTime.utf8.count
        case .zoneAbbreviationMismatch(let found, let zone, let wallTime):
            return 96 + found.utf8.count + zone.utf8.count + wallTime.utf8.count
        case .missingKey(let path): return 96 + QuotedText.escapedBound(path.utf8.count) + 2
        default: return 160
        }
    }

    /// Appends ``description`` as UTF-8.
    func append(to out: inout ByteCursor) {
        switch self {
        case .unknownDirective(let text):
            out.appendLiteral("unknown directive ")
            out.appendEscaped(text)
        case .unsupportedModifier(let text):
            out.appendLiteral("unsupported modifier, flag or width in ")
            out.appendEscaped(text)
        case .danglingPercent: out.appendLiteral("the format ends with a lone %")
        case .expectedDigits(let found):
            out.appendLiteral("expected a digit, found ")
            Self.show(found, to: &out)
        case .digitCount(let expected, let found):
            out.appendLiteral("expected ")
            out.appendDecimal(expected.lowerBound)
            if expected.upperBound != expected.lowerBound {
                out.appendLiteral(" to ")
                out.appendDecimal(expected.upperBound)
            }
            out.appendLiteral(expected.upperBound == 1 ? " digit, found " : " digits, found ")
            out.appendDecimal(found)
        case .literalMismatch(let expected, let found):
            out.appendLiteral("expected ")
            Self.show(expected, to: &out)
            out.appendLiteral(", found ")
            Self.show(found, to: &out)
        case .expectedOneOf(let choices, let found):
            out.appendLiteral("expected one of ")
            for (index, choice) in choices.enumerated() {
                if index > 0 { out.appendLiteral(", ") }
                Self.show(choice, to: &out)
            }
            out.appendLiteral(", found ")
            Self.show(found, to: &out)
        case .unknownName(let kind, let found):
            out.appendLiteral("expected ")
            out.appendText(kind)
            out.appendLiteral(", found ")
            Self.quotedOr("no letters", found, to: &out)
        case .invalidOffset(let found):
            out.appendLiteral("expected a UTC offset (Z, +hh, +hhmm or +hh:mm), found ")
            Self.quotedOr("end of input", found, to: &out)
        case .unknownZone(let found):
            out.appendLiteral("expected UTC, GMT, UT or Z, found ")
            Self.quotedOr("end of input", found, to: &out)
        case .outOfRange(let field, let value, let allowed):
            out.appendText(field)
            out.appendLiteral(" ")
            out.appendDecimal(value)
            out.appendLiteral(" is not in ")
            out.appendDecimal(allowed.lowerBound)
            out.appendLiteral("...")
            out.appendDecimal(allowed.upperBound)
        case .invalidDate(let year, let month, let day):
            Self.date(year, month, day, to: &out)
            out.appendLiteral(" does not exist (")
            out.appendText(CivilDate.monthNames[month - 1])
            out.appendLiteral(" ")
            out.appendDecimal(year)
            out.appendLiteral(" has ")
            out.appendDecimal(CivilDate.daysInMonth(year: year, month: month))
            out.appendLiteral(" days)")
        case .dayOfYearMismatch(let dayOfYear, let year, let month, let day):
            out.appendLiteral("day of year ")
            out.appendDecimal(dayOfYear)
            out.appendLiteral(" is not ")
            Self.date(year, month, day, to: &out)
        case .weekdayMismatch(let found, let actual, let year, let month, let day):
            out.appendLiteral("weekday ")
            out.appendText(CivilDate.weekdayNames[found])
            out.appendLiteral(" contradicts ")
            Self.date(year, month, day, to: &out)
            out.appendLiteral(", a ")
            out.appendText(CivilDate.weekdayNames[actual])
        case .invalidLeapSecond: out.appendLiteral("second 60 is only valid as a leap second, 23:59:60 UTC")
        case .overflow(let field):
            out.appendText(field)
            out.appendLiteral(" does not fit in 64 bits")
        case .trailingInput(let rest):
            Self.appendTrailingInput(to: &out) { $0.appendText(rest) }
        case .missingKey(let path):
            out.appendLiteral("the record is no JSON object with the key ")
            out.appendText(QuotedText.quoted(path))
        case .missingField(let index):
            out.appendLiteral("the record has no field ")
            out.appendDecimal(index)
        case .ambiguousLocalTime(let zone, let wallTime):
            out.appendText(wallTime)
            out.appendLiteral(" occurs twice in ")
            out.appendText(zone)
            out.appendLiteral(" (clocks were set back): choose the earlier or the later one")
        case .nonexistentLocalTime(let zone, let wallTime):
            out.appendText(wallTime)
            out.appendLiteral(" does not exist in ")
            out.appendText(zone)
            out.appendLiteral(" (clocks skipped it)")
        case .zoneAbbreviationMismatch(let found, let zone, let wallTime):
            out.appendLiteral("\"")
            out.appendText(found)
            out.appendLiteral("\" is not an abbreviation ")
            out.appendText(zone)
            out.appendLiteral(" uses at ")
            out.appendText(wallTime)
        case .missingYear:
            out.appendLiteral("the date has no year (the format has no %Y, %y, %C, %G or %s) and none was given: set one, or infer it from a reference instant")
        case .lineTooLong(let limit):
            out.appendLiteral("the line is longer than ")
            out.appendDecimal(limit)
            out.appendLiteral(" bytes")
        }
    }

    /// `unexpected trailing input "<rest>"`, the rest (already quoted) written by `rest`.
    @inline(__always)
    static func appendTrailingInput(to out: inout ByteCursor, _ rest: (inout ByteCursor) -> Void) {
        appendTrailingInputOpening(to: &out)
        rest(&out)
        appendTrailingInputClosing(to: &out)
    }

    /// `unexpected trailing input "`: ``appendTrailingInput(to:_:)`` before the rest.
    @inline(__always)
    static func appendTrailingInputOpening(to out: inout ByteCursor) {
        out.appendLiteral("unexpected trailing input \"")
    }

    /// `"`: ``appendTrailingInput(to:_:)`` after the rest.
    @inline(__always)
    static func appendTrailingInputClosing(to out: inout ByteCursor) {
        out.append(0x22)
    }

    /// `space`, `tab`, `"x"` for other printable ASCII, `byte 0x1B`, or `end of input` for nil.
    static func show(_ byte: UInt8?, to out: inout ByteCursor) {
        guard let byte else { return out.appendLiteral("end of input") }
        switch byte {
        case 0x20: out.appendLiteral("space")
        case 0x09: out.appendLiteral("tab")
        case 0x21...0x7E: out.append(0x22); out.append(byte); out.append(0x22)
        default:
            out.appendLiteral("byte 0x")
            for nibble in [byte >> 4, byte & 0xF] { out.append(nibble < 10 ? 0x30 + nibble : 0x37 + nibble) }
        }
    }

    /// `"text"` (already escaped), or `empty` when there is no text.
    private static func quotedOr(_ empty: StaticString, _ text: String, to out: inout ByteCursor) {
        guard !text.isEmpty else { return out.appendLiteral(empty) }
        out.append(0x22)
        out.appendText(text)
        out.append(0x22)
    }

    /// `yyyy-mm-dd`, each number zero-padded to its width as written (a sign counts).
    static func date(_ year: Int, _ month: Int, _ day: Int, to out: inout ByteCursor) {
        out.appendDecimal(year, width: 4)
        out.append(0x2D)
        out.appendDecimal(month, width: 2)
        out.append(0x2D)
        out.appendDecimal(day, width: 2)
    }
}

extension ByteCursor {
    /// Appends the UTF-8 of `text` (one copy for a native string).
    @inline(__always)
    mutating func appendText(_ text: String) {
        let copied = text.utf8.withContiguousStorageIfAvailable { append($0) } != nil
        if !copied { for byte in text.utf8 { append(byte) } }
    }

    /// Appends `text` escaped as ``QuotedText/escaped(_:)`` does.
    mutating func appendEscaped(_ text: String) {
        var text = text
        text.withUTF8 { QuotedText.appendEscaped(utf8: $0, to: &self) }
    }

    /// Appends `value` in decimal as `String(value)` writes it, with zeros in front up to `width`
    /// bytes (the sign included, as `"00-5"` for -5 in width 4: the messages' historical padding).
    /// Inlined: most numbers of a message (a column, a line, a field's value and range) take one
    /// of the two short paths, without a call.
    @inline(__always)
    package mutating func appendDecimal(_ value: Int, width: Int = 1) {
        // One or two digits (a column, a field's value and range, a padded month or day) as bytes,
        // with no loop.
        if value >= 0 && value < 100 && width <= 2 {
            let small = UInt8(truncatingIfNeeded: value)
            if small >= 10 || width == 2 { append(0x30 + small / 10) }
            return append(0x30 + small % 10)
        }
        // Three to eight digits (a line number) gathered in one word, two a division, the first
        // digit in the word's lowest byte, then stored as the word's first `count` bytes.
        if value >= 0 && value < 100_000_000 && width <= 1 {
            var digits: UInt64 = 0, count = 0
            var rest = UInt32(truncatingIfNeeded: value)
            while rest >= 100 {
                digits = digits << 16 | Timestamp.twoDigits(rest % 100)
                rest /= 100
                count += 2
            }
            if rest >= 10 {
                digits = digits << 16 | Timestamp.twoDigits(rest)
                count += 2
            } else {
                digits = digits << 8 | UInt64(0x30 + rest)
                count += 1
            }
            let bytes = digits.littleEndian   // the lowest byte first in memory, on every platform
            return Swift.withUnsafeBytes(of: bytes) {
                append(UnsafeBufferPointer(rebasing: $0.assumingMemoryBound(to: UInt8.self)[..<count]))
            }
        }
        appendDecimalWide(value, width: width)
    }

    /// ``appendDecimal(_:width:)`` for the rest: negative, padded or from 100,000,000 on.
    @inline(never)
    private mutating func appendDecimalWide(_ value: Int, width: Int) {
        // Digits from the right into 24 bytes on the stack (a sign and 19 digits fit), then one append.
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        Swift.withUnsafeMutableBytes(of: &digits) { buffer in
            var rest = value.magnitude
            var index = buffer.count
            repeat {
                index -= 1
                buffer[index] = 0x30 + UInt8(truncatingIfNeeded: rest % 10)
                rest /= 10
            } while rest > 0
            if value < 0 {
                index -= 1
                buffer[index] = 0x2D
            }
            let length = buffer.count - index
            for _ in length..<Swift.max(length, width) { append(0x30) }
            guard let base = buffer.baseAddress else { return }   // never nil: 24 bytes
            append(UnsafeBufferPointer(start: base.assumingMemoryBound(to: UInt8.self) + index, count: length))
        }
    }
}

// The presets, written as programs for the general parser (which gives them
// their error messages) with their strftime forms for formatting back.

/// Builds a program from (directive as shown in errors, ops) pieces.
struct ProgramBuilder {
    var program = Program()

    mutating func add(_ source: String, _ ops: Op...) {
        let index = Int16(program.sources.count)
        program.sources.append(OpSource(offset: -1, text: source))
        for var op in ops {
            op.source = index
            program.ops.append(op)
        }
    }
    mutating func literal(_ text: String) {
        for byte in text.utf8 { program.ops.append(.literal(byte)) }
    }
    /// An optional group: if the next byte is one of `trigger` (or a digit when `trigger` is empty),
    /// the group must match; otherwise it is skipped.
    mutating func optional(_ trigger: [UInt8], _ body: (inout ProgramBuilder) -> Void) {
        let at = program.ops.count
        program.ops.append(.optional(trigger, skip: 0))
        body(&self)
        program.ops[at].skip = UInt8(program.ops.count - at - 1)
    }
    mutating func twoDigitTime(extended: Bool) {
        add("%H", .exact(.hour, 0, 23, digits: 2))
        if extended { literal(":") }
        add("%M", .exact(.minute, 0, 59, digits: 2))
    }
}

enum Presets {
    static let rfc3339: Program = {
        var b = ProgramBuilder()
        b.add("%Y", .exact(.year, 0, 9999, digits: 4)); b.literal("-")
        b.add("%m", .exact(.month, 1, 12, digits: 2)); b.literal("-")
        b.add("%d", .exact(.day, 1, 31, digits: 2))
        b.add("", .oneOf([UInt8(ascii: "T"), UInt8(ascii: "t"), UInt8(ascii: " ")]))
        b.twoDigitTime(extended: true); b.literal(":")
        b.add("%S", .exact(.second, 0, 60, digits: 2))
        b.optional([UInt8(ascii: ".")]) { b in
            b.literal("."); b.add("%f", .fraction())
        }
        b.add("%:z", .offset(.rfc3339))
        b.program.hasZone = true
        return b.program
    }()

    static let iso8601: [Program] = {
        var result: [Program] = []
        for extended in [true, false] {
            for date in 0..<3 {
                var b = ProgramBuilder()
                let dash = extended ? "-" : ""
                switch date {
                case 0:
                    b.add("%Y", .exact(.year, 0, 9999, digits: 4)); b.literal(dash)
                    b.add("%m", .exact(.month, 1, 12, digits: 2)); b.literal(dash)
                    b.add("%d", .exact(.day, 1, 31, digits: 2))
                case 1:
                    b.add("%G", .exact(.isoWeekYear, 0, 9999, digits: 4)); b.literal(dash + "W")
                    b.add("%V", .exact(.isoWeek, 1, 53, digits: 2)); b.literal(dash)
                    b.add("%u", .exact(.isoWeekday, 1, 7, digits: 1))
                default:
                    b.add("%Y", .exact(.year, 0, 9999, digits: 4)); b.literal(dash)
                    b.add("%j", .exact(.dayOfYear, 1, 366, digits: 3))
                }
                b.optional([UInt8(ascii: "T")]) { b in
                    b.literal("T")
                    b.twoDigitTime(extended: extended)
                    b.optional(extended ? [UInt8(ascii: ":")] : []) { b in
                        if extended { b.literal(":") }
                        b.add("%S", .exact(.second, 0, 60, digits: 2))
                        b.optional([UInt8(ascii: "."), UInt8(ascii: ",")]) { b in
                            b.add("%f", .oneOf([UInt8(ascii: "."), UInt8(ascii: ",")]), .fraction())
                        }
                    }
                    b.optional([UInt8(ascii: "Z"), UInt8(ascii: "+"), UInt8(ascii: "-")]) { b in
                        b.add("%z", .offset(extended ? .isoExtended : .isoBasic))
                    }
                }
                b.program.hasZone = true
                result.append(b.program)
            }
        }
        return result
    }()

    static let httpDate: [Program] = {
        func time(_ b: inout ProgramBuilder) {
            b.twoDigitTime(extended: true); b.literal(":")
            b.add("%S", .exact(.second, 0, 60, digits: 2))
        }
        // IMF-fixdate: Sun, 06 Nov 1994 08:49:37 GMT
        var imf = ProgramBuilder()
        imf.add("%a", .name(.weekday, .abbreviated)); imf.literal(", ")
        imf.add("%d", .exact(.day, 1, 31, digits: 2)); imf.literal(" ")
        imf.add("%b", .name(.month, .abbreviated)); imf.literal(" ")
        imf.add("%Y", .exact(.year, 0, 9999, digits: 4)); imf.literal(" ")
        time(&imf); imf.literal(" GMT")
        // RFC 850: Sunday, 06-Nov-94 08:49:37 GMT
        var rfc850 = ProgramBuilder()
        rfc850.add("%A", .name(.weekday, .full)); rfc850.literal(", ")
        rfc850.add("%d", .exact(.day, 1, 31, digits: 2)); rfc850.literal("-")
        rfc850.add("%b", .name(.month, .abbreviated)); rfc850.literal("-")
        rfc850.add("%y", .exact(.yearInCentury, 0, 99, digits: 2)); rfc850.literal(" ")
        time(&rfc850); rfc850.literal(" GMT")
        // asctime: Sun Nov  6 08:49:37 1994
        var asctime = ProgramBuilder()
        asctime.add("%a", .name(.weekday, .abbreviated)); asctime.literal(" ")
        asctime.add("%b", .name(.month, .abbreviated)); asctime.literal(" ")
        asctime.add("%e", .number(.day, 1, 31, max: 2)); asctime.literal(" ")
        time(&asctime); asctime.literal(" ")
        asctime.add("%Y", .exact(.year, 0, 9999, digits: 4))
        return [imf.program, rfc850.program, asctime.program].map { var p = $0; p.hasZone = true; return p }
    }()

    static let commonLog: Program = {
        var b = ProgramBuilder()
        b.add("%d", .exact(.day, 1, 31, digits: 2)); b.literal("/")
        b.add("%b", .name(.month, .abbreviated)); b.literal("/")
        b.add("%Y", .exact(.year, 0, 9999, digits: 4)); b.literal(":")
        b.twoDigitTime(extended: true); b.literal(":")
        b.add("%S", .exact(.second, 0, 60, digits: 2)); b.literal(" ")
        b.add("%z", .offset(.fourDigits))
        b.program.hasZone = true
        return b.program
    }()

    static let syslog: Program = {
        var b = ProgramBuilder()
        b.add("%b", .name(.month, .abbreviated)); b.literal(" ")
        b.add("%e", .number(.day, 1, 31, max: 2)); b.literal(" ")
        b.twoDigitTime(extended: true); b.literal(":")
        b.add("%S", .exact(.second, 0, 60, digits: 2))
        return b.program
    }()

    static let unixSeconds: Program = {
        var b = ProgramBuilder()
        b.add("%s", .epoch(.seconds))
        b.program.hasZone = true
        return b.program
    }()

    static let unixMillis: Program = {
        var b = ProgramBuilder()
        b.add("%s", .epoch(.milliseconds))
        b.program.hasZone = true
        return b.program
    }()
}

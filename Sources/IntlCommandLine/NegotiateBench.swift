import ArgumentParser
import Dispatch
import Intl

/// `intl bench negotiate`: what picking a locale for an `Accept-Language`
/// header costs, natively and with ICU's matcher on the same input.
struct NegotiateBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "negotiate",
        abstract: "Accept-Language negotiation: the library's native matcher against ICU's LocaleMatcher.",
        discussion: """
            A 40-language app and seeded 10-entry browser headers. Workloads: header-seen \
            (512 headers asked before), header-new (4,096 distinct headers in turn, more than \
            the 1,024 a matcher caches: every call parses and matches, its ranges known), \
            parse-cold (AcceptLanguage(header) alone, nothing cached). Strategies: intl \
            (LocaleMatcher.bestMatch(acceptLanguage:), AcceptLanguage) and icu (ICU's \
            LocaleMatcher on the header's parsed ranges; for parse-cold, each range through \
            ICU's tag parser and canonicalizer). Reports nanoseconds per header.
            """
    )

    @Option(help: "Seconds to measure each row.") var seconds = 0.5
    @Option(help: "Only these workloads: \(NegotiateWorkload.allCases.map(\.rawValue).joined(separator: ", ")).")
    var workload: [NegotiateWorkload] = []
    @Option(help: "Only these strategies: \(NegotiateStrategy.allCases.map(\.rawValue).joined(separator: ", ")).")
    var strategy: [NegotiateStrategy] = []
    @Flag(help: "Print the rows as a JSON array.") var json = false

    func validate() throws {
        guard seconds > 0, seconds <= 600 else { throw ValidationError("--seconds must be in (0, 600]") }
    }

    func run() throws {
        let bench = try NegotiateBench()
        var rows = BenchRows()
        for name in workload.isEmpty ? NegotiateWorkload.allCases : workload {
            for kind in strategy.isEmpty ? NegotiateStrategy.allCases : strategy {
                let operation = try bench.operation(name, kind)
                rows.append(name.rawValue, kind.rawValue, NegotiateBench.measure(seconds: seconds, operation))
            }
        }
        rows.print(json: json, peer: NegotiateStrategy.icu.rawValue)
    }
}

enum NegotiateWorkload: String, CaseIterable, ExpressibleByArgument {
    case headerSeen = "header-seen"
    case headerNew = "header-new"
    case parseCold = "parse-cold"
}

enum NegotiateStrategy: String, CaseIterable, ExpressibleByArgument {
    case intl, icu
}

/// The inputs shared by every row (the same as Benchmarks/LocaleBenchmarks).
struct NegotiateBench {
    /// A 40-language app.
    static let supported = [
        "en", "en-GB", "de", "fr", "fr-CA", "es", "es-419", "it", "pt", "pt-PT",
        "nl", "sv", "da", "nb", "fi", "pl", "cs", "sk", "hu", "ro",
        "el", "tr", "ru", "uk", "he", "ar", "fa", "hi", "th", "vi",
        "id", "ms", "ja", "ko", "zh-Hans", "zh-Hant", "ca", "hr", "bg", "lt",
    ]
    /// What browsers send: regional and bare ranges, some the app lacks.
    static let ranges = [
        "en-US", "en", "en-GB", "en-AU", "de-DE", "de", "de-AT", "de-CH", "fr-FR", "fr", "fr-CH", "fr-BE",
        "es-ES", "es", "es-MX", "es-AR", "it-IT", "it", "pt-BR", "pt", "pt-AO", "nl-NL", "nl-BE", "sv-SE",
        "nb-NO", "no", "fi-FI", "pl-PL", "cs-CZ", "ru-RU", "ru", "uk-UA", "tr-TR", "ja-JP", "ja", "ko-KR",
        "zh-CN", "zh-TW", "zh-HK", "zh", "ar-EG", "he-IL", "hi-IN", "th-TH", "vi-VN", "id-ID", "sw-KE",
        "is-IS", "ga-IE", "cy-GB", "eu-ES", "gl-ES", "et-EE", "lv-LV", "sl-SI", "sr-RS", "mk-MK", "sq-AL",
    ]

    /// 4,096 distinct 10-entry headers, qualities 1, 0.9 … 0.1 as Chrome writes them.
    let headers: [String]
    /// Each header's ranges, parsed once (the input ICU's matcher is given).
    let parsedTags: [[String]]
    let matcher: LocaleMatcher
    let reference: ICULocaleMatcher

    init() throws {
        var state: UInt64 = 10
        var seen = Set<String>()
        var headers: [String] = []
        while headers.count < 4096 {
            var picked: [String] = []
            while picked.count < 10 {
                let range = Self.ranges[Int(splitMix64(&state) % UInt64(Self.ranges.count))]
                if !picked.contains(range) { picked.append(range) }
            }
            let header = picked.enumerated().map { index, range in
                index == 0 ? range : "\(range);q=0.\(10 - index)"
            }.joined(separator: ",")
            if seen.insert(header).inserted { headers.append(header) }
        }
        self.headers = headers
        parsedTags = headers.map { AcceptLanguage($0).entries.map(\.locale.identifier) }
        matcher = try LocaleMatcher(supported: Self.supported, default: "en")
        reference = try ICULocaleMatcher(supportedTags: try Self.supported.map { try IntlLocale($0).identifier },
                                         defaultTag: "en")
    }

    /// One header's work; returns something that depends on it.
    typealias Operation = (Int) -> Int

    func operation(_ workload: NegotiateWorkload, _ strategy: NegotiateStrategy) throws -> Operation {
        let (headers, parsedTags, matcher, reference) = (headers, parsedTags, matcher, reference)
        switch (workload, strategy) {
        case (.headerSeen, .intl):
            for header in headers.prefix(512) { _ = matcher.bestMatch(acceptLanguage: header) }
            return { matcher.bestMatch(acceptLanguage: headers[$0 & 511]).supported.utf8.count }
        case (.headerSeen, .icu):
            return { (try? reference.bestMatch(desiredTags: parsedTags[$0 & 511]).get().supportedIndex) ?? -1 }
        case (.headerNew, .intl):
            for header in headers { _ = matcher.bestMatch(acceptLanguage: header) }
            return { matcher.bestMatch(acceptLanguage: headers[$0 & 4095]).supported.utf8.count }
        case (.headerNew, .icu):
            return { index in
                let tags = AcceptLanguage(headers[index & 4095]).entries.map(\.locale.identifier)
                return (try? reference.bestMatch(desiredTags: tags).get().supportedIndex) ?? -1
            }
        case (.parseCold, .intl):
            return { AcceptLanguage(headers[$0 & 4095]).entries.count }
        case (.parseCold, .icu):
            return { index in
                // The ranges through ICU's tag parser and canonicalizer, as IntlLocale did before.
                parsedTags[index & 4095].reduce(0) { sum, tag in
                    sum + ((try? IntlLocale(icuPath: tag))?.identifier.utf8.count ?? 0)
                }
            }
        }
    }

    /// Runs `operation` over successive indexes for `seconds`, after
    /// `warmUp` calls (every header once by default); nanoseconds per call.
    static func measure(seconds: Double, warmUp: Int = 4096, _ operation: Operation) -> Double {
        for index in 0..<warmUp { _ = operation(index) }
        var done = 0
        var sink = 0
        let start = DispatchTime.now().uptimeNanoseconds
        let deadline = start + UInt64(seconds * 1e9)
        repeat {
            for _ in 0..<64 {
                sink &+= operation(done)
                done += 1
            }
        } while DispatchTime.now().uptimeNanoseconds < deadline
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start)
        return sink == Int.min ? 0 : elapsed / Double(done)
    }
}

/// SplitMix64, seeded like the benchmark suites' generator.
private func splitMix64(_ state: inout UInt64) -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
}

import Testing

/// The committed Sources/Intl/Locale/Generated/LocaleMatcherData+Source.swift is
/// exactly what Scripts/generate-locale-matcher-data.sh reads from ICU's data.
@Suite struct LocaleMatcherDataFreshnessTests {
    @Test func generatedDataIsFresh() throws {
        let run = try GeneratorRun(["/bin/sh", "Scripts/generate-locale-matcher-data.sh"])
        defer { run.remove() }
        try run.expectFresh(["LocaleMatcherData+Source.swift"], committedIn: "Sources/Intl/Locale/Generated",
                            regenerate: "Scripts/generate-locale-matcher-data.sh")
    }
}

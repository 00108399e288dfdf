import CICU
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Testing

/// Calls the locale matcher shim directly: a match, the default, and ICU's
/// error for a tag it cannot read.
@Suite struct CICULocaleMatcherTests {
    private func withTags<Result>(_ tags: [String], _ body: ([UnsafePointer<CChar>?]) -> Result) -> Result {
        let copies = tags.map { strdup($0) }
        defer { copies.forEach { free($0) } }
        return body(copies.map { $0.map { UnsafePointer($0) } })
    }

    private func open(_ supported: [String], default defaultTag: String? = nil) -> (OpaquePointer?, cicu_status) {
        var status = cicu_status_ok()
        let matcher = withTags(supported) { cicu_locale_matcher_open($0, Int32($0.count), defaultTag, &status) }
        return (matcher, status)
    }

    private func best(_ matcher: OpaquePointer, _ desired: [String]) -> (cicu_locale_match, cicu_status) {
        var status = cicu_status_ok()
        let match = withTags(desired) { cicu_locale_matcher_best(matcher, $0, Int32($0.count), &status) }
        return (match, status)
    }

    @Test func matchesAndReportsIndexesAndQuality() throws {
        let (opened, status) = open(["en", "en-GB", "zh-Hant"])
        #expect(String(cString: status.name) == "U_ZERO_ERROR")
        let matcher = try #require(opened)
        defer { cicu_locale_matcher_close(matcher) }
        let (match, matchStatus) = best(matcher, ["ja", "en-AU"])
        #expect(String(cString: matchStatus.name) == "U_ZERO_ERROR")
        #expect(match.supportedIndex == 1)
        #expect(match.desiredIndex == 1)
        #expect(match.quality == 0.97)
        #expect(best(matcher, ["zh-HK"]).0.supportedIndex == 2)
    }

    @Test func nothingCloseGivesTheDefault() throws {
        let matcher = try #require(open(["de"], default: "en").0)
        defer { cicu_locale_matcher_close(matcher) }
        let (match, _) = best(matcher, ["ja"])
        #expect(match.supportedIndex == -1)
        #expect(match.desiredIndex == -1)
        #expect(match.quality == 0)
        #expect(best(matcher, []).0.supportedIndex == -1)
    }

    @Test func reportsATagICUCannotRead() {
        let (matcher, status) = open(["en", "!!"])
        #expect(matcher == nil)
        #expect(String(cString: status.name) == "U_ILLEGAL_ARGUMENT_ERROR")
    }
}

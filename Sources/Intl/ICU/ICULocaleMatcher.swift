import CICU

/// Owns one `icu::LocaleMatcher` (through the shim's `cicu_locale_matcher`):
/// the reference the native matcher is tested against, and the `icu`
/// strategy of `intl bench negotiate` (hence `package`).
///
/// `@unchecked Sendable` is safe: the matcher is never changed after it is
/// built, and ICU's `localematcher.h` documents a built `LocaleMatcher` as
/// immutable and thread-safe, so concurrent `bestMatch` calls need no lock.
package final class ICULocaleMatcher: @unchecked Sendable {
    private let matcher: OpaquePointer

    /// The outcome of one match, as ICU reports it.
    package struct Match {
        /// Index into the supported tags, nil when ICU chose the default.
        package var supportedIndex: Int?
        /// Index into the desired tags of the one that matched, nil for the default.
        package var desiredIndex: Int?
        /// ICU's 1 − distance/100: 1 for an exact match, 0 for the default.
        package var quality: Double
    }

    /// - Parameters:
    ///   - supportedTags: canonical BCP 47 tags, in the caller's order.
    ///   - defaultTag: the answer when nothing matches; nil means the first supported tag.
    /// - Throws: `IntlError.icuFailure` when ICU cannot build the matcher
    ///   (only out of memory: the tags are already validated).
    package init(supportedTags: [String], defaultTag: String?) throws(IntlError) {
        var status = cicu_status_ok()
        let opened = withCStrings(supportedTags) { tags, count in
            if let defaultTag {
                cicu_locale_matcher_open(tags, count, defaultTag, &status)
            } else {
                cicu_locale_matcher_open(tags, count, nil, &status)
            }
        }
        guard let opened, !status.failed else { throw status.failure("cicu_locale_matcher_open") }
        matcher = opened
    }

    deinit { cicu_locale_matcher_close(matcher) }

    /// The best supported tag for canonical BCP 47 tags in preference order.
    package func bestMatch(desiredTags: [String]) -> Result<Match, IntlError> {
        var status = cicu_status_ok()
        let match = withCStrings(desiredTags) { tags, count in
            cicu_locale_matcher_best(matcher, tags, count, &status)
        }
        if status.failed { return .failure(status.failure("cicu_locale_matcher_best")) }
        return .success(Match(supportedIndex: match.supportedIndex >= 0 ? Int(match.supportedIndex) : nil,
                              desiredIndex: match.desiredIndex >= 0 ? Int(match.desiredIndex) : nil,
                              quality: match.quality))
    }
}

/// Calls `body` with the strings as a C array of NUL-terminated strings,
/// built in temporary (usually stack) storage: one buffer for the bytes,
/// one for the pointers.
private func withCStrings<Result>(
    _ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>, Int32) -> Result
) -> Result {
    let byteCount = strings.reduce(0) { $0 + $1.utf8.count + 1 }
    return withUnsafeTemporaryAllocation(of: CChar.self, capacity: max(byteCount, 1)) { bytes in
        withUnsafeTemporaryAllocation(of: UnsafePointer<CChar>?.self, capacity: max(strings.count, 1)) { pointers in
            var offset = 0
            for (index, string) in strings.enumerated() {
                let start = bytes.baseAddress! + offset // capacity ≥ 1: never nil
                for byte in string.utf8 {
                    bytes[offset] = CChar(bitPattern: byte)
                    offset += 1
                }
                bytes[offset] = 0
                offset += 1
                pointers[index] = UnsafePointer(start)
            }
            return body(UnsafePointer(pointers.baseAddress!), Int32(clamping: strings.count)) // capacity ≥ 1: never nil
        }
    }
}

import CICU

extension cicu_status {
    /// True for ICU errors; warnings (negative codes) count as success.
    var failed: Bool { code > 0 }

    /// True when the only problem was a too-small output buffer.
    var isBufferOverflow: Bool { code == CICU_BUFFER_OVERFLOW }

    /// ICU's name for the code, e.g. "U_ILLEGAL_ARGUMENT_ERROR".
    var errorName: String { String(cString: name) }

    /// The error to throw when a call failed through no fault of the input.
    func failure(_ function: String) -> IntlError {
        .icuFailure(function: function, icuError: errorName)
    }
}

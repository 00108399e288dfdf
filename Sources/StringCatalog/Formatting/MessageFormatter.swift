import Intl
import Messages

/// Formats catalog messages for one localization: Apple's printf-style
/// specifiers with the locale's digits and separators
/// (`localizedStringWithFormat` semantics) and `.stringsdict` plural
/// variables chosen by the localization's CLDR rules.
///
///     let en = try MessageFormatter(localization: IntlLocale("en"))
///     try en.format(.text("%d files"), arguments: [1234567])          // "1,234,567 files"
///     let days = CatalogMessage.plural(PluralMessage(format: "%#@days@", variables: [
///         "days": PluralVariable(valueType: "ld", forms: [.zero: "none", .one: "1 day", .other: "%ld days"]),
///     ]))
///     try en.format(days, arguments: [0])   // "none"
///     try en.format(days, arguments: [2])   // "2 days"
///
///     let swiss = try MessageFormatter(localization: IntlLocale("de"), request: IntlLocale("de-CH"))
///     try swiss.format(.text("%.1f km"), arguments: [1234.5])        // "1’234.5 km"
///
/// Plural variables (`%#@name@`, `%2$#@name@`):
/// - A reference consumes the next argument (or the one at its position)
///   and picks the variable's string for that number: `zero` for 0 whenever
///   the variable has one (Apple's rule, even in languages whose CLDR rules
///   have no zero), else the CLDR category in the *localization's* rules,
///   else `other`.
/// - Inside that string an unpositioned specifier (`%ld`, or another
///   `%#@name@`) is the variable's own argument; positioned ones (`%2$lu`,
///   `%2$#@total@`) index the message's argument list. Variables nest up to
///   ``MessageFormatLimits/maximumNestingDepth``.
///
/// Numbers use the localization's locale refined by the request's region and
/// `-u-` keywords when the two name the same language (a `de-CH` request
/// served from `de.lproj` gets `1’234.5`); plural rules always use the
/// localization. Specifiers render with `localizedStringWithFormat`
/// semantics and Intl's pooled number formats (`%e` and `%g` use ICU's
/// scientific notation, `1.234500E3`, not printf's `1.234500e+03`):
///
/// | specifier | en | de | notes |
/// |---|---|---|---|
/// | `%d` 1234567 | `1,234,567` | `1.234.567` | grouped, locale digits |
/// | `%f` 1234.5 | `1,234.500000` | `1.234,500000` | six fraction digits, as printf |
/// | `%.2f` 1234.5 | `1,234.50` | `1.234,50` | |
/// | `%e` 1234.5 | `1.234500E3` | `1,234500E3` | ICU scientific, printf's digits |
/// | `%g` 1234.5 | `1,234.5` | `1.234,5` | ≤ 6 significant digits, trailing zeros dropped |
/// | `%g` 1234567 | `1.23457E6` | `1,23457E6` | scientific from 10^precision and below 10^-4 |
/// | `%+d` 5 | `+5` | `+5` | |
/// | `%05d` 42 | `00042` | `00042` | zero padding fills the width, grouping off |
/// | `%5d` 42 | `   42` | `   42` | width pads with spaces (`-`: on the right) |
/// | `%.3d` 42 | `042` | `042` | precision is the minimum digit count |
/// | `%x` 255 | `ff` | `ff` | never localized |
/// | `%@` 1234 | `1234` | `1234` | a number's plain description |
/// | `%.3@` "Paul" | `Pau` | `Pau` | precision cuts text |
///
/// Length modifiers describe the C type and never truncate a value; `%u` of
/// a negative integer shows its sign. The space and `#` flags are ignored;
/// `'` changes nothing because numbers are always grouped.
///
/// A formatter is an immutable, `Sendable` value holding prepared number
/// formats: keep one per (localization, request) and reuse it. A message is
/// parsed into a program before it runs: a ``Catalog`` does that once per
/// message at load, so a ``Localizer`` formats one number and one plural
/// variable in about 2,600 instructions (release build, callgrind). A
/// message passed here as a value is compiled on first use and kept (512
/// messages of up to 4,096 bytes, first come first kept per slot, see
/// `CompiledMessageCache`): formatting it again costs about 3,800
/// instructions, the lookup included; a longer one is compiled every call.
public struct MessageFormatter: Sendable {
    /// The localization whose strings are formatted; its CLDR rules choose plural forms.
    public var localization: IntlLocale { storage.localization }
    /// The locale numbers are formatted in: ``localization`` refined by the request.
    public var numberLocale: IntlLocale { storage.numberLocale }
    /// The bounds on one message's work and output.
    public var limits: MessageFormatLimits { storage.limits }

    /// Everything, in one immutable object: copying a formatter is one
    /// retain. Formatting reads its fields in place (a getter returning
    /// one of them copies it: a retain and a release per call).
    let storage: Storage

    final class Storage: Sendable {
        let localization: IntlLocale
        let numberLocale: IntlLocale
        let limits: MessageFormatLimits
        let pluralRules: PluralRules
        /// `%d`, `%ld`, `%lu` and friends without flags, width or precision.
        let integers: NumberFormat
        /// `%f` without flags or width, by precision 0...6 (`%f` is `%.6f`):
        /// the precisions messages use, prepared so they skip the pool lookup.
        let fixedPoint: [NumberFormat]

        init(localization: IntlLocale, numberLocale: IntlLocale, limits: MessageFormatLimits) throws(IntlError) {
            self.localization = localization
            self.numberLocale = numberLocale
            self.limits = limits
            pluralRules = PluralRules(locale: localization)
            integers = try NumberFormat(locale: numberLocale, options: NumberFormatOptions(precision: .integer))
            var fixedPoint: [NumberFormat] = []
            for digits in 0...6 {
                let options = NumberFormatOptions(precision: .fractionDigits(digits...digits))
                fixedPoint.append(try NumberFormat(locale: numberLocale, options: options))
            }
            self.fixedPoint = fixedPoint
        }
    }

    /// Prepares formatting for strings of `localization`, answering `request`.
    ///
    ///     try MessageFormatter(localization: IntlLocale("de"), request: IntlLocale("de-CH")).numberLocale   // de-CH
    ///     try MessageFormatter(localization: IntlLocale("de"), request: IntlLocale("fr-CH")).numberLocale   // de
    ///
    /// Creating one costs tens of microseconds (locale resolution and eight
    /// pooled number formats); keep it, or use ``shared(localization:request:)``.
    ///
    /// - Throws: `IntlError` when Intl cannot build number formats for the
    ///   locale (the pooled ones are reused across formatters).
    public init(localization: IntlLocale, request: IntlLocale? = nil,
                limits: MessageFormatLimits = MessageFormatLimits()) throws(IntlError) {
        storage = try Storage(localization: localization, numberLocale: localization.refinedForNumbers(by: request),
                              limits: limits)
    }

    /// Formats `message` with `arguments` (a message with device or width
    /// variants: its `other`, widest variant; a ``Localizer`` chooses by request).
    ///
    ///     let runs = CatalogMessage.plural(PluralMessage(format: "%lu out of %#@total@ completed", variables: [
    ///         "total": PluralVariable(valueType: "lu", forms: [.one: "%lu run", .other: "%lu runs"]),
    ///     ]))
    ///     try en.format(runs, arguments: [2, 5])   // "2 out of 5 runs completed"
    ///
    /// - Throws: `MessageFormatError`: a malformed specifier, a missing or
    ///   mismatched argument, an unknown variable, a variable without the
    ///   needed string and no `other`, or a bound of ``limits`` exceeded.
    public func format(_ message: CatalogMessage, arguments: [MessageArgument] = []) throws(MessageFormatError) -> String {
        try format(CompiledMessageCache.shared.compiled(message), arguments: arguments)
    }

    /// A text without specifiers (nothing to compile): the text itself,
    /// within ``MessageFormatLimits/maximumOutputBytes``, as its one literal would be.
    func format(plainText text: String) throws(MessageFormatError) -> String {
        guard text.utf8.count <= limits.maximumOutputBytes else {
            throw MessageFormatError(reason: .outputTooLarge(limit: limits.maximumOutputBytes), format: text)
        }
        return text
    }

    /// One formatting run of a compiled message, its output on the stack
    /// until it outgrows ``RenderOutput/scratchCapacity``; the numbers
    /// the prepared formats write natively go through a second stack area
    /// into the output, without a `String` each (see ``MessageRenderer``).
    func format(_ message: CompiledMessage, arguments: [MessageArgument]) throws(MessageFormatError) -> String {
        let scratchBytes = RenderOutput.scratchCapacity + NumberFormat.formattedBytesCapacity
        return try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: scratchBytes) {
            (scratch) throws(MessageFormatError) -> String in
            let split = RenderOutput.scratchCapacity
            let output = RenderOutput(scratch: UnsafeMutableBufferPointer(rebasing: scratch[..<split]))
            let numbers = UnsafeMutableRawBufferPointer(UnsafeMutableBufferPointer(rebasing: scratch[split...]))
            return try arguments.withUnsafeBufferPointer { (arguments) throws(MessageFormatError) -> String in
                try message.instructions.withUnsafeBufferPointer { (instructions) throws(MessageFormatError) -> String in
                    try message.programStarts.withUnsafeBufferPointer { (programStarts) throws(MessageFormatError) -> String in
                        try message.literals.withUnsafeBufferPointer { (literals) throws(MessageFormatError) -> String in
                            var renderer = MessageRenderer(arguments: arguments, instructions: instructions,
                                                           programStarts: programStarts, literals: literals,
                                                           limits: storage.limits, output: output, numberScratch: numbers)
                            try renderer.run(0, own: 0, depth: 0, formatter: self, message: message)
                            return renderer.result
                        }
                    }
                }
            }
        }
    }
}

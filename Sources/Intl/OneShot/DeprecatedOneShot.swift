import MachineTime

// The one-shot API of 0.x spelled `Intl.format(…)`, `Intl.plural(…)`, …: members
// of a public `enum Intl`, which shared its module's name, so `Intl.NumberFormat`
// could not be written. The enum is gone; these module-level functions keep the old
// call sites compiling for one release (`Intl.format(…)` is now the module-qualified
// name of a function) and say where each call moved (CHANGELOG.md, 0.9.0).

@available(*, deprecated, message: "use NumberFormat.format(_:locale:options:) with .init(style:)")
public func format(_ value: Double, locale: String? = nil,
                   _ style: NumberFormatOptions.Style = .decimal) throws(IntlError) -> String {
    try NumberFormat.format(value, locale: locale, options: NumberFormatOptions(style: style))
}

@available(*, deprecated, message: "use NumberFormat.format(_:locale:options:) with .init(style:)")
public func format(_ value: Int, locale: String? = nil,
                   _ style: NumberFormatOptions.Style = .decimal) throws(IntlError) -> String {
    try NumberFormat.format(value, locale: locale, options: NumberFormatOptions(style: style))
}

@available(*, deprecated, renamed: "NumberFormat.format(_:locale:options:)")
public func format(_ value: Double, locale: String? = nil, options: NumberFormatOptions) throws(IntlError) -> String {
    try NumberFormat.format(value, locale: locale, options: options)
}

@available(*, deprecated, renamed: "NumberFormat.pooled(locale:options:)")
public func numberFormat(locale: String? = nil, options: NumberFormatOptions) throws(IntlError) -> NumberFormat {
    try NumberFormat.pooled(locale: locale, options: options)
}

@available(*, deprecated, renamed: "NumberFormat.format(_:key:)")
public func format(_ value: Double, key: NumberFormat.Key) throws(IntlError) -> String {
    try NumberFormat.format(value, key: key)
}

@available(*, deprecated, renamed: "NumberFormat.format(_:key:)")
public func format(_ value: Int, key: NumberFormat.Key) throws(IntlError) -> String {
    try NumberFormat.format(value, key: key)
}

@available(*, deprecated, renamed: "NumberFormat.pooled(key:)")
public func numberFormat(key: NumberFormat.Key) throws(IntlError) -> NumberFormat {
    try NumberFormat.pooled(key: key)
}

@available(*, deprecated, message: "use DateTimeFormat.format(_:locale:options:) with a Timestamp and .init(layout: .template(…))")
public func format(_ epochSeconds: Double, locale: String? = nil, template: String,
                   timeZone: DateTimeFormatOptions.TimeZone = .utc) throws(IntlError) -> String {
    let options = DateTimeFormatOptions(layout: .template(template), timeZone: timeZone)
    return try DateTimeFormat.withPooled(locale: locale, options: options) { $0.format(epochSeconds) }
}

@available(*, deprecated, message: "use DateTimeFormat.format(_:locale:options:) with a Timestamp and .init(layout: .styles(…))")
public func format(_ epochSeconds: Double, locale: String? = nil,
                   date: DateTimeFormatOptions.Style, time: DateTimeFormatOptions.Style,
                   timeZone: DateTimeFormatOptions.TimeZone = .utc) throws(IntlError) -> String {
    let options = DateTimeFormatOptions(layout: .styles(date: date, time: time), timeZone: timeZone)
    return try DateTimeFormat.withPooled(locale: locale, options: options) { $0.format(epochSeconds) }
}

@available(*, deprecated, message: "use DateTimeFormat.format(_:locale:options:) with a Timestamp")
public func format(_ epochSeconds: Double, locale: String? = nil, options: DateTimeFormatOptions) throws(IntlError) -> String {
    try DateTimeFormat.withPooled(locale: locale, options: options) { $0.format(epochSeconds) }
}

@available(*, deprecated, renamed: "DateTimeFormat.pooled(locale:options:)")
public func dateTimeFormat(locale: String? = nil, options: DateTimeFormatOptions) throws(IntlError) -> DateTimeFormat {
    try DateTimeFormat.pooled(locale: locale, options: options)
}

@available(*, deprecated, message: "use DateTimeFormat.format(_:key:) with a Timestamp")
public func format(_ epochSeconds: Double, key: DateTimeFormat.Key) throws(IntlError) -> String {
    key.formatter.format(epochSeconds)
}

@available(*, deprecated, renamed: "DateTimeFormat.pooled(key:)")
public func dateTimeFormat(key: DateTimeFormat.Key) throws(IntlError) -> DateTimeFormat {
    try DateTimeFormat.pooled(key: key)
}

@available(*, deprecated, renamed: "PluralRules.category(for:locale:type:)")
public func plural(_ value: Int, locale: String? = nil, type: PluralRuleType = .cardinal) throws(IntlError) -> PluralCategory {
    try PluralRules.category(for: value, locale: locale, type: type)
}

@available(*, deprecated, renamed: "PluralRules.pooled(locale:type:)")
public func pluralRules(locale: String? = nil, type: PluralRuleType = .cardinal) throws(IntlError) -> PluralRules {
    try PluralRules.pooled(locale: locale, type: type)
}

@available(*, deprecated, renamed: "DisplayNames.name(of:in:)")
public func displayName(of identifier: String, in displayLocale: String) throws(IntlError) -> String {
    try DisplayNames.name(of: identifier, in: displayLocale)
}

@available(*, deprecated, renamed: "DisplayNames.currencyName(of:in:)")
public func displayName(ofCurrency code: String, in displayLocale: String) throws(IntlError) -> String? {
    try DisplayNames.currencyName(of: code, in: displayLocale)
}

@available(*, deprecated, renamed: "FormatterPools.defaultLocale")
public var defaultLocale: String { FormatterPools.defaultLocale }

@available(*, deprecated, renamed: "FormatterPools.setDefaultLocale(_:)")
public func setDefaultLocale(_ identifier: String) throws(IntlError) {
    try FormatterPools.setDefaultLocale(identifier)
}

@available(*, deprecated, renamed: "FormatterPools.statistics")
public var formatterPoolStatistics: [String: FormatterPoolStatistics] { FormatterPools.statistics }

@available(*, deprecated, renamed: "FormatterPools.invalidate(locale:)")
public func invalidateFormatters(locale: String) throws(IntlError) {
    try FormatterPools.invalidate(locale: locale)
}

@available(*, deprecated, renamed: "FormatterPools.removeAll()")
public func removeAllFormatters() {
    FormatterPools.removeAll()
}

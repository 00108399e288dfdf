import Intl

/// The date examples: styles, calendars and digits, templates,
/// relative times and an interval.
let dateDemoSection = DemoSection(title: "Dates and times") {
    typealias Options = DateTimeFormatOptions
    let august7 = 1_438_968_572.0      // 2015-08-07T17:29:32Z
    let newYear = 1_546_300_800.0      // 2019-01-01T00:00:00Z
    var styles = [["2015-08-07T17:29:32Z in America/Los_Angeles", "en-US", "es-ES"]]
    let pacific: Options.TimeZone = "America/Los_Angeles"
    for (name, date, time) in [("full date + long time", Options.Style.full, Options.Style.long),
                               ("short + short", .short, .short), ("medium date", .medium, .none)] {
        let options = Options(layout: .styles(date: date, time: time), timeZone: pacific)
        styles.append([name] + (try ["en-US", "es-ES"].map { try DateTimeFormat(locale: $0, options: options).format(august7) }))
    }
    var calendars = [["2019-01-01, long date", "formatted"]]
    for locale in ["zh-CN", "ja-JP-u-ca-japanese", "zh-CN-u-ca-buddhist", "en-US", "hi-IN-u-nu-deva"] {
        calendars.append([locale, try DateTimeFormat(locale: locale, options: .init(layout: .styles(date: .long, time: .none))).format(newYear)])
    }
    var templates = [["template", "locale", "pattern", "formatted"]]
    for (template, locale) in [("dMMM", "en-US"), ("dMMM", "de-DE"), ("dMMM", "ja-JP"), ("jmm", "en-US"), ("jmm", "en-GB")] {
        let format = try DateTimeFormat(locale: locale, options: .init(layout: .template(template)))
        templates.append([template, locale, format.pattern, format.format(august7)])
    }
    var relative = [["relative", "locale", "formatted"]]
    for (value, unit, locale) in [(3.0, RelativeTimeFormat.Unit.day, "en"), (-3, .day, "en"), (-1, .day, "en"), (-5, .day, "zh")] {
        relative.append(["\(Int(value)) \(unit)", locale, try RelativeTimeFormat(locale: locale).format(value, unit)])
    }
    let interval = try DateIntervalFormat(locale: "en-US", options: .init(layout: .template("yMMMd")))
        .format(from: 1_391_731_200, to: 1_391_904_000)
    return [renderTable(styles), renderTable(calendars), renderTable(templates), renderTable(relative),
            "2014-02-07 to 2014-02-09, yMMMd, en-US: \(interval)"].joined(separator: "\n\n")
}

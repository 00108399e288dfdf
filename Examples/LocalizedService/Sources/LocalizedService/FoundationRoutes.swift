import Foundation
import Hummingbird
import Intl
import IntlHummingbird

/// The same answers the usual Foundation way, for comparison under load:
/// a `NumberFormatter` / `DateFormatter` / `RelativeDateTimeFormatter`
/// created for every request, and plural text chosen by hand.
/// `/foundation/price`, `/foundation/summary`, `/foundation/when`. The
/// language is still negotiated by the localization middleware (the same
/// localization, number locale and headers as the Intl routes).
struct FoundationRoutes: Sendable {
    func price(_ request: Request, context: some LocalizingRequestContext) throws -> Response {
        let localizer = context.localizer
        let amount = try request.finiteNumberQuery("amount")
        let currency = try request.requiredQuery("currency")
        guard Locale.commonISOCurrencyCodes.contains(currency) else {
            throw ServiceError.badRequest("unknown currency \"\(currency)\"")
        }
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: context.locale.identifier)
        formatter.numberStyle = .currency
        formatter.currencyCode = currency
        let text = formatter.string(from: NSNumber(value: amount)) ?? String(amount)
        return try JSONBody.response(LocalizedText(text: text, locale: localizer.localization))
    }

    func summary(_ request: Request, context: some LocalizingRequestContext) throws -> Response {
        let localizer = context.localizer
        let total = try request.integerQuery("total", in: 0...SummaryRoute.maximumRuns)
        let completed = try request.integerQuery("completed", in: 0...total)
        let text = Self.handWrittenSummary(completed: completed, total: total, language: context.locale.language)
        return try JSONBody.response(LocalizedText(text: text, locale: localizer.localization))
    }

    func when(_ request: Request, context: some LocalizingRequestContext) throws -> Response {
        let localizer = context.localizer
        let parser = ISO8601DateFormatter()
        guard let atText = request.uri.queryParameters["at"], let at = parser.date(from: String(atText)) else {
            throw ServiceError.badRequest("at: expected an RFC 3339 instant")
        }
        let now = request.uri.queryParameters["now"].flatMap { parser.date(from: String($0)) } ?? Date()
        let zoneName = request.uri.queryParameters["tz"].map(String.init) ?? "UTC"
        guard let zone = TimeZone(identifier: zoneName) else {
            throw ServiceError.badRequest("unknown time zone \"\(zoneName)\"")
        }
        let numberLocale = context.locale
        let locale = Locale(identifier: numberLocale.identifier)
        let dateFormatter = DateFormatter()
        dateFormatter.locale = locale
        dateFormatter.timeZone = zone
        dateFormatter.dateStyle = .medium
        dateFormatter.timeStyle = .none
        // corelibs-foundation on Linux has no RelativeDateTimeFormatter:
        // the relative text is built by hand, as hand-written plurals are.
        let offset = RelativeOffset(seconds: at.timeIntervalSince(now))
        let body = WhenRoute.When(date: dateFormatter.string(from: at),
                                  relative: Self.handWrittenRelative(offset, language: numberLocale.language),
                                  locale: localizer.localization)
        return try JSONBody.response(body)
    }

    /// "10 years ago" / "vor 10 Jahren" by hand; other languages get English.
    static func handWrittenRelative(_ offset: RelativeOffset, language: String) -> String {
        let count = Int(abs(offset.value))
        let past = offset.value < 0
        if language == "de" {
            let names: [RelativeTimeFormat.Unit: (String, String, String)] = [
                .year: ("Jahr", "Jahren", "Jahre"), .month: ("Monat", "Monaten", "Monate"),
                .week: ("Woche", "Wochen", "Wochen"), .day: ("Tag", "Tagen", "Tage"),
                .hour: ("Stunde", "Stunden", "Stunden"), .minute: ("Minute", "Minuten", "Minuten"),
                .second: ("Sekunde", "Sekunden", "Sekunden"), .quarter: ("Quartal", "Quartalen", "Quartale"),
            ]
            let (one, dativePlural, plural) = names[offset.unit] ?? ("", "", "")
            let unit = count == 1 ? one : (past ? dativePlural : plural)
            return past ? "vor \(count) \(unit)" : "in \(count) \(unit)"
        }
        let unit = offset.unit.rawValue + (count == 1 ? "" : "s")
        return past ? "\(count) \(unit) ago" : "in \(count) \(unit)"
    }

    /// Plural text by hand, as services without plural rules write it: English and
    /// German branches, every other language falls back to English.
    static func handWrittenSummary(completed: Int, total: Int, language: String) -> String {
        if language == "de" {
            let runs = total == 1 ? "Lauf" : "Läufen"
            switch completed {
            case 0: return "Von \(total) \(runs) ist noch keiner abgeschlossen"
            case 1: return "Von \(total) \(runs) ist einer abgeschlossen"
            default: return "Von \(total) \(runs) sind \(completed) abgeschlossen"
            }
        }
        switch completed {
        case 0: return "No runs completed yet"
        case 1: return total == 1 ? "One run completed" : "One of \(total) runs completed"
        default: return total == 1 ? "\(completed) run completed" : "\(completed) of \(total) runs completed"
        }
    }
}

import Foundation
import Hummingbird
import Intl
import IntlHummingbird
import MachineTime

/// `GET /when?at=2015-08-07T17:29:32Z&tz=Europe/Berlin[&now=…]` →
/// `{"date": "07.08.2015", "locale": "de", "relative": "vor 10 Jahren"}`.
///
/// `at` (and `now`, default: the clock) are RFC 3339 instants read by
/// MachineTime; the date is the medium style of the localizer's
/// `numberLocale`, the request's `locale` (`en-GB` served from `en.lproj`: "7 Aug 2015") in the
/// request's zone (the middleware's: `?tz=`, the `tz` cookie, else UTC; an unknown zone is UTC).
struct WhenRoute: Sendable {
    func respond(_ request: Request, context: some LocalizingRequestContext) throws -> Response {
        let localizer = context.localizer
        let at = try Self.instant(request, "at")
        let now = try request.uri.queryParameters["now"] == nil ? Self.clockNow() : Self.instant(request, "now")
        let locale = context.locale
        let date: String
        let relative: String
        do {
            date = try localizer.formatDate(at)
            let offset = RelativeOffset(seconds: Double(at.seconds - now.seconds))
            relative = try RelativeTimeFormat(locale: locale).format(offset.value, offset.unit)
        } catch {
            throw ServiceError.badRequest(error.description)
        }
        return try JSONBody.response(When(date: date, relative: relative, locale: localizer.localization))
    }

    private static func instant(_ request: Request, _ name: String) throws(ServiceError) -> Timestamp {
        let text = try request.requiredQuery(name)
        do {
            return try TimestampFormat.rfc3339.parse(text)
        } catch {
            throw .badRequest("\(name): \(error.description)")
        }
    }

    private static func clockNow() -> Timestamp {
        Timestamp(seconds: Int64(Date().timeIntervalSince1970))
    }

    struct When: Encodable {
        let date: String
        let relative: String
        let locale: String
    }
}

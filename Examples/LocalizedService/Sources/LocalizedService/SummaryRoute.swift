import Hummingbird
import IntlHummingbird
import StringCatalog

/// `GET /summary?completed=1&total=3[&device=mac]` → the `.stringsdict` messages:
///
///     {"hint": "Click one of the 3 runs to see its steps", "locale": "en",
///      "text": "One of 3 runs completed", "title": "Runs"}
///
/// The hint has device variants (`?device=`; none: `other`) and is in
/// English only so far: other languages get the English text with
/// English plural rules (the request's `Localizer` formats each message
/// with its own localization's rules, so Russian 21 never picks `one`).
struct SummaryRoute: Sendable {
    /// The runs message's key: completed runs, then total runs.
    static let key = "scope.%lu out of %lu runs"
    /// The hint's key: total runs.
    static let hintKey = "summary.hint.%lu runs"
    static let maximumRuns = 1_000_000_000

    func respond(_ request: Request, context: some LocalizingRequestContext) throws -> Response {
        let localizer = try context.localizer
        let total = try request.integerQuery("total", in: 0...Self.maximumRuns)
        let completed = try request.integerQuery("completed", in: 0...total)
        // A message that does not fit its arguments is the catalog's defect, not
        // the client's: it propagates as a logged 500.
        let summary = Summary(
            title: try localizer.string("summary.title"),
            text: try localizer.format(Self.key, arguments: [.uint(UInt64(completed)), .uint(UInt64(total))]),
            hint: try localizer.format(Self.hintKey, arguments: [.uint(UInt64(total))]),
            locale: localizer.localization)
        return try JSONBody.response(summary)
    }

    struct Summary: Encodable {
        let title: String
        let text: String
        let hint: String
        let locale: String
    }
}

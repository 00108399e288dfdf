import Hummingbird
import StringCatalog

/// `GET /summary?completed=1&total=3` → the `.stringsdict` runs message:
/// `{"locale": "en", "text": "One of 3 runs completed", "title": "Runs"}`.
struct SummaryRoute: Sendable {
    /// The runs message's key: completed runs, then total runs.
    static let key = "scope.%lu out of %lu runs"
    static let maximumRuns = 1_000_000_000

    let localization: Localization

    func respond(_ request: Request) throws -> Response {
        let match = try localization.negotiator.locale(for: request)
        let total = try request.integerQuery("total", in: 0...Self.maximumRuns)
        let completed = try request.integerQuery("completed", in: 0...total)
        let text = try localization.format(key: Self.key, locale: match.locale,
                                           arguments: [.uint(UInt64(completed)), .uint(UInt64(total))])
        let title = try localization.format(key: "summary.title", locale: match.locale, arguments: [])
        return try JSONBody.response(Summary(title: title, text: text, locale: match.supported), contentLanguage: match.supported)
    }

    struct Summary: Encodable {
        let title: String
        let text: String
        let locale: String
    }
}

import Foundation
import Hummingbird
import IntlHummingbird
import MachineTime
import Mustache

/// `GET /page/runs?completed=1&total=3&at=1438968572`: an HTML page from
/// `Resources/Templates/runs.mustache`, whose `t` and `date` sections format with the
/// request's localizer (IntlHummingbird's `LocalizedTemplateData`): its language, plural
/// rules and time zone.
///
///     GET /page/runs?completed=1&total=3&at=1438968572&tz=Europe/Zurich   Accept-Language: de
///     → <title>Läufe</title> … <p>07.08.2015, 19:29</p>
///
/// A section that cannot be formatted (a missing key) is a 500, never a page with a hole.
struct RunsPage: Sendable {
    let template: MustacheTemplate

    /// Reads the template the package ships (`resources: [.copy("Resources")]`).
    init() throws {
        let candidates = [Bundle.module.resourceURL, Bundle.module.bundleURL.appendingPathComponent("Resources")]
            .compactMap { $0?.appendingPathComponent("Templates/runs.mustache").path }
        guard let path = candidates.first(where: { FileManager.default.fileExists(atPath: $0) }) else {
            throw ServiceError(.internalServerError, "the bundle has no Resources/Templates/runs.mustache")
        }
        template = try MustacheTemplate(string: String(contentsOfFile: path, encoding: .utf8))
    }

    func respond(_ request: Request, context: some LocalizingRequestContext) throws -> Response {
        let completed = try request.integerQuery("completed", in: 0...1_000_000)
        let total = try request.integerQuery("total", in: 0...1_000_000)
        let at = try request.integerQuery("at", in: -1_000_000_000_000...1_000_000_000_000)
        let data = LocalizedTemplateData(localizer: context.localizer, values: [
            "language": context.localizer.contentLanguage,
            "completed": completed, "total": total, "placed": Timestamp(seconds: Int64(at)),
        ])
        let html = template.render(data.context)
        try data.check()
        var headers = HTTPFields()
        headers[.contentType] = "text/html; charset=utf-8"
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(string: html)))
    }
}

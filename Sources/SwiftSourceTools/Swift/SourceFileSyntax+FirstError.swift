#if SourceTools
import SwiftSyntax

extension SourceFileSyntax {
    /// UTF-8 offset of the first token that is missing or has an error
    /// (0 when none is found), for `path:line:column` messages.
    var firstErrorOffset: Int {
        let token = tokens(viewMode: .all).first { $0.hasError || $0.presence == .missing }
        return token?.positionAfterSkippingLeadingTrivia.utf8Offset ?? 0
    }
}
#endif

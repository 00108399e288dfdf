import Intl

extension FormattedParts {
    /// "kind=text" per part, the form the tests compare.
    var pairs: [String] { map { "\($0.kind)=\(self[$0])" } }
}

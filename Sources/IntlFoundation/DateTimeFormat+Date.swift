// Foundation interop for the Foundation-free `Intl` module.
import Foundation
import Intl

extension DateTimeFormat {
    /// Formats a Foundation `Date` (to the millisecond).
    ///
    ///     try DateTimeFormat(locale: "en-US", options: .init(layout: .styles(date: .medium, time: .none)))
    ///         .format(Date(timeIntervalSince1970: 1_438_968_572))   // "Aug 7, 2015"
    public func format(_ date: Date) -> String {
        format(date.timeIntervalSince1970)
    }
}

extension DateIntervalFormat {
    /// Formats a Foundation `DateInterval`: "Feb 7\u{2009}–\u{2009}9, 2014" in en-US (yMMMd).
    public func format(_ interval: DateInterval) -> String {
        format(from: interval.start.timeIntervalSince1970, to: interval.end.timeIntervalSince1970)
    }
}

extension ParsedDate {
    /// The parsed instant as a Foundation `Date`.
    public var date: Date { Date(timeIntervalSince1970: epochSeconds) }
}

import MachineTime

extension DateTimeFormat {
    /// Formats a `MachineTime.Timestamp`, for example one parsed from a log.
    ///
    ///     let logged = try TimestampFormat.rfc3339.parse("2015-08-07T17:29:32Z")
    ///     try DateTimeFormat(locale: "en-US", options: .init(layout: .styles(date: .medium, time: .none)))
    ///         .format(logged)   // "Aug 7, 2015"
    public func format(_ timestamp: Timestamp) -> String {
        format(seconds: timestamp.seconds, nanoseconds: timestamp.nanoseconds)
    }

    /// Formats a `MachineTime.Timestamp` to parts (see ``formatToParts(_:)-(Double)``).
    public func formatToParts(_ timestamp: Timestamp) -> FormattedParts {
        formatToParts(seconds: timestamp.seconds, nanoseconds: timestamp.nanoseconds)
    }
}

extension ParsedDate {
    /// The parsed instant as a `MachineTime.Timestamp`.
    public var timestamp: Timestamp { Timestamp(seconds: seconds, nanoseconds: nanoseconds) }
}

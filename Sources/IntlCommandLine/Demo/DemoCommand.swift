import ArgumentParser

/// `intl demo`: a short tour, one section per capability.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "A short tour of what swift-intl formats and parses."
    )

    /// The sections in the order they are shown. Each capability adds one.
    static let sections: [DemoSection] = [
        numberDemoSection,
        pluralDemoSection,
        localeDemoSection,
        dateDemoSection,
        machineTimeDemoSection,
        catalogDemoSection,
    ]

    func run() throws {
        var failed = false
        for section in Self.sections {
            print("== \(section.title) ==")
            do {
                print(try section.render())
            } catch {
                failed = true
                FileDescriptorOutput.reportError("\(section.title): \(error)")
            }
            print("")
        }
        if failed { throw ExitCode.badInput }
    }
}

/// One section of `intl demo`: a title and the text it prints.
struct DemoSection: Sendable {
    let title: String
    let render: @Sendable () throws -> String
}

/// Lays out rows as left-aligned columns separated by two spaces.
func renderTable(_ rows: [[String]]) -> String {
    // Spelled out step by step: as one chained expression it took the type checker four seconds.
    let columns: Int = rows.map(\.count).max() ?? 0
    var widths = [Int](repeating: 0, count: columns)
    for row in rows {
        for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) }
    }
    return rows.map { row in
        row.enumerated().map { column, cell in
            column == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[column] - cell.count + 2)
        }.joined()
    }.joined(separator: "\n")
}

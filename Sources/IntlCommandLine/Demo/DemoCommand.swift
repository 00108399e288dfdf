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
    let widths = (0..<(rows.map(\.count).max() ?? 0)).map { column in
        rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0
    }
    return rows.map { row in
        row.enumerated().map { column, cell in
            column == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[column] - cell.count + 2)
        }.joined()
    }.joined(separator: "\n")
}

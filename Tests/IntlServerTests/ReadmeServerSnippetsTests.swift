import Foundation
import Testing

/// README's server snippets are the example services' code, which
/// Scripts/test.sh builds and tests over HTTP: each block marked
/// `<!-- verbatim: PATH -->` must appear line for line (indentation aside)
/// in that file.
@Suite struct ReadmeServerSnippetsTests {
    static let root = #filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(3).joined(separator: "/")

    static func read(_ path: String) throws -> String {
        try String(contentsOfFile: root + "/" + path, encoding: .utf8)
    }

    /// (path, block) for every marked block.
    static func markedBlocks() throws -> [(path: String, lines: [Substring])] {
        let readme = try read("README.md").split(separator: "\n", omittingEmptySubsequences: false)
        var blocks: [(String, [Substring])] = []
        for (index, line) in readme.enumerated() where line.hasPrefix("<!-- verbatim: ") {
            let path = line.dropFirst("<!-- verbatim: ".count).dropLast(" -->".count)
            let body = readme[(index + 2)...].prefix { $0 != "```" }
            blocks.append((String(path), Array(body)))
        }
        return blocks
    }

    @Test func theServerSectionsMarkTheirSnippets() throws {
        #expect(try Self.markedBlocks().map(\.path) == [
            "Examples/LocalizedService/Sources/LocalizedService/QuickStart.swift",
            "Examples/VaporService/Sources/VaporService/configure.swift",
        ])
    }

    @Test func eachSnippetIsInItsExampleVerbatim() throws {
        for (path, block) in try Self.markedBlocks() {
            let source = try Self.read(path).split(separator: "\n", omittingEmptySubsequences: false).map(Self.unindented)
            let wanted = block.map(Self.unindented)
            let found = source.indices.contains { start in Array(source[start...].prefix(wanted.count)) == wanted }
            #expect(found, "README's block for \(path) is not in that file")
        }
    }

    static func unindented(_ line: Substring) -> Substring { line.drop { $0 == " " } }
}

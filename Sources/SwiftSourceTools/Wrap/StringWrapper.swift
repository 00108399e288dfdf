#if SourceTools
import Dispatch
import Foundation
import StringCatalog
import StringCatalogTools
import SwiftParser
import Synchronization

/// `intl strings wrap`: the hard-coded string migration. Wraps each
/// user-facing string literal of Swift and Objective-C sources in a
/// localized call naming one table, and appends the new keys to that
/// table's `.strings` file with a `file:line` comment.
///
///     // Home.swift, line 3:  label.text = "共\(n)项"
///     let plan = try StringWrapper(options: WrapOptions(table: "Order"))
///         .plan(sources: ["Home.swift"], strings: "Resources/zh-Hans.lproj")
///     try plan.apply()
///     // Home.swift:  label.text = String(localized: "共\(String(describing: n))项", table: "Order")
///     // Resources/zh-Hans.lproj/Order.strings:  /* Home.swift:3 */ "共%@项" = "共%@项";
///
/// Idempotent: a wrapped literal is inside a localizing call, so a second
/// run finds nothing, and a key the table has is not appended again. Swift
/// is read with swift-syntax and every rewritten file is parsed again before
/// anything is written; a file that does not parse is left unchanged with a warning.
public struct StringWrapper: Sendable {
    public var options: WrapOptions

    /// A wrapper with `options`.
    public init(options: WrapOptions) {
        self.options = options
    }

    /// Every change `wrap` would make, without writing: the rewritten
    /// sources and the table with its new keys.
    ///
    /// - Parameters:
    ///   - sources: files, or directories searched recursively (sorted,
    ///     hidden entries skipped) for `.swift`, `.m`, `.mm` and `.h` files.
    ///   - strings: the `<lang>.lproj` folder the table is in (created when absent).
    /// - Throws: ``WrapError``; nothing is written.
    public func plan(sources: [String], strings directory: String) throws(WrapError) -> WrapPlan {
        _ = try compiledPattern()  // A bad --match fails before any file is read.
        var files: [String] = []
        for path in sources {
            do { files += try StringsExtractor.sourceFiles(path) } catch { throw .source(error) }
        }
        var plan = WrapPlan(tablePath: directory + "/" + options.table + ".strings")
        var keys: [(key: String, locations: [String])] = []
        var keyIndex: [String: Int] = [:]
        for (file, (change, scan)) in zip(files, try rewriteAll(files)) {
            plan.warnings += scan.warnings
            plan.wrappedCount += scan.sites.count
            if let change { plan.files.append(change) }
            for site in scan.sites {
                if let index = keyIndex[site.key] {
                    keys[index].locations.append("\(file):\(site.line)")
                } else {
                    keyIndex[site.key] = keys.count
                    keys.append((site.key, ["\(file):\(site.line)"]))
                }
            }
        }
        if let table = try tableChange(directory: directory, keys: keys, addedKeys: &plan.addedKeys) { plan.files.append(table) }
        return plan
    }

    private func compiledPattern() throws(WrapError) -> Regex<AnyRegexOutput>? {
        guard case .pattern(let pattern) = options.match else { return nil }
        do { return try Regex(pattern) } catch { throw .invalidPattern(pattern: pattern, reason: "\(error)") }
    }

    /// Every file's change and scan, in file order; the files are read and
    /// parsed on all cores (each is independent); the first error in file order wins.
    private func rewriteAll(_ files: [String]) throws(WrapError) -> [(FileChange?, WrapScan)] {
        let results = Mutex([Result<(FileChange?, WrapScan), WrapError>?](repeating: nil, count: files.count))
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let result = Result { () throws(WrapError) in try rewrite(files[index]) }
            results.withLock { $0[index] = result }
        }
        var rewrites: [(FileChange?, WrapScan)] = []
        for result in results.withLock({ $0 }) {
            guard let result else { continue }  // Unreachable: concurrentPerform ran every index.
            rewrites.append(try result.get())
        }
        return rewrites
    }

    /// One source's change (nil when nothing matched) and what its scan found.
    private func rewrite(_ file: String) throws(WrapError) -> (FileChange?, WrapScan) {
        let regex = try compiledPattern()  // Per file: a Regex is not Sendable, and compiling one is cheap.
        guard let language = SourceLanguage(path: file) else { throw .source(.unsupportedSource(path: file)) }
        guard case .success(let bytes) = ToolFileReader.read(file) else { throw .source(.unreadableSource(path: file)) }
        let source = String(decoding: bytes, as: UTF8.self)
        let scan = switch language {
        case .swift: SwiftLiteralWrapper.scan(source, path: file, options: options, regex: regex)
        case .objectiveC: ObjectiveCLiteralWrapper(options: options, regex: regex).scan(source)
        }
        guard !scan.sites.isEmpty else { return (nil, scan) }
        let rewritten = String(decoding: Array(source.utf8).replacing(scan.sites.map { ($0.utf8Range, $0.replacement) }), as: UTF8.self)
        if language == .swift { try Self.checkParses(rewritten, path: file) }
        return (FileChange(path: file, old: source, new: rewritten), scan)
    }

    private static func checkParses(_ source: String, path: String) throws(WrapError) {
        let tree = Parser.parse(source: source)
        guard tree.hasError else { return }
        let position = SourceLines(Array(source.utf8)).position(ofUTF8Offset: tree.firstErrorOffset)
        throw .rewriteDoesNotParse(path: path, line: position.line, column: position.column)
    }

    /// The table with the keys it lacks appended, each with its value (the
    /// key) and the places it came from; nil when it has them all.
    private func tableChange(directory: String, keys: [(key: String, locations: [String])],
                             addedKeys: inout [String]) throws(WrapError) -> FileChange? {
        let path = directory + "/" + options.table + ".strings"
        var old = ""
        var existing: Set<String> = []
        if FileManager.default.fileExists(atPath: path) {
            let file: StringsFile
            do { file = try StringsExtractor.parseTable(path) } catch {
                if case .existingTable(let parseError) = error { throw .existingTable(parseError) }
                throw .source(error)
            }
            guard case .success(let bytes) = ToolFileReader.read(path), !bytes.contains(0),
                  let text = String(validating: bytes, as: UTF8.self) else { throw .tableNotUTF8(path: path) }
            old = text
            existing = Set(file.table.entries.keys)
        }
        var new = old
        for (key, locations) in keys where !existing.contains(key) {
            if !new.isEmpty { new += new.hasSuffix("\n") ? "\n" : "\n\n" }
            let comment = locations.joined(separator: ", ").replacingOccurrences(of: "*/", with: "* /")
            new += "/* \(comment) */\n\(StringsFileWriter.quoted(key)) = \(StringsFileWriter.quoted(key));\n"
            addedKeys.append(key)
        }
        return new == old ? nil : FileChange(path: path, old: old, new: new, isNew: old.isEmpty && existing.isEmpty)
    }
}

/// One file `wrap` changes: its text before and after.
public struct FileChange: Sendable, Hashable {
    public var path: String
    public var old: String
    public var new: String
    /// The file does not exist yet.
    public var isNew = false

    /// `diff -u` of the change (`/dev/null` as the old side of a new file).
    public var unifiedDiff: String {
        UnifiedDiff.render(old: old, new: new, oldPath: isNew ? "/dev/null" : "a/" + path, newPath: "b/" + path)
    }
}

/// Everything one `wrap` run changes; ``apply()`` writes it.
public struct WrapPlan: Sendable, Hashable {
    /// `<strings>/<Table>.strings`.
    public var tablePath: String
    /// Rewritten sources in the order read, then the table.
    public var files: [FileChange] = []
    /// Literals wrapped.
    public var wrappedCount = 0
    /// Keys appended to the table, in order of first use.
    public var addedKeys: [String] = []
    /// Files left unchanged (not Swift that parses) and literals to wrap by hand.
    public var warnings: [ExtractionWarning] = []

    /// The unified diff of every file, as `--dry-run` prints it.
    public var unifiedDiff: String { files.map(\.unifiedDiff).joined() }

    /// `Wrapped 3 literals in 2 files; 2 keys added to Resources/zh-Hans.lproj/Order.strings`.
    public var summary: String {
        let sources = files.filter { $0.path != tablePath }.count
        return "Wrapped \(wrappedCount) literal\(wrappedCount == 1 ? "" : "s") in \(sources) file\(sources == 1 ? "" : "s"); "
            + "\(addedKeys.count) key\(addedKeys.count == 1 ? "" : "s") added to \(tablePath)"
    }

    /// Writes every changed file (atomically, one by one).
    ///
    /// - Throws: ``WrapError/cannotWrite(path:reason:)``.
    public func apply() throws(WrapError) {
        for file in files {
            do { try StringsExtractor.write(file.new, to: file.path) } catch {
                if case .cannotWrite(let path, let reason) = error { throw .cannotWrite(path: path, reason: reason) }
                throw .source(error)
            }
        }
    }
}
#endif

#if SourceTools
import ArgumentParser
import SwiftSourceTools

/// `intl strings wrap <paths...> --table T --strings <resources>/<lang>.lproj [...]`.
struct StringsWrapCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "wrap",
        abstract: "Wrap hard-coded user-facing string literals in localized calls and add their keys to a .strings table.",
        discussion: """
            Swift is read with swift-syntax, Objective-C with the project's tokenizer. Left alone: literals in \
            logging and assertion calls (NSLog, print, debugPrint, os_log, Logger.*, assert*, precondition*, \
            fatalError, and --skip), calls that localize already, comments, attributes, #selector and other \
            macros, key paths, enum raw values, case patterns, and Objective-C constants (file scope, static). \
            An interpolated value passes with a typed placeholder only where the syntax fixes its type \
            (3, 1.5, Int(x), Double(x)); any other as String(describing:) with %@. New keys are appended to \
            <strings>/<table>.strings with a file:line comment. A second run changes nothing. \
            Standard output: a summary, or with --dry-run the unified diff (nothing is written). \
            Standard error: files left unchanged and literals to wrap by hand. Exit status: 0, 1 when a \
            source or the table cannot be read or written (then nothing is written), 2 for a usage error.
            Examples:
              intl strings wrap Sources/Order --table Order --strings Resources/zh-Hans.lproj --dry-run
              intl strings wrap Legacy --table Order --strings Resources/zh-Hans.lproj --style macro:OrderLocalized \\
                --bundle '[NSBundle bundleForClass:self.class]' --skip DDLogInfo
            """
    )

    @Argument(help: "Source files (.swift, .m, .mm, .h) or directories searched recursively; - reads them from standard input, one per line.")
    var paths: [String]

    @Option(help: "The table (component) the calls name, such as Order.")
    var table: String

    @Option(help: "The <lang>.lproj folder whose <table>.strings gets the new keys.")
    var strings: String

    @Option(help: "Which literals to wrap: cjk (default), letters, or a regular expression.")
    var match = "cjk"

    @Option(name: .customLong("style"),
            help: "string-localized (default) or nslocalizedstring for Swift; macro:<NAME> for Objective-C (repeatable, one of each).")
    var styles: [String] = []

    @Option(help: "The bundle expression the calls pass, written as given.")
    var bundle: String?

    @Option(name: .customLong("skip"), help: "A call whose literals stay as they are, by name or as written (repeatable).")
    var skips: [String] = []

    @Flag(help: "Print the unified diff and write nothing.")
    var dryRun = false

    mutating func validate() throws {
        _ = try wrapOptions()
        paths = try StandardInputItems.expand(paths)
        guard !paths.isEmpty else { throw ValidationError("Missing expected argument '<paths> ...'") }
    }

    /// The options, or the usage error naming the bad `--style`.
    private func wrapOptions() throws -> WrapOptions {
        var options = WrapOptions(table: table, bundle: bundle, skip: skips)
        switch match {
        case "cjk": options.match = .cjk
        case "letters": options.match = .letters
        default: options.match = .pattern(match)
        }
        var swiftStyle: SwiftWrapStyle?
        var macro: String?
        for style in styles {
            if let name = style.split(separator: ":", maxSplits: 1).dropFirst().first, style.hasPrefix("macro:") {
                guard macro == nil else { throw ValidationError("--style: one macro:<NAME> at most") }
                macro = String(name)
            } else if let parsed = SwiftWrapStyle(rawValue: style) {
                guard swiftStyle == nil else { throw ValidationError("--style: one Swift style at most") }
                swiftStyle = parsed
            } else {
                throw ValidationError("--style '\(style)': expected string-localized, nslocalizedstring or macro:<NAME>")
            }
        }
        options.swiftStyle = swiftStyle ?? .stringLocalized
        if let macro { options.objectiveCMacro = macro }
        return options
    }

    func run() throws {
        do {
            let plan = try StringWrapper(options: try wrapOptions()).plan(sources: paths, strings: strings)
            if !plan.warnings.isEmpty {
                FileDescriptorOutput.standardError.write(plan.warnings.map(\.description).joined(separator: "\n") + "\n")
            }
            if dryRun {
                FileDescriptorOutput.standardOutput.write(plan.unifiedDiff)
            } else {
                try plan.apply()
                FileDescriptorOutput.standardOutput.write(plan.summary + "\n")
            }
        } catch let error as WrapError {
            FileDescriptorOutput.standardError.write(error.description + "\n")
            throw ExitCode.badInput
        }
    }
}
#endif

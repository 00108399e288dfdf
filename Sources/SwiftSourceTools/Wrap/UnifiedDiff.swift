#if SourceTools
/// `diff -u` of two texts, line by line, with three lines of context:
/// what `wrap --dry-run` prints.
///
///     UnifiedDiff.render(old: "a\nb\n", new: "a\nc\n", oldPath: "a/F.swift", newPath: "b/F.swift")
///     // "--- a/F.swift\n+++ b/F.swift\n@@ -1,2 +1,2 @@\n a\n-b\n+c\n"
///
/// Equal texts give "". A text without a final line break ends with
/// `\ No newline at end of file`, as `diff` writes it.
enum UnifiedDiff {
    static let context = 3

    static func render(old: String, new: String, oldPath: String, newPath: String) -> String {
        let a = lines(old)
        let b = lines(new)
        let operations = script(a, b)
        guard operations.contains(where: { $0.kind != .same }) else { return "" }
        var output = "--- \(oldPath)\n+++ \(newPath)\n"
        for hunk in hunks(operations) { output += render(hunk, a, b) }
        return output
    }

    private enum Kind { case same, delete, insert }
    private struct Operation { var kind: Kind; var oldIndex: Int; var newIndex: Int }

    /// Lines with their break (the last may have none).
    private static func lines(_ text: String) -> [Substring] {
        var result: [Substring] = []
        var start = text.startIndex
        for index in text.indices where text[index] == "\n" {
            result.append(text[start...index])
            start = text.index(after: index)
        }
        if start < text.endIndex { result.append(text[start...]) }
        return result
    }

    /// A shortest edit script: common leading and trailing lines first, then
    /// Myers' O((N+M)·D) algorithm on what is left (an append is no search).
    private static func script(_ a: [Substring], _ b: [Substring]) -> [Operation] {
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        var operations = (0..<prefix).map { Operation(kind: .same, oldIndex: $0, newIndex: $0) }
        let middleA = Array(a[prefix..<(a.count - suffix)])
        let middleB = Array(b[prefix..<(b.count - suffix)])
        let middle = middleA.isEmpty || middleB.isEmpty
            ? (0..<middleA.count).map { Operation(kind: .delete, oldIndex: $0, newIndex: 0) }
                + (0..<middleB.count).map { Operation(kind: .insert, oldIndex: middleA.count, newIndex: $0) }
            : myers(middleA, middleB)
        for operation in middle {
            operations.append(Operation(kind: operation.kind, oldIndex: operation.oldIndex + prefix, newIndex: operation.newIndex + prefix))
        }
        for index in 0..<suffix {
            operations.append(Operation(kind: .same, oldIndex: a.count - suffix + index, newIndex: b.count - suffix + index))
        }
        return operations
    }

    private static func myers(_ a: [Substring], _ b: [Substring]) -> [Operation] {
        let n = a.count, m = b.count, offset = n + m + 1
        var frontier = [Int](repeating: 0, count: 2 * offset + 1)
        var trace: [[Int]] = []  // trace[d]: the frontier before step d.
        search: for d in 0...(n + m) {
            trace.append(frontier)
            for k in stride(from: -d, through: d, by: 2) {
                var x = k == -d || (k != d && frontier[offset + k - 1] < frontier[offset + k + 1])
                    ? frontier[offset + k + 1] : frontier[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                frontier[offset + k] = x
                if x >= n, y >= m { break search }
            }
        }
        var operations: [Operation] = []
        var x = n, y = m
        for d in stride(from: trace.count - 1, to: 0, by: -1) {
            let v = trace[d]
            let k = x - y
            let down = k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1])
            let previousK = down ? k + 1 : k - 1
            let previousX = v[offset + previousK]
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                x -= 1
                y -= 1
                operations.append(Operation(kind: .same, oldIndex: x, newIndex: y))
            }
            if down {
                y -= 1
                operations.append(Operation(kind: .insert, oldIndex: x, newIndex: y))
            } else {
                x -= 1
                operations.append(Operation(kind: .delete, oldIndex: x, newIndex: y))
            }
        }
        while x > 0, y > 0 {
            x -= 1
            y -= 1
            operations.append(Operation(kind: .same, oldIndex: x, newIndex: y))
        }
        return operations.reversed()
    }

    /// Runs of operations, each changed run with up to `context` unchanged
    /// lines around it; runs closer than twice that are one hunk.
    private static func hunks(_ operations: [Operation]) -> [ArraySlice<Operation>] {
        let changes = operations.indices.filter { operations[$0].kind != .same }
        var hunks: [ArraySlice<Operation>] = []
        var start = max(0, changes[0] - context)
        var end = min(operations.count, changes[0] + context + 1)
        for change in changes.dropFirst() {
            if change - context <= end {
                end = min(operations.count, change + context + 1)
            } else {
                hunks.append(operations[start..<end])
                start = change - context
                end = min(operations.count, change + context + 1)
            }
        }
        hunks.append(operations[start..<end])
        return hunks
    }

    private static func render(_ hunk: ArraySlice<Operation>, _ a: [Substring], _ b: [Substring]) -> String {
        let oldCount = hunk.filter { $0.kind != .insert }.count
        let newCount = hunk.filter { $0.kind != .delete }.count
        let first = hunk[hunk.startIndex]
        // A range of no lines starts at the line before it, as diff writes it.
        let oldStart = oldCount == 0 ? first.oldIndex : first.oldIndex + 1
        let newStart = newCount == 0 ? first.newIndex : first.newIndex + 1
        var output = "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n"
        for operation in hunk {
            let (marker, line) = switch operation.kind {
            case .same: (" ", a[operation.oldIndex])
            case .delete: ("-", a[operation.oldIndex])
            case .insert: ("+", b[operation.newIndex])
            }
            output += marker + line
            if !line.hasSuffix("\n") { output += "\n\\ No newline at end of file\n" }
        }
        return output
    }

    private static func range(_ start: Int, _ count: Int) -> String {
        count == 1 ? "\(start)" : "\(start),\(count)"
    }
}
#endif

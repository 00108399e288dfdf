#if SourceTools
@testable import SwiftSourceTools
import Testing

@Suite struct UnifiedDiffTests {
    @Test(arguments: [
        ("a\nb\n", "a\nc\n", "--- a/F\n+++ b/F\n@@ -1,2 +1,2 @@\n a\n-b\n+c\n"),
        ("a\nb\n", "a\nb\n", ""),
        ("", "x\n", "--- a/F\n+++ b/F\n@@ -0,0 +1 @@\n+x\n"),
        ("a\n", "a\nb", "--- a/F\n+++ b/F\n@@ -1 +1,2 @@\n a\n+b\n\\ No newline at end of file\n"),
        ("1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11\n12\n", "1\nX\n3\n4\n5\n6\n7\n8\n9\n10\nY\n12\n",
         "--- a/F\n+++ b/F\n@@ -1,5 +1,5 @@\n 1\n-2\n+X\n 3\n 4\n 5\n@@ -8,5 +8,5 @@\n 8\n 9\n 10\n-11\n+Y\n 12\n"),
        ("a\nb\nc\nd\n", "b\nc\nx\n", "--- a/F\n+++ b/F\n@@ -1,4 +1,3 @@\n-a\n b\n c\n-d\n+x\n"),
    ])
    func diffs(old: String, new: String, expected: String) {
        #expect(UnifiedDiff.render(old: old, new: new, oldPath: "a/F", newPath: "b/F") == expected)
    }
}
#endif

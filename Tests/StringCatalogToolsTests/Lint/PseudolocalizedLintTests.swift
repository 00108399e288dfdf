import StringCatalog
import TestSupport
import StringCatalogTools
import Testing

/// Pseudolocalization keeps every specifier, so its output must lint clean
/// against the table it came from.
@Suite struct PseudolocalizedLintTests {
    @Test(arguments: Pseudolocalizer.Mode.allCases)
    func pseudolocalizedTableLintsClean(mode: Pseudolocalizer.Mode) throws {
        let fixture = try Fixture()
        let english = "/* Title */\n\"title\" = \"Settings\";\n\"runs\" = \"%2$lu of %1$lu runs, %3$.1f%% done by %4$@\";\n\"files\" = \"%d files in %@\";\n"
        let path = try fixture.write("en.lproj/Localizable.strings", english)
        let table = try StringsFileParser.parse(Array(english.utf8), path: path).table
        let result = Pseudolocalizer(mode: mode).pseudolocalize(table)
        #expect(result.failures.isEmpty)
        try fixture.write("en-XA.lproj/Localizable.strings", StringsFileWriter.render(result.table))
        #expect(CatalogLinter().lint([fixture.root]).map(\.description) == [])
    }
}

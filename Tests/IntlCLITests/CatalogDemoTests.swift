import Testing

@Suite struct CatalogDemoTests {
    @Test func demoFormatsCatalogMessagesFromACatalog() throws {
        let run = try CLIRun.intl("demo")
        let expected = """
            == String catalogs ==
            (completed, total)  scope.%lu out of %lu runs  [en]
            (0, 0)              No runs completed yet
            (1, 1)              One run completed
            (1, 3)              One of 3 runs completed
            (2, 3)              2 of 3 runs completed

            lg_days  en      zh-Hans
            0        none    当天
            1        1 day   1天
            2        2 days  2天

            distance %.1f km, de-CH request served from de.lproj: 1’234.5 km


            """
        #expect(run.stdout.hasSuffix(expected))
        #expect(run.status == 0)
    }
}

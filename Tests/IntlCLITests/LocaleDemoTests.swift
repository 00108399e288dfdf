import Testing

@Suite struct LocaleDemoTests {
    /// The demo's locale section: negotiation, Turkish upper case, Swedish sort.
    @Test func localeSectionShowsNegotiationCaseAndSort() throws {
        let run = try CLIRun.intl("demo")
        #expect(run.status == 0)
        for line in [
            "zh-HK,zh;q=0.8,en;q=0.5  zh-Hant  0.95",
            "pt-AO                    pt-PT    0.96",
            "ja,ko;q=0.5              en       default",
            "tr      istanbul  İSTANBUL",
            "de      straße    STRASSE",
            "sv      apple file2 file10 zebra äpple",
            "de      apple äpple file2 file10 zebra",
            "de-CH       allemand (Suisse)               Deutsch (Schweiz)  ltr",
        ] {
            #expect(run.stdout.contains(line + "\n"), "\(line)")
        }
    }
}

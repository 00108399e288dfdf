import Testing

@Suite struct SummaryTests {
    @Test(arguments: [
        ("en", 0, 0, #"{"locale":"en","text":"No runs completed yet","title":"Runs"}"#),
        ("en", 1, 1, #"{"locale":"en","text":"One run completed","title":"Runs"}"#),
        ("en", 1, 3, #"{"locale":"en","text":"One of 3 runs completed","title":"Runs"}"#),
        ("en", 2, 3, #"{"locale":"en","text":"2 of 3 runs completed","title":"Runs"}"#),
        ("de-CH", 1, 3, #"{"locale":"de","text":"Von 3 Läufen ist einer abgeschlossen","title":"Läufe"}"#),
        ("de", 2, 1000, #"{"locale":"de","text":"Von 1.000 Läufen sind 2 abgeschlossen","title":"Läufe"}"#),
        ("ru", 21, 25, #"{"locale":"ru","text":"Завершён 21 из 25 запусков","title":"Запуски"}"#),
        ("ru", 3, 21, #"{"locale":"ru","text":"Завершено 3 из 21 запуска","title":"Запуски"}"#),
        ("zh-CN", 1, 3, #"{"locale":"zh-Hans","text":"共 3 次运行，已完成 1 次","title":"运行"}"#),
        ("zh-HK", 0, 3, #"{"locale":"zh-Hant","text":"共 3 次執行，尚無完成","title":"執行"}"#),
    ])
    func runsMessage(header: String, completed: Int, total: Int, body: String) async throws {
        try await LiveServer.run { client in
            let answer = try await LiveServer.get(client, "/summary?completed=\(completed)&total=\(total)", acceptLanguage: header)
            #expect(answer.status == 200)
            #expect(answer.body == body)
        }
    }

    @Test func arabicUsesTheDualForm() async throws {
        try await LiveServer.run { client in
            let answer = try await LiveServer.get(client, "/summary?completed=2&total=5", acceptLanguage: "ar-EG")
            #expect(answer.contentLanguage == "ar")
            #expect(answer.body == #"{"locale":"ar","text":"اكتملت عمليتا تشغيل من أصل ٥","title":"عمليات التشغيل"}"#)
        }
    }

    @Test func completedOverTotalIsA400() async throws {
        try await LiveServer.run { client in
            let answer = try await LiveServer.get(client, "/summary?completed=4&total=3")
            #expect(answer == .init(status: 400, body: #"{"error":"completed: \"4\" is not an integer in 0...3"}"#, contentLanguage: nil))
        }
    }
}

import Testing

@Suite struct SummaryTests {
    static let hint3 = "Select one of the 3 runs to see its steps"

    @Test(arguments: [
        ("en", 0, 0, #"{"hint":"No runs yet","locale":"en","text":"No runs completed yet","title":"Runs"}"#),
        ("en", 1, 1, #"{"hint":"Select the run to see its steps","locale":"en","text":"One run completed","title":"Runs"}"#),
        ("en", 1, 3, #"{"hint":"\#(hint3)","locale":"en","text":"One of 3 runs completed","title":"Runs"}"#),
        ("en", 2, 3, #"{"hint":"\#(hint3)","locale":"en","text":"2 of 3 runs completed","title":"Runs"}"#),
        ("de-CH", 1, 3, #"{"hint":"\#(hint3)","locale":"de","text":"Von 3 Läufen ist einer abgeschlossen","title":"Läufe"}"#),
        ("de", 2, 1000, #"{"hint":"Select one of the 1,000 runs to see its steps","locale":"de","#
            + #""text":"Von 1.000 Läufen sind 2 abgeschlossen","title":"Läufe"}"#),
        ("zh-CN", 1, 3, #"{"hint":"\#(hint3)","locale":"zh-Hans","text":"共 3 次运行，已完成 1 次","title":"运行"}"#),
        ("zh-HK", 0, 3, #"{"hint":"\#(hint3)","locale":"zh-Hant","text":"共 3 次執行，尚無完成","title":"執行"}"#),
    ])
    func runsMessage(header: String, completed: Int, total: Int, body: String) async throws {
        try await LiveServer.run { client in
            let answer = try await LiveServer.get(client, "/summary?completed=\(completed)&total=\(total)", acceptLanguage: header)
            #expect(answer.status == 200)
            #expect(answer.body == body)
        }
    }

    /// Russian one/few/many, and the English hint (not translated yet) with
    /// English rules: Russian would take `one` for 21 ("Select the run").
    @Test(arguments: [
        (0, 5, "Пока ни один запуск не завершён", "Select one of the 5 runs to see its steps"),
        (21, 25, "Завершён 21 из 25 запусков", "Select one of the 25 runs to see its steps"),
        (3, 21, "Завершено 3 из 21 запуска", "Select one of the 21 runs to see its steps"),
        (5, 11, "Завершено 5 из 11 запусков", "Select one of the 11 runs to see its steps"),
    ])
    func russianForms(completed: Int, total: Int, text: String, hint: String) async throws {
        try await LiveServer.run { client in
            let answer = try await LiveServer.get(client, "/summary?completed=\(completed)&total=\(total)", acceptLanguage: "ru-RU")
            #expect(answer == .localized(#"{"hint":"\#(hint)","locale":"ru","text":"\#(text)","title":"Запуски"}"#, language: "ru"))
        }
    }

    /// Arabic zero/one/two/few/many with Arabic-Indic digits (ar-EG); the
    /// English hint keeps English digits.
    @Test(arguments: [
        (0, 5, "لم تكتمل أي عملية تشغيل بعد"),
        (1, 5, "اكتملت عملية تشغيل واحدة من أصل ٥"),
        (2, 5, "اكتملت عمليتا تشغيل من أصل ٥"),
        (3, 5, "اكتملت ٣ عمليات تشغيل من أصل ٥"),
        (11, 20, "اكتملت ١١ عملية تشغيل من أصل ٢٠"),
    ])
    func arabicForms(completed: Int, total: Int, text: String) async throws {
        try await LiveServer.run { client in
            let answer = try await LiveServer.get(client, "/summary?completed=\(completed)&total=\(total)", acceptLanguage: "ar-EG")
            let hint = "Select one of the \(total) runs to see its steps"
            #expect(answer == .localized(#"{"hint":"\#(hint)","locale":"ar","text":"\#(text)","title":"عمليات التشغيل"}"#,
                                         language: "ar"))
        }
    }

    /// The hint's device variants (`?device=`); no device: `other`.
    @Test(arguments: [
        ("mac", 3, "Click one of the 3 runs to see its steps"),
        ("iphone", 1, "Tap the run to see its steps"),
        ("watch", 3, "Tap one of 3 runs"),
        ("tv", 3, "Select one of the 3 runs to see its steps"),
    ])
    func hintFollowsTheDevice(device: String, total: Int, hint: String) async throws {
        try await LiveServer.run { client in
            let answer = try await LiveServer.get(client, "/summary?completed=0&total=\(total)&device=\(device)", acceptLanguage: "en")
            #expect(answer == .localized(#"{"hint":"\#(hint)","locale":"en","text":"No runs completed yet","title":"Runs"}"#,
                                         language: "en"))
        }
    }

    @Test func completedOverTotalIsA400() async throws {
        try await LiveServer.run { client in
            let answer = try await LiveServer.get(client, "/summary?completed=4&total=3")
            #expect(answer == .init(status: 400, body: #"{"error":"completed: \"4\" is not an integer in 0...3"}"#, contentLanguage: nil))
        }
    }
}

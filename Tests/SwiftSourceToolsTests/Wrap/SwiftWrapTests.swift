#if SourceTools
import SwiftParser
import TestSupport
import SwiftSourceTools
import Testing

@Suite struct SwiftWrapTests {
    /// A Swift file holding every trap of the migration, and the literals it should wrap.
    static let traps = #####"""
        import Foundation
        import os

        /* 注释里的 "中文" 不算 */
        // print("注释")
        struct OrderView {
            @available(*, deprecated, message: "请改用新接口")
            func old() {}

            enum Kind: String {
                case paid = "已付款"
            }

            static let marker: StaticString = "静态"
            let logger = Logger(subsystem: "app", category: "订单")

            func render(n: Int, price: Double, name: String, flag: Bool) -> [String] {
                print("调试信息")
                debugPrint("调试")
                NSLog("日志 %@", name)
                os_log("系统日志")
                logger.info("记录\(n)")
                Self.logger.error("错误")
                assert(n > 0, "数量必须为正")
                assertionFailure("不应到达")
                precondition(n < 100, "太多")
                let s = #selector(render(n:price:name:flag:))
                let k = \Dictionary<String, Int>.["键"]
                #warning("待办")
                switch name {
                case "特殊": break
                default: break
                }
                let done = String(localized: "已完成", table: "Order")
                let old = NSLocalizedString("旧的", comment: "旧注释")
                Analytics.track("打开订单")
                if n < 0 { fatalError("不可能") }
                return [
                    "订单",
                    "共\(n)项",
                    "共\(3)项, \(Double(price))元",
                    "价格：\(price) 元 100%",
                    "\(name)，你好",
                    #"原始 "引号" \#(n) \n"#,
                    """
                    多行
                      第二行 \(n)
                    """,
                    "escaped \"引号\" \u{4E2D}",
                    "english only",
                    "\(flag ? "是" : "否")",
                    "带标签 \(price, format: .number)",
                ]
            }
        }
        """#####

    private func plan(_ source: String, _ options: WrapOptions, fixture: Fixture) throws -> WrapPlan {
        let path = try fixture.write("Sources/OrderView.swift", source)
        return try StringWrapper(options: options).plan(sources: [path], strings: fixture.root + "/zh-Hans.lproj")
    }

    @Test func wrapsOnlyUserFacingLiteralsExactly() throws {
        let fixture = try Fixture()
        var options = WrapOptions(table: "Order", skip: ["Analytics.track"])
        options.bundle = ".module"
        let plan = try plan(Self.traps, options, fixture: fixture)
        let source = fixture.root + "/Sources/OrderView.swift"
        #expect(plan.files.map(\.path) == [source, fixture.root + "/zh-Hans.lproj/Order.strings"])
        let rewritten = try #require(plan.files.first?.new)
        #expect(rewritten == Self.traps
            .replacingOccurrences(of: ##"""
                            "订单",
                            "共\(n)项",
                            "共\(3)项, \(Double(price))元",
                            "价格：\(price) 元 100%",
                            "\(name)，你好",
                            #"原始 "引号" \#(n) \n"#,
                            """
                            多行
                              第二行 \(n)
                            """,
                            "escaped \"引号\" \u{4E2D}",
                            "english only",
                            "\(flag ? "是" : "否")",
                """##, with: ##"""
                            String(localized: "订单", table: "Order", bundle: .module),
                            String(localized: "共\(String(describing: n))项", table: "Order", bundle: .module),
                            String(localized: "共\(3)项, \(Double(price))元", table: "Order", bundle: .module),
                            String(localized: "价格：\(String(describing: price)) 元 100%", table: "Order", bundle: .module),
                            String(localized: "\(String(describing: name))，你好", table: "Order", bundle: .module),
                            String(localized: #"原始 "引号" \#(String(describing: n)) \n"#, table: "Order", bundle: .module),
                            String(localized: """
                            多行
                              第二行 \(String(describing: n))
                            """, table: "Order", bundle: .module),
                            String(localized: "escaped \"引号\" \u{4E2D}", table: "Order", bundle: .module),
                            "english only",
                            "\(flag ? String(localized: "是", table: "Order", bundle: .module) : String(localized: "否", table: "Order", bundle: .module))",
                """##))
        #expect(!Parser.parse(source: rewritten).hasError)
        #expect(plan.warnings.map(\.description) == [
            "\(source):52:13: warning: an interpolation with a label or several values; wrap it by hand",
        ])
        #expect(plan.files.last?.new == """
            /* \(source):39 */
            "订单" = "订单";

            /* \(source):40 */
            "共%@项" = "共%@项";

            /* \(source):41 */
            "共%lld项, %lf元" = "共%lld项, %lf元";

            /* \(source):42 */
            "价格：%@ 元 100%%" = "价格：%@ 元 100%%";

            /* \(source):43 */
            "%@，你好" = "%@，你好";

            /* \(source):44 */
            "原始 \\"引号\\" %@ \\\\n" = "原始 \\"引号\\" %@ \\\\n";

            /* \(source):45 */
            "多行\\n  第二行 %@" = "多行\\n  第二行 %@";

            /* \(source):49 */
            "escaped \\"引号\\" 中" = "escaped \\"引号\\" 中";

            /* \(source):51 */
            "是" = "是";

            /* \(source):51 */
            "否" = "否";

            """)
        #expect(plan.addedKeys.count == 10)
        #expect(plan.summary == "Wrapped 10 literals in 1 file; 10 keys added to \(fixture.root)/zh-Hans.lproj/Order.strings")
    }

    @Test func secondRunChangesNothing() throws {
        let fixture = try Fixture()
        let options = WrapOptions(table: "Order", skip: ["Analytics.track"])
        try plan(Self.traps, options, fixture: fixture).apply()
        let again = try plan(try fixture.read("Sources/OrderView.swift"), options, fixture: fixture)
        #expect(again.files.isEmpty)
        #expect(again.wrappedCount == 0)
        #expect(again.unifiedDiff == "")
    }

    @Test func nsLocalizedStringStylePassesFormatArguments() throws {
        let fixture = try Fixture()
        let source = ##"""
            let a = "订单"
            let b = "共\(n)项 \(3) \(Double(x)) 100%"
            let c = #"原始 \#(n)%"#
            """##
        let plan = try plan(source, WrapOptions(table: "Order", swiftStyle: .nsLocalizedString), fixture: fixture)
        let rewritten = try #require(plan.files.first?.new)
        #expect(rewritten == ##"""
            let a = NSLocalizedString("订单", tableName: "Order", comment: "")
            let b = String(format: NSLocalizedString("共%@项 %lld %lf 100%%", tableName: "Order", comment: ""), String(describing: n), 3, Double(x))
            let c = String(format: NSLocalizedString(#"原始 %@%%"#, tableName: "Order", comment: ""), String(describing: n))
            """##)
        #expect(!Parser.parse(source: rewritten).hasError)
        #expect(plan.addedKeys == ["订单", "共%@项 %lld %lf 100%%", "原始 %@%%"])
    }

    @Test func aFileThatDoesNotParseIsLeftAlone() throws {
        let fixture = try Fixture()
        let plan = try plan("let a = \"订单\"\nfunc broken( {\n", WrapOptions(table: "Order"), fixture: fixture)
        #expect(plan.files.isEmpty)
        #expect(plan.warnings.map(\.description) == [
            "\(fixture.root)/Sources/OrderView.swift:2:14: warning: the file does not parse as Swift; left unchanged",
        ])
    }

    @Test func existingKeysAreNotAppendedAgainAndTheTableKeepsItsText() throws {
        let fixture = try Fixture()
        try fixture.write("zh-Hans.lproj/Order.strings", "/* Kept */\n\"订单\" = \"订单（已译）\";")
        let plan = try plan("let a = \"订单\"\nlet b = \"新的\"\n", WrapOptions(table: "Order"), fixture: fixture)
        let source = fixture.root + "/Sources/OrderView.swift"
        #expect(plan.files.last?.new == "/* Kept */\n\"订单\" = \"订单（已译）\";\n\n/* \(source):2 */\n\"新的\" = \"新的\";\n")
        #expect(plan.addedKeys == ["新的"])
    }

    @Test func matchLettersAndPattern() throws {
        let fixture = try Fixture()
        let source = "let a = \"Settings\"\nlet b = \"42\"\nlet c = \"ID-7\"\n"
        let letters = try plan(source, WrapOptions(table: "T", match: .letters), fixture: fixture)
        #expect(letters.addedKeys == ["Settings", "ID-7"])
        let pattern = try plan(source, WrapOptions(table: "T", match: .pattern("^[0-9]+$")), fixture: fixture)
        #expect(pattern.addedKeys == ["42"])
        #expect(throws: WrapError.invalidPattern(pattern: "[", reason: "expected custom character class members")) {
            _ = try StringWrapper(options: WrapOptions(table: "T", match: .pattern("["))).plan(sources: [], strings: fixture.root)
        }
    }
}
#endif

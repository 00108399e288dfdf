#if SourceTools
import SwiftSourceTools
import TestSupport
import Testing

@Suite struct ObjectiveCWrapTests {
    static let traps = #"""
        #import "OrderViewController.h"
        #define TITLE @"订单标题"
        static NSString *const kKey = @"常量";
        NSString *gName = @"全局";

        @implementation OrderViewController
        // NSLog(@"注释");
        /* @"块注释" */
        - (void)viewDidLoad {
            [super viewDidLoad];
            static NSString *cached = @"静态局部";
            NSLog(@"日志：%@", self.title);
            NSAssert(self.count > 0, @"数量必须为正");
            DDLogInfo(@"记录");
            printf("C 字符串\n");
            self.title = @"订单";
            self.label.text = [NSString stringWithFormat:@"共%ld项", (long)self.count];
            self.hint.text = @"转义 \"引号\" 和 \\ 反斜杠";
            self.joined.text = @"前半" "后半";
            self.done.text = NSLocalizedStringFromTableInBundle(@"已完成", @"Order", [NSBundle mainBundle], @"");
            self.other.text = NSLocalizedString(@"旧的", @"旧注释");
            self.english.text = @"English only";
            char c = '"'; self.after.text = @"引号之后";
        }
        @end
        """#

    /// `-[NSBundle localizedStringForKey:value:table:]` on any bundle localizes already (#44 item 8):
    /// its key, value and table stay as they are; a literal in another message send is wrapped.
    @Test func leavesLocalizedStringForKeyAlone() throws {
        let source = #"""
            - (void)viewDidLoad {
                self.title = [[NSBundle mainBundle] localizedStringForKey:@"订单" value:@"默认" table:@"Order"];
                self.hint.text = [self.bundle localizedStringForKey:@"提示" value:nil table:nil];
                self.label.text = [NSString stringWithFormat:@"共%ld项", (long)self.count];
            }
            """#
        let fixture = try Fixture()
        _ = try fixture.write("Legacy/Order.m", source)
        let plan = try StringWrapper(options: WrapOptions(table: "Order"))
            .plan(sources: [fixture.root + "/Legacy"], strings: fixture.root + "/zh-Hans.lproj")
        #expect(plan.files.first?.new == source.replacingOccurrences(
            of: #"stringWithFormat:@"共%ld项","#,
            with: #"stringWithFormat:NSLocalizedStringFromTableInBundle(@"共%ld项", @"Order", [NSBundle mainBundle], @""),"#))
    }

    @Test func wrapsOnlyUserFacingLiteralsExactly() throws {
        let fixture = try Fixture()
        let path = try fixture.write("Legacy/OrderViewController.m", Self.traps)
        let plan = try StringWrapper(options: WrapOptions(table: "Order", skip: ["DDLogInfo"]))
            .plan(sources: [fixture.root + "/Legacy"], strings: fixture.root + "/zh-Hans.lproj")
        #expect(plan.files.first?.new == Self.traps
            .replacingOccurrences(of: #"= @"订单";"#, with: #"= NSLocalizedStringFromTableInBundle(@"订单", @"Order", [NSBundle mainBundle], @"");"#)
            .replacingOccurrences(of: #"stringWithFormat:@"共%ld项","#,
                                  with: #"stringWithFormat:NSLocalizedStringFromTableInBundle(@"共%ld项", @"Order", [NSBundle mainBundle], @""),"#)
            .replacingOccurrences(of: #"@"转义 \"引号\" 和 \\ 反斜杠";"#,
                                  with: #"NSLocalizedStringFromTableInBundle(@"转义 \"引号\" 和 \\ 反斜杠", @"Order", [NSBundle mainBundle], @"");"#)
            .replacingOccurrences(of: #"@"前半" "后半";"#,
                                  with: #"NSLocalizedStringFromTableInBundle(@"前半" "后半", @"Order", [NSBundle mainBundle], @"");"#)
            .replacingOccurrences(of: #"= @"引号之后";"#,
                                  with: #"= NSLocalizedStringFromTableInBundle(@"引号之后", @"Order", [NSBundle mainBundle], @"");"#))
        #expect(plan.files.last?.new == """
            /* \(path):16 */
            "订单" = "订单";

            /* \(path):17 */
            "共%ld项" = "共%ld项";

            /* \(path):18 */
            "转义 \\"引号\\" 和 \\\\ 反斜杠" = "转义 \\"引号\\" 和 \\\\ 反斜杠";

            /* \(path):19 */
            "前半后半" = "前半后半";

            /* \(path):23 */
            "引号之后" = "引号之后";

            """)
        #expect(plan.warnings.isEmpty)
    }

    @Test func macroStyleBundleAndIdempotence() throws {
        let fixture = try Fixture()
        try fixture.write("A.m", "- (void)a {\n    self.title = @\"订单\";\n}\n")
        let options = WrapOptions(table: "Order", objectiveCMacro: "OrderLocalized", bundle: "[NSBundle bundleForClass:self.class]")
        let plan = try StringWrapper(options: options).plan(sources: [fixture.root + "/A.m"], strings: fixture.root + "/zh-Hans.lproj")
        #expect(plan.files.first?.new == "- (void)a {\n    self.title = OrderLocalized(@\"订单\", @\"Order\", [NSBundle bundleForClass:self.class], @\"\");\n}\n")
        try plan.apply()
        let again = try StringWrapper(options: options).plan(sources: [fixture.root + "/A.m"], strings: fixture.root + "/zh-Hans.lproj")
        #expect(again.files.isEmpty)
    }
}
#endif

#!/usr/bin/env python3
"""Writes a seeded app of hard-coded strings for the `intl strings wrap` measurement in RESULTS.md:
FILES source files (default 1,000; three Swift files to one Objective-C file), about 200 lines each,
into DIR/Sources. Each file mixes user-facing CJK literals (plain, interpolated, multi-line, raw,
escaped) with the traps wrap must leave alone (logging, assertions, attributes, comments, enum raw
values, already-localized calls, ASCII-only text). Deterministic: the same arguments give the same bytes.

    python3 Benchmarks/Scripts/generate-wrap-sources.py /tmp/wrap-app 1000
"""
import os
import random
import sys

WORDS = ["订单", "支付", "设置", "账户", "共", "项", "已完成", "请稍候", "确认", "取消", "删除", "收藏", "购物车", "地址",
         "優惠券", "配送", "评价", "客服", "退款", "发票", "ログイン", "설정"]


def phrase(rng):
    return "".join(rng.choice(WORDS) for _ in range(rng.randint(1, 4)))


def swift_function(rng, index):
    lines = [f"    func section{index}(n: Int, price: Double, name: String) -> [String] {{",
             f'        print("调试 {index}")',
             f'        logger.info("记录 \\(n)")',
             f'        assert(n >= 0, "{phrase(rng)}")',
             f"        // {phrase(rng)}: 注释里的文字不动",
             f'        let done = String(localized: "{phrase(rng)}", table: "Order")',
             f'        let id = "section-{index}"',
             "        return ["]
    for _ in range(rng.randint(6, 9)):
        kind = rng.randrange(6)
        if kind == 0:
            lines.append(f'            "{phrase(rng)}",')
        elif kind == 1:
            lines.append(f'            "{phrase(rng)}\\(n){phrase(rng)}",')
        elif kind == 2:
            lines.append(f'            "{phrase(rng)}：\\(price) 元, \\(3) 件, \\(Int(price)) 分",')
        elif kind == 3:
            lines.append(f'            #"{phrase(rng)} "引号" \\#(name)"#,')
        elif kind == 4:
            lines += ['            """', f"            {phrase(rng)}", f"              {phrase(rng)} \\(n)", '            """,']
        else:
            lines.append(f'            "escaped \\"{phrase(rng)}\\" \\u{{4E2D}}",')
    lines += ["            done, id,", "        ]", "    }", ""]
    return lines


def swift_file(rng, number):
    lines = ["import Foundation", "import os", "", f"/// 第 {number} 个页面。", f"struct Screen{number} {{",
             '    let logger = Logger(subsystem: "app", category: "界面")',
             '    @available(*, deprecated, message: "请改用新接口")', "    func old() {}", "",
             "    enum State: String {", '        case paid = "已付款"', '        case open = "待付款"', "    }", ""]
    index = 0
    while len(lines) < 185:
        lines += swift_function(rng, index)
        index += 1
    lines.append("}")
    return "\n".join(lines) + "\n"


def objc_file(rng, number):
    lines = ['#import "Screen.h"', f'static NSString *const kTitle{number} = @"常量";', "",
             f"@implementation LegacyScreen{number}", ""]
    index = 0
    while len(lines) < 190:
        lines += [f"- (void)section{index} {{",
                  f'    NSLog(@"日志 %@", self.title);',
                  f'    NSAssert(self.count > 0, @"{phrase(rng)}");',
                  f'    self.title = @"{phrase(rng)}";',
                  f'    self.label.text = [NSString stringWithFormat:@"{phrase(rng)}%ld{phrase(rng)}", (long)self.count];',
                  f'    self.hint.text = @"转义 \\"{phrase(rng)}\\"" "{phrase(rng)}";',
                  f'    self.done.text = NSLocalizedString(@"{phrase(rng)}", @"");',
                  '    self.code.text = @"ASCII only";',
                  "}", ""]
        index += 1
    lines.append("@end")
    return "\n".join(lines) + "\n"


def main():
    root = sys.argv[1]
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 1000
    rng = random.Random(26)
    total = 0
    for number in range(count):
        objc = number % 4 == 3
        text = objc_file(rng, number) if objc else swift_file(rng, number)
        folder = os.path.join(root, "Sources", f"Module{number // 100}")
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, f"Screen{number}.{'m' if objc else 'swift'}"), "w", encoding="utf-8") as out:
            out.write(text)
        total += text.count("\n")
    print(f"{count} files, {total} lines in {root}/Sources")


main()

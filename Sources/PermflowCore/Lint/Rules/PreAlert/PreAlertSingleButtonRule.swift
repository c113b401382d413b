/// `prealert-single-button`: a pre-alert has exactly one button and no other way to act on it.
///
/// The parser records a list-valued `button` and an `actions` list on a pre-alert
/// (`Screen.extraButtons`, with the key they are written under); this rule reports them, with a
/// swipe or tap-away (`dismissible: true`), a close glyph drawn in the title or body, and a link,
/// so `ignore: {prealert-single-button: …}` switches all of them off alike.
public struct PreAlertSingleButtonRule: Rule {
    public static let description = RuleDescription(
        id: "prealert-single-button",
        name: "Pre-alert has one button",
        family: .preAlert,
        severity: .error,
        summary: "a pre-alert has exactly one button: no second action (`actions`, a list `button`), link, close glyph (✕, [X]) or dismiss gesture (`dismissible: true`)",
        rationale: """
        HIG, Accessing private data: "Include only one button and make it clear that it opens the system alert. \
        People can feel manipulated when a custom screen also includes a button that doesn't open the alert because \
        the experience diverts them from making their choice." This rule reports a list `button:`, `actions:` on a \
        pre-alert, `dismissible: true`, close glyphs (✕ × ⓧ ╳, an X alone on a line or in brackets) in the title or body, \
        and links (https://…, [text](url)). A close glyph or exit word used as the button itself is prealert-no-exit's.
        """,
        hint: "keep one button titled like \"Continue\" whose `next` is the system alert; remove the close glyph, link or `dismissible: true`",
        walker: "a pre-alert shows its one button, focused; Esc, Backspace, q, Left-arrow and clicks outside the button do nothing but note that this screen has one path",
        triggering: [
            RuleExample(preAlert: "Scan receipts with your camera",
                        body: "Point the camera at a receipt and Receipts reads the total.",
                        button: "Continue", more: "dismissible: true",
                        note: "the pre-alert can be swiped away without seeing the alert"),
            RuleExample(.receiptsKo, preAlert: "\"✕  카메라로 영수증을 스캔하세요\"", body: "카메라를 영수증에 대면 합계를 읽어 옵니다.", button: "계속",
                        note: "a close glyph drawn in the title is a second control"),
            RuleExample(preAlert: "Scan receipts with your camera",
                        body: "\"Point the camera at a receipt. [Read our privacy policy](https://example.com/privacy)\"",
                        button: "Continue", note: "a link is a second way off the screen"),
            RuleExample(preAlert: "Scan receipts with your camera", button: "[Continue, Learn more]", note: "`button` is a list"),
            RuleExample(preAlert: "Scan receipts with your camera", button: "Continue", more: """
            actions:
              - label: Not now
                go: done
            """, note: "`actions` on a pre-alert add a second way off it"),
        ],
        nonTriggering: [
            RuleExample(preAlert: "Scan receipts with your camera",
                        body: "Point the camera at a receipt and Receipts reads the total. Works with iPhone X and later.",
                        button: "Continue", more: "dismissible: false",
                        note: "one button; an X inside a sentence is not a close glyph"),
            RuleExample(.remindersKo, preAlert: "영수증 마감일을 알려 드려요", body: "보관 기간이 끝나기 사흘 전에 알려 드립니다.", button: "다음"),
        ]
    )

    public init() {}

    public func check(_ context: LintContext) -> [Violation] {
        let scanner = CopyScanner(context)
        var result: [Violation] = []
        for screen in context.flow.screens where screen.kind.value == .preAlert {
            for extra in screen.extraButtons {
                let listed = extra.labels.isEmpty ? "" : " (\(extra.labels.map { "\"\($0)\"" }.joined(separator: ", ")))"
                switch extra.form {
                case .buttonList:
                    result.append(Violation(extra.key, "`button` must be one string, not a list\(listed)", screen: screen,
                        hint: "keep one button titled like \"Continue\" that opens the system alert"))
                case .actions:
                    result.append(Violation(extra.key, "a pre-alert has exactly one button, `button:`; `actions`\(listed) adds more",
                        screen: screen, hint: "remove `actions` and keep one `button:` titled like \"Continue\" that opens the alert"))
                }
            }
            if let dismissible = screen.dismissible, dismissible.value {
                result.append(Violation(dismissible,
                    "pre-alert can be swiped or tapped away (`dismissible: true`); its one way on is the button that opens the alert",
                    screen: screen, hint: "remove `dismissible: true`: people leave a pre-alert only through the system alert"))
            }
            for (field, text) in TitleAndBody(screen) {
                guard let text else { continue }
                for glyph in PreAlertCopy.closeGlyphs(in: text.value, scanner) {
                    result.append(CopyScanner.violation(context, glyph, in: text, screen: screen,
                        "pre-alert \(field) shows a close glyph \"\(glyph.written)\"; a pre-alert's only control is the button that opens the alert"))
                }
                for link in scanner.patterns(.linkPatterns, in: text.value) {
                    result.append(CopyScanner.violation(context, link, in: text, screen: screen,
                        "pre-alert \(field) has a link \"\(link.written)\"; a pre-alert's only control is the button that opens the alert",
                        hint: "move the link to a screen before the pre-alert, or into Settings"))
                }
            }
        }
        return result
    }
}

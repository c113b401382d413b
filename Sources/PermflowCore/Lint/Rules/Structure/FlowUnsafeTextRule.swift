/// `flow-unsafe-text`: no control characters, terminal escape sequences, bidirectional overrides,
/// word-hiding invisible characters or combining-mark floods in any text of the flow.
///
/// What counts as unsafe, and which joiners stay allowed, is decided in `UnsafeCharacters`.
public struct FlowUnsafeTextRule: Rule {
    public static let description = RuleDescription(
        id: "flow-unsafe-text",
        name: "Text is plain",
        family: .structure,
        severity: .error,
        summary: "no control characters, ANSI escape sequences, bidirectional overrides, hidden characters or combining-mark floods in any text",
        rationale: """
        Flow text is drawn in a terminal and printed in lint output and transcripts. An escape \
        sequence there can repaint the screen or run terminal commands; a bidirectional override \
        makes reviewers read text in another order than the flow stores it; invisible characters \
        hide words from readers and from permflow's own copy rules, and tag characters can carry \
        a whole hidden sentence. More than 4 combining marks stacked on one letter ("Zalgo" text) \
        draw over the lines around it; ordinary writing needs no more (Vietnamese stacks 2, Thai 2, \
        Hebrew with cantillation 4). Line breaks are fine in `body` and `purpose`; zero-width joiners are \
        fine inside emoji and the scripts that need them, tag characters inside a subdivision flag.
        """,
        hint: "delete the character; write the text as plain UTF-8",
        triggering: [
            RuleExample(.demo.with(homeTexts: """
                title: "\\e[31mScan receipts\\e[0m"
                """), screens: "", note: "an ANSI colour sequence, written as a YAML `\\e` escape"),
            RuleExample(.demo.with(homeTexts: """
                title: Receipts
                body: Your receipts stay \u{202E}on this phone\u{202C}.
                """), screens: "", note: "a right-to-left override hides the real word order"),
            RuleExample(.demo.with(name: "Done", homeTexts: """
                title: Get a fr\u{200B}ee month
                """, action: "\"Done\\u0007\""), screens: "", note: "a zero-width space splits a word; a bell character in a label"),
            RuleExample(.demo.with(homeTexts: """
                title: "Fr\\u0301\\u0302\\u0303\\u0304\\u0305\\u0306\\u0307ee month"
                """), screens: "", note: "seven combining marks stacked on one letter"),
            RuleExample(infoPlist: "NSCameraUsageDescription", "Receipts uses the camera to scan \u{202E}receipts\u{202C} you add.",
                        note: "an app's purpose string is read as a flow's text: a right-to-left override in an Info.plist"),
        ],
        nonTriggering: [
            RuleExample(.demo.with(homeTexts: """
                title: 영수증 스캔 👩‍💻
                body: |
                  Keep every receipt in one place.
                  Scan one to start.
                """), screens: "", note: "emoji joined with U+200D, Hangul, and line breaks in a body are fine"),
            RuleExample(.demo.with(name: "Done", homeTexts: """
                title: |
                  Receipts
                """, action: "'Done'"), screens: "", note: "a block scalar's closing line break is not part of the copy"),
            RuleExample(.demo.with(homeTexts: """
                title: "Vie\\u0323\\u0302t Nam"
                body: "ถ่ายรูปใบเสร็จได้ที่นี่ 🏴\\U000E0067\\U000E0062\\U000E0073\\U000E0063\\U000E0074\\U000E007F"
                """), screens: "", note: "Vietnamese written with two combining marks on a letter, Thai vowel and tone marks, and the Scotland flag's tag characters are fine"),
        ]
    )

    /// Most findings reported per text value; the rest are counted in one more message.
    static let maxPerValue = 10

    public init() {}

    public func check(_ context: LintContext) -> [Violation] {
        let flow = context.flow
        var result: [Violation] = []
        check(flow.name, field: "the flow's `name`", screen: nil, multiline: false, in: context, into: &result)
        check(flow.app, field: "`app`", screen: nil, multiline: false, in: context, into: &result)
        if let request = flow.launchRequest {
            check(request.reason, field: "the `launch-request` reason", screen: nil, multiline: false, in: context, into: &result)
        }
        for name in flow.device?.contacts ?? [] {
            check(name, field: "a `device` contact", screen: nil, multiline: false, in: context, into: &result)
        }
        for screen in flow.screens {
            for (field, text) in screen.texts {
                check(text, field: "\(field == "action" ? "action label" : field) of '\(screen.id.value)'", screen: screen,
                      multiline: field == "body" || field == "purpose", in: context, into: &result)
            }
            // An alert override's title and labels are drawn as the system's own text.
            for (field, text) in screen.alertOverrides.flatMap(\.texts) {
                check(text, field: "\(field) of '\(screen.id.value)'", screen: screen, multiline: false, in: context, into: &result)
            }
            // A translated purpose string is drawn in the alert as the flow's own locale's is.
            for translation in screen.purposeTranslations {
                check(translation.text, field: "purpose (\(translation.locale.value)) of '\(screen.id.value)'", screen: screen,
                      multiline: true, in: context, into: &result)
            }
            for suppression in screen.suppressions {
                check(suppression.reason, field: "the `ignore` reason on '\(screen.id.value)'", screen: screen,
                      multiline: false, in: context, into: &result)
            }
        }
        return result
    }

    /// `field` is named only for a text with a finding: naming every text ("title of 's0-home'")
    /// cost a lint of 200 flows 13 M of the rule's 20 M (docs/benchmarks.md, "flows32k").
    private func check(_ text: Located<String>, field: @autoclosure () -> String, screen: Screen?, multiline: Bool,
                       in context: LintContext, into result: inout [Violation]) {
        Self.check(text, field: field(), screen: screen, multiline: multiline, source: context.flow.source, into: &result)
    }

    /// The violations of one text written in `source` (a flow, or an app file's string, which
    /// `AppFileLinter` checks with the same words), each at the line:col where it is written
    /// when that can be told, else at the text.
    static func check(_ text: Located<String>, field: @autoclosure () -> String, screen: Screen?, multiline: Bool,
                      source: SourceFile, into result: inout [Violation]) {
        let all = UnsafeCharacters.findings(in: text.value, allowsLineBreaks: multiline)
        guard !all.isEmpty else { return }
        let field = field()
        // A mark flood is reported once per value, at its first letter, however many letters
        // carry one: a "Zalgo" sentence floods every letter.
        let stacks = all.filter { $0.stack != nil }
        let findings = all.filter { $0.stack == nil || $0.offset == stacks.first?.offset }
        let shown = Array(findings.prefix(Self.maxPerValue))
        let written = UnsafeCharacters.locate(shown, of: text, in: source)
        for (finding, place) in zip(shown, written) {
            if let stack = finding.stack {
                let others = stacks.count - 1
                let also = others == 0 ? "" : others == 1 ? ", and 1 more letter carries such a stack" : ", and \(others) more letters carry such stacks"
                let message = "\(field) has \(stack.marks) combining marks stacked \(Self.describe(base: stack.base)) "
                    + "(character \(stack.character) of the text)\(also); ordinary writing stacks at most \(UnsafeCharacters.maxStackedMarks) on one letter"
                let hint = "delete the stacked marks (\"Zalgo\" text) and write the letters plainly"
                // Point at the letter itself when it is written just before its first mark.
                let letter = place.flatMap { Self.letter(before: $0, base: stack.base, in: source) }
                if let at = letter ?? place?.location {
                    result.append(Violation(at: at, length: 1, message, hint: hint, screen: screen?.id.value))
                } else {
                    result.append(Violation(text, message, screen: screen, hint: hint))
                }
                continue
            }
            let message = "\(field) contains \(UnsafeCharacters.describe(finding.scalar)), \(finding.reason)"
            if let place {
                result.append(Violation(at: place.location, length: place.length, message, screen: screen?.id.value))
            } else {
                result.append(Violation(text, message, screen: screen))
            }
        }
        if findings.count > shown.count {
            result.append(Violation(text, "\(field) contains \(findings.count - shown.count) more unsafe characters", screen: screen))
        }
    }

    /// `on "e"` for a printable letter; the code and name for anything else (never the raw
    /// character when it could be a control or an invisible one).
    static func describe(base: Unicode.Scalar?) -> String {
        guard let base else { return "with no letter under them" }
        switch base.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator,
             .surrogate, .privateUse, .unassigned:
            return "on \(UnsafeCharacters.describe(base))"
        default:
            return "on \"\(Character(base))\""
        }
    }

    /// The location of `base` when it is written raw in the column just before `mark`.
    static func letter(before mark: UnsafeCharacters.Written, base: Unicode.Scalar?, in source: SourceFile) -> SourceLocation? {
        guard let base, mark.location.column > 1,
              source.scalars(ofLine: mark.location.line, from: mark.location.column - 2, limit: 1).unicodeScalars.first == base
        else { return nil }
        return SourceLocation(line: mark.location.line, column: mark.location.column - 1)
    }
}

/// `flow-unsafe-text`: no control characters, terminal escape sequences, bidirectional overrides
/// or word-hiding invisible characters in any text of the flow.
///
/// What counts as unsafe, and which joiners stay allowed, is decided in `UnsafeCharacters`.
public struct FlowUnsafeTextRule: Rule {
    public static let description = RuleDescription(
        id: "flow-unsafe-text",
        name: "Text is plain",
        family: .structure,
        severity: .error,
        summary: "no control characters, ANSI escape sequences, bidirectional overrides or hidden characters in any text",
        rationale: """
        Flow text is drawn in a terminal and printed in lint output and transcripts. An escape \
        sequence there can repaint the screen or run terminal commands; a bidirectional override \
        makes reviewers read text in another order than the flow stores it; invisible characters \
        hide words from readers and from permflow's own copy rules. Line breaks are fine in `body` \
        and `purpose`; zero-width joiners are fine inside emoji and the scripts that need them.
        """,
        hint: "delete the character; write the text as plain UTF-8",
        triggering: [
            RuleExample("""
            permflow: 1
            name: Escapes
            app: Demo
            start: home
            screens:
              home:
                kind: app
                title: "\\e[31mScan receipts\\e[0m"
                actions:
                  - label: Done
                    go: done
              done:
                kind: end
                title: Done
            """, note: "an ANSI colour sequence, written as a YAML `\\e` escape"),
            RuleExample("""
            permflow: 1
            name: Reordered
            app: Demo
            start: home
            screens:
              home:
                kind: app
                title: Receipts
                body: Your receipts stay \u{202E}on this phone\u{202C}.
                actions:
                  - label: Done
                    go: done
              done:
                kind: end
                title: Done
            """, note: "a right-to-left override hides the real word order"),
            RuleExample("""
            permflow: 1
            name: Hidden word
            app: Demo
            start: home
            screens:
              home:
                kind: app
                title: Get a fr\u{200B}ee month
                actions:
                  - label: "Done\\u0007"
                    go: done
              done:
                kind: end
                title: Done
            """, note: "a zero-width space splits a word; a bell character in a label"),
        ],
        nonTriggering: [
            RuleExample("""
            permflow: 1
            name: Plain
            app: Demo
            start: home
            screens:
              home:
                kind: app
                title: 영수증 스캔 👩‍💻
                body: |
                  Keep every receipt in one place.
                  Scan one to start.
                actions:
                  - label: Done
                    go: done
              done:
                kind: end
                title: Done
            """, note: "emoji joined with U+200D, Hangul, and line breaks in a body are fine"),
            RuleExample("""
            permflow: 1
            name: Block title
            app: "Demo"
            start: home
            screens:
              home:
                kind: app
                title: |
                  Receipts
                actions:
                  - label: 'Done'
                    go: done
              done:
                kind: end
                title: Done
            """, note: "a block scalar's closing line break is not part of the copy"),
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
        for screen in flow.screens {
            for (field, text) in screen.texts {
                let name = field == "action" ? "action label" : field
                check(text, field: "\(name) of '\(screen.id.value)'", screen: screen,
                      multiline: field == "body" || field == "purpose", in: context, into: &result)
            }
            for suppression in screen.suppressions {
                check(suppression.reason, field: "the `ignore` reason on '\(screen.id.value)'", screen: screen,
                      multiline: false, in: context, into: &result)
            }
        }
        return result
    }

    private func check(_ text: Located<String>, field: String, screen: Screen?, multiline: Bool,
                       in context: LintContext, into result: inout [Violation]) {
        let findings = UnsafeCharacters.findings(in: text.value, allowsLineBreaks: multiline)
        guard !findings.isEmpty else { return }
        let shown = Array(findings.prefix(Self.maxPerValue))
        let written = UnsafeCharacters.locate(shown, of: text, in: context.flow.source)
        for (finding, place) in zip(shown, written) {
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
}

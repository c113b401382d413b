/// `purpose-period`: a purpose string ends with its locale's full stop.
public struct PurposePeriodRule: Rule {
    public static let description = RuleDescription(
        id: "purpose-period",
        name: "Purpose string ends with a full stop",
        family: .purpose,
        severity: .warning,
        summary: "ends with the locale's full stop (. or 。)",
        rationale: """
        HIG: "Aim for a brief, complete sentence that's straightforward, specific, and easy to understand. \
        Use sentence case, avoid passive voice, and include a period at the end." The full stop is the \
        locale's own (the vocabulary's `full-stops`: "." in English and Korean, "。" in Japanese and \
        Chinese); a closing quote or bracket may follow it. A text that ends in "?" or "!" is reported: \
        the HIG asks for a period, and a purpose string states how the app uses the resource rather than \
        asking or exclaiming (issue 33 settled this; held-out file 2's notes had accepted either mark).
        """,
        hint: "end the purpose string with a full stop",
        triggering: [
            RuleExample(.sleepy, purpose: "Sleepy records during the night to detect snoring sounds", note: "no period at the end"),
            RuleExample(.sleepyKo, purpose: "이 앱은 코골이를 탐지하기 위해 밤 동안 녹음합니다!", note: "an exclamation mark is not a full stop"),
            RuleExample(.sleepy, purpose: "May Sleepy record during the night to detect snoring sounds?",
                        note: "a question mark is not a full stop: the HIG asks for a period"),
        ],
        nonTriggering: [
            RuleExample(.sleepy, purpose: "Sleepy records during the night to detect snoring sounds."),
            RuleExample(.sleepyKo, purpose: "이 앱은 코골이를 탐지하기 위해 밤 동안 녹음합니다."),
            RuleExample(.app("Memo", action: "Record a memo", end: "Saved"), screens: """
            mic:
              kind: alert
              resource: microphone
              purpose: 'Memo records what you say when you tap "Record."'
              on:
                allow: done
                deny: done
            """, note: "a closing quote may follow the period"),
        ]
    )

    public init() {}

    public func check(_ context: LintContext) -> [Violation] {
        let stops = PurposeString.list(.fullStops, in: context, english: .ifMissing)
        let named = stops.map { "\"\($0)\"" }.joined(separator: " or ")
        var result: [Violation] = []
        for purpose in PurposeString.all(in: context) {
            // Only the end is read: the text before it is never copied (a purpose may be long).
            let trimmed = purpose.trimmed
            var end = trimmed.endIndex
            while end > trimmed.startIndex, Sentences.isClosingMark(trimmed[trimmed.index(before: end)]) {
                end = trimmed.index(before: end)
            }
            let text = trimmed[..<end]
            let isEllipsis = text.hasSuffix("...") || text.hasSuffix("\u{2026}")
            if !isEllipsis, stops.contains(where: { text.hasSuffix($0) }) { continue }
            // Point at what the text ends with instead: its last mark, or its last word.
            var first = end
            func before(_ index: String.Index) -> Character { trimmed[trimmed.index(before: index)] }
            if let last = text.last, last.isLetter || last.isNumber {
                while first > trimmed.startIndex, before(first).isLetter || before(first).isNumber { first = trimmed.index(before: first) }
            } else {
                while first > trimmed.startIndex, !(before(first).isLetter || before(first).isNumber || before(first).isWhitespace) {
                    first = trimmed.index(before: first)
                }
            }
            let ending = String(trimmed[first..<end])
            let start = trimmed.distance(from: trimmed.startIndex, to: first)
            let length = trimmed.distance(from: first, to: end)
            let message = isEllipsis
                ? "purpose string ends with an ellipsis; end it with \(named)"
                : "purpose string should end with \(named) but ends with \"\(ending)\""
            result.append(purpose.violation(at: purpose.trimmedOffset + start, length: max(1, length),
                                            message, in: context))
        }
        return result
    }
}

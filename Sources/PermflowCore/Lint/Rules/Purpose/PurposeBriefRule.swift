/// `purpose-brief`: a purpose string has at most a few sentences and characters
/// (`LintOptions.purposeMaxSentences`, `purposeMaxLength`).
public struct PurposeBriefRule: Rule {
    public static let description = RuleDescription(
        id: "purpose-brief",
        name: "Purpose string is brief",
        family: .purpose,
        severity: .warning,
        summary: "at most two sentences and a configurable length (default 150 characters)",
        rationale: """
        HIG: "Aim for a brief, complete sentence that's straightforward, specific, and easy to understand." \
        The alert is small and people decide quickly; longer explanations belong on a screen before it. \
        Length counts characters as people see them (a Hangul syllable or an emoji is one); sentences \
        end at the locale's `sentence-ends`, except after `abbreviations` such as "e.g.".
        """,
        hint: "keep one sentence that says what the app does and why; move details to a screen before the alert",
        triggering: [
            RuleExample(.sleepy, purpose: "Sleepy records during the night. It listens for snoring. It saves the loud parts.", note: "three sentences"),
            RuleExample(.sleepy, purpose: "Sleepy records during the night so that it can detect snoring sounds, measure how loud "
                + "and how long they are, and show you a chart of every night over the past month.", note: "longer than 150 characters"),
        ],
        nonTriggering: [
            RuleExample(.sleepy, purpose: "Sleepy records during the night to detect snoring sounds. Recordings stay on this iPhone.", note: "two sentences are fine"),
            RuleExample(.sleepyKo, purpose: "이 앱은 코골이를 탐지하기 위해 밤 동안 녹음합니다. 녹음은 이 iPhone에만 남습니다."),
        ]
    )

    public init() {}

    public func check(_ context: LintContext) -> [Violation] {
        let maxLength = context.options.purposeMaxLength
        let maxSentences = context.options.purposeMaxSentences
        var result: [Violation] = []
        for purpose in PurposeString.all(in: context) {
            let sentences = purpose.sentences
            if sentences.count > maxSentences {
                let extra = sentences[maxSentences]
                result.append(purpose.violation(
                    at: extra.offset, length: extra.text.count,
                    "purpose string has \(sentences.count) sentences; keep it to \(maxSentences) or fewer",
                    in: context))
            }
            let length = purpose.trimmed.count
            if length > maxLength {
                result.append(purpose.violation(
                    // Underline what goes past the limit.
                    at: purpose.trimmedOffset + maxLength, length: length - maxLength,
                    "purpose string is \(length) characters long; keep it to \(maxLength) or fewer",
                    in: context))
            }
        }
        return result
    }
}

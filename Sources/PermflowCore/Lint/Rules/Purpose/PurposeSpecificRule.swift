/// `purpose-specific`: a purpose string says what the app does with the resource and why,
/// without vague phrases.
public struct PurposeSpecificRule: Rule {
    public static let description = RuleDescription(
        id: "purpose-specific",
        name: "Purpose string is specific",
        family: .purpose,
        severity: .warning,
        summary: "says what the app does with it and why; vague phrases (\"better experience\", \"app "
            + "functionality\", \"to work properly\", \"certain features\", a bare \"needs access to your camera\") fail",
        rationale: """
        HIG: "Write copy that clearly describes how your app uses the ability, data, or resource you're \
        requesting." "Aim for a brief, complete sentence that's straightforward, specific, and easy to \
        understand." Its table: good, "The app records during the night to detect snoring sounds."; bad, \
        "Microphone access is needed for a better experience." (vague); bad, "App would like to access the \
        microphone." (no reason). Two checks: the vocabulary's `vague-phrases`; and a purpose that restates \
        the request (`request-words`: access, use, needs, permission …; 접근, 권한, 사용하 …) with none of the \
        locale's `reason-markers` ("to", "so", "for", "when" …; 위해, 때, 려고, 도록 …) once \
        `non-reason-phrases` ("access to", "would like to", 접근하려고 합니다) are set aside, which is how a \
        bare "Receipts needs access to your camera." fails while "Garden names the plants you photograph." \
        passes. Locales without `reason-markers` get the first check only.
        """,
        hint: "say which feature uses the resource and what the app does with it, as in \"Sleepy records during the night to detect snoring sounds.\"",
        triggering: [
            RuleExample(.sleepy, purpose: "Microphone access is needed for a better experience.", note: "the HIG's vague example"),
            RuleExample(.sleepy, purpose: "App would like to access the microphone.", note: "the HIG's example with no reason"),
            RuleExample(.sleepyKo, purpose: "더 나은 사용을 위해 마이크 접근이 필요합니다.", note: "the HIG's Korean vague example"),
            RuleExample(.sleepyKo, purpose: "마이크 권한을 사용합니다.", note: "the HIG's Korean example with no reason"),
        ],
        nonTriggering: [
            RuleExample(.sleepy, purpose: "The app records during the night to detect snoring sounds.", note: "the HIG's good example"),
            RuleExample(.sleepyKo, purpose: "이 앱은 코골이를 탐지하기 위해 밤 동안 녹음합니다.", note: "the HIG's good example in Korean"),
            RuleExample(purpose: "Receipts reads the total on every receipt you scan.", note: "says what it does"),
        ]
    )

    public init() {}

    public func check(_ context: LintContext) -> [Violation] {
        let vague = PurposeString.matcher(.vaguePhrases, in: context, english: .none)
        let markers = PurposeString.matcher(.reasonMarkers, in: context, english: .none)
        let notReasons = PurposeString.matcher(.nonReasonPhrases, in: context, english: .none)
        let requestWords = PurposeString.matcher(.requestWords, in: context, english: .none)
        let app = context.flow.app.value
        var result: [Violation] = []
        for purpose in PurposeString.all(in: context) {
            for found in vague.matches(in: purpose.resolved, counting: .characters) {
                let phrase = String(Array(purpose.resolved)[found.offset..<(found.offset + found.length)])
                result.append(purpose.violation(
                    at: found.offset, length: found.length,
                    "purpose string is vague: \"\(phrase)\" does not say what \(app) does with the \(purpose.resourceName)",
                    in: context))
            }
            guard !markers.isEmpty else { continue }
            // Blank out wordings that look like a reason but only restate the request.
            let normalized = TextMatcher.normalize(purpose.trimmed)
            let remaining: String
            if ByteScan.isASCIIWithoutCR(normalized) {
                // One byte is one Character: blank the bytes.
                var folded = Array(normalized.utf8)
                for found in notReasons.matches(in: normalized, counting: .characters) {
                    for index in found.offset..<(found.offset + found.length) { folded[index] = 0x20 }
                }
                remaining = String(decoding: folded, as: UTF8.self)
            } else {
                var folded = Array(normalized)
                for found in notReasons.matches(in: normalized, counting: .characters) {
                    for index in found.offset..<(found.offset + found.length) { folded[index] = " " }
                }
                remaining = String(folded)
            }
            if requestWords.occurs(in: purpose.trimmed), !markers.occurs(in: remaining) {
                result.append(purpose.violation(
                    at: purpose.trimmedOffset, length: purpose.trimmed.count,
                    "purpose string gives no reason: it does not say what \(app) does with the \(purpose.resourceName) or why",
                    in: context))
            }
        }
        return result
    }
}

/// `purpose-brief`: a purpose string is a brief, complete sentence: at most a few sentences and
/// characters (`LintOptions.purposeMaxSentences`, `purposeMaxLength`), and a first sentence that
/// is not a fragment or an instruction (`PurposeFragments`).
public struct PurposeBriefRule: Rule {
    public static let description = RuleDescription(
        id: "purpose-brief",
        name: "Purpose string is brief",
        family: .purpose,
        severity: .warning,
        summary: "a complete sentence (not \"Used to …\", \"Allows you to …\", \"Take photos …\", \"…하세요\"), at most two sentences "
            + "and a configurable length (default 150 characters)",
        rationale: """
        HIG: "Aim for a brief, complete sentence that's straightforward, specific, and easy to understand." \
        The alert is small and people decide quickly; longer explanations belong on a screen before it. \
        Length counts characters as people see them (a Hangul syllable or an emoji is one); sentences \
        end at the locale's `sentence-ends`, except after `abbreviations` such as "e.g.". \
        The first sentence must be complete: in English it may not open with a word that leaves out who \
        does it or tells people what to do (`fragment-openers`: "Used to", "Uses", "Allows you to", "To", \
        "Required for", "Optional", and verbs such as "Take", "Allow", "Share", "Upload"); in Korean it must \
        end in a verb ending (`sentence-final-endings`: 다, 요 …), not a noun ("카메라 사용 허용") or an \
        imperative (`imperative-endings`: 세요, 십시오). Left alone on purpose: a sentence that opens with \
        the app's own name (an app called "Record"), a gerund subject ("Detecting your location helps …", \
        which can be a complete sentence), and scripts other than Latin and Hangul.
        """,
        hint: "keep one sentence that says what the app does and why; move details to a screen before the alert",
        triggering: [
            RuleExample(.sleepy, purpose: "Sleepy records during the night. It listens for snoring. It saves the loud parts.", note: "three sentences"),
            RuleExample(.sleepy, purpose: "Sleepy records during the night so that it can detect snoring sounds, measure how loud "
                + "and how long they are, and show you a chart of every night over the past month.", note: "longer than 150 characters"),
            RuleExample(.sleepy, purpose: "Used to detect snoring sounds during the night.", note: "a fragment: it does not say who uses it"),
            RuleExample(.sleepy, purpose: "Record tonight to find out whether you snore.", note: "an instruction to people, not what the app does"),
            RuleExample(.sleepyKo, purpose: "코골이를 감지하려면 마이크 접근을 허용하세요.", note: "an imperative (…하세요)"),
            RuleExample(.sleepyKo, purpose: "코골이 감지를 위한 밤 동안의 녹음.", note: "ends in a noun, not a verb"),
        ],
        nonTriggering: [
            RuleExample(.sleepy, purpose: "Sleepy records during the night to detect snoring sounds. Recordings stay on this iPhone.", note: "two sentences are fine"),
            RuleExample(.sleepyKo, purpose: "이 앱은 코골이를 탐지하기 위해 밤 동안 녹음합니다. 녹음은 이 iPhone에만 남습니다."),
            RuleExample(.sleepy, purpose: "Recording at night lets Sleepy detect snoring sounds.", note: "a gerund subject makes a sentence"),
            RuleExample(.app("Record", action: "Record tonight"), screens: """
            microphone:
              kind: alert
              resource: microphone
              purpose: Record listens during the night to detect snoring sounds.
              on:
                allow: done
                deny: done
            """, note: "a sentence that opens with the app's own name"),
        ]
    )

    public init() {}

    public func check(_ context: LintContext) -> [Violation] {
        let maxLength = context.options.purposeMaxLength
        let maxSentences = context.options.purposeMaxSentences
        let fragments = context.cache.value(LintCacheKey(.purposeFragments, context.flow.locale.value)) { PurposeFragments(context) }
        var result: [Violation] = []
        for purpose in PurposeString.all(in: context) where !purpose.isMarkdown {
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
            if let fragment = fragments.find(in: purpose, app: context.flow.app.value) {
                result.append(purpose.violation(at: fragment.offset, length: fragment.length, fragment.message, in: context))
            }
        }
        return result
    }
}

/// Whether a purpose string's first sentence is a complete sentence, as the HIG asks ("a brief,
/// complete sentence"), read from its edges: an English sentence that opens with a word that
/// leaves out who does it (`fragment-openers`: "Used to …", "Allows you to …", "To take …") or
/// tells people what to do ("Take photos …"); a Korean one that ends in a noun instead of a verb
/// ending (`sentence-final-endings`), or in an imperative (`imperative-endings`, "…하세요").
///
/// Deliberately left alone: a sentence that opens with the app's own name (an app called
/// "Record"), a gerund subject ("Detecting your location helps …"), and text in other scripts.
struct PurposeFragments {
    /// The openers, each as its folded words.
    let openers: [[String]]
    let finalEndings: [String]
    let imperativeEndings: [String]

    init(_ context: LintContext) {
        openers = PurposeString.list(.fragmentOpeners, in: context, english: .merged)
            .map { $0.lowercased().split(separator: " ").map(String.init) }
            .sorted { $0.count > $1.count }
        finalEndings = PurposeString.list(.sentenceFinalEndings, in: context, english: .merged)
        imperativeEndings = PurposeString.list(.imperativeEndings, in: context, english: .merged)
    }

    struct Fragment {
        var offset: Int
        var length: Int
        var message: String
    }

    func find(in purpose: PurposeString, app: String) -> Fragment? {
        guard let sentence = purpose.sentences.first else { return nil }
        let trimmedApp = Sentences.trimmed(Array(app)[...])
        if !trimmedApp.isEmpty, sentence.text.hasPrefix(trimmedApp) { return nil }
        // The sentence's end, counted once (counting it per word made a long sentence quadratic).
        let sentenceEnd = sentence.offset + sentence.text.count
        let words = Array(purpose.words.lazy.drop { $0.offset < sentence.offset }.prefix { $0.offset < sentenceEnd })
        for opener in openers where !opener.isEmpty && words.count >= opener.count {
            guard zip(words, opener).allSatisfy({ $0.folded == $1 }) else { continue }
            let end = words[opener.count - 1]
            let written = purpose.phrase(at: words[0].offset, length: end.offset + end.length - words[0].offset)
            return Fragment(offset: words[0].offset, length: end.offset + end.length - words[0].offset,
                            message: "purpose string is not a complete sentence: \"\(written) …\" leaves out who does it; "
                                + "say what the app does, as \"\(trimmedApp.isEmpty ? "The app" : trimmedApp) uses …\"")
        }
        // Korean (and any locale with sentence-final endings): the last word of the sentence.
        guard !finalEndings.isEmpty, let lastWord = words.last,
              let lastScalar = lastWord.text.unicodeScalars.last, (0xAC00...0xD7A3).contains(lastScalar.value) else { return nil }
        if let imperative = imperativeEndings.first(where: { lastWord.text.hasSuffix($0) }) {
            return Fragment(offset: lastWord.offset, length: lastWord.length,
                            message: "purpose string tells people what to do (\"…\(imperative)\"); say what the app does and why, "
                                + "ending as a statement (\"…합니다.\")")
        }
        if !finalEndings.contains(where: { lastWord.text.hasSuffix($0) }) {
            return Fragment(offset: lastWord.offset, length: lastWord.length,
                            message: "purpose string is not a complete sentence: it ends in \"\(lastWord.text)\", not a verb; "
                                + "end it as a statement (\"…합니다.\")")
        }
        return nil
    }
}

/// `purpose-brief`: a purpose string is a brief, complete sentence: at most a few sentences and
/// characters (`LintOptions.purposeMaxSentences`, `purposeMaxLength`), and a first sentence that
/// is not a fragment (`PurposeFragments`). An imperative is a complete sentence (issue 33).
public struct PurposeBriefRule: Rule {
    public static let description = RuleDescription(
        id: "purpose-brief",
        name: "Purpose string is brief",
        family: .purpose,
        severity: .warning,
        summary: "a complete sentence (not \"Used to …\", \"Uses your location to …\", \"Allows you to …\", \"To take …\", a noun "
            + "phrase; an imperative is a sentence), at most two sentences and a configurable length (default 150 characters)",
        rationale: """
        HIG: "Aim for a brief, complete sentence that's straightforward, specific, and easy to understand." \
        The alert is small and people decide quickly; longer explanations belong on a screen before it. \
        Length counts characters as people see them (a Hangul syllable or an emoji is one); sentences \
        end at the locale's `sentence-ends`, except after `abbreviations` such as "e.g.", and a numbered \
        list's "1." is no sentence of its own (one item, one sentence). \
        The first sentence must be complete: in English it may not open with a word that leaves out who \
        does it (`fragment-openers`: a verb with no subject, "Uses", "Allows you to", "Needs"; a participle, \
        "Used to", "Required for"; "To", "Access to", "Optional"; and, by its shape, any capitalized first word in \
        -s followed by its object, "Watches for …", "Analyzes your …"), unless a comma sets that phrase off before a \
        main clause with its own subject ("To upload photos, Sleepy needs …"), or, after a purpose phrase, the main \
        clause opens with we or I ("In order to save the video we will need …") or with a name and its verb ("To send photos \
        as messages Element X needs the camera."); a verb in the third person takes no \
        such exception, and neither does an adverb before the opener ("Only used when …", "Also uses …"). A plural noun subject ("Recordings you keep stay …") and a proper noun are no verb. In Korean it must end in a verb ending \
        (`sentence-final-endings`: 다, 요 …), not a noun ("카메라 사용 허용"); an aside in parentheses that closes the sentence is part of it, \
        and the predicate is the word before it ("… 주소록에 접근합니다 (선택 사항)."). An imperative is a complete \
        sentence ("Pick a photo to set as your profile picture.", "…를 녹음하세요."): what it says is \
        purpose-specific's ("Allow Receipts to use your camera" restates the request) and \
        no-alert-annotation's ("Enable Face ID for …" steers the choice). Left alone on purpose: a sentence \
        that opens with the app's own name (an app called "Record"), a gerund subject ("Detecting your \
        location helps …", which can be a complete sentence), and scripts other than Latin and Hangul.
        """,
        hint: "keep one sentence that says what the app does and why; move details to a screen before the alert",
        triggering: [
            RuleExample(.sleepy, purpose: "Sleepy records during the night. It listens for snoring. It saves the loud parts.", note: "three sentences"),
            RuleExample(.sleepy, purpose: "Sleepy records during the night so that it can detect snoring sounds, measure how loud "
                + "and how long they are, and show you a chart of every night over the past month.", note: "longer than 150 characters"),
            RuleExample(.sleepy, purpose: "Used to detect snoring sounds during the night.", note: "a fragment: it does not say who uses it"),
            RuleExample(.sleepy, purpose: "Uses the microphone to detect snoring sounds.", note: "a verb with no subject"),
            RuleExample(.sleepyKo, purpose: "코골이 감지를 위한 밤 동안의 녹음.", note: "ends in a noun, not a verb"),
        ],
        nonTriggering: [
            RuleExample(.sleepy, purpose: "Sleepy records during the night to detect snoring sounds. Recordings stay on this iPhone.", note: "two sentences are fine"),
            RuleExample(.sleepyKo, purpose: "이 앱은 코골이를 탐지하기 위해 밤 동안 녹음합니다. 녹음은 이 iPhone에만 남습니다."),
            RuleExample(.sleepy, purpose: "Recording at night lets Sleepy detect snoring sounds.", note: "a gerund subject makes a sentence"),
            RuleExample(.sleepy, purpose: "Record tonight to find out whether you snore.", note: "an imperative is a complete sentence"),
            RuleExample(.sleepyKo, purpose: "밤새 녹음해서 코골이를 확인하세요.", note: "a Korean imperative ending is a sentence ending too"),
            RuleExample(.sleepyKo, purpose: "코골이를 탐지하기 위해 밤 동안 녹음합니다 (선택 사항).", note: "an aside in parentheses closes the sentence; its predicate stands before it"),
            RuleExample(.sleepy, purpose: "To detect snoring, Sleepy records during the night.", note: "an opening purpose clause before the main clause"),
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
        // The app's name trimmed once a file, not once a purpose.
        let trimmedApp = Sentences.trimmed(Array(context.flow.app.value)[...])
        for purpose in PurposeString.all(in: context) where !purpose.isMarkdown {
            // A numbered list's markers ("1.", "2.") end no sentence of their own: one item, one
            // sentence (issue 33, tune33).
            let sentences = purpose.sentences.filter { !Self.isListNumber($0.text) }
            if sentences.count > maxSentences {
                let extra = sentences[maxSentences]
                result.append(purpose.violation(
                    at: extra.offset, length: extra.text.count,
                    "purpose string has \(sentences.count) sentences; keep it to \(maxSentences) or fewer",
                    in: context))
            }
            let length = purpose.trimmedLength
            if length > maxLength {
                result.append(purpose.violation(
                    // Underline what goes past the limit.
                    at: purpose.trimmedOffset + maxLength, length: length - maxLength,
                    "purpose string is \(length) characters long; keep it to \(maxLength) or fewer",
                    in: context))
            }
            if let fragment = fragments.find(in: purpose, trimmedApp: trimmedApp) {
                result.append(purpose.violation(at: fragment.offset, length: fragment.length, fragment.message, in: context))
            }
        }
        return result
    }

    /// Whether a split-off "sentence" is only a list item's number: one to three digits and a
    /// "." or ")".
    static func isListNumber(_ text: String) -> Bool {
        guard let mark = text.last, mark == "." || mark == ")" else { return false }
        // Without counting every Character of a sentence: at most four are needed to tell.
        let digits = text[..<text.index(before: text.endIndex)]
        return (1...3).contains(digits.prefix(4).count) && digits.allSatisfy { ("0"..."9").contains($0) }
    }
}

/// Whether a purpose string's first sentence is a complete sentence, as the HIG asks ("a brief,
/// complete sentence"), read from its edges: an English sentence that opens with a word that
/// leaves out who does it (`fragment-openers`: "Used to …", "Allows you to …", "To take …"); a
/// Korean one that ends in a noun instead of a verb ending (`sentence-final-endings`). An
/// imperative ("Take photos …", "…하세요") is a complete sentence (issue 33).
///
/// Deliberately left alone: a sentence that opens with the app's own name (an app called
/// "Record"), a gerund subject ("Detecting your location helps …"), and text in other scripts.
struct PurposeFragments {
    /// The openers, each as its folded words.
    let openers: [[String]]
    let finalEndings: [String]
    /// Names that keep their capitals ("Maps", "Photos"): a sentence may open with one as its subject.
    let properNouns: Set<String>

    init(_ context: LintContext) {
        openers = PurposeString.list(.fragmentOpeners, in: context, english: .merged)
            .map { $0.lowercased().split(separator: " ").map(String.init) }
            .sorted { $0.count > $1.count }
        finalEndings = PurposeString.list(.sentenceFinalEndings, in: context, english: .merged)
        properNouns = Set(PurposeString.list(.properNouns, in: context, english: .merged).map(TextMatcher.normalize))
    }

    /// Nominative pronouns: after an opening purpose phrase, one starts the main clause even
    /// without a comma ("In order to save the video we will need …").
    static let nominativeSubjects: Set<String> = ["we", "i", "they", "he", "she"]
    /// The openers of a purpose phrase, which a main clause may follow without a comma.
    static let purposeOpeners: Set<[String]> = [["to"], ["in", "order", "to"], ["for"], ["so", "that"]]

    /// Words that open a verb's object or clause, not a plural noun subject's verb: after a first
    /// word in the third person ("Analyzes your …", "Watches for …", "Shows what …") they show
    /// that word is a verb with no subject. A plural noun is followed by its verb or a relative
    /// clause ("Photos you take stay …", "Pages you open may …").
    static let objectOpeners: Set<String> = ["your", "the", "a", "an", "this", "these", "those", "its", "their", "our", "my",
                                             "his", "her", "for", "what", "when", "whether", "how", "which", "new", "any", "every"]

    /// Whether `word` has the shape of an English verb in the third person singular: ASCII letters
    /// ending in -s, and not in -ss, -us, -is, whose first letters are an imperative or a noun
    /// ("Access", "Focus", "Analysis").
    static func isThirdPersonShape(_ folded: String) -> Bool {
        guard folded.count >= 4, folded.allSatisfy({ ("a"..."z").contains($0) }), folded.hasSuffix("s") else { return false }
        return !folded.hasSuffix("ss") && !folded.hasSuffix("us") && !folded.hasSuffix("is")
    }

    /// Words that open a main clause as its subject: pronouns and the determiners of a noun phrase.
    static let subjectWords: Set<String> = ["we", "i", "you", "it", "they", "he", "she", "this", "that", "these", "those",
                                            "the", "our", "your", "its", "their", "my"]

    /// Whether a comma after the opener's words is followed by a main clause's subject: one of
    /// `subjectWords`, the app's name or a capitalized word, with a word after it.
    static func hasMainClause(after count: Int, in words: [PurposeString.Word], purpose: PurposeString, app: String) -> Bool {
        guard count < words.count else { return false }
        for index in count..<(words.count - 1) {
            let word = words[index]
            // The text between this word and the next holds a comma.
            let gapStart = word.offset + word.length
            let between = purpose.phrase(at: gapStart, length: max(0, words[index + 1].offset - gapStart))
            guard between.contains(",") else { continue }
            let next = words[index + 1]
            guard index + 2 < words.count else { return false }
            if subjectWords.contains(next.folded) || next.text.first?.isUppercase == true
                || (!app.isEmpty && purpose.phrase(at: next.offset, length: app.count) == app) {
                return true
            }
        }
        return false
    }

    /// Whether a nominative pronoun after the opener's words starts a main clause: one of
    /// `nominativeSubjects` with a word after it.
    static func hasNominativeSubject(after count: Int, in words: [PurposeString.Word]) -> Bool {
        guard count + 1 < words.count else { return false }
        return words[count..<(words.count - 1)].contains { nominativeSubjects.contains($0.folded) }
    }

    /// Adverbs a subjectless sentence may open with before its verb or participle ("Only used
    /// when …"). A closed list: "-ly" alone would take "Family uses …" for one.
    static let leadingAdverbs: Set<String> = ["only", "also", "always", "never", "just", "still", "often", "optionally", "automatically"]

    /// Words after which a capitalized word belongs to a phrase, not a new clause's subject.
    static let prepositions: Set<String> = ["for", "of", "to", "in", "on", "with", "from", "by", "as", "into", "at", "about", "via"]

    /// Verbs that follow a named subject without the third person's -s ("Sleepy will need …").
    static let subjectModals: Set<String> = ["can", "will", "may", "would", "could", "must", "should", "is", "has"]

    /// Whether a name after the opener's words starts a main clause: a capitalized word (the
    /// app's name, "Element X") whose next word or the one after is a lowercase verb in the third
    /// person by its shape, or a modal ("To take pictures and send them Element X needs the
    /// camera."). A capitalized word after a preposition or a determiner is inside the purpose
    /// phrase, not a subject ("To save photos for Product images, or …": "images" is a plural).
    static func hasNamedSubject(after count: Int, in words: [PurposeString.Word]) -> Bool {
        guard count + 1 < words.count else { return false }
        for index in count..<(words.count - 1) where words[index].text.first?.isUppercase == true
            && !objectOpeners.contains(words[index - 1].folded) && !prepositions.contains(words[index - 1].folded) {
            for verb in words[(index + 1)...].prefix(2) {
                guard verb.text.first?.isLowercase == true else { continue }
                if subjectModals.contains(verb.folded) || isThirdPersonShape(verb.folded) { return true }
                break
            }
        }
        return false
    }

    /// Where an aside in parentheses that closes `sentence` opens (before its end marks), as a
    /// Character offset in the purpose, if there is one: "… 접근합니다 (선택 사항)." and "… (e.g. baby monitors)."
    static func closingAsideStart(_ sentence: Sentences.Sentence) -> Int? {
        // Most sentences end in a letter: read backwards, and count Characters only for an aside.
        guard let last = sentence.text.last(where: { !($0.isWhitespace || ".。!?！？".contains($0)) }), last == ")" || last == "）",
              let open = sentence.text.lastIndex(where: { $0 == "(" || $0 == "（" }), open > sentence.text.startIndex else { return nil }
        return sentence.offset + sentence.text.distance(from: sentence.text.startIndex, to: open)
    }

    struct Fragment {
        var offset: Int
        var length: Int
        var message: String
    }

    func find(in purpose: PurposeString, app: String) -> Fragment? {
        find(in: purpose, trimmedApp: Sentences.trimmed(Array(app)[...]))
    }

    /// `find(in:app:)` with the app's name already trimmed (`Sentences.trimmed`).
    func find(in purpose: PurposeString, trimmedApp: String) -> Fragment? {
        guard let sentence = purpose.sentences.first(where: { !PurposeBriefRule.isListNumber($0.text) }) else { return nil }
        if !trimmedApp.isEmpty, sentence.text.hasPrefix(trimmedApp) { return nil }
        // The sentence's end, counted once (counting it per word made a long sentence quadratic).
        let sentenceEnd = sentence.offset + SingleScalarText.characterCount(of: sentence.text)
        let sentenceWords = Array(purpose.words.lazy.drop { $0.offset < sentence.offset }.prefix { $0.offset < sentenceEnd })
        // An adverb before the opener leaves out who does it just the same ("Only used when …",
        // "Also uses …"); before an imperative it is a sentence ("Optionally attach a photo …").
        let lead = sentenceWords.count >= 2 && Self.leadingAdverbs.contains(sentenceWords[0].folded) ? 1 : 0
        let words = Array(sentenceWords.dropFirst(lead))
        // A first word in the third person followed by its object ("Analyzes your screenshots …",
        // "Watches for new …") leaves out who does it, as the listed openers do.
        let thirdPerson: [String]? = words.count >= 2 && Self.isThirdPersonShape(words[0].folded)
            && (lead == 1 || words[0].text.first?.isUppercase == true) && !properNouns.contains(words[0].folded)
            && Self.objectOpeners.contains(words[1].folded) ? [words[0].folded] : nil
        for opener in openers.lazy.filter({ !$0.isEmpty }) + (thirdPerson.map { [$0] } ?? [])
        where words.count >= opener.count {
            guard zip(words, opener).allSatisfy({ $0.folded == $1 }) else { continue }
            // An opening phrase set off by a comma before the main clause ("To upload photos,
            // Sleepy needs …", "In order to detect snoring, the app records …") is a sentence, and
            // so is one whose main clause opens with a nominative pronoun ("In order to save the
            // video we will need …"). A verb in the third person opens no such phrase: "Shows
            // what Music, Spotify …" is still a fragment.
            let isVerb = opener.count == 1 && Self.isThirdPersonShape(opener[0])
            if !isVerb, Self.hasMainClause(after: opener.count, in: words, purpose: purpose, app: trimmedApp)
                || (Self.purposeOpeners.contains(opener)
                    && (Self.hasNominativeSubject(after: opener.count, in: words) || Self.hasNamedSubject(after: opener.count, in: words))) {
                return nil
            }
            let end = words[opener.count - 1]
            let start = sentenceWords[0].offset
            let written = purpose.phrase(at: start, length: end.offset + end.length - start)
            return Fragment(offset: start, length: end.offset + end.length - start,
                            message: "purpose string is not a complete sentence: \"\(written) …\" leaves out who does it; "
                                + "say what the app does, as \"\(trimmedApp.isEmpty ? "The app" : trimmedApp) uses …\"")
        }
        // Korean (and any locale with sentence-final endings): the last word of the sentence, before
        // an aside in parentheses that closes it ("… 접근합니다 (선택 사항)."): the aside is part of
        // the sentence, whose predicate stands before it.
        guard !finalEndings.isEmpty else { return nil }
        let asideStart = Self.closingAsideStart(sentence)
        guard let lastWord = words.last(where: { asideStart == nil || $0.offset < asideStart ?? 0 }) ?? words.last,
              let lastScalar = lastWord.text.unicodeScalars.last, (0xAC00...0xD7A3).contains(lastScalar.value) else { return nil }
        if !finalEndings.contains(where: { lastWord.text.hasSuffix($0) }) {
            return Fragment(offset: lastWord.offset, length: lastWord.length,
                            message: "purpose string is not a complete sentence: it ends in \"\(lastWord.text)\", not a verb; "
                                + "end it as a statement (\"…합니다.\")")
        }
        return nil
    }
}

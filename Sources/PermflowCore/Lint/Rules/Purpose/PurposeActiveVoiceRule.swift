/// `purpose-active-voice`: a purpose string uses no passive construction.
public struct PurposeActiveVoiceRule: Rule {
    public static let description = RuleDescription(
        id: "purpose-active-voice",
        name: "Purpose string in the active voice",
        family: .purpose,
        severity: .warning,
        summary: "no passive construction (\"is needed\", \"is required\", \"will be used\", \"are stored\", \"be accessed\" …); English, plus any locale the rule knows",
        rationale: """
        HIG: "Use sentence case, avoid passive voice, and include a period at the end." Its own bad example, \
        "Microphone access is needed for a better experience.", hides who needs what. English (and any locale with `be-verbs`): a \
        be-verb, at most one adverb, then a past participle (-ed, or an `irregular-participles` word), unless \
        the word is one of the `participle-like-adjectives` that describe a state ("when you're signed in", \
        "while your headphones are connected", "who is infected", "while the app is minimized" as "when the app is closed": a state of \
        the app, as "closed" already was; tune41); and a sentence that opens with a participle and \
        one of the `agent-markers` ("Accessed by the health ministry to …"), a passive without its be-verb. A \
        participle-led fragment without an agent ("Used to take photos") is purpose-brief's. Korean (and any locale with `passive-endings`): a 되다 ending \
        attached to a noun in a predicate or connective form (사용됩니다, 저장되며, 전송되지), except \
        `passive-exceptions` (안됩니다, 연결되어), and the `passive-phrases` (쓰입니다). Left alone on purpose: a \
        participle before a noun (지원되는 카드 리더, 예정된 회의) or a condition (완료되면), which describe \
        rather than hide who acts; a be-verb passive in a time or condition clause that opens with one of the \
        `state-clause-openers` ("when your", "while your", "until your" …) two to five words before it: "even when your phone is \
        silenced" is about the state of the person's own thing, whose agent is plainly that person ("when the app is opened" is still \
        reported); and "…이 필요합니다": 필요하다 is an adjective, and with a specific use \
        ("…하려면 카메라 접근 권한이 필요합니다.") it is the common Korean purpose string a reviewer accepts. The \
        Korean HIG table calls its vague example "더 나은 사용을 위해 마이크 접근이 필요합니다." passive; \
        purpose-specific reports that example for its vague reason. Locales without these lists are not checked.
        """,
        hint: "make the app the subject and say what it does, as in \"Sleepy records during the night to detect snoring sounds.\"",
        triggering: [
            RuleExample(.sleepy, purpose: "Microphone access is needed for a better experience.", note: "the HIG's own bad example"),
            RuleExample(.sleepyKo, purpose: "녹음한 소리는 코골이를 탐지하기 위해 사용됩니다.", note: "사용됩니다 (is used)"),
            RuleExample(purpose: "Photos of your receipts will be securely stored so totals can be read.", note: "\"will be securely stored\" and \"can be read\""),
        ],
        nonTriggering: [
            RuleExample(.sleepy, purpose: "Sleepy records during the night to detect snoring sounds.", note: "the HIG's own good example"),
            RuleExample(.sleepyKo, purpose: "이 앱은 코골이를 탐지하기 위해 밤 동안 녹음합니다.", note: "the HIG's good example in Korean"),
            RuleExample(.app("Pace", action: "Pair my watch", end: "Paired"), screens: """
            bt:
              kind: alert
              resource: bluetooth
              purpose: Pace reads your heart rate from your watch while it's connected.
              on:
                allow: done
                deny: done
            """, note: "\"connected\" describes a state"),
        ]
    )

    public init() {}

    public func check(_ context: LintContext) -> [Violation] {
        var result: [Violation] = []
        for purpose in PurposeString.all(in: context) {
            let found = beVerbPassives(in: purpose, context) + attachedPassives(in: purpose, context)
                + PurposeString.matcher(.passivePhrases, in: context, english: .none)
                    .matches(in: purpose.resolvedForMatching, counting: .characters).map { ($0.offset, $0.length) }
            // In text order, a construction overlapping one already reported is skipped: one
            // that starts before the furthest end so far (a list of those reported made many
            // passives in one long purpose quadratic).
            var reachedEnd = Int.min
            for (offset, length) in found.sorted(by: { $0.0 < $1.0 }) {
                if offset < reachedEnd { continue }
                reachedEnd = offset + length
                let phrase = purpose.phrase(at: offset, length: length)
                result.append(purpose.violation(
                    at: offset, length: length,
                    "purpose string uses the passive voice: \"\(phrase)\"; make \(context.flow.app.value) the subject and say what it does",
                    in: context))
            }
        }
        return result
    }

    /// "is needed", "will be used", "are never shared": a be-verb, at most one adverb, a participle.
    func beVerbPassives(in purpose: PurposeString, _ context: LintContext) -> [(Int, Int)] {
        let lists = context.cache.value(LintCacheKey(.passiveLists, context.flow.locale.value)) { PassiveLists(context) }
        let (beVerbs, skipWords, suffixes, irregular, adjectives) =
            (lists.beVerbs, lists.skipWords, lists.suffixes, lists.irregular, lists.adjectives)
        guard !beVerbs.isEmpty else { return [] }
        let words = purpose.words

        /// Only white space between two words: a comma or a full stop ends the construction.
        func adjacent(_ a: PurposeString.Word, _ b: PurposeString.Word) -> Bool {
            purpose.isWhitespace(a.offset + a.length..<b.offset)
        }
        func isParticiple(_ word: String) -> Bool {
            if adjectives.contains(word) { return false }
            if irregular.contains(word) { return true }
            return suffixes.contains { word.hasSuffix($0) && word.count >= $0.count + 2 }
        }

        /// "even when your phone is silenced", "while your screen is locked": a be-verb whose clause
        /// opens, two to five words before it and with no punctuation between, with one of the
        /// `state-clause-openers` ("when your"): a time or condition clause about the state of the
        /// person's own thing, whose agent is plainly that person. It does not hide who needs or does
        /// what, as the HIG's "Microphone access is needed" does (issue 33, tune39). "when the app is
        /// opened" and "when view settings are applied" still report.
        func opensStateClause(before index: Int) -> Bool {
            guard !lists.stateClauseOpeners.isEmpty else { return false }
            var earlier = index - 1
            while earlier > 0, index - earlier <= 5, adjacent(words[earlier], words[earlier + 1]) {
                earlier -= 1
                guard adjacent(words[earlier], words[earlier + 1]) else { return false }
                if lists.stateClauseOpeners.contains(words[earlier].folded + " " + words[earlier + 1].folded) {
                    return earlier + 1 < index - 1
                }
            }
            return false
        }

        var result: [(Int, Int)] = []
        for (index, word) in words.enumerated() where beVerbs.contains(word.folded) {
            var next = index + 1
            guard next < words.count, adjacent(word, words[next]) else { continue }
            let between = words[next].folded
            if (between.hasSuffix("ly") && between.count > 3) || skipWords.contains(between),
               next + 1 < words.count, adjacent(words[next], words[next + 1]) {
                next += 1
            }
            let candidate = words[next]
            if isParticiple(candidate.folded), !opensStateClause(before: index) {
                result.append((word.offset, candidate.offset + candidate.length - word.offset))
            }
        }
        // "Accessed by GoI only to …": a sentence that opens with a participle and its agent.
        guard !lists.agentMarkers.isEmpty else { return result }
        var first = 0
        for sentence in purpose.sentences {
            // Sentences and words are both in text order: the first word of each is found by
            // going on from the last one's.
            while first < words.count, words[first].offset < sentence.offset { first += 1 }
            guard first + 1 < words.count,
                  lists.agentMarkers.contains(words[first + 1].folded), adjacent(words[first], words[first + 1]),
                  isParticiple(words[first].folded) else { continue }
            result.append((words[first].offset, words[first + 1].offset + words[first + 1].length - words[first].offset))
        }
        return result
    }

    /// 사용됩니다, 저장되며: a passive ending attached to the word before it.
    func attachedPassives(in purpose: PurposeString, _ context: LintContext) -> [(Int, Int)] {
        let endings = PurposeString.matcher(.passiveEndings, in: context, english: .none, caseSensitive: true)
        guard !endings.isEmpty else { return [] }
        // Asked of every word: prepared once per linter, and read by bytes where that answers
        // as `String.contains` does (`ContainedEntries`).
        let exceptions = context.cache.value(LintCacheKey(.purposePrepared, context.flow.locale.value, VocabularyList.passiveExceptions.rawValue)) {
            ContainedEntries(PurposeString.list(.passiveExceptions, in: context, english: .none))
        }
        var result: [(Int, Int)] = []
        for word in purpose.words where !exceptions.anyOccurs(in: word.text) {
            let occurrences = endings.occurrences(in: word.text, counting: .characters)
            // Most words hold no ending: their Characters are read only when one does.
            guard !occurrences.isEmpty else { continue }
            let letters = SingleScalarText.characters(of: word.text)
            let attached = occurrences.contains { found in
                found.offset > 0 && TextWidthModel.isWide(letters[found.offset - 1]) && letters[found.offset - 1].isLetter
            }
            if attached { result.append((word.offset, word.length)) }
        }
        return result
    }
}

/// The word lists `beVerbPassives` reads, folded into sets once per linter.
private struct PassiveLists: Sendable {
    let beVerbs: Set<String>
    let skipWords: Set<String>
    let suffixes: [String]
    let irregular: Set<String>
    let adjectives: Set<String>
    let agentMarkers: Set<String>
    let stateClauseOpeners: Set<String>

    init(_ context: LintContext) {
        let folded = { (name: VocabularyList) in
            Set(PurposeString.list(name, in: context, english: .none).map(TextMatcher.normalize))
        }
        beVerbs = folded(.beVerbs)
        skipWords = folded(.passiveSkipWords)
        suffixes = PurposeString.list(.participleSuffixes, in: context, english: .none)
        irregular = folded(.irregularParticiples)
        adjectives = folded(.participleLikeAdjectives)
        agentMarkers = folded(.agentMarkers)
        stateClauseOpeners = folded(.stateClauseOpeners)
    }
}

/// `purpose-sentence-case`: a purpose string is in sentence case: each sentence starts with a
/// capital, and it is neither in Title Case nor in capitals.
public struct PurposeSentenceCaseRule: Rule {
    public static let description = RuleDescription(
        id: "purpose-sentence-case",
        name: "Purpose string in sentence case",
        family: .purpose,
        severity: .warning,
        summary: "first letter capitalized; not Title Case (nor a common word such as \"Camera\" capitalized mid-sentence), not ALL CAPS "
            + "(scripts without case are exempt)",
        rationale: """
        HIG: "Aim for a brief, complete sentence that's straightforward, specific, and easy to understand. \
        Use sentence case, avoid passive voice, and include a period at the end." Only letters that have \
        case are judged, so Hangul, kana and CJK text is exempt, and so are the Latin words inside a \
        sentence written in such a script (names and loanwords kept as written: "Photo Booth로 …", \
        "Wi-Fi 네트워크"), which has no capital to start with. Title \
        Case means most words of four or more letters, other than a sentence's first word, start with a \
        capital; the app's name, the vocabulary's `proper-nouns` (Apple Music, Face ID, Bluetooth, \
        HomeKit …), acronyms and words like "iPhone" keep their capitals and are not counted. A word of \
        `common-nouns` (camera, location, video, assistance, nearby …), which is never a name, capitalized \
        mid-sentence is Title Case on its own ("requires Camera to call for Assistance"); left alone when a \
        capitalized neighbour makes it part of a name ("your Camera Roll", "your Live Location"), and when it \
        is a proper noun ("opens Photos"). A locale's `sentence-case-checks` names the checks that hold in its \
        language (`first-word`, `capitals`, `title-case`, `common-nouns`; all of them when it has none): \
        German writes every noun with a capital, so only a lowercase first word and ALL CAPS are judged. A "!" or "?" that a lowercase word follows ends no sentence: it \
        belongs to a name ("StopKorona! exchanges …"). A lowercase word that opens a sentence as the subject of \
        the verb after it ("bitchat uses Bluetooth …", "lazymemo never writes …") is a name its owner writes in \
        lowercase, which sentence case keeps; a pronoun, determiner, preposition or common noun there ("this app \
        uses …", "app uses …", "in order to …") is still a lowercase start. Sentence case keeps a proper noun's \
        capitals, and a product's or feature's name of ordinary words is one: two or three capitalized words side by \
        side, none of them a word only Title Case capitalizes (The, To, For, Your, And …), count once for Title Case \
        ("Signal's Screen Lock uses Face ID.", "Use Face ID to unlock Smara Account.", "… for Lock Keyboard and Screen \
        Cleaning."), while "Sleepy Records During The Night …" stays Title Case.
        """,
        hint: "capitalize only the first word of each sentence and proper nouns",
        triggering: [
            RuleExample(.sleepy, purpose: "Sleepy Records During The Night To Detect Snoring Sounds.", note: "Title Case"),
            RuleExample(.sleepy, purpose: "the app records during the night to detect snoring sounds.", note: "starts with a lowercase letter"),
            RuleExample(.sleepy, purpose: "SLEEPY RECORDS DURING THE NIGHT TO DETECT SNORING SOUNDS.", note: "ALL CAPS"),
            RuleExample(.sleepy, purpose: "Sleepy requires Microphone to detect snoring sounds.", note: "a common word capitalized mid-sentence"),
        ],
        nonTriggering: [
            RuleExample(.app("Mixer", action: "Build a playlist", end: "Playlist ready"), screens: """
            music:
              kind: alert
              resource: media-library
              purpose: Mixer reads your Apple Music library to build playlists from songs you play often.
              on:
                allow: done
                deny: done
            """, note: "Apple Music is a proper noun"),
            RuleExample(.sleepyKo, purpose: "이 앱은 코골이를 탐지하기 위해 밤 동안 녹음합니다.", note: "Hangul has no letter case"),
            RuleExample(.sleepyKo, purpose: "Sleepy는 Smart Alarm이 울리기 전까지 밤 동안 녹음합니다.",
                        note: "Latin names inside a Hangul sentence keep their capitals"),
            RuleExample(.sleepy, purpose: "Sleepy saves snore clips to your Camera Roll.", note: "part of a name"),
            RuleExample(.sleepy, purpose: "Use Face ID to unlock Snore Diary.", note: "a feature's name of ordinary words is a proper noun"),
        ]
    )

    public init() {}

    public func check(_ context: LintContext) -> [Violation] {
        // Per app name: the flows one linter reads are mostly one app's; an app file's linter
        // reads one app a file, so the list is prepared once and the name added to it.
        let names = context.cache.value(LintCacheKey(.properNouns, context.flow.locale.value, context.flow.app.value)) {
            context.cache.value(LintCacheKey(.properNouns, context.flow.locale.value)) {
                TextMatcher(PurposeString.list(.properNouns, in: context, english: .merged), caseSensitive: true)
            }.adding(context.flow.app.value)
        }
        // Both lists once per linter, not per file (an app file's linter reads one file a call).
        let (checks, commonNouns) = context.cache.value(LintCacheKey(.purposePrepared, context.flow.locale.value, "sentence-case-checks",
                                                                     "common-nouns")) {
            let checks = Set(PurposeString.list(.sentenceCaseChecks, in: context, english: .none))
            let nouns = checks.isEmpty || checks.contains("common-nouns")
                ? Set(PurposeString.list(.commonNouns, in: context, english: .none).map(TextMatcher.normalize)) : []
            return (checks, nouns)
        }
        func runs(_ check: String) -> Bool { checks.isEmpty || checks.contains(check) }
        var result: [Violation] = []
        for purpose in PurposeString.all(in: context) {
            // Each word's facts are read by its index from the purpose's words (their case facts
            // were found as the words were read): no sets of offsets hashed, no lists of words
            // copied per purpose (the rule was 572 M of 500 apps' 3,733 M; docs/benchmarks.md, app32i).
            let all = purpose.words
            // A sentence written in a script without case (Hangul, kana, CJK) is not judged, nor
            // the Latin words inside it: there they are names and loanwords kept as written
            // ("Photo Booth로 …", "Wi-Fi에 …"), and the sentence has no capital to start with.
            let uncased = Self.uncasedRanges(purpose.sentences, in: purpose.resolved)
            // Names, acronyms and words like "iPhone" keep their own capitals. Words and names
            // are both in text order and names do not overlap: one sweep marks the words a name
            // covers (a test per word against every name made a long purpose quadratic).
            let protected = Self.coveredWords(all, by: names.matches(in: purpose.resolvedForMatching, counting: .characters))
            let isStart = Self.sentenceStartWords(purpose.sentences, words: all)
            // `ordinary`: judged words (with case, outside uncased sentences) that no name covers
            // and that have no capital after their first letter; `capitals` and `shouting` count
            // the judged words of two letters or more that no name covers, and those of them
            // without a lowercase letter.
            var ordinary = [Bool](repeating: false, count: all.count)
            var (capitals, shouting) = (0, 0)
            for (index, word) in all.enumerated() {
                guard word.cases.hasCase, !uncased.contains(where: { $0.contains(word.offset) }) else { continue }
                ordinary[index] = !protected[index] && !word.cases.uppercaseAfterFirst
                if word.cases.letters >= 2 && !protected[index] {
                    capitals += 1
                    if !word.cases.hasLowercase { shouting += 1 }
                }
            }
            if runs("capitals"), capitals >= 3, shouting * 5 >= capitals * 4 {
                result.append(purpose.violation(at: purpose.trimmedOffset, length: purpose.trimmedLength,
                                                "purpose string is written in capitals; use sentence case", in: context))
                continue
            }

            // A lowercase word that is the subject of the verb after it ("bitchat uses …") is a
            // name written as its owner writes it, which sentence case keeps.
            if runs("first-word"), let lower = all.indices.first(where: { index in
                guard ordinary[index], isStart[index], all[index].cases.firstIsLowercase else { return false }
                let nouns = context.cache.value(LintCacheKey(.purposeCommonNouns, context.flow.locale.value)) {
                    Set(PurposeString.list(.commonNouns, in: context, english: .merged).map(TextMatcher.normalize))
                }
                return !Self.isLowercaseName(at: index, in: all, commonNouns: nouns)
            }).map({ all[$0] }) {
                let which = lower.offset == isStart.firstIndex(of: true).map({ all[$0].offset }) ? "starts with" : "starts a sentence with"
                result.append(purpose.violation(at: lower.offset, length: lower.length,
                                                "purpose string \(which) lowercase \"\(lower.text)\"; capitalize the first word",
                                                in: context))
            }

            func isTitleCandidate(_ index: Int) -> Bool {
                ordinary[index] && !isStart[index] && all[index].cases.letters >= 4 && all[index].cases.hasLowercase
            }
            var (candidateCount, capitalizedCount) = (0, 0)
            for index in all.indices where isTitleCandidate(index) {
                candidateCount += 1
                if all[index].cases.firstIsUppercase { capitalizedCount += 1 }
            }
            // A short run of capitalized words inside a sentence is one name ("Signal's Screen Lock",
            // "unlock Smara Account"): counted once, as the proper noun it is (only when the counts
            // alone would report Title Case, so most purposes never build the runs).
            if runs("title-case"), candidateCount >= 2, capitalizedCount * 2 > candidateCount {
                let titleCandidates = all.indices.filter(isTitleCandidate).map { all[$0] }
                let capitalized = titleCandidates.filter(\.cases.firstIsUppercase)
                if let first = capitalized.first, !Self.namesExplainCapitals(titleCandidates, capitalized, in: purpose) {
                    let listed = capitalized.prefix(4).map { "\"\($0.text)\"" }.joined(separator: ", ")
                    result.append(purpose.violation(at: first.offset, length: first.length,
                                                    "purpose string is in Title Case (\(listed)\(capitalized.count > 4 ? " …" : "")); use sentence case",
                                                    in: context))
                    continue
                }
            }

            // A common word capitalized mid-sentence, alone: Title Case even among lowercase words.
            // A capitalized neighbour (other than a sentence's first word) makes it part of a name.
            guard !commonNouns.isEmpty else { continue }
            func isCapitalized(_ index: Int) -> Bool {
                !isStart[index] && all[index].cases.firstIsUppercase
            }
            let common = all.indices.filter { index in
                guard ordinary[index], isCapitalized(index), all[index].cases.hasLowercase, commonNouns.contains(all[index].folded) else { return false }
                return ![index - 1, index + 1].contains { all.indices.contains($0) && isCapitalized($0) }
            }.map { all[$0] }
            if let first = common.first {
                let listed = common.prefix(4).map { "\"\($0.text)\"" }.joined(separator: ", ")
                result.append(purpose.violation(at: first.offset, length: first.length,
                                                "purpose string capitalizes common words mid-sentence (\(listed)\(common.count > 4 ? " …" : "")); use sentence case",
                                                in: context))
            }
        }
        return result
    }

    /// Words that never name a brand: pronouns, determiners and prepositions a sentence may open with.
    static let functionWords: Set<String> = PurposeFragments.subjectWords.union(PurposeFragments.objectOpeners)
        .union(["in", "on", "at", "to", "by", "with", "from", "of", "if", "as", "so", "because", "while", "once", "after", "before",
                "there", "here", "please", "all", "some", "each"])
    /// Adverbs that may stand between a subject and its verb ("lazymemo never writes …"), besides -ly words.
    static let midAdverbs: Set<String> = ["never", "also", "only", "always", "still", "just", "often", "now", "then", "even"]
    /// Verbs that follow a subject without the third person's -s.
    static let modals: Set<String> = ["can", "will", "may", "might", "would", "could", "should", "does", "is", "has"]

    /// Whether the lowercase word at `index`, which opens a sentence, is a name written in
    /// lowercase (issue 33: "bitchat uses Bluetooth …", "… lazymemo never writes to your
    /// calendars."): it is the subject of the verb that follows it (a word in the third person
    /// by its shape, or a modal, after at most one adverb), and it is no pronoun, determiner,
    /// preposition or common noun ("this app uses …", "app uses …" and "in order to …" are
    /// still lowercase starts). Sentence case keeps a name as its owner writes it.
    static func isLowercaseName(at index: Int, in words: [PurposeString.Word], commonNouns: Set<String>) -> Bool {
        guard index < words.count else { return false }
        let subject = words[index].folded
        guard !functionWords.contains(subject), !commonNouns.contains(subject),
              !PurposeFragments.isThirdPersonShape(subject) else { return false }
        var next = index + 1
        if next < words.count, words[next].folded.hasSuffix("ly") || midAdverbs.contains(words[next].folded) { next += 1 }
        guard next < words.count, words[next].text.first?.isLowercase == true else { return false }
        let verb = words[next].folded
        return modals.contains(verb) || PurposeFragments.isThirdPersonShape(verb)
    }

    /// Capitalized words that open a name's words but never one: Title Case capitalizes them, a
    /// name of two or three words ("Screen Lock", "Smara Account", "Live Photos") does not hold them.
    static let titleOnlyWords: Set<String> = functionWords.union(["and", "or", "the", "a", "an", "for", "your", "my", "our", "during",
                                                                  "into", "about", "when", "where", "up", "out", "not", "it"])

    /// Whether the Title Case counts come from names: each run of two or three capitalized words
    /// next to one another (only a space between them, none of them a `titleOnlyWords` word) is
    /// counted as one word, the proper noun it is, and then at most half the candidates are
    /// capitalized. "Sleepy Records During The Night …" is one long run holding "During" and
    /// "The": its words count one by one and it stays Title Case.
    static func namesExplainCapitals(_ candidates: [PurposeString.Word], _ capitalized: [PurposeString.Word],
                                     in purpose: PurposeString) -> Bool {
        let text = Array(purpose.resolved)
        let words = purpose.words
        var runOf: [Int: Int] = [:]  // word offset -> the offset of its name run's first word
        var index = 0
        while index < words.count {
            guard words[index].cases.firstIsUppercase else { index += 1; continue }
            var end = index + 1
            while end < words.count, words[end].cases.firstIsUppercase {
                let gapStart = words[end - 1].offset + words[end - 1].length, gapEnd = words[end].offset
                guard gapStart >= 0, gapEnd == gapStart + 1, gapStart < text.count, text[gapStart] == " " else { break }
                end += 1
            }
            let run = words[index..<end]
            if (2...3).contains(run.count), !run.contains(where: { titleOnlyWords.contains($0.folded) }) {
                for word in run { runOf[word.offset] = words[index].offset }
            }
            index = end
        }
        guard !runOf.isEmpty else { return false }
        func units(_ list: [PurposeString.Word]) -> Int { Set(list.map { runOf[$0.offset] ?? $0.offset }).count }
        let candidateUnits = units(candidates)
        return candidateUnits < 2 || units(capitalized) * 2 <= candidateUnits
    }

    /// The Character ranges of the sentences that hold a letter without case (Hangul, kana, CJK):
    /// sentences of a script that has no sentence case. None for ASCII text.
    static func uncasedRanges(_ sentences: [Sentences.Sentence], in text: String) -> [Range<Int>] {
        uncasedRanges(sentences, in: text, byScalars: SingleScalarText.holds(text))
    }

    /// `byScalars`: the text is `SingleScalarText`, where a scalar is a Character, a syllable a
    /// letter without case and every ASCII letter has case (a test passes false to compare).
    static func uncasedRanges(_ sentences: [Sentences.Sentence], in text: String, byScalars: Bool) -> [Range<Int>] {
        guard !ByteScan.isASCII(text) else { return [] }
        if byScalars {
            return sentences.compactMap { sentence in
                sentence.text.utf8.contains { $0 >= 0x80 } ? sentence.offset..<(sentence.offset + sentence.text.unicodeScalars.count) : nil
            }
        }
        return sentences.compactMap { sentence in
            sentence.text.contains { $0.isLetter && !$0.isUppercase && !$0.isLowercase }
                ? sentence.offset..<(sentence.offset + sentence.text.count) : nil
        }
    }

    /// For each word, whether some match overlaps it. Both lists are in text order and the
    /// matches do not overlap one another, so one pass over each answers it.
    static func coveredWords(_ words: [PurposeString.Word], by matches: [TextMatcher.Occurrence]) -> [Bool] {
        var covered = [Bool](repeating: false, count: words.count)
        guard !matches.isEmpty else { return covered }
        var next = 0
        for (position, word) in words.enumerated() {
            let end = word.offset + word.length
            // Matches that end before this word cannot reach a later one either.
            while next < matches.count, matches[next].offset + matches[next].length <= word.offset { next += 1 }
            var index = next
            while index < matches.count, matches[index].offset < end {
                if word.offset < matches[index].offset + matches[index].length {
                    covered[position] = true
                    break
                }
                index += 1
            }
        }
        return covered
    }

    /// For each word, whether it is a sentence's first word (sentences and words both in text order).
    static func sentenceStartWords(_ sentences: [Sentences.Sentence], words: [PurposeString.Word]) -> [Bool] {
        var starts = [Bool](repeating: false, count: words.count)
        var next = 0
        for sentence in sentences {
            while next < words.count, words[next].offset < sentence.offset { next += 1 }
            if next < words.count { starts[next] = true }
        }
        return starts
    }
}

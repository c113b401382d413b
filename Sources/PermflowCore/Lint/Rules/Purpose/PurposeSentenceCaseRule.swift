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
            let wordCase = PurposeString.WordCases(purpose.words)
            // A sentence written in a script without case (Hangul, kana, CJK) is not judged, nor
            // the Latin words inside it: there they are names and loanwords kept as written
            // ("Photo Booth로 …", "Wi-Fi에 …"), and the sentence has no capital to start with.
            let uncased = Self.uncasedRanges(purpose.sentences, in: purpose.resolved)
            let words = purpose.words.filter { word in
                (wordCase[word.offset]?.hasCase ?? false) && !uncased.contains { $0.contains(word.offset) }
            }
            // Names, acronyms and words like "iPhone" keep their own capitals. Words and names
            // are both in text order and names do not overlap: one sweep marks the words a name
            // covers (a test per word against every name made a long purpose quadratic).
            let protected = Self.coveredOffsets(purpose.words, by: names.matches(in: purpose.resolvedForMatching, counting: .characters))
            let ordinary = words.filter { word in
                !protected.contains(word.offset) && !(wordCase[word.offset]?.uppercaseAfterFirst ?? false)
            }
            let sentences = purpose.sentences
            let sentenceStarts = Self.sentenceStarts(sentences, words: purpose.words)

            let capitals = words.filter { word in
                (wordCase[word.offset]?.letters ?? 0) >= 2 && !protected.contains(word.offset)
            }
            let shouting = capitals.filter { !(wordCase[$0.offset]?.hasLowercase ?? false) }
            if runs("capitals"), capitals.count >= 3, shouting.count * 5 >= capitals.count * 4 {
                result.append(purpose.violation(at: purpose.trimmedOffset, length: purpose.trimmedLength,
                                                "purpose string is written in capitals; use sentence case", in: context))
                continue
            }

            // A lowercase word that is the subject of the verb after it ("bitchat uses …") is a
            // name written as its owner writes it, which sentence case keeps.
            if runs("first-word"), let lower = ordinary.first(where: { word in
                guard sentenceStarts.contains(word.offset), wordCase[word.offset]?.firstIsLowercase ?? false else { return false }
                let nouns = context.cache.value(LintCacheKey(.purposeCommonNouns, context.flow.locale.value)) {
                    Set(PurposeString.list(.commonNouns, in: context, english: .merged).map(TextMatcher.normalize))
                }
                guard let index = purpose.words.firstIndex(where: { $0.offset == word.offset }) else { return true }
                return !Self.isLowercaseName(at: index, in: purpose.words, commonNouns: nouns)
            }) {
                let which = lower.offset == sentenceStarts.min() ? "starts with" : "starts a sentence with"
                result.append(purpose.violation(at: lower.offset, length: lower.length,
                                                "purpose string \(which) lowercase \"\(lower.text)\"; capitalize the first word",
                                                in: context))
            }

            let titleCandidates = ordinary.filter { word in
                !sentenceStarts.contains(word.offset) && (wordCase[word.offset]?.letters ?? 0) >= 4
                    && (wordCase[word.offset]?.hasLowercase ?? false)
            }
            let capitalized = titleCandidates.filter { wordCase[$0.offset]?.firstIsUppercase ?? false }
            // A short run of capitalized words inside a sentence is one name ("Signal's Screen Lock",
            // "unlock Smara Account"): counted once, as the proper noun it is (only when the counts
            // alone would report Title Case, so most purposes never build the runs).
            if runs("title-case"), titleCandidates.count >= 2, capitalized.count * 2 > titleCandidates.count, let first = capitalized.first,
               !Self.namesExplainCapitals(titleCandidates, capitalized, in: purpose, wordCase: wordCase) {
                let listed = capitalized.prefix(4).map { "\"\($0.text)\"" }.joined(separator: ", ")
                result.append(purpose.violation(at: first.offset, length: first.length,
                                                "purpose string is in Title Case (\(listed)\(capitalized.count > 4 ? " …" : "")); use sentence case",
                                                in: context))
                continue
            }

            // A common word capitalized mid-sentence, alone: Title Case even among lowercase words.
            // A capitalized neighbour (other than a sentence's first word) makes it part of a name.
            guard !commonNouns.isEmpty else { continue }
            func isCapitalized(_ word: PurposeString.Word) -> Bool {
                !sentenceStarts.contains(word.offset) && (wordCase[word.offset]?.firstIsUppercase ?? false)
            }
            let ordinaryOffsets = Set(ordinary.map(\.offset))
            let common = purpose.words.indices.filter { index in
                let word = purpose.words[index]
                guard ordinaryOffsets.contains(word.offset), isCapitalized(word), wordCase[word.offset]?.hasLowercase ?? false,
                      commonNouns.contains(word.folded) else { return false }
                return ![index - 1, index + 1].contains { purpose.words.indices.contains($0) && isCapitalized(purpose.words[$0]) }
            }.map { purpose.words[$0] }
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
                                     in purpose: PurposeString, wordCase: PurposeString.WordCases) -> Bool {
        let text = Array(purpose.resolved)
        let words = purpose.words
        var runOf: [Int: Int] = [:]  // word offset -> the offset of its name run's first word
        var index = 0
        while index < words.count {
            guard wordCase[words[index].offset]?.firstIsUppercase ?? false else { index += 1; continue }
            var end = index + 1
            while end < words.count, wordCase[words[end].offset]?.firstIsUppercase ?? false {
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

    /// The offsets of the words that some match overlaps. Both lists are in text order and the
    /// matches do not overlap one another, so one pass over each answers it.
    static func coveredOffsets(_ words: [PurposeString.Word], by matches: [TextMatcher.Occurrence]) -> Set<Int> {
        var covered: Set<Int> = []
        var next = 0
        for word in words {
            let end = word.offset + word.length
            // Matches that end before this word cannot reach a later one either.
            while next < matches.count, matches[next].offset + matches[next].length <= word.offset { next += 1 }
            var index = next
            while index < matches.count, matches[index].offset < end {
                if word.offset < matches[index].offset + matches[index].length {
                    covered.insert(word.offset)
                    break
                }
                index += 1
            }
        }
        return covered
    }

    /// The offset of each sentence's first word (sentences and words both in text order).
    static func sentenceStarts(_ sentences: [Sentences.Sentence], words: [PurposeString.Word]) -> Set<Int> {
        var starts: Set<Int> = []
        var next = 0
        for sentence in sentences {
            while next < words.count, words[next].offset < sentence.offset { next += 1 }
            if next < words.count { starts.insert(words[next].offset) }
        }
        return starts
    }
}

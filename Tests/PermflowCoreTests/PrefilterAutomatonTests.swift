import Testing
import PatternReading
@testable import PermflowCore

/// `PrefilterAutomaton` finds a list's literals in one pass; it must let through exactly the
/// patterns the one-by-one search (`RegexPrefilter.candidates`) lets through: a literal it missed
/// would rule out a pattern the text may match, one it invented would only cost time but would
/// still differ here.
@Suite struct PrefilterAutomatonTests {
    /// The one-by-one answer, as indices.
    static func searched(_ prefilters: [RegexPrefilter], _ text: String) -> [Int] {
        RegexPrefilter.candidates(Array(prefilters.indices), { prefilters[$0] }, in: text)
    }

    static func expectSameAnswer(_ prefilters: [RegexPrefilter], _ texts: [String], _ list: String) -> (texts: Int, found: Int) {
        guard let automaton = PrefilterAutomaton(prefilters) else {
            Issue.record("\(list): no automaton")
            return (0, 0)
        }
        #expect(automaton.count == prefilters.count)
        var found = 0
        for text in texts {
            let expected = searched(prefilters, text)
            found += expected.count
            #expect(automaton.candidates(in: text) == expected, "\(list): \"\(text)\"")
        }
        return (texts.count, found)
    }

    /// Every pattern list of every built-in locale, over the labelled corpus, the held-out file
    /// and all the copy of the bundled and bad flows and the rule examples (and crafted texts).
    @Test func answersAsTheSearchOnEveryBuiltInList() throws {
        let (corpus, _) = try Corpus.load()
        var texts = corpus.entries.map(\.text) + (try Corpus.loadHeldOut()).entries.map(\.text)
        texts += try PatternRegexTests.corpus()
        texts += ["", "Tap ALLOW", "o\u{212A} 확인", "don\u{2019}t 허용", "앨범에 사진을 \u{110C}\u{1165}\u{110C}\u{1161}\u{11BC}합니다.",
                  "Éok", "허용 안 함 👍 — 설정에서 바꿀 수 있어요.", "`allow`", "percentoff off%"]
        #expect(texts.count > 1_000)
        var lists = 0, letThrough = 0
        for (locale, vocabulary) in VocabularyStore.standard.byLocale.sorted(by: { $0.key < $1.key }) {
            for (name, patterns) in vocabulary.lists.sorted(by: { $0.key < $1.key }) where name.hasSuffix("-patterns") {
                let answer = Self.expectSameAnswer(patterns.map { RegexPrefilter(pattern: $0) }, texts, "\(locale) \(name)")
                lists += 1
                letThrough += answer.found
            }
        }
        // The comparison must see matches, not only texts every pattern rules out.
        #expect(lists > 20)
        #expect(letThrough > 1_000, "\(letThrough) patterns let through")
    }

    /// Literals that overlap, contain one another or end together ("he", "she", "hers"): each
    /// is found wherever it ends, including inside a longer one and after a failed longer one.
    @Test func findsOverlappingLiterals() throws {
        let patterns = ["he", "she", "hers", "his", "(x|she)rs", "abcd", "bcx", "cd", "ab+c", "a(b|c)a", "aaa"]
        let prefilters = patterns.map { RegexPrefilter(pattern: $0) }
        let texts = ["ushers", "she", "his hers", "h", "abcx", "abcd", "bcd", "abbc", "aca", "aa", "aaaa", "xrs",
                     "SHE SELLS", "abc bcx", "", "zzz"]
        _ = Self.expectSameAnswer(prefilters, texts, "overlapping")
        let automaton = try #require(PrefilterAutomaton(prefilters))
        // "ushers" holds she, he and hers (and she then rs), not his.
        #expect(automaton.candidates(in: "ushers") == [0, 1, 2, 4])
        // "abcx" fails abcd at x but holds bcx, which starts inside it (and a, then b).
        #expect(automaton.candidates(in: "abcx") == [6, 8, 9])
        // "aaaa": aaa is found though the text goes on past it.
        #expect(automaton.candidates(in: "aaaa") == [10])
    }

    /// Hangul literals (three bytes a syllable, compared as written), ASCII words in Korean text,
    /// `beyondASCII` classes and text with conjoining jamo.
    @Test func findsKoreanLiterals() throws {
        let patterns = ["저장", "장소", "(사진|동영상)[을를] 저장", "허용", "face id를", #"\ballow\b"#, #"[\x{2500}-\x{257F}]"#, "카메라.*접근"]
        let prefilters = patterns.map { RegexPrefilter(pattern: $0) }
        let texts = ["앨범에 사진을 저장합니다.", "저장소", "장소 저장", "Face ID를 사용", "ALLOW를 누르세요", "o\u{212A} allow",
                     "┌ 허용 ┐", "카메라에 접근", "카메라", "저", "\u{110C}\u{1165}장", "allow", "영수증"]
        _ = Self.expectSameAnswer(prefilters, texts, "korean")
        let automaton = try #require(PrefilterAutomaton(prefilters))
        // The box-drawing class (6) needs a character beyond ASCII: Korean text has some.
        #expect(automaton.candidates(in: "저장소") == [0, 1, 6])
        #expect(automaton.candidates(in: "앨범에 사진을 저장합니다.") == [0, 2, 6])
        // A Kelvin sign might fold to k: ASCII words are not ruled out in that text, Hangul is.
        #expect(automaton.candidates(in: "o\u{212A} allow") == [5, 6])
        // Conjoining jamo: every pattern may match.
        #expect(automaton.candidates(in: "\u{110C}\u{1165}장") == Array(patterns.indices))
    }

    @Test func answersForEmptyListsAndPatternsWithoutLiterals() throws {
        let none = try #require(PrefilterAutomaton([]))
        #expect(none.count == 0)
        #expect(none.candidates(in: "anything").isEmpty)
        #expect(none.candidates(in: "").isEmpty)
        // A pattern the prefilter cannot read needs nothing: every text may match it.
        let unread = [RegexPrefilter(pattern: #"(?x)allow"#), RegexPrefilter(pattern: "allow"), RegexPrefilter(pattern: #"\p{L}+"#)]
        let automaton = try #require(PrefilterAutomaton(unread))
        #expect(automaton.candidates(in: "zzz") == [0, 2])
        #expect(automaton.candidates(in: "Allow") == [0, 1, 2])
        _ = Self.expectSameAnswer(unread, ["zzz", "allow", "", "허용"], "unread")
    }

    /// Random literals over a few letters (so they overlap and repeat), ASCII and Hangul, against
    /// random texts over the same letters; and a list with many literals and byte classes.
    @Test func answersAsTheSearchOnRandomLists() {
        var generator = SplitMix64(seed: 32)
        let letters: [String] = ["a", "b", "c", "A", "가", "각", "나", " ", "'", "`"]
        func word(_ length: Int) -> String {
            String((0..<length).map { _ in letters[Int.random(in: 0..<letters.count, using: &generator)] }.joined())
        }
        for round in 0..<40 {
            let patterns = (0..<Int.random(in: 1...12, using: &generator)).map { _ in
                Int.random(in: 0..<4, using: &generator) == 0
                    ? "(\(word(Int.random(in: 1...3, using: &generator)))|\(word(Int.random(in: 1...3, using: &generator))))\(word(2))"
                    : word(Int.random(in: 1...4, using: &generator))
            }
            let prefilters = patterns.map { RegexPrefilter(pattern: $0) }
            let texts = (0..<60).map { _ in word(Int.random(in: 0...12, using: &generator)) }
            _ = Self.expectSameAnswer(prefilters, texts, "round \(round): \(patterns)")
        }
        // Many literals and classes: every 97th Hangul syllable, every ASCII letter, digit and
        // most punctuation, each before a word.
        var many: [String] = []
        for scalar in stride(from: 0xAC00, through: 0xD7A3, by: 97) {
            if let syllable = Unicode.Scalar(scalar) { many.append(String(Character(syllable)) + "다") }
        }
        many += "abcdefghijklmnopqrstuvwxyz0123456789!#%&,:;<=>@_~'\"/".map { String($0) + "z" }
        let prefilters = many.map { RegexPrefilter(pattern: $0) }
        let texts = many + ["한다", "다", "!z", "zz", "~z 힣다", "Az", "`z", many.joined(separator: " ")]
        _ = Self.expectSameAnswer(prefilters, texts, "many")
    }

    /// A list whose table would be too large gets no automaton, and the scanner's filter then
    /// searches each text one pattern at a time, with the same answer.
    @Test func aListTooLargeIsSearched() {
        // 3,000 distinct literals of about 45 bytes over 48 byte values: a table of 6 M entries.
        let letters = Array("abcdefghijklmnopqrstuvwxyz0123456789!#%&,:;<=>@_~")
        let patterns = (0..<3_000).map { index in
            String((0..<(40 + index % 4)).map { letters[(index * 7 + $0 * 13 + $0 * $0) % letters.count] }) + String(index)
        }
        let prefilters = patterns.map { RegexPrefilter(pattern: $0) }
        #expect(PrefilterAutomaton(prefilters) == nil)
        let filter = CopyScanner.PatternFilter(CopyScanner.Lists.compile(patterns))
        for round in 0...(CopyScanner.PatternFilter.searchedTexts + 3) {
            let text = "say " + patterns[round * 71] + " twice"
            #expect(filter.candidates(in: text) == Self.searched(prefilters, text))
        }
    }
}

import Testing
@testable import PermflowCore

/// The one phrase matcher every rule uses: its ASCII path against its general path, its index
/// against a scan per phrase, and the cases where the three matchers it replaced disagreed.
@Suite struct TextMatcherTests {
    static var allLists: [(String, [String])] {
        var lists: [(String, [String])] = []
        for (locale, vocabulary) in VocabularyStore.standard.byLocale.sorted(by: { $0.key < $1.key }) {
            for (name, entries) in vocabulary.lists.sorted(by: { $0.key < $1.key }) where !name.hasSuffix("-patterns") {
                lists.append(("\(locale) \(name)", entries + ["Receipts", "is", "don't", "e.g."]))
            }
        }
        return lists
    }

    /// ASCII copy is read from its bytes; the general path must find exactly the same.
    @Test func asciiPathFindsWhatTheGeneralPathFinds() {
        for (name, entries) in Self.allLists {
            for caseSensitive in [false, true] {
                let matcher = TextMatcher(entries, caseSensitive: caseSensitive)
                for text in FastPathTests.asciiTexts {
                    var bytes = text
                    let fast = bytes.withUTF8 { matcher.occurrences(in: TextMatcher.ASCIIText(bytes: $0, caseSensitive: caseSensitive)) }
                    let general = matcher.occurrences(in: TextMatcher.Folded(text, caseSensitive: caseSensitive))
                    #expect(fast == general, "\(name) in \"\(text)\"")
                }
            }
        }
    }

    /// The first-scalar index against the plain algorithm: each phrase scanned on its own.
    @Test func indexFindsWhatAScanPerPhraseFinds() {
        for (name, entries) in Self.allLists {
            let matcher = TextMatcher(entries)
            for text in FastPathTests.texts {
                let folded = TextMatcher.Folded(text)
                var expected: [TextMatcher.Occurrence] = []
                for (position, phrase) in matcher.phrases.enumerated() where phrase.scalars.count <= folded.count {
                    var index = 0
                    while index <= folded.count - phrase.scalars.count {
                        let end = index + phrase.scalars.count
                        if folded.scalars[index..<end].elementsEqual(phrase.scalars),
                           !phrase.boundedStart || index == 0 || !folded.isWord(index - 1),
                           !phrase.boundedEnd || end == folded.count || !folded.isWord(end) {
                            expected.append(TextMatcher.Occurrence(phrase: position, offset: index, length: phrase.scalars.count))
                            index = end
                        } else {
                            index += 1
                        }
                    }
                }
                expected.sort { ($0.offset, -$0.length, $0.phrase) < ($1.offset, -$1.length, $1.phrase) }
                #expect(matcher.occurrences(in: text) == expected, "\(name) in \"\(text)\"")
            }
        }
    }

    /// Folding scalar by scalar is what lowercasing the whole text and folding apostrophes gives.
    @Test func foldsAsLowercasingDoes() {
        let texts = FastPathTests.texts + ["Ünïcode “Don’t” ʼx‘", "İSTANBUL ǅ ΟΔΟΣ", "영수증 ABC", "ＡＢＣ"]
        for text in texts {
            var expected = String.UnicodeScalarView()
            for scalar in text.lowercased().unicodeScalars {
                switch scalar {
                case "\u{2019}", "\u{2018}", "`", "\u{02BC}": expected.append("'")
                default: expected.append(scalar)
                }
            }
            #expect(TextMatcher.normalize(text) == String(expected), "\(text)")
            #expect(TextMatcher.Folded(text).scalars == Array(expected), "\(text)")
        }
    }

    @Test func wholeWordsInScriptsWithSpacesAnywhereInHangul() {
        let matcher = TextMatcher(["allow", "허용", "don't"])
        #expect(matcher.matches(in: "Tap Allow.").map(\.offset) == [4])
        #expect(matcher.matches(in: "allowance").isEmpty)
        #expect(matcher.matches(in: "허용을 눌러").map(\.offset) == [0])
        #expect(matcher.matches(in: "Don’t").count == 1)
    }

    /// The scalar matcher of the copy rules found a phrase that ends where a combining mark
    /// follows ("cafe" in a decomposed "café"); the Character matchers of the purpose rules did
    /// not. The reader's answer wins: a mark belongs to the letter before it.
    @Test func aCombiningMarkBelongsToTheLetterBeforeIt() {
        let matcher = TextMatcher(["cafe", "👇"])
        #expect(matcher.matches(in: "the cafe\u{301} menu").isEmpty)
        #expect(matcher.matches(in: "the cafe menu").count == 1)
        // A skin tone is not a mark: a pointing hand with one is still a pointing hand (as before).
        #expect(matcher.matches(in: "tap below 👇🏽").count == 1)
    }

    /// The purpose rules took the longest phrase first, wherever it started; the copy rules took
    /// phrases left to right, the longest where two start together. Left to right wins: it is
    /// the order people read in, and one rule for all.
    @Test func phrasesAreTakenLeftToRight() {
        let matcher = TextMatcher(["helps improve", "improve your experience"])
        let found = matcher.matches(in: "It helps improve your experience.")
        #expect(found.map(\.offset) == [3])
        #expect(found.map(\.length) == [13])
        let together = TextMatcher(["allow", "don't allow"]).matches(in: "Don't Allow")
        #expect(together.map(\.length) == [11])
    }

    /// Case-sensitive lists (names, shouted placeholders) fold apostrophes as the others do.
    @Test func caseSensitiveMatchingStillFoldsApostrophes() {
        let names = TextMatcher(["McDonald's", "TODO"], caseSensitive: true)
        #expect(names.matches(in: "McDonald’s menu").count == 1)
        #expect(names.matches(in: "your todo list").isEmpty)
        #expect(names.matches(in: "TODO: reason").count == 1)
    }

    @Test func countsCharactersForThePurposeRules() {
        let matcher = TextMatcher(["todo"])
        // "é" written as e + combining mark is one Character and two scalars.
        let text = "Cafe\u{301} TODO"
        #expect(matcher.matches(in: text).map(\.offset) == [6])
        #expect(matcher.matches(in: text, counting: .characters).map(\.offset) == [5])
        #expect(matcher.matches(in: text, counting: .characters).map(\.length) == [4])
    }

    @Test func findsInsideWordsWhenAskedTo() {
        let fragments = TextMatcher(["would like to access"], wholeWords: false)
        #expect(fragments.occurs(in: "xwould like to accessy"))
        #expect(!TextMatcher(["would like to access"]).occurs(in: "xwould like to accessy"))
    }

    /// `String(scalars:)` is the text the scalars spell, whatever their width in UTF-8: ASCII,
    /// Latin-1, Hangul, conjoining jamo, astral emoji with joiners, combining marks, a lone
    /// variation selector; and slices of a scalar array, as the rules pass them.
    @Test func textFromScalarsIsTheTextTheySpell() {
        let texts = ["", "Receipts scans receipts.", "café ñ", "카메라로 영수증을 찍습니다.", "\u{1100}\u{1161}\u{11A8}",
                     "👩‍👩‍👧 family", "e\u{301}\u{20DD}", "\u{FE0F}", "\u{10FFFF}\u{7F}\u{80}\u{7FF}\u{800}\u{FFFF}\u{10000}"]
        for text in texts {
            let scalars = Array(text.unicodeScalars)
            #expect(String(scalars: scalars) == text)
            #expect(Array(String(scalars: scalars).utf8) == Array(text.utf8))
            for start in 0...scalars.count {
                for end in start...scalars.count {
                    let slice = scalars[start..<end]
                    var expected = ""
                    expected.unicodeScalars.append(contentsOf: slice)
                    #expect(Array(String(scalars: slice).utf8) == Array(expected.utf8))
                }
            }
        }
        #expect(String(scalars: "Privacy".unicodeScalars.dropFirst(2)) == "ivacy")
    }
}

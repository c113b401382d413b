import Testing
@testable import PermflowCore

/// The Korean purpose text's fast paths (issue 32): each reads `SingleScalarText` (ASCII without
/// CR, Hangul syllables) by scalars or bytes, and must give exactly what the `Character` path it
/// skips gives. Each is compared with that path on fixed cases and random strings drawn from
/// the pieces that make grapheme clusters and canonical equivalents (jamo that join a syllable,
/// a decomposed syllable, combining marks, CR LF, emoji with ZWJ and skin tones).
@Suite struct SingleScalarTextTests {
    static let pieces: [String] = [
        "가", "한", "되", "돼", "됩니다", "안", "연결", "위해", "사용합니다", "\u{D7A3}", "\u{AC00}",
        "\u{1100}", "\u{1161}", "\u{11A8}", "\u{110B}\u{1161}\u{11AB}", "\u{301}", "e", "E", "x", "Z", "9", "'", "\u{2019}",
        " ", "\t", "\n", "\r", "\r\n", ".", "!", "?", "\"", ")", "。", "\u{200D}", "👍", "\u{1F3FD}", "🇰", "🇷", "\u{A0}", "É", "ß",
    ]

    static func randomTexts(_ count: Int, seed: UInt64, from pieces: [String] = pieces) -> [String] {
        var generator = SplitMix64(seed: seed)
        return (0..<count).map { _ in
            (0..<Int.random(in: 0...12, using: &generator)).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &generator)] }.joined()
        }
    }

    static let singleScalarPieces = pieces.filter { SingleScalarText.holds($0) }

    @Test func aSingleScalarTextHasOneCharacterPerScalar() {
        var held = 0
        for text in Self.randomTexts(4000, seed: 32) {
            #expect(SingleScalarText.characters(of: text) == Array(text), "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
            guard SingleScalarText.holds(text) else { continue }
            held += 1
            #expect(text.count == text.unicodeScalars.count)
        }
        #expect(held > 100)
        // `holds` reads bytes: what reading the scalars says, at the syllables' edges too.
        for text in Self.randomTexts(4000, seed: 33) + ["\u{ABFF}", "\u{D7A4}", "\u{A960}", "\u{D7B0}", "가\r", "\u{E000}"] {
            #expect(SingleScalarText.holds(text) == text.unicodeScalars.allSatisfy(SingleScalarText.isSingle), "\(text.debugDescription)")
        }
        #expect(!SingleScalarText.holds("\u{110B}\u{1161}\u{11AB}") && !SingleScalarText.holds("a\r\nb") && !SingleScalarText.holds("e\u{301}"))
        #expect(SingleScalarText.holds("Receipts0은(는) 위치를 사용합니다."))
    }

    /// What the fast paths assume of every Hangul syllable: a letter, no case, its own
    /// lowercase, not a mark.
    @Test func everyHangulSyllableIsALetterWithoutCase() {
        for value in UInt32(0xAC00)...0xD7A3 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let character = Character(scalar)
            #expect(character.isLetter && !character.isUppercase && !character.isLowercase && !character.isNumber)
            #expect(!scalar.properties.changesWhenLowercased && scalar.properties.generalCategory == .otherLetter)
            #expect(!TextMatcher.isMark(scalar) && !TextMatcher.isWordScalar(scalar))
            #expect(TextMatcher.folded(String(scalar), caseSensitive: false) == [scalar])
        }
    }

    @Test func containedEntriesAnswerAsStringContains() {
        // Korean's passive-exceptions, plus an entry written in jamo (canonically 안되), one
        // with a combining mark, an ASCII one and an empty one: the last four are not read by bytes.
        let korean = ["안되", "안돼", "안된", "잘되", "잘못되", "오래된", "관련되", "연결되", "연결돼", "도움되"]
        let entries = korean + ["\u{110B}\u{1161}\u{11AB}\u{1103}\u{116C}", "e\u{301}", "ok", ""]
        let contained = ContainedEntries(entries)
        #expect(contained.byteEntryCount == korean.count + 1)
        let words = ["연결되어", "안되는", "사용됩니다", "\u{110B}\u{1161}\u{11AB}되", "caf\u{E9}", "cafe\u{301}", "OK", "ok", "관련된"]
            + Self.randomTexts(3000, seed: 33, from: Self.pieces + korean)
        for word in words {
            // The rule's `String.contains` (this test target sees Foundation's, which differs on "").
            let expected = entries.contains { ContainedEntries.contains(word, $0) }
            #expect(contained.anyOccurs(in: word) == expected, "\(word.unicodeScalars.map { String($0.value, radix: 16) })")
        }
        let withoutEmpty = ContainedEntries(Array(entries.dropLast()))
        for word in words {
            #expect(withoutEmpty.anyOccurs(in: word) == entries.dropLast().contains { ContainedEntries.contains(word, $0) })
        }
        #expect(ContainedEntries.contains("!", "") && ContainedEntries([""]).anyOccurs(in: "!"))
        #expect(!ContainedEntries(korean).anyOccurs(in: "사용됩니다") && ContainedEntries(korean).anyOccurs(in: "연결되어"))
    }

    @Test func foldedByScalarsIsFoldedByCharacters() {
        for text in Self.randomTexts(3000, seed: 34, from: Self.singleScalarPieces) {
            for caseSensitive in [false, true] {
                #expect(TextMatcher.Folded(text, caseSensitive: caseSensitive, byScalars: true)
                            == TextMatcher.Folded(text, caseSensitive: caseSensitive, byScalars: false), "\(text)")
            }
        }
    }

    @Test func wordCaseByScalarsIsWordCaseByCharacters() {
        for text in Self.randomTexts(3000, seed: 35) + Self.pieces {
            #expect(PurposeString.WordCase(text) == PurposeString.WordCase(characters: text), "\(text)")
        }
    }

    @Test func singleScalarWordsAreCharacterWords() {
        for text in Self.randomTexts(3000, seed: 36, from: Self.singleScalarPieces) + ["Receipts0은(는) 위치를 사용합니다.", "it's 'quoted'' 한'"] {
            #expect(PurposeString.singleScalarWords(of: text) == PurposeString.characterWords(of: text), "\(text)")
            #expect(PurposeString.words(of: text) == PurposeString.characterWords(of: text))
        }
    }

    /// The sentence split by scalars decides as the split by Characters: English's and Korean's
    /// ends and abbreviations, Korean abbreviations, texts with names ending in "!".
    @Test func sentencesByScalarsAreSentencesByCharacters() {
        let vocabularies = VocabularyStore.standard
        let pieces = Self.singleScalarPieces + ["e.g.", "Dr.", "3.5", "Yahoo!", "Receipts0은(는)", "다.", "예.", "  ", ". ", "! a", "? 가"]
        var split = 0
        for locale in ["en", "ko"] {
            let vocabulary = vocabularies.vocabulary(for: locale)
            let listed = vocabulary.list(.sentenceEnds)
            let ends = listed.isEmpty ? vocabularies.vocabulary(for: "en").list(.sentenceEnds) : listed
            for abbreviations in [[], vocabulary.list(.abbreviations) + ["e.g.", "예.", "다."]] {
                let set = Sentences.abbreviationSet(abbreviations)
                for text in Self.randomTexts(2000, seed: 38, from: pieces) + ["Receipts0은(는) 위치를 사용합니다. 다시 묻지 않아요!"] {
                    guard SingleScalarText.holds(text), !TextMatcher.isPlainASCII(text) else { continue }
                    split += 1
                    #expect(Sentences.splitSingleScalar(text, ends: ends, abbreviations: set)
                            == Sentences.splitCharacters(text, ends: ends, abbreviations: set), "\(text)")
                    #expect(Sentences.split(text, ends: ends, abbreviationSet: set)
                            == Sentences.splitCharacters(text, ends: ends, abbreviations: set), "\(text)")
                    #expect(Sentences.split(singleScalars: Array(text.unicodeScalars), of: text, ends: ends, abbreviationSet: set)
                            == Sentences.splitCharacters(text, ends: ends, abbreviations: set), "\(text)")
                }
            }
        }
        #expect(split > 1000)
        // An end mark that is a syllable: the split goes by Characters.
        #expect(Sentences.split("가나다라 마바", ends: ["다"]) == Sentences.splitCharacters("가나다라 마바", ends: ["다"], abbreviations: []))
        #expect(Sentences.split("가나다 라마", ends: ["다"]).count == 2)
    }

    @Test func joiningCharactersIsTheirString() {
        for text in Self.randomTexts(2000, seed: 37) {
            let characters = Array(text)
            for cut in [0, characters.count / 2, characters.count] {
                #expect(Array(String(joining: characters[cut...]).utf8) == Array(String(characters[cut...]).utf8))
                #expect(Array(String(joining: characters[..<cut]).utf8) == Array(String(characters[..<cut]).utf8))
                let scalars = Array(text.unicodeScalars)
                let scalarCut = scalars.count * cut / max(characters.count, 1)
                #expect(Array(String(scalars: scalars[scalarCut...]).utf8) == Array(String(String.UnicodeScalarView(scalars[scalarCut...])).utf8))
            }
        }
    }

    /// The sentence-case rule's names: the proper nouns prepared once, the app's name added per
    /// file, must match as the whole list did.
    @Test func addingAnEntryMatchesAsTheWholeList() {
        let nouns = ["Apple Music", "iPhone", "Face ID", "Wi-Fi", "iCloud", "Photo Booth", "", "iPhone"]
        let texts = ["Receipts uses Face ID on your iPhone.", "Apple Music and Receipts Pro.", "ReceiptsX", "Receipts는 Face ID를 사용합니다.",
                     "iphone", "Wi-Fi"]
        for app in ["Receipts", "Receipts Pro", "iPhone", "", "Face", "리시트", "Face ID"] {
            for wholeWords in [true, false] {
                let whole = TextMatcher(nouns + [app], caseSensitive: true, wholeWords: wholeWords)
                let added = TextMatcher(nouns, caseSensitive: true, wholeWords: wholeWords).adding(app)
                #expect(added.phrases.map(\.entry) == whole.phrases.map(\.entry))
                for text in texts {
                    #expect(added.matches(in: text, counting: .characters) == whole.matches(in: text, counting: .characters), "\(app) in \(text)")
                    #expect(added.occurrences(in: text) == whole.occurrences(in: text))
                }
            }
        }
    }
}

import Testing
@testable import PermflowCore

/// A purpose string read once for every phrase list (issue 32, app32d): `TextMatcher.MatchText`
/// finds a text's kind once and decodes or folds it once, and Korean copy is read by scalars
/// (`SingleScalars`) rather than folded with an offset table. Each path must find exactly what
/// the general path (`Folded` over `Character`s) finds, in scalars and in Characters.
@Suite struct MatchTextTests {
    /// Every word list of every built-in locale (Korean's too), in both cases.
    static let matchers: [(String, TextMatcher)] = TextMatcherTests.allLists.flatMap { name, entries in
        [false, true].map { ("\(name)\($0 ? " cased" : "")", TextMatcher(entries, caseSensitive: $0)) }
    }

    /// Texts of each form: ASCII, single-scalar Korean, and other text (jamo, marks, CR LF, emoji).
    static let texts: [String] = SingleScalarTextTests.randomTexts(150, seed: 41, from: SingleScalarTextTests.singleScalarPieces)
        + SingleScalarTextTests.randomTexts(60, seed: 42)
        + ["Receipts0은(는) 스캔한 영수증의 합계를 읽기 위해 카메라를 사용합니다.", "녹음한 소리는 코골이를 탐지하기 위해 사용됩니다.",
           "Microphone access is needed for a better experience.", "더 나은 사용을 위해 마이크 접근이 필요합니다.", "", "TODO 앱 이름",
           "Don’t worry: Sleepy는 Face ID를 사용합니다.", "e\u{301}tude 사용됩니다\r\n"]

    /// What the general path finds: the text folded by Characters.
    static func expected(_ matcher: TextMatcher, _ text: String, _ unit: TextMatcher.Unit) -> [TextMatcher.Occurrence] {
        guard !text.isEmpty else { return [] }
        let folded = TextMatcher.Folded(text, caseSensitive: matcher.caseSensitive, byScalars: false)
        let found = matcher.occurrences(in: folded)
        return unit == .scalars ? found : found.map(folded.inCharacters)
    }

    @Test func eachFormFindsWhatTheGeneralPathFinds() {
        var forms = (ascii: 0, single: 0, other: 0, found: 0)
        for text in Self.texts {
            let read = TextMatcher.MatchText(text)
            switch read.form {
            case .empty: break
            case .ascii: forms.ascii += 1
            case .singleScalars: forms.single += 1
            case .other: forms.other += 1
            }
            for (name, matcher) in Self.matchers {
                for unit in [TextMatcher.Unit.scalars, .characters] {
                    let expected = Self.expected(matcher, text, unit)
                    forms.found += expected.count
                    #expect(matcher.occurrences(in: read, counting: unit) == expected, "\(name) in \"\(text)\"")
                    #expect(matcher.occurrences(in: text, counting: unit) == expected, "\(name) in \"\(text)\"")
                }
            }
        }
        // Every form was read, and the lists found something in them.
        #expect(forms.ascii > 10 && forms.single > 100 && forms.other > 30 && forms.found > 1000)
    }

    /// A text read ahead with one case's fold only still answers a matcher of the other case.
    @Test func aMissingFoldIsMadeWhenAsked() {
        let text = "Cafe\u{301} 사용됩니다 TODO"
        for (name, matcher) in Self.matchers {
            for folds in [TextMatcher.MatchText.Folds.caseless, .cased, .both] {
                #expect(matcher.occurrences(in: TextMatcher.MatchText(text, folds: folds), counting: .characters)
                        == Self.expected(matcher, text, .characters), "\(name)")
            }
        }
    }

    /// The purpose's trimmed text is read as its own when trimming cut something, and shares the
    /// resolved one's reading when it did not; its length is its Character count.
    @Test func trimmedTextAndLength() {
        for text in Self.texts + Self.texts.map({ " \($0)\n" }) {
            let trimmed = Sentences.trimmed(Array(text)[...])
            let (read, length) = PurposeString.forMatching(trimmed, of: TextMatcher.MatchText(text))
            #expect(read.text == trimmed && Array(read.text.utf8) == Array(trimmed.utf8))
            #expect(length == trimmed.count, "\(text)")
        }
    }

    /// `isListNumber` without counting the whole sentence: the answers of counting it.
    @Test func listNumbersAsCountingTheSentenceSays() {
        func counted(_ text: String) -> Bool {
            guard let mark = text.last, mark == "." || mark == ")" else { return false }
            let digits = text.dropLast()
            return (1...3).contains(digits.count) && digits.allSatisfy { ("0"..."9").contains($0) }
        }
        let texts = ["1.", "12)", "123.", "1234.", ".", ")", "a.", "1\u{301}.", "٣.", "１.", "1 .", "12", "",
                     "녹음합니다.", "1.2.", "0)", "99.", "9\r\n."] + Self.texts
        for text in texts {
            #expect(PurposeBriefRule.isListNumber(text) == counted(text), "\(text)")
        }
    }

    /// The sentence-case rule's uncased sentences, by scalars on single-scalar text: what the
    /// Characters' letter and case properties give.
    @Test func uncasedSentencesByScalarsAreByCharacters() {
        var uncased = 0
        for text in Self.texts where SingleScalarText.holds(text) {
            for ends in [["."], [".", "!", "?"]] {
                let sentences = Sentences.split(text, ends: ends, abbreviationSet: [])
                let byScalars = PurposeSentenceCaseRule.uncasedRanges(sentences, in: text, byScalars: true)
                #expect(byScalars == PurposeSentenceCaseRule.uncasedRanges(sentences, in: text, byScalars: false), "\(text)")
                uncased += byScalars.count
            }
        }
        #expect(uncased > 100)
    }

    /// A word's length and case facts, found as the words are read (from bytes, scalars or
    /// Characters): what counting its text and `WordCase` of its text give.
    @Test func wordLengthsAndCasesAsTheirTextSays() {
        var words = 0
        for text in Self.texts + Self.texts.map({ "\($0) Ünïcödé ÉCOLE x\u{301}Y 'Don’t' \r\n" }) {
            for word in PurposeString.words(of: text) {
                #expect(word.length == word.text.count, "\(word.text) in \(text)")
                #expect(word.cases == PurposeString.WordCase(characters: word.text), "\(word.text) in \(text)")
                words += 1
            }
        }
        #expect(words > 1500)
    }

    /// A purpose of single-scalar text without a placeholder is read from its scalars, decoded
    /// once (app32i): its trim, words, sentences, quoted phrases and white space are what the
    /// Character paths give.
    @Test func singleScalarPurposeReadAsItsCharacters() {
        let at = SourceLocation(line: 1, column: 10)
        var read = 0
        for text in Self.texts + SingleScalarTextTests.randomTexts(300, seed: 45, from: SingleScalarTextTests.singleScalarPieces)
        where !TextMatcher.isBlank(text) && SingleScalarText.holds(text) && !AppNamePlaceholders.mayHold(text) {
            let screen = Screen(id: Located("s0", at: at), kind: Located(.alert, at: at), location: at)
            let purpose = PurposeString(screen: screen, text: Located(text, at: at, length: text.unicodeScalars.count), app: "앱",
                                        resourceName: "camera", source: SourceFile(path: "x.yaml", text: "purpose: \(text)"),
                                        sentenceEnds: [".", "!", "?"])
            let characters = Array(text)
            #expect(Array(purpose.trimmed.utf8) == Array(Sentences.trimmed(characters[...]).utf8), "\(text.debugDescription)")
            #expect(purpose.words == PurposeString.characterWords(of: text), "\(text.debugDescription)")
            #expect(purpose.sentences == Sentences.splitCharacters(text, ends: [".", "!", "?"], abbreviations: []), "\(text.debugDescription)")
            for start in [-1, 0, 1, characters.count / 2, characters.count, characters.count + 2] {
                for length in [0, 1, 3, characters.count + 5] {
                    let from = max(0, min(start, characters.count))
                    let expected = String(characters[from..<max(from, min(from + length, characters.count))])
                    #expect(Array(purpose.phrase(at: start, length: length).utf8) == Array(expected.utf8), "\(text.debugDescription)")
                }
            }
            for start in 0...characters.count {
                for end in start...min(characters.count, start + 3) {
                    #expect(purpose.isWhitespace(start..<end) == characters[start..<end].allSatisfy(\.isWhitespace))
                }
            }
            read += 1
        }
        #expect(read > 150)
    }

    @Test func characterCountWithoutGraphemeBreaking() {
        for text in Self.texts + SingleScalarTextTests.randomTexts(500, seed: 43) {
            #expect(SingleScalarText.characterCount(of: text) == text.count, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    /// `plist-value-placeholder`'s editor names, lowercased by bytes on single-scalar text.
    @Test func editorNamesAsLowercasingSays() {
        func lowercasing(_ text: String) -> Bool {
            let folded = text.trimmingWhitespace().lowercased()
            return folded.hasPrefix("privacy - ") && (folded.hasSuffix("usage description") || folded.hasSuffix("description"))
        }
        let texts = ["Privacy - Camera Usage Description", " PRIVACY - 카메라 Description ", "privacy - 설명 description", "Privacy - Camera",
                     "Privacy – Camera Usage Description", "\u{212A}", "Privacy - DESCRİPTİON", "İ",
                     // Near the ten bytes the rule reads first: shorter, a mark on the space, a mark after it, CR LF.
                     "Privacy -", "PRIVACY - description", "Privacy -\u{301} description", "Privacy - \u{301}description",
                     "Privacy\u{301} - Camera Usage Description", "privacy - x description\r\n", "\u{2000}Privacy - Camera Description"] + Self.texts
        for text in texts {
            #expect(PlistValuePlaceholderRule.isEditorName(text) == lowercasing(text), "\(text)")
        }
    }

    /// `normalize` folds ASCII text byte by byte into the string's storage: the same text as
    /// folding it scalar by scalar, as non-ASCII text is.
    /// And text of ASCII (CR too) and Hangul syllables by its bytes (app32i): the same text again;
    /// other text goes by scalars.
    @Test func normalizeFoldsASCIIAsScalarsDo() {
        let everyByte = String(decoding: (0..<128).map { UInt8($0) }.filter { $0 != 13 }, as: UTF8.self)
        let texts = ["", "A", "Hello `World`", "ABC xyz 0-9 ~{}[]@", everyByte, everyByte + "\r\n가\u{D7A3}\u{AC00}힣", "\u{D7A4}", "\u{ABFF}A"]
            + Self.texts + SingleScalarTextTests.randomTexts(400, seed: 44)
        var byBytes = 0
        for text in texts {
            var scalars = String.UnicodeScalarView()
            for scalar in text.unicodeScalars { TextMatcher.fold(scalar, caseSensitive: false) { scalars.append($0) } }
            #expect(Array(TextMatcher.normalize(text).utf8) == Array(String(scalars).utf8), "\(text.debugDescription)")
            #expect(Array(TextMatcher.normalizedByScalars(text).utf8) == Array(String(scalars).utf8), "\(text.debugDescription)")
            let read = ByteScan.withBytes(text) { TextMatcher.foldedByBytes($0) }
            #expect((read != nil) == text.unicodeScalars.allSatisfy { $0.isASCII || SingleScalarText.isHangulSyllable($0) }, "\(text.debugDescription)")
            if read != nil { byBytes += 1 }
        }
        #expect(byBytes > 150)
    }

    @Test func catalogKeyPathsAsJoined() {
        for components in [[], ["a"], ["strings", "NSCameraUsageDescription", "localizations", "ko", "stringUnit", "value"], ["", "›", "x"]] {
            let slice = (["strings"] + components)[1...]
            #expect(AppFileReader.keyPath(slice) == slice.joined(separator: " › "))
        }
    }

    /// A test's own rules, outside the registry: one on app files, one on flows.
    struct ForeignAppRule: AppFileRule {
        static var description: RuleDescription { PlistValueEmptyRule.description }
        func check(_ context: AppFileContext) -> [Violation] { [] }
    }

    struct ForeignFlowRule: Rule {
        static var description: RuleDescription { PurposeBriefRule.description }
        func check(_ context: LintContext) -> [Violation] { [] }
    }

    /// The app-file and app-review rules picked by identity are those a cast picks, in order,
    /// a rule from outside the registry included.
    @Test func familiesByIdentityAreFamiliesByCast() {
        let registered = RuleRegistry.all
        for rules in [registered, registered.reversed(), registered + [ForeignAppRule.self, ForeignFlowRule.self],
                      [ForeignFlowRule.self, PlistKeyRetiredRule.self, ForeignAppRule.self, AppKeyMissingRule.self], []] {
            let appFile = RuleRegistry.members(RuleRegistry.appFileRuleTypes, of: rules, id: { ObjectIdentifier($0) },
                                               cast: { $0 as? any AppFileRule.Type })
            #expect(appFile.map { ObjectIdentifier($0) } == rules.compactMap { $0 as? any AppFileRule.Type }.map { ObjectIdentifier($0) })
            let review = RuleRegistry.members(RuleRegistry.appReviewRuleTypes, of: rules, id: { ObjectIdentifier($0) },
                                              cast: { $0 as? any AppReviewRule.Type })
            #expect(review.map { ObjectIdentifier($0) } == rules.compactMap { $0 as? any AppReviewRule.Type }.map { ObjectIdentifier($0) })
        }
        #expect(!RuleRegistry.appFileRuleTypes.isEmpty && !RuleRegistry.appReviewRuleTypes.isEmpty)
    }
}

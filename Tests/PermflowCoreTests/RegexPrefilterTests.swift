import Testing
import PatternReading
@testable import PermflowCore

/// The prefilter may only rule out texts the regex really cannot match: checked against the
/// regex for every pattern of every built-in locale over all the copy in the bundled flows, the
/// bad flows and the rule examples (and each of their lines and bracketed runs), plus crafted
/// strings.
@Suite struct RegexPrefilterTests {
    @Test func readsTheLiteralsAPatternNeeds() {
        let incentive = RegexPrefilter(pattern: #"\b\d+\s*(%|percent)\s*off\b"#)
        #expect(incentive.clauses == [[.ascii(Array("%".utf8)), .ascii(Array("percent".utf8))], [.ascii(Array("off".utf8))]])
        #expect(incentive.mayMatch("Get 10% OFF today"))
        #expect(!incentive.mayMatch("scan your receipts"))
        #expect(!incentive.mayMatch("10% of receipts"))

        let title = RegexPrefilter(pattern: #"^\s*allow\s+["“'«].+?["”'»]\s+to\b"#)
        #expect(title.mayMatch("allow \"receipts\" to use the camera"))
        #expect(!title.mayMatch("welcome to receipts"))

        // A box-drawing class can never occur in ASCII text; a bracket run needs both brackets.
        #expect(!RegexPrefilter(pattern: #"[\x{2500}-\x{257F}]"#).mayMatch("plain words - and more"))
        #expect(RegexPrefilter(pattern: #"[\x{2500}-\x{257F}]"#).mayMatch("┌ box ┐"))
        #expect(!RegexPrefilter(pattern: #"\[[^\]\n]+\]"#).mayMatch("no brackets here"))
        #expect(RegexPrefilter(pattern: #"\[[^\]\n]+\]"#).mayMatch("tap [allow]"))
        // A repeated character ends a run of literal text: "ab+c" holds "ab" and "c", not "abc".
        #expect(RegexPrefilter(pattern: "ab+c").mayMatch("abbc"))
        #expect(!RegexPrefilter(pattern: "ab+c").mayMatch("acb"))
        #expect(RegexPrefilter(pattern: "ab{2}c").mayMatch("abbc"))
    }

    /// The form the build carries prefilters in (`encoded`) reads back as the same prefilters, for
    /// every pattern of every built-in file and for clauses of every kind; text not in that form
    /// reads as nil, never as other clauses.
    @Test func theEncodedFormReadsBackAsTheSamePrefilters() throws {
        var all: [RegexPrefilter] = [RegexPrefilter(pattern: "(unclosed"), RegexPrefilter(pattern: "a\tb"),
                                     RegexPrefilter(pattern: "할인|[\u{2190}-\u{21FF}]"), RegexPrefilter(pattern: "(a|\\d)b")]
        for vocabulary in VocabularyStore.standard.byLocale.values {
            for (name, entries) in vocabulary.lists where name.hasSuffix("-patterns") { all += entries.map { RegexPrefilter(pattern: $0) } }
        }
        let kinds = Set(all.flatMap { $0.clauses.flatMap { $0.map { "\($0.kind)" } } })
        #expect(kinds == ["ascii", "exact", "beyondASCII"])
        #expect(all.contains { $0.clauses.isEmpty })
        #expect(RegexPrefilter.decoded(RegexPrefilter.encoded(all)) == all)
        for prefilter in all { #expect(RegexPrefilter.decoded(RegexPrefilter.encoded([prefilter])) == [prefilter]) }
        #expect(RegexPrefilter.decoded("") == [RegexPrefilter(clauses: [])])
        #expect(RegexPrefilter.decoded("a6f66;;b") == [RegexPrefilter(clauses: [[.ascii(Array("of".utf8))]]), RegexPrefilter(clauses: []),
                                                      RegexPrefilter(clauses: [[.beyondASCII]])])
        for broken in ["x", "a6", "a6g", "a6F", "b61", "a61,", ",a61", "a61|z", "A61", "a61 "] {
            #expect(RegexPrefilter.decoded(broken) == nil, "\(broken)")
        }
    }

    /// The patterns' literals are folded in their module as the texts are in the core's.
    @Test func literalsAndTextsFoldAlike() {
        for byte in UInt8.min...UInt8.max { #expect(RegexPrefilter.foldASCII(byte) == TextMatcher.foldASCII(byte), "\(byte)") }
    }

    @Test func mayMatchWhenUnsure() {
        for pattern in [#"(?x)allow"#, #"(?i:allow)"#, #"(?=allow)allow"#, #"\Qallow\E"#, #"[[a-z]&&[^b]]"#, #"(a)\1"#, #"allow{"#,
                        #"[^abc]"#, #"\p{L}+"#, "(unclosed", "[unclosed", #"[a-z]"#] {
            #expect(RegexPrefilter(pattern: pattern).mayMatch("zzz"), "\(pattern)")
        }
        // Deep nesting is not read (a hostile pattern must not exhaust the stack).
        let deep = String(repeating: "(", count: 100_000) + "a" + String(repeating: ")", count: 100_000)
        #expect(RegexPrefilter(pattern: deep).clauses.isEmpty)
        #expect(RegexPrefilter(pattern: "((((a))))").clauses == [[.ascii([0x61])]])
        // Optional parts are not required; a cased non-ASCII letter may match an ASCII one (K, the Kelvin sign).
        #expect(RegexPrefilter(pattern: "colou?r").mayMatch("color"))
        #expect(RegexPrefilter(pattern: "(free)?gift").mayMatch("gift"))
        #expect(RegexPrefilter(pattern: "(free){0,2}gift").mayMatch("gift"))
        #expect(RegexPrefilter(pattern: "\u{212A}ey").mayMatch("key"))
        #expect(RegexPrefilter(pattern: "[\u{212A}x]ey").mayMatch("key"))
        #expect(!RegexPrefilter(pattern: "할인").mayMatch("discount"))
        #expect(RegexPrefilter(pattern: "할인").mayMatch("10% 할인"))
        // An alternative with no literal: the group needs nothing.
        #expect(RegexPrefilter(pattern: #"(a|\d)b"#).mayMatch("9b"))
        #expect(!RegexPrefilter(pattern: #"(a|\d)b"#).mayMatch("9c"))
    }

    /// One reader (`PatternShape`) for both prefilters: what the sieve does not read (set
    /// operations, `{}`, a backwards range) gives no words either, and what it reads (`\f`, `\N`)
    /// the words are read past.
    @Test func readsWhatTheSieveReads() {
        for pattern in [#"[a&&b]c"#, #"[a--b]c"#, "a{}c", "a{1,2,3}c", "[z-a]c"] {
            #expect(RegexPrefilter(pattern: pattern).clauses.isEmpty, "\(pattern)")
            #expect(PatternSieve(pattern: pattern).mayMatch("zzz"), "\(pattern)")
        }
        #expect(!RegexPrefilter(pattern: #"x\fy"#).mayMatch("x y"))
        #expect(RegexPrefilter(pattern: #"x\fy"#).mayMatch("x\u{0C}y"))
        #expect(RegexPrefilter(pattern: #"x\Ny"#).clauses == [[.ascii([0x78])], [.ascii([0x79])]])
    }

    @Test func readsPastLeadingOptions() {
        // (?m), (?s) and (?i) change only anchors, `.` and case: what the text needs stays the same.
        let close = RegexPrefilter(pattern: #"(?m)^[ \t]*[\[(]?[ \t]*[x×][ \t]*[\])]?[ \t]*$"#)
        #expect(!close.mayMatch("hold a receipt in view and receipts reads the total."))
        #expect(close.mayMatch("scan receipts\n x \ncontinue"))
        #expect(!RegexPrefilter(pattern: #"(?i)allow"#).mayMatch("zzz"))
        #expect(!RegexPrefilter(pattern: #"(?ms)^allow.*$"#).mayMatch("zzz"))
    }

    @Test func neverRulesOutAMatch() throws {
        let corpus = try PatternRegexTests.corpus()
        var checked = 0, ruledOut = 0
        for (pattern, ignoresCase) in PatternRegexTests.builtIn where ignoresCase {
            let regex = PatternRegex(pattern)
            let prefilter = RegexPrefilter(pattern: pattern)
            #expect(!prefilter.clauses.isEmpty, "\(pattern) needs some literal")
            for text in corpus {
                checked += 1
                guard !prefilter.mayMatch(text) else { continue }
                ruledOut += 1
                #expect(regex.ranges(in: TextMatcher.normalize(text)).isEmpty, "\(pattern) ruled out \"\(text)\", which it matches")
            }
        }
        // It must also be worth having: most copy matches no pattern and is ruled out early.
        #expect(ruledOut * 2 > checked, "ruled out \(ruledOut) of \(checked)")
    }

    /// Korean copy is not ASCII, but Hangul has no case: a pattern's syllables are compared as
    /// written, so a Korean flow compiles only the patterns its text may match (each Korean
    /// restatement pattern cost a walk several million instructions to compile).
    @Test func hangulIsComparedAsWritten() {
        let save = RegexPrefilter(pattern: "(라이브러리|앨범)에 (사진|동영상)[을를] 저장(합니다|해요)")
        #expect(save.clauses.contains([.exact(Array("저장".utf8))]))
        #expect(!save.mayMatch("영수증 앱은 스캔한 영수증의 합계를 읽기 위해 카메라를 사용합니다."))
        #expect(save.mayMatch("앨범에 사진을 저장합니다."))
        // 저장 written as conjoining jamo is the same text to the regex: nothing is ruled out.
        let jamo = "앨범에 사진을 \u{110C}\u{1165}\u{110C}\u{1161}\u{11BC}합니다."
        #expect(!PatternRegex("(라이브러리|앨범)에 (사진|동영상)[을를] 저장(합니다|해요)").ranges(in: jamo).isEmpty)
        #expect(save.mayMatch(jamo))
        // ASCII words in Korean text are compared too, unless something in the text has case or
        // folds to ASCII: the Kelvin sign matches k, a curly apostrophe matches '.
        #expect(RegexPrefilter(pattern: "Face ID를 사용").mayMatch("face id를 사용합니다"))
        #expect(!RegexPrefilter(pattern: #"\ballow\b"#).mayMatch("허용 안 함 👍 — 설정에서 바꿀 수 있어요."))
        #expect(RegexPrefilter(pattern: #"\ballow\b"#).mayMatch("ALLOW를 누르세요"))
        #expect(RegexPrefilter(pattern: #"\bok\b"#).mayMatch("o\u{212A} 확인"))
        #expect(!PatternRegex(#"\bok\b"#).ranges(in: "o\u{212A} 확인").isEmpty)
        #expect(RegexPrefilter(pattern: "don't").mayMatch("don\u{2019}t 허용"))
        #expect(RegexPrefilter(pattern: #"\bok\b"#).mayMatch("Éok"))
    }

    /// Every text of the labelled corpus and the held-out file, English and Korean.
    @Test func neverRulesOutACorpusMatch() throws {
        let (corpus, _) = try Corpus.load()
        let texts = corpus.entries.map(\.text) + (try Corpus.loadHeldOut()).entries.map(\.text)
        #expect(texts.count > 500)
        for (pattern, ignoresCase) in PatternRegexTests.builtIn where ignoresCase {
            let regex = PatternRegex(pattern)
            let prefilter = RegexPrefilter(pattern: pattern)
            for text in texts where !prefilter.mayMatch(text) {
                #expect(regex.ranges(in: TextMatcher.normalize(text)).isEmpty, "\(pattern) ruled out \"\(text)\", which it matches")
            }
        }
    }

    @Test func neverRulesOutAKoreanMatch() throws {
        let (corpus, _) = try Corpus.load()
        let texts = corpus.entries.filter { $0.lang == "ko" }.map(\.text)
        #expect(texts.count > 100)
        var checked = 0, ruledOut = 0
        for (pattern, ignoresCase) in PatternRegexTests.builtIn where ignoresCase {
            let regex = PatternRegex(pattern)
            let prefilter = RegexPrefilter(pattern: pattern)
            let korean = pattern.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
            for text in texts {
                if korean { checked += 1 }
                guard !prefilter.mayMatch(text) else { continue }
                if korean { ruledOut += 1 }
                #expect(regex.ranges(in: TextMatcher.normalize(text)).isEmpty, "\(pattern) ruled out \"\(text)\", which it matches")
            }
        }
        #expect(ruledOut * 2 > checked, "ruled out \(ruledOut) of \(checked)")
    }
}

extension RegexPrefilter {
    /// Whether the regex may match `text` (not yet folded): one prefilter asked alone, as the
    /// tests ask it (the linter asks `candidates` for a whole list at once).
    func mayMatch(_ text: String) -> Bool {
        Self.candidates([self], { $0 }, in: text).count == 1
    }
}

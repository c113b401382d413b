import Testing
import PatternReading
@testable import PermflowCore

/// The sieve may only rule out texts the regex really cannot match: checked against the regex for
/// every pattern of every built-in locale over the copy of the bundled and bad flows, the rule
/// examples and the labelled corpus, and on crafted patterns; and it must rule out most of what
/// gets past `RegexPrefilter` without matching, or it is not worth its cost.
@Suite struct PatternSieveTests {
    private func mayMatch(_ pattern: String, _ text: String) -> Bool {
        PatternSieve(pattern: pattern).mayMatch(TextMatcher.normalize(text))
    }

    /// The walk of flows/camera.yaml compiled two restatement patterns for its purpose string:
    /// it holds their words ("scan." holds "can", "store" is there) but not in their order.
    @Test func rulesOutWordsOutOfOrder() throws {
        let purpose = "Receipts uses the camera to read the store, date and total on receipts you scan."
        let restatements = VocabularyStore.standard.vocabulary(for: "en").list(.restatementPatterns)
        let passing = restatements.filter { RegexPrefilter(pattern: $0).mayMatch(purpose) }
        #expect(!passing.isEmpty)
        for pattern in passing {
            #expect(PatternRegex(pattern).ranges(in: TextMatcher.normalize(purpose)).isEmpty)
            #expect(!mayMatch(pattern, purpose), "\(pattern)")
        }
        // And a restatement still gets through.
        let restated = "Receipts needs access to take photos."
        #expect(restatements.contains { mayMatch($0, restated) && !PatternRegex($0).ranges(in: TextMatcher.normalize(restated)).isEmpty })
    }

    @Test func readsTheConstructsListsUse() {
        #expect(mayMatch(#"\b\d+\s*(%|percent)\s*off\b"#, "Get 10% OFF today"))
        #expect(!mayMatch(#"\b\d+\s*(%|percent)\s*off\b"#, "10% of receipts, off we go"))
        // Anchors: `^` at the start or after a line feed, `$` at the end or before one.
        #expect(mayMatch(#"^\s*(can|may) i\b"#, "  Can I use it?"))
        #expect(!mayMatch(#"^\s*(can|may) i\b"#, "You scan. I read."))
        #expect(mayMatch(#"(?m)^\s*can i\b"#, "first line\ncan i?"))
        #expect(mayMatch(#"photos?\s*([.!]|$)"#, "save the photo"))
        #expect(mayMatch(#"photos?\s*([.!]|$)"#, "save the photo\nthen go"))
        #expect(!mayMatch(#"photos?\s*([.!]|$)"#, "save the photo album"))
        // Classes, negated classes and bounded repeats (read as unbounded).
        #expect(mayMatch(#"\b(to|for)( [a-z]+){0,2} (permission)"#, "for the camera permission"))
        #expect(mayMatch(#"\b(to|for)( [a-z]+){0,2} (permission)"#, "for one two three permission"))
        #expect(!mayMatch(#"\b(to|for)( [a-z]+){0,2} (permission)"#, "for 12 permission"))
        #expect(mayMatch(#"recognition[^.!?\n]{0,40}?\bto convert"#, "Speech recognition lets us to convert"))
        #expect(!mayMatch(#"recognition[^.!?\n]{0,40}?\bto convert"#, "Speech recognition. Then to convert"))
        #expect(mayMatch(#"[A-Z]{2}"#, "ok"))
        #expect(!mayMatch(#"[^a-z ]x"#, "ax bx"))
        #expect(mayMatch(#"[^a-z ]x"#, "1x"))
        // A class negated case-insensitively: [^A] may or may not match "a"; the sieve lets it.
        #expect(mayMatch(#"[^A]b"#, "ab"))
        // Alternatives, optional and empty ones, lazy and possessive repeats.
        #expect(mayMatch("colou?r", "color"))
        #expect(mayMatch("(free|)gift", "gift"))
        #expect(mayMatch("a+?b*+c", "aac"))
        #expect(!mayMatch("a+?b*+c", "aab"))
    }

    @Test func mayMatchWhenUnsure() {
        for pattern in [#"(?x)a llow"#, #"(?i:allow)"#, #"(?=allow)allow"#, #"\Qallow\E"#, #"[[a-z]&&[^b]]"#, #"[a&&b]"#,
                        #"(a)\1"#, #"allow{"#, #"\p{L}+"#, "(unclosed", "[unclosed", #"[\b]"#] {
            #expect(mayMatch(pattern, "zzz"), "\(pattern)")
        }
        // Beyond ASCII, a pattern character matches any byte (the Kelvin sign matches "k"), and a
        // text beyond ASCII or with a carriage return (CR LF is one character) is not read.
        #expect(mayMatch("\u{212A}ey", "key"))
        #expect(mayMatch("[\u{212A}x]ey", "key"))
        #expect(mayMatch("a[\u{2500}-\u{257F}]b", "axb"))
        #expect(mayMatch("할인", "10% 할인"))
        #expect(mayMatch(#"a\sb"#, "a\r\nb"))
        // Korean text beyond Hangul syllables (conjoining jamo, a combining mark), and a pattern
        // writing other characters beyond ASCII, are not read.
        #expect(mayMatch("저장", "\u{110C}\u{1165}\u{110C}\u{1161}\u{11BC}"))
        #expect(mayMatch("저장합니다", "저\u{301}장"))
        #expect(mayMatch("\u{110C}\u{1165}장", "저장"))
        #expect(!PatternRegex("\u{110C}\u{1165}장").ranges(in: "저장").isEmpty)
        #expect(mayMatch("\u{2500}장", "저장"))
        #expect(!mayMatch(#"a\sb"#, "a\n\nb"))
        // Deep nesting is not read (a hostile pattern must not exhaust the stack).
        let deep = String(repeating: "(", count: 10_000) + "a" + String(repeating: ")", count: 10_000)
        #expect(mayMatch(deep, "zzz"))
        #expect(!mayMatch("((((a))))", "zzz"))
    }

    /// Korean copy made of Hangul syllables and ASCII is read scalar by scalar: a syllable matches
    /// itself, `.` and negated classes any syllable, `\s` and `\d` none.
    @Test func readsHangulCopy() {
        let save = "(라이브러리|보관함)에 (사진|동영상)[을를] 저장(합니다|해요)\\s*([.!]|$)"
        #expect(mayMatch(save, "Receipts0은(는) 보관함에 사진을 저장합니다."))
        #expect(mayMatch(save, "보관함에 동영상를 저장해요"))
        // The generated apps' purpose holds every word, not in the pattern's order.
        #expect(!mayMatch(save, "Receipts0은(는) 스캔한 영수증을 사진 보관함에 저장합니다."))
        #expect(!mayMatch(save, "보관함에 사진을 저장합니다 그리고 더"))
        let subject = #"^\s*([^\s.!?]+(이|가|은|는)\s+)?(사진|동영상)\s*(을|를)?\s*촬영"#
        #expect(mayMatch(subject, "앱은 사진을 촬영"))
        #expect(mayMatch(subject, "  동영상 촬영"))
        #expect(!mayMatch(subject, "앱은(는) 사진을 촬영"))
        #expect(!mayMatch(subject, "스캔한 사진을 촬영"))
        #expect(mayMatch(#"사진.촬영"#, "사진a촬영"))
        #expect(mayMatch(#"사진.촬영"#, "사진을촬영"))
        #expect(!mayMatch(#"사진\s촬영"#, "사진을촬영"))
        #expect(!mayMatch(#"사진\d촬영"#, "사진을촬영"))
        #expect(mayMatch(#"사진\w촬영"#, "사진을촬영"))
        #expect(mayMatch(#"사진[^a]촬영"#, "사진을촬영"))
        #expect(!mayMatch(#"사진[a-z]촬영"#, "사진을촬영"))
        #expect(mayMatch(#"사진[을를]촬영"#, "사진를촬영"))
        #expect(!mayMatch(#"사진[을를]촬영"#, "사진이촬영"))
        #expect(!mayMatch(#"사진[을를]촬영"#, "사진a촬영"))
        #expect(mayMatch(#"사진[\w]촬영"#, "사진이촬영"))
        // A class's members beyond ASCII other than syllables (quotes, box drawing) match no syllable;
        // a range holding syllables matches them.
        #expect(!mayMatch("[“”]장", "저장"))
        #expect(!mayMatch("[\u{2500}-\u{257F}]장", "저장"))
        #expect(mayMatch("[가-나]장", "각장"))
        #expect(!mayMatch(#"['"“”].+['"“”]\s*(이\(가\)|에서)"#, "Receipts0은(는) 상점에서 영수증을 찾습니다."))
        #expect(mayMatch(#"['"“”].+['"“”]\s*(이\(가\)|에서)"#, "'Receipts0'이(가) 카메라에 접근하려고 합니다"))
    }

    /// Every built-in pattern over Korean copy: the corpus's and the held-out file's Korean texts, the
    /// generated apps' purposes (`scripts/gen_app_files.py`) and the texts of `readsHangulCopy`.
    @Test func neverRulesOutAKoreanMatch() throws {
        let (corpus, _) = try Corpus.load()
        let generated = ["스캔한 영수증의 합계를 읽기 위해 카메라를 사용합니다.", "음성 메모를 영수증에 첨부하기 위해 녹음합니다.",
                         "스캔한 영수증을 사진 보관함에 저장합니다.", "주변 상점을 찾기 위해 위치를 사용합니다.",
                         "상점 근처에서 영수증을 알려 주기 위해 위치를 사용합니다.", "친구와 영수증을 나누기 위해 연락처를 읽습니다.",
                         "방문한 상점의 혜택을 보여 주기 위해 다른 앱에서의 활동을 사용합니다.", "영수증을 잠그기 위해 Face ID를 사용합니다."]
        let texts = corpus.entries.filter { $0.lang == "ko" }.map(\.text)
            + (try Corpus.loadHeldOut()).entries.filter { $0.lang == "ko" }.map(\.text)
            + generated.map { "Receipts7은(는) \($0)" } + generated
        // The patterns Korean copy is linted with: Korean's lists.
        let korean = Set(VocabularyStore.standard.vocabulary(for: "ko").lists.filter { $0.key.hasSuffix("-patterns") }.flatMap(\.value))
        var matched = 0, wasted = 0, ruledOut = 0
        Self.sieveEachBuiltIn(over: texts.filter { !TextMatcher.isPlainASCII(TextMatcher.normalize($0)) }) { pattern, text, matches, prefilterPasses, sieved in
            if matches {
                matched += 1
            } else if korean.contains(pattern), prefilterPasses, SingleScalarText.holds(TextMatcher.normalize(text)) {
                wasted += 1
                if !sieved { ruledOut += 1 }
            }
        }
        #expect(matched > 50, "\(matched) matches")
        // Worth having: most Korean texts the words let Korean's patterns through but the regex does
        // not match are ruled out (1,068 of 1,090; 537 while class members beyond ASCII, the
        // alert-title and annotation patterns' curly quotes, left a pattern unread).
        #expect(ruledOut * 10 > wasted * 8, "ruled out \(ruledOut) of \(wasted)")
    }

    /// Every built-in pattern over the bundled copy, the examples and the labelled corpus.
    @Test func neverRulesOutAMatch() throws {
        let (corpus, _) = try Corpus.load()
        let texts = try PatternRegexTests.corpus() + corpus.entries.map(\.text) + (try Corpus.loadHeldOut()).entries.map(\.text)
        var wasted = 0, ruledOut = 0
        Self.sieveEachBuiltIn(over: texts) { _, text, matches, prefilterPasses, sieved in
            if !matches, prefilterPasses, TextMatcher.isPlainASCII(TextMatcher.normalize(text)) {
                wasted += 1
                if !sieved { ruledOut += 1 }
            }
        }
        // Worth having: most ASCII texts the words let through but the regex does not match are ruled out.
        #expect(ruledOut * 10 > wasted * 8, "ruled out \(ruledOut) of \(wasted)")
    }

    /// The kept table (`PatternSieve.Table`) answers as the simulation for every built-in pattern,
    /// over a fifth of the corpus, the held-out file and the bundled copy (every fifth text), each
    /// text also read with a line feed put in (the `^`/`$` patterns' line starts and ends), twice
    /// (the second pass reads the transitions the first made), Korean texts by scalars; and with a
    /// table of 5 state sets, full at once, whose texts needing more are simulated.
    @Test func theKeptTableAnswersAsTheSimulation() throws {
        let (corpus, _) = try Corpus.load()
        let base = try PatternRegexTests.corpus() + corpus.entries.map(\.text) + (try Corpus.loadHeldOut()).entries.map(\.text)
        var random = SplitMix64(seed: 32)
        var texts: [String] = []
        for (index, text) in base.map(TextMatcher.normalize).enumerated() where index % 5 == 0 {
            let scalars = Array(text.unicodeScalars)
            let cut = scalars.isEmpty ? 0 : Int.random(in: 0..<scalars.count, using: &random)
            texts += [text, String(scalars: scalars[..<cut]) + "\n" + String(scalars: scalars[cut...])]
        }
        var kept = 0, differ: [String] = []
        for (pattern, _) in PatternRegexTests.builtIn {
            let (sieve, small) = (PatternSieve(pattern: pattern), PatternSieve(pattern: pattern, tableStates: 5))
            let simulated = texts.map(sieve.simulatedMayMatch)
            for (index, text) in (texts + texts).enumerated() where sieve.mayMatch(text) != simulated[index % texts.count]
                || (index < texts.count && small.mayMatch(text) != simulated[index]) {
                differ.append("\(pattern) on \"\(text)\"")
            }
            kept += sieve.keptStates
        }
        #expect(differ.isEmpty, "\(differ.count) differ: \(differ.prefix(5))")
        #expect(kept > 1_000, "\(kept) state sets kept")
    }

    /// Runs every case-insensitive built-in pattern's regex, prefilter and sieve over `texts`,
    /// expects the sieve never to rule out a text the regex matches, and hands each pair's results
    /// (pattern, text, the regex matches, the prefilter lets it through, the sieve lets it through) on.
    static func sieveEachBuiltIn(over texts: [String], _ each: (String, String, Bool, Bool, Bool) -> Void) {
        for (pattern, ignoresCase) in PatternRegexTests.builtIn where ignoresCase {
            let regex = PatternRegex(pattern)
            let prefilter = RegexPrefilter(pattern: pattern)
            let sieve = PatternSieve(pattern: pattern)
            for text in texts {
                let normalized = TextMatcher.normalize(text)
                let matches = !regex.ranges(in: normalized).isEmpty
                let sieved = sieve.mayMatch(normalized)
                if matches { #expect(sieved, "\(pattern) ruled out \"\(text)\", which it matches") }
                each(pattern, text, matches, prefilter.mayMatch(text), sieved)
            }
        }
    }
}

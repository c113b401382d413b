import Testing
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
        #expect(!mayMatch(#"a\sb"#, "a\n\nb"))
        // Deep nesting is not read (a hostile pattern must not exhaust the stack).
        let deep = String(repeating: "(", count: 10_000) + "a" + String(repeating: ")", count: 10_000)
        #expect(mayMatch(deep, "zzz"))
        #expect(!mayMatch("((((a))))", "zzz"))
    }

    /// Every built-in pattern over the bundled copy, the examples and the labelled corpus.
    @Test func neverRulesOutAMatch() throws {
        let (corpus, _) = try Corpus.load()
        let texts = try PatternRegexTests.corpus() + corpus.entries.map(\.text) + (try Corpus.loadHeldOut()).entries.map(\.text)
        var wasted = 0, ruledOut = 0
        for (pattern, ignoresCase) in PatternRegexTests.builtIn where ignoresCase {
            let regex = PatternRegex(pattern)
            let prefilter = RegexPrefilter(pattern: pattern)
            let sieve = PatternSieve(pattern: pattern)
            for text in texts {
                let normalized = TextMatcher.normalize(text)
                let matches = !regex.ranges(in: normalized).isEmpty
                if matches {
                    #expect(sieve.mayMatch(normalized), "\(pattern) ruled out \"\(text)\", which it matches")
                } else if prefilter.mayMatch(text), TextMatcher.isPlainASCII(normalized) {
                    wasted += 1
                    if !sieve.mayMatch(normalized) { ruledOut += 1 }
                }
            }
        }
        // Worth having: most ASCII texts the words let through but the regex does not match are ruled out.
        #expect(ruledOut * 10 > wasted * 8, "ruled out \(ruledOut) of \(wasted)")
    }
}

import Foundation
import Testing
@testable import PermflowCore

/// The prefilter may only rule out texts the regex really cannot match: checked against ICU for
/// every pattern of every built-in locale over all the copy in the bundled flows, the bad flows
/// and the rule examples (and each of their lines and bracketed runs), plus crafted strings.
@Suite struct RegexPrefilterTests {
    @Test func readsTheLiteralsAPatternNeeds() {
        let incentive = RegexPrefilter(pattern: #"\b\d+\s*(%|percent)\s*off\b"#)
        #expect(incentive.requirement == .all([.any([.literal(Array("%".utf8)), .literal(Array("percent".utf8))]),
                                               .literal(Array("off".utf8))]))
        #expect(incentive.mayMatch("get 10% off today"))
        #expect(!incentive.mayMatch("scan your receipts"))
        #expect(!incentive.mayMatch("10% of receipts"))

        let title = RegexPrefilter(pattern: #"^\s*allow\s+["“'«].+?["”'»]\s+to\b"#)
        #expect(title.mayMatch("allow \"receipts\" to use the camera"))
        #expect(!title.mayMatch("welcome to receipts"))

        // A box-drawing class can never occur in ASCII text; a bracket run needs both brackets.
        #expect(!RegexPrefilter(pattern: #"[\x{2500}-\x{257F}]"#).mayMatch("plain words"))
        #expect(RegexPrefilter(pattern: #"[\x{2500}-\x{257F}]"#).mayMatch("┌ box ┐"))
        #expect(!RegexPrefilter(pattern: #"\[[^\]\n]+\]"#).mayMatch("no brackets here"))
        #expect(RegexPrefilter(pattern: #"\[[^\]\n]+\]"#).mayMatch("tap [allow]"))
    }

    @Test func givesUpOnWhatItDoesNotModel() {
        for pattern in [#"(?x)allow"#, #"(?i:allow)"#, #"(?=allow)allow"#, #"\Qallow\E"#, #"[[a-z]&&[^b]]"#, #"(a)\1"#, #"allow{"#,
                        #"[^abc]"#, #"\p{L}+"#] {
            #expect(RegexPrefilter(pattern: pattern).mayMatch("zzz"), "\(pattern)")
        }
        // Optional parts are not required; a cased non-ASCII letter may match an ASCII one (K, the Kelvin sign).
        #expect(RegexPrefilter(pattern: "colou?r").mayMatch("color"))
        #expect(RegexPrefilter(pattern: "(free)?gift").mayMatch("gift"))
        #expect(RegexPrefilter(pattern: "\u{212A}ey").mayMatch("key"))
        #expect(!RegexPrefilter(pattern: "할인").mayMatch("discount"))
        #expect(RegexPrefilter(pattern: "할인").mayMatch("10% 할인"))
    }

    @Test func readsPastLeadingFlags() throws {
        // (?m), (?s) and (?i) change only anchors, `.` and case: what the text needs stays the same.
        let close = RegexPrefilter(pattern: #"(?m)^[ \t]*[\[(]?[ \t]*[x×][ \t]*[\])]?[ \t]*$"#)
        #expect(!close.mayMatch("hold a receipt in view and receipts reads the total."))
        #expect(close.mayMatch("scan receipts\n x \ncontinue"))
        #expect(!RegexPrefilter(pattern: #"(?i)allow"#).mayMatch("zzz"))
        #expect(!RegexPrefilter(pattern: #"(?ms)^allow.*$"#).mayMatch("zzz"))
        // And ICU agrees on a line that is only the glyph.
        let regex = try NSRegularExpression(pattern: #"(?m)^[ \t]*[\[(]?[ \t]*[x×][ \t]*[\])]?[ \t]*$"#, options: [.caseInsensitive])
        let text = "scan receipts\n x \ncontinue"
        #expect(regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil)
    }

    @Test func wholeLinePatternsNeedALineOfTheirCharacters() throws {
        let close = RegexPrefilter(pattern: #"(?m)^[ \t]*[\[(]?[ \t]*[x×][ \t]*[\])]?[ \t]*$"#)
        #expect(close.lineBytes != nil)
        // An x in a word is not a close glyph on its own line.
        #expect(!close.mayMatch("choose what to do next."))
        #expect(!close.mayMatch("next\nexpense report"))
        #expect(close.mayMatch("scan receipts\n [x] \ncontinue"))
        #expect(close.mayMatch("x"))
        #expect(close.mayMatch("  (x)\r\nmore"))
        // Not modelled: groups, dots, class escapes, negated classes.
        for pattern in [#"^(x)$"#, #"^.x$"#, #"^\sx$"#, #"^[^a]x$"#, #"x$"#, #"^x"#] {
            #expect(RegexPrefilter(pattern: pattern).lineBytes == nil, "\(pattern)")
        }
        #expect(RegexPrefilter(pattern: #"^[a-c]{1,3}$"#).mayMatch("abc"))
        #expect(!RegexPrefilter(pattern: #"^[a-c]{1,3}$"#).mayMatch("abd"))
    }

    @Test func neverRulesOutAMatch() throws {
        let corpus = try Self.corpus()
        #expect(corpus.count > 500)
        var checked = 0, ruledOut = 0
        for (locale, vocabulary) in VocabularyStore.standard.byLocale {
            for (name, patterns) in vocabulary.lists where name.hasSuffix("-patterns") {
                for pattern in patterns {
                    guard let regex = try? NSRegularExpression(pattern: pattern, options: [.caseInsensitive]) else { continue }
                    let prefilter = RegexPrefilter(pattern: pattern)
                    for text in corpus {
                        let normalized = TextMatcher.normalize(text)
                        checked += 1
                        // Folding while reading must agree with folding first.
                        if TextMatcher.isPlainASCII(text) {
                            #expect(prefilter.mayMatch(unfolded: text) == prefilter.mayMatch(normalized), "\(pattern) \(text)")
                        }
                        guard !prefilter.mayMatch(normalized) || !prefilter.mayMatch(unfolded: text) else { continue }
                        ruledOut += 1
                        let range = NSRange(normalized.startIndex..., in: normalized)
                        #expect(regex.firstMatch(in: normalized, range: range) == nil,
                                "\(locale) \(name) \(pattern) ruled out \"\(text)\", which it matches")
                    }
                }
            }
        }
        // It must also be worth having: most copy matches no pattern and is ruled out early.
        #expect(ruledOut * 2 > checked, "ruled out \(ruledOut) of \(checked)")
    }

    /// Every text of every flow the project ships or tests with, its lines and bracketed runs,
    /// and strings made to match the patterns.
    static func corpus() throws -> [String] {
        var yamls: [String] = []
        let directories = [BundledFlowsTests.flowsDirectory, BundledFlowsTests.badDirectory]
        for directory in directories {
            for name in BundledFlowsTests.yamlFiles(in: directory) {
                yamls.append(try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8))
            }
        }
        for rule in RuleRegistry.all {
            yamls += (rule.description.triggering + rule.description.nonTriggering).map(\.yaml)
        }
        var texts: [String] = [
            "Tap Allow below", "tap “OK”", "Press \"Allow\" on the next screen", "Get 10 % OFF", "50 percent off!",
            "Keep Receipts free", "stays totally free", "┌──────┐\n│ Allow │\n└──────┘", "[ Don't Allow ] | [ Allow ]",
            "“Receipts” Would Like to Access the Camera", "Allow \"Receipts\" to use your location?",
            "Do you want to allow tracking?", "‘영수증’이(가) 카메라에 접근하려고 합니다", "허용을 눌러 주세요", "10% 할인",
            "„Belege“ möchte auf die Kamera zugreifen", "Tippe auf „Erlauben“", "Autoriser « Reçus » à accéder",
            "[X]", "x", "(x)", "Close ✕", "https://example.com", "www.example.com/help", "Learn more at example.com",
        ]
        let parser = FlowParser()
        for yaml in yamls {
            guard let flow = parser.parse(path: "corpus.yaml", text: yaml).flow else { continue }
            for screen in flow.screens {
                for (_, text) in screen.texts { texts.append(text.value) }
                texts += screen.actions.map(\.label.value)
            }
        }
        var corpus: [String] = []
        for text in texts {
            corpus.append(text)
            corpus += CopyScanner.controlSegments(text).map(\.text)
            corpus.append(text.uppercased())
        }
        return corpus
    }
}

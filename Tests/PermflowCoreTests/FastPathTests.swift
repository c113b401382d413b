import Foundation
import Testing
@testable import PermflowCore

/// Lint reads ASCII copy through fast paths (bytes instead of Characters, one pass instead of
/// one scan per phrase). Each must decide exactly what the general path decides: compared here
/// over all the copy the project ships and tests with, and over generated text.
@Suite struct FastPathTests {
    /// Copy from the flows and rule examples, plus seeded random text over an alphabet that
    /// hits the edge cases (apostrophes, brackets, sentence ends, capitals, digits).
    static let texts: [String] = {
        var texts = (try? PatternRegexTests.corpus()) ?? []
        var generator = SplitMix64(seed: 0x5EED)
        let alphabet = Array("aAbBeEiIlLnNoOsStT0123456789 .!?'\"()[]{}-,:;%$@\t\n")
        let words = ["allow", "Allow", "ok", "OK", "free", "e.g.", "Mr.", "don't", "iPhone", "Receipts", "TODO", "is",
                     "needed", "used", "access", "camera", "photos", "tap", "skip", "not now", "Continue"]
        for _ in 0..<250 {
            var text = ""
            for _ in 0..<Int.random(in: 1...14, using: &generator) {
                if Bool.random(using: &generator) {
                    text += words.randomElement(using: &generator) ?? ""
                } else {
                    text.append(alphabet.randomElement(using: &generator) ?? " ")
                }
                if Int.random(in: 0..<3, using: &generator) == 0 { text += " " }
            }
            texts.append(text)
        }
        var seen: Set<String> = []
        return texts.filter { seen.insert($0).inserted }
    }()

    static var asciiTexts: [String] { texts.filter(TextMatcher.isPlainASCII) }

    @Test func byteScansAgreeWithScalarTests() {
        // Every text, and every prefix and suffix length around the 8-byte word boundary.
        var samples = Self.texts
        let mixed = "abc\u{1B}defgh\rijklmnop\u{7F}qrstuvw한xyz\u{9B}0123456789\nend"
        for length in 0...mixed.utf8.count {
            samples.append(String(decoding: mixed.utf8.prefix(length), as: UTF8.self))
            samples.append(String(decoding: mixed.utf8.suffix(length), as: UTF8.self))
        }
        for text in samples {
            let bytes = Array(text.utf8)
            #expect(ByteScan.isASCII(text) == bytes.allSatisfy { $0 < 0x80 }, "\(text.debugDescription)")
            #expect(ByteScan.isASCIIWithoutCR(text) == bytes.allSatisfy { $0 < 0x80 && $0 != 0x0D }, "\(text.debugDescription)")
            #expect(ByteScan.isPrintableASCII(text) == bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F }, "\(text.debugDescription)")
            #expect(ByteScan.contains(text, 0x0A, or: 0x0D) == bytes.contains { $0 == 0x0A || $0 == 0x0D }, "\(text.debugDescription)")
        }
    }

    @Test func alertTitlesAreUnquotedTheSameWay() {
        var texts = Self.texts + ["“Receipts” Would Like to Access the Camera", "«Ä» ’x‘ „y“ 「z」", "\u{2003}Ünïcode “q”\t"]
        for resource in SystemAlertCatalog.standard.resources {
            for alert in resource.alerts { texts += SystemAlertLook.parts(of: alert.title, around: "%@") + [alert.title] }
        }
        for text in texts {
            // The general path, for every text.
            let kept = TextMatcher.normalize(text).unicodeScalars.filter { !SystemAlertLook.isQuote($0) }
            let isSpace: (Unicode.Scalar) -> Bool = { $0.properties.generalCategory == .spaceSeparator || $0 == "\t" }
            var expected = ""
            if let first = kept.firstIndex(where: { !isSpace($0) }), let last = kept.lastIndex(where: { !isSpace($0) }) {
                expected = String(String.UnicodeScalarView(kept[first...last]))
            }
            #expect(SystemAlertLook.unquoted(text) == expected, "\(text)")
        }
        #expect(SystemAlertLook.parts(of: "a%@%@b", around: "%@") == ["a", "", "b"])
        #expect(SystemAlertLook.parts(of: "%@", around: "%@") == ["", ""])
        #expect(SystemAlertLook.parts(of: "none", around: "%@") == ["none"])
    }

    @Test func phrasesAreFoldedTheSameWayFromTheirBytes() {
        for text in Self.texts + ["`Don`t` ALLOW\r\n", "Ünïcode ‘q’ 한국어", ""] {
            for caseSensitive in [false, true] {
                // The general path: scalar by scalar.
                var expected: [Unicode.Scalar] = []
                for scalar in text.unicodeScalars { TextMatcher.fold(scalar, caseSensitive: caseSensitive) { expected.append($0) } }
                #expect(TextMatcher.folded(text, caseSensitive: caseSensitive) == expected, "\(text.debugDescription)")
            }
        }
    }

    @Test func asciiWordScalarsAgreeWithUnicodeProperties() {
        for value in 0..<128 {
            let scalar = Unicode.Scalar(UInt8(value))
            #expect(TextMatcher.isWordScalar(scalar) == (scalar.properties.isAlphabetic || scalar.properties.numericType != nil), "\(value)")
        }
    }

    @Test func printableASCIIIsLaidOutLikeAnyText() {
        let printable = Self.texts.filter { ByteScan.isPrintableASCII($0) }
        #expect(printable.count > 200)
        for text in printable {
            let general = TextLayout.generalGlyphs(text)
            #expect(TextLayout.glyphs(text) == general, "\(text)")
            #expect(TextLayout.width(text) == general.reduce(0) { $0 + $1.width }, "\(text)")
            for width in [1, 5, text.utf8.count - 1, text.utf8.count, text.utf8.count + 3] where width > 0 {
                let expected = general.reduce(0) { $0 + $1.width } <= width ? general.map(\.text).joined() : TextLayout.cut(general, to: width)
                #expect(TextLayout.truncate(text, to: width) == expected, "\(text) \(width)")
            }
        }
    }

    /// Wrapping reads printable ASCII (and newlines) byte by byte; every width and line limit
    /// must give the lines the glyph path gives, long words, runs of spaces and blank
    /// paragraphs included.
    @Test func printableASCIIIsWrappedLikeAnyText() {
        var texts = Self.texts.filter { $0.utf8.allSatisfy { ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x0A } }
        #expect(texts.count > 200)
        texts += ["", " ", "\n", "\n\n a \n\n", "a  b   c", "   lead and trail   ", "supercalifragilisticexpialidocious word",
                  "x\ny\n\nz", "a b\n\n", String(repeating: "ab ", count: 40)]
        for text in texts {
            let length = text.utf8.count
            for width in Set([1, 2, 3, 5, 8, 13, 20, 34, max(1, length - 1), max(1, length), length + 3]) {
                for maxLines in [nil, 1, 2, 3] as [Int?] {
                    #expect(TextLayout.wrap(text, width: width, maxLines: maxLines)
                        == TextLayout.generalWrap(text, width: width, maxLines: maxLines), "\(text.debugDescription) \(width) \(String(describing: maxLines))")
                }
            }
        }
    }

    /// `TextLayout.lineCount` counts the lines of one-cell text in one pass (what text-fits asks
    /// of every screen): it must equal the number of lines the glyph path makes, at every width
    /// and line limit, for ASCII, Latin and punctuation beyond ASCII, and text it hands to `wrap`.
    @Test func linesAreCountedAsWrapMakesThem() {
        var generator = SplitMix64(seed: 0x11E5)
        let units = Array("ab Zé’“”—…ßñ\u{A0}Ω-. ").map(String.init) + ["\n", "  ", "supercalifragilistic", "“Receipts”", "x"]
            + ["한", "😀", "\u{AD}", "e\u{301}", "\t", "\u{200B}", "漢字"]  // not one cell: counted through wrap
        var texts = Self.texts + ["", " ", "\n", "\n\n a \n\n", "a  b", " “q” \n\n — \n", String(repeating: "é ", count: 40)]
        for _ in 0..<400 {
            var text = ""
            for _ in 0..<Int.random(in: 1...30, using: &generator) {
                text += units.randomElement(using: &generator) ?? " "
            }
            texts.append(text)
        }
        var oneCell = 0
        for text in texts {
            if TextLayout.oneCellLineCount(text, width: 1) != nil { oneCell += 1 }
            let cells = text.unicodeScalars.count
            for width in Set([1, 2, 3, 5, 8, 13, 20, 32, 34, max(1, cells - 1), max(1, cells), cells + 3]) {
                for maxLines in [nil, 1, 2, 3, 4] as [Int?] {
                    #expect(TextLayout.lineCount(text, width: width, maxLines: maxLines)
                        == TextLayout.generalWrap(text, width: width, maxLines: maxLines).count,
                            "\(text.debugDescription) \(width) \(String(describing: maxLines))")
                }
            }
        }
        #expect(oneCell > 300 && oneCell < texts.count, "one-cell texts \(oneCell) of \(texts.count)")
    }

    /// Every scalar `TextLayout.oneCellUnit` calls a glyph is one: kept by `VisibleText`, one
    /// cell wide, and a Character of its own beside any other such scalar, a space or a newline.
    @Test func oneCellGlyphsAreOneCellAndAloneInTheirCluster() {
        let glyphs = (0...0x2FFFF).compactMap(Unicode.Scalar.init).filter { TextLayout.oneCellUnit($0.value) == .glyph }
        #expect(glyphs.count > 700)
        let neighbours: [Unicode.Scalar] = [" ", "\n", "a", "\u{A0}", "\u{2026}", "\u{2FF}", "\u{2010}", "\u{205E}"]
        for scalar in glyphs {
            let text = String(scalar)
            #expect(VisibleText.sanitize(text, keepNewlines: true) == text, "U+\(String(scalar.value, radix: 16))")
            #expect(CellWidth.of(Character(scalar)) == 1, "U+\(String(scalar.value, radix: 16))")
            #expect(!TextLayout.Glyph(text: text, width: 1).breaksAnywhere)
            for other in neighbours + [scalar] {
                var pair = String.UnicodeScalarView()
                pair.append(scalar)
                pair.append(other)
                #expect(String(pair).count == 2, "U+\(String(scalar.value, radix: 16)) U+\(String(other.value, radix: 16))")
                pair = String.UnicodeScalarView([other, scalar])
                #expect(String(pair).count == 2, "U+\(String(other.value, radix: 16)) U+\(String(scalar.value, radix: 16))")
            }
        }
    }

    @Test func placeholdersResolveTheSameWayInBytes() {
        var texts = Self.asciiTexts
        texts += ["$(PRODUCT_NAME) uses the camera.", "%@ reads %@.", "$(PRODUCT_NAME", "100% sure, $5", "%", "$"]
        for text in texts {
            for app in ["Receipts", "My App", ""] {
                // The Character path, as PurposeString.init takes it for other text.
                let (resolved, rawIndex) = AppNamePlaceholders.resolve(Array(text), name: Array(app),
                                                                       placeholders: AppNamePlaceholders.all.map { Array($0) })
                let fast = AppNamePlaceholders.resolvedASCII(text, app: app)
                #expect(fast.0 == String(resolved), "\(text)")
                #expect(fast.1 == rawIndex, "\(text)")
            }
        }
    }

    @Test func textsWithoutPlaceholderBytesResolveToThemselves() {
        // `resolve` and `resolvedASCII` return a text with no `$` or `%` as it is; the Character
        // path decides the same for every text, placeholders or not, ASCII or not.
        #expect(Set(AppNamePlaceholders.all.compactMap(\.utf8.first))
            == [AppNamePlaceholders.firstBytes.0, AppNamePlaceholders.firstBytes.1])
        var texts = Self.texts
        texts += ["“Receipts” uses the camera.", "카메라로 영수증을 읽어요.", "%\u{301}@ reads", "$(PRODUCT_NAME) 사진", "Ünïcode %@"]
        for text in texts {
            for app in ["Receipts", "영수증", ""] {
                let (resolved, _) = AppNamePlaceholders.resolve(Array(text), name: Array(app),
                                                                placeholders: AppNamePlaceholders.all.map { Array($0) })
                #expect(AppNamePlaceholders.resolve(text, app: app) == String(resolved), "\(text)")
                if !AppNamePlaceholders.mayHold(text) { #expect(String(resolved) == text, "\(text)") }
            }
        }
    }

    @Test func sentencesSplitTheSameWay() {
        let ends = [".", "!", "?"]
        let abbreviations = Sentences.abbreviationSet(VocabularyStore.standard.vocabulary(for: "en").list(.abbreviations) + ["e.g."])
        #expect(Self.asciiTexts.count > 200)
        for text in Self.asciiTexts {
            #expect(Sentences.splitASCII(text, ends: ends, abbreviations: abbreviations)
                    == Sentences.splitCharacters(text, ends: ends, abbreviations: abbreviations), "\(text)")
        }
    }

    @Test func wordsAreReadTheSameWay() {
        for text in Self.asciiTexts {
            let fast = PurposeString.asciiWords(of: text)
            let general = PurposeString.characterWords(of: text)
            #expect(fast.map(\.text) == general.map(\.text), "\(text)")
            #expect(fast.map(\.folded) == general.map(\.folded), "\(text)")
            #expect(fast.map(\.offset) == general.map(\.offset), "\(text)")
        }
    }

    @Test func textsAreTrimmedTheSameWay() {
        for text in Self.asciiTexts {
            #expect(Sentences.trimmedASCII(text) == Sentences.trimmed(Array(text)[...]), "\(text)")
            let fast = CopyScanner.trimmed(text), general = CopyScanner.trimmedScalars(text)
            #expect(fast.text == general.text && fast.offset == general.offset, "\(text)")
        }
    }

    /// A list's pattern matches in a text are made once per linter, not once per file: an app's
    /// flows repeat their copy, its purpose strings above all (docs/benchmarks.md, "Issue 25,
    /// thirteenth session"). The second file finds the first's matches kept, and reports them at
    /// its own lines; a fresh linter reports the same.
    @Test func patternMatchesAreSharedByALintersFiles() throws {
        let purpose = "Receipts keeps your address book to read your contacts."
        func flow(_ lead: String) -> String {
            SharedLintWorkTests.flow(name: "Friends", start: "ask", lead: lead) + """
              ask:
                kind: alert
                resource: contacts
                purpose: \(purpose)
                on:
                  allow-full: done
                  limit: done
                  deny: done
              done:
                kind: app
                title: Done
            """
        }
        let later = SharedLintWorkTests.intro(goingTo: "ask")
        let linter = Linter()
        let first = linter.lint(path: "a.yaml", text: flow(""))
        var madeAgain = false
        let lists = linter.cache.value(LintCacheKey<CopyScanner.Lists>(.copyLists, "en")) {
            madeAgain = true
            return CopyScanner.Lists(VocabularyStore.standard.vocabulary(for: "en"), fallback: VocabularyStore.standard.vocabulary(for: "en"))
        }
        let kept = lists.patternScans(.restatementPatterns).value(purpose) {
            madeAgain = true
            return []
        }
        #expect(!madeAgain)
        #expect(kept.map(\.written) == ["to read your contacts."])
        let second = linter.lint(path: "b.yaml", text: flow(later))
        let fresh = Linter().lint(path: "b.yaml", text: flow(later))
        let restated = try #require(second.diagnostics.first { $0.ruleID == "purpose-specific" })
        #expect(restated.message.contains("only restates the request (\"to read your contacts\")"))
        #expect(restated.location.line == (try #require(first.diagnostics.first { $0.ruleID == "purpose-specific" })).location.line + 6)
        #expect(second.diagnostics == fresh.diagnostics)
    }
}

/// Work a linter shares between its files and threads happens once (docs/benchmarks.md, "Issue 25,
/// fourteenth session").
@Suite struct SharedLintWorkTests {
    /// Two threads that ask for the same value at once make it once: the second waits for the
    /// first's (both threads of a lint reach the first file's purposes together, and each
    /// compiled the same patterns, 2.4 M instructions a pattern).
    @Test func aCachedValueIsMadeOnceWhenThreadsAskAtOnce() {
        let cache = LintCache()
        let counter = Counter()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            let value = cache.value(LintCacheKey<Int>(.patternRegex, "shared")) {
                counter.increment()
                usleep(20_000)
                return 42
            }
            #expect(value == 42)
        }
        #expect(counter.value == 1)
        // A make may ask for another key.
        let outer = cache.value(LintCacheKey<String>(.copyLists, "outer")) {
            "\(cache.value(LintCacheKey<Int>(.patternRegex, "inner")) { 7 })"
        }
        #expect(outer == "7")
    }

    /// A text one file's copy rules scanned with a list is not scanned again by the next file;
    /// the next file reports as a fresh linter does.
    @Test func phraseScansAreSharedByALintersFiles() throws {
        let body = "Feel free to scan and get 100 bonus coins."
        func flow(_ lead: String) -> String {
            Self.flow(name: "Coins", start: "why", lead: lead) + """
              why:
                kind: pre-alert
                resource: camera
                title: Scan receipts
                body: \(body)
                button: Continue
                next: ask
              ask:
                kind: alert
                resource: camera
                purpose: Receipts uses the camera to scan the receipts you choose.
                on:
                  allow: done
                  deny: done
              done:
                kind: app
                title: Done
            """
        }
        let later = Self.intro(goingTo: "why")
        let linter = Linter()
        let first = linter.lint(path: "a.yaml", text: flow(""))
        let lists = linter.cache.value(LintCacheKey<CopyScanner.Lists>(.copyLists, "en")) {
            Issue.record("the lists were not kept")
            return CopyScanner.Lists(VocabularyStore.standard.vocabulary(for: "en"), fallback: VocabularyStore.standard.vocabulary(for: "en"))
        }
        var scannedAgain = false
        let words = try #require(lists.phrases(.incentiveWords).scans)
        let kept = words.value(body) {
            scannedAgain = true
            return []
        }
        #expect(!scannedAgain)
        #expect(kept.map(\.written).contains("bonus"))
        _ = lists.patternScans(.incentivePatterns).value(body) {
            scannedAgain = true
            return []
        }
        #expect(!scannedAgain)
        let second = linter.lint(path: "b.yaml", text: flow(later))
        let fresh = Linter().lint(path: "b.yaml", text: flow(later))
        let offer = try #require(second.diagnostics.first { $0.ruleID == "no-incentive" })
        #expect(offer.location.line == (try #require(first.diagnostics.first { $0.ruleID == "no-incentive" })).location.line + 6)
        #expect(second.diagnostics == fresh.diagnostics)
    }

    /// What `no-imitation-request` reads from a title and a body is kept for the next file of the
    /// same locale: the second file finds both without reading them, and reports as a fresh
    /// linter does.
    @Test func imitationScansAreSharedByALintersFiles() throws {
        let title = "“Receipts” Would Like to Access the Camera"
        let body = "Don’t Allow / Allow"
        func flow(_ lead: String) -> String {
            Self.flow(name: "Fake", start: "home", lead: lead) + """
              home:
                kind: app
                title: "\(title)"
                body: \(body)
                actions:
                  - label: Scan
                    go: done
              done:
                kind: app
                title: Done
            """
        }
        let linter = Linter()
        let first = linter.lint(path: "a.yaml", text: flow(""))
        let kept = linter.cache.value(LintCacheKey<NoImitationRequestRule.KeptScans>(.imitationScans, "en")) {
            Issue.record("the scans were not kept")
            return NoImitationRequestRule.KeptScans()
        }
        var readAgain = false
        #expect(kept.titles.value(title) { readAgain = true; return false })
        let lines = kept.labelLines.value(body) { readAgain = true; return [] }
        #expect(!readAgain)
        #expect(lines.map { $0.map(\.written) } == [["Don’t Allow", "Allow"]])
        let second = linter.lint(path: "b.yaml", text: flow(Self.intro(goingTo: "home")))
        let fresh = Linter().lint(path: "b.yaml", text: flow(Self.intro(goingTo: "home")))
        let imitations = first.diagnostics.filter { $0.ruleID == "no-imitation-request" }
        #expect(imitations.count == 2)
        #expect(second.diagnostics.filter { $0.ruleID == "no-imitation-request" }.map(\.location.line)
                == imitations.map { $0.location.line + 6 })
        #expect(second.diagnostics == fresh.diagnostics)
    }

    /// A list name hashes by its case: every case has its own ordinal, in `allCases`' order, so
    /// lists stay apart as keys (and a hash no longer reads the name).
    @Test func vocabularyListsHashByCase() {
        #expect(VocabularyList.allCases.map(\.ordinal) == Array(VocabularyList.allCases.indices))
        var prepared: [VocabularyList: String] = [:]
        for list in VocabularyList.allCases { prepared[list] = list.rawValue }
        #expect(prepared.count == VocabularyList.allCases.count)
        #expect(VocabularyList.allCases.allSatisfy { prepared[$0] == $0.rawValue })
    }

    /// At most `limit` texts are kept; beyond, each scan runs and answers as before.
    @Test func scansKeepAtMostTheirLimit() {
        let scans = ScansByText<Int>(limit: 2)
        var runs = 0
        for text in ["a", "bb", "ccc", "ccc", "a"] {
            #expect(scans.value(text) { runs += 1; return text.count } == text.count)
        }
        #expect(scans.count == 2)
        #expect(runs == 4)
    }

    /// Texts are kept by their UTF-8 bytes: canonically equivalent texts with other bytes are
    /// scanned each on their own (a scan's ranges belong to the bytes it read), and every one of
    /// many texts, short and long, is found again after the table has grown.
    @Test func scansAreKeptByTheirBytes() {
        let scans = ScansByText<Int>()
        var runs = 0
        let composed = "Caf\u{E9} photos", decomposed = "Cafe\u{301} photos"
        #expect(composed == decomposed)
        #expect(scans.value(composed) { runs += 1; return composed.utf8.count } == composed.utf8.count)
        #expect(scans.value(decomposed) { runs += 1; return decomposed.utf8.count } == decomposed.utf8.count)
        #expect(runs == 2)
        let texts = (0..<300).map { String(repeating: "w", count: $0 % 40) + "\($0)" } + [""]
        for (index, text) in texts.enumerated() { _ = scans.value(text) { runs += 1; return index } }
        for (index, text) in texts.enumerated() { #expect(scans.value(text) { runs += 1; return -1 } == index) }
        #expect(runs == 2 + texts.count)
        #expect(scans.count == 2 + texts.count)
    }

    /// A flow's head, with `lead` (screens put before the rest) after `screens:`.
    static func flow(name: String, start: String, lead: String) -> String {
        "permflow: 1\nname: \(name)\napp: Receipts\nstart: \(start)\nscreens:\n" + lead
    }

    /// A screen of six lines put first in a second file, so its findings move down six lines.
    static func intro(goingTo target: String) -> String {
        "  intro:\n    kind: app\n    title: Hello\n    actions:\n      - label: Next\n        go: \(target)\n"
    }

    private final class Counter: @unchecked Sendable {
        private let lock = Lock()
        private var count = 0
        func increment() { lock.withLock { count += 1 } }
        var value: Int { lock.withLock { count } }
    }
}

import Testing
@testable import PermflowCore

/// `VisibleText.sanitize`, the renderer's and every command's defence in depth: whatever
/// `flow-unsafe-text` rejects must come out visible if it ever gets past lint.
@Suite struct VisibleTextTests {
    @Test(arguments: [
        ("\u{1B}[31mred", "\u{241B}[31mred"),
        ("\u{1B}]52;c;aGk=\u{07}", "\u{241B}]52;c;aGk=\u{2407}"),
        ("\u{1B}]8;;https://x\u{1B}\\link", "\u{241B}]8;;https://x\u{241B}\\link"),
        ("nul\u{0}", "nul\u{2400}"),
        ("cr\r", "cr\u{240D}"),
        ("del\u{7F}", "del\u{2421}"),
        ("tab\there", "tab here"),
        ("csi\u{9B}31m", "csi\u{27E8}U+009B\u{27E9}31m"),
        ("next line\u{85}", "next line\u{27E8}U+0085\u{27E9}"),
        ("abc\u{202E}gnp.exe", "abc\u{27E8}U+202E\u{27E9}gnp.exe"),
        ("\u{2066}isolate\u{2069}", "\u{27E8}U+2066\u{27E9}isolate\u{27E8}U+2069\u{27E9}"),
        ("arabic mark\u{061C}", "arabic mark\u{27E8}U+061C\u{27E9}"),
        ("lrm\u{200E}rlm\u{200F}", "lrm\u{27E8}U+200E\u{27E9}rlm\u{27E8}U+200F\u{27E9}"),
        ("line\u{2028}paragraph\u{2029}", "line\u{27E8}U+2028\u{27E9}paragraph\u{27E8}U+2029\u{27E9}"),
        ("soft\u{00AD}hyphen", "soft\u{27E8}U+00AD\u{27E9}hyphen"),
        ("fr\u{200B}ee", "fr\u{27E8}U+200B\u{27E9}ee"),
        ("fr\u{200D}ee", "fr\u{27E8}U+200D\u{27E9}ee"),
        ("mongolian\u{180E}", "mongolian\u{27E8}U+180E\u{27E9}"),
        ("bom\u{FEFF}", "bom\u{27E8}U+FEFF\u{27E9}"),
        ("hidden\u{E0068}\u{E0069}", "hidden\u{27E8}U+E0068\u{27E9}\u{27E8}U+E0069\u{27E9}"),
    ])
    func makesControlsVisible(input: String, expected: String) {
        #expect(VisibleText.sanitize(input) == expected)
    }

    @Test func keepsNewlinesOnlyWhenAsked() {
        #expect(VisibleText.sanitize("a\nb") == "a\u{240A}b")
        #expect(VisibleText.sanitize("a\nb", keepNewlines: true) == "a\nb")
        // A line separator is never a newline: it could forge an output line.
        #expect(VisibleText.sanitize("a\u{2028}b", keepNewlines: true) == "a\u{27E8}U+2028\u{27E9}b")
    }

    @Test(arguments: [
        "Scan a receipt", "영수증 스캔", "Café ệ", "👩\u{200D}💻 coder", "👍🏽", "❤\u{FE0F}\u{200D}🔥",
        "क्\u{200D}ष", "\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F} flag", "שלום", "مرحبا",
    ])
    func keepsRealText(text: String) {
        #expect(VisibleText.sanitize(text) == text)
        #expect(VisibleText.sanitize(text, keepNewlines: true) == text)
    }

    @Test func isIdempotent() {
        let hostile = "\u{1B}[2J\u{9B}1;1H\u{202E}\u{2028}\u{E0041}x\u{7F}\u{0}"
        let once = VisibleText.sanitize(hostile)
        #expect(VisibleText.sanitize(once) == once)
    }

    /// Every character `flow-unsafe-text` reports (alone, or between two Latin letters, where
    /// joiners and direction marks only split a word) comes out of `sanitize` replaced.
    @Test func coversEverythingLintRejects() {
        let ranges: [ClosedRange<UInt32>] = [0x0...0x3100, 0xFB00...0xFFFF, 0xE0000...0xE01EF]
        var checked = 0
        for range in ranges {
            for value in range {
                guard let scalar = Unicode.Scalar(value), value != 0x0A else { continue }
                for text in ["\(scalar)", "a\(scalar)b"]
                    where !UnsafeCharacters.findings(in: text, allowsLineBreaks: false).isEmpty {
                    checked += 1
                    let shown = VisibleText.sanitize(text)
                    #expect(!shown.unicodeScalars.contains(scalar), "U+\(String(value, radix: 16, uppercase: true)) in \(text.debugDescription) stays raw")
                }
            }
        }
        #expect(checked > 200)
    }
}

/// One definition of a joiner doing its job (`Joiners`): the walker shows a joiner as itself
/// exactly where `flow-unsafe-text` accepts it. They disagreed once: ZWNJ in Persian passed
/// the lint and was drawn as `⟨U+200C⟩`; ZWJ between Hangul syllables was drawn as itself and
/// refused by the lint.
@Suite struct JoinerAgreementTests {
    @Test(arguments: [
        "می\u{200C}خواهم",          // Persian ZWNJ between letters: kept
        "क्\u{200D}ष",               // Devanagari ZWJ: kept
        "👩\u{200D}💻",              // emoji ZWJ sequence: kept
        "한\u{200D}글",              // Hangul: refused, shown
        "ab\u{200D}cd", "ab\u{200C}cd", // Latin: refused, shown
        "👩\u{200D}\u{FE0F}",        // joiner before a variation selector joins nothing
        "\u{200D}start", "end\u{200C}",
    ])
    func displayAndLintAgree(_ text: String) {
        let accepted = UnsafeCharacters.findings(in: text, allowsLineBreaks: false).isEmpty
        let shownAsWritten = VisibleText.sanitize(text) == text
        #expect(accepted == shownAsWritten, "lint accepts: \(accepted), shown as written: \(shownAsWritten)")
    }
}

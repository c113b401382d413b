import Testing
@testable import PermflowCore

/// The copy rules' per-text shortcuts of branch flows32k: `textArt` reads a text of one line as
/// it is (no list of its lines) with its list looked up once, and `controlSegments` reads a text
/// without a `[` no further than its lines. Each is pinned against the way it was read before,
/// kept here, on every text of every bundled, bad and hostile flow and rule example, and on texts
/// made to take the other paths (several lines, brackets, alert art).
@Suite struct RuleTextPathsTests {
    /// Texts that draw the alert, span lines or hold bracketed runs, in English and Korean.
    static let shaped = [
        "┌──────────────┐\n│ Don't Allow │ Allow │\n└──────────────┘",
        "[ Don't Allow ] [ Allow ]", "[Don't Allow] | [OK]\nTap [Allow] below", "Line one\r\nLine two [Skip]",
        "│ 허용 안 함 │ 허용 │", "[허용 안 함]  [허용]\n다음", "[unclosed Allow\n] Allow", "Allow ] [ Don't Allow",
        "", "\n", "[", "]", "[]", "a [b] c [d\ne] f",
    ]

    static func texts() throws -> [(LintContext, String)] {
        var result: [(LintContext, String)] = []
        for (_, flow) in try MayCutTests.flows() {
            let context = LintContext(flow: flow)
            for screen in flow.screens {
                for (_, text) in screen.texts { result.append((context, text.value)) }
            }
            if flow.locale.value == "en" || flow.locale.value == "ko" {
                for text in shaped { result.append((context, text)) }
            }
        }
        return result
    }

    /// `textArt` as it read every text before: line by line, the list looked up by name.
    static func formerTextArt(_ text: String, _ look: SystemAlertLook, _ scanner: CopyScanner) -> [CopyScanner.Match] {
        var found: [CopyScanner.Match] = []
        for line in CopyScanner.lines(text) where !scanner.patterns(.alertArtPatterns, in: line.text).isEmpty {
            found += CopyScanner.phrases(of: look.labels, in: line.text).map { $0.shifted(by: line.offset) }
        }
        let distinct = Set(found.map { TextMatcher.normalize($0.entry) })
        return distinct.count >= 2 ? found : []
    }

    @Test func textArtFindsWhatTheLineByLineReadFound() throws {
        var art = 0, read = 0
        for (context, text) in try Self.texts() {
            let scanner = CopyScanner(context)
            let look = SystemAlertLook.shared(context, scanner: scanner)
            let found = look.textArt(in: text, scanner)
            #expect(found == Self.formerTextArt(text, look, scanner), "\(text)")
            read += 1
            if !found.isEmpty { art += 1 }
        }
        // Both paths ran, and some texts draw the alert.
        #expect(read > 1000 && art > 4)
    }

    /// `controlSegments` as it read every text before: its lines, then a scalar walk for runs.
    static func formerControlSegments(_ text: String) -> [CopyScanner.Segment] {
        var result = CopyScanner.lines(text)
        var open: Int?
        var current: [Unicode.Scalar] = []
        for (index, scalar) in text.unicodeScalars.enumerated() {
            switch scalar {
            case "[": open = index + 1; current = []
            case "]":
                if let start = open { result.append(CopyScanner.Segment(text: String(scalars: current), offset: start)) }
                open = nil
            case "\n": open = nil
            default: if open != nil { current.append(scalar) }
            }
        }
        return result
    }

    @Test func controlSegmentsAreTheFormerSegments() throws {
        var bracketed = 0
        for (_, text) in try Self.texts() {
            let segments = CopyScanner.controlSegments(text), former = Self.formerControlSegments(text)
            #expect(segments.map(\.text) == former.map(\.text), "\(text)")
            #expect(segments.map(\.offset) == former.map(\.offset), "\(text)")
            if segments.count > CopyScanner.lines(text).count { bracketed += 1 }
        }
        #expect(bracketed > 10)
    }

    @Test func nonOverlappingKeepsNoneOrOneAsGiven() {
        let one = CopyScanner.Match(written: "Allow", entry: "allow", offset: 3, length: 5)
        #expect(CopyScanner.nonOverlapping([]).isEmpty)
        #expect(CopyScanner.nonOverlapping([one]) == [one])
        let inner = CopyScanner.Match(written: "All", entry: "all", offset: 3, length: 3)
        let later = CopyScanner.Match(written: "OK", entry: "ok", offset: 10, length: 2)
        #expect(CopyScanner.nonOverlapping([later, inner, one]) == [one, later])
    }
}

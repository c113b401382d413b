/// What the pre-alert rules look for in a pre-alert's copy, shared so that two rules never
/// report the same words: close glyphs in the title or body belong to `prealert-single-button`,
/// a way out anywhere (and a close glyph as the button) to `prealert-no-exit`, and a button that
/// offers a way out is not judged again by `prealert-button-title`.
enum PreAlertCopy {
    /// Close glyphs (✕, a lone or bracketed X) in a title or body.
    static func closeGlyphs(in text: String, _ scanner: CopyScanner) -> [CopyScanner.Match] {
        CopyScanner.nonOverlapping(scanner.phrases(.closeGlyphs, in: text) + scanner.patterns(.closeGlyphPatterns, in: text))
    }

    /// Words in a pre-alert's button that offer a way out: exit words, exit button words and
    /// close glyphs, anywhere in the title.
    static func exits(inButton text: String, _ scanner: CopyScanner) -> [CopyScanner.Match] {
        CopyScanner.nonOverlapping(
            scanner.phrases(.exitWords, in: text) + scanner.patterns(.exitPatterns, in: text)
                + scanner.phrases(.exitButtonWords, in: text) + closeGlyphs(in: text, scanner))
    }

    /// Words in a pre-alert's title or body that offer a way out: exit words and exit patterns
    /// anywhere, exit button words only where they stand as a control (a line or [bracketed] run of their own).
    /// Lines that draw the system alert as text art are `no-alert-image`'s and skipped, and so is a
    /// line that is wholly one of the alert's own button labels as the alert writes it (허용 안 함,
    /// "Don't Allow" in a preview of the coming alert drawn on the pre-alert): it shows the alert's
    /// option, which `no-imitation-request` reports, and offers no way out of the pre-alert itself
    /// (issue 33, tune41). A way out said in a sentence, or as the pre-alert's own button, still reports.
    static func exits(inText text: String, _ scanner: CopyScanner, skipping skipped: [Range<Int>] = []) -> [CopyScanner.Match] {
        var found = scanner.phrases(.exitWords, in: text) + scanner.patterns(.exitPatterns, in: text)
        for segment in CopyScanner.controlSegments(text) {
            if let match = scanner.whole(.exitButtonWords, segment.text), scanner.whole(.systemButtonLabels, segment.text) == nil {
                found.append(match.shifted(by: segment.offset))
            }
        }
        return CopyScanner.nonOverlapping(found).filter { match in
            !skipped.contains { $0.contains(match.offset) }
        }
    }

    /// "“Continue” or “Next”" in the flow's locale, for messages.
    static func suggestion(_ scanner: CopyScanner) -> String {
        let titles = scanner.list(.suggestedButtonTitles).prefix(2).map { "\"\($0)\"" }
        return titles.isEmpty ? "\"Continue\" or \"Next\"" : titles.joined(separator: " or ")
    }
}

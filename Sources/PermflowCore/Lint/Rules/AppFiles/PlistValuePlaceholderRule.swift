/// `plist-value-placeholder`: a usage description that is still what Xcode puts there, or the key's name.
public struct PlistValuePlaceholderRule: AppFileRule {
    public static let description = RuleDescription(
        id: "plist-value-placeholder",
        name: "Usage description is not a placeholder",
        family: .appFiles,
        severity: .error,
        summary: "the value is not the key's own name (`NSCameraUsageDescription`), nor the name Xcode's editor shows for it "
            + "(\"Privacy - Camera Usage Description\")",
        rationale: HIGQuote.rationale(HIGQuote.describeUse, """
        Xcode's property list editor names each key ("Privacy - Camera Usage Description") and \
        a String Catalog starts a new entry from its key; pasted into the value, either reaches people as \
        the alert's explanation, and App Review rejects it (guideline 5.1.1). Other leftovers (`TODO`, \
        `$(…)`, `%d`) are `purpose-placeholder`'s.
        """),
        hint: "replace it with one sentence that says what the app does with the resource and why",
        triggering: [
            RuleExample(infoPlist: "NSCameraUsageDescription", "Privacy - Camera Usage Description",
                        note: "the name Xcode's editor shows for the key"),
            RuleExample(stringCatalog: "NSMicrophoneUsageDescription", en: "Sleepy records during the night to detect snoring sounds.",
                        ko: "NSMicrophoneUsageDescription", note: "the Korean translation is the key itself"),
        ],
        nonTriggering: [
            RuleExample(infoPlist: "NSCameraUsageDescription", "Receipts uses the camera to read the totals on receipts you scan."),
        ]
    )

    public init() {}

    /// "Privacy - Camera Usage Description"-like text: what Xcode's editor shows for a usage key.
    static func isEditorName(_ text: String) -> Bool {
        let trimmed = text.trimmingWhitespace()
        // A text whose first ten bytes, ASCII-lowercased, are not "privacy - " has no such prefix
        // (nearly every text: folding all of it for the prefix cost 85 M a lint of 500 apps).
        let prefix = "privacy - ".utf8
        guard trimmed.utf8.count >= prefix.count,
              zip(trimmed.utf8, prefix).allSatisfy({ ($0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0) == $1 }) else { return false }
        // Single-scalar text (ASCII, Hangul syllables: most usage descriptions) lowercases byte by
        // byte: a syllable is its own lowercase (`lowercased()` cost 9.5 k instructions a Korean value).
        let folded = SingleScalarText.holds(trimmed)
            ? String(decoding: trimmed.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }, as: UTF8.self) : trimmed.lowercased()
        return folded.hasPrefix("privacy - ") && (folded.hasSuffix("usage description") || folded.hasSuffix("description"))
    }

    public func check(_ context: AppFileContext) -> [Violation] {
        context.file.strings.compactMap { string in
            let value = string.value.trimmingWhitespace()
            let what: String
            if value == string.key { what = "is the key's own name" }
            else if Self.isEditorName(value) { what = "is the name Xcode's editor shows for the key" }
            else { return nil }
            return Violation(at: string.location, length: string.length,
                             AppFileContext.prefix(string) + "the usage description \"\(value)\" \(what), not an explanation",
                             screen: string.key)
        }
    }
}

extension String {
    /// Without white space (`Character.isWhitespace`) at either end.
    ///
    /// One slice of the text, not a string built from a reversed reversed slice one character at
    /// a time: that generic walk took 240 k instructions a usage description, 39 % of a lint of
    /// app files (docs/benchmarks.md, "Issue 32, thirteenth session"). The characters kept are
    /// the same: the end is found on the text after the dropped start, as the reversed walk did.
    ///
    /// Most texts start with a scalar that is not white space and end with printable ASCII (a
    /// full stop): then nothing is trimmed, and the text is returned without walking characters
    /// (issue 32: 2 k instructions a usage description, 97 M a lint of 500 apps). A character is
    /// white space when its first scalar is; the last character's first scalar is that last
    /// ASCII byte or a Prepend scalar before it, and neither is white space.
    func trimmingWhitespace() -> String {
        if let first = unicodeScalars.first, !first.properties.isWhitespace,
           let last = utf8.last, last > 0x20, last < 0x7F {
            return self
        }
        return trimmingWhitespaceByCharacters()
    }

    /// `trimmingWhitespace()` walked by characters, for texts its first look cannot answer.
    func trimmingWhitespaceByCharacters() -> String {
        guard let start = firstIndex(where: { !$0.isWhitespace }) else { return "" }
        let rest = self[start...]
        guard let last = rest.lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(rest[...last])
    }
}

/// Makes text safe to print to a terminal: control characters, escape sequences and
/// bidirectional controls become visible symbols instead of acting on the terminal.
///
/// Flow files and transcripts are untrusted input, and every command that prints text from
/// them passes it through here, so an `ESC [31m` in a title prints as `␛[31m`. The set is the
/// one `flow-unsafe-text` rejects (`UnsafeCharacters`), so what lint would have refused is
/// visible wherever it turns up anyway (a transcript edited by hand, a flow never linted).
public enum VisibleText {
    /// `text` made visible with its line breaks kept (`sanitize`), then each scalar for which
    /// `replacement` gives a string replaced by that string: the one loop behind the DOT, Mermaid
    /// and HTML escapers, which differ only in what they replace. Scalars, not Characters: `"`
    /// followed by a combining mark is one Character that equals no quote, yet ends a string.
    static func escaped(_ text: String, _ replacement: (Unicode.Scalar) -> String?) -> String {
        var result = ""
        for scalar in sanitize(text, keepNewlines: true).unicodeScalars {
            if let replaced = replacement(scalar) { result += replaced } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }

    /// The entity of a character that is markup in HTML and XML (`&`, `<`, `>`, both quotes),
    /// nil for any other: what the HTML review and the SVG pictures escape.
    static func markupEntity(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "&": "&amp;"
        case "<": "&lt;"
        case ">": "&gt;"
        case "\"": "&quot;"
        case "'": "&#39;"
        default: nil
        }
    }

    /// Replaces every character that could act on a terminal, reorder or hide text with a
    /// visible stand-in: `␛` for ESC, `␀`…`␟` for the other C0 controls, `␡` for DEL, and
    /// `⟨U+202E⟩` for C1 controls (U+0080–U+009F), bidirectional embeddings, overrides,
    /// isolates and marks, line and paragraph separators and invisible format characters.
    ///
    /// Newlines are kept when `keepNewlines` is set; tabs become a space. A zero-width joiner
    /// between emoji or letters beyond Latin (👩‍💻, Indic and Arabic text) and the tag
    /// characters of a subdivision flag (🏴 + "gbsct") are kept, as `flow-unsafe-text` allows.
    public static func sanitize(_ text: String, keepNewlines: Bool = false) -> String {
        // Most copy is printable ASCII, which holds nothing to replace.
        if ByteScan.isPrintableASCII(text) { return text }
        let scalars = Array(text.unicodeScalars)
        var result = ""
        result.unicodeScalars.reserveCapacity(scalars.count)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            let value = scalar.value
            index += 1
            switch value {
            case 0x0A where keepNewlines:
                result.unicodeScalars.append(scalar)
            case 0x09:
                result.unicodeScalars.append(" ")
            case 0x1B:
                result.unicodeScalars.append("\u{241B}")
            case 0x00..<0x20:
                result.unicodeScalars.append(Unicode.Scalar(0x2400 + value) ?? "?")
            case 0x7F:
                result.unicodeScalars.append("\u{2421}")
            case 0x200D, 0x200C:
                let previous = index >= 2 ? scalars[index - 2] : nil
                let next = index < scalars.count ? scalars[index] : nil
                if Joiners.isAllowed(scalar, previous: previous, next: next) {
                    result.unicodeScalars.append(scalar)
                } else {
                    result += code(value)
                }
            case 0xE0020...0xE007F:
                var end = index
                while end < scalars.count, (0xE0020...0xE007F).contains(scalars[end].value) { end += 1 }
                let run = scalars[(index - 1)..<end]
                let isFlag = index >= 2 && scalars[index - 2].value == 0x1F3F4 && run.count >= 2 && run.count <= 8
                    && run.last?.value == 0xE007F && !run.dropLast().contains { $0.value == 0xE007F }
                for tag in run {
                    if isFlag { result.unicodeScalars.append(tag) } else { result += code(tag.value) }
                }
                index = end
            case 0x80..<0xA0, 0x00AD, 0x061C, 0x180E, 0x200B, 0x200E, 0x200F, 0x2028, 0x2029,
                 0x202A...0x202E, 0x2060...0x2064, 0x2066...0x206F, 0xFEFF, 0xFFF9...0xFFFB:
                result += code(value)
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `⟨U+202E⟩`.
    private static func code(_ value: UInt32) -> String {
        "\u{27E8}U+" + String(value, radix: 16, uppercase: true).leftPadded(to: 4) + "\u{27E9}"
    }
}

extension String {
    func leftPadded(to width: Int, with pad: Character = "0") -> String {
        count >= width ? self : String(repeating: pad, count: width - count) + self
    }
}

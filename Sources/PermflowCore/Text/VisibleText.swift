/// Makes text safe to print to a terminal: control characters, escape sequences and
/// bidirectional controls become visible symbols instead of acting on the terminal.
public enum VisibleText {
    /// Replaces every character that could act on a terminal with a visible stand-in
    /// (`␛` for ESC, `␀`…`␟` for C0 controls, `⟨U+202E⟩` for format and bidi controls).
    /// Newlines are kept when `keepNewlines` is set; tabs become a space.
    public static func sanitize(_ text: String, keepNewlines: Bool = false) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            let value = scalar.value
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
            case 0x80..<0xA0, 0x200B, 0x200C, 0x200E, 0x200F, 0x202A...0x202E, 0x2060...0x2064, 0x2066...0x206F, 0xFEFF,
                 0xFFF9...0xFFFB:
                result += "\u{27E8}U+" + String(value, radix: 16, uppercase: true).leftPadded(to: 4) + "\u{27E9}"
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

extension String {
    func leftPadded(to width: Int, with pad: Character = "0") -> String {
        count >= width ? self : String(repeating: pad, count: width - count) + self
    }
}

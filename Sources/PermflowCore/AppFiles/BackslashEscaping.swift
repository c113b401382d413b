/// The backslash escapes JSON and the old property list format (`.strings`) share: `"` and `\`,
/// line breaks and tabs as `\n`, `\r`, `\t`; each format says how it writes the other control
/// characters.
enum BackslashEscaping {
    /// `text`, escaped, appended to `result`.
    /// - Parameters:
    ///   - more: escapes of the format's own (JSON's `\b`, `\f`).
    ///   - isControl: the scalars written by `control` instead of as they are.
    ///   - control: how the format writes such a scalar's value (`\u0007`, `\U0007`).
    static func append(_ text: String, to result: inout String, more: [Unicode.Scalar: String] = [:],
                       isControl: (Unicode.Scalar) -> Bool, control: (UInt32) -> String) {
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if let escape = more[scalar] {
                    result += escape
                } else if isControl(scalar) {
                    result += control(scalar.value)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
    }

    /// `value` as four hex digits, zero-padded.
    static func hex4(_ value: UInt32, uppercase: Bool) -> String {
        String(value, radix: 16, uppercase: uppercase).leftPadded(to: 4)
    }
}

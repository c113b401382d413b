/// Writes purpose strings as an XML property list, the way Xcode and `plutil` write one: keys in
/// byte order, a tab per level, `&`, `<` and `>` escaped.
public enum InfoPlistWriter {
    /// A character an XML 1.0 document cannot hold, even as a character reference.
    public struct Unwritable: Error, CustomStringConvertible, Sendable {
        public var description: String
    }

    /// The `<key>`/`<string>` pairs, one tab in, to paste inside an Info.plist's `<dict>`.
    public static func fragment(_ purposes: [ExportedPurpose]) throws -> String {
        var text = ""
        for purpose in purposes.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }) {
            text += "\t<key>\(try escaped(purpose.key, purpose))</key>\n"
            text += "\t<string>\(try escaped(purpose.text, purpose))</string>\n"
        }
        return text
    }

    /// A whole property list file holding only the purpose strings.
    public static func wholeFile(_ purposes: [ExportedPurpose]) throws -> String {
        let body = try fragment(purposes)
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>

        """ + body + "</dict>\n</plist>\n"
    }

    /// `text` as XML character data. A carriage return is written as `&#13;`: an XML reader turns
    /// a literal one into a line feed. Characters XML 1.0 forbids (most C0 controls, U+FFFE,
    /// U+FFFF) cannot be written at all.
    static func escaped(_ text: String, _ purpose: ExportedPurpose) throws -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\r": result += "&#13;"
            case "\t", "\n": result.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    let code = BackslashEscaping.hex4(scalar.value, uppercase: true)
                    throw Unwritable(description: "the purpose string of screen '\(purpose.screen)' (\(purpose.key)) holds U+\(code), "
                                     + "which an XML property list cannot hold; remove it from the flow")
                }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

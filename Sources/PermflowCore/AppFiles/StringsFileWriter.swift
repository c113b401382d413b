/// Writes one language's purpose strings as `<lang>.lproj/InfoPlist.strings`, the format before
/// String Catalogs: `"KEY" = "value";` pairs with a comment above each, in UTF-8 (which Xcode
/// reads as well as UTF-16).
public enum StringsFileWriter {
    /// The file for `language`: every key that language's flow gives, in byte order.
    public static func file(_ strings: AppStrings, language: String) -> String {
        var text = ""
        for key in strings.keys {
            guard let purpose = strings.purpose(key, in: language) else { continue }
            // The names are the table's; a screen id is letters, digits, `-` and `_` only in a flow
            // lint passes, and --allow-errors exports others: made one line that cannot close the comment.
            let name = XcodeKeyNames.names[key].map { "\($0), " } ?? ""
            text += "/* \(name)screen \(commentText(purpose.screen)) */\n"
            text += "\(quoted(key)) = \(quoted(purpose.text));\n\n"
        }
        return text
    }

    /// `text` for a `/* */` comment: control characters shown (no line break), `*/` split.
    static func commentText(_ text: String) -> String {
        VisibleText.sanitize(text).replacingEvery("*/", with: "* /")
    }

    /// Whether `language` can name a `.lproj` folder: ASCII letters, digits, `-` and `_`. A flow's
    /// locale is one only when lint passes; --allow-errors exports others (`../../x`).
    public static func isFolderName(language: String) -> Bool {
        !language.isEmpty && language.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_") }
    }

    /// The path of the file for `language`, relative to the folder given.
    public static func relativePath(language: String) -> String {
        "\(language).lproj/InfoPlist.strings"
    }

    /// `text` as a quoted string of the old property list format: `"` and `\` escaped, line
    /// breaks and tabs as `\n`, `\r`, `\t`, other control characters as `\U` and four hex digits.
    static func quoted(_ text: String) -> String {
        var result = "\""
        BackslashEscaping.append(text, to: &result, isControl: { $0.value < 0x20 || $0.value == 0x7F },
                                 control: { "\\U" + BackslashEscaping.hex4($0, uppercase: true) })
        return result + "\""
    }
}

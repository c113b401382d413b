/// Writes one language's purpose strings as `<lang>.lproj/InfoPlist.strings`, the format before
/// String Catalogs: `"KEY" = "value";` pairs with a comment above each, in UTF-8 (which Xcode
/// reads as well as UTF-16).
public enum StringsFileWriter {
    /// The file for `language`: every key that language's flow gives, in byte order.
    public static func file(_ strings: AppStrings, language: String) -> String {
        var text = ""
        for key in strings.keys {
            guard let purpose = strings.purpose(key, in: language) else { continue }
            // Screen ids are letters, digits, `-` and `_`, and the names are the table's: neither can close the comment.
            let name = XcodeKeyNames.names[key].map { "\($0), " } ?? ""
            text += "/* \(name)screen \(purpose.screen) */\n"
            text += "\(quoted(key)) = \(quoted(purpose.text));\n\n"
        }
        return text
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

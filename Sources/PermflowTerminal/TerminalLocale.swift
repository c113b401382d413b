@preconcurrency import CNcursesw

/// Locale set-up for wide text: ncurses draws Hangul and emoji only under a UTF-8 locale.
public enum TerminalLocale {
    /// Takes the environment's locale, falling back to C.UTF-8 when its codeset is not UTF-8.
    /// Returns the codeset in effect.
    @discardableResult
    public static func prepare() -> String {
        setlocale(LC_ALL, "")
        if !isUTF8 {
            setlocale(LC_ALL, "C.UTF-8")
        }
        return codeset
    }

    public static var codeset: String {
        guard let name = nl_langinfo(nl_item(CODESET)) else { return "" }
        return String(cString: name)
    }

    public static var isUTF8: Bool {
        let name = codeset.uppercased()
        return name == "UTF-8" || name == "UTF8"
    }

    /// Cells `scalar` takes according to the C library (after `prepare()`), or nil when unknown.
    public static func systemWidth(of scalar: Unicode.Scalar) -> Int? {
        let width = wcwidth(wchar_t(bitPattern: scalar.value))
        return width < 0 ? nil : Int(width)
    }
}

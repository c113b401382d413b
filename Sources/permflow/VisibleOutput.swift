import PermflowCore

/// Output for commands whose text comes from flows and transcripts, both untrusted input.
///
/// Each text is made visible where it is built (`VisibleText.sanitize`); these are the last line
/// of defence for commands whose output never legitimately holds a control character
/// (`replay --print`, `verify`, `graph`, `coverage`, `review`, `export`): every one but the line
/// feed is printed as a visible stand-in (`␛[31m`), tabs as a space.
extension Terminal {
    static func visibleOutput(_ text: String) {
        standardOutput(VisibleText.sanitize(text, keepNewlines: true))
    }

    static func visibleError(_ text: String) {
        standardError(VisibleText.sanitize(text, keepNewlines: true))
    }
}

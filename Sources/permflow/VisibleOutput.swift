import PermflowCore

/// Output for commands whose text comes from flows and transcripts, both untrusted input.
///
/// Each text is made visible where it is built (`VisibleText.sanitize`); these are the last line
/// of defence for commands whose output never legitimately holds a control character
/// (`replay --print`, `verify`, `graph`, `coverage`, `review`, `export`): every one but the line
/// feed is printed as a visible stand-in (`␛[31m`), tabs as a space.
extension Console {
    static func visibleOutput(_ text: String) {
        standardOutput(VisibleText.sanitize(text, keepNewlines: true))
    }

    static func visibleError(_ text: String) {
        standardError(VisibleText.sanitize(text, keepNewlines: true))
    }
}

/// One field of a message (a path, a name, an error from a file): made visible with no line
/// break kept, so a file name holding a newline cannot start a line of its own (in a GitHub
/// log, a line that starts `::` is a workflow command).
func shown(_ value: some CustomStringConvertible) -> String {
    VisibleText.sanitize(value.description)
}

func shown(_ value: any Error) -> String {
    VisibleText.sanitize(String(describing: value))
}

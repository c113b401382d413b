/// What makes a finding the same finding after the file around it is edited: its rule, its file,
/// the screen (or app-file key) it is on, and its text with line numbers taken out. Never its
/// line or column, so inserting lines above a finding keeps its identity.
///
/// SARIF's `partialFingerprints` (code scanning tracks a finding across commits by them) and
/// the lint baseline (`--baseline`, which hides known findings) both match findings by it.
public struct FindingIdentity: Sendable, Hashable, Codable {
    public var rule: String
    /// The file, relative to the folder permflow ran in when it is inside it (`ReportPath.relative`).
    public var file: String
    /// The id of the screen the finding is on, or the usage-description key path in an app
    /// file; empty for what is on neither (the flow's top-level keys, a whole file).
    public var anchor: String
    /// The message made visible, with `line N` numbers replaced by `line #` (`normalized(_:)`).
    public var text: String

    public init(rule: String, file: String, anchor: String, text: String) {
        self.rule = rule
        self.file = file
        self.anchor = anchor
        self.text = text
    }

    /// The identity of a report's diagnostic, its file taken relative to `workingDirectory`.
    public init(_ diagnostic: Diagnostic, in report: LintReport, workingDirectory: String?) {
        // Made visible (no control, bidirectional or separator character), as a baseline file
        // that holds them is shown in editors and reviews.
        self.init(rule: diagnostic.ruleID,
                  file: ReportText.visible(ReportPath.relative(diagnostic.path, to: workingDirectory)),
                  anchor: ReportText.visible(Self.anchor(of: diagnostic, in: report)),
                  text: Self.normalized(ReportText.visible(diagnostic.message)))
    }

    /// The screen a diagnostic is on: the last screen that starts at or before its line. An app
    /// file's diagnostics carry their key path instead.
    static func anchor(of diagnostic: Diagnostic, in report: LintReport) -> String {
        if let keyPath = diagnostic.keyPath { return keyPath }
        guard diagnostic.hasPosition, let flow = report.flow else { return "" }
        var best: (line: Int, id: String)?
        for screen in flow.screens {
            let line = screen.location.line
            if line <= diagnostic.location.line, line >= (best?.line ?? 0) { best = (line, screen.id.value) }
        }
        return best?.id ?? ""
    }

    /// The message with the numbers after `line ` / `lines ` (and the `, N` and ` and N` that
    /// continue such a list) written `#`: some messages name another line ("first defined at
    /// line 12"), which moves when lines are inserted.
    public static func normalized(_ message: String) -> String {
        let scalars = Array(message.unicodeScalars)
        var out = String.UnicodeScalarView()
        var index = 0
        func isDigit(_ i: Int) -> Bool { i < scalars.count && ("0"..."9").contains(scalars[i]) }
        func follows(_ word: String, at i: Int) -> Bool {
            let w = Array(word.unicodeScalars)
            guard i >= w.count, Array(scalars[(i - w.count)..<i]) == w else { return false }
            // A word of its own: not the end of `baseline`.
            let before = i - w.count - 1
            return before < 0 || !(scalars[before].properties.isAlphabetic || ("0"..."9").contains(scalars[before]))
        }
        func matches(_ word: String, at i: Int) -> Bool {
            let w = Array(word.unicodeScalars)
            return i + w.count <= scalars.count && Array(scalars[i..<(i + w.count)]) == w
        }
        while index < scalars.count {
            if isDigit(index), follows("line ", at: index) || follows("lines ", at: index) {
                // A list of numbers: `lines 3, 5 and 7` becomes `lines #, # and #`.
                while isDigit(index) { index += 1 }
                out.append("#")
                while true {
                    let separator = matches(", ", at: index) ? 2 : matches(" and ", at: index) ? 5 : 0
                    guard separator > 0, isDigit(index + separator) else { break }
                    out.append(contentsOf: scalars[index..<(index + separator)])
                    index += separator
                    while isDigit(index) { index += 1 }
                    out.append("#")
                }
                continue
            }
            out.append(scalars[index])
            index += 1
        }
        return String(out)
    }

    /// SHA-256 (hex) of the four fields, each ended by a NUL: no field can imitate another's bounds.
    public var fingerprint: String {
        SHA256.hex(of: [rule, file, anchor, text].map { $0 + "\u{0}" }.joined())
    }
}

/// File paths as reports outside the terminal name them.
public enum ReportPath {
    /// `path` relative to `directory` when it is inside it (absolute paths under it lose the
    /// prefix), without leading `./`; other paths as they are.
    public static func relative(_ path: String, to directory: String?) -> String {
        var result = path
        if let directory, !directory.isEmpty, result.hasPrefix("/") {
            let base = directory.hasSuffix("/") ? directory : directory + "/"
            if result.hasPrefix(base) { result = String(result.dropFirst(base.count)) }
        }
        while result.hasPrefix("./") {
            result = String(result.dropFirst(2))
            while result.hasPrefix("/") { result.removeFirst() }
        }
        return result
    }

    /// A URI reference for a path: relative paths stay relative, absolute ones become `file://`
    /// URIs; every byte but the unreserved characters and `/` is percent-encoded (RFC 3986), so
    /// spaces, `#`, `?`, `%` and text outside ASCII cannot change what the URI names.
    public static func uri(_ path: String) -> String {
        let encoded = percentEncoded(path)
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }

    /// Percent-encodes every byte of the UTF-8 text except `A–Z a–z 0–9 - . _ ~ /`.
    public static func percentEncoded(_ text: String) -> String {
        let hex = Array("0123456789ABCDEF".unicodeScalars)
        var out = String.UnicodeScalarView()
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.append(Unicode.Scalar(byte))
            default:
                out.append("%")
                out.append(hex[Int(byte >> 4)])
                out.append(hex[Int(byte & 0x0F)])
            }
        }
        return String(out)
    }
}

/// A list's prefilters written as ASCII text, so that the LocaleFileEmbedder build tool can carry
/// the built-in files' pattern lists into the binary already read: reading a walk's 67 patterns
/// into their prefilters cost 4.1 M instructions of its 28.9 M, reading them back from this text
/// a few hundred thousand (docs/benchmarks.md, "speed25m").
///
/// The form: the list's prefilters separated by `;`, a prefilter's clauses by `|`, a clause's
/// literals by `,`; a literal is its kind (`a` ASCII, `e` exact, `b` beyond ASCII) and then its
/// bytes, two lowercase hex digits each. A prefilter with no clauses is empty.
extension RegexPrefilter {
    /// `prefilters` written in the form above.
    package static func encoded(_ prefilters: [RegexPrefilter]) -> String {
        let hex = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        for (index, prefilter) in prefilters.enumerated() {
            if index > 0 { text.append(UInt8(ascii: ";")) }
            for (clauseIndex, clause) in prefilter.clauses.enumerated() {
                if clauseIndex > 0 { text.append(UInt8(ascii: "|")) }
                for (literalIndex, literal) in clause.enumerated() {
                    if literalIndex > 0 { text.append(UInt8(ascii: ",")) }
                    switch literal.kind {
                    case .ascii: text.append(UInt8(ascii: "a"))
                    case .exact: text.append(UInt8(ascii: "e"))
                    case .beyondASCII: text.append(UInt8(ascii: "b"))
                    }
                    for byte in literal.bytes {
                        text.append(hex[Int(byte >> 4)])
                        text.append(hex[Int(byte & 0x0F)])
                    }
                }
            }
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// The prefilters `encoded` wrote in `text` (one at least: an empty text is one prefilter
    /// with no clauses); nil when `text` is not in that form (the caller then reads the patterns
    /// themselves). One pass over the bytes: splitting the text with the generic collection
    /// methods cost the runtime's first-time type look-ups, more than reading the patterns.
    package static func decoded(_ text: String) -> [RegexPrefilter]? {
        var text = text
        return text.withUTF8 { bytes -> [RegexPrefilter]? in
            var prefilters: [RegexPrefilter] = []
            var clauses: [[Literal]] = []
            var clause: [Literal] = []
            var index = 0
            while true {
                // At the start of a prefilter, or after a `|` or `,` (then a literal must follow).
                if index == bytes.count || bytes[index] == UInt8(ascii: ";") {
                    guard clause.isEmpty else { return nil }
                    prefilters.append(RegexPrefilter(clauses: clauses))
                    clauses = []
                    if index == bytes.count { return prefilters }
                    index += 1
                    continue
                }
                let kind: Literal.Kind
                switch bytes[index] {
                case UInt8(ascii: "a"): kind = .ascii
                case UInt8(ascii: "e"): kind = .exact
                case UInt8(ascii: "b"): kind = .beyondASCII
                default: return nil
                }
                index += 1
                var literal = Literal(kind: kind, bytes: [])
                while index < bytes.count, let high = hexValue(bytes[index]) {
                    guard kind != .beyondASCII, index + 1 < bytes.count, let low = hexValue(bytes[index + 1]) else { return nil }
                    literal.bytes.append(high << 4 | low)
                    index += 2
                }
                clause.append(literal)
                guard index < bytes.count else {
                    clauses.append(clause)
                    clause = []
                    continue
                }
                switch bytes[index] {
                case UInt8(ascii: ","):
                    index += 1
                    guard index < bytes.count, bytes[index] != UInt8(ascii: ";"), bytes[index] != UInt8(ascii: "|") else { return nil }
                case UInt8(ascii: "|"):
                    clauses.append(clause)
                    clause = []
                    index += 1
                    guard index < bytes.count, bytes[index] != UInt8(ascii: ";"), bytes[index] != UInt8(ascii: "|") else { return nil }
                case UInt8(ascii: ";"):
                    clauses.append(clause)
                    clause = []
                default:
                    return nil
                }
            }
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        default: nil
        }
    }
}

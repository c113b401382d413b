/// Whether a word-list pattern from a locale pack can take exponential time: the classic shape is
/// a repeated group whose body repeats too, `(a+)+`, `(\w*\s?)*`, `(?:x{2,})+` (star height above
/// one), which a backtracking engine such as Swift's `Regex` tries in exponentially many ways on
/// a text that almost matches. Packs come from other people, so such a pattern refuses the pack
/// instead of hanging a lint.
///
/// Bounded repetition of a group (`(\S+\s+){0,3}`) and `?` stay allowed: they cost a polynomial
/// that the bounded size of flow texts keeps small. A back reference (`\1`, `\k<name>`) is refused
/// too: with one, matching is not bounded by any polynomial.
enum PatternSafety {
    /// The longest pattern a pack may hold, in Unicode scalars (the built-in ones are under 300).
    static let longestPattern = 1_000

    /// Why `pattern` is refused, or nil when it is safe to run.
    static func problem(in pattern: String) -> String? {
        let scalars = Array(pattern.unicodeScalars)
        if scalars.count > longestPattern {
            return "longer than \(longestPattern) characters"
        }
        // One frame per open group: whether its body holds an unbounded repetition.
        var groups: [Bool] = [false]
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            switch scalar {
            case "\\":
                guard index + 1 < scalars.count else { return nil }
                let next = scalars[index + 1]
                if ("1"..."9").contains(next) || next == "k" {
                    return "a back reference (\\\(next)) can take exponential time"
                }
                index += 2
                // An escaped atom may be repeated like any other.
                if let (unbounded, length) = quantifier(at: index, in: scalars) {
                    if unbounded { groups[groups.count - 1] = true }
                    index += length
                }
                continue
            case "[":
                index = endOfClass(from: index, in: scalars)
                if let (unbounded, length) = quantifier(at: index, in: scalars) {
                    if unbounded { groups[groups.count - 1] = true }
                    index += length
                }
                continue
            case "(":
                groups.append(false)
                index += 1
                continue
            case ")":
                guard groups.count > 1 else { return nil }
                let bodyRepeats = groups.removeLast()
                index += 1
                if let (unbounded, length) = quantifier(at: index, in: scalars) {
                    if unbounded && bodyRepeats {
                        return "a repeated group whose body repeats too (such as (a+)+) can take exponential time"
                    }
                    if unbounded { groups[groups.count - 1] = true }
                    index += length
                }
                if bodyRepeats { groups[groups.count - 1] = true }
                continue
            default:
                index += 1
                if let (unbounded, length) = quantifier(at: index, in: scalars) {
                    if unbounded { groups[groups.count - 1] = true }
                    index += length
                }
            }
        }
        return nil
    }

    /// The quantifier at `index`, if any: whether it is unbounded (`*`, `+`, `{n,}`; a `{n,m}`
    /// counts as bounded) and how many scalars it spans with its lazy or possessive mark.
    private static func quantifier(at index: Int, in scalars: [Unicode.Scalar]) -> (unbounded: Bool, length: Int)? {
        guard index < scalars.count else { return nil }
        var length: Int
        var unbounded: Bool
        switch scalars[index] {
        case "*", "+":
            (unbounded, length) = (true, 1)
        case "?":
            (unbounded, length) = (false, 1)
        case "{":
            guard let close = scalars[index...].firstIndex(of: "}") else { return nil }
            let body = scalars[(index + 1)..<close]
            guard !body.isEmpty, body.allSatisfy({ ("0"..."9").contains($0) || $0 == "," }) else { return nil }
            unbounded = body.last == ","
            length = close - index + 1
        default:
            return nil
        }
        if index + length < scalars.count, scalars[index + length] == "?" || scalars[index + length] == "+" { length += 1 }
        return (unbounded, length)
    }

    /// The index after the bracket class that opens at `start` (or the end of the pattern).
    private static func endOfClass(from start: Int, in scalars: [Unicode.Scalar]) -> Int {
        var index = start + 1
        if index < scalars.count, scalars[index] == "^" { index += 1 }
        // A `]` first in the class is a literal.
        if index < scalars.count, scalars[index] == "]" { index += 1 }
        var depth = 1
        while index < scalars.count {
            switch scalars[index] {
            case "\\": index += 2; continue
            case "[": depth += 1
            case "]":
                depth -= 1
                if depth == 0 { return index + 1 }
            default: break
            }
            index += 1
        }
        return scalars.count
    }
}

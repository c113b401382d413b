#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Folds what follows from a mistake under the mistake itself.
///
/// One typo can set off several findings that are all wrong about the file: `kind: prealert`
/// drops the screen, so a link to it "leads to a screen that does not exist" and the alert after
/// it "cannot be reached"; `screnes:` leaves the flow without screens, so `screens` is "missing"
/// and the start screen "does not exist". The root finding is the one with a did-you-mean (a
/// `Repair`: a parse-level unknown key or value, an unknown resource, an alert outcome with a
/// near match). A finding follows from it when it goes away once that fix is applied: the
/// linter applies each root's fix to the text, lints the result once more, and moves the
/// findings that are gone into the root's `followers`. So what "follows" is decided by the same
/// parser and rules as everything else, not by a second model of what a typo breaks.
///
/// A root is never folded under another root; a finding that two fixes each remove goes under
/// the first. Findings that `ignore:` switched off are left as they are. Each fix costs one
/// more lint of the file, so at most `maxRoots` are tried, and none past `maxBytes` of text
/// re-linted in all (a file that large gets every finding unfolded, as before).
struct CascadeFolding {
    static let maxRoots = 8
    static let maxBytes = 1 << 20

    /// A finding's identity across the two lints: what it is and where, not its words (a
    /// did-you-mean in its message may change with the fix).
    private struct Key: Hashable {
        var ruleID: String
        var severity: Severity
        var line: Int
        var column: Int
    }

    /// `diagnostics` (sorted) with the followers of each of `repairs`' roots moved under it.
    /// `relint` lints a changed text of the same file, unfolded.
    static func fold(_ diagnostics: [Diagnostic], repairs: [Repair], source: SourceFile,
                     relint: (String) -> [Diagnostic]) -> [Diagnostic] {
        guard !repairs.isEmpty else { return diagnostics }
        var result = diagnostics
        // The roots, in file order, each once.
        var roots: [(index: Int, repair: Repair)] = []
        for repair in repairs.sorted(by: { $0.location < $1.location }) where roots.count < maxRoots {
            guard let index = result.firstIndex(where: {
                !$0.isSuppressed && $0.ruleID == repair.ruleID && $0.location == repair.location
            }), !roots.contains(where: { $0.index == index }) else { continue }
            roots.append((index, repair))
        }
        let rootIndices = Set(roots.map(\.index))
        var folded: Set<Int> = []
        var spent = 0
        for (rootIndex, repair) in roots {
            spent += source.text.utf8.count
            guard spent <= maxBytes, let text = apply(repair, to: source) else { break }
            var remaining: [Key: Int] = [:]
            for diagnostic in relint(text) { remaining[key(diagnostic), default: 0] += 1 }
            let delta = repair.replacement.unicodeScalars.count - repair.written.unicodeScalars.count
            var followers: [Diagnostic] = []
            for (index, diagnostic) in result.enumerated()
            where !rootIndices.contains(index) && !folded.contains(index) && !diagnostic.isSuppressed {
                // Text after the fix on its line moved by the fix's change in length.
                var moved = key(diagnostic)
                if moved.line == repair.location.line, moved.column > repair.location.column { moved.column += delta }
                if let count = remaining[moved], count > 0 {
                    remaining[moved] = count - 1
                    continue
                }
                followers.append(diagnostic)
                folded.insert(index)
            }
            result[rootIndex].followers = followers
        }
        guard !folded.isEmpty else { return result }
        return result.enumerated().filter { !folded.contains($0.offset) }.map(\.element)
    }

    private static func key(_ diagnostic: Diagnostic) -> Key {
        Key(ruleID: diagnostic.ruleID, severity: diagnostic.severity, line: diagnostic.location.line,
            column: diagnostic.location.column)
    }

    /// The file's text with `repair` applied; nil when the text there is not what it names.
    static func apply(_ repair: Repair, to source: SourceFile) -> String? {
        let count = repair.written.unicodeScalars.count
        let line = repair.location.line, offset = repair.location.column - 1
        guard offset >= 0, source.scalars(ofLine: line, from: offset, limit: count).unicodeScalars
                  .elementsEqual(repair.written.unicodeScalars),
              let lower = source.index(line: line, scalarOffset: offset),
              let upper = source.index(line: line, scalarOffset: offset + count) else { return nil }
        var text = source.text
        text.replaceSubrange(lower..<upper, with: repair.replacement)
        return text
    }
}

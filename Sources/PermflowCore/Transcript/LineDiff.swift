/// Line diffs in the unified format, for screens whose text changed since a walk.
///
/// Frames are a few dozen lines, so a longest-common-subsequence table (lines × lines) is small
/// and gives the minimal diff.
public enum LineDiff {
    /// One line of an edit script.
    public enum Edit: Equatable, Sendable {
        case same(String)
        case removed(String)
        case added(String)
    }

    /// The shortest edit script turning `old` into `new`; removals come before additions at
    /// each change, as `diff -u` prints them.
    public static func edits(_ old: [String], _ new: [String]) -> [Edit] {
        let n = old.count, m = new.count
        // lcs[i][j]: length of the longest common subsequence of old[i...] and new[j...].
        var lcs = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lcs[i][j] = old[i] == new[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
            }
        }
        var result: [Edit] = []
        var i = 0, j = 0
        while i < n || j < m {
            if i < n, j < m, old[i] == new[j] {
                result.append(.same(old[i]))
                i += 1
                j += 1
            } else if i < n, j == m || lcs[i + 1][j] >= lcs[i][j + 1] {
                result.append(.removed(old[i]))
                i += 1
            } else {
                result.append(.added(new[j]))
                j += 1
            }
        }
        return result
    }

    /// A unified diff (`--- old`, `+++ new`, `@@ -a,b +c,d @@` hunks with `context` lines around
    /// each change); empty when the lines are equal.
    public static func unified(_ old: [String], _ new: [String], oldName: String = "recorded", newName: String = "now",
                               context: Int = 3) -> [String] {
        let script = edits(old, new)
        guard script.contains(where: { if case .same = $0 { false } else { true } }) else { return [] }
        // Positions (in old and new) before each edit, for hunk headers.
        var oldLine = [Int](), newLine = [Int]()
        var o = 0, n = 0
        for edit in script {
            oldLine.append(o)
            newLine.append(n)
            switch edit {
            case .same: o += 1; n += 1
            case .removed: o += 1
            case .added: n += 1
            }
        }
        let changed = script.indices.filter { if case .same = script[$0] { false } else { true } }
        // Group changes whose context overlaps into hunks.
        var hunks: [(Int, Int)] = []
        for index in changed {
            let low = max(0, index - context), high = min(script.count - 1, index + context)
            if let last = hunks.last, low <= last.1 + 1 {
                hunks[hunks.count - 1].1 = high
            } else {
                hunks.append((low, high))
            }
        }
        var output = ["--- \(oldName)", "+++ \(newName)"]
        for (low, high) in hunks {
            var oldCount = 0, newCount = 0
            var body: [String] = []
            for edit in script[low...high] {
                switch edit {
                case .same(let line): body.append(" " + line); oldCount += 1; newCount += 1
                case .removed(let line): body.append("-" + line); oldCount += 1
                case .added(let line): body.append("+" + line); newCount += 1
                }
            }
            // diff -u numbers an empty range by the line before it.
            let oldStart = oldCount == 0 ? oldLine[low] : oldLine[low] + 1
            let newStart = newCount == 0 ? newLine[low] : newLine[low] + 1
            output.append("@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@")
            output += body
        }
        return output
    }
}

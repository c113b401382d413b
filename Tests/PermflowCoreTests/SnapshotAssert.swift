import Foundation
import Testing

/// Golden text snapshots: one file per case in `Snapshots/`, compared line by line.
///
/// Snapshots are written only when `PERMFLOW_RECORD_SNAPSHOTS=1` is set; otherwise a missing
/// or different snapshot fails the test with a line diff, so a change in drawing is always a
/// deliberate, reviewed re-record.
enum Snapshot {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")

    static var recording: Bool {
        ProcessInfo.processInfo.environment["PERMFLOW_RECORD_SNAPSHOTS"] == "1"
    }

    /// A unified-style diff of two texts' lines: `-` expected, `+` actual, with two lines of
    /// context and the line numbers of the expected text.
    static func diff(expected: String, actual: String) -> String {
        let old = expected.components(separatedBy: "\n")
        let new = actual.components(separatedBy: "\n")
        // Longest common subsequence table, from the end.
        var lcs = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                lcs[i][j] = old[i] == new[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
            }
        }
        var edits: [(mark: Character, line: Int, text: String)] = []
        var i = 0, j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                edits.append((" ", i + 1, old[i])); i += 1; j += 1
            } else if j < new.count, i == old.count || lcs[i][j + 1] >= lcs[i + 1][j] {
                edits.append(("+", i + 1, new[j])); j += 1
            } else {
                edits.append(("-", i + 1, old[i])); i += 1
            }
        }
        let changed = edits.indices.filter { edits[$0].mark != " " }
        var shown = Set<Int>()
        for index in changed { for near in max(0, index - 2)...min(edits.count - 1, index + 2) { shown.insert(near) } }
        var output: [String] = []
        var last = -1
        for index in shown.sorted() {
            if last >= 0, index > last + 1 { output.append("  ⋯") }
            let edit = edits[index]
            output.append("\(edit.mark) \(String(format: "%3d", edit.line))| \(edit.text)")
            last = index
        }
        return output.joined(separator: "\n")
    }
}

/// Compares `actual` with the snapshot `name` (a file name without extension), or records it
/// when `PERMFLOW_RECORD_SNAPSHOTS=1`.
func assertSnapshot(_ actual: String, named name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let url = Snapshot.directory.appendingPathComponent(name + ".txt")
    let contents = actual + "\n"
    if Snapshot.recording {
        do {
            try FileManager.default.createDirectory(at: Snapshot.directory, withIntermediateDirectories: true)
            try contents.write(to: url, atomically: true, encoding: .utf8)
        } catch {
            Issue.record("could not record snapshot \(name): \(error)", sourceLocation: sourceLocation)
        }
        return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
        Issue.record("no snapshot \(name).txt; record it with PERMFLOW_RECORD_SNAPSHOTS=1 swift test --filter Render",
                     sourceLocation: sourceLocation)
        return
    }
    if expected != contents {
        let diff = Snapshot.diff(expected: String(expected.dropLast(expected.hasSuffix("\n") ? 1 : 0)), actual: actual)
        Issue.record("snapshot \(name).txt differs (- recorded, + now); re-record with PERMFLOW_RECORD_SNAPSHOTS=1 if intended:\n\(diff)",
                     sourceLocation: sourceLocation)
    }
}

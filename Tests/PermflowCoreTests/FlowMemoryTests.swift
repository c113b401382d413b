import Foundation
import Testing
@testable import PermflowCore

/// What a large flow holds per value (issue 32: one flow of 100,001 screens peaked at 385 MiB);
/// docs/benchmarks.md, "Issue 32: memory", has the figures these sizes give.
@Suite struct FlowMemoryTests {
    @Test func locationsAndLocatedValuesUse32BitNumbers() {
        #expect(MemoryLayout<PermflowCore.SourceLocation>.size == 8)
        #expect(MemoryLayout<Located<String>>.size == 28)
        #expect(MemoryLayout<Located<String>?>.stride == 32)
        // Clamped past 32 bits, never trapped; read back as Int.
        let far = PermflowCore.SourceLocation(line: Int.max, column: -5)
        #expect(far.line == Int(Int32.max) && far.column == -5)
        var located = Located("x", at: .fileStart, length: 0)
        #expect(located.length == 1)
        located.length = Int.max
        #expect(located.length == Int(Int32.max))
    }

    @Test func aLocationIsCodedWithIntegerLineAndColumn() throws {
        let data = try JSONEncoder().encode(PermflowCore.SourceLocation(line: 12, column: 5))
        #expect(String(decoding: data, as: UTF8.self).contains("\"line\":12"))
        #expect(try JSONDecoder().decode(PermflowCore.SourceLocation.self, from: data) == PermflowCore.SourceLocation(line: 12, column: 5))
    }

    /// The fields most screens set are stored; the rest cost a screen 8 bytes until one is set.
    @Test func aScreenStoresTheFieldsFewScreensSetApart() {
        #expect(MemoryLayout<Screen.Fields>.size <= 300)
        var screen = Screen(id: Located("a", at: .fileStart), kind: Located(.locationButton, at: .fileStart),
                            location: .fileStart)
        #expect(screen.label == nil && screen.suppressions.isEmpty)
        let copy = screen
        screen.label = Located("Share location", at: PermflowCore.SourceLocation(line: 3, column: 4))
        screen.suppressions = [Suppression(ruleID: Located("purpose-brief", at: .fileStart), reason: Located("legal", at: .fileStart))]
        #expect(screen.label?.value == "Share location" && screen.suppressions.count == 1)
        // A copy taken before is not changed by a write to the other (copy on write, both levels).
        #expect(copy.label == nil && copy.suppressions.isEmpty)
        var second = screen
        second.label = nil
        #expect(screen.label?.value == "Share location" && second.label == nil && second.suppressions.count == 1)
    }

    /// The line index is offsets into the text; lines come out as the text's substrings, without
    /// LF or CR LF (a CR alone, or at the very end, stays).
    @Test func linesAreCutFromOffsetsAsBefore() throws {
        let text = "permflow: 1\r\nname: x\n\nlast\r\r\nend\r"
        let source = SourceFile(path: "x.yaml", text: text)
        #expect(Array(source.lines) == ["permflow: 1", "name: x", "", "last\r", "end\r"])
        #expect(source.line(5) == "end\r" && source.line(6) == nil && source.line(0) == nil)
        #expect(Array(SourceFile(path: "x", text: "").lines) == [""])
        #expect(Array(SourceFile(path: "x", text: "a\n").lines) == ["a", ""])
        #expect(Array(SourceFile(path: "x", text: "한국어\r\n😀\n").lines) == ["한국어", "😀", ""])
        #expect(MemoryLayout<SourceFile.Lines>.size <= 32)
    }
}

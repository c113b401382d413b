import Testing
@testable import PermflowCore

/// `SourceFile` cuts excerpts and finds columns by jumping into a line, not by walking it from its
/// start; these pin that the jumps land where a walk would.
@Suite struct SourceFileTests {
    /// A long non-ASCII line (past `SourceFile.longLine`, so it gets marks), with scalars of 1 to 4
    /// bytes and a combining mark, and a short line after it.
    static let mixed: String = {
        let unit = "aé한😀e\u{0301} "  // 1 + 2 + 3 + 4 + 1 + 2 + 1 bytes, 7 scalars
        return String(repeating: unit, count: 500) + "end\nshort 한 line\n"
    }()

    @Test func scalarOffsetsLandWhereAWalkWouldOnLongAndShortLines() throws {
        let source = SourceFile(path: "x.yaml", text: Self.mixed)
        #expect(!source.isASCII)
        for number in 1...2 {
            let line = try #require(source.line(number))
            let scalars = Array(line.unicodeScalars)
            #expect(source.scalarCount(ofLine: number) == scalars.count)
            for offset in [0, 1, 5, 255, 256, 257, 511, 512, 1000, 2047, scalars.count - 1, scalars.count, scalars.count + 10] {
                let expected = String(String.UnicodeScalarView(scalars[min(offset, scalars.count)..<min(scalars.count, offset + 9)]))
                #expect(String(source.scalars(ofLine: number, from: offset, limit: 9)) == expected, "line \(number), scalar \(offset)")
            }
        }
        #expect(source.scalars(ofLine: 3, from: 0, limit: 5) == "")
        #expect(source.scalars(ofLine: 4, from: 0, limit: 5) == "")
        #expect(source.scalars(ofLine: 1, from: 3_498, limit: Int.max) == "\u{0301} end")
        #expect(source.index(line: 0, scalarOffset: 0) == nil)
    }

    @Test func asciiOffsetsAreByteOffsets() {
        let text = String(repeating: "key: value, ", count: 1_000) + "\nnext"
        let source = SourceFile(path: "x.yaml", text: text)
        #expect(source.isASCII)
        #expect(source.scalarCount(ofLine: 1) == 12_000)
        #expect(source.scalars(ofLine: 1, 11_994..<12_010) == "alue, ")
        #expect(source.scalars(ofLine: 2, from: 1, limit: 2) == "ex")
    }

    @Test func anASCIILinesCountIsItsBytesWithoutItsLineEnd() {
        // CR LF, a CR inside a line, an empty CR LF line, and a last line with no LF (its CR kept).
        let text = "ab\r\ncd\n\r\n\rx\r\n\nlast\r"
        let source = SourceFile(path: "x.yaml", text: text)
        #expect(source.isASCII)
        #expect(source.lines.count == 6)
        for index in source.lines.indices {
            #expect(source.lines.byteCount(ofLine: index) == source.lines[index].utf8.count, "line \(index + 1)")
        }
        #expect((1...6).map { source.scalarCount(ofLine: $0) } == [2, 2, 0, 2, 0, 5])
        #expect(source.scalarCount(ofLine: 0) == 0)
        #expect(source.scalarCount(ofLine: 7) == 0)
    }

    @Test func locateStartsAtTheColumnAndStopsAfterItsBudget() {
        let source = SourceFile(path: "x.yaml", text: "{a: {title: Free gift}, b: {title: Free gift}}\nfree\n")
        #expect(source.locate("free", from: SourceLocation(line: 1, column: 1)) == SourceLocation(line: 1, column: 13))
        #expect(source.locate("free", from: SourceLocation(line: 1, column: 14)) == SourceLocation(line: 1, column: 36))
        // Within the first value's reach only: the second `Free` is out of it, and so is line 2.
        #expect(source.locate("free", from: SourceLocation(line: 1, column: 14), maxScalars: 10) == nil)
        #expect(source.locate("free", from: SourceLocation(line: 1, column: 37)) == SourceLocation(line: 2, column: 1))
    }
}

import Testing
@testable import PermflowCore

/// `Frame.lines`: a row's cells as text, the cell after a wide one skipped, trailing spaces
/// trimmed as characters (what a headless walk prints and a transcript records).
@Suite struct FramePlainTextTests {
    static func frame(_ rows: [[Cell]], width: Int) -> Frame {
        var frame = Frame(width: width, height: rows.count)
        for (row, cells) in rows.enumerated() {
            for (column, cell) in cells.enumerated() { frame[column, row] = cell }
        }
        return frame
    }

    @Test func rowsLoseTheirTrailingSpacesAndWideCharactersTheirSecondCell() {
        let frame = Self.frame([
            [Cell("a"), Cell(" "), Cell("b")],
            [Cell("한", width: 2), Cell("", width: 0), Cell("x")],
            [],
            [Cell("é"), Cell("\u{1F4F7}", width: 2), Cell("", width: 0)],
        ], width: 6)
        #expect(frame.lines == ["a b", "한x", "", "é\u{1F4F7}"])
        #expect(frame.plainText == "a b\n한x\n\né\u{1F4F7}")
    }

    /// A space after a prepended mark (U+0600) is part of that mark's character: trimming by
    /// characters keeps it, where trimming space bytes would cut the character in two.
    @Test func aSpaceThatEndsAWiderCharacterStays() {
        let frame = Self.frame([[Cell("a"), Cell("\u{0600}"), Cell(" "), Cell(" ")]], width: 5)
        #expect(frame.lines == ["a\u{0600} "])
        #expect(frame.lines[0].last == Character("\u{0600} "))
    }
}

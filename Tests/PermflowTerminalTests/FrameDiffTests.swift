import Testing
import PermflowCore
@testable import PermflowTerminal

/// Drawing only what changed, and never half a wide character.
@Suite struct FrameDiffTests {
    func frame(_ lines: [String], width: Int = 8) -> Frame {
        var frame = Frame(width: width, height: lines.count)
        for (row, line) in lines.enumerated() {
            var column = 0
            for character in line {
                let cells = CellWidth.of(character)
                frame[column, row] = Cell(String(character), width: cells)
                if cells == 2 { frame[column + 1, row] = Cell("", width: 0) }
                column += cells
            }
        }
        return frame
    }

    @Test func firstFrameDrawsEveryCellButContinuations() {
        let next = frame(["ab", "영c"], width: 4)
        let changes = FrameDiff.changes(from: nil, to: next)
        #expect(changes.count == 4 + 3)
        #expect(!changes.contains { $0.row == 1 && $0.column == 1 })
        #expect(FrameDiff.needsFullRedraw(from: nil, to: next))
    }

    @Test func unchangedFrameDrawsNothing() {
        let one = frame(["hello", "영수증"])
        #expect(FrameDiff.changes(from: one, to: one).isEmpty)
    }

    @Test func onlyChangedCells() {
        let changes = FrameDiff.changes(from: frame(["hello"]), to: frame(["hallo"]))
        #expect(changes == [FrameDiff.Change(column: 1, row: 0, cell: Cell("a"))])
    }

    @Test func attributesAndColoursCount() {
        var before = frame(["ok"])
        var after = before
        after[0, 0] = Cell("o", attributes: .reverse)
        after[1, 0] = Cell("k", foreground: .white)
        #expect(FrameDiff.changes(from: before, to: after).map(\.column) == [0, 1])
        before = after
        #expect(FrameDiff.changes(from: before, to: after).isEmpty)
    }

    @Test func sizeChangeRedrawsAll() {
        let small = frame(["ab"], width: 2)
        let large = frame(["ab"], width: 3)
        #expect(FrameDiff.needsFullRedraw(from: small, to: large))
        #expect(FrameDiff.changes(from: small, to: large).count == 3)
    }

    @Test func wideCharactersAreDrawnWhole() {
        // Narrow to wide: the wide character is drawn at its first cell, its right half skipped.
        var changes = FrameDiff.changes(from: frame(["ab"], width: 4), to: frame(["영"], width: 4))
        #expect(changes.map(\.column) == [0])
        #expect(changes.first?.cell.text == "영")
        // Wide to narrow: both cells are drawn again.
        changes = FrameDiff.changes(from: frame(["영"], width: 4), to: frame(["ab"], width: 4))
        #expect(changes.map(\.column) == [0, 1])
        // One wide character for another.
        changes = FrameDiff.changes(from: frame(["영수"], width: 4), to: frame(["영증"], width: 4))
        #expect(changes.map(\.column) == [2])
    }

    @Test func headlessScreenShowsWhatATerminalWould() {
        let screen = HeadlessScreen(size: TerminalSize(width: 6, height: 2))
        screen.draw(frame(["영수증", "abc"], width: 6))
        screen.draw(frame(["영수a", "abd"], width: 6))
        #expect(screen.screenText == "영수a\nabd")
        // 증 → a redraws both of its cells; c → d one.
        #expect(screen.cellsDrawn == [6 + 6 - 3, 3])
        screen.draw(frame(["x"], width: 4))
        #expect(screen.screenText == "x")
        #expect(screen.frames.count == 3)
    }
}

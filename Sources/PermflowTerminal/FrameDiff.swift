import PermflowCore

/// Which cells to draw to turn the last frame on screen into the next one. Pure.
public enum FrameDiff {
    /// A cell to draw (never a continuation: a wide character draws its right half itself).
    public struct Change: Sendable, Equatable {
        public var column: Int
        public var row: Int
        public var cell: Cell
    }

    /// Whether the whole screen must be drawn: nothing drawn yet, or the size changed.
    public static func needsFullRedraw(from previous: Frame?, to next: Frame) -> Bool {
        guard let previous else { return true }
        return previous.width != next.width || previous.height != next.height
    }

    /// The cells of `next` to draw, row by row. A full redraw lists every cell that is not a
    /// continuation; otherwise only the cells that differ. A wide character whose right half
    /// changed is drawn again, so a wide character is never left half overwritten.
    public static func changes(from previous: Frame?, to next: Frame) -> [Change] {
        var result: [Change] = []
        forEachChange(from: previous, to: next) { column, row, cell in
            result.append(Change(column: column, row: row, cell: cell))
        }
        return result
    }

    /// Calls `body` with each cell `changes(from:to:)` lists, in the same order, without
    /// building the list: a redraw hands each cell straight to curses.
    public static func forEachChange(from previous: Frame?, to next: Frame, _ body: (_ column: Int, _ row: Int, _ cell: borrowing Cell) -> Void) {
        let full = needsFullRedraw(from: previous, to: next)
        let width = next.width
        // Cells are compared where they lie (no copy of each cell's text and colours).
        next.cells.withUnsafeBufferPointer { cells in
            let old = full ? [] : (previous?.cells ?? [])
            old.withUnsafeBufferPointer { before in
                for row in 0..<next.height {
                    let base = row * width
                    for column in 0..<width {
                        let index = base + column
                        if cells[index].isContinuation { continue }
                        var changed = full || before.isEmpty
                        if !changed {
                            changed = before[index] != cells[index]
                            if !changed, cells[index].width == 2, column + 1 < width {
                                changed = before[index + 1] != cells[index + 1]
                            }
                        }
                        if changed { body(column, row, cells[index]) }
                    }
                }
            }
        }
    }
}

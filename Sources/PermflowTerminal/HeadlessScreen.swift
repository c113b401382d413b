import PermflowCore

/// A terminal without a terminal: events come from a list, frames are kept. For tests of the
/// walk's event loop, and any front end that must run where there is no TTY.
///
/// It applies frames through `FrameDiff` the way the curses screen does, so `screenText`
/// shows what a terminal would show and `cellsDrawn` counts the work of each draw.
public final class HeadlessScreen: TerminalScreen {
    public var size: TerminalSize
    public let colorDepth: ColorDepth
    /// Events still to deliver, first first.
    public var pending: [TerminalEvent]
    /// What to report once `pending` runs out: nil (idle, as a quiet terminal) or an event
    /// such as `.hangUp` that ends the loop.
    public var whenIdle: TerminalEvent?
    /// Every frame drawn, in order.
    public private(set) var frames: [Frame] = []
    /// How many cells each draw wrote.
    public private(set) var cellsDrawn: [Int] = []
    public private(set) var stopCount = 0
    /// Called before each event is delivered (e.g. to resize or edit a file mid-walk).
    public var beforeEvent: ((HeadlessScreen, TerminalEvent?) -> Void)?
    private var grid: Frame?

    public init(size: TerminalSize = TerminalSize(width: 80, height: 24), colorDepth: ColorDepth = .none,
                events: [TerminalEvent] = [], whenIdle: TerminalEvent? = .hangUp) {
        self.size = size
        self.colorDepth = colorDepth
        self.pending = events
        self.whenIdle = whenIdle
    }

    public func draw(_ frame: Frame) {
        let changes = FrameDiff.changes(from: grid, to: frame)
        var next = FrameDiff.needsFullRedraw(from: grid, to: frame) ? Frame(width: frame.width, height: frame.height) : (grid ?? frame)
        for change in changes {
            next[change.column, change.row] = change.cell
            if change.cell.width == 2 { next[change.column + 1, change.row] = Cell("", width: 0) }
        }
        next.hotspots = frame.hotspots
        next.modal = frame.modal
        grid = next
        frames.append(frame)
        cellsDrawn.append(changes.count)
    }

    public func nextEvent() -> TerminalEvent? {
        let event = pending.isEmpty ? whenIdle : pending.removeFirst()
        beforeEvent?(self, event)
        return event
    }

    public func stop() {
        stopCount += 1
    }

    /// The screen as the cells drawn so far show it.
    public var screenText: String { grid?.plainText ?? "" }

    /// The last frame drawn.
    public var lastFrame: Frame? { frames.last }
}

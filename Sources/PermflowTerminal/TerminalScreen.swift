import PermflowCore

/// A terminal's size in cells: the same type a transcript records, so a size read from the
/// terminal goes into the transcript as it is.
public typealias TerminalSize = TranscriptHeader.TerminalSize

/// What the terminal reports, already decoded: the walk turns keys into walk events itself.
public enum TerminalEvent: Sendable, Equatable {
    /// A key or a click (clicks carry their cell; the walk resolves them against the frame).
    case key(KeyInput)
    /// The terminal changed size: render again at `TerminalScreen.size`.
    case resize
    /// SIGINT, SIGTERM or SIGHUP arrived: restore the terminal and end.
    case signal(Int32)
    /// The terminal went away (reads fail at once, again and again).
    case hangUp
}

/// Where frames are drawn and input comes from: curses on a real terminal, or a headless
/// stand-in for tests. Injected into the walk, never global.
public protocol TerminalScreen: AnyObject {
    /// The cells available now.
    var size: TerminalSize { get }
    /// How colours can be shown (`.none`: attributes only).
    var colorDepth: ColorDepth { get }
    /// Shows `frame`, drawing only the cells that differ from the last frame drawn.
    func draw(_ frame: Frame)
    /// The next event, waiting at most one tick (about 100 ms); nil when nothing happened, so
    /// the caller can poll files and flags between keys.
    func nextEvent() -> TerminalEvent?
    /// Gives the terminal back as it was. Safe to call more than once.
    func stop()
}

/// Why the terminal cannot be used for a full-screen walk.
public enum TerminalError: Error, Equatable, CustomStringConvertible {
    case notATerminal
    case termMissing
    case termDumb
    case termUnknown(String)
    case noTerminfo(String)
    case cannotAddressCursor(String)
    case startFailed(String)

    /// The way out a message offers when the terminal is unfit but the walk need not be interactive.
    private static let orHeadless = "or use --keys or --choose for a headless walk"

    public var description: String {
        switch self {
        case .notATerminal:
            return "standard input and output must be a terminal for an interactive walk; "
                + "use --keys or --choose for a headless one"
        case .termMissing:
            return "TERM is not set, so the terminal type is unknown; set it (e.g. TERM=xterm-256color) " + Self.orHeadless
        case .termDumb:
            return "TERM=dumb cannot draw a full-screen walk (no cursor movement); run it in a terminal "
                + "such as xterm-256color, " + Self.orHeadless
        case .termUnknown(let name):
            return "terminal type '\(name)' is unknown to terminfo (or too generic to draw a screen); "
                + "set TERM to one your system knows, e.g. xterm-256color"
        case .noTerminfo(let name):
            return "no terminfo database found to look up TERM '\(name)'; install ncurses-base "
                + "(or ncurses-term) or set TERMINFO"
        case .cannotAddressCursor(let name):
            return "terminal type '\(name)' cannot move the cursor, so it cannot draw a full-screen walk; "
                + "use a terminal such as xterm-256color, or --keys/--choose for a headless walk"
        case .startFailed(let name):
            return "curses could not start on terminal type '\(name)'"
        }
    }
}

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
@preconcurrency import CNcursesw
import Dispatch
import PermflowCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal through ncurses: the one type that calls it.
///
/// Draws frames cell by cell (only what changed), reads keys, clicks and resizes, and gives
/// the terminal back on every way out: `stop()` (also from `deinit`) runs `endwin`, and
/// SIGINT/SIGTERM/SIGHUP only raise a flag that `nextEvent()` reports, so the caller's loop
/// ends and stops the screen itself.
public final class CursesScreen: TerminalScreen {
    public struct Options: Sendable {
        /// How long `nextEvent()` waits for a key before returning nil.
        public var tickMilliseconds: Int32
        /// How long curses waits after Esc for the rest of an escape sequence.
        public var escapeDelayMilliseconds: Int32
        public var mouse: Bool
        /// Where TERM, NO_COLOR and COLORTERM are read.
        public var environment: [String: String]

        public init(tickMilliseconds: Int32 = 100, escapeDelayMilliseconds: Int32 = 25, mouse: Bool = true,
                    environment: [String: String] = ProcessInfo.processInfo.environment) {
            self.tickMilliseconds = tickMilliseconds
            self.escapeDelayMilliseconds = escapeDelayMilliseconds
            self.mouse = mouse
            self.environment = environment
        }
    }

    public let colorDepth: ColorDepth
    private let screen: OpaquePointer
    private let window: UnsafeMutablePointer<WINDOW>
    private let signals: SignalFlag
    private let codes = CursesKeyCodes.current
    private let masks = MouseMasks.current
    private let tick: Int32
    private var resolver: ColorResolver
    private var pairs: ColorPairTable
    /// Cell colours → pair, remembered: resolving a colour costs more than drawing the cell, and
    /// a frame has a handful of colour combinations over thousands of cells. Safe to keep because
    /// palette entries and pairs, once given out, are never reassigned.
    /// A short list, searched in order: a frame has a few dozen combinations at most, and a
    /// dictionary type costs more to set up at start than the searches cost in a walk.
    private var pairMemo: [(key: ColorKey, pair: Int32)] = []
    private var lastPair: (key: ColorKey, pair: Int32)?
    private let defaultColors: Bool
    private var previous: Frame?
    private var forceFullRedraw = true
    private var quickFailures = 0
    /// Reads escape sequences to their end (`KeySequenceReader`).
    private let sequences = KeySequenceReader()
    /// A signal that arrived while a sequence was being read, returned by the next call.
    private var pendingSignal: Int32?
    private var stopped = false

    /// Checks that curses can run here, without starting it: a terminal on both ends, a TERM,
    /// not `dumb`, known to terminfo and able to move the cursor.
    public static func checkTerminal(environment: [String: String], requireTTY: Bool = true) throws {
        if requireTTY && (isatty(STDIN_FILENO) != 1 || isatty(STDOUT_FILENO) != 1) { throw TerminalError.notATerminal }
        guard let term = environment["TERM"], !term.isEmpty else { throw TerminalError.termMissing }
        if term == "dumb" { throw TerminalError.termDumb }
        switch pf_terminal_usable(term) {
        case 1: return
        case -1: throw TerminalError.noTerminfo(term)
        case -2: throw TerminalError.cannotAddressCursor(term)
        default: throw TerminalError.termUnknown(term)
        }
    }

    /// Takes over the terminal. Throws (with the terminal untouched) when it cannot be used.
    public static func start(_ options: Options = Options()) throws -> CursesScreen {
        TerminalLocale.prepare()
        try checkTerminal(environment: options.environment)
        let term = options.environment["TERM"] ?? ""
        let signals = SignalFlag()
        signals.install()
        guard let screen = pf_newterm(term), let window = pf_stdscr() else {
            signals.uninstall()
            throw TerminalError.startFailed(term)
        }
        return CursesScreen(screen: screen, window: window, signals: signals, options: options)
    }

    private init(screen: OpaquePointer, window: UnsafeMutablePointer<WINDOW>, signals: SignalFlag, options: Options) {
        self.screen = screen
        self.window = window
        self.signals = signals
        tick = options.tickMilliseconds
        CNcursesw.raw()
        noecho()
        keypad(window, true)
        _ = curs_set(0)
        pf_set_escape_delay(options.escapeDelayMilliseconds)
        wtimeout(window, options.tickMilliseconds)
        if options.mouse {
            _ = mousemask(mmask_t(masks.listened), nil)
            // Press and release come separately (no click-resolution delay); a release presses.
            _ = mouseinterval(0)
        }
        let noColor = !(options.environment["NO_COLOR"] ?? "").isEmpty
        var defaultColors = false
        if has_colors() && !noColor {
            start_color()
            defaultColors = use_default_colors() == pf_ok()
        }
        colorDepth = ColorDepth.detect(environment: options.environment, hasColors: has_colors() && !noColor,
                                       colors: Int(pf_colors()), canChangeColor: can_change_color())
        self.defaultColors = defaultColors
        resolver = ColorResolver(depth: colorDepth)
        pairs = ColorPairTable(capacity: colorDepth.showsColor ? Int(pf_color_pairs()) : 0)
    }

    deinit {
        stop()
    }

    public var size: TerminalSize {
        TerminalSize(width: Int(pf_columns(window)), height: Int(pf_rows(window)))
    }

    // MARK: Drawing

    public func draw(_ frame: Frame) {
        guard !stopped else { return }
        let full = forceFullRedraw || FrameDiff.needsFullRedraw(from: previous, to: frame)
        if full { werase(window) }
        if forceFullRedraw { clearok(window, true) }
        let columns = Int(pf_columns(window))
        FrameDiff.forEachChange(from: full ? nil : previous, to: frame) { column, row, cell in
            put(cell, column: column, row: row, screenColumns: columns)
        }
        // Park the cursor at the start of the last row, for terminals that cannot hide it.
        wmove(window, max(0, pf_rows(window) - 1), 0)
        wrefresh(window)
        previous = frame
        forceFullRedraw = false
    }

    private func put(_ cell: borrowing Cell, column: Int, row: Int, screenColumns: Int) {
        var attributes: attr_t = 0
        if cell.attributes.contains(.bold) { attributes |= pf_attr_bold() }
        if cell.attributes.contains(.dim) { attributes |= pf_attr_dim() }
        if cell.attributes.contains(.reverse) { attributes |= pf_attr_reverse() }
        if cell.attributes.contains(.underline) { attributes |= pf_attr_underline() }
        let pair = colorPair(foreground: cell.foreground, background: cell.background)
        // A wide character that would cross the right edge makes curses wrap it: draw a blank.
        let fits = cell.width < 2 || column + 1 < screenColumns
        // The cell's scalars (at most 5, as curses keeps) and a terminating 0, on the stack.
        var text: (wchar_t, wchar_t, wchar_t, wchar_t, wchar_t, wchar_t) = (32, 0, 0, 0, 0, 0)
        if fits {
            withUnsafeMutableBytes(of: &text) { raw in
                let units = raw.bindMemory(to: wchar_t.self)
                var count = 0
                for scalar in cell.text.unicodeScalars {
                    guard count < 5 else { break }
                    units[count] = wchar_t(bitPattern: scalar.value)
                    count += 1
                }
                if count == 0 { units[0] = 32; count = 1 }
                units[count] = 0
            }
        }
        let status = withUnsafePointer(to: &text) { tuple in
            tuple.withMemoryRebound(to: wchar_t.self, capacity: 6) {
                pf_put_cell(window, Int32(row), Int32(column), $0, attributes, pair)
            }
        }
        if status != pf_ok() {
            // Bottom-right cell (curses cannot move past it) or a lone combining mark.
            let blank: [wchar_t] = [32, 0]
            _ = pf_put_cell(window, Int32(row), Int32(column), blank, attributes, pair)
        }
    }

    private struct ColorKey: Equatable {
        var foreground: RGBAColor?
        var background: RGBAColor?
    }

    private func colorPair(foreground: RGBAColor?, background: RGBAColor?) -> Int32 {
        guard colorDepth.showsColor, foreground != nil || background != nil else { return 0 }
        let key = ColorKey(foreground: foreground, background: background)
        if let lastPair, lastPair.key == key { return lastPair.pair }
        let pair: Int32
        if let known = pairMemo.first(where: { $0.key == key }) {
            pair = known.pair
        } else {
            pair = resolvePair(foreground: foreground, background: background)
            pairMemo.append((key, pair))
        }
        lastPair = (key, pair)
        return pair
    }

    /// Resolves a colour combination to a pair, defining palette entries and the pair as needed.
    private func resolvePair(foreground: RGBAColor?, background: RGBAColor?) -> Int32 {
        var (fore, back, define) = resolver.numbers(foreground: foreground, background: background)
        for (index, color) in define {
            // curses scales 0–1000 back to 0–255 by truncating: round up so the channel survives.
            func scaled(_ channel: Int) -> Int32 { Int32((channel * 1000 + 254) / 255) }
            _ = pf_init_color(Int32(index), scaled(color.red), scaled(color.green), scaled(color.blue))
        }
        if !defaultColors {
            if fore == -1 { fore = 7 }
            if back == -1 { back = 0 }
        }
        let (pair, isNew) = pairs.pair(foreground: fore, background: back)
        if isNew { _ = pf_init_pair(pair, fore, back) }
        return pair
    }

    // MARK: Input

    public func nextEvent() -> TerminalEvent? {
        guard !stopped else { return .hangUp }
        if let signal = pendingSignal ?? signals.take() {
            pendingSignal = nil
            return .signal(signal)
        }
        var value: wint_t = 0
        let started = DispatchTime.now().uptimeNanoseconds
        errno = 0
        let status = wget_wch(window, &value)
        let failure = errno
        if let signal = signals.take() { return .signal(signal) }
        let raw: RawInput
        if status == pf_ok() {
            raw = .character(UInt32(value))
        } else if status == pf_key_code_yes() {
            raw = .keyCode(Int32(value))
        } else {
            // A timeout takes the whole tick; a terminal that is gone fails at once, every time.
            let elapsed = (DispatchTime.now().uptimeNanoseconds - started) / 1_000_000
            if elapsed < UInt64(max(1, tick / 4)) && failure != EINTR {
                quickFailures += 1
                if quickFailures >= 20 { return .hangUp }
            } else {
                quickFailures = 0
            }
            return nil
        }
        quickFailures = 0
        let decoded = sequences.next(first: raw, codes: codes) { wait in
            wtimeout(window, wait)
            defer { wtimeout(window, tick) }
            var next: wint_t = 0
            let status = wget_wch(window, &next)
            if let signal = signals.take() {
                pendingSignal = signal
                return .stop
            }
            if status == pf_ok() { return .input(.character(UInt32(next))) }
            if status == pf_key_code_yes() { return .input(.keyCode(Int32(next))) }
            return .timeout
        }
        if let signal = pendingSignal {
            pendingSignal = nil
            return .signal(signal)
        }
        switch decoded {
        case .key(let key):
            return .key(key)
        case .resize:
            forceFullRedraw = true
            return .resize
        case .mouse:
            var event = MEVENT()
            guard getmouse(&event) == pf_ok() else { return nil }
            return MouseDecoder.click(column: event.x, row: event.y, state: UInt(event.bstate), masks: masks).map { .key($0) }
        case nil:
            return nil
        }
    }

    // MARK: Stopping

    public func stop() {
        guard !stopped else { return }
        stopped = true
        _ = mousemask(0, nil)
        endwin()
        delscreen(screen)
        signals.uninstall()
    }
}

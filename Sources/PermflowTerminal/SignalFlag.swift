import CNcursesw
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// SIGINT, SIGTERM and SIGHUP as a flag the event loop reads, so the terminal is restored by
/// the loop (with `endwin`) instead of inside a signal handler. A crash restores it from its
/// handler, as the last thing before the process dies.
///
/// The handler and its slot live in the C shim as statics; installing and reading must happen
/// in this one file, which is one translation unit, so both see the same slot.
public struct SignalFlag: Sendable {
    /// The signals that end a walk.
    public static let watched: [Int32] = [SIGINT, SIGTERM, SIGHUP]
    /// The signals of a crash: the terminal is restored, then the previous handler runs.
    public static let crashes: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE]

    public init() {}

    /// Installs the recording handler for every watched signal. Done before curses starts, so
    /// curses finds handlers in place and leaves them alone.
    public func install() {
        Self.ignoreFileSizeLimitSignal()
        _ = pf_signal_take()
        for signal in Self.watched { _ = pf_signal_install(signal) }
        for signal in Self.crashes { _ = pf_crash_install(signal) }
    }

    /// Ignores SIGXFSZ for the rest of the process (`uninstall` leaves it ignored).
    ///
    /// A write past the file-size limit (`ulimit -f`) raises SIGXFSZ, whose default action
    /// kills the process on the spot: the screen is not restored and the walk cannot say that
    /// recording stopped. Ignored, the write fails with EFBIG instead, and the transcript
    /// recorder reports it like a full disk while the walk goes on.
    public static func ignoreFileSizeLimitSignal() {
        _ = signal(SIGXFSZ, SIG_IGN)
    }

    /// Puts the default handlers back.
    public func uninstall() {
        for signal in Self.watched { _ = pf_signal_default(signal) }
        for signal in Self.crashes { _ = pf_crash_uninstall(signal) }
    }

    /// The signal that arrived since the last call, if any.
    public func take() -> Int32? {
        let signal = pf_signal_take()
        return signal == 0 ? nil : signal
    }

    /// `SIGTERM` and so on, for messages.
    public static func name(_ signal: Int32) -> String {
        switch signal {
        case SIGINT: return "SIGINT"
        case SIGTERM: return "SIGTERM"
        case SIGHUP: return "SIGHUP"
        default: return "signal \(signal)"
        }
    }
}

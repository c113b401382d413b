import CPermflowSignals
import CNcursesw
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every signal whose default action ends the process, as a flag the event loop reads, so the
/// terminal is restored by the loop (with `endwin`) instead of inside a signal handler. A crash
/// restores it from its handler, as the last thing before the process dies.
///
/// The handler and its slot live in one C translation unit (`Sources/CPermflowSignals`), so
/// the code that installs the handler and the code that reads the slot cannot be given two
/// copies of it by the optimiser (as a release build once did with a header-only slot).
public struct SignalFlag: Sendable {
    /// The signals that end a walk or a replay: every signal whose default action terminates
    /// the process, but for the crashes below, SIGKILL and SIGSTOP (which cannot be caught) and
    /// SIGXFSZ (ignored, see `ignoreFileSizeLimitSignal`).
    public static let watched: [Int32] = {
        var signals: [Int32] = [SIGHUP, SIGINT, SIGQUIT, SIGPIPE, SIGALRM, SIGTERM, SIGUSR1, SIGUSR2,
                                SIGVTALRM, SIGPROF, SIGXCPU]
        #if os(Linux)
        signals += [SIGIO, SIGPWR, SIGSTKFLT]
        signals += realtimeSignals
        #endif
        return signals
    }()

    /// Signals that are watched even when the process started with them ignored. SIGPIPE: a
    /// parent that ignores it (many runtimes do) passes that on, but a SIGPIPE that is sent
    /// still must not leave the terminal raw. Every other signal ignored at the start (`nohup`,
    /// `trap '' USR1`) stays ignored: that was the user's choice.
    public static let watchedEvenIfIgnored: Set<Int32> = [SIGPIPE]

    /// The signals of a crash: the terminal is restored, then the previous handler runs.
    public static let crashes: [Int32] = {
        var signals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE, SIGSYS]
        #if canImport(Darwin)
        signals.append(SIGEMT)
        #endif
        return signals
    }()

    #if os(Linux)
    /// SIGRTMIN…SIGRTMAX as this C library numbers them (glibc reserves the first few).
    static var realtimeSignals: [Int32] {
        let low = Int32(__libc_current_sigrtmin()), high = Int32(__libc_current_sigrtmax())
        guard low > 0, high >= low, high <= Int32(pf_signal_max()) else { return [] }
        return Array(low...high)
    }
    #endif

    public init() {}

    /// Installs the recording handler for every watched signal. Done before curses starts, so
    /// curses finds handlers in place and leaves them alone.
    public func install() {
        Self.ignoreFileSizeLimitSignal()
        _ = pf_signal_take()
        pf_crash_set_restore { _ = endwin() }
        for signal in Self.watched {
            _ = pf_signal_watch(signal, Self.watchedEvenIfIgnored.contains(signal) ? 1 : 0)
        }
        for signal in Self.crashes { _ = pf_crash_watch(signal) }
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

    /// Puts back the actions that were there before `install`.
    public func uninstall() {
        for signal in Self.watched { _ = pf_signal_unwatch(signal) }
        for signal in Self.crashes { _ = pf_crash_unwatch(signal) }
        pf_crash_set_restore(nil)
    }

    /// The signal that arrived since the last call, if any.
    public func take() -> Int32? {
        let signal = pf_signal_take()
        return signal == 0 ? nil : Int32(signal)
    }

    /// `SIGTERM`, `SIGRTMIN+3` and so on, for messages (as `kill -l` names them).
    public static func name(_ signal: Int32) -> String {
        if let name = names[signal] { return name }
        #if os(Linux)
        let low = Int32(__libc_current_sigrtmin()), high = Int32(__libc_current_sigrtmax())
        if signal >= low && signal <= high {
            let middle = low + (high - low) / 2
            if signal == low { return "SIGRTMIN" }
            if signal == high { return "SIGRTMAX" }
            return signal <= middle ? "SIGRTMIN+\(signal - low)" : "SIGRTMAX-\(high - signal)"
        }
        #endif
        return "signal \(signal)"
    }

    private static let names: [Int32: String] = {
        var names: [Int32: String] = [
            SIGHUP: "SIGHUP", SIGINT: "SIGINT", SIGQUIT: "SIGQUIT", SIGILL: "SIGILL", SIGTRAP: "SIGTRAP",
            SIGABRT: "SIGABRT", SIGBUS: "SIGBUS", SIGFPE: "SIGFPE", SIGUSR1: "SIGUSR1", SIGSEGV: "SIGSEGV",
            SIGUSR2: "SIGUSR2", SIGPIPE: "SIGPIPE", SIGALRM: "SIGALRM", SIGTERM: "SIGTERM",
            SIGXCPU: "SIGXCPU", SIGXFSZ: "SIGXFSZ", SIGVTALRM: "SIGVTALRM", SIGPROF: "SIGPROF",
            SIGSYS: "SIGSYS",
        ]
        #if os(Linux)
        names[SIGIO] = "SIGIO"
        names[SIGPWR] = "SIGPWR"
        names[SIGSTKFLT] = "SIGSTKFLT"
        #endif
        #if canImport(Darwin)
        names[SIGEMT] = "SIGEMT"
        #endif
        return names
    }()
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output and error for the commands (never used while curses owns the screen).
/// Named `Console`, not `Terminal`, so it is not taken for the `PermflowTerminal` target.
enum Console {
    /// Writes to standard output. When it cannot be written (`> /dev/full`, a read-only
    /// file), says so on standard error and exits 2; when the reader has gone (a closed pipe:
    /// `permflow rules | head -3`), ends quietly as any Unix filter does, by SIGPIPE.
    static func standardOutput(_ text: String) {
        switch writeAll(STDOUT_FILENO, text) {
        case 0:
            return
        case EPIPE:
            // SIGPIPE was ignored (the parent's choice): die of it as the shell expects.
            _ = signal(SIGPIPE, SIG_DFL)
            _ = raise(SIGPIPE)
            exit(141)
        case let code:
            _ = writeAll(STDERR_FILENO, "permflow: cannot write output: \(String(cString: strerror(code)))\n")
            exit(2)
        }
    }

    /// Ends the process with `status` once everything is written, without freeing `kept` (a
    /// run's reports, the files they quote, a linter's caches) object by object: the system takes
    /// the memory back at once. Output needs no flush: it is written straight to its descriptor.
    static func end<Kept>(_ status: Int32, keeping kept: Kept) -> Never {
        withExtendedLifetime(kept) { exit(status) }
    }

    /// Writes to standard error; if even that fails there is nobody left to tell.
    static func standardError(_ text: String) {
        _ = writeAll(STDERR_FILENO, text)
    }

    /// Writes every byte of `text` to `descriptor`: 0, or the errno that stopped it. The one
    /// write loop of the CLI (standard streams, output files, the walk's log).
    static func writeAll(_ descriptor: Int32, _ text: String) -> Int32 {
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { buffer in
                buffer.baseAddress.map { write(descriptor, $0 + written, bytes.count - written) } ?? 0
            }
            if result < 0 {
                if errno == EINTR { continue }
                return errno
            }
            if result == 0 { return EIO }
            written += result
        }
        return 0
    }

    /// One environment variable, read without copying the whole environment into a dictionary
    /// (`ProcessInfo.environment` costs 0.4 M instructions at every start).
    static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// Colour only on a terminal (or when asked) and never when NO_COLOR is set (https://no-color.org).
    static func useColor(_ choice: ColorChoice, fileDescriptor: Int32) -> Bool {
        if let noColor = environment("NO_COLOR"), !noColor.isEmpty { return false }
        switch choice {
        case .always: return true
        case .never: return false
        case .auto:
            if environment("TERM") == "dumb" { return false }
            return isatty(fileDescriptor) == 1
        }
    }
}

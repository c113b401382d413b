import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A tmux server of its own (a private socket, no config file) with one session: the real
/// binary in a real terminal, driven with keys and read back with `capture-pane`. The server
/// is killed when the session ends, and never any other.
final class TmuxSession {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The tmux executable on PATH, if any.
    static let executable: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/tmux"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }()

    static var isAvailable: Bool { executable != nil }

    let socket = "permflow-test-\(UUID().uuidString)"
    let name = "walk"
    private var killed = false
    private var socketPath: String?

    /// Starts `command` (run by /bin/sh) in a detached session of `width`×`height` cells.
    init(width: Int = 80, height: Int = 24, command: String) throws {
        try run(["new-session", "-d", "-s", name, "-x", "\(width)", "-y", "\(height)", command])
        socketPath = try? display("#{socket_path}")
    }

    deinit {
        kill()
    }

    /// Runs a tmux command against this server and returns its output.
    @discardableResult
    func run(_ arguments: [String]) throws -> String {
        guard let executable = Self.executable else { throw Failure(description: "tmux is not installed") }
        var environment = ProcessInfo.processInfo.environment
        environment["LC_ALL"] = "C.UTF-8"
        environment["TMUX"] = nil
        // -u: UTF-8 whatever the test's locale; -f /dev/null: nobody's tmux.conf.
        let result = try Spawn.run(executable, ["-u", "-L", socket, "-f", "/dev/null"] + arguments, environment: environment)
        guard result.status == 0 else {
            throw Failure(description: "tmux \(arguments.joined(separator: " ")): exit \(result.status): \(result.errors)")
        }
        return result.output
    }

    /// Sends tmux key names (Enter, Tab, BTab, Escape, C-c, …).
    func send(_ keys: String...) throws {
        try run(["send-keys", "-t", name] + keys)
    }

    /// Types `text` literally.
    func type(_ text: String) throws {
        try run(["send-keys", "-t", name, "-l", text])
    }

    /// Sends raw bytes, as a terminal would write them (`send-keys -H`).
    func sendBytes(_ bytes: [UInt8]) throws {
        try run(["send-keys", "-t", name, "-H"] + bytes.map { String($0, radix: 16) })
    }

    /// The pane's rows as text (wide characters once, as a terminal shows them).
    func capture() throws -> [String] {
        var lines = try run(["capture-pane", "-p", "-t", name]).components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// Polls the pane until `condition` holds; fails with the last screen after `timeout` seconds.
    @discardableResult
    func wait(timeout: TimeInterval = 8, _ what: String, until condition: ([String]) -> Bool) throws -> [String] {
        let deadline = Date().addingTimeInterval(timeout)
        var lines = try capture()
        while !condition(lines) {
            guard Date() < deadline else {
                throw Failure(description: "timed out after \(timeout) s waiting for \(what); the screen:\n" + lines.joined(separator: "\n"))
            }
            Thread.sleep(forTimeInterval: 0.05)
            lines = try capture()
        }
        return lines
    }

    /// Polls until every one of `texts` is on screen.
    @discardableResult
    func waitFor(_ texts: String..., timeout: TimeInterval = 8) throws -> [String] {
        try waitFor(all: texts, timeout: timeout)
    }

    /// Sends one key, then polls until every one of `texts` is on screen: one step of a script.
    @discardableResult
    func press(_ key: String, andWaitFor texts: String..., timeout: TimeInterval = 8) throws -> [String] {
        try send(key)
        return try waitFor(all: texts, timeout: timeout)
    }

    /// Sends one key, then polls until every one of `texts` is on screen and `gone` is not: for a
    /// key that closes a popup whose screen beneath already shows `texts`. Without it the next key
    /// could follow Escape within curses' escape delay and be read with it as one Alt sequence.
    @discardableResult
    func press(_ key: String, andWaitFor texts: String..., gone: String, timeout: TimeInterval = 8) throws -> [String] {
        try send(key)
        return try wait(timeout: timeout, texts.map { "\"\($0)\"" }.joined(separator: " and ") + " without \"\(gone)\"") { lines in
            let screen = lines.joined(separator: "\n")
            return !screen.contains(gone) && texts.allSatisfy { screen.contains($0) }
        }
    }

    private func waitFor(all texts: [String], timeout: TimeInterval) throws -> [String] {
        try wait(timeout: timeout, texts.map { "\"\($0)\"" }.joined(separator: " and ")) { lines in
            let screen = lines.joined(separator: "\n")
            return texts.allSatisfy { screen.contains($0) }
        }
    }

    func resize(width: Int, height: Int) throws {
        try run(["resize-window", "-t", name, "-x", "\(width)", "-y", "\(height)"])
    }

    /// A tmux format about the pane, e.g. `#{alternate_on}`.
    func display(_ format: String) throws -> String {
        try run(["display-message", "-p", "-t", name, format]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Ends this server (and so its session).
    func kill() {
        guard !killed else { return }
        killed = true
        _ = try? run(["kill-server"])
        // tmux leaves the socket file behind.
        if let socketPath, socketPath.hasSuffix(socket) { try? FileManager.default.removeItem(atPath: socketPath) }
    }
}

/// A permflow command inside tmux, through a wrapper script that records `stty -g` before and
/// after, the exit status and standard error, and the shell's pid (to find the command's).
class TmuxPermflow {
    let directory: URL
    let tmux: TmuxSession
    /// What the command is called in failure messages: "walk", "replay".
    let name: String

    /// Runs `command` (a shell command line that starts permflow) from the repository's root in a
    /// new tmux session; `directory` holds the wrapper and the files it writes.
    init(_ name: String, command: String, in directory: URL, width: Int, height: Int) throws {
        self.name = name
        self.directory = directory
        let path = directory.path
        let quote = Self.quote
        // `exec` keeps the command the wrapper shell's child, which `pid()` looks for.
        let script = """
        #!/bin/sh
        cd \(quote(CLIRunner.root.path))
        echo $$ > \(quote(path))/shell.pid
        stty -g > \(quote(path))/stty.before
        \(command) 2> \(quote(path))/stderr
        status=$?
        stty -g > \(quote(path))/stty.after
        echo $status > \(quote(path))/status.tmp && mv \(quote(path))/status.tmp \(quote(path))/status
        exec sleep 600
        """
        let scriptURL = directory.appendingPathComponent("\(name).sh")
        try script.write(to: scriptURL, atomically: true, encoding: .utf8)
        tmux = try TmuxSession(width: width, height: height, command: "sh \(quote(scriptURL.path))")
    }

    /// `text` as one word for `sh`, in single quotes.
    static func quote(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'" }

    deinit {
        tmux.kill()
        try? FileManager.default.removeItem(at: directory)
    }

    func file(_ name: String) -> String? {
        try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }

    /// The command's exit status, once it has exited (waiting at most `timeout` seconds).
    func status(timeout: TimeInterval = 8) throws -> Int32 {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let text = file("status"), let status = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)) {
                return status
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw TmuxSession.Failure(description: "the \(name) did not exit within \(timeout) s; stderr: \(standardError)\nthe screen:\n"
            + ((try? tmux.capture()) ?? []).joined(separator: "\n"))
    }

    /// Whether the command has exited yet.
    var hasExited: Bool { file("status") != nil }

    var standardError: String { file("stderr") ?? "" }
    var sttyBefore: String? { file("stty.before") }
    var sttyAfter: String? { file("stty.after") }

    /// The command's process id (the wrapper shell's child).
    func pid(timeout: TimeInterval = 5) throws -> Int32 {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let shell = file("shell.pid")?.trimmingCharacters(in: .whitespacesAndNewlines), !shell.isEmpty {
                let process = Process()
                process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
                process.arguments = ["pgrep", "-P", shell]
                let output = Pipe()
                process.standardOutput = output
                try process.run()
                let data = output.fileHandleForReading.readDataToEndOfFile()
                process.waitUntilExit()
                let pids = String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { Int32($0) }
                if let pid = pids.first { return pid }
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw TmuxSession.Failure(description: "could not find the \(name)'s process")
    }
}

/// `permflow walk` inside tmux (`TmuxPermflow`), recording into the test's folder by default.
final class TmuxWalk: TmuxPermflow {
    /// Where the walk records (unless the arguments say otherwise): inside the test's folder,
    /// so tests never leave transcripts in the repository.
    var transcriptPath: String { directory.appendingPathComponent("walk.jsonl").path }

    /// - Parameter fileSizeLimitBlocks: runs the walk under bash's `ulimit -f` (1024-byte
    ///   blocks), so its writes past that size fail; the wrapper's own files are not limited.
    /// - Parameter binary: which permflow (the built one, or the one `make install` built).
    /// - Parameter ignoring: signals the walk starts with ignored (`trap '' SIG` before `exec`).
    init(_ arguments: [String], term: String = "xterm-256color", environment: [String: String] = [:],
         width: Int = 80, height: Int = 24, fileSizeLimitBlocks: Int? = nil,
         binary: PermflowBinary = .built, ignoring: [Int32] = []) throws {
        guard let binaryURL = binary.url else { throw TmuxSession.Failure(description: "no \(binary) binary") }
        let directory = try CLIRunner.temporaryDirectory()
        var arguments = arguments
        if !arguments.contains("--record") && !arguments.contains("--no-record") {
            arguments += ["--record", directory.appendingPathComponent("walk.jsonl").path]
        }
        let quote = Self.quote
        var variables = ["TERM": term, "LC_ALL": "C.UTF-8", "LANG": "C.UTF-8"]
        for (key, value) in environment { variables[key] = value }
        let assignments = variables.keys.sorted().map { "\($0)=\(quote(variables[$0] ?? ""))" }.joined(separator: " ")
        let traps = ignoring.map { "trap '' \($0)\n" }.joined()
        let limit = fileSizeLimitBlocks.map { "bash -c 'ulimit -f \($0) && exec \"$@\"' ulimit " } ?? ""
        try super.init("walk", command: "\(traps)\(limit)env -u NO_COLOR -u COLORTERM \(assignments) \(quote(binaryURL.path)) walk "
                           + arguments.map(quote).joined(separator: " "), in: directory, width: width, height: height)
    }

    /// The transcript's lines as JSON objects (`TranscriptLines.read`: the file ends with a
    /// newline and every line parses).
    func transcriptLines(_ path: String? = nil) throws -> [[String: Any]] {
        try TranscriptLines.read(path ?? transcriptPath)
    }
}

/// Starts a program with `posix_spawn`, not Foundation's `Process`, because the first tmux
/// command forks the tmux server, which lives on:
/// - `Process` keeps a socket open in each child to learn when it ends; a server that inherits
///   it makes `waitUntilExit` wait for the server, not the client;
/// - children inherit the spawning thread's signal mask, and test threads block SIGTERM and
///   SIGHUP, so the server would ignore `kill-server` and the walk the signals sent to it.
/// Here the child gets an empty signal mask, default handlers, and no descriptors but 0–2.
enum Spawn {
    struct Result {
        var status: Int32
        var output: String
        var errors: String
    }

    static func run(_ path: String, _ arguments: [String], environment: [String: String]) throws -> Result {
        func makePipe() throws -> (read: Int32, write: Int32) {
            var fds: [Int32] = [0, 0]
            guard pipe(&fds) == 0 else { throw TmuxSession.Failure(description: "pipe: \(errno)") }
            _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
            _ = fcntl(fds[1], F_SETFD, FD_CLOEXEC)
            return (fds[0], fds[1])
        }
        lock.lock()
        var locked = true
        defer { if locked { lock.unlock() } }
        let output = try makePipe(), errors = try makePipe()
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, output.write, 1)
        posix_spawn_file_actions_adddup2(&actions, errors.write, 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t(), allSignals = sigset_t()
        sigemptyset(&noSignals)
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        var flags = Int32(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF)
        #if canImport(Darwin)
        flags |= Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
        #else
        closeInheritedDescriptors(&actions)
        #endif
        posix_spawnattr_setflags(&attributes, Int16(flags))

        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
        close(output.write)
        close(errors.write)
        lock.unlock()
        locked = false
        defer {
            close(output.read)
            close(errors.read)
        }
        guard spawned == 0 else { throw TmuxSession.Failure(description: "cannot start \(path): error \(spawned)") }
        let outputText = readAll(output.read)
        let errorText = readAll(errors.read)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let exited = status & 0x7F == 0
        return Result(status: exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F), output: outputText, errors: errorText)
    }

    /// Spawns one at a time, so no child inherits another's pipe before it is marked close-on-exec.
    private static let lock = NSLock()

    #if !canImport(Darwin)
    /// Closes every descriptor above 2 in the child: glibc's closefrom action (2.34+, looked up
    /// at run time: the header hides it from Swift), else each descriptor open now.
    private static func closeInheritedDescriptors(_ actions: inout posix_spawn_file_actions_t) {
        typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
        if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np") {
            let closeFrom = unsafeBitCast(symbol, to: CloseFrom.self)
            if closeFrom(&actions, 3) == 0 { return }
        }
        let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        for fd in open.compactMap(Int32.init) where fd > 2 {
            posix_spawn_file_actions_addclose(&actions, fd)
        }
    }
    #endif

    private static func readAll(_ fd: Int32) -> String {
        var data = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = read(fd, &buffer, buffer.count)
            if count > 0 {
                data.append(contentsOf: buffer[0..<count])
            } else if count == 0 || errno != EINTR {
                break
            }
        }
        return String(decoding: data, as: UTF8.self)
    }
}

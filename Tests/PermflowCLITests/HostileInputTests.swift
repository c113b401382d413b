import Foundation
import Testing
import PermflowCore
#if canImport(Glibc)
import Glibc
#endif

/// `permflow lint` against hostile input: every bad file gets a diagnostic at file:line:col,
/// exit status 1 or 2, no crash or stack trace, no raw escape, C1 control, bidirectional control
/// or line separator in the output, and it finishes in bounded time and memory (each run's own
/// peak resident size, measured by GNU time).
///
/// The small files live in Tests/Hostile with their expectations in Tests/Hostile/EXPECTED;
/// the large ones (10 MB strings, 10,000-level nesting, alias floods) are made here at run time.
/// Set PERMFLOW_HOSTILE_LOG to a file path to get one line per run: label, exit, peak KiB, seconds.
@Suite struct HostileInputTests {
    static let folder = CLIRunner.root.appendingPathComponent("Tests/Hostile")

    /// One line of Tests/Hostile/EXPECTED.
    struct Expectation: CustomTestStringConvertible, Sendable {
        var file: String
        var status: Int32
        var rule: String?
        var location: String?
        /// The answer is a warning: lint with --strict (as CI gates warnings) for exit 1.
        var strict: Bool
        var testDescription: String { file }
    }

    /// The lines of Tests/Hostile/EXPECTED that are not comments.
    static let expectationLines: [String] = {
        let url = folder.appendingPathComponent("EXPECTED")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") && !$0.isEmpty }
    }()

    static let expectations: [Expectation] = expectationLines.compactMap { line -> Expectation? in
        let fields = line.split(separator: " ").map(String.init)
        guard fields.count == 4 || (fields.count == 5 && fields[4] == "strict"), let status = Int32(fields[1]) else { return nil }
        return Expectation(file: fields[0], status: status, rule: fields[2] == "-" ? nil : fields[2],
                           location: fields[3] == "-" ? nil : fields[3], strict: fields.count == 5)
    }

    /// A run of the real binary under GNU time (for its own peak resident size) and coreutils
    /// timeout (which stops a hang; the test then fails).
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
        var stdoutData: Data
        var stderrData: Data
        var timedOut: Bool
        /// CPU seconds (user + system) the run took, from GNU time.
        var seconds: Double
        /// Peak resident size of this run's process, in bytes (GNU time's `%M`); nil if unknown.
        var peakBytes: Int?
    }

    /// How many times slower a run may be under AddressSanitizer (`make asan`, detected by
    /// `CLIRunner.addressSanitized`), which makes each run several times slower: the wall-clock
    /// `timeout` and the CPU-time bounds below are multiplied by it (the memory bounds by eight,
    /// in `expectSafe`). 1 in an ordinary build, so what the suite checks there is unchanged.
    static let sanitizerSlowdown = CLIRunner.addressSanitized ? 5 : 1
    static let timeout = 20 * sanitizerSlowdown
    static let gnuTime = URL(fileURLWithPath: "/usr/bin/time")
    static let timeoutTool = "/usr/bin/timeout"
    static let prlimit = "/usr/bin/prlimit"
    /// Address space each run may reserve (`prlimit --as`); a clean lint runs within 256 MiB.
    static let addressSpaceCap = 1 << 30

    struct MissingTool: Error, CustomStringConvertible {
        var description: String
    }

    static func lint(_ arguments: [String], directory: URL = CLIRunner.root, stackBytes: Int? = nil,
                     timeout: Int = timeout) throws -> Run {
        try permflow(["lint", "--color", "never"] + arguments, directory: directory, stackBytes: stackBytes, timeout: timeout)
    }

    /// Any permflow command, run the same way as `lint` (GNU time, timeout, address-space cap).
    /// `stackBytes` caps the main thread's stack (`prlimit --stack`), as small as a secondary
    /// thread's on macOS, for the runs that check nesting cannot overflow it.
    /// `timeout` is wall time, which stops a hang; bounds on the work done are on `Run.seconds`.
    static func permflow(_ arguments: [String], directory: URL = CLIRunner.root, stackBytes: Int? = nil,
                         timeout: Int = timeout) throws -> Run {
        guard FileManager.default.isExecutableFile(atPath: gnuTime.path),
              FileManager.default.isExecutableFile(atPath: timeoutTool) else {
            throw MissingTool(description: "the hostile-input suite needs GNU time (/usr/bin/time) and coreutils timeout: "
                + "`sudo apt-get install time` (`make deps` and .ci/run install it)")
        }
        let memoryFile = FileManager.default.temporaryDirectory.appendingPathComponent("permflow-rss-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: memoryFile) }
        let process = Process()
        process.executableURL = gnuTime
        // A hard cap on address space, so a runaway fails (allocation fails, exit ≠ 1, 2) instead
        // of taking the machine's memory; the bounds checked after the run are far lower.
        // Not under AddressSanitizer: its shadow memory alone reserves terabytes of address space.
        var cap = FileManager.default.isExecutableFile(atPath: prlimit) && !CLIRunner.addressSanitized
            ? [prlimit, "--as=\(addressSpaceCap)"] : []
        if let stackBytes {
            guard FileManager.default.isExecutableFile(atPath: prlimit) else {
                throw MissingTool(description: "capping the stack needs prlimit (util-linux)")
            }
            cap = (cap.isEmpty ? [prlimit] : cap) + ["--stack=\(stackBytes)"]
        }
        // TERM after `timeout` seconds, KILL 5 s later; timeout exits 124 (or 137) then.
        process.arguments = ["-f", "%M %U %S", "-o", memoryFile.path] + cap + [timeoutTool, "--kill-after=5", String(timeout),
                             CLIRunner.binary.path] + arguments
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        let outData = DataBox(), errData = DataBox()
        let group = DispatchGroup()
        // Drain both pipes while the process runs, so a large report cannot block it. Each
        // blocking read and wait has a thread of its own: on Dispatch's global queue, which runs
        // as many blocks at once as the machine has cores, they waited behind other tests' runs
        // (under `make asan` a 23-second run was still waiting after 115 s).
        for (pipe, box) in [(out, outData), (err, errData)] {
            group.enter()
            Thread.detachNewThread {
                box.set(pipe.fileHandleForReading.readDataToEndOfFile())
                group.leave()
            }
        }
        let started = Date()
        try process.run()
        let finished = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            process.waitUntilExit()
            finished.signal()
        }
        // A backstop in case timeout itself hangs.
        var timedOut = false
        if finished.wait(timeout: .now() + .seconds(timeout + 15)) == .timedOut {
            timedOut = true
            kill(process.processIdentifier, SIGKILL)
            finished.wait()
        }
        group.wait()
        let seconds = Date().timeIntervalSince(started)
        let status = process.terminationStatus
        if status == 124 || (status == 137 && seconds >= Double(timeout)) { timedOut = true }
        // GNU time writes "Command exited with non-zero status N" first when the exit is not 0.
        let memoryText = (try? String(contentsOf: memoryFile, encoding: .utf8)) ?? ""
        // The last line: peak resident KiB, user and system CPU seconds.
        let figures = (memoryText.split(separator: "\n").last ?? "").split(separator: " ")
        let peak = figures.first.flatMap { Int($0) }.map { $0 * 1024 }
        // The time bound is on CPU time, the work the run did: wall time also counts waiting for
        // a core on a busy machine (the suite runs tests in parallel on CI's two cores).
        let cpu = figures.dropFirst().compactMap { Double($0) }
        // Without GNU time's figures every bound on CPU time would pass unchecked.
        guard cpu.count == 2 else {
            throw MissingTool(description: "GNU time reported no CPU time for \(arguments.prefix(2)): \(memoryText.suffix(300))")
        }
        let cpuSeconds = cpu.reduce(0, +)
        let run = Run(status: status, stdout: String(decoding: outData.value, as: UTF8.self),
                      stderr: String(decoding: errData.value, as: UTF8.self), stdoutData: outData.value,
                      stderrData: errData.value, timedOut: timedOut, seconds: cpuSeconds, peakBytes: peak)
        log(run, arguments: arguments)
        return run
    }

    /// One line per run in the file PERMFLOW_HOSTILE_LOG names, if set (appended atomically:
    /// tests run in parallel).
    static func log(_ run: Run, arguments: [String]) {
        guard let path = ProcessInfo.processInfo.environment["PERMFLOW_HOSTILE_LOG"] else { return }
        let label = arguments.map { $0.hasPrefix("/") ? URL(fileURLWithPath: $0).lastPathComponent : $0 }.joined(separator: " ")
        let line = "\(label)\t\(run.status)\t\((run.peakBytes ?? 0) / 1024)\t\(String(format: "%.2f", run.seconds))\n"
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT, 0o644)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        let bytes = Array(line.utf8)
        _ = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
    }

    final class DataBox: @unchecked Sendable {
        private var data = Data()
        private let lock = NSLock()
        func set(_ value: Data) { lock.lock(); data = value; lock.unlock() }
        var value: Data { lock.lock(); defer { lock.unlock() }; return data }
    }

    /// Peak resident size allowed for one ordinary run (a clean flow takes about 30 MiB).
    static let memoryBound = 128 << 20
    /// For the runs that read megabytes (a 10 MB string, a million lines, alias and nesting floods).
    static let largeMemoryBound = 512 << 20

    /// What every hostile run must satisfy, whatever the input.
    static func expectSafe(_ run: Run, allowed: Set<Int32> = [1, 2], _ label: String, memory: Int = memoryBound,
                           timeout: Int = timeout) {
        #expect(!run.timedOut, "\(label): still running after \(timeout) s")
        #expect(allowed.contains(run.status), "\(label): exit \(run.status)\n\(run.stdout.prefix(2000))\n\(run.stderr.prefix(2000))")
        for marker in ["Fatal error", "Crash", "Backtrace", "Stack dump", "Segmentation"] {
            #expect(!run.stderr.contains(marker), "\(label): stderr shows a crash: \(run.stderr.prefix(2000))")
            #expect(!run.stdout.contains(marker), "\(label): stdout shows a crash")
        }
        for (name, data) in [("stdout", run.stdoutData), ("stderr", run.stderrData)] {
            #expect(!data.contains(0x1B), "\(label): raw ESC on \(name)")
            guard let text = String(data: data, encoding: .utf8) else {
                Issue.record("\(label): \(name) is not valid UTF-8")
                continue
            }
            let raw = Set(text.unicodeScalars.filter(actsOnATerminal).map { "U+" + String($0.value, radix: 16, uppercase: true) })
            #expect(raw.isEmpty, "\(label): raw \(raw.sorted()) on \(name)")
        }
        // AddressSanitizer's shadow memory, 256 MiB quarantine and redzones multiply the resident
        // size (a 128 MiB run measured up to 480 MiB): there the bound is eight times as loose.
        let memory = CLIRunner.addressSanitized ? memory * 8 : memory
        if let peak = run.peakBytes {
            #expect(peak < memory, "\(label): peak resident size \(peak >> 20) MiB, over \(memory >> 20) MiB")
        } else {
            Issue.record("\(label): GNU time reported no peak resident size")
        }
    }

    /// C1 controls (UTF-8 C2 80…C2 9F), bidirectional embeddings, overrides and isolates, and the
    /// line and paragraph separators: never raw in lint output (ESC and other C0 controls are
    /// checked apart, as bytes).
    static func actsOnATerminal(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x80...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029: true
        default: false
        }
    }

    /// The diagnostic headline for `rule`, as `path:line:col: severity: message [rule]`.
    static func headline(_ run: Run, rule: String) -> String? {
        run.stdout.split(separator: "\n").first { $0.hasSuffix("[\(rule)]") && $0.contains(": error: ") || $0.hasSuffix("[\(rule)]") && $0.contains(": warning: ") }.map(String.init)
    }

    static func write(_ data: Data, name: String, in directory: URL? = nil) throws -> URL {
        let folder = try directory ?? CLIRunner.temporaryDirectory()
        let url = folder.appendingPathComponent(name)
        try data.write(to: url)
        return url
    }

    /// `LintCommandTests.clean`, ending in a newline as a file does.
    static let clean = LintCommandTests.clean + "\n"

    // MARK: The checked-in files

    @Test func theSuiteHasAtLeastFiftyFiles() {
        #expect(Self.expectations.count >= 50)
        let files = (try? FileManager.default.contentsOfDirectory(atPath: Self.folder.path)) ?? []
        let listed = Set(Self.expectations.map(\.file))
        for file in files where file.hasSuffix(".yaml") {
            #expect(listed.contains(file), "\(file) has no line in Tests/Hostile/EXPECTED")
        }
        for file in listed {
            // App files sit in folders named for their case (xcstrings-not-json/InfoPlist.xcstrings).
            let exists = FileManager.default.fileExists(atPath: Self.folder.appendingPathComponent(file).path)
            #expect(exists, "Tests/Hostile/EXPECTED names \(file), which is not there")
        }
    }

    /// Every row is a bad flow: exit 1 or 2 (a warning-only answer is run with --strict), a rule,
    /// and the line:col it is reported at.
    @Test func everyRowIsAnsweredWithOneOrTwoAtAPlace() {
        #expect(Self.expectations.count == Self.expectationLines.count, "a line of EXPECTED does not read as `file status rule line:col [strict]`")
        for expectation in Self.expectations {
            #expect([1, 2].contains(expectation.status), "\(expectation.file): exit \(expectation.status); a bad flow exits 1 or 2")
            #expect(expectation.rule != nil, "\(expectation.file): names no rule")
            #expect(expectation.location?.range(of: #"^\d+:\d+$"#, options: .regularExpression) != nil,
                    "\(expectation.file): no line:col")
            if expectation.strict { #expect(expectation.status == 1, "\(expectation.file): --strict turns warnings into exit 1") }
        }
    }

    @Test(arguments: expectations)
    func hostileFile(_ expectation: Expectation) throws {
        let path = "Tests/Hostile/\(expectation.file)"
        let rule = try #require(expectation.rule)
        let location = try #require(expectation.location)
        let run = try Self.lint((expectation.strict ? ["--strict"] : []) + [path])
        Self.expectSafe(run, allowed: Set([expectation.status]).intersection([1, 2]), expectation.file)
        let lines = run.stdout.split(separator: "\n")
        let here = lines.filter { $0.hasPrefix("\(path):\(location): ") && $0.hasSuffix("[\(rule)]") }
        #expect(!here.isEmpty, "\(expectation.file): no [\(rule)] at \(location)\n\(run.stdout.prefix(3000))")
        guard expectation.strict else { return }
        // A warning: --strict fails on it, as CI does; without --strict the same warning is
        // the whole answer (exit 0), at the same place.
        #expect(here.allSatisfy { $0.contains(": warning: ") }, "\(expectation.file): \(here)")
        let relaxed = try Self.lint([path])
        Self.expectSafe(relaxed, allowed: [0], "\(expectation.file) without --strict")
        #expect(relaxed.stdout.contains("\n\(path):\(location): warning: ") || relaxed.stdout.hasPrefix("\(path):\(location): warning: "),
                "\(expectation.file): no warning at \(location) without --strict\n\(relaxed.stdout.prefix(2000))")
        #expect(relaxed.stdout.contains(" 0 errors, "), "\(expectation.file): \(relaxed.stdout.suffix(200))")
    }

    @Test func everyFileAtOnceStaysBounded() throws {
        let run = try Self.lint(["Tests/Hostile"])
        Self.expectSafe(run, allowed: [2], "Tests/Hostile")
        #expect(run.stdout.contains("\(Self.expectations.count) files"))
        let json = try Self.lint(["--format", "json", "Tests/Hostile"])
        Self.expectSafe(json, allowed: [2], "Tests/Hostile as JSON")
        #expect((try? JSONSerialization.jsonObject(with: Data(json.stdout.utf8))) != nil, "the JSON report must stay valid JSON")
        let github = try Self.lint(["--format", "github", "Tests/Hostile"])
        Self.expectSafe(github, allowed: [2], "Tests/Hostile as GitHub annotations")
    }

    // MARK: Wrong types

    /// A clean flow with every kind of screen and every key the wrong-type cases replace.
    static let everyKey = """
    permflow: 1
    name: Types
    app: Demo
    locales: [en, ko]
    start: home
    launch-request:
      resource: camera
      reason: Scanning needs the camera.
    screens:
      home:
        kind: app
        title: Receipts
        body: Keep every receipt in one place.
        image: A receipt on a table
        actions:
          - label: Scan a receipt
            go: scan
          - label: Find a store
            go: near
      why:
        kind: pre-alert
        resource: camera
        title: Scan receipts with your camera
        body: Point the camera at a receipt and Demo reads the total.
        button: Continue
        next: camera
        dismissible: false
      camera:
        kind: alert
        resource: camera
        purpose: Demo uses the camera to read the totals on receipts you scan.
        on:
          allow: done
          deny: done
      near:
        kind: location-button
        label: Share Current Location
        glyph: filled
        background: "#0040DD"
        foreground: "#FFFFFF"
        corner-radius: 8
        purpose: Demo uses your location once to find stores near you.
        on:
          allow-once: done
          deny: done
      done:
        kind: end
        title: Receipt saved
        collects: [photos]
      # Last, so the lines the wrong types replace keep their numbers: home reads the camera's
      # state first, so the pre-alert is not reached again on the next launch.
      scan:
        kind: check
        resource: camera
        on:
          not-determined: why
          otherwise: camera

    """

    /// One wrong value: the line it replaces, the line written instead, and the diagnostic.
    struct WrongType: CustomTestStringConvertible, Sendable {
        var replaces: String
        var with: String
        var at: String
        var message: String
        var rule = "parse-type"
        var testDescription: String { with.trimmingCharacters(in: .whitespaces) }
    }

    static let wrongTypes: [WrongType] = [
        WrongType(replaces: "    body: Keep every receipt in one place.", with: "    body: [Keep, receipts]",
                  at: "13:11", message: "`body` must be one string, not a list"),
        WrongType(replaces: "    body: Keep every receipt in one place.", with: "    body: ~",
                  at: "13:11", message: "`body` is empty; it needs text"),
        WrongType(replaces: "    image: A receipt on a table", with: "    image: {alt: A receipt}",
                  at: "14:12", message: "`image` must be one string, not a mapping"),
        WrongType(replaces: "    button: Continue", with: "    button: {title: Continue}",
                  at: "25:13", message: "`button` must be one string, not a mapping"),
        WrongType(replaces: "    button: Continue", with: "    button: [Continue, Cancel]",
                  at: "25:5", message: "`button` must be one string, not a list (\"Continue\", \"Cancel\")", rule: "prealert-single-button"),
        WrongType(replaces: "    next: camera", with: "    next: [camera]",
                  at: "26:11", message: "`next` must be one string, not a list"),
        WrongType(replaces: "    purpose: Demo uses the camera to read the totals on receipts you scan.", with: "    purpose: {en: [Demo uses the camera.]}",
                  at: "31:19", message: "`purpose.en` must be one string, not a list"),
        WrongType(replaces: "    purpose: Demo uses your location once to find stores near you.", with: "    purpose: [Demo uses your location., Once.]",
                  at: "42:14", message: "`purpose` must be one string, not a list"),
        WrongType(replaces: "    collects: [photos]", with: "    collects: {photos: true}",
                  at: "49:15", message: "`collects` must be a list of strings, not a mapping"),
        WrongType(replaces: "    collects: [photos]", with: "    collects: [[photos]]",
                  at: "49:16", message: "`collects item` must be one string, not a list"),
        WrongType(replaces: "    dismissible: false", with: "    dismissible: maybe",
                  at: "27:18", message: "`dismissible` must be true or false, not 'maybe'"),
        WrongType(replaces: "    dismissible: false", with: "    dismissible: [false]",
                  at: "27:18", message: "`dismissible` must be true or false, not a list"),
        WrongType(replaces: "    glyph: filled", with: "    glyph: [filled]",
                  at: "38:12", message: "`glyph` must be one string, not a list"),
        WrongType(replaces: "    glyph: filled", with: "    glyph: 3",
                  at: "38:12", message: "unknown glyph '3'", rule: "parse-invalid-value"),
        WrongType(replaces: "    background: \"#0040DD\"", with: "    background: [0, 64, 221]",
                  at: "39:17", message: "`background` must be one string, not a list"),
        // Unquoted, `#` starts a comment: the value is empty.
        WrongType(replaces: "    background: \"#0040DD\"", with: "    background: #0040DD",
                  at: "39:16", message: "`background` is empty; it needs text"),
        WrongType(replaces: "    background: \"#0040DD\"", with: "    background: blue",
                  at: "39:17", message: "`background` 'blue' is not a colour; write #RRGGBB or #RRGGBBAA", rule: "parse-invalid-value"),
        WrongType(replaces: "    foreground: \"#FFFFFF\"", with: "    foreground: {r: 1, g: 1, b: 1}",
                  at: "40:17", message: "`foreground` must be one string, not a mapping"),
        WrongType(replaces: "    corner-radius: 8", with: "    corner-radius: round",
                  at: "41:20", message: "`corner-radius` must be a number, not 'round'"),
        WrongType(replaces: "    corner-radius: 8", with: "    corner-radius: [8]",
                  at: "41:20", message: "`corner-radius` must be a number, not a list"),
        WrongType(replaces: "    corner-radius: 8", with: "    corner-radius: .nan",
                  at: "41:20", message: "`corner-radius` must be a number, not '.nan'"),
        WrongType(replaces: "    label: Share Current Location", with: "    label: [Share Current Location]",
                  at: "37:12", message: "`label` must be one string, not a list"),
        WrongType(replaces: "locales: [en, ko]", with: "locales: {en: yes}",
                  at: "4:10", message: "`locales` must be a list of strings, not a mapping"),
        WrongType(replaces: "locales: [en, ko]", with: "locales: [[en], ko]",
                  at: "4:11", message: "`locales item` must be one string, not a list"),
        WrongType(replaces: "  reason: Scanning needs the camera.", with: "  reason: [Scanning, needs the camera.]",
                  at: "8:11", message: "`reason` must be one string, not a list"),
        WrongType(replaces: "  reason: Scanning needs the camera.", with: "  reason: {en: Scanning needs the camera.}",
                  at: "8:11", message: "`reason` must be one string, not a mapping"),
        WrongType(replaces: "    title: Receipt saved", with: "    title: [Receipt, saved]",
                  at: "48:12", message: "`title` must be one string, not a list"),
        WrongType(replaces: "    title: Receipts", with: "    title: Receipts\n    ignore: {request-in-context: [a, b]}",
                  at: "13:14", message: "ignoring 'request-in-context' needs a reason", rule: "parse-ignore"),
    ]

    @Test func theWrongTypeBaseIsClean() throws {
        let url = try Self.write(Data(Self.everyKey.utf8), name: "types.yaml")
        let run = try Self.lint([url.path])
        Self.expectSafe(run, allowed: [0], "the wrong-type base")
        // Its plain purposes miss the Korean it declares (`purpose-translated`); nothing else.
        let findings = run.stdout.split(separator: "\n").filter { $0.contains(": warning: ") || $0.contains(": error: ") }
        #expect(findings.count == 2 && findings.allSatisfy { $0.hasSuffix("[purpose-translated]") }, "\(run.stdout)")
        #expect(run.stdout.hasSuffix("1 file, 0 errors, 2 warnings, 0 suppressed\n"), "\(run.stdout)")
    }

    @Test(arguments: wrongTypes)
    func aWrongTypeIsReportedAtItsValue(_ wrong: WrongType) throws {
        #expect(Self.everyKey.contains(wrong.replaces + "\n"))
        let text = Self.everyKey.replacingOccurrences(of: wrong.replaces + "\n", with: wrong.with + "\n")
        let url = try Self.write(Data(text.utf8), name: "types.yaml")
        let run = try Self.lint([url.path])
        Self.expectSafe(run, allowed: [1], wrong.testDescription)
        #expect(run.stdout.contains("\(url.path):\(wrong.at): error: \(wrong.message) [\(wrong.rule)]\n"),
                "\(wrong.testDescription): not at \(wrong.at)\n\(run.stdout.prefix(1500))")
    }

    // MARK: Byte-order mark and line endings

    @Test func byteOrderMarkAndCRLFAreAccepted() throws {
        let directory = try CLIRunner.temporaryDirectory()
        let variants: [(String, Data)] = [
            ("bom.yaml", Data([0xEF, 0xBB, 0xBF]) + Data(Self.clean.utf8)),
            ("crlf.yaml", Data(Self.clean.replacingOccurrences(of: "\n", with: "\r\n").utf8)),
            ("bom-crlf.yaml", Data([0xEF, 0xBB, 0xBF]) + Data(Self.clean.replacingOccurrences(of: "\n", with: "\r\n").utf8)),
        ]
        for (name, data) in variants {
            let url = try Self.write(data, name: name, in: directory)
            let run = try Self.lint([url.path])
            Self.expectSafe(run, allowed: [0], name)
            #expect(run.stdout == "1 file, 0 errors, 0 warnings, 0 suppressed\n", "\(name): \(run.stdout)")
        }
    }

    // MARK: Nesting

    static let nestings: [(name: String, text: String)] = [
        ("block mappings", "permflow: 1\nname:\n" + (0..<10_000).map { String(repeating: " ", count: $0 + 1) + "k:\n" }.joined()),
        ("list entries", "permflow: 1\nname:\n  " + String(repeating: "- ", count: 10_000) + "x\n"),
        ("flow sequences", "permflow: 1\nname: " + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000) + "\n"),
        ("flow mappings", "permflow: 1\nname: " + String(repeating: "{a: ", count: 10_000) + String(repeating: "}", count: 10_000) + "\n"),
        ("mixed", "permflow: 1\nname: " + String(repeating: "[{a: ", count: 10_000) + String(repeating: "}]", count: 10_000) + "\n"),
    ]

    @Test(arguments: 0..<nestings.count)
    func tenThousandLevelsOfNestingHitTheDepthLimit(_ index: Int) throws {
        let (name, text) = Self.nestings[index]
        let url = try Self.write(Data(text.utf8), name: "deep.yaml")
        let run = try Self.lint(["--max-bytes", "100000000", url.path])
        // The block-mapping case is a 50 MB file (10,000 lines indented up to 10,000 spaces).
        Self.expectSafe(run, allowed: [2], "10,000 levels of \(name)", memory: Self.largeMemoryBound)
        let line = Self.headline(run, rule: "parse-limit") ?? ""
        #expect(line.contains("nesting deeper than 64 levels; raise it with --max-depth"), "\(name): \(run.stdout.prefix(500))")
        #expect(line.hasPrefix("\(url.path):"), "names file:line:col")
        #expect(line.range(of: #":\d+:\d+: error"#, options: .regularExpression) != nil)
    }

    /// A document marker (`--- `) before the brackets hid them from the pre-scan; the composer's
    /// own bound still refuses the 65th level (before it, 70,000 levels crashed lint).
    @Test func aDocumentMarkerDoesNotHideNesting() throws {
        let text = "--- " + String(repeating: "[", count: 70_000) + String(repeating: "]", count: 70_000) + "\n"
        let url = try Self.write(Data(text.utf8), name: "marker-deep.yaml")
        let run = try Self.lint([url.path])
        Self.expectSafe(run, allowed: [2], "--- then 70,000 brackets")
        let line = Self.headline(run, rule: "parse-limit") ?? ""
        #expect(line.contains("nesting deeper than 64 levels; raise it with --max-depth"), "\(run.stdout.prefix(500))")
        #expect(line.hasPrefix("\(url.path):1:"), "\(line)")
    }

    /// With the pre-scan's bound raised to its most (1,000), 1,000 levels reach libyaml and the
    /// composer and the run answers, safely, on a 512 KiB stack (a secondary thread's on macOS).
    @Test func raisingTheDepthPastTheLimitStillAnswers() throws {
        let text = "permflow: 1\nname: " + String(repeating: "[", count: 999) + String(repeating: "]", count: 999) + "\n"
        let url = try Self.write(Data(text.utf8), name: "deep.yaml")
        let run = try Self.lint(["--max-depth", "1000", url.path], stackBytes: 512 << 10)
        Self.expectSafe(run, allowed: [2], "--max-depth 1000")
        let answer = Self.headline(run, rule: "parse-yaml-syntax") ?? Self.headline(run, rule: "parse-type")
        #expect(answer != nil, "\(run.stdout.prefix(500))")
        if let typeError = Self.headline(run, rule: "parse-type") {
            #expect(typeError.contains("`name` must be one string, not a list"), "\(typeError)")
        }
    }

    /// `--max-depth` past 1,000 is refused before any file is read: deeper trees overflow a
    /// small stack (5,000 levels did on 512 KiB, 70,000 on the main thread's 8 MiB).
    @Test func theDepthCannotBeRaisedPastWhatTheStackHolds() throws {
        let url = try Self.write(Data(Self.clean.utf8), name: "clean-depth.yaml")
        let run = try Self.lint(["--max-depth", "1001", url.path])
        #expect(run.status == 64, "exit \(run.status): \(run.stderr)")
        #expect(run.stderr.contains("--max-depth must be at most 1000, not 1001"), "\(run.stderr)")
        let walk = try Self.permflow(["walk", url.path, "--keys", "enter", "--max-depth", "5000"])
        #expect(walk.status == 64, "walk: exit \(walk.status): \(walk.stderr)")
        #expect(walk.stderr.contains("--max-depth must be at most 1000, not 5000"), "\(walk.stderr)")
    }

    @Test func nestingWithinTheLimitIsRead() throws {
        // 40 levels of brackets in a value: over what a flow needs, under the limit; `name` is then the wrong type.
        let text = Self.clean.replacingOccurrences(of: "name: Clean",
                                                   with: "name: " + String(repeating: "[", count: 40) + String(repeating: "]", count: 40))
        let url = try Self.write(Data(text.utf8), name: "nested.yaml")
        let run = try Self.lint([url.path])
        Self.expectSafe(run, allowed: [2], "40 levels")
        #expect(run.stdout.contains("\(url.path):2:7: error: `name` must be one string, not a list [parse-type]"), "\(run.stdout)")
        let raised = try Self.lint(["--max-depth", "20", url.path])
        #expect(raised.stdout.contains("\(url.path):2:"), "\(raised.stdout)")
        #expect(raised.stdout.contains("nesting deeper than 20 levels; raise it with --max-depth"))
    }

    // MARK: Size

    static let tenMegabytes = 10 * 1024 * 1024

    @Test func aTenMegabyteStringIsRefusedByDefaultNamingTheFlag() throws {
        let text = Self.clean.replacingOccurrences(of: "name: Clean", with: "name: \"" + String(repeating: "x", count: Self.tenMegabytes) + "\"")
        let url = try Self.write(Data(text.utf8), name: "big.yaml")
        let run = try Self.lint([url.path])
        Self.expectSafe(run, allowed: [2], "10 MB")
        let line = Self.headline(run, rule: "parse-limit") ?? ""
        #expect(line.hasPrefix("\(url.path):1:1: error: file is \(text.utf8.count) bytes, over the limit of 8388608 bytes"), "\(line)")
        #expect(run.stdout.contains("--max-bytes"))
    }

    @Test func aTenMegabyteStringUnderARaisedLimitIsLintedInBoundedTime() throws {
        let text = Self.clean.replacingOccurrences(of: "name: Clean",
                                                   with: "name: \"" + String(repeating: "x", count: Self.tenMegabytes) + "\"")
            .replacingOccurrences(of: "go: done", with: "go: nowhere")
        let url = try Self.write(Data(text.utf8), name: "big.yaml")
        let run = try Self.lint(["--max-bytes", "20000000", url.path])
        Self.expectSafe(run, allowed: [1], "10 MB with --max-bytes")
        #expect(run.stdout.contains("\(url.path):11:13: error: screen 'home' leads to 'nowhere'"), "\(run.stdout.prefix(300))")
    }

    @Test func aMillionBlankAndCommentLinesStayBounded() throws {
        let text = Self.clean + String(repeating: "# note\n\n", count: 500_000) + "extra: 1\n"
        let url = try Self.write(Data(text.utf8), name: "long.yaml")
        let run = try Self.lint([url.path])
        Self.expectSafe(run, allowed: [1], "a million lines")
        #expect(run.stdout.contains("\(url.path):1000015:1: error: unknown key 'extra'"), "\(run.stdout.prefix(300))")
    }

    // MARK: Aliases

    @Test func tooManyAliasesHitTheAliasLimit() throws {
        var text = Self.clean.replacingOccurrences(of: "title: Home", with: "title: &t Home")
        text += "padding:\n" + String(repeating: "  - *t\n", count: 1_001)
        let url = try Self.write(Data(text.utf8), name: "aliases.yaml")
        let run = try Self.lint([url.path])
        Self.expectSafe(run, allowed: [2], "1,001 aliases")
        let line = Self.headline(run, rule: "parse-limit") ?? ""
        #expect(line.hasPrefix("\(url.path):1016:5: error: more than 1000 aliases (*name); raise it with --max-aliases"), "\(line)")
        let raised = try Self.lint(["--max-aliases", "2000", url.path])
        Self.expectSafe(raised, allowed: [1], "--max-aliases 2000")
        #expect(raised.stdout.contains("unknown key 'padding'"))
    }

    @Test func billionLaughsAsScreensStayBounded() throws {
        // 2^30 screens if expanded: aliases share one node, and reading walks each alias once.
        var text = "permflow: 1\nname: Bomb\napp: Demo\nstart: s\nx0: &x0 {kind: end, title: Done}\n"
        for level in 1...30 { text += "x\(level): &x\(level) [*x\(level - 1), *x\(level - 1)]\n" }
        text += "screens:\n  s: *x30\n"
        let url = try Self.write(Data(text.utf8), name: "laughs.yaml")
        let run = try Self.lint([url.path])
        Self.expectSafe(run, allowed: [1, 2], "billion laughs")
        #expect(Self.headline(run, rule: "parse-type") != nil, "\(run.stdout.prefix(500))")
    }

    @Test func aWideAnchorRepeatedByManyAliasesHitsTheExpansionLimit() throws {
        // 999 screens alias one screen with 20,000 actions: 640 KB of text, 20 million actions if read in full.
        var text = "permflow: 1\nname: Wide\napp: Demo\nstart: s0\nscreens:\n  s0: &s0\n    kind: app\n    title: Home\n    actions:\n"
        text += (0..<20_000).map { "      - {label: L\($0), go: s0}\n" }.joined()
        text += (1..<1_000).map { "  s\($0): *s0\n" }.joined()
        let url = try Self.write(Data(text.utf8), name: "wide.yaml")
        let run = try Self.lint([url.path])
        Self.expectSafe(run, allowed: [2], "wide anchor")
        let line = Self.headline(run, rule: "parse-limit") ?? ""
        #expect(line.hasPrefix("\(url.path):10:7: error: aliases expand the flow past 100000 entries more than the file holds; raise it with --max-expansion"), "\(run.stdout.prefix(500))")
        #expect(run.stdout.hasSuffix("1 file, 1 error, 0 warnings, 0 suppressed\n"), "only the limit is reported")
    }

    @Test func raisingTheExpansionLimitReadsTheWholeFlow() throws {
        // 40 screens alias one screen with 2,000 actions: 240,000 entries read from a 65 KB file,
        // past the default allowance (the file's size + 100,000), inside a raised one.
        var text = "permflow: 1\nname: Wide\napp: Demo\nstart: s0\nscreens:\n  s0: &s0\n    kind: app\n    title: Home\n    actions:\n"
        text += (0..<2_000).map { "      - {label: L\($0), go: done}\n" }.joined()
        text += (1...40).map { "  s\($0): *s0\n" }.joined()
        text += "  done:\n    kind: end\n    title: Done\n"
        let url = try Self.write(Data(text.utf8), name: "wide.yaml")
        let run = try Self.lint([url.path])
        Self.expectSafe(run, allowed: [2], "40 aliases of 2,000 actions")
        #expect(Self.headline(run, rule: "parse-limit")?.contains("raise it with --max-expansion") == true, "\(run.stdout.prefix(500))")
        let raised = try Self.lint(["--max-expansion", "1000000", url.path])
        Self.expectSafe(raised, allowed: [0], "--max-expansion 1000000", memory: Self.largeMemoryBound)
        #expect(Self.headline(raised, rule: "parse-limit") == nil, "\(raised.stdout.prefix(500))")
        // Only warnings: the 40 aliased screens are unreachable.
        #expect(raised.stdout.hasSuffix("1 file, 0 errors, 40 warnings, 0 suppressed\n"), "\(raised.stdout.suffix(300))")
    }

    // MARK: Control characters, escapes, invisible text

    /// Every C0 control but the line feed, DEL, and every C1 control, as YAML escapes in a title.
    @Test func everyControlCharacterIsUnsafeText() throws {
        let directory = try CLIRunner.temporaryDirectory()
        let controls = Array(0x00...0x1F).filter { $0 != 0x0A } + [0x7F] + Array(0x80...0x9F)
        for code in controls {
            let escaped = String(format: "\\u%04X", code)
            let text = Self.clean.replacingOccurrences(of: "title: Home", with: "title: \"Ho\(escaped)me\"")
            _ = try Self.write(Data(text.utf8), name: String(format: "control-%02X.yaml", code), in: directory)
        }
        let run = try Self.lint([directory.path])
        Self.expectSafe(run, allowed: [1], "escaped controls")
        for code in controls {
            let file = directory.appendingPathComponent(String(format: "control-%02X.yaml", code)).path
            #expect(run.stdout.contains("\(file):8:15: error: title of 'home' contains U+"), "U+\(String(format: "%04X", code)) not reported")
        }
    }

    /// The same controls written raw into the file: YAML refuses them, at their line and column.
    /// Raw C1 controls (UTF-8 C2 80…C2 9F) too, CSI U+009B among them, at the exact column.
    /// (U+0085 NEXT LINE is a line break to YAML, like U+2028 and U+2029: see docs/hardening.md.)
    @Test func everyRawControlCharacterIsRefusedWhereItIs() throws {
        let directory = try CLIRunner.temporaryDirectory()
        let controls = Array(0x00...0x1F).filter { ![0x09, 0x0A, 0x0D].contains($0) } + [0x7F]
        let c1 = Array(0x80...0x9F).filter { $0 != 0x85 }
        for code in controls + c1 {
            var data = Data(Self.clean.replacingOccurrences(of: "title: Home", with: "title: Ho@me").utf8)
            if let at = data.firstIndex(of: UInt8(ascii: "@")) {
                data.replaceSubrange(at...at, with: code < 0x80 ? [UInt8(code)] : [0xC2, UInt8(code)])
            }
            _ = try Self.write(data, name: String(format: "raw-%02X.yaml", code), in: directory)
        }
        let run = try Self.lint([directory.path])
        Self.expectSafe(run, allowed: [1, 2], "raw controls")
        for code in controls {
            let file = directory.appendingPathComponent(String(format: "raw-%02X.yaml", code)).path
            #expect(run.stdout.contains("\(file):8:"), "raw U+\(String(format: "%04X", code)) not reported on line 8\n\(run.stdout.prefix(1000))")
        }
        for code in c1 {
            let file = directory.appendingPathComponent(String(format: "raw-%02X.yaml", code)).path
            #expect(run.stdout.contains("\(file):8:14: error: YAML cannot read this text: control characters are not allowed [parse-yaml-syntax]"),
                    "raw U+\(String(format: "%04X", code)) not refused at 8:14")
        }
        #expect(!run.stdout.contains(" 0 errors"), "\(run.stdout.suffix(200))")
    }

    /// A flow with every text field of every screen kind; `@` marks where the hostile text goes.
    static let everyTextField = """
    permflow: 1
    name: "N@"
    app: "A@"
    start: home
    launch-request:
      resource: camera
      reason: "R@"
    screens:
      home:
        kind: app
        title: "T@"
        body: "B@"
        image: "I@"
        ignore: {request-in-context: "G@"}
        actions:
          - label: "L@"
            go: why
          - label: "L2@"
            go: blocked
          - label: "L3@"
            go: loc
      why:
        kind: pre-alert
        resource: camera
        title: "PT@"
        body: "PB@"
        image: "PI@"
        button: "Continue@"
        next: cam
      cam:
        kind: alert
        resource: camera
        purpose: "A uses the camera to scan receipts.@"
        alert:
          title: "AT@"
          buttons: {allow: "AB@"}
          source: "AS@"
        on:
          allow: done
          deny: blocked
      blocked:
        kind: settings
        resource: camera
        title: "ST@"
        body: "SB@"
        actions:
          - label: "Open Settings@"
            go: home
      loc:
        kind: location-button
        label: "Share Current Location@"
        title: "LT@"
        body: "LB@"
        purpose: "A uses your location once to find stores.@"
        glyph: filled
        on:
          allow-once: done
          deny: done
      done:
        kind: end
        title: "E@"
        body: "EB@"

    """

    /// Line and column of every `@` in `everyTextField`: where each field's hostile text starts.
    static let textFieldPlaces: [(line: Int, column: Int)] = everyTextField.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated().compactMap { index, line in
            line.firstIndex(of: "@").map { (index + 1, line.unicodeScalars.distance(from: line.startIndex, to: $0) + 1) }
        }

    /// Escapes and invisible controls, as YAML escapes (`\e`, `\u…`) or raw (`raw` in the name).
    static let sequences: [(name: String, text: String)] = [
        ("ANSI colour (CSI)", "\\e[31m"), ("clear screen", "\\e[2J"), ("cursor move", "\\e[10;10H"),
        ("OSC window title", "\\e]0;pwned\\a"), ("OSC 8 hyperlink", "\\e]8;;https://example.com\\e\\\\"),
        ("OSC 52 clipboard", "\\e]52;c;cm0gLXJmIH4=\\a"), ("DCS", "\\eP1$r\\e\\\\"), ("C1 CSI", "\\x9B31m"),
        ("C1 CSI as \\u", "\\u009B2J"), ("C1 OSC", "\\u009D0;pwned\\u009C"), ("C1 DCS", "\\x90q\\x9C"),
        ("C1 next line", "\\u0085"), ("C1 first and last", "\\x80\\x9F"), ("bell", "\\a"), ("carriage return", "\\r"),
        ("left-to-right embedding", "\\u202A"), ("right-to-left embedding", "\\u202B"), ("pop directional", "\\u202C"),
        ("left-to-right override", "\\u202D"), ("right-to-left override", "\\u202E"),
        ("left-to-right isolate", "\\u2066"), ("right-to-left isolate", "\\u2067"), ("first-strong isolate", "\\u2068"),
        ("pop directional isolate", "\\u2069"), ("line separator", "\\u2028"), ("paragraph separator", "\\u2029"),
        ("zero-width space", "\\u200B"), ("word joiner", "\\u2060"), ("BOM inside text", "\\uFEFF"),
        ("raw right-to-left override", "\u{202E}"), ("raw isolate pair", "\u{2067}x\u{2069}"), ("raw embedding", "\u{202A}"),
    ]

    @Test(arguments: 0..<sequences.count)
    func escapesAndOverridesInEveryTextField(_ index: Int) throws {
        let (name, sequence) = Self.sequences[index]
        let text = Self.everyTextField.replacingOccurrences(of: "@", with: sequence)
        let url = try Self.write(Data(text.utf8), name: "fields.yaml")
        for format in ["json", "github"] {
            let run = try Self.lint(["--format", format, url.path])
            Self.expectSafe(run, allowed: [1], "\(name) as \(format)")
        }
        let run = try Self.lint([url.path])
        Self.expectSafe(run, allowed: [1], "\(name) as text")
        #expect(Self.textFieldPlaces.count == 27)
        let headlines = run.stdout.split(separator: "\n").filter { $0.hasSuffix("[flow-unsafe-text]") }
        for (line, column) in Self.textFieldPlaces {
            #expect(headlines.contains { $0.hasPrefix("\(url.path):\(line):\(column): error: ") },
                    "\(name): no flow-unsafe-text at \(line):\(column)\n\(run.stdout.prefix(1500))")
        }
    }

    @Test func aZeroWidthFloodIsReportedInBoundedTime() throws {
        let text = Self.clean.replacingOccurrences(of: "title: Home", with: "title: H" + String(repeating: "\u{200B}", count: 100_000) + "ome")
        let url = try Self.write(Data(text.utf8), name: "zw.yaml")
        let run = try Self.lint([url.path])
        Self.expectSafe(run, allowed: [1], "zero-width flood")
        #expect(run.stdout.contains("\(url.path):8:13: error: title of 'home' contains U+200B ZERO WIDTH SPACE"), "\(run.stdout.prefix(500))")
    }

    @Test func aLineBreakFloodInAOneLineFieldIsReportedInBoundedTime() throws {
        // 100,000 `\n` escapes before the last letter of a title: each break used to be checked
        // against the rest of the text (quadratic, over a minute); now once.
        let text = Self.clean.replacingOccurrences(of: "title: Home", with: "title: \"H" + String(repeating: "\\n", count: 100_000) + "ome\"")
        let url = try Self.write(Data(text.utf8), name: "breaks.yaml")
        let run = try Self.lint([url.path])
        Self.expectSafe(run, allowed: [1], "line-break flood")
        #expect(run.stdout.contains("\(url.path):8:14: error: title of 'home' contains U+000A LINE FEED"), "\(run.stdout.prefix(500))")
        #expect(run.stdout.contains("title of 'home' contains 99990 more unsafe characters"), "\(run.stdout.prefix(500))")
    }

    @Test func aCombiningMarkFloodIsReportedInBoundedTime() throws {
        // 100,000 accents stacked on one letter ("Zalgo"): reported once, at the letter, and
        // reading, linting and printing them stays linear.
        let text = Self.clean.replacingOccurrences(of: "title: Home", with: "title: H" + String(repeating: "\u{0301}", count: 100_000) + "ome")
            .replacingOccurrences(of: "go: done", with: "go: nowhere")
        let url = try Self.write(Data(text.utf8), name: "zalgo.yaml")
        let run = try Self.lint([url.path])
        Self.expectSafe(run, allowed: [1], "combining flood")
        #expect(run.stdout.contains("\(url.path):8:12: error: title of 'home' has 100000 combining marks stacked on \"H\" (character 1 of the text); "
            + "ordinary writing stacks at most 4 on one letter [flow-unsafe-text]"), "\(run.stdout.prefix(500))")
        #expect(run.stdout.contains("\(url.path):11:13: error: screen 'home' leads to 'nowhere'"), "\(run.stdout.prefix(500))")
    }

    @Test func aZalgoSentenceIsOneDiagnosticPerField() throws {
        // Every letter of a 2,000-letter title carries 30 marks: one diagnostic, counting the rest.
        let zalgo = String(repeating: "Free month ", count: 200).map { String($0) + String(repeating: "\u{0334}", count: 30) }.joined()
        let text = Self.clean.replacingOccurrences(of: "title: Home", with: "title: \"" + zalgo + "\"")
        let url = try Self.write(Data(text.utf8), name: "zalgo-sentence.yaml")
        let run = try Self.lint([url.path])
        Self.expectSafe(run, allowed: [1], "Zalgo sentence")
        #expect(run.stdout.contains("\(url.path):8:13: error: title of 'home' has 30 combining marks stacked on \"F\" (character 1 of the text), "
            + "and 2199 more letters carry such stacks"), "\(run.stdout.prefix(500))")
        #expect(run.stdout.hasSuffix("1 file, 1 error, 0 warnings, 0 suppressed\n"), "\(run.stdout.suffix(300))")
    }

    // MARK: Long lines

    /// A flow written on one line in flow style: 20,000 screens, every one but the first
    /// unreachable, so 19,999 warnings each quote a window of the same 600 KB line.
    static func oneLineFlow(screens: Int, title: String) -> String {
        let list = (0..<screens).map { "s\($0): {kind: end, title: \(title)}" }.joined(separator: ", ")
        return "{permflow: 1, name: One line, app: Demo, start: s0, screens: {\(list)}}\n"
    }

    /// Cells a test string takes: Hangul syllables two, everything else here one.
    static func cells(_ text: Substring) -> Int {
        text.unicodeScalars.reduce(0) { $0 + ((0xAC00...0xD7A3).contains($1.value) ? 2 : 1) }
    }

    /// The excerpt and underline `lint` must print for `id` (a screen id in `line`): the
    /// 160-character window around its column, `…` where the line goes on, `^~~` under the id.
    static func expectedExcerpt(of id: String, in line: String) -> (column: Int, excerpt: String, underline: String)? {
        let scalars = Array(line.unicodeScalars)
        let needle = Array("\(id): ".unicodeScalars)
        guard let start = (0...(scalars.count - needle.count)).first(where: { scalars[$0..<($0 + needle.count)].elementsEqual(needle) })
        else { return nil }
        let windowStart = max(0, min(start - 80, scalars.count - 160))
        let windowEnd = min(scalars.count, windowStart + 160)
        let shown = String(String.UnicodeScalarView(scalars[windowStart..<windowEnd]))
        let before = Substring(String(String.UnicodeScalarView(scalars[windowStart..<start])))
        let excerpt = " 1 | " + (windowStart > 0 ? "…" : "") + shown + (windowEnd < scalars.count ? "…" : "")
        let underline = "   | " + String(repeating: " ", count: (windowStart > 0 ? 1 : 0) + cells(before))
            + "^" + String(repeating: "~", count: id.count - 1)
        return (start + 1, excerpt, underline)
    }

    /// Each diagnostic's excerpt used to be cut from the start of its line: 19,999 excerpts of
    /// one 600 KB line took 35 s (debug build), against 0.9 s with --quiet. Now each excerpt
    /// jumps to its column and costs what it prints; in a non-ASCII file too (Korean titles),
    /// where each value's length was also counted over the whole line (145 s before).
    @Test(arguments: ["Done", "완료"])
    func aOneLineFlowOfTwentyThousandScreensIsReportedInBoundedTime(_ title: String) throws {
        let text = Self.oneLineFlow(screens: 20_000, title: title)
        #expect(text.utf8.count > 600_000)
        let url = try Self.write(Data(text.utf8), name: "one-line.yaml")
        // Bounded on CPU time (about 3 s in a debug build), with a loose wall timeout: under
        // load the suite's parallel runs waited past 20 s of wall time for a core.
        let run = try Self.lint(["--strict", url.path], timeout: 90 * Self.sanitizerSlowdown)
        Self.expectSafe(run, allowed: [1], "one-line flow of 20,000 screens (\(title))", timeout: 90 * Self.sanitizerSlowdown)
        #expect(run.seconds < 30 * Double(Self.sanitizerSlowdown), "one-line flow of 20,000 screens (\(title)) took \(run.seconds) s of CPU")
        #expect(run.stdout.hasSuffix("1 file, 0 errors, 19999 warnings, 0 suppressed\n"), "\(run.stdout.suffix(300))")
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let line = String(text.dropLast())
        // Near the line's start, in the middle (… on both sides) and the last screen (the window
        // ends with the line).
        for id in ["s1", "s10000", "s19999"] {
            let expected = try #require(Self.expectedExcerpt(of: id, in: line))
            let headline = "\(url.path):1:\(expected.column): warning: screen '\(id)' cannot be reached from start 's0' [flow-unreachable-screen]"
            let at = try #require(lines.firstIndex(of: headline), "no headline for \(id)\n\(run.stdout.prefix(600))")
            #expect(lines.count > at + 2)
            guard lines.count > at + 2 else { continue }
            #expect(lines[at + 1] == expected.excerpt, "\(id) excerpt")
            #expect(lines[at + 2] == expected.underline, "\(id) underline")
        }
        #expect(!lines.contains { $0.count > 400 }, "an excerpt printed more than its window")
    }

    /// 5,000 pre-alert and alert pairs on one line, each pre-alert with an incentive in its
    /// title and an escaped zero-width space in its body, each alert without `deny`: the rules
    /// that find a phrase, an escape or the `on:` key in the source used to walk the line from
    /// its start (or to its end) for every value: 204 s (debug build); now each search starts
    /// at the value and stops after what the value can take.
    @Test func oneLineRulesFindTheirPlacesInBoundedTime() throws {
        let pairs = (0..<5_000).map { index in
            let next = index + 1 < 5_000 ? "p\(index + 1)" : "done"
            return "p\(index): {kind: pre-alert, resource: camera, title: Get a free month, body: \"Scan\\u200B receipts.\", "
                + "button: Continue, next: a\(index)}, a\(index): {kind: alert, resource: camera, "
                + "purpose: Demo uses the camera to scan receipts., on: {allow: \(next)}}"
        }
        let text = "{permflow: 1, name: One line, app: Demo, start: p0, screens: {" + pairs.joined(separator: ", ")
            + ", done: {kind: end, title: Done}}}\n"
        let url = try Self.write(Data(text.utf8), name: "one-line-rules.yaml")
        // Bounded on CPU time, not wall time: the suite runs in parallel on CI's two cores, where
        // this debug-build run (3.5 s of CPU) waited past the usual 20 s for a core.
        let run = try Self.lint([url.path], timeout: 90 * Self.sanitizerSlowdown)
        Self.expectSafe(run, allowed: [1], "one-line flow of 5,000 pre-alerts", timeout: 90 * Self.sanitizerSlowdown)
        #expect(run.seconds < 30 * Double(Self.sanitizerSlowdown), "one-line flow of 5,000 pre-alerts took \(run.seconds) s of CPU")
        // Per pair: no-incentive, flow-unsafe-text and flow-unhandled-outcome (errors) and
        // no-launch-request (warning); each pre-alert after the first is reached with the camera
        // allowed (no-prealert-when-allowed), and after a relaunch `p0` with it allowed or
        // turned off in Settings (no-prealert-when-allowed, no-re-request).
        #expect(run.stdout.hasSuffix("1 file, 15001 errors, 10000 warnings, 0 suppressed\n"), "\(run.stdout.suffix(300))")
        // The last pair: every diagnostic at its own column (ASCII, so columns are byte offsets + 1).
        let last = try #require(text.range(of: "p4999: {"))
        func column(of written: String) throws -> Int {
            let found = try #require(text.range(of: written, range: last.lowerBound..<text.endIndex))
            return text.utf8.distance(from: text.startIndex, to: found.lowerBound) + 1
        }
        let expected = [
            // "free" given to the person (issue 33): quoted from its giving verb.
            "1:\(try column(of: "Get a free")): error: pre-alert title offers an incentive (\"Get a free\"); "
                + "people may not be offered anything for granting permission [no-incentive]",
            "1:\(try column(of: "\\u200B")): error: body of 'p4999' contains U+200B ZERO WIDTH SPACE, "
                + "an invisible character that can hide or split words [flow-unsafe-text]",
            "1:\(try column(of: "on: {allow: done}")): error: 'a4999' does not map the camera alert's outcome 'deny' "
                + "to a screen [flow-unhandled-outcome]",
        ]
        for headline in expected {
            #expect(run.stdout.contains("\n\(url.path):\(headline)\n"), "\(headline)\n\(run.stdout.suffix(1500))")
        }
    }

    // MARK: Loops

    @Test func aTenThousandScreenChainIntoALoopIsAWarningInBoundedTime() throws {
        // s0 → s1 → … → s9999 → s9997: the walk can never reach `done`.
        var text = "permflow: 1\nname: Chain\napp: Demo\nstart: s0\nscreens:\n"
        for index in 0..<10_000 {
            text += "  s\(index):\n    kind: app\n    title: Step \(index)\n    actions:\n      - label: Next\n        go: s\(index + 1 < 10_000 ? index + 1 : 9_997)\n"
        }
        text += "  done:\n    kind: end\n    title: Done\n"
        let url = try Self.write(Data(text.utf8), name: "chain.yaml")
        let run = try Self.lint(["--strict", url.path])
        Self.expectSafe(run, allowed: [1], "10,000-screen chain")
        #expect(run.stdout.contains("\(url.path):59988:3: warning: screens 's9997' → 's9998' → 's9999' → 's9997' form a loop with no way to an end screen [flow-dead-end]"),
                "\(run.stdout.prefix(500))")
    }

    // MARK: Empty input and folders of other YAML

    @Test func anEmptyFileIsNotAFlow() throws {
        let url = try Self.write(Data(), name: "empty.yaml")
        let run = try Self.lint([url.path])
        Self.expectSafe(run, allowed: [2], "empty")
        #expect(run.stdout.contains("\(url.path):1:1: error: the file is empty; a flow starts with `permflow: 1` [parse-not-a-flow]"), "\(run.stdout)")
    }

    @Test func emptyStandardInputIsNotAFlow() throws {
        let run = try Self.lint(["-"])
        Self.expectSafe(run, allowed: [2], "empty stdin")
        #expect(run.stdout.contains("<stdin>:1:1: error: the file is empty"), "\(run.stdout)")
    }

    static let otherYAML: [(String, String)] = [
        ("docker-compose.yml", "services:\n  web:\n    image: nginx\n    ports:\n      - \"80:80\"\n"),
        ("deployment.yaml", "apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\nspec:\n  replicas: 2\n"),
        ("ci.yml", "name: CI\non: [push]\njobs:\n  build:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n"),
        ("openapi.yaml", "openapi: 3.0.0\ninfo:\n  title: API\n  version: '1'\npaths: {}\n"),
        ("playbook.yml", "- hosts: all\n  tasks:\n    - name: ping\n      ping:\n"),
        ("scalar.yaml", "hello\n"),
        ("empty.yaml", ""),
        ("comments.yml", "# only a comment\n"),
        ("swiftlint.yml", "disabled_rules:\n  - trailing_whitespace\nline_length: 120\n"),
        ("anchors.yaml", "defaults: &d {a: 1}\nprod:\n  <<: *d\n  b: 2\n"),
    ]

    @Test func aFolderOfOtherYAMLIsNotAFlowFileByFile() throws {
        let directory = try CLIRunner.temporaryDirectory()
        for (name, text) in Self.otherYAML { _ = try Self.write(Data(text.utf8), name: name, in: directory) }
        let run = try Self.lint([directory.path])
        Self.expectSafe(run, allowed: [2], "a folder of other YAML")
        let headlines = run.stdout.split(separator: "\n").filter { $0.hasSuffix("[parse-not-a-flow]") }
        #expect(headlines.count == Self.otherYAML.count, "\(run.stdout)")
        for (name, _) in Self.otherYAML {
            let path = directory.appendingPathComponent(name).path
            #expect(headlines.contains { $0.hasPrefix("\(path):") && $0.contains(": error: ") }, "\(name): no not-a-flow diagnostic")
        }
    }

    /// File names are input too: escapes, C1 controls, bidi overrides and line separators in a
    /// name are shown as visible stand-ins in every format.
    @Test func hostileFileNamesArePrintedPlainly() throws {
        let directory = try CLIRunner.temporaryDirectory()
        let names = ["\u{1B}[31mred.yaml", "evil\u{202E}lmay.yaml", "csi\u{9B}2J.yaml", "two\u{2028}lines.yaml", "bell\u{07}.yaml"]
        for name in names { _ = try Self.write(Data("permflow: 1\n".utf8), name: name, in: directory) }
        for format in ["text", "json", "github"] {
            let run = try Self.lint(["--format", format, directory.path])
            Self.expectSafe(run, allowed: [2], "hostile file names as \(format)")
            if format != "json" { #expect(run.stdout.contains("\(names.count) files"), "\(run.stdout.suffix(200))") }
        }
        let run = try Self.lint([directory.path])
        for shown in ["␛[31mred.yaml", "evil⟨U+202E⟩lmay.yaml", "csi⟨U+009B⟩2J.yaml", "two⟨U+2028⟩lines.yaml", "bell␇.yaml"] {
            #expect(run.stdout.contains("\(directory.path)/\(shown):1:1: error: "), "\(shown) not named\n\(run.stdout.prefix(1500))")
        }
    }

    // MARK: Duplicate keys

    @Test func aHundredDuplicateKeysHitTheLimit() throws {
        let text = Self.clean + String(repeating: "name: again\n", count: 100)
        let url = try Self.write(Data(text.utf8), name: "dups.yaml")
        let run = try Self.lint([url.path])
        Self.expectSafe(run, allowed: [2], "100 duplicate keys")
        let line = Self.headline(run, rule: "parse-limit") ?? ""
        #expect(line.hasPrefix("\(url.path):2:1: error: more than 64 duplicate keys; raise it with --max-duplicate-keys"), "\(run.stdout.suffix(800))")
        #expect(run.stdout.contains("\(url.path):16:1: error: duplicate key 'name'"), "\(run.stdout.prefix(500))")
        #expect(run.stdout.components(separatedBy: "[flow-duplicate-id]").count - 1 == 64)
        // Raised: every duplicate is reported, and no limit.
        let raised = try Self.lint(["--max-duplicate-keys", "100", url.path])
        Self.expectSafe(raised, allowed: [1], "--max-duplicate-keys 100")
        #expect(Self.headline(raised, rule: "parse-limit") == nil, "\(raised.stdout.suffix(500))")
        #expect(raised.stdout.components(separatedBy: "[flow-duplicate-id]").count - 1 == 100)
        #expect(raised.stdout.contains("\(url.path):114:1: error: duplicate key 'name'"), "\(raised.stdout.suffix(600))")
        // Lowered to 0: the first duplicate names the limit.
        let none = try Self.lint(["--max-duplicate-keys", "0", url.path])
        Self.expectSafe(none, allowed: [2], "--max-duplicate-keys 0")
        #expect(none.stdout.contains("more than 0 duplicate keys; raise it with --max-duplicate-keys"), "\(none.stdout.prefix(500))")
    }

    // MARK: Merge keys

    /// 3,400 screens each merge a 3-entry anchored screen: 10,200 merged entries, over the
    /// default 10,000.
    static let manyMerges: String = {
        var text = "permflow: 1\nname: Merges\napp: Demo\nstart: s0\nscreens:\n"
        text += "  s0: &card\n    kind: app\n    title: Step\n    actions:\n      - {label: Next, go: s1}\n"
        for index in 1..<3_400 {
            text += "  s\(index): {<<: *card, actions: [{label: Next, go: \(index + 1 < 3_400 ? "s\(index + 1)" : "done")}]}\n"
        }
        return text + "  done:\n    kind: end\n    title: Done\n"
    }()

    @Test func mergeKeysHitTheMergeLimitNamingTheFlag() throws {
        let url = try Self.write(Data(Self.manyMerges.utf8), name: "merges.yaml")
        // 3,399 aliases: over the alias limit too, which is raised here to reach the merge limit.
        let run = try Self.lint(["--max-aliases", "5000", url.path])
        Self.expectSafe(run, allowed: [2], "10,200 merged entries")
        // The 3,334th merge (screen s3334, line 3,344, the `<<` at column 11) runs past 10,000.
        let line = Self.headline(run, rule: "parse-limit") ?? ""
        #expect(line == "\(url.path):3344:11: error: merge keys (`<<`) bring in more than 10000 entries; raise it with --max-merged-entries [parse-limit]",
                "\(run.stdout.prefix(800))")
        let raised = try Self.lint(["--max-aliases", "5000", "--max-merged-entries", "20000", url.path])
        Self.expectSafe(raised, allowed: [0], "--max-merged-entries 20000")
        #expect(raised.stdout == "1 file, 0 errors, 0 warnings, 0 suppressed\n", "\(raised.stdout.prefix(800))")
        let merge = try Self.lint(["Tests/Hostile/merge-key-bomb.yaml"])
        #expect(merge.stdout.contains("Tests/Hostile/merge-key-bomb.yaml:6:10: error: merge keys (`<<`) bring in more than 10000 entries; raise it with --max-merged-entries"),
                "\(merge.stdout.prefix(800))")
    }

    @Test func raisingTheMergeLimitLeavesTheExpansionLimit() throws {
        // 2^39 × 20 entries: raising the merge limit alone still stops at the expansion limit.
        let run = try Self.lint(["--max-merged-entries", "100000000", "Tests/Hostile/merge-key-bomb.yaml"])
        Self.expectSafe(run, allowed: [2], "merge bomb, merge limit raised")
        #expect(run.stdout.contains("Tests/Hostile/merge-key-bomb.yaml:5:5: error: aliases expand the flow past 100000 entries more than the file holds; raise it with --max-expansion [parse-limit]"),
                "\(run.stdout.prefix(800))")
    }
}

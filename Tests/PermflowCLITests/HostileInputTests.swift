import Foundation
import Testing
import PermflowCore

/// `permflow lint` against hostile input: every bad file gets a diagnostic at file:line:col,
/// exit status 1 or 2, no crash or stack trace, no raw escape in the output, and it finishes
/// in bounded time and memory.
///
/// The small files live in Tests/Hostile with their expectations in Tests/Hostile/EXPECTED;
/// the large ones (10 MB strings, 10,000-level nesting, alias floods) are made here at run time.
@Suite struct HostileInputTests {
    static let folder = CLIRunner.root.appendingPathComponent("Tests/Hostile")

    /// One line of Tests/Hostile/EXPECTED.
    struct Expectation: CustomTestStringConvertible, Sendable {
        var file: String
        var status: Int32
        var rule: String?
        var location: String?
        var testDescription: String { file }
    }

    static let expectations: [Expectation] = {
        let url = folder.appendingPathComponent("EXPECTED")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { line -> Expectation? in
            if line.hasPrefix("#") { return nil }
            let fields = line.split(separator: " ").map(String.init)
            guard fields.count == 4, let status = Int32(fields[1]) else { return nil }
            return Expectation(file: fields[0], status: status, rule: fields[2] == "-" ? nil : fields[2],
                               location: fields[3] == "-" ? nil : fields[3])
        }
    }()

    /// A run of the real binary, killed when it overstays `timeout` (a hang is a failure).
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
        var timedOut: Bool
        var seconds: Double
    }

    static let timeout: Double = 20

    static func lint(_ arguments: [String], directory: URL = CLIRunner.root) throws -> Run {
        let process = Process()
        process.executableURL = CLIRunner.binary
        process.arguments = ["lint", "--color", "never"] + arguments
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
        // Drain both pipes while the process runs, so a large report cannot block it.
        for (pipe, box) in [(out, outData), (err, errData)] {
            group.enter()
            DispatchQueue.global().async {
                box.set(pipe.fileHandleForReading.readDataToEndOfFile())
                group.leave()
            }
        }
        let started = Date()
        try process.run()
        let finished = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            process.waitUntilExit()
            finished.signal()
        }
        var timedOut = false
        if finished.wait(timeout: .now() + timeout) == .timedOut {
            timedOut = true
            kill(process.processIdentifier, SIGKILL)
            finished.wait()
        }
        group.wait()
        return Run(status: process.terminationStatus, stdout: String(decoding: outData.value, as: UTF8.self),
                   stderr: String(decoding: errData.value, as: UTF8.self), timedOut: timedOut,
                   seconds: Date().timeIntervalSince(started))
    }

    final class DataBox: @unchecked Sendable {
        private var data = Data()
        private let lock = NSLock()
        func set(_ value: Data) { lock.lock(); data = value; lock.unlock() }
        var value: Data { lock.lock(); defer { lock.unlock() }; return data }
    }

    /// What every hostile run must satisfy, whatever the input.
    static func expectSafe(_ run: Run, allowed: Set<Int32> = [1, 2], _ label: String) {
        #expect(!run.timedOut, "\(label): still running after \(timeout) s")
        #expect(allowed.contains(run.status), "\(label): exit \(run.status)\n\(run.stdout.prefix(2000))\n\(run.stderr.prefix(2000))")
        for marker in ["Fatal error", "Crash", "Backtrace", "Stack dump", "Segmentation"] {
            #expect(!run.stderr.contains(marker), "\(label): stderr shows a crash: \(run.stderr.prefix(2000))")
            #expect(!run.stdout.contains(marker), "\(label): stdout shows a crash")
        }
        #expect(!run.stdout.utf8.contains(0x1B), "\(label): raw ESC in the lint output")
        #expect(!run.stderr.utf8.contains(0x1B), "\(label): raw ESC on stderr")
        #expect(peakChildMemoryBytes() < 1 << 30, "\(label): a lint run used over 1 GiB")
    }

    /// The largest resident size of any finished child process so far (an upper bound for each run).
    static func peakChildMemoryBytes() -> Int {
        var usage = rusage()
        #if os(Linux)
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        return Int(usage.ru_maxrss) * 1024
        #else
        getrusage(RUSAGE_CHILDREN, &usage)
        return Int(usage.ru_maxrss)
        #endif
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

    static let clean = """
    permflow: 1
    name: Clean
    app: Demo
    start: home
    screens:
      home:
        kind: app
        title: Home
        actions:
          - label: Finish
            go: done
      done:
        kind: end
        title: Done

    """

    // MARK: The checked-in files

    @Test func theSuiteHasAtLeastFiftyFiles() {
        #expect(Self.expectations.count >= 50)
        let files = (try? FileManager.default.contentsOfDirectory(atPath: Self.folder.path)) ?? []
        let listed = Set(Self.expectations.map(\.file))
        for file in files where file.hasSuffix(".yaml") {
            #expect(listed.contains(file), "\(file) has no line in Tests/Hostile/EXPECTED")
        }
    }

    @Test(arguments: expectations)
    func hostileFile(_ expectation: Expectation) throws {
        let path = "Tests/Hostile/\(expectation.file)"
        let run = try Self.lint([path])
        Self.expectSafe(run, allowed: [expectation.status], expectation.file)
        guard let rule = expectation.rule else { return }
        let line = Self.headline(run, rule: rule)
        #expect(line != nil, "\(expectation.file): no [\(rule)] in\n\(run.stdout.prefix(3000))")
        if let location = expectation.location {
            #expect(run.stdout.contains("\(path):\(location): "), "\(expectation.file): [\(rule)] not at \(location)\n\(run.stdout.prefix(3000))")
        }
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
        Self.expectSafe(run, allowed: [2], "10,000 levels of \(name)")
        let line = Self.headline(run, rule: "parse-limit") ?? ""
        #expect(line.contains("nesting deeper than 64 levels; raise it with --max-depth"), "\(name): \(run.stdout.prefix(500))")
        #expect(line.hasPrefix("\(url.path):"), "names file:line:col")
        #expect(line.range(of: #":\d+:\d+: error"#, options: .regularExpression) != nil)
    }

    @Test func raisingTheDepthPastLibyamlsOwnLimitStillAnswers() throws {
        let text = "permflow: 1\nname: " + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000) + "\n"
        let url = try Self.write(Data(text.utf8), name: "deep.yaml")
        let run = try Self.lint(["--max-depth", "100000", url.path])
        Self.expectSafe(run, allowed: [2], "--max-depth 100000")
        #expect(Self.headline(run, rule: "parse-yaml-syntax") != nil, "\(run.stdout.prefix(500))")
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
    @Test func everyRawControlCharacterIsRefusedWhereItIs() throws {
        let directory = try CLIRunner.temporaryDirectory()
        let controls = Array(0x00...0x1F).filter { ![0x09, 0x0A, 0x0D].contains($0) } + [0x7F]
        for code in controls {
            var data = Data(Self.clean.replacingOccurrences(of: "title: Home", with: "title: Ho@me").utf8)
            if let at = data.firstIndex(of: UInt8(ascii: "@")) { data[at] = UInt8(code) }
            _ = try Self.write(data, name: String(format: "raw-%02X.yaml", code), in: directory)
        }
        let run = try Self.lint([directory.path])
        Self.expectSafe(run, allowed: [1, 2], "raw controls")
        for code in controls {
            let file = directory.appendingPathComponent(String(format: "raw-%02X.yaml", code)).path
            #expect(run.stdout.contains("\(file):8:"), "raw U+\(String(format: "%04X", code)) not reported on line 8\n\(run.stdout.prefix(1000))")
        }
    }

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
        actions:
          - label: "L@"
            go: why
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
        on:
          allow: loc
          deny: loc
      loc:
        kind: location-button
        label: "Share Current Location@"
        glyph: filled
        next: done
      done:
        kind: end
        title: "E@"
        body: "EB@"

    """

    static let sequences: [(name: String, escaped: String)] = [
        ("ANSI colour (CSI)", "\\e[31m"), ("clear screen", "\\e[2J"), ("cursor move", "\\e[10;10H"),
        ("OSC window title", "\\e]0;pwned\\a"), ("OSC 8 hyperlink", "\\e]8;;https://example.com\\e\\\\"),
        ("OSC 52 clipboard", "\\e]52;c;cm0gLXJmIH4=\\a"), ("DCS", "\\eP1$r\\e\\\\"), ("C1 CSI", "\\x9B31m"),
        ("right-to-left override", "\\u202E"), ("left-to-right override", "\\u202D"), ("right-to-left embedding", "\\u202B"),
        ("right-to-left isolate", "\\u2067"), ("first-strong isolate", "\\u2068"), ("pop directional", "\\u202C"),
        ("zero-width space", "\\u200B"), ("word joiner", "\\u2060"), ("BOM inside text", "\\uFEFF"),
    ]

    @Test(arguments: 0..<sequences.count)
    func escapesAndOverridesInEveryTextField(_ index: Int) throws {
        let (name, escaped) = Self.sequences[index]
        let text = Self.everyTextField.replacingOccurrences(of: "@", with: escaped)
        let url = try Self.write(Data(text.utf8), name: "fields.yaml")
        for format in ["text", "json", "github"] {
            let run = try Self.lint(["--format", format, url.path])
            Self.expectSafe(run, allowed: [1], "\(name) as \(format)")
        }
        let run = try Self.lint([url.path])
        let lines = [2, 3, 7, 11, 12, 13, 15, 20, 21, 22, 23, 28, 34, 39, 40]
        for line in lines {
            #expect(run.stdout.contains("\(url.path):\(line):") && run.stdout.split(separator: "\n").contains {
                $0.hasPrefix("\(url.path):\(line):") && $0.hasSuffix("[flow-unsafe-text]")
            }, "\(name): no flow-unsafe-text on line \(line)\n\(run.stdout.prefix(1500))")
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

    // MARK: Duplicate keys

    @Test func aHundredDuplicateKeysHitTheLimit() throws {
        let text = Self.clean + String(repeating: "name: again\n", count: 100)
        let url = try Self.write(Data(text.utf8), name: "dups.yaml")
        let run = try Self.lint([url.path])
        Self.expectSafe(run, allowed: [2], "100 duplicate keys")
        #expect(Self.headline(run, rule: "parse-limit") != nil, "\(run.stdout.suffix(800))")
        #expect(run.stdout.contains("\(url.path):16:1: error: duplicate key 'name'"), "\(run.stdout.prefix(500))")
    }
}

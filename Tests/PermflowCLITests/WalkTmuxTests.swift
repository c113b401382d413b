import Foundation
import Testing
import PermflowCore
import PermflowTerminal
@testable import permflow

/// Text on screen, with the cells each character takes (CellWidth, as a terminal counts).
private func cellColumns(_ line: String) -> [(column: Int, character: Character)] {
    var result: [(Int, Character)] = []
    var column = 0
    for character in line {
        result.append((column, character))
        column += CellWidth.of(character)
    }
    return result
}

/// Rows (0-based) whose text differs between two captures of the same size (tmux's or the pilot's).
func changedRows(_ before: [String], _ after: [String]) -> [Int] {
    (0..<max(before.count, after.count)).filter { row in
        (row < before.count ? before[row] : nil) != (row < after.count ? after[row] : nil)
    }
}

/// `permflow walk` in a real terminal (tmux): the bundled flows by keys, the screens that have
/// no way out but their own buttons, Korean alignment, resizing, and the terminal left exactly
/// as it was on every way out.
@Suite(.enabled(if: TmuxSession.isAvailable, "tmux is not installed; `make deps` installs it (CI does)"))
struct WalkTmuxTests {
    static var cameraFlow: String { CLIRunner.root.appendingPathComponent("flows/camera.yaml").path }
    static var koreanFlow: String { CLIRunner.root.appendingPathComponent("flows/ko-camera.yaml").path }
    /// What tmux reports about a pane a program has given back: normal screen, no mouse
    /// reporting, normal keypad, cursor visible.
    static let restoredPane = "0 0 0 1"
    static let paneFlags = "#{alternate_on} #{mouse_any_flag} #{keypad_flag} #{cursor_flag}"

    /// Quits through the confirmation and checks the terminal came back as it was.
    func quitAndCheckRestored(_ walk: TmuxWalk) throws {
        try walk.tmux.press("Q", andWaitFor: "Quit the prototyper?")
        try walk.tmux.send("y")
        #expect(try walk.status() == 0, "stderr: \(walk.standardError)")
        #expect(walk.sttyBefore != nil && walk.sttyBefore == walk.sttyAfter)
        #expect(try walk.tmux.display(Self.paneFlags) == Self.restoredPane)
    }

    @Test func walksTheCameraFlowByKeys() throws {
        let walk = try TmuxWalk([Self.cameraFlow])
        let tmux = walk.tmux
        try tmux.waitFor("Scan a receipt", "Type it in")
        #expect(try tmux.display("#{alternate_on}") == "1")

        try tmux.press("Enter", andWaitFor: "Continue", "Scan receipts")

        // Esc on the pre-alert: nothing but a note.
        let preAlert = try tmux.capture()
        let afterEscape = try tmux.press("Escape", andWaitFor: "does nothing")
        #expect(changedRows(preAlert, afterEscape).count <= 2, "Esc changed the screen:\n\(afterEscape.joined(separator: "\n"))")
        #expect(afterEscape.joined(separator: "\n").contains("Continue"))

        try tmux.press("Enter", andWaitFor: "Don’t Allow", "Allow")

        // Esc on the system alert: nothing but a note.
        let noted = try tmux.press("Escape", andWaitFor: "does nothing")
        try tmux.send("BSpace")
        Thread.sleep(forTimeInterval: 0.2)
        let afterBackspace = try tmux.waitFor("Backspace does nothing")
        #expect(changedRows(noted, afterBackspace).count <= 2)
        #expect(afterBackspace.joined(separator: "\n").contains("Don’t Allow"))

        // Don't Allow is focused first, as on iOS: Enter denies.
        try tmux.press("Enter", andWaitFor: "Camera is off for Receipts", "Type it in instead")
        try tmux.send("Tab")
        Thread.sleep(forTimeInterval: 0.1)
        try tmux.press("Enter", andWaitFor: "New receipt")
        try tmux.press("Enter", andWaitFor: "Receipt added")
        try quitAndCheckRestored(walk)
    }

    /// The phone's right edge: the column of the top-right corner, and every row down to the
    /// bottom-right corner must have an edge character in exactly that cell.
    static func misalignedRows(_ lines: [String]) -> (edge: Int?, rows: [String]) {
        let corners: Set<Character> = ["╮", "┐"], bottoms: Set<Character> = ["╯", "┘"]
        let edges: Set<Character> = ["│", "┃", "║", "┤", "▏", "▕"]
        guard let top = lines.firstIndex(where: { $0.contains { corners.contains($0) } }),
              let edge = cellColumns(lines[top]).last(where: { corners.contains($0.character) })?.column else {
            return (nil, [])
        }
        var bad: [String] = []
        for row in (top + 1)..<lines.count {
            let cell = cellColumns(lines[row]).first { $0.column == edge }?.character
            if let cell, bottoms.contains(cell) { return (edge, bad) }
            if cell == nil || !edges.contains(cell ?? " ") {
                bad.append("row \(row): '\(cell.map(String.init) ?? "nothing")' at cell \(edge): \(lines[row])")
            }
        }
        bad.append("no bottom-right corner under cell \(edge)")
        return (edge, bad)
    }

    @Test func koreanPhoneEdgesLineUp() throws {
        let walk = try TmuxWalk([Self.koreanFlow])
        let tmux = walk.tmux
        for (keys, expected) in [([String](), "영수증 스캔하기"), (["Enter"], "계속"), (["Enter"], "허용 안 함")] {
            if !keys.isEmpty { try tmux.send(keys[0]) }
            let lines = try tmux.waitFor(expected)
            let (edge, bad) = Self.misalignedRows(lines)
            #expect(edge != nil, "no phone box on screen:\n\(lines.joined(separator: "\n"))")
            #expect(bad.isEmpty, "\(bad.joined(separator: "\n"))\n\(lines.joined(separator: "\n"))")
        }
        try quitAndCheckRestored(walk)
    }

    /// A real terminal shrunk below the phone and grown back, against both binaries (what keys do
    /// meanwhile is the session's: WalkPilotTests.keysWaitWhileTheTerminalIsTooSmall).
    @Test(arguments: PermflowBinary.available)
    func resizeBelowTheMinimumAndBack(_ binary: PermflowBinary) throws {
        let walk = try TmuxWalk([Self.cameraFlow], binary: binary)
        let tmux = walk.tmux
        try tmux.waitFor("Scan a receipt")
        try tmux.resize(width: 20, height: 8)
        let small = try tmux.waitFor("enlarge")
        #expect(small.allSatisfy { CellWidth.of($0) <= 20 })
        try tmux.resize(width: 80, height: 24)
        try tmux.waitFor("Scan a receipt", "Type it in")
        try tmux.press("Enter", andWaitFor: "Continue")
        try quitAndCheckRestored(walk)
    }

    /// A sequence curses does not decode (xterm's Ctrl-Tab, `ESC [27;5;9~`) is one key or none:
    /// its digits once pressed the alert's second button and recorded "Allow". A paste chooses
    /// nothing either.
    @Test(arguments: PermflowBinary.available)
    func anUnknownEscapeSequencePressesNothing(_ binary: PermflowBinary) throws {
        try expectNothingPressedAtTheAlert(binary) { tmux in
            for sequence in ["\u{1B}[27;5;9~", "\u{1B}[9;5u", "\u{1B}OP", "\u{1B}[1;5A", "\u{1B}[200~2\r1\u{1B}[201~"] {
                try tmux.type(sequence)
            }
        }
    }

    /// A terminal string (DCS, OSC, APC, PM, SOS: the replies terminals send to queries) is
    /// read to its terminator and discarded: OSC 52's "2" once chose "Allow". The 7-bit forms,
    /// the 8-bit C1 forms as UTF-8 (C2 9D …) and as raw bytes all leave the alert up.
    @Test(arguments: PermflowBinary.available)
    func aTerminalStringPressesNothing(_ binary: PermflowBinary) throws {
        try expectNothingPressedAtTheAlert(binary, settle: 0.8) { tmux in
            for string in ["\u{1B}]0;2 Allow 1\u{07}", "\u{1B}]52;c;MTIgQWxsb3c=\u{1B}\\", "\u{1B}P1$r0;1m\u{1B}\\",
                           "\u{1B}_Gi=1;12\u{1B}\\", "\u{1B}^21\u{1B}\\", "\u{1B}X12\u{1B}\\",
                           "\u{9D}0;12\u{07}", "\u{90}1$r2\u{9C}", "\u{9F}12\u{9C}", "\u{9E}21\u{9C}", "\u{98}12\u{9C}"] {
                try tmux.type(string)
            }
            // Raw 8-bit introducers and ST, as a terminal in 8-bit mode writes them.
            try tmux.sendBytes([0x9D] + Array("52;c;Mg==".utf8) + [0x9C])
            try tmux.sendBytes([0x90] + Array("12".utf8) + [0x9C])
        }
    }

    /// Walks to the camera alert, lets `send` type at it, and checks that nothing was chosen
    /// (the alert is up, no step recorded) and that a real key still answers it.
    private func expectNothingPressedAtTheAlert(_ binary: PermflowBinary, settle: TimeInterval = 0.5,
                                                _ send: (TmuxSession) throws -> Void) throws {
        let walk = try TmuxWalk([Self.cameraFlow], binary: binary)
        let tmux = walk.tmux
        try tmux.waitFor("Scan a receipt", "REC")
        try tmux.press("Enter", andWaitFor: "Continue")
        try tmux.press("Enter", andWaitFor: "Would Like to")
        try send(tmux)
        Thread.sleep(forTimeInterval: settle)
        let screen = try tmux.capture().joined(separator: "\n")
        #expect(screen.contains("Would Like to"), "\(screen)")
        #expect(try walk.transcriptLines().filter { $0["type"] as? String == "step" }.count == 2)
        // A real key still answers the alert.
        try tmux.send("2")
        try tmux.wait("the alert to be answered") { !$0.joined(separator: "\n").contains("Would Like to") }
        let steps = try walk.transcriptLines().filter { $0["type"] as? String == "step" }
        #expect(steps.count == 3 && steps.last?["choice"] as? String == "Allow")
        try quitAndCheckRestored(walk)
    }

    @Test func controlCAsksBeforeQuitting() throws {
        let walk = try TmuxWalk([Self.cameraFlow])
        let tmux = walk.tmux
        try tmux.waitFor("Scan a receipt")
        try tmux.press("Enter", andWaitFor: "Continue")
        try tmux.press("C-c", andWaitFor: "Quit the prototyper?")
        // Any other key keeps the walk going.
        try tmux.send("n")
        try tmux.wait("the question to close") { !$0.joined().contains("Quit the prototyper?") }
        try tmux.press("C-c", andWaitFor: "Quit the prototyper?")
        #expect(!walk.hasExited, "Ctrl-C quit without asking")
        try tmux.send("y")
        #expect(try walk.status() == 0, "stderr: \(walk.standardError)")
        #expect(walk.sttyBefore != nil && walk.sttyBefore == walk.sttyAfter, "stty before: \(walk.sttyBefore ?? "-") after: \(walk.sttyAfter ?? "-")")
        #expect(try tmux.display(Self.paneFlags) == Self.restoredPane)
    }

    @Test(arguments: [("TERM", SIGTERM), ("HUP", SIGHUP), ("INT", SIGINT)])
    func signalsRestoreTheTerminal(_ name: String, _ signal: Int32) throws {
        let walk = try TmuxWalk([Self.cameraFlow])
        try walk.tmux.waitFor("Scan a receipt")
        let pid = try walk.pid()
        #expect(kill(pid, signal) == 0)
        #expect(try walk.status() == 128 + signal, "stderr: \(walk.standardError)")
        #expect(walk.standardError.contains("stopped by SIG\(name)"))
        #expect(walk.sttyBefore != nil && walk.sttyBefore == walk.sttyAfter, "stty before: \(walk.sttyBefore ?? "-") after: \(walk.sttyAfter ?? "-")")
        #expect(try walk.tmux.display(Self.paneFlags) == Self.restoredPane)
    }

    @Test func crashRestoresTheTerminal() throws {
        // A crash (here a SIGSEGV from outside) restores the terminal before the process dies;
        // Swift's backtracer is off so the signal's default action ends it at once.
        // Under AddressSanitizer the previous handler would be ASan's (a report, exit 1): leave
        // SIGSEGV to the default action there too.
        var environment = ["SWIFT_BACKTRACE": "enable=no"]
        if CLIRunner.addressSanitized {
            let options = ProcessInfo.processInfo.environment["ASAN_OPTIONS"].map { $0 + ":" } ?? ""
            environment["ASAN_OPTIONS"] = options + "handle_segv=0"
        }
        let walk = try TmuxWalk([Self.cameraFlow], environment: environment)
        try walk.tmux.waitFor("Scan a receipt")
        #expect(kill(try walk.pid(), SIGSEGV) == 0)
        #expect(try walk.status() == 128 + SIGSEGV)
        #expect(walk.sttyBefore != nil && walk.sttyBefore == walk.sttyAfter, "stty before: \(walk.sttyBefore ?? "-") after: \(walk.sttyAfter ?? "-")")
        #expect(try walk.tmux.display(Self.paneFlags) == Self.restoredPane)
    }

    @Test func dumbTerminalIsAClearError() throws {
        let walk = try TmuxWalk([Self.cameraFlow], term: "dumb")
        #expect(try walk.status() == 2)
        #expect(walk.standardError.contains("TERM=dumb cannot draw a full-screen walk"), "\(walk.standardError)")
        #expect(walk.sttyBefore == walk.sttyAfter)
    }

    @Test func unknownTerminalIsAClearError() throws {
        let walk = try TmuxWalk([Self.cameraFlow], term: "no-such-terminal")
        #expect(try walk.status() == 2)
        #expect(walk.standardError.contains("terminal type 'no-such-terminal' is unknown"), "\(walk.standardError)")
    }

    @Test(arguments: ["screen-256color", "tmux-256color", "linux", "vt100"])
    func worksWithCommonTerminalTypes(_ term: String) throws {
        // With TERM=linux ncurses dlopens libgpm for the mouse; libgpm keeps the console's name
        // (10 bytes, malloc'd once) in a static, and ncurses dlcloses it at delscreen, so
        // LeakSanitizer finds those bytes unreferenced at exit (docs/fuzzing.md). Under ASan the
        // library is preloaded so it stays mapped and the bytes stay reachable; nothing else changes.
        let libgpm = "/usr/lib/x86_64-linux-gnu/libgpm.so.2"
        let preload = CLIRunner.addressSanitized && term == "linux" && FileManager.default.fileExists(atPath: libgpm)
        let walk = try TmuxWalk([Self.cameraFlow], term: term, environment: preload ? ["LD_PRELOAD": libgpm] : [:])
        try walk.tmux.waitFor("Scan a receipt")
        try walk.tmux.press("Enter", andWaitFor: "Continue")
        try quitAndCheckRestored(walk)
    }

    /// Whether a `capture-pane -e` line turns on reverse video (SGR 7, alone or combined).
    static func hasReverse(_ text: String) -> Bool {
        text.range(of: "\u{1B}\\[([0-9]+;)*7(;[0-9]+)*m", options: .regularExpression) != nil
    }

    @Test func coloursFollowTheTerminal() throws {
        let walk = try TmuxWalk([Self.cameraFlow])
        try walk.tmux.waitFor("Scan a receipt")
        let coloured = try walk.tmux.run(["capture-pane", "-p", "-e", "-t", walk.tmux.name])
        #expect(coloured.contains("\u{1B}[38;5;") && coloured.contains("\u{1B}[48;5;"), "xterm-256color gets the 256-colour palette")
        try quitAndCheckRestored(walk)
    }

    @Test func noColorMeansAttributesOnly() throws {
        let walk = try TmuxWalk([Self.cameraFlow], environment: ["NO_COLOR": "1"])
        let tmux = walk.tmux
        try tmux.waitFor("Scan a receipt")
        let plain = try tmux.run(["capture-pane", "-p", "-e", "-t", tmux.name])
        // No colour escapes at all (38/48, 3x/4x), and focus still shows, in reverse video.
        #expect(plain.range(of: "\u{1B}\\[([0-9]+;)*(3[0-8]|4[0-8])(;[0-9]+)*m", options: .regularExpression) == nil, "\(plain)")
        #expect(Self.hasReverse(plain))
        try quitAndCheckRestored(walk)
    }

    @Test func watchReloadsTheFlow() throws {
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("camera.yaml")
        let original = try String(contentsOfFile: Self.cameraFlow, encoding: .utf8)
        try original.write(to: file, atomically: true, encoding: .utf8)
        let walk = try TmuxWalk([file.path, "--watch"])
        let tmux = walk.tmux
        try tmux.waitFor("Scan a receipt")
        try tmux.press("Enter", andWaitFor: "Continue")
        // A copy edit shows up on the same screen.
        try original.replacingOccurrences(of: "button: Continue", with: "button: Next")
            .write(to: file, atomically: true, encoding: .utf8)
        try tmux.waitFor("Next", "Scan receipts")
        // An error pauses the walk: keys other than quitting do nothing until it is fixed.
        try original.replacingOccurrences(of: "next: camera", with: "next: camra")
            .write(to: file, atomically: true, encoding: .utf8)
        try tmux.wait("the walk to pause") { _ in
            FileManager.default.fileExists(atPath: file.path)
        }
        Thread.sleep(forTimeInterval: 0.8)
        try tmux.press("Enter", andWaitFor: "paused")
        try original.write(to: file, atomically: true, encoding: .utf8)
        try tmux.waitFor("Continue")
        try tmux.press("Enter", andWaitFor: "Don’t Allow")
        try quitAndCheckRestored(walk)
    }
}

/// `permflow walk` without a terminal: scripted keys and choices, and the refusals.
@Suite struct WalkHeadlessTests {
    static let camera = "flows/camera.yaml"

    /// Without `--by` the transcript names the login name: `LOGNAME` before `USER`, and an empty
    /// one is skipped. The environment is read by the CLI, never by the core.
    @Test func theDesignerDefaultsToTheLoginName() {
        #expect(WalkCommand.loginName(environment: ["LOGNAME": "mina", "USER": "root"]) == "mina")
        #expect(WalkCommand.loginName(environment: ["LOGNAME": "", "USER": "jun"]) == "jun")
        #expect(!WalkCommand.loginName(environment: [:]).isEmpty)
    }

    @Test func keysPrintTheLastFrame() throws {
        let result = try CLIRunner.run(["walk", Self.camera, "--keys", "enter,enter,enter"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Camera is off for Receipts"))
        #expect(result.stdout.components(separatedBy: "\n").count == 24 + 1)
    }

    @Test func choicesAndEveryFrame() throws {
        let result = try CLIRunner.run(["walk", Self.camera, "--choose", "1,1,2,1", "--print-frames", "--size", "60x20"])
        #expect(result.status == 0, "\(result.stderr)")
        let headers = result.stdout.components(separatedBy: "\n").filter { $0.hasPrefix("── step ") }
        // Numbered as the status line and the transcript number them: the choice made on the frame.
        #expect(headers == ["── step 1 · home ──", "── step 2 · why-camera · after choice 1 ──",
                            "── step 3 · camera · after choice 1 ──", "── step 4 · scanner · after choice 2 ──",
                            "── step 5 · added · after choice 1 ──"])
        #expect(result.stdout.components(separatedBy: "\n").allSatisfy { CellWidth.of($0) <= 60 })
    }

    @Test func escapeOnThePreAlertIsAValidKeyThatDoesNothing() throws {
        let result = try CLIRunner.run(["walk", Self.camera, "--keys", "enter,esc,backspace,q,left"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Continue"))
        #expect(result.stdout.contains("does nothing"))
    }

    @Test func badKeysAndChoicesAreNamed() throws {
        var result = try CLIRunner.run(["walk", Self.camera, "--keys", "enter,entr"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("permflow walk: unknown key 'entr' at position 2; did you mean 'enter'?"))
        result = try CLIRunner.run(["walk", Self.camera, "--choose", "1,3"])
        #expect(result.status == 1)
        #expect(result.stderr == "permflow walk: choice 3 at position 2: screen 'why-camera' has 1 button\n")
        #expect(result.stdout.contains("Continue"), "the frame reached is still printed")
        result = try CLIRunner.run(["walk", Self.camera, "--keys", "3"])
        #expect(result.status == 1)
        #expect(result.stderr == "permflow walk: key '3' at position 1: screen 'home' has 2 buttons\n")
        result = try CLIRunner.run(["walk", Self.camera, "--choose", "1,x"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("choice 'x' at position 2 is not a button number"))
    }

    @Test func quittingEndsTheScript() throws {
        let result = try CLIRunner.run(["walk", Self.camera, "--keys", "Q,y"])
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test func refusesAFlowWithErrors() throws {
        let result = try CLIRunner.run(["walk", "flows/bad/flow-unknown-target.yaml", "--keys", "enter"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("permflow walk: flows/bad/flow-unknown-target.yaml has 1 error; the walk starts once"))
        #expect(result.stderr.contains("[flow-unknown-target]"))
        #expect(result.stdout.isEmpty)
    }

    @Test func missingFileAndNoTerminal() throws {
        var result = try CLIRunner.run(["walk", "flows/nope.yaml"])
        #expect(result.status == 2)
        result = try CLIRunner.run(["walk", Self.camera])
        #expect(result.status == 2)
        #expect(result.stderr.contains("must be a terminal for an interactive walk; use --keys or --choose"))
    }

    /// A walk is parsed as a command of its own first (main.swift); what that parse does not
    /// take (`--version`, `--help`, a completion request) is still answered as by `permflow`.
    @Test func theRootsOwnFlagsStillWorkAfterWalk() throws {
        let version = try CLIRunner.run(["--version"])
        let afterWalk = try CLIRunner.run(["walk", Self.camera, "--version"])
        #expect(afterWalk.status == 0 && !version.stdout.isEmpty && afterWalk.stdout == version.stdout, "\(afterWalk.stdout)")
        let help = try CLIRunner.run(["walk", "--help"])
        #expect(help.status == 0 && help.stdout.contains("USAGE: permflow walk [<options>] <flow>"), "\(help.stdout.prefix(400))")
        let completion = try CLIRunner.run(["walk", Self.camera, "--generate-completion-script", "bash"])
        #expect(completion.status == 0 && completion.stdout.hasPrefix("#!/bin/bash"), "\(completion.stdout.prefix(200))")
    }

    @Test func argumentMistakes() throws {
        var result = try CLIRunner.run(["walk", Self.camera, "--keys", "enter", "--choose", "1"])
        #expect(result.status != 0 && result.stderr.contains("use --keys or --choose, not both"))
        result = try CLIRunner.run(["walk", Self.camera, "--print-frames"])
        #expect(result.status != 0 && result.stderr.contains("--print-frames needs --keys or --choose"))
        result = try CLIRunner.run(["walk", Self.camera, "--keys", "enter", "--size", "80by24"])
        #expect(result.status != 0 && result.stderr.contains("--size '80by24' is not WIDTHxHEIGHT"))
        result = try CLIRunner.run(["walk", Self.camera, "--keys", "enter", "--theme", "blue"])
        #expect(result.status != 0 && result.stderr.contains("unknown theme 'blue'; use light or dark"))
    }

    @Test func suppressedLocationButtonIsRefusedByTheSystem() throws {
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let original = try String(contentsOf: CLIRunner.root.appendingPathComponent("flows/bad/location-button-contrast.yaml"), encoding: .utf8)
        let suppressed = original.replacingOccurrences(of: "    corner-radius: 12\n", with: """
            corner-radius: 12
            ignore:
              location-button-contrast: "Brand blue, checked with design."

        """)
        let file = directory.appendingPathComponent("flow.yaml")
        try suppressed.write(to: file, atomically: true, encoding: .utf8)
        let result = try CLIRunner.run(["walk", file.path, "--choose", "1,1", "--print-frames", "--size", "100x30"])
        #expect(result.status == 0, "\(result.stderr)")
        // The tap grants nothing: the walk follows deny and says why.
        #expect(result.stdout.contains("── step 3 · neighborhoods · after choice 1 ──"), "\(result.stdout)")
        #expect(result.stdout.contains("refuses"), "\(result.stdout)")
    }

    @Test func edgeCheckCatchesAShiftedRow() throws {
        // The check the tmux Korean test relies on, on a headless Korean alert: aligned as drawn,
        // caught when one row is a cell wider (a Hangul syllable measured as one cell would do that).
        let result = try CLIRunner.run(["walk", "flows/ko-camera.yaml", "--keys", "enter,enter"])
        #expect(result.status == 0, "\(result.stderr)")
        var lines = result.stdout.components(separatedBy: "\n")
        let (edge, bad) = WalkTmuxTests.misalignedRows(lines)
        #expect(edge != nil && bad.isEmpty, "\(bad)")
        let row = try #require(lines.firstIndex { $0.contains("허용 안 함") })
        lines[row] = lines[row].replacingOccurrences(of: "허용 안 함", with: "허용  안 함")
        #expect(WalkTmuxTests.misalignedRows(lines).rows.count == 1)
    }

    @Test func helpHasExamples() throws {
        let result = try CLIRunner.run(["walk", "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("permflow walk flows/camera.yaml --keys \"enter,enter,2\""))
        #expect(result.stdout.contains("--watch"))
    }
}

/// The event loop with a headless screen: what the tmux tests see, checked in-process.
@Suite struct WalkSessionTests {
    /// When the recorded walks start (and the clock they record with stands still).
    static let started = Date(timeIntervalSince1970: 1_763_780_000)

    static func setup(_ path: String = "flows/camera.yaml") throws -> WalkSetup {
        guard case .ready(let setup) = WalkSetup.load(CLIRunner.root.appendingPathComponent(path).path, linter: Linter()) else {
            throw TmuxSession.Failure(description: "\(path) did not load")
        }
        return setup
    }

    @Test func keysWalkAndEscapeDoesNothing() throws {
        let screen = HeadlessScreen(events: [.key(.enter), .key(.escape), .key(.character("q")), .signal(SIGTERM)])
        let session = WalkSession(screen: screen, setup: try Self.setup(), theme: .light)
        #expect(session.run() == .signal(SIGTERM))
        #expect(session.state.screenID == "why-camera")
        #expect(session.state.note == "q does nothing: this screen has one path, its button")
        // Esc and q redraw only the note's cells, not the screen.
        #expect(screen.frames.count == 4)
        #expect(Array(screen.frames[1].lines.dropLast()) == Array(screen.frames[2].lines.dropLast()))
        #expect(screen.cellsDrawn[0] > 80 * 23, "the first frame is drawn whole")
        #expect(screen.cellsDrawn[2] <= 80, "Esc redraws the status line only, \(screen.cellsDrawn[2]) cells")
        #expect(screen.stopCount == 0, "the caller stops the screen")
    }

    @Test func quitNeedsConfirmation() throws {
        let screen = HeadlessScreen(events: [.key(.controlC), .key(.character("n")), .key(.character("Q")), .key(.character("y"))])
        let session = WalkSession(screen: screen, setup: try Self.setup(), theme: .dark)
        #expect(session.run() == .quit)
        #expect(screen.frames.count == 4)
    }

    @Test func controlCTwiceStopsAtOnce() throws {
        let screen = HeadlessScreen(events: [.key(.enter), .key(.controlC), .key(.controlC), .key(.character("y"))])
        let session = WalkSession(screen: screen, setup: try Self.setup(), theme: .light)
        #expect(session.run() == .controlCTwice)
        #expect(screen.frames.count == 3, "the key after the second Ctrl-C is never read")
        #expect(session.state.screenID == "why-camera")
    }

    /// The closing line for each way a session ends (with the quit question up), written
    /// through a real recorder: Enter, Ctrl-C, then `last`.
    @Test(arguments: [
        (TerminalEvent.key(.character("y")), WalkSession.Ending.quit, "quit", nil),
        (.key(.controlC), .controlCTwice, "interrupted", "stopped by Ctrl-C, pressed again at the quit question"),
        (.signal(SIGTERM), .signal(SIGTERM), "interrupted", "stopped by SIGTERM"),
        (.signal(SIGINT), .signal(SIGINT), "interrupted", "stopped by SIGINT"),
        (.hangUp, .hangUp, "interrupted", "the terminal went away"),
    ] as [(TerminalEvent, WalkSession.Ending, String, String?)])
    func closingLines(_ last: TerminalEvent, _ ending: WalkSession.Ending, _ kind: String, _ message: String?) throws {
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let setup = try Self.setup()
        let path = directory.appendingPathComponent("t.jsonl").path
        let header = TranscriptHeader(flow: setup.walker.flow, flowPath: "flows/camera.yaml", flowBytes: [UInt8](),
                                      permflowVersion: "test", designer: "x", started: Self.started, render: RenderOptions(recording: true))
        let recorder = try TranscriptRecorder(sink: TranscriptFile.create(at: path), header: header,
                                              clock: .fixed(Self.started))
        let screen = HeadlessScreen(events: [.key(.enter), .key(.controlC), last])
        let session = WalkSession(screen: screen, setup: setup, theme: .light, recorder: recorder)
        #expect(session.run() == ending)
        session.finishRecording(ending)
        let transcript = try TranscriptFile.read(contentsOf: path)
        #expect(transcript.end?.ending.rawValue == kind)
        #expect(transcript.end?.message == message)
        #expect(transcript.end?.steps == 1 && transcript.steps.count == 1)
        #expect(transcript.end?.screen == "why-camera")
        #expect(transcript.warnings.isEmpty)
    }

    @Test func hangUpEnds() throws {
        let screen = HeadlessScreen(events: [])
        #expect(WalkSession(screen: screen, setup: try Self.setup(), theme: .light).run() == .hangUp)
    }

    @Test func resizeRendersAtTheNewSize() throws {
        let screen = HeadlessScreen(events: [.resize, .resize])
        var sizes = [TerminalSize(width: 20, height: 8), TerminalSize(width: 100, height: 30)]
        screen.beforeEvent = { screen, event in
            if event == .resize, !sizes.isEmpty { screen.size = sizes.removeFirst() }
        }
        _ = WalkSession(screen: screen, setup: try Self.setup(), theme: .light).run()
        #expect(screen.frames.map { "\($0.width)x\($0.height)" } == ["80x24", "20x8", "100x30"])
    }

    @Test func clicksResolveAgainstTheFrame() throws {
        let setup = try Self.setup()
        let walker = setup.walker
        var frame = Frame(width: 40, height: 10)
        frame.hotspots = [Hotspot(column: 2, row: 3, width: 10, height: 1, target: .choice(1)),
                          Hotspot(column: 2, row: 5, width: 4, height: 1, target: .preciseSwitch)]
        let home = walker.start()
        #expect(WalkSessionCore.event(for: .click(column: 5, row: 3), state: home, walker: walker, frame: frame) == .choose(1, .mouse))
        #expect(WalkSessionCore.event(for: .click(column: 3, row: 5), state: home, walker: walker, frame: frame) == .togglePrecise)
        #expect(WalkSessionCore.event(for: .click(column: 30, row: 8), state: home, walker: walker, frame: frame) == nil)
        frame.modal = true
        #expect(WalkSessionCore.event(for: .click(column: 30, row: 8), state: home, walker: walker, frame: frame)
            == .back("a click outside the buttons"))
        var withOverlay = home
        withOverlay.overlay = .help
        #expect(WalkSessionCore.event(for: .click(column: 5, row: 3), state: withOverlay, walker: walker, frame: frame) == .cancelOverlay)
    }

    @Test func reloadKeepsTheScreenPausesOnErrorsAndResumes() throws {
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("flow.yaml").path
        let original = try String(contentsOfFile: CLIRunner.root.appendingPathComponent("flows/camera.yaml").path, encoding: .utf8)
        try original.write(toFile: file, atomically: true, encoding: .utf8)
        guard case .ready(let setup) = WalkSetup.load(file, linter: Linter()) else { throw TmuxSession.Failure(description: "no flow") }
        let screen = HeadlessScreen(events: [.key(.enter)], whenIdle: nil)
        let session = WalkSession(screen: screen, setup: setup, theme: .light, reload: { WalkSetup.load(file, linter: Linter()) })
        #expect(session.handle(.enter) == nil)
        #expect(session.state.screenID == "why-camera")

        try original.replacingOccurrences(of: "button: Continue", with: "button: Next").write(toFile: file, atomically: true, encoding: .utf8)
        session.applyReload(WalkSetup.load(file, linter: Linter()))
        #expect(session.state.screenID == "why-camera" && session.state.note == "reloaded: still at 'why-camera'")
        #expect(session.walker.choices(session.state).map(\.label) == ["Next"])

        try original.replacingOccurrences(of: "next: camera", with: "next: camra").write(toFile: file, atomically: true, encoding: .utf8)
        session.applyReload(WalkSetup.load(file, linter: Linter()))
        #expect(session.paused)
        #expect(session.banner?.contains("[flow-unknown-target]") == true, "\(session.banner ?? "")")
        #expect(session.handle(.enter) == nil)
        #expect(session.state.screenID == "why-camera", "flow keys do nothing while paused")
        #expect(session.state.note?.contains("paused") == true)
        #expect(session.handle(.character("Q")) == nil)
        #expect(session.state.overlay == .confirmQuit, "quitting still works while paused")
        #expect(session.handle(.character("n")) == nil)

        try original.replacingOccurrences(of: "  why-camera:", with: "  why-the-camera:")
            .replacingOccurrences(of: "go: why-camera", with: "go: why-the-camera")
            .replacingOccurrences(of: "not-determined: why-camera", with: "not-determined: why-the-camera")
            .write(toFile: file, atomically: true, encoding: .utf8)
        session.applyReload(WalkSetup.load(file, linter: Linter()))
        #expect(!session.paused && session.banner == nil)
        #expect(session.state.screenID == "home", "the screen is gone: back at the start")
        #expect(session.state.note?.contains("back at start with permissions kept") == true, "\(session.state.note ?? "")")
    }

    @Test func watcherSeesChangesNotAbsences() throws {
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("flow.yaml").path
        try "a".write(toFile: file, atomically: true, encoding: .utf8)
        var watcher = FlowWatcher(path: file, interval: 0)
        var seen: [Bool] = []
        seen.append(watcher.changed())
        try "bb".write(toFile: file, atomically: true, encoding: .utf8)
        seen.append(watcher.changed())
        seen.append(watcher.changed())
        try FileManager.default.removeItem(atPath: file)
        seen.append(watcher.changed())
        try "ccc".write(toFile: file, atomically: true, encoding: .utf8)
        seen.append(watcher.changed())
        #expect(seen == [false, true, false, false, true])
        var slow = FlowWatcher(path: file, interval: 60)
        _ = slow.changed()
        try "dddd".write(toFile: file, atomically: true, encoding: .utf8)
        let changedEarly = slow.changed()
        #expect(!changedEarly, "checked at most once per interval")
    }
}

/// A note longer than the status line: the installed binary cuts it, offers `n`, and `n` shows
/// it whole in a panel that any key closes.
@Suite(.enabled(if: TmuxSession.isAvailable, "tmux is not installed; `make deps` installs it (CI does)"))
struct WalkNotesTmuxTests {
    @Test(arguments: PermflowBinary.available)
    func nShowsTheStatusLinesNoteInFull(_ binary: PermflowBinary) throws {
        let walk = try TmuxWalk([WalkTmuxTests.cameraFlow], width: 60, height: 24, binary: binary)
        let tmux = walk.tmux
        try tmux.waitFor("Scan a receipt", "Type it in")
        try tmux.press("Enter", andWaitFor: "Continue")
        let cut = try tmux.press("Escape", andWaitFor: "Esc does", "n notes")
        let status = cut.last { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
        #expect(status.contains("Esc does nothing") && status.contains("\u{2026}") && !status.contains("its button"),
                "the status line cuts the note: \(status)")
        let panel = try tmux.press("n", andWaitFor: "Notes on why-camera", "one path", "button  ").joined(separator: "\n")
        #expect(panel.contains("button  "), "the panel has the whole note, wrapped:\n\(panel)")
        // Any key closes it; the note is back on the status line and the pre-alert is still there.
        try tmux.press("Escape", andWaitFor: "n notes", "Continue", gone: "Notes on why-camera")
        try tmux.press("Q", andWaitFor: "Quit the prototyper?")
        try tmux.send("y")
        #expect(try walk.status() == 0, "stderr: \(walk.standardError)")
        #expect(try tmux.display(WalkTmuxTests.paneFlags) == WalkTmuxTests.restoredPane)
    }
}

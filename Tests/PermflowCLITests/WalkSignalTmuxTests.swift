import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every way of stopping a walk from outside, at every kind of screen and overlay, with the
/// real binary in tmux: the terminal comes back exactly as it was, the exit status names the
/// signal, and the transcript ends with an `interrupted` line after every completed step.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed; `make deps` installs it (CI does)"))
struct WalkSignalTmuxTests {
    /// How the walk is stopped.
    enum Stop: CustomTestStringConvertible, Sendable {
        case signal(Int32)
        /// Ctrl-C to open the quit question (unless it is already up), then Ctrl-C again.
        case controlCTwice

        var status: Int32 {
            switch self {
            case .signal(let signal): 128 + signal
            case .controlCTwice: 130
            }
        }

        /// The closing line's `message`, also the last line on standard error.
        var message: String {
            switch self {
            case .signal(let signal): "stopped by \(expectedSignalName(signal))"
            case .controlCTwice: "stopped by Ctrl-C, pressed again at the quit question"
            }
        }

        var testDescription: String {
            switch self {
            case .signal: message.replacingOccurrences(of: "stopped by ", with: "")
            case .controlCTwice: "Ctrl-C Ctrl-C"
            }
        }
    }

    /// Where the walk is when it is stopped, reached by keys on the camera flow.
    enum Place: String, CaseIterable, Sendable {
        case preAlert, systemAlert, privacy, quitQuestion, help, warnings

        /// The keys and what to wait for after each.
        var keys: [(key: String, shows: String)] {
            switch self {
            case .preAlert: [("Enter", "Continue")]
            case .systemAlert: [("Enter", "Continue"), ("Enter", "Would Like to")]
            // Allow, then the panel, then a state change: a `settings` line before the end.
            case .privacy: [("Enter", "Continue"), ("Enter", "Would Like to"), ("2", "Found: Corner Market"),
                            ("p", "Settings \u{203A} Privacy"), ("Right", "Settings: camera is now")]
            // Don't Allow, then Q on the Settings screen.
            case .quitQuestion: [("Enter", "Continue"), ("Enter", "Would Like to"), ("1", "Camera is off"),
                                 ("Q", "Quit the prototyper?")]
            case .help: [("Enter", "Continue"), ("Enter", "Would Like to"), ("?", "quit the prototyper")]
            case .warnings: [("Enter", "Continue"), ("w", "Lint warnings")]
            }
        }

        /// The screens of the completed steps, in order.
        var steps: [String] {
            switch self {
            case .preAlert, .warnings: ["home"]
            case .systemAlert, .help: ["home", "why-camera"]
            case .privacy, .quitQuestion: ["home", "why-camera", "camera"]
            }
        }

        /// Lines other than steps between the header and the end.
        var events: [String] { self == .privacy ? ["settings"] : [] }

        /// The step lines, with the `check` line after home's (its action goes through
        /// camera-check, which the system passes at once).
        var stepLines: [String] { steps.flatMap { $0 == "home" ? ["step", "check"] : ["step"] } }
    }

    static let signals: [Stop] = [.signal(SIGINT), .signal(SIGTERM), .signal(SIGHUP), .controlCTwice]

    /// Every stop at the places the issue names, and the other overlays with two stops each.
    static let places: [(Place, Stop)] =
        [Place.preAlert, .systemAlert, .privacy, .quitQuestion].flatMap { place in signals.map { (place, $0) } }
        + [(.help, .signal(SIGHUP)), (.help, .controlCTwice), (.warnings, .signal(SIGTERM)), (.warnings, .controlCTwice)]

    /// Each against the built binary and the installed one (when `make test` provides it).
    static let cases: [(PermflowBinary, Place, Stop)] =
        PermflowBinary.available.flatMap { binary in places.map { (binary, $0.0, $0.1) } }

    /// Generous: the machine may be busy with other builds.
    static let timeout: TimeInterval = 30

    @Test(arguments: cases)
    func stopRestoresTheTerminalAndEndsTheTranscript(_ binary: PermflowBinary, _ place: Place, _ stop: Stop) throws {
        let walk = try TmuxWalk([WalkRecordingTmuxTests.cameraFlow], binary: binary)
        let tmux = walk.tmux
        try tmux.waitFor("Scan a receipt", "REC", timeout: Self.timeout)
        for (key, shows) in place.keys {
            try tmux.send(key)
            try tmux.waitFor(shows, timeout: Self.timeout)
        }
        // Every step so far is on disk before the walk is stopped.
        #expect(try walk.transcriptLines().filter { $0["type"] as? String == "step" }.count == place.steps.count)

        switch stop {
        case .signal(let signal):
            #expect(kill(try walk.pid(), signal) == 0)
        case .controlCTwice:
            if place != .quitQuestion {
                try tmux.press("C-c", andWaitFor: "Quit the prototyper?", "Ctrl-C again stops now", timeout: Self.timeout)
            }
            #expect(!walk.hasExited, "the first Ctrl-C only asks")
            try tmux.send("C-c")
        }
        #expect(try walk.status(timeout: Self.timeout) == stop.status, "stderr: \(walk.standardError)")
        #expect(walk.sttyBefore != nil && walk.sttyBefore == walk.sttyAfter,
                "stty before: \(walk.sttyBefore ?? "-") after: \(walk.sttyAfter ?? "-")")
        #expect(try tmux.display(WalkTmuxTests.paneFlags) == WalkTmuxTests.restoredPane)
        #expect(walk.standardError.contains("recorded \(place.steps.count) step\(place.steps.count == 1 ? "" : "s") to \(walk.transcriptPath)"),
                "\(walk.standardError)")
        #expect(walk.standardError.hasSuffix("permflow walk: \(stop.message)\n"), "\(walk.standardError)")

        let lines = try walk.transcriptLines()
        let types = lines.map { $0["type"] as? String ?? "?" }
        #expect(types == ["header"] + place.stepLines + place.events + ["end"]
                || types == ["header"] + place.stepLines + place.events + ["resize", "end"], "\(types)")
        #expect(lines.compactMap { $0["type"] as? String == "step" ? $0["screen"] as? String : nil } == place.steps)
        let end = try #require(lines.last)
        #expect(end["ending"] as? String == "interrupted")
        #expect(end["message"] as? String == stop.message)
        #expect(end["steps"] as? Int == place.steps.count)
        // The last frame is the flow's, without the overlay that was up.
        let frame = (end["frame"] as? [String] ?? []).joined(separator: "\n")
        for overlay in ["Quit the prototyper?", "Settings \u{203A} Privacy", "Lint warnings", "quit the prototyper"] {
            #expect(!frame.contains(overlay), "\(overlay) in the closing frame")
        }

        // A closed transcript reads without a warning and still holds against the flow.
        let verify = try CLIRunner.run(["verify", walk.transcriptPath, "--flow", "flows/camera.yaml"])
        #expect(verify.status == 0, "\(verify.stdout)\(verify.stderr)")
        #expect(!verify.stderr.contains("warning"), "\(verify.stderr)")
    }
}

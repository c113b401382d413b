import Foundation
import Testing
import PermflowCore
@testable import permflow

/// The camera flow walked by keys through the session a terminal runs (`WalkPilot`): digits,
/// keys that wait while the terminal is too small, and how quitting closes the transcript. The
/// real terminal's side of the same walks (key decoding, resizing, restoring the terminal) stays
/// in `WalkTmuxTests` and `WalkRecordingTmuxTests`.
@Suite struct WalkPilotTests {
    static let cameraFlow = "flows/camera.yaml"

    @Test func digitsChooseButtons() throws {
        let pilot = try WalkPilot(Self.cameraFlow)
        try pilot.expect("Scan a receipt")
        try pilot.press("2", andExpect: "New receipt")
        try pilot.press("r", andExpect: "Scan a receipt")
        try pilot.press("1", andExpect: "Continue")
        // A digit past the last button presses nothing.
        let before = pilot.lines
        let after = try pilot.press("5", andExpect: "1 button")
        #expect(changedRows(before, after).count <= 2)
        try pilot.press("1", andExpect: "Don’t Allow")
        try pilot.press("2", andExpect: "Corner Market")
        try pilot.press("1", andExpect: "Receipt added")
        try pilot.quit()
    }

    /// While the terminal is too small to show the phone, keys choose nothing and nothing is
    /// recorded (Enter twice once walked from home to the alert, blind, and recorded the
    /// "enlarge" frame); the walk resumes where it was. Quitting still works.
    @Test func keysWaitWhileTheTerminalIsTooSmall() throws {
        let pilot = try WalkPilot(Self.cameraFlow)
        try pilot.expect("Scan a receipt", "REC")
        try pilot.resize(width: 25, height: 10, andExpect: "enlarge", "keys wait; Q quits")
        for key in ["Enter", "Enter", "2", "Tab", "p", "Right", "R", "1"] { try pilot.press(key) }
        let screen = try pilot.resize(width: 80, height: 24, andExpect: "Scan a receipt", "Type it in").joined(separator: "\n")
        #expect(!screen.contains("Continue") && !screen.contains("Settings \u{203A} Privacy"), "\(screen)")
        #expect(try pilot.transcriptLines().map { $0["type"] as? String ?? "?" }.filter { $0 != "resize" } == ["header"])
        // The walk goes on from home, and a step now is the first step.
        try pilot.press("Enter", andExpect: "Continue")
        let steps = TranscriptLines.ofType("step", in: try pilot.transcriptLines())
        #expect(steps.count == 1 && steps.first?["screen"] as? String == "home")
        // Quitting works while small: the question is on the small frame.
        try pilot.resize(width: 25, height: 10, andExpect: "enlarge")
        try pilot.press("Q", andExpect: "Quit? y/n")
        try pilot.press("y")
        #expect(pilot.ending == .quit)
        #expect(TranscriptLines.ofType("step", in: try pilot.transcriptLines()).count == 1)
    }

    /// Walks home → pre-alert → alert → Allow: three steps.
    func threeSteps(_ pilot: WalkPilot) throws {
        try pilot.expect("Scan a receipt", "REC")
        try pilot.press("Enter", andExpect: "Continue")
        try pilot.press("Enter", andExpect: "Would Like to")
        let scanner = try pilot.press("2")
        #expect(!scanner.joined().contains("Would Like to"))
    }

    @Test func quittingBeforeTheEndIsQuit() throws {
        let pilot = try WalkPilot(Self.cameraFlow)
        try threeSteps(pilot)
        try pilot.quit()
        let last = try #require(try pilot.transcriptLines().last)
        #expect(last["ending"] as? String == "quit")
        #expect(last["steps"] as? Int == 3)
        #expect(last["screen"] as? String == "scanner")
    }

    /// `y` at an end screen is `completed`; before one (the same walk, a step short) `quit`.
    @Test func quittingAtTheEndIsCompletedAndVerifies() throws {
        let pilot = try WalkPilot(Self.cameraFlow)
        try threeSteps(pilot)
        try pilot.press("Enter", andExpect: "Receipt added")
        try pilot.quit()
        let recorded = try pilot.transcriptLines()
        #expect(recorded.first?["type"] as? String == "header")
        #expect(recorded.last?["ending"] as? String == "completed")
        #expect(recorded.last?["steps"] as? Int == 4)
        #expect(recorded.last?["message"] == nil)
        let verify = try CLIRunner.run(["verify", try #require(pilot.transcriptPath), "--flow", Self.cameraFlow])
        #expect(verify.status == 0, "\(verify.stdout)\(verify.stderr)")
    }
}

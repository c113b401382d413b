import Foundation
import Testing
import PermflowCore

/// Health's sheet in a real terminal (issue 14): the full-screen sheet with its navigation bar
/// and switches, a switch flipped from the keyboard, Allow, and the transcript's per-type answer.
@Suite(.enabled(if: TmuxSession.isAvailable, "tmux is not installed; `make deps` installs it (CI does)"))
struct WalkHealthTmuxTests {
    static let flow = """
        permflow: 1
        name: Sync runs
        app: Stride
        ios: 18
        start: home
        screens:
          home:
            kind: app
            title: Stride
            body: Your runs, your pace.
            actions:
              - label: Sync with Health
                go: health
          health:
            kind: alert
            resource: health
            share: [workouts]
            read: [heart-rate, steps]
            share-purpose: Stride saves your runs as workouts in Health.
            purpose: Stride reads your heart rate and steps to chart each run.
            on:
              allow: synced
              deny: done
          synced:
            kind: end
            title: Runs synced
          done:
            kind: end
            title: Runs stay here
        """

    @Test(arguments: PermflowBinary.available)
    func theSheetTogglesASwitchAndAllowsAndTheTranscriptSaysWhichTypes(_ binary: PermflowBinary) throws {
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("stride.yaml")
        try Self.flow.write(to: file, atomically: true, encoding: .utf8)
        let walk = try TmuxWalk([file.path], binary: binary)
        let tmux = walk.tmux
        try tmux.waitFor("Your runs, your pace")
        let sheet = try tmux.press("Enter", andWaitFor: "Health Access", "Turn On All")
        let text = sheet.joined(separator: "\n")
        // The navigation bar: Don't Allow left of the title, Allow right of it, on one row.
        let bar = try #require(sheet.first { $0.contains("Health Access") })
        let dontAllow = try #require(bar.range(of: "Don\u{2019}t Allow")), title = try #require(bar.range(of: "Health Access"))
        let allow = try #require(bar.range(of: "Allow", range: title.upperBound..<bar.endIndex))
        #expect(dontAllow.upperBound <= title.lowerBound && title.upperBound <= allow.lowerBound, "\(bar)")
        #expect(text.contains("ALLOW \u{201C}STRIDE\u{201D} TO WRITE") && text.contains("ALLOW \u{201C}STRIDE\u{201D} TO READ"), "\(text)")
        #expect(text.contains("Stride saves your runs as workouts"), "\(text)")
        let workoutsOff = try #require(sheet.first { $0.contains("Workouts") })
        #expect(workoutsOff.contains("\u{25CB}\u{2500}\u{2500}"), "\(workoutsOff)")
        // Tab three times reaches Workouts (Don't Allow → Allow → Turn On All → Workouts); Space flips it.
        try tmux.send("Tab", "Tab", "Tab")
        try tmux.send("Space")
        let flipped = try tmux.wait("Workouts to turn on") { lines in lines.contains { $0.contains("Workouts") && $0.contains("\u{2501}\u{2501}\u{25CF}") } }
        #expect(flipped.contains { $0.contains("Heart Rate") && $0.contains("\u{25CB}\u{2500}\u{2500}") })
        // 2 is Allow, as on a two-button alert.
        try tmux.press("2", andWaitFor: "Runs synced")
        try tmux.press("Q", andWaitFor: "Quit the prototyper?")
        try tmux.send("y")
        _ = try tmux.wait("the walk to exit") { _ in walk.hasExited }
        let steps = try walk.transcriptLines().filter { $0["type"] as? String == "step" }
        let toggle = try #require(steps.first { $0["choice"] as? String == "Workouts (write)" })
        #expect(toggle["arrived"] as? String == "health")
        let allowStep = try #require(steps.last)
        #expect(allowStep["outcome"] as? String == "allow")
        let health = try #require(allowStep["health"] as? [String: Any])
        #expect(health["share"] as? [String: String] == ["workouts": "authorized"])
        #expect(health["read"] as? [String: Bool] == ["heart-rate": false, "steps": false])
        let review = try CLIRunner.run(["review", walk.transcriptPath])
        #expect(review.stdout.contains("Health share: workouts=authorized; read: heart-rate=off, steps=off"), "\(review.stdout)\(review.stderr)")
        let verify = try CLIRunner.run(["verify", walk.transcriptPath, "--flow", file.path])
        #expect(verify.status == 0, "\(verify.stdout)\(verify.stderr)")
    }
}

import Foundation
import Testing
import PermflowCore
@testable import permflow

/// Health's sheet, walked by keys through the session a terminal runs (issue 14): the full-screen sheet with its navigation bar
/// and switches, a switch flipped from the keyboard, Allow, and the transcript's per-type answer.
@Suite struct WalkHealthPilotTests {
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

    @Test func theSheetTogglesASwitchAndAllowsAndTheTranscriptSaysWhichTypes() throws {
        let pilot = try WalkPilot(text: Self.flow, name: "stride.yaml")
        try pilot.expect("Your runs, your pace")
        let sheet = try pilot.press("Enter", andExpect: "Health Access", "Turn On All")
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
        try pilot.press("Tab")
        try pilot.press("Tab")
        try pilot.press("Tab")
        let flipped = try pilot.press("Space")
        #expect(flipped.contains { $0.contains("Workouts") && $0.contains("\u{2501}\u{2501}\u{25CF}") }, "Workouts is on: \(flipped)")
        #expect(flipped.contains { $0.contains("Heart Rate") && $0.contains("\u{25CB}\u{2500}\u{2500}") })
        // 2 is Allow, as on a two-button alert.
        try pilot.press("2", andExpect: "Runs synced")
        try pilot.quit()
        let steps = TranscriptLines.ofType("step", in: try pilot.transcriptLines())
        let toggle = try #require(steps.first { $0["choice"] as? String == "Workouts (write)" })
        #expect(toggle["arrived"] as? String == "health")
        let allowStep = try #require(steps.last)
        #expect(allowStep["outcome"] as? String == "allow")
        let health = try #require(allowStep["health"] as? [String: Any])
        #expect(health["share"] as? [String: String] == ["workouts": "authorized"])
        #expect(health["read"] as? [String: Bool] == ["heart-rate": false, "steps": false])
        let transcript = try #require(pilot.transcriptPath)
        let review = try CLIRunner.run(["review", transcript])
        #expect(review.stdout.contains("Health share: workouts=authorized; read: heart-rate=off, steps=off"), "\(review.stdout)\(review.stderr)")
        let verify = try CLIRunner.run(["verify", transcript, "--flow", pilot.flowPath])
        #expect(verify.status == 0, "\(verify.stdout)\(verify.stderr)")
    }
}

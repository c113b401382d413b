import Foundation
import Testing
import PermflowCore

/// An alert override in a real terminal (issue 14): the walk draws the flow's captured title
/// instead of the table's, the status line says the text is the flow's own, and the transcript
/// and the review record which strings came from the override.
@Suite(.enabled(if: TmuxSession.isAvailable, "tmux is not installed; `make deps` installs it (CI does)"))
struct WalkAlertOverrideTmuxTests {
    static let flow = """
        permflow: 1
        name: Wake up
        app: Dawn
        ios: 26
        start: home
        screens:
          home:
            kind: app
            title: Dawn
            body: Wake up to the light you choose.
            actions:
              - label: Set an alarm
                go: alarms
          alarms:
            kind: alert
            resource: alarmkit
            purpose: Dawn schedules the alarms you set so they ring on time, even in Silent mode.
            alert:
              title: "\u{201C}%@\u{201D} Would Like to Set Alarms and Timers"
              source: our iPhone 17, iOS 26.1
            on:
              allow: done
              deny: done
          done:
            kind: end
            title: Alarm set
        """

    @Test(arguments: PermflowBinary.available)
    func theWalkDrawsAnOverriddenTitleAndRecordsWhereItCameFrom(_ binary: PermflowBinary) throws {
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("dawn.yaml")
        try Self.flow.write(to: file, atomically: true, encoding: .utf8)
        let lint = try CLIRunner.run(["lint", "--strict", file.path])
        #expect(lint.status == 0, "\(lint.stdout)\(lint.stderr)")
        #expect(lint.stdout.contains("differs from permflow's table (weak): \u{201C}Dawn\u{201D} Would Like to Schedule Alarms [alert-override-differs]"),
                "\(lint.stdout)")
        let walk = try TmuxWalk([file.path], binary: binary)
        let tmux = walk.tmux
        try tmux.waitFor("Wake up to the light")
        let screen = try tmux.press("Enter", andWaitFor: "Would Like to Set Alarms", "overridden by the flow")
        let text = screen.joined(separator: "\n")
        #expect(!text.contains("Schedule Alarms"), "\(text)")
        #expect(text.contains("overridden by the flow: alarmkit alert title (en"), "\(text)")
        try tmux.press("Enter", andWaitFor: "Alarm set")
        try tmux.press("Q", andWaitFor: "Quit the prototyper?")
        try tmux.send("y")
        _ = try tmux.wait("the walk to exit") { _ in walk.hasExited }
        let notes = try walk.transcriptLines().compactMap { $0["notes"] as? [String] }.flatMap { $0 }
        // The note says where the wording comes from, as `source:` gives it.
        #expect(notes.filter { $0 == "overridden by the flow: alarmkit alert title (en; our iPhone 17, iOS 26.1)" }.count == 1, "\(notes)")
        // Only the title is the flow's: the buttons are still permflow's unsourced guess.
        #expect(notes.contains("wording unverified for iOS 26: alarmkit alert (en, unverified)"), "\(notes)")
        let review = try CLIRunner.run(["review", walk.transcriptPath])
        #expect(review.stdout.contains("overridden by the flow: alarmkit alert title (en; our iPhone 17, iOS 26.1)"), "\(review.stdout)\(review.stderr)")
    }
}

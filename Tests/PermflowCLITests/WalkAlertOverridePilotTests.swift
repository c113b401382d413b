import Foundation
import Testing
import PermflowCore
@testable import permflow

/// An alert override, walked by keys through the session a terminal runs (issue 14): the walk draws the flow's captured title
/// instead of the table's, the status line says the text is the flow's own, and the transcript
/// and the review record which strings came from the override.
@Suite struct WalkAlertOverridePilotTests {
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

    @Test func theWalkDrawsAnOverriddenTitleAndRecordsWhereItCameFrom() throws {
        let pilot = try WalkPilot(text: Self.flow, name: "dawn.yaml")
        let lint = try CLIRunner.run(["lint", "--strict", pilot.flowPath])
        #expect(lint.status == 0, "\(lint.stdout)\(lint.stderr)")
        #expect(lint.stdout.contains("differs from permflow's table (weak): Allow \u{201C}Dawn\u{201D} to schedule alarms and timers? [alert-override-differs]"),
                "\(lint.stdout)")
        try pilot.expect("Wake up to the light")
        let screen = try pilot.press("Enter", andExpect: "Would Like to Set Alarms", "overridden by the flow")
        let text = screen.joined(separator: "\n")
        #expect(!text.contains("schedule alarms and timers"), "\(text)")
        #expect(text.contains("overridden by the flow: alarmkit alert tit"), "\(text)")
        try pilot.press("Enter", andExpect: "Alarm set")
        try pilot.quit()
        let notes = try pilot.transcriptLines().compactMap { $0["notes"] as? [String] }.flatMap { $0 }
        // The note says where the wording comes from, as `source:` gives it.
        #expect(notes.filter { $0 == "overridden by the flow: alarmkit alert title (en; our iPhone 17, iOS 26.1)" }.count == 1, "\(notes)")
        // Only the title is the flow's: the buttons are still permflow's unsourced guess.
        #expect(notes.contains("wording unverified for iOS 26: alarmkit alert (en, unverified)"), "\(notes)")
        let review = try CLIRunner.run(["review", try #require(pilot.transcriptPath)])
        #expect(review.stdout.contains("overridden by the flow: alarmkit alert title (en; our iPhone 17, iOS 26.1)"), "\(review.stdout)\(review.stderr)")
    }
}

import Foundation
import Testing
import PermflowCore
@testable import permflow

/// iOS 26 contacts, walked by keys through the session a terminal runs (issue 14): Continue, Select Contacts, the picker with the
/// flow's own contacts, its confirmation (Esc back to the picker and on), the limited grant with
/// its count in Settings > Privacy, and the transcript and review recording it.
@Suite struct WalkContactPickerPilotTests {
    static let flow = """
        permflow: 1
        name: Split a bill
        app: Tab
        ios: 26
        start: home
        device:
          contacts: [Minji Kim, Jiwoo Lee, Sam Park]
        screens:
          home:
            kind: app
            title: Dinner at Lucia's
            actions:
              - label: Split with friends
                go: contacts
          contacts:
            kind: alert
            resource: contacts
            purpose: Tab shows your contacts so you can add friends to a shared bill.
            on:
              allow-full: done
              limit: chosen
              deny: done
          chosen:
            kind: app
            title: Chosen friends
            actions:
              - label: Split
                go: done
          done:
            kind: end
            title: Bill split
        """

    @Test func thePickerAndConfirmationStoreLimitedWithTheCount() throws {
        let pilot = try WalkPilot(text: Self.flow, name: "split.yaml")
        try pilot.expect("Dinner at Lucia")
        try pilot.press("Enter", andExpect: "would like to access", "wording unverified for iOS 26: contacts")
        try pilot.press("2", andExpect: "How do you want to share", "Select Contacts", "Share All 3 Contacts")
        try pilot.press("1", andExpect: "0 Selected", "Minji Kim", "Sam Park", "Cancel")
        try pilot.press("1", andExpect: "1 Selected", "marked Minji Kim")
        try pilot.press("Down")
        try pilot.press("Down")
        let marked = try pilot.press("Space", andExpect: "2 Selected")
        #expect(marked.contains { $0.contains("\u{25CF} Minji Kim") } && marked.contains { $0.contains("\u{25CF} Sam Park") }, "\(marked)")
        #expect(marked.contains { $0.contains("\u{25CB} Jiwoo Lee") }, "\(marked)")
        try pilot.press("Down")
        let confirm = try pilot.press("Enter", andExpect: "Allow access to 2 contacts?", "\u{2022} Sam Park")
        #expect(!confirm.contains { $0.contains("Jiwoo Lee") }, "\(confirm)")
        // Esc on the confirmation goes back to the picker with the marks kept.
        try pilot.press("Escape", andExpect: "2 Selected", "back to the contact picker")
        try pilot.press("4", andExpect: "\u{2022} Minji Kim")
        try pilot.press("Enter", andExpect: "Chosen friends", "contacts is now limited (2 contacts)")
        try pilot.press("p", andExpect: "Settings \u{203A} Privacy", "Limited Access (2 contacts)", "contacts:limited(2)")
        let closed = try pilot.press("Escape")
        #expect(!closed.contains { $0.contains("Settings \u{203A} Privacy") }, "\(closed)")
        try pilot.quit()

        let steps = TranscriptLines.ofType("step", in: try pilot.transcriptLines())
        let granted = try #require(steps.first { $0["outcome"] as? String == "limit" })
        #expect(granted["limited"] as? [String: Int] == ["contacts": 2], "\(granted)")
        #expect(granted["permissions"] as? [String: String] == ["contacts": "limited"], "\(granted)")
        #expect(granted["choice"] as? String == "Allow Selected Contacts" && granted["alert"] as? String == "contacts", "\(granted)")
        let picked = steps.compactMap { $0["choice"] as? String }
        #expect(picked.contains("Minji Kim") && picked.contains("Sam Park") && picked.contains("Not Now"), "\(picked)")
        let transcript = try #require(pilot.transcriptPath)
        let review = try CLIRunner.run(["review", transcript])
        #expect(review.stdout.contains("contacts: limited (2 contacts)"), "\(review.stdout)\(review.stderr)")
        let verify = try CLIRunner.run(["verify", transcript, "--flow", pilot.flowPath])
        #expect(verify.status == 0, "\(verify.stdout)\(verify.stderr)")
    }
}

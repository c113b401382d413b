import Foundation
import Testing
import PermflowCore

/// iOS 26 contacts in a real terminal (issue 14): Continue, Select Contacts, the picker with the
/// flow's own contacts, its confirmation (Esc back to the picker and on), the limited grant with
/// its count in Settings > Privacy, and the transcript and review recording it.
@Suite(.enabled(if: TmuxSession.isAvailable, "tmux is not installed; `make deps` installs it (CI does)"))
struct WalkContactPickerTmuxTests {
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

    @Test(arguments: PermflowBinary.available)
    func thePickerAndConfirmationStoreLimitedWithTheCount(_ binary: PermflowBinary) throws {
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("split.yaml")
        try Self.flow.write(to: file, atomically: true, encoding: .utf8)
        let walk = try TmuxWalk([file.path], binary: binary)
        let tmux = walk.tmux
        try tmux.waitFor("Dinner at Lucia")
        try tmux.press("Enter", andWaitFor: "Would Like to Access", "wording unverified for iOS 26: contacts alert")
        try tmux.press("2", andWaitFor: "Share Your Contacts", "Select Contacts")
        try tmux.press("1", andWaitFor: "0 Selected", "Minji Kim", "Sam Park", "Cancel")
        try tmux.press("1", andWaitFor: "1 Selected", "marked Minji Kim")
        try tmux.send("Down", "Down", "Space")
        let marked = try tmux.waitFor("2 Selected")
        #expect(marked.contains { $0.contains("\u{25CF} Minji Kim") } && marked.contains { $0.contains("\u{25CF} Sam Park") }, "\(marked)")
        #expect(marked.contains { $0.contains("\u{25CB} Jiwoo Lee") }, "\(marked)")
        try tmux.send("Down", "Enter")
        let confirm = try tmux.waitFor("Allow \u{201C}Tab\u{201D} to Access", "\u{2022} Sam Park")
        #expect(!confirm.contains { $0.contains("Jiwoo Lee") }, "\(confirm)")
        // Esc on the confirmation goes back to the picker with the marks kept.
        try tmux.press("Escape", andWaitFor: "2 Selected", "back to the contact picker")
        try tmux.press("4", andWaitFor: "\u{2022} Minji Kim")
        try tmux.press("Enter", andWaitFor: "Chosen friends", "contacts is now limited (2 contacts)")
        try tmux.press("p", andWaitFor: "Settings \u{203A} Privacy", "Limited Access (2 contacts)", "contacts:limited(2)")
        try tmux.send("Escape")
        _ = try tmux.wait("Settings to close") { screen in !screen.contains { $0.contains("Settings \u{203A} Privacy") } }
        try tmux.press("Q", andWaitFor: "Quit the prototyper?")
        try tmux.send("y")
        _ = try tmux.wait("the walk to exit") { _ in walk.hasExited }

        let steps = try walk.transcriptLines().filter { $0["type"] as? String == "step" }
        let granted = try #require(steps.first { $0["outcome"] as? String == "limit" })
        #expect(granted["limited"] as? [String: Int] == ["contacts": 2], "\(granted)")
        #expect(granted["permissions"] as? [String: String] == ["contacts": "limited"], "\(granted)")
        #expect(granted["choice"] as? String == "Allow" && granted["alert"] as? String == "contacts", "\(granted)")
        let picked = steps.compactMap { $0["choice"] as? String }
        #expect(picked.contains("Minji Kim") && picked.contains("Sam Park") && picked.contains("Back"), "\(picked)")
        let review = try CLIRunner.run(["review", walk.transcriptPath])
        #expect(review.stdout.contains("contacts: limited (2 contacts)"), "\(review.stdout)\(review.stderr)")
        let verify = try CLIRunner.run(["verify", walk.transcriptPath, "--flow", file.path])
        #expect(verify.status == 0, "\(verify.stdout)\(verify.stderr)")
    }
}

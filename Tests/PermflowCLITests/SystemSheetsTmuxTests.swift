import Foundation
import Testing
import PermflowCore

/// Issue 28's system screens in a real terminal, against the built binary and the one `make
/// install` builds: iOS 17's photo picker after "Limit Access…" (item 6) and iOS 18 contacts'
/// sharing sheet and its confirmation (item 3).
@Suite(.enabled(if: TmuxSession.isAvailable, "tmux is not installed; `make deps` installs it (CI does)"))
struct SystemSheetsTmuxTests {
    static var photosFlow: String { CLIRunner.root.appendingPathComponent("flows/photos.yaml").path }
    static var contactsFlow: String { CLIRunner.root.appendingPathComponent("flows/contacts.yaml").path }

    /// Quits through the confirmation and returns the transcript's step lines.
    func quitAndReadSteps(_ walk: TmuxWalk) throws -> [[String: Any]] {
        try walk.tmux.press("Q", andWaitFor: "Quit the prototyper?")
        try walk.tmux.send("y")
        #expect(try walk.status() == 0, "stderr: \(walk.standardError)")
        return try walk.transcriptLines().filter { $0["type"] as? String == "step" }
    }

    /// A walk of contacts.yaml taken to iOS 18's sharing sheet (Next, Continue, then the alert's
    /// Continue), and the sheet's screen.
    func walkToTheContactsSheet(_ binary: PermflowBinary = .built) throws -> (walk: TmuxWalk, sheet: String) {
        let walk = try TmuxWalk([Self.contactsFlow], binary: binary)
        try walk.tmux.waitFor("Split with friends")
        try walk.tmux.press("Enter", andWaitFor: "Add friends from your contacts", "Next")
        try walk.tmux.press("Enter", andWaitFor: "Continue", "Would Like to Access")
        // Continue (2): the system's sheet over the whole screen, not a second alert.
        let sheet = try walk.tmux.press("2", andWaitFor: "How do you want to share", "Select Contacts", "Share All 6 Contacts")
        return (walk, sheet.joined(separator: "\n"))
    }

    @Test(arguments: PermflowBinary.available)
    func theContactsSheetAndItsConfirmation(_ binary: PermflowBinary) throws {
        let (walk, screen) = try walkToTheContactsSheet(binary)
        let tmux = walk.tmux
        #expect(!screen.contains("Don’t Allow") && !screen.contains("Split with friends"), "\(screen)")
        #expect(screen.contains("a sheet from the system"))
        // Select Contacts (1) → the picker; mark two, Continue (7) → the confirmation.
        try tmux.press("1", andWaitFor: "0 Selected", "Anna Haro")
        try tmux.press("1", andWaitFor: "1 Selected")
        try tmux.press("3", andWaitFor: "2 Selected")
        try tmux.press("7", andWaitFor: "Allow access to 2 contacts?", "Allow Selected Contacts", "Not Now")
        try tmux.press("Enter", andWaitFor: "Tab lists only the contacts you", "contacts is now limited", "n notes")
        // The status line cuts the note; `n` shows it whole, and any key goes back.
        try tmux.press("n", andWaitFor: "Notes on", "contacts is now limited (2")
        try tmux.press("Escape", andWaitFor: "Tab lists only the contacts you", "n notes", gone: "Notes on")
        let steps = try quitAndReadSteps(walk)
        #expect(steps.contains { $0["choice"] as? String == "Allow Selected Contacts" && $0["outcome"] as? String == "limit" })
        let verify = try CLIRunner.run(["verify", walk.transcriptPath, "--flow", "flows/contacts.yaml"])
        #expect(verify.status == 0, "\(verify.stdout)\(verify.stderr)")
    }

    @Test func shareAllGrantsFullAccessFromTheSheet() throws {
        let walk = try walkToTheContactsSheet().walk
        try walk.tmux.press("2", andWaitFor: "Your contacts, with the people you")
        let steps = try quitAndReadSteps(walk)
        #expect(steps.contains { $0["choice"] as? String == "Share All 6 Contacts" && $0["outcome"] as? String == "allow-full" })
    }

    @Test(arguments: PermflowBinary.available)
    func thePhotoPickerLimitsAccessToThePhotosMarked(_ binary: PermflowBinary) throws {
        let walk = try TmuxWalk([Self.photosFlow], binary: binary)
        let tmux = walk.tmux
        try tmux.waitFor("Choose a photo")
        try tmux.press("Enter", andWaitFor: "Choose from your photos", "Continue")
        try tmux.press("Enter", andWaitFor: "Limit Access\u{2026}", "Allow Full Access")
        // Limit Access… (button 1) opens the picker.
        let picker = try tmux.press("1", andWaitFor: "Select Photos", "0 Selected", "Waterfall", "Done", "Cancel")
        #expect(picker.joined(separator: "\n").contains("the system shows its photo picker: 6 photos"))
        try tmux.press("2", andWaitFor: "1 Selected", "marked Waterfall")
        try tmux.press("4", andWaitFor: "2 Selected")
        // Done (7) grants at once.
        let shared = try tmux.press("7", andWaitFor: "Photos you shared", "photos is now limited (2 photos)")
        #expect(!shared.joined(separator: "\n").contains("Select Photos"))
        try tmux.press("p", andWaitFor: "Limited Access (2 photos)")
        try tmux.press("Escape", andWaitFor: "Photos you shared", gone: "Limited Access (2 photos)")
        let steps = try quitAndReadSteps(walk)
        let done = try #require(steps.first { $0["choice"] as? String == "Done" })
        #expect(done["outcome"] as? String == "limit")
        #expect((done["limited"] as? [String: Any])?["photos"] as? Int == 2, "\(done)")
        // The review names the grant's size in the picker's words.
        let review = try CLIRunner.run(["review", walk.transcriptPath, "--flow", "flows/photos.yaml"])
        #expect(review.stdout.contains("limited (2 photos)"), "\(review.stdout)")
        // And the walk replays to the same steps.
        let verify = try CLIRunner.run(["verify", walk.transcriptPath, "--flow", "flows/photos.yaml"])
        #expect(verify.status == 0, "\(verify.stdout)\(verify.stderr)")
    }
}

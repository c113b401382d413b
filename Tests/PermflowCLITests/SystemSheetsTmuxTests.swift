import Foundation
import Testing
import PermflowCore

/// Issue 28's system screens in a real terminal, against the built binary and the one `make
/// install` builds: iOS 17's photo picker after "Limit Access…" (item 6).
@Suite(.enabled(if: TmuxSession.isAvailable, "tmux is not installed; `make deps` installs it (CI does)"))
struct SystemSheetsTmuxTests {
    static var photosFlow: String { CLIRunner.root.appendingPathComponent("flows/photos.yaml").path }

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
        try tmux.press("Escape", andWaitFor: "Photos you shared")
        try tmux.press("Q", andWaitFor: "Quit the prototyper?")
        try tmux.send("y")
        #expect(try walk.status() == 0, "stderr: \(walk.standardError)")
        let steps = try walk.transcriptLines().filter { $0["type"] as? String == "step" }
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

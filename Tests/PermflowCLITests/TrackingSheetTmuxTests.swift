import Foundation
import Testing

/// iOS 27.2's EU tracking sheet in a real terminal (issue 28, item 0), against the built binary
/// and the one `make install` builds: the bundled flow on a French device shows the sheet with
/// its formatted purpose, Additional Information closes it with no answer and the app asks
/// again, and the transcript records the step with no outcome.
@Suite(.enabled(if: TmuxSession.isAvailable, "tmux is not installed; `make deps` installs it (CI does)"))
struct TrackingSheetTmuxTests {
    static var flow: String { CLIRunner.root.appendingPathComponent("flows/tracking-eu.yaml").path }

    @Test(arguments: PermflowBinary.available)
    func theSheetAsksClosesWithAdditionalInformationAndAsksAgain(binary: PermflowBinary) throws {
        let walk = try TmuxWalk([Self.flow], binary: binary)
        let tmux = walk.tmux
        try tmux.waitFor("Start reading")
        // The sheet: a full page (nothing of the app behind it), its purpose's list, three buttons.
        let sheet = try tmux.press("Enter", andWaitFor: "Allow “Dispatch” to link your", "• Every story stays free", "Reject",
                                   "Additional Information")
        #expect(!sheet.joined(separator: "\n").contains("The day's news"), "the app shows behind the sheet")
        try tmux.press("3", andWaitFor: "How ads work in Dispatch", "Additional Information: the sheet clos")
        // Back to the question: not determined, so the sheet comes again; Allow answers it.
        try tmux.press("1", andWaitFor: "Additional Information", "Reject")
        try tmux.press("2", andWaitFor: "Today's stories", "tracking:authorized")
        try tmux.press("Q", andWaitFor: "Quit the prototyper?")
        try tmux.send("y")
        #expect(try walk.status() == 0, "stderr: \(walk.standardError)")
        let steps = try walk.transcriptLines().filter { $0["type"] as? String == "step" }
        let more = try #require(steps.first { $0["choice"] as? String == "Additional Information" })
        #expect(more["outcome"] == nil && more["arrived"] as? String == "about-ads")
        #expect(steps.contains { $0["choice"] as? String == "Allow" && $0["outcome"] as? String == "allow" })
    }
}

/// `permflow resources --strings` lists the EU sheet's strings and Health's recent-data switch
/// on iOS 27 with their statuses and sources, and not before.
@Suite struct IOS27StringsCommandTests {
    @Test func resourcesListsTheNewStringsWithTheirEvidence() throws {
        let result = try CLIRunner.run(["resources", "--strings", "--ios", "27"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("  EU sheet (iOS 27.2; device.country DE, FR, IT, PL, RO):\n"
            + "  ✗ Allow “App” to link your activity across other companies’ apps and websites?  [unverified: "))
        #expect(result.stdout.contains("  ◐ Reject  [weak: one news digest of iOS 27.2"))
        #expect(result.stdout.contains("  ✗ Only the Last 30 Days (iOS 27, a request that reads)  [unverified: "))
        let older = try CLIRunner.run(["resources", "--strings", "--ios", "26"]).stdout
        #expect(!older.contains("EU sheet") && !older.contains("Only the Last 30 Days"))
    }
}

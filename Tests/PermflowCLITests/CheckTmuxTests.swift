import Foundation
import Testing
import PermflowCore
@testable import permflow

/// A flow that checks the location state before it asks (flows/location.yaml), walked in a real
/// terminal: after Allow and a relaunch the feature opens at once; after Don't Allow and a
/// relaunch the check goes to the Settings hint; a change in Settings (`p`) changes the route.
@Suite(.enabled(if: TmuxSession.isAvailable, "tmux is not installed; `make deps` installs it (CI does)"))
struct CheckTmuxTests {
    static var locationFlow: String { CLIRunner.root.appendingPathComponent("flows/location.yaml").path }

    /// The screen, joined, for `contains` checks.
    func screen(_ lines: [String]) -> String { lines.joined(separator: "\n") }

    @Test(arguments: PermflowBinary.available)
    func aPersonWhoComesBackIsRoutedByTheStateNow(binary: PermflowBinary) throws {
        let walk = try TmuxWalk([Self.locationFlow], binary: binary)
        let tmux = walk.tmux
        try tmux.waitFor("Find a store near me", "Search by ZIP code")

        // First visit: the check finds location not determined, so the pre-alert explains.
        try tmux.press("Enter", andWaitFor: "Find stores near your location", "Continue")
        try tmux.press("Enter", andWaitFor: "Allow While Using App")
        try tmux.press("2", andWaitFor: "Stores near you")

        // Relaunch, tap the feature again: straight to the stores, no pre-alert.
        try tmux.press("R", andWaitFor: "Find a store near me", "relaunched")
        let direct = try tmux.press("Enter", andWaitFor: "Stores near you")
        #expect(!screen(direct).contains("Find stores near your location"))
        #expect(screen(direct).contains("checked location"), "the status line says what the check read:\n\(screen(direct))")

        // A fresh system, then Don't Allow: after a relaunch the check goes to the Settings hint.
        try tmux.press("r", andWaitFor: "restarted")
        try tmux.press("Enter", andWaitFor: "Find stores near your location")
        try tmux.press("Enter", andWaitFor: "Allow While Using App")
        try tmux.press("3", andWaitFor: "Location is off for Corner")
        try tmux.press("R", andWaitFor: "Find a store near me", "relaunched")
        let hint = try tmux.press("Enter", andWaitFor: "Location is off for Corner")
        #expect(!screen(hint).contains("Find stores near your location"))

        // Settings > Privacy: location from Never through Ask Next Time and While Using to
        // Always (iOS's order); the next visit goes to the stores.
        try tmux.press("p", andWaitFor: "Privacy")
        for _ in 0..<3 {
            try tmux.send("Right")
            Thread.sleep(forTimeInterval: 0.1)
        }
        try tmux.waitFor("now always")
        try tmux.send("Escape")
        Thread.sleep(forTimeInterval: 0.2)
        try tmux.press("R", andWaitFor: "Find a store near me", "relaunched")
        try tmux.press("Enter", andWaitFor: "Stores near you")

        try tmux.press("Q", andWaitFor: "Quit the prototyper?")
        try tmux.send("y")
        #expect(try walk.status() == 0, "stderr: \(walk.standardError)")

        // The transcript has each check the walk passed: what it read and where it went.
        let checks = try walk.transcriptLines().filter { $0["type"] as? String == "check" }
        let summary = checks.map { "\($0["state"] as? String ?? "?") \($0["edge"] as? String ?? "?") \($0["arrived"] as? String ?? "?")" }
        #expect(summary == [
            "not-determined not-determined why-location",
            "while-using allowed nearby",
            "not-determined not-determined why-location",
            "denied denied location-off",
            "always allowed nearby",
        ])
        #expect(checks.allSatisfy { $0["screen"] as? String == "location-check" && $0["resource"] as? String == "location" && $0["frame"] == nil })
    }
}

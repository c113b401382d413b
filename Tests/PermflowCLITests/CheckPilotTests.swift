import Foundation
import Testing
import PermflowCore
@testable import permflow

/// A flow that checks the location state before it asks (flows/location.yaml), walked by keys
/// through the session a terminal runs (`WalkPilot`): after Allow and a relaunch the feature
/// opens at once; after Don't Allow and a relaunch the check goes to the Settings hint; a change
/// in Settings (`p`) changes the route.
@Suite struct CheckPilotTests {
    /// The screen, joined, for `contains` checks.
    func screen(_ lines: [String]) -> String { lines.joined(separator: "\n") }

    @Test func aPersonWhoComesBackIsRoutedByTheStateNow() throws {
        let pilot = try WalkPilot("flows/location.yaml")
        try pilot.expect("Find a store near me", "Search by ZIP code")

        // First visit: the check finds location not determined, so the pre-alert explains.
        try pilot.press("Enter", andExpect: "Find stores near your location", "Continue")
        try pilot.press("Enter", andExpect: "Allow While Using App")
        try pilot.press("2", andExpect: "Stores near you")

        // Relaunch, tap the feature again: straight to the stores, no pre-alert.
        try pilot.press("R", andExpect: "Find a store near me", "relaunched")
        let direct = try pilot.press("Enter", andExpect: "Stores near you")
        #expect(!screen(direct).contains("Find stores near your location"))
        #expect(screen(direct).contains("checked location"), "the status line says what the check read:\n\(screen(direct))")

        // A fresh system, then Don't Allow: after a relaunch the check goes to the Settings hint.
        try pilot.press("r", andExpect: "restarted")
        try pilot.press("Enter", andExpect: "Find stores near your location")
        try pilot.press("Enter", andExpect: "Allow While Using App")
        try pilot.press("3", andExpect: "Location is off for Corner")
        try pilot.press("R", andExpect: "Find a store near me", "relaunched")
        let hint = try pilot.press("Enter", andExpect: "Location is off for Corner")
        #expect(!screen(hint).contains("Find stores near your location"))

        // Settings > Privacy: location from Never through Ask Next Time and While Using to
        // Always (iOS's order); the next visit goes to the stores.
        try pilot.press("p", andExpect: "Privacy")
        try pilot.press("Right")
        try pilot.press("Right")
        try pilot.press("Right", andExpect: "now always")
        try pilot.press("Escape")
        try pilot.press("R", andExpect: "Find a store near me", "relaunched")
        try pilot.press("Enter", andExpect: "Stores near you")
        try pilot.quit()

        // The transcript has each check the walk passed: what it read and where it went.
        let checks = TranscriptLines.ofType("check", in: try pilot.transcriptLines())
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

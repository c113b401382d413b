import Foundation
import Testing

/// Tracking's device-wide switch in a recorded walk: flipping Allow Apps to Request to Track in
/// the privacy panel is a `tracking-requests` line of the transcript, which `verify` replays
/// and `review` shows.
@Suite struct TrackingRequestsCommandTests {
    /// The bundled tracking flow on a phone whose owner turned the switch off.
    static func flow() throws -> String {
        let bundled = try String(contentsOf: CLIRunner.root.appendingPathComponent("flows/tracking.yaml"), encoding: .utf8)
        let flow = bundled.replacingOccurrences(of: "\nscreens:\n", with: "\ndevice:\n  tracking-requests: off\nscreens:\n")
        #expect(flow != bundled)
        return flow
    }

    @Test func aFlippedSwitchIsRecordedReplayedAndReviewed() throws {
        let folder = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let flow = folder.appendingPathComponent("ads.yaml")
        try Data(try Self.flow().utf8).write(to: flow)
        let lint = try CLIRunner.run(["lint", "--strict", flow.path])
        #expect(lint.status == 0, "\(lint.stdout)")
        let transcript = folder.appendingPathComponent("walk.jsonl")
        // The switch on in Settings, then Start reading: the check reads not determined, the
        // pre-alert's Continue leads to the alert, and Allow (its second button) is answered.
        let walk = try CLIRunner.run(["walk", flow.path, "--keys", "p,down,right,esc,1,enter,2", "--record", transcript.path])
        #expect(walk.status == 0, "\(walk.stderr)")
        let lines = try String(contentsOf: transcript, encoding: .utf8).split(separator: "\n")
        #expect(lines.contains { $0.contains("\"type\":\"tracking-requests\"") && $0.contains("\"on\":true") }, "\(lines)")
        let verify = try CLIRunner.run(["verify", transcript.path])
        #expect(verify.status == 0, "\(verify.stdout)\(verify.stderr)")
        let review = try CLIRunner.run(["review", transcript.path])
        #expect(review.stdout.contains("**Tracking requests** at "), "\(review.stdout)")
        #expect(review.stdout.contains("Allow Apps to Request to Track switched on"))
        #expect(lines.contains { $0.contains("\"type\":\"step\"") && $0.contains("\"outcome\":\"allow\",\"arrived\":\"feed-tailored-ads\"") },
                "the alert showed and was allowed")
        // Without the switch flipped, the app's check reads denied and goes to the plain feed.
        let refused = try CLIRunner.run(["walk", flow.path, "--keys", "1", "--record", folder.appendingPathComponent("off.jsonl").path])
        #expect(refused.status == 0, "\(refused.stderr)")
        let off = try String(contentsOf: folder.appendingPathComponent("off.jsonl"), encoding: .utf8)
        #expect(off.contains("\"type\":\"check\"") && off.contains("\"state\":\"denied\"") && off.contains("\"arrived\":\"feed\""), "\(off)")
    }
}

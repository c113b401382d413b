import Foundation
import Testing

/// Tracking's device-wide switch in a recorded walk: flipping Allow Apps to Request to Track in
/// the privacy panel is a `tracking-requests` line of the transcript, which `verify` replays
/// and `review` shows.
@Suite struct TrackingRequestsCommandTests {
    static let flow = """
        permflow: 1
        name: Ads that fit
        app: Demo
        ios: 27
        start: home
        device:
          tracking-requests: off
        screens:
          home:
            kind: app
            title: Home
            actions:
              - label: Personalise
                go: tracking
          tracking:
            kind: alert
            resource: tracking
            purpose: Demo uses your activity in other apps to show ads you like.
            on: {allow: feed, ask-not-to-track: feed}
          feed: {kind: end, title: Your feed}
        """

    @Test func aFlippedSwitchIsRecordedReplayedAndReviewed() throws {
        let folder = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let flow = folder.appendingPathComponent("ads.yaml")
        try Data(Self.flow.utf8).write(to: flow)
        let lint = try CLIRunner.run(["lint", "--strict", flow.path])
        #expect(lint.status == 0, "\(lint.stdout)")
        let transcript = folder.appendingPathComponent("walk.jsonl")
        // The switch on in Settings, then Personalise: the alert shows, and Allow is answered.
        let walk = try CLIRunner.run(["walk", flow.path, "--keys", "p,down,right,esc,1,2", "--record", transcript.path])
        #expect(walk.status == 0, "\(walk.stderr)")
        let lines = try String(contentsOf: transcript, encoding: .utf8).split(separator: "\n")
        #expect(lines.contains { $0.contains("\"type\":\"tracking-requests\"") && $0.contains("\"on\":true") }, "\(lines)")
        let verify = try CLIRunner.run(["verify", transcript.path])
        #expect(verify.status == 0, "\(verify.stdout)\(verify.stderr)")
        let review = try CLIRunner.run(["review", transcript.path])
        #expect(review.stdout.contains("**Tracking requests** at "), "\(review.stdout)")
        #expect(review.stdout.contains("Allow Apps to Request to Track switched on"))
        // Without the switch flipped, the same keys meet no alert: the second key has nothing to answer.
        let refused = try CLIRunner.run(["walk", flow.path, "--keys", "1", "--record", folder.appendingPathComponent("off.jsonl").path])
        #expect(refused.status == 0, "\(refused.stderr)")
        let off = try String(contentsOf: folder.appendingPathComponent("off.jsonl"), encoding: .utf8)
        #expect(off.contains("not shown: Allow Apps to Request to Track is off in Settings"))
    }
}

import Foundation
import Testing
@testable import PermflowCore

/// App Tracking Transparency's device-wide switch (issue 28, item 7): with Settings > Privacy &
/// Security > Tracking > Allow Apps to Request to Track off, no app's tracking alert shows and
/// every request reads denied; a flow declares it (`device: {tracking-requests: off}`), the
/// privacy panel flips it, and the walk says why the alert did not show.
@Suite struct TrackingRequestsTests {
    static func yaml(device: String = "device:\n  tracking-requests: off\n") -> String {
        """
        permflow: 1
        name: Ads that fit
        app: Demo
        ios: 27
        start: home
        \(device)screens:
          home:
            kind: app
            title: Home
            actions:
              - label: Personalise
                go: tracking
              - label: See the feed
                go: feed-check
          tracking:
            kind: alert
            resource: tracking
            purpose: Demo uses your activity in other apps to show ads you like.
            on: {allow: tailored, ask-not-to-track: plain}
          feed-check:
            kind: check
            resource: tracking
            on: {authorized: tailored, denied: plain, otherwise: tracking}
          tailored: {kind: end, title: Tailored ads}
          plain: {kind: end, title: Plain ads}
        """
    }

    @Test func theFlowDeclaresTheSwitchAndBadValuesAreErrorsAtTheirPlace() throws {
        let flow = try WalkFixture.inline(Self.yaml())
        #expect(flow.samples.trackingRequestsOff)
        #expect(try !WalkFixture.inline(Self.yaml(device: "")).samples.trackingRequestsOff)
        #expect(try !WalkFixture.inline(Self.yaml(device: "device:\n  tracking-requests: on\n")).samples.trackingRequestsOff)
        let bad = FlowParser().parse(path: "t.yaml", text: Self.yaml(device: "device:\n  tracking-requests: sometimes\n"))
        let error = try #require(bad.diagnostics.first { $0.severity == .error })
        #expect(error.message == "`device.tracking-requests` must be true or false, not 'sometimes'")
        #expect(error.location.line == 7 && error.location.column == 22)
    }

    @Test func theModelRefusesTheRequestAndTheAppReadsDenied() throws {
        let catalog = SystemAlertCatalog.standard
        let model = SystemModel(catalog: catalog, ios: 27)
        let tracking = try #require(catalog.resource(ResourceID("tracking")))
        let off = ResourceFacts(state: .notDetermined, requestsOff: true)
        guard case let .notShown(move) = model.request(tracking, facts: off, mapped: [OutcomeKey("allow"), OutcomeKey("ask-not-to-track")]) else {
            Issue.record("the alert showed with requests off")
            return
        }
        #expect(move.requestsOff && move.state == .denied && move.follows == OutcomeKey("ask-not-to-track"))
        #expect(model.reads(tracking, facts: off) == .denied)
        // An answered app reads denied too, and its own answer is kept for when the switch is on.
        #expect(model.reads(tracking, facts: ResourceFacts(state: .authorized, requestsOff: true)) == .denied)
        #expect(model.reads(tracking, facts: ResourceFacts(state: .authorized)) == .authorized)
        // The switch is tracking's alone: the camera asks as ever.
        let camera = try #require(catalog.resource(ResourceID("camera")))
        guard case .shows = model.request(camera, facts: ResourceFacts(state: .notDetermined, requestsOff: true), mapped: []) else {
            Issue.record("the camera alert did not show")
            return
        }
    }

    @Test func theWalkSkipsTheAlertSaysWhyAndAChecksReadsDenied() throws {
        let walker = Walker(flow: try WalkFixture.inline(Self.yaml()))
        let asked = try WalkFixture.keys(walker, "1")
        #expect(asked.finalState.alert == nil)
        #expect(asked.finalState.screenID == "plain")
        #expect(asked.records.last?.notes.map(\.english)
            == ["not shown: Allow Apps to Request to Track is off in Settings, so every tracking request reads denied"])
        // Nothing is stored: the app never asked.
        #expect(asked.finalState.permissions.state(of: "tracking") == .notDetermined)
        let checked = try WalkFixture.keys(walker, "2")
        #expect(checked.finalState.screenID == "plain")
        #expect(checked.finalState.checksPassed.last?.state == .denied)
        // Without the switch off, the alert shows and the check routes to it.
        let plain = Walker(flow: try WalkFixture.inline(Self.yaml(device: "")))
        #expect(try WalkFixture.keys(plain, "1").finalState.alert?.resource == "tracking")
        #expect(try WalkFixture.keys(plain, "2").finalState.alert?.resource == "tracking")
    }

    @Test func theTranscriptAndReviewRecordTheRefusedRequestAsAFact() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("permflow-requests-off-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("ads.yaml").path
        try Self.yaml().write(toFile: path, atomically: true, encoding: .utf8)
        let report = Linter().lint(path: path, text: Self.yaml())
        let walker = Walker(flow: try #require(report.flow))
        let transcript = try TranscriptFixture.record(walker.run(script: "1"), walker: walker, flowPath: path,
                                                      options: TranscriptFixture.options(report)).transcript()
        // Written and read back as a fact: the resource, the state the app read, and why.
        let step = try #require(transcript.steps.first)
        #expect(step.skipped == [SkippedAlert(resource: ResourceID("tracking"), state: "denied", cause: SkippedAlert.trackingRequestsOff)])
        let review = TranscriptReview(transcript: transcript, flowPath: "ads.yaml", flowStatus: .unchanged, currentDiagnostics: [])
        let row = try #require(review.resourceRows.first { $0.resource == "tracking" })
        #expect(row.what == "not asked: Allow Apps to Request to Track is off in Settings, so the request read denied")
        #expect(row.step == "1")
    }

    @Test func theprivacyPanelFlipsTheSwitchAndARestartResetsItToTheFlows() throws {
        let walker = Walker(flow: try WalkFixture.inline(Self.yaml()))
        let start = walker.start()
        #expect(walker.privacyRows == [.state("tracking"), .trackingRequests("tracking")])
        #expect(walker.privacyEntries(start).first?.trackingRequests == false)
        // p opens the panel, down selects the switch, right flips it, Esc closes.
        let flipped = try WalkFixture.keys(walker, "p,down,right,esc")
        #expect(!flipped.finalState.permissions.trackingRequestsOff)
        let asked = try WalkFixture.keys(walker, "1", from: flipped.finalState)
        #expect(asked.finalState.alert?.resource == "tracking", "apps may ask again")
        // A restart is a fresh install on the same device: the flow's switch again.
        let (restarted, _) = walker.update(flipped.finalState, .restart)
        #expect(restarted.permissions.trackingRequestsOff)
    }
}

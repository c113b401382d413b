import Foundation
import Testing
@testable import PermflowCore

/// Location as iOS keeps it: one authorization (not determined, denied, allowed once, while
/// using, always) with the Precise bit and the upgrade alert's "already asked" beside it. A
/// `location-always` screen is the app's request for Always: from not determined it shows the
/// When In Use alert, the upgrade alert only from While Using and only once, and nothing else.
@Suite struct LocationAuthorizationTests {
    static let trails = HomeFlow(name: "Trails", app: "Trails", title: "Trails", actions: [("Trails near me", "location"), ("Record in the background", "always")]).expand(indented: """
      location:
        kind: alert
        resource: location
        purpose: Trails uses your location to list the trails near you.
        on: {allow-once: home, allow-while-using: home, deny: home}
      always:
        kind: alert
        resource: location-always
        purpose: Trails uses your location in the background to record your hike when the screen is off.
        on: {keep-while-using: foreground, allow-always: background}
      foreground:
        kind: app
        title: Recording while open
        actions:
          - label: Home
            go: home
      background:
        kind: app
        title: Recording in the background
        actions:
          - label: Home
            go: home
    """)

    static func walker() throws -> Walker { Walker(flow: try WalkFixture.inline(trails)) }

    /// Keys that set location to `target` in Settings > Privacy (location is the only row) and close it.
    static func settings(_ walker: Walker, from current: PermissionState, to target: PermissionState) throws -> String {
        let states = walker.settableStates("location")
        let from = states.firstIndex(of: current) ?? -1
        let to = try #require(states.firstIndex(of: target))
        return (["p"] + Array(repeating: "right", count: to - from) + ["esc"]).joined(separator: ",")
    }

    // MARK: Not determined: the Always request shows the When In Use alert

    @Test func anAlwaysRequestWhileNotDeterminedShowsTheWhenInUseAlertFirst() throws {
        let walker = try Self.walker()
        let asked = try WalkFixture.keys(walker, "2")
        let alert = try #require(asked.finalState.alert)
        #expect(alert.resource == "location" && asked.finalState.screenID == "always")
        #expect(walker.choices(asked.finalState).map(\.label) == ["Allow Once", "Allow While Using App", "Don\u{2019}t Allow"])
        // The alert shown is location's, and its wording's evidence is what the walk notes.
        #expect(asked.records.last?.notes.map(\.english) == ["location is not determined: the location-always request shows the location alert first",
                                              "wording as on iOS 26, no iOS 27 source: location alert (en)"])
        #expect(walker.alertMessage(asked.finalState)?.hasPrefix("Trails uses your location in the background") == true)
        // Its Precise switch is there.
        #expect(try WalkFixture.keys(walker, "t", from: asked.finalState).finalState.permissions.precise == false)
    }

    struct FirstAnswer: CustomTestStringConvertible, Sendable {
        var key: String
        var stored: PermissionState
        var testDescription: String { "button \(key) → \(stored.rawValue)" }
    }

    @Test(arguments: [FirstAnswer(key: "1", stored: .allowedOnce), FirstAnswer(key: "2", stored: .whileUsing),
                      FirstAnswer(key: "3", stored: .denied)])
    func theWhenInUseAnswerIsStoredAndTheRequestGoesOnAsNotAlways(_ answer: FirstAnswer) throws {
        let walker = try Self.walker()
        let walk = try WalkFixture.keys(walker, "2,\(answer.key)")
        #expect(walk.finalState.permissions.state(of: "location") == answer.stored)
        #expect(walk.finalState.screenID == "foreground" && walk.finalState.alert == nil)
        let record = try #require(walk.records.last)
        #expect(record.outcome == "keep-while-using")
        #expect(record.permissions == ["location": answer.stored.rawValue])
        #expect(record.notes.map(\.english) == ["location is now \(answer.stored.rawValue); the location-always request goes on through 'keep-while-using'"])
        #expect(!walk.finalState.permissions.upgradeAsked("location"), "the upgrade alert was not shown")
    }

    // MARK: While Using: the upgrade alert, once

    @Test func fromWhileUsingTheUpgradeAlertComesOnce() throws {
        let walker = try Self.walker()
        // While Using from the Always request's own When In Use alert, then ask again.
        let upgrade = try WalkFixture.keys(walker, "2,2,1,2")
        let alert = try #require(upgrade.finalState.alert)
        #expect(alert.resource == "location-always")
        #expect(walker.choices(upgrade.finalState).map(\.label) == ["Keep Only While Using", "Change to Always Allow"])

        let always = try WalkFixture.keys(walker, "2", from: upgrade.finalState)
        #expect(always.finalState.screenID == "background")
        #expect(always.finalState.permissions.state(of: "location") == .always)
        #expect(always.finalState.permissions.upgradeAsked("location"))
        #expect(always.records.last?.permissions == ["location": "always"])

        let kept = try WalkFixture.keys(walker, "1", from: upgrade.finalState)
        #expect(kept.finalState.screenID == "foreground")
        #expect(kept.finalState.permissions.state(of: "location") == .whileUsing)
        // Asked once: the next request shows nothing and goes on as the kept answer did.
        let again = try WalkFixture.keys(walker, "1,2", from: kept.finalState)
        #expect(again.finalState.alert == nil && again.finalState.screenID == "foreground")
        #expect(again.records.last?.notes.map(\.english) == ["not shown: location already while-using; the location-always alert was shown before"])
    }

    @Test func theLocationAlertsWhileUsingLeadsToTheUpgradeAlertToo() throws {
        let walker = try Self.walker()
        let walk = try WalkFixture.keys(walker, "1,2,2")
        #expect(walk.finalState.alert?.resource == "location-always")
        #expect(walk.finalState.alert?.backdrop == "home")
    }

    // MARK: Denied, allowed once, Always: nothing is shown

    struct NoAlert: CustomTestStringConvertible, Sendable {
        var path: String
        var state: PermissionState
        var arrivedAt: String
        var notes: [String]
        var testDescription: String { "\(state.rawValue) → \(arrivedAt)" }
    }

    static let noAlertCases: [NoAlert] = [
        NoAlert(path: "1,3", state: .denied, arrivedAt: "foreground",
                notes: ["not shown: location already denied", "denied is not an answer this alert gives; following 'keep-while-using'"]),
        NoAlert(path: "1,1", state: .allowedOnce, arrivedAt: "foreground",
                notes: ["not shown: location already allowed-once", "allowed-once is not an answer this alert gives; following 'keep-while-using'"]),
        NoAlert(path: "2,2,1,2,2,1", state: .always, arrivedAt: "background",
                notes: ["not shown: location already always"]),
    ]

    @Test(arguments: noAlertCases)
    func fromDeniedOnceOrAlwaysTheRequestShowsNothing(_ c: NoAlert) throws {
        let walker = try Self.walker()
        let before = try WalkFixture.keys(walker, c.path).finalState
        #expect(before.permissions.state(of: "location") == c.state && before.screenID != "always")
        let walk = try WalkFixture.keys(walker, "2", from: before)
        #expect(walk.finalState.alert == nil && walk.finalState.screenID == c.arrivedAt)
        #expect(walk.records.last?.notes.map(\.english) == c.notes)
        #expect(walk.finalState.permissions.state(of: "location") == c.state)
    }

    // MARK: Settings

    @Test func settingsHoldsOneLocationChoice() throws {
        let walker = try Self.walker()
        #expect(walker.resources == ["location"], "location-always is location's authorization, not a row of its own")
        #expect(walker.settableStates("location-always") == walker.settableStates("location"))
        #expect(Set(walker.settableStates("location")) == [.denied, .notDetermined, .whileUsing, .always])
        let always = try WalkFixture.keys(walker, try Self.settings(walker, from: .notDetermined, to: .always)).finalState
        #expect(always.permissions.states == ["location": .always])
        #expect(walker.privacyEntries(always).map(\.state) == [.always])
    }

    @Test func whileUsingSetInSettingsStillGetsTheUpgradeAlertOnce() throws {
        let walker = try Self.walker()
        let set = try WalkFixture.keys(walker, try Self.settings(walker, from: .notDetermined, to: .whileUsing)).finalState
        let upgrade = try WalkFixture.keys(walker, "2", from: set)
        #expect(upgrade.finalState.alert?.resource == "location-always")
        let kept = try WalkFixture.keys(walker, "1", from: upgrade.finalState).finalState
        // Always in Settings and back to While Using: the upgrade was asked, so nothing shows.
        let back = try WalkFixture.keys(walker, "1," + (try Self.settings(walker, from: .whileUsing, to: .always))
                                        + ",p,left,esc,2", from: kept)
        #expect(back.finalState.permissions.state(of: "location") == .whileUsing)
        #expect(back.finalState.alert == nil && back.finalState.screenID == "foreground")
    }

    @Test func askNextTimeInSettingsShowsTheWhenInUseAlertAgain() throws {
        let walker = try Self.walker()
        let denied = try WalkFixture.keys(walker, "1,3").finalState
        let reset = try WalkFixture.keys(walker, try Self.settings(walker, from: .denied, to: .notDetermined) + ",2", from: denied)
        #expect(reset.finalState.permissions.state(of: "location") == .notDetermined)
        #expect(reset.finalState.alert?.resource == "location")
        #expect(reset.effects.contains(.settingsChanged(resource: "location", from: .denied, to: .notDetermined)))
    }

    // MARK: Relaunch and restart

    @Test func relaunchEndsAllowOnceAndKeepsPreciseAndTheUpgradeAsked() throws {
        let walker = try Self.walker()
        // Precise off on the When In Use alert, Allow Once; relaunch; the request asks again.
        let once = try WalkFixture.keys(walker, "2,t,1").finalState
        #expect(once.permissions.state(of: "location") == .allowedOnce && !once.permissions.precise)
        let relaunched = try WalkFixture.keys(walker, "R,2", from: once)
        #expect(relaunched.effects.first == .relaunched(expired: ["location"], arrivedAt: "home",
                                                         notes: [.relaunched(expired: ["location"])]))
        #expect(relaunched.finalState.alert?.resource == "location")
        #expect(!relaunched.finalState.permissions.precise, "Precise off is kept")

        // While Using, upgrade kept; relaunch; the upgrade is not asked again.
        let kept = try WalkFixture.keys(walker, "2,2,1,2,1").finalState
        let after = try WalkFixture.keys(walker, "R,2", from: kept)
        #expect(after.finalState.permissions.upgradeAsked("location"))
        #expect(after.finalState.alert == nil && after.finalState.screenID == "foreground")

        // A restart is a fresh install: everything asks again.
        let fresh = try WalkFixture.keys(walker, "r", from: after.finalState).finalState
        #expect(fresh.permissions == PermissionStore())
        #expect(try WalkFixture.keys(walker, "2", from: fresh).finalState.alert?.resource == "location")
    }

    // MARK: Precise in the transcript

    @Test func preciseOffIsRecordedOnStepsAndReadBack() throws {
        let flowPath = WalkFixture.root.appendingPathComponent("flows/location.yaml").path
        let report = try TranscriptFixture.lint("location")
        let flow = try #require(report.flow)
        let walker = Walker(flow: flow)
        // Precise off on the alert, While Using; then on again in Settings (its second line).
        let walk = try walker.run(script: "enter,enter,t,2,p,down,right,esc")
        #expect(walk.succeeded, "\(walk.failure?.message ?? "")")
        let lines = try TranscriptFixture.record(walk, walker: walker, flowPath: flowPath, options: TranscriptFixture.options(report))
        #expect(lines.lines.contains { $0.contains("\"permissions\":{\"location\":\"while-using\"},\"precise\":false") })
        // Steps taken while it was on do not carry the field, as before.
        #expect(lines.lines.filter { $0.hasPrefix("{\"type\":\"step\"") }.map { $0.contains("\"precise\"") } == [false, false, true])

        let transcript = try lines.transcript()
        #expect(transcript.steps.map(\.precise) == [nil, nil, false])
        #expect(transcript.steps.map(\.preciseOn) == [true, true, false])
        let events = transcript.events.filter { $0.kind == .precise }
        #expect(events.map(\.on) == [false, true], "the alert's switch, then Settings'")
        let review = TranscriptReview(transcript: transcript, flowPath: flowPath, flowStatus: .unchanged, currentDiagnostics: nil)
        #expect(review.markdown().contains("location: while-using; Precise Location off"))
        let verification = transcript.verified(against: flow, report, flowPath: flowPath)
        #expect(verification.holds && verification.notes.allSatisfy { !$0.contains("Precise") }, "\(verification.notes)")
        // A transcript that says Precise was on where the walk turns it off is noted.
        let edited = lines.lines.map { $0.replacingOccurrences(of: ",\"precise\":false", with: "") }.map { $0 + "\n" }.joined()
        let old = try TranscriptReader.parse(data: Data(edited.utf8), path: "t.jsonl")
        let noted = old.verified(against: flow, report, flowPath: flowPath)
        #expect(noted.notes.contains { $0.contains("Precise Location was on after it, now off") }, "\(noted.notes)")
    }

    @Test func theReviewShowsTheUpgradesAnswerAsLocationsState() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("permflow-trails-\(UUID().uuidString).yaml").path
        try Self.trails.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let walker = try Self.walker()
        // The When In Use alert for the Always request, While Using; then the upgrade, Always.
        let walk = try walker.run(script: "2,2,1,2,2")
        #expect(walk.succeeded, "\(walk.failure?.message ?? "")")
        let options = RenderOptions(width: 60, height: 30, theme: .light, color: false, recording: true, warnings: [])
        let transcript = try TranscriptFixture.record(walk, walker: walker, flowPath: path, options: options).transcript()
        #expect(transcript.steps.compactMap(\.alert) == ["location", "location-always"])
        let review = TranscriptReview(transcript: transcript, flowPath: path, flowStatus: .unchanged, currentDiagnostics: nil)
        let rows = review.resourceRows.map { "\($0.resource) \($0.state)" }
        #expect(rows == ["location while-using", "location-always always"])
    }
}

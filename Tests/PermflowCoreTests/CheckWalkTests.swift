import Foundation
import Testing
@testable import PermflowCore

/// `kind: check` in the walk, the transcript and the tools that read transcripts: a person who
/// comes back to a feature is routed by the state the system holds now.
@Suite struct CheckWalkTests {
    /// The trail flow of issue 13: home → check → pre-alert the first time, the Settings hint
    /// after a denial, the trails straight away once allowed.
    static let trails = ExampleFlow(name: "Find trails", app: "Trails", home: "Trails", action: "Find trails near me").expand("""
    trail-check:
      kind: check
      resource: location
      on:
        not-determined: why-location
        denied: location-off
        allowed: nearby
    why-location:
      kind: pre-alert
      resource: location
      title: Find trails near you
      body: Trails uses where you are to list the trails closest to you.
      button: Continue
      next: location
    location:
      kind: alert
      resource: location
      purpose: Trails uses your location to list the trails closest to you.
      on:
        allow-once: nearby
        allow-while-using: nearby
        deny: location-off
    location-off:
      kind: settings
      resource: location
      title: Location is off for Trails
      body: You can turn it on in Settings > Privacy & Security > Location Services.
      actions:
        - label: Open Settings
          opens-settings: true
          go: home
        - label: Not now
          go: home
    nearby:
      kind: app
      title: Trails near you
      actions:
        - label: Start a hike
          go: hike
        - label: Back
          go: home
    hike:
      kind: end
      title: Enjoy the hike

    """)

    static func walker(_ text: String = trails) throws -> (Walker, LintReport) {
        try WalkFixture.linted(text, path: "trails.yaml")
    }

    static func checks(_ walk: ScriptedWalk) -> [CheckPass] {
        walk.effects.compactMap { if case .checked(let pass) = $0 { pass } else { nil } }
    }

    @Test func theFlowIsLintClean() throws {
        let (_, report) = try Self.walker()
        #expect(report.active.isEmpty, "\(report.active.map { "\($0.location) \($0.message) [\($0.ruleID)]" })")
    }

    @Test func theFirstVisitExplainsAndAsks() throws {
        let (walker, _) = try Self.walker()
        let walk = try WalkFixture.keys(walker, "1")
        #expect(walk.finalState.screenID == "why-location")
        #expect(Self.checks(walk) == [CheckPass(screen: "trail-check", resource: "location", state: .notDetermined,
                                                edge: "not-determined", target: "why-location")])
        #expect(walk.records.last?.arrivedAt == "why-location")
        #expect(walk.finalState.note == "checked location: not-determined \u{2192} why-location")
    }

    /// Allow, relaunch, tap the feature again: the trails open at once, no pre-alert.
    @Test func afterAllowingARelaunchOpensTheFeatureDirectly() throws {
        let (walker, _) = try Self.walker()
        let walk = try WalkFixture.keys(walker, "1,1,2,R,1")
        #expect(walk.finalState.screenID == "nearby")
        #expect(Self.checks(walk).last == CheckPass(screen: "trail-check", resource: "location", state: .whileUsing,
                                                    edge: "allowed", target: "nearby"))
        #expect(walk.finalState.note == "checked location: while-using (allowed) \u{2192} nearby")
    }

    /// Allow Once ends at relaunch: the next visit explains and asks again, as iOS would.
    @Test func allowOnceAsksAgainAfterARelaunch() throws {
        let (walker, _) = try Self.walker()
        let walk = try WalkFixture.keys(walker, "1,1,1,R,1")
        #expect(walk.finalState.screenID == "why-location")
    }

    @Test func afterADenialTheCheckRoutesToTheSettingsHint() throws {
        let (walker, _) = try Self.walker()
        let walk = try WalkFixture.keys(walker, "1,1,3,2,1")
        #expect(walk.finalState.screenID == "location-off")
        #expect(Self.checks(walk).last?.state == .denied)
        let relaunched = try WalkFixture.keys(walker, "1,1,3,R,1")
        #expect(relaunched.finalState.screenID == "location-off")
    }

    /// Precise Location off is part of what a check reads: `precise-off` takes any grant while
    /// the switch is off, before the state's own key; with Precise on, the state's key.
    @Test func aCheckReadsPreciseLocation() throws {
        let text = Self.trails
            .replacingOccurrences(of: "      allowed: nearby\n  why-location:", with: "      allowed: nearby\n      precise-off: approximate\n  why-location:")
            .replacingOccurrences(of: "  hike:\n", with: "  approximate:\n    kind: app\n    title: Trails around your area\n    actions:\n      - label: Back\n        go: home\n  hike:\n")
        #expect(text.contains("precise-off: approximate") && text.contains("  approximate:\n"))
        let (walker, report) = try Self.walker(text)
        #expect(report.diagnostics.filter { $0.severity == .error }.isEmpty, "\(report.diagnostics.map(\.message))")
        // Allow While Using with Precise turned off on the alert (`t`), back home, tap again.
        let reduced = try WalkFixture.keys(walker, "1,1,t,2,2,1")
        #expect(reduced.finalState.permissions.precise == false)
        #expect(reduced.finalState.screenID == "approximate")
        #expect(Self.checks(reduced).last?.edge == "precise-off" && Self.checks(reduced).last?.state == .whileUsing)
        // With Precise on, the same taps go to the state's route.
        let full = try WalkFixture.keys(walker, "1,1,2,2,1")
        #expect(full.finalState.screenID == "nearby" && Self.checks(full).last?.edge == "allowed")
    }

    /// `precise-off` belongs to resources with a Precise switch only.
    @Test func preciseOffIsOnlyForLocation() throws {
        let report = Linter().lint(path: "camera.yaml", text: """
        permflow: 1
        name: Scan
        app: Receipts
        start: scan-check
        screens:
          scan-check:
            kind: check
            resource: camera
            on:
              not-determined: done
              denied: done
              allowed: done
              precise-off: done
          done:
            kind: end
            title: Done
        """)
        #expect(report.diagnostics.contains { $0.ruleID == "parse-unknown-key" && $0.message.contains("camera has no state 'precise-off'") },
                "\(report.diagnostics.map(\.message))")
    }

    /// A change in Settings changes the route on the next visit.
    @Test func aSettingsChangeChangesTheNextRoute() throws {
        let (walker, _) = try Self.walker()
        // Deny, open Settings from the hint (back home), step location from Never through Ask
        // Next Time and While Using to Always.
        let walk = try WalkFixture.keys(walker, "1,1,3,1,right,right,right,esc,1")
        #expect(walk.finalState.permissions.state(of: "location") == .always)
        #expect(walk.finalState.screenID == "nearby")
        #expect(Self.checks(walk).last?.edge == "allowed")
    }

    /// `render --screen CHECK` shows where the check leads in the state given.
    @Test func aCheckRendersAsWhereItLeads() throws {
        let (walker, _) = try Self.walker()
        var store = PermissionStore()
        #expect(try walker.state(at: "trail-check", permissions: store).screenID == "why-location")
        store.set("location", to: .restricted)
        let restricted = try walker.state(at: "trail-check", permissions: store)
        #expect(restricted.screenID == "location-off", "restricted goes where denied goes")
        #expect(restricted.checksPassed.first?.edge == "denied")
        store.set("location", to: .always)
        #expect(try walker.state(at: "trail-check", permissions: store).screenID == "nearby")
    }

    /// Checks that lead back to a check already passed stop the walk there, with the circle.
    @Test func aCircleOfChecksStopsTheWalk() throws {
        let text = Self.trails.replacingOccurrences(of: "      denied: location-off\n", with: "      denied: again\n")
            + "  again:\n    kind: check\n    resource: location\n    on: {denied: trail-check, otherwise: home}\n"
        let (walker, report) = try Self.walker(text)
        #expect(report.active.map(\.ruleID).contains("flow-check-loop"))
        var store = PermissionStore()
        store.set("location", to: .denied)
        let state = try walker.state(at: "home", permissions: store)
        let (next, effects) = walker.update(state, .choose(0, .script))
        #expect(next.screenID == "trail-check")
        #expect(next.note?.contains("stopped: trail-check \u{2192} again \u{2192} trail-check leads in a circle with nothing on screen") == true,
                "\(next.note ?? "")")
        #expect(effects.filter { if case .checked = $0 { true } else { false } }.count == 2)
        let frame = Renderer.render(next, walker: walker, options: RenderOptions(width: 60, height: 24))
        #expect(frame.plainText.contains("Check"), "the stop is drawn, not a blank screen")
    }

    /// A check at the start is passed when the walk begins, and recorded.
    @Test func aCheckAtTheStartIsPassedAndRecorded() throws {
        let text = Self.trails.replacingOccurrences(of: "start: home", with: "start: trail-check")
        let (walker, report) = try Self.walker(text)
        let walk = walker.run(keys: [])
        #expect(walk.initial.screenID == "why-location")
        let lines = try Self.record(walk, walker: walker, report: report, text: text)
        #expect(lines.lines.dropFirst().first?.hasPrefix("{\"type\":\"check\",\"seq\":1,") == true, "\(lines.lines)")
    }

    // MARK: Transcripts

    static func record(_ walk: ScriptedWalk, walker: Walker, report: LintReport, text: String) throws -> TranscriptLines {
        let options = RenderOptions(width: 60, height: 30, recording: true)
        let header = TranscriptHeader(flow: walker.flow, flowPath: "trails.yaml", flowBytes: Array(text.utf8), permflowVersion: "test",
                                      designer: "mina", started: TranscriptFixture.started, render: options)
        let lines = TranscriptLines()
        let recorder = try TranscriptRecorder(sink: lines, header: header, clock: .fixed(TranscriptFixture.started))
        try recorder.record(walk, walker: walker) { Renderer.render($0, walker: walker, options: options) }
        var last = walk.finalState
        last.overlay = nil
        try recorder.finish(.quitting(at: last), state: last, frame: Renderer.render(last, walker: walker, options: options))
        return lines
    }

    /// "Open Settings" that goes on to a check: the check reads the state when the person comes
    /// back from Settings, not when Settings opens (issue 25). Turned on there, the feature opens.
    static let backFromSettings = trails.replacingOccurrences(of: """
              - label: Open Settings
                opens-settings: true
                go: home
        """, with: """
              - label: Open Settings
                opens-settings: true
                go: trail-check
        """)

    @Test func aCheckAfterSettingsReadsWhatThePersonChangedThere() throws {
        let (walker, report) = try Self.walker(Self.backFromSettings)
        #expect(report.errorCount == 0, "\(report.active.map(\.message))")
        // Deny, then Open Settings on the hint: Settings opens over the hint; nothing is read yet.
        var state = try WalkFixture.keys(walker, "1,1,3,1").finalState
        #expect(state.screenID == "location-off" && state.overlay != nil && state.afterSettings == "trail-check")
        #expect(state.note == "opened Settings > Privacy; the walk goes on to 'trail-check' when it closes")
        // Turn location on in Settings (While Using), then close Settings.
        var effects: [WalkEffect] = []
        for _ in 0..<8 where state.permissions.state(of: "location") != .whileUsing {
            (state, effects) = walker.update(state, .privacyCycle(1))
        }
        #expect(state.permissions.state(of: "location") == .whileUsing)
        (state, effects) = walker.update(state, .cancelOverlay)
        #expect(state.overlay == nil && state.afterSettings == nil)
        #expect(state.screenID == "nearby", "\(state.note ?? "")")
        #expect(effects == [.checked(CheckPass(screen: "trail-check", resource: "location", state: .whileUsing, edge: "allowed", target: "nearby"))])
        #expect(state.note == "back from Settings; checked location: while-using (allowed) \u{2192} nearby")

        // Left as it was, the hint comes back: closing Settings before the next choice reads the
        // denial, and "Not now" there goes home.
        let unchanged = walker.run(choices: [1, 1, 3, 1, 2])
        #expect(unchanged.succeeded, "\(unchanged.failure?.message ?? "")")
        #expect(unchanged.records[3].arrivedAt == "trail-check")
        #expect(unchanged.steps[4].effects.contains(.checked(CheckPass(screen: "trail-check", resource: "location", state: .denied,
                                                                       edge: "denied", target: "location-off"))))
        #expect(unchanged.finalState.screenID == "home")
    }

    /// The transcript of a walk through Settings verifies: the check after Settings is replayed
    /// when Settings closes, before the next step.
    @Test func aWalkBackFromSettingsVerifies() throws {
        let (walker, report) = try Self.walker(Self.backFromSettings)
        // Right in the panel until location reads While Using (the panel's order is its own
        // business), Esc to come back, then "Start a hike".
        let walks = try (1...6).map { rights in
            try WalkFixture.keys(walker, "1,1,3,1," + Array(repeating: "right", count: rights).joined(separator: ",") + ",esc,1")
        }
        let walk = try #require(walks.first { $0.finalState.screenID == "hike" })
        let transcript = try Self.record(walk, walker: walker, report: report, text: Self.backFromSettings).transcript()
        #expect(transcript.events.contains { $0.kind == .check && $0.state == "while-using" && $0.arrived == "nearby" })
        let verification = transcript.verified(against: walker.flow, report, flowPath: "trails.yaml")
        #expect(verification.holds, "\(verification.drifts.map(\.message))")
    }

    @Test func checkLinesRoundTripAndEveryToolReadsThem() throws {
        let (walker, report) = try Self.walker()
        let walk = try WalkFixture.keys(walker, "1,1,2,R,1,1")
        let lines = try Self.record(walk, walker: walker, report: report, text: Self.trails)
        let transcript = try lines.transcript()
        let checks = transcript.events.filter { $0.kind == .check }
        #expect(checks.map { "\($0.screen ?? "") \($0.resource?.rawValue ?? "") \($0.state ?? "") \($0.edge ?? "") \($0.arrived ?? "")" } == [
            "trail-check location not-determined not-determined why-location",
            "trail-check location while-using allowed nearby",
        ])
        #expect(checks.allSatisfy { $0.frame == nil })
        let line = try #require(lines.lines.first { $0.contains("\"type\":\"check\"") })
        #expect(line.hasPrefix("{\"type\":\"check\",\"seq\":2,\"ms\":1000,\"screen\":\"trail-check\",\"resource\":\"location\",\"state\":\"not-determined\","
                               + "\"edge\":\"not-determined\",\"arrived\":\"why-location\"}"), "\(line)")

        // verify: holds today; a check that now leads elsewhere is drift.
        let drift = try transcript.holdsThenDrifts(recordedFrom: Self.trails, flowPath: "trails.yaml",
                                                   replacing: "      allowed: nearby\n", with: "      allowed: location-off\n")
        #expect(drift.drifts.first?.kind == .outcomeMoved)

        // review lists the checks; HTML escapes what it quotes.
        let review = TranscriptReview(transcript: transcript, flowPath: "trails.yaml", flowStatus: .unchanged, currentDiagnostics: nil)
        #expect(review.markdown().contains("check 'trail-check' read location while-using (allowed) and went on to 'nearby'"))
        #expect(review.markdown().contains("checked by 'trail-check', route 'allowed' → nearby"))
        #expect(review.html().contains("check &#39;trail-check&#39; read location") || review.html().contains("check 'trail-check' read location"))

        // replay: a check draws nothing; the shot after it says what it did.
        let playback = TranscriptPlayback(transcript)
        #expect(playback.shots.count == transcript.steps.count + transcript.events.filter { $0.frame != nil }.count + 1)
        // The step number opens the caption; the check follows.
        #expect(playback.shots.contains { $0.caption.hasPrefix("step") && $0.caption.contains(" · before it: check 'trail-check' read location while-using (allowed) and went on to 'nearby'") })

        // graph and coverage: the check is a decision, each route an edge, and walked routes count.
        var diagram = FlowDiagram(flow: walker.flow)
        let coverage = FlowCoverage(diagram: diagram, flow: walker.flow, transcripts: [transcript])
        diagram.apply(coverage)
        let routes = diagram.edges.filter { if case .route = $0.kind { true } else { false } }
        #expect(routes.map(\.label) == ["not-determined", "denied", "allowed"])
        #expect(routes.map(\.walked) == [true, false, true])
        #expect(coverage.unmatchedSteps == 0)
        let dot = DotWriter.write(diagram)
        #expect(dot.contains("\"trail-check\" [label=\"trail-check\\nlocation state?\", shape=diamond"))
        #expect(dot.contains("label=\"allowed\""))
        let mermaid = MermaidWriter.write(diagram)
        #expect(mermaid.contains("s1{\"trail-check<br/>location state?\"}"), "\(mermaid)")
        #expect(mermaid.contains("|\"allowed\"|"))
    }

    /// A hand-made check line without its fields is refused, naming them.
    @Test func aCheckLineNeedsItsFields() throws {
        let (walker, report) = try Self.walker()
        let lines = try Self.record(walker.run(keys: []), walker: walker, report: report, text: Self.trails)
        var text = lines.lines
        text.insert("{\"type\":\"check\",\"seq\":1,\"ms\":0,\"screen\":\"trail-check\"}", at: 1)
        #expect(throws: TranscriptReadError.self) {
            try TranscriptReader.parse(data: Data(text.map { $0 + "\n" }.joined().utf8), path: "t.jsonl")
        }
        do {
            _ = try TranscriptReader.parse(data: Data(text.map { $0 + "\n" }.joined().utf8), path: "t.jsonl")
        } catch {
            #expect(error.message == "a check line needs 'screen', 'resource', 'state', 'edge' and 'arrived'")
            #expect(error.line == 2)
        }
    }
}

import Foundation
import Testing
@testable import PermflowCore

/// Health's full-screen sheet (issue 14): the flow's `share:` / `read:` types, the walk's
/// per-type answer, checks on share and read access, and transcripts that record it.
@Suite struct HealthSheetTests {
    static let stride: String = {
        let url = WalkFixture.root.appendingPathComponent("flows/health.yaml")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }()

    static func walker(_ text: String = stride) throws -> (Walker, LintReport) {
        try WalkFixture.linted(text, path: "health.yaml")
    }

    static func errors(_ text: String) -> [String] {
        Linter().lint(path: "h.yaml", text: text).diagnostics.filter { $0.severity == .error }
            .map { "\($0.location.line):\($0.location.column) \($0.message) [\($0.ruleID)]" }
    }

    /// A flow around one screen list, with a home screen leading to `first`.
    static func flow(_ screens: String, first: String = "health") -> String {
        """
        permflow: 1
        name: Health
        app: Stride
        ios: 26
        start: home
        screens:
          home:
            kind: app
            title: Stride
            actions:
              - label: Go
                go: \(first)
        \(screens)
          done:
            kind: end
            title: Done
        """
    }

    // MARK: Parsing

    @Test func theBundledFlowIsLintCleanAndReadsItsTypes() throws {
        let (walker, report) = try Self.walker()
        #expect(report.active.isEmpty, "\(report.active.map { "\($0.location) \($0.message) [\($0.ruleID)]" })")
        let alert = try #require(walker.flow.screen("health"))
        #expect(alert.healthShare.map(\.value) == ["workouts"])
        #expect(alert.healthRead.map(\.value) == ["heart-rate", "steps"])
        #expect(alert.sharePurpose?.value.hasPrefix("$(PRODUCT_NAME) saves") == true)
        #expect(walker.flow.screen("workouts-check")?.healthShare.map(\.value) == ["workouts"])
    }

    @Test func unknownRepeatedAndReadOnlyTypesAreReportedWhereWritten() {
        let errors = Self.errors(Self.flow("""
          health:
            kind: alert
            resource: health
            share: [workouts, hart-rate, exercise-minutes, workouts]
            share-purpose: Stride saves each run as a workout in Health.
            on:
              allow: done
              deny: done
        """))
        #expect(errors == [
            "16:23 unknown Health data type 'hart-rate'; did you mean 'heart-rate'? [parse-invalid-value]",
            "16:34 Health does not let apps write 'exercise-minutes' (HKQuantityTypeIdentifierAppleExerciseTime); an app may only read it [parse-invalid-value]",
            "16:52 'workouts' is listed twice in `share` [parse-invalid-value]",
        ])
    }

    /// A list is bounded by the types permflow knows: a longer one is reported once and read no further.
    @Test func aListLongerThanTheKnownTypesIsRefused() {
        let names = Array(repeating: "steps", count: 5000).joined(separator: ", ")
        let errors = Self.errors(Self.flow("""
          health:
            kind: alert
            resource: health
            read: [\(names)]
            purpose: Stride reads your steps to chart your week.
            on:
              allow: done
              deny: done
        """))
        #expect(errors.first == "16:11 `read` lists 5000 types; a list holds at most \(HealthSheet.types.count), the Health data types permflow knows [parse-invalid-value]")
        #expect(errors.count == HealthSheet.types.count, "\(errors.count)")
    }

    @Test func healthKeysBelongToHealthAndAHealthAlertNeedsATypeAndItsPurposes() {
        let errors = Self.errors(Self.flow("""
          health:
            kind: alert
            resource: health
            purpose: Stride reads your steps to chart your week.
            on:
              allow: cam
              deny: cam
          cam:
            kind: alert
            resource: camera
            read: [steps]
            purpose: Stride uses the camera to scan your race bib.
            on:
              allow: done
              deny: done
          share-only:
            kind: alert
            resource: health
            share: [workouts]
            on:
              allow: done
              deny: done
        """))
        #expect(errors.contains("13:3 health alert 'health' asks for no Health data type: HealthKit's request needs `share:` or `read:` [parse-missing-key]"))
        #expect(errors.contains("23:5 `read` belongs to a health alert: camera has no Health data types [parse-key-not-allowed]"))
        #expect(errors.contains("28:3 health data alert 'share-only' lists share types but has no `share-purpose` [purpose-present]"))
        #expect(!errors.contains { $0.hasPrefix("28:3") && $0.contains("`purpose`") }, "a share-only request needs no read purpose")
    }

    /// An app cannot learn whether Health read access was denied: a check routing on it is an
    /// error at the key, saying so.
    @Test func aCheckOnReadAccessCannotRouteOnDenied() {
        let errors = Self.errors(Self.flow("""
          hc:
            kind: check
            resource: health
            read: heart-rate
            on:
              not-determined: done
              denied: done
              asked: done
        """, first: "hc"))
        #expect(errors == [
            "19:7 an app cannot learn whether Health read access was allowed or denied (HealthKit answers a denied read as if there were "
                + "no data), so a check on read access to 'heart-rate' cannot route on 'denied'; it sees only `not-determined` and `asked` [parse-unknown-key]",
        ])
        let missing = Self.errors(Self.flow("""
          hc:
            kind: check
            resource: health
            on:
              not-determined: done
        """, first: "hc"))
        #expect(missing == ["16:5 check 'hc' does not say where health state 'asked' leads [flow-unhandled-outcome]"])
        // A share type's state is the app's to read.
        let share = Self.errors(Self.flow("""
          hc:
            kind: check
            resource: health
            share: workouts
            on:
              not-determined: done
              authorized: done
              denied: done
        """, first: "hc"))
        #expect(share.isEmpty, "\(share)")
    }

    // MARK: Walking

    @Test func theSheetListsItsSwitchesAsChoices() throws {
        let (walker, _) = try Self.walker()
        let walk = try WalkFixture.keys(walker, "1,1")
        let sheet = try #require(walk.finalState.alert?.sheet)
        #expect(sheet.share == ["workouts"] && sheet.read == ["heart-rate", "steps"] && !sheet.anyOn)
        #expect(walker.choices(walk.finalState).map(\.label)
                == ["Don\u{2019}t Allow", "Allow", "Turn On All", "Workouts (write)", "Heart Rate (read)", "Steps (read)"])
        #expect(walk.finalState.note?.contains("wording unverified for iOS 26: health sheet (en, unverified)") == true)
    }

    /// A captured sheet corrects its title and buttons with the flow's `alert:`, like any alert:
    /// the sheet draws them and the walk says they are the flow's own.
    @Test func theFlowsAlertOverrideCorrectsTheSheetsTitleAndButtons() throws {
        let text = Self.stride.replacingOccurrences(of: "    share: [workouts]\n", with: """
                share: [workouts]
                alert:
                  title: Health Data
                  buttons: {deny: Not Now}
                  source: our capture

            """)
        #expect(text != Self.stride)
        let (walker, report) = try Self.walker(text)
        #expect(report.errorCount == 0, "\(report.active.map(\.message))")
        let walk = try WalkFixture.keys(walker, "1,1")
        #expect(walk.finalState.alert?.sheet != nil)
        #expect(walker.choices(walk.finalState).first?.label == "Not Now")
        #expect(walk.finalState.note?.contains("overridden by the flow: health alert") == true, "\(walk.finalState.note ?? "")")
        let frame = Renderer.render(walk.finalState, walker: walker, options: RenderOptions(width: 80, height: 24))
        #expect(frame.plainText.contains("Health Data"))
        #expect(frame.plainText.contains("Not Now"))
    }

    /// Workouts on, Allow: share authorized, reads off; the check on workouts leads to the feature.
    @Test func allowStoresEachTypeAndTheShareCheckReadsIt() throws {
        let (walker, _) = try Self.walker()
        let walk = try WalkFixture.keys(walker, "1,1,4,2")
        #expect(walk.finalState.screenID == "synced")
        #expect(walk.finalState.permissions.health == HealthAccess(share: ["workouts": .authorized], read: ["heart-rate": false, "steps": false]))
        let allow = try #require(walk.records.last)
        #expect(allow.outcome == "allow" && allow.health == walk.finalState.permissions.health)
        #expect(allow.notes.map(\.english).contains("Health: share: workouts=authorized; read: heart-rate=off, steps=off (read switches are hidden from the app)"))
        let toggle = walk.records[walk.records.count - 2]
        #expect(toggle.choice == "Workouts (write)" && toggle.notes.map(\.english) == ["Workouts (write) on"] && toggle.arrivedAt == "health")
        #expect(CheckWalkTests.checks(walk).last == CheckPass(screen: "workouts-check", resource: "health", state: .authorized,
                                                              edge: "authorized", target: "synced"))
    }

    /// Reads on, workouts off: the app sees workouts denied and points to Settings.
    @Test func aShareTypeLeftOffReadsAsDenied() throws {
        let (walker, _) = try Self.walker()
        let walk = try WalkFixture.keys(walker, "1,1,5,6,2")
        #expect(walk.finalState.permissions.health.share == ["workouts": .denied])
        #expect(walk.finalState.permissions.health.read == ["heart-rate": true, "steps": true])
        #expect(walk.finalState.screenID == "health-off")
    }

    /// Allow with every switch off grants nothing: the walk follows `deny`, every share type denied.
    @Test func allowWithEverySwitchOffIsADenial() throws {
        let (walker, _) = try Self.walker()
        let walk = try WalkFixture.keys(walker, "1,1,2")
        #expect(walk.records.last?.outcome == "deny")
        #expect(walk.finalState.screenID == "runs")
        #expect(walk.finalState.permissions.state(of: "health") == .denied)
        #expect(walk.finalState.permissions.health.share == ["workouts": .denied])
        #expect(walk.records.last?.notes.first?.english.hasPrefix("Allow with every switch off grants nothing") == true)
        let dontAllow = try WalkFixture.keys(walker, "1,1,3,1")
        #expect(dontAllow.finalState.permissions.health == HealthAccess(share: ["workouts": .denied], read: ["heart-rate": false, "steps": false]),
                "Don't Allow turns every switch off, Turn On All's included")
    }

    @Test func turnOnAllBecomesTurnOffAll() throws {
        let (walker, _) = try Self.walker()
        let on = try WalkFixture.keys(walker, "1,1,3")
        #expect(on.finalState.alert?.sheet?.allOn == true)
        #expect(walker.choices(on.finalState)[2].label == "Turn Off All")
        let off = try WalkFixture.keys(walker, "1,1,3,3")
        #expect(off.finalState.alert?.sheet?.anyOn == false)
        // Tab and Space reach a switch as well as a digit does.
        let keys = try WalkFixture.keys(walker, "1,1,tab,tab,tab,space")
        #expect(keys.finalState.alert?.sheet?.shareOn == ["workouts"])
    }

    /// Asked once, the sheet is not shown again for the same types; a request with a new type shows it.
    @Test func theSheetComesAgainOnlyForTypesNotAskedBefore() throws {
        let (walker, _) = try Self.walker()
        let again = try WalkFixture.keys(walker, "1,1,4,2,R,1")
        #expect(again.finalState.alert == nil)
        #expect(again.finalState.screenID == "synced")
        let widened = Self.stride.replacingOccurrences(of: "read: [heart-rate, steps]", with: "read: [heart-rate, steps, sleep]")
        let (newWalker, _) = try Self.walker(widened)
        let first = try WalkFixture.keys(newWalker, "1,1,4,2")
        var state = first.finalState
        // A later request that also lists sleep, after a relaunch: home → check (asked) → share check.
        state.permissions.health.read["sleep"] = nil
        let shown = newWalker.healthSheet(for: try #require(newWalker.flow.screen("health")), permissions: state.permissions)
        #expect(shown?.shareOn == ["workouts"], "types asked before keep their switches")
    }

    @Test func settingsSetsEveryTypeOrForgetsThem() throws {
        let (walker, _) = try Self.walker()
        let walk = try WalkFixture.keys(walker, "1,1,4,2")
        var state = walk.finalState
        walker.setInSettings(ResourceID("health"), to: .denied, permissions: &state.permissions)
        #expect(state.permissions.health.share == ["workouts": .denied] && state.permissions.health.read.values.allSatisfy { !$0 })
        #expect(state.permissions.state(of: ResourceID("health")) == .denied)
        walker.setInSettings(ResourceID("health"), to: .notDetermined, permissions: &state.permissions)
        #expect(state.permissions.health.isEmpty)
    }

    // MARK: Drawing

    /// Clicks press what they are on: the nav bar's buttons, Turn On All, each switch.
    @Test func clicksPressTheSheetsButtonsAndSwitches() throws {
        let (walker, _) = try Self.walker()
        let state = try WalkFixture.keys(walker, "1,1").finalState
        let frame = Renderer.render(state, walker: walker, options: RenderOptions(width: 80, height: 24))
        #expect(frame.modal)
        let lines = frame.plainText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (index, text) in [(0, "Don\u{2019}t Allow"), (1, "Allow"), (2, "Turn On All"), (3, "Workouts"), (5, "Steps")] {
            let spot = try #require(frame.hotspots.first { $0.target == .choice(index) }, "no hot spot for \(text)")
            #expect(lines[spot.row].contains(text), "\(text) at row \(spot.row): \(lines[spot.row])")
            #expect(KeyMap.event(forClickAt: spot.column + 1, row: spot.row, in: frame, state: state, walker: walker) == .choose(index, .mouse))
        }
        let header = try #require(lines.firstIndex { $0.contains("would like to access") })
        #expect(KeyMap.event(forClickAt: 30, row: header, in: frame, state: state, walker: walker) == .back("a click outside the buttons"))
    }

    /// More switches than rows: the part under the nav bar follows the focus, which ▴ ▾ mark.
    @Test func aLongSheetScrollsWithTheFocus() throws {
        let many = Self.stride.replacingOccurrences(of: "read: [heart-rate, steps]",
                                                    with: "read: [heart-rate, steps, sleep, weight, height, water, blood-oxygen, respiratory-rate]")
        let (walker, report) = try Self.walker(many)
        #expect(report.active.isEmpty, "\(report.active.map(\.message))")
        var state = try WalkFixture.keys(walker, "1,1").finalState
        let top = Renderer.render(state, walker: walker, options: RenderOptions(width: 50, height: 20)).plainText
        #expect(top.contains("Turn On All") && top.contains("\u{25BE}") && !top.contains("Respiratory Rate"), "\(top)")
        state.focus = walker.choices(state).count - 1
        let bottom = Renderer.render(state, walker: walker, options: RenderOptions(width: 50, height: 20)).plainText
        #expect(bottom.contains("Respiratory Rate") && bottom.contains("\u{25B4}"), "\(bottom)")
        #expect(bottom.contains("Health Access"), "the navigation bar stays put")
    }

    // MARK: Transcripts

    @Test func transcriptsRecordEachTypeAndVerifyReplaysThem() throws {
        let (walker, report) = try Self.walker()
        let walk = try WalkFixture.keys(walker, "1,1,4,2")
        let lines = try CheckWalkTests.record(walk, walker: walker, report: report, text: Self.stride)
        let allowLine = try #require(lines.lines.first { $0.contains("\"outcome\":\"allow\"") })
        #expect(allowLine.contains("\"health\":{\"read\":{\"heart-rate\":false,\"steps\":false},\"share\":{\"workouts\":\"authorized\"}}")
                || allowLine.contains("\"health\":{\"share\":{\"workouts\":\"authorized\"},\"read\":{\"heart-rate\":false,\"steps\":false}}")
                || allowLine.contains("\"health\":{\"share\":{\"workouts\":\"authorized\"},\"read\":{\"steps\":false,\"heart-rate\":false}}")
                || allowLine.contains("\"health\":{\"read\":{\"steps\":false,\"heart-rate\":false},\"share\":{\"workouts\":\"authorized\"}}"),
                "\(allowLine)")
        let transcript = try lines.transcript()
        #expect(transcript.steps.last?.health == HealthAccess(share: ["workouts": .authorized], read: ["heart-rate": false, "steps": false]))
        // A flow whose request no longer lists steps answers differently: drift.
        _ = try transcript.holdsThenDrifts(recordedFrom: Self.stride, flowPath: "health.yaml",
                                           replacing: "read: [heart-rate, steps]", with: "read: [heart-rate]")
        let review = TranscriptReview(transcript: transcript, flowPath: "health.yaml", flowStatus: .unchanged, currentDiagnostics: nil)
        #expect(review.markdown().contains("Health share: workouts=authorized; read: heart-rate=off, steps=off (read switches hidden from the app)"))
        let playback = TranscriptPlayback(transcript)
        #expect(playback.shots.contains { $0.caption.contains("chose \u{201C}Allow\u{201D} by digit \u{2192} synced \u{00B7} Health share: workouts=authorized") },
                "\(playback.shots.map(\.caption))")
    }

    /// Settings > Privacy > Health changes every type with the row; verify replays it the same way.
    @Test func aSettingsChangeToHealthIsReplayedPerType() throws {
        let (walker, report) = try Self.walker()
        let walk = try WalkFixture.keys(walker, "1,1,4,2,p,left,esc,R,1")
        let changed = walk.effects.compactMap { if case let .settingsChanged(resource, from, to) = $0 { "\(resource) \(from.rawValue) \(to.rawValue)" } else { nil } }
        #expect(changed == ["health authorized denied"])
        #expect(walk.finalState.permissions.health.share == ["workouts": .denied])
        #expect(walk.finalState.screenID == "health-off", "after a relaunch the share check reads workouts as denied")
        let lines = try CheckWalkTests.record(walk, walker: walker, report: report, text: Self.stride)
        let transcript = try lines.transcript()
        let verified = transcript.verified(against: walker.flow, report, flowPath: "health.yaml")
        #expect(verified.holds, "\(verified.drifts.map(\.message))")
    }

    /// Older transcripts have no `health`; a hand-written one keeps only known types and states.
    @Test func olderAndHostileHealthFieldsRead() throws {
        let old = try JSONDecoder().decode(HealthAccess?.self, from: Data("null".utf8))
        #expect(old == nil)
        let hostile = try JSONDecoder().decode(HealthAccess.self, from: Data("""
        {"share":{"workouts":"authorized","bogus":"authorized","steps":"limited"},"read":{"sleep":true,"x":false}}
        """.utf8))
        #expect(hostile == HealthAccess(share: ["workouts": .authorized], read: ["sleep": true]))
    }
}

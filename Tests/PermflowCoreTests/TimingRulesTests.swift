import Foundation
import Testing
@testable import PermflowCore

/// The "when to ask" rules: messages, locations and the graph cases their examples do not show.
@Suite struct TimingRulesTests {
    func lint(_ yaml: String, _ rule: String) -> [Diagnostic] {
        Linter().lint(path: "timing.yaml", text: yaml).diagnostics.filter { $0.ruleID == rule }
    }

    static let end = """
      done:
        kind: end
        title: Done

    """

    // MARK: request-in-context

    @Test func chainedAlertIsReportedAtTheChainingOutcome() {
        let yaml = demoFlow("""
          home:
            kind: app
            title: Home
            actions:
              - label: Record
                go: camera
          camera:
            kind: alert
            resource: camera
            purpose: Demo uses the camera to record clips.
            on:
              allow: microphone
              deny: done
          microphone:
            kind: alert
            resource: microphone
            purpose: Demo uses the microphone to record sound.
            on:
              allow: done
              deny: done

        """ + Self.end)
        let found = lint(yaml, "request-in-context")
        #expect(found.count == 1)
        #expect(found.first?.location == SourceLocation(line: 17, column: 14))
        #expect(found.first?.message == "the microphone alert 'microphone' opens on its own after the camera alert 'camera' (allow); ask when the person chooses a feature that needs it")
        #expect(found.first?.severity == .warning)
    }

    @Test func requestsFromSettingsScreenActionsAreInContext() {
        let yaml = demoFlow("""
          home:
            kind: app
            title: Home
            actions:
              - label: Camera help
                go: help
          help:
            kind: settings
            title: Camera help
            actions:
              - label: Try the camera
                go: why-camera
          why-camera:
            kind: pre-alert
            resource: camera
            title: Scan receipts
            button: Continue
            next: camera
          camera:
            kind: alert
            resource: camera
            purpose: Demo uses the camera to read receipts.
            on:
              allow: done
              deny: done

        """ + Self.end)
        #expect(lint(yaml, "request-in-context").isEmpty)
    }

    @Test func startRequestIsLeftToNoLaunchRequest() {
        let yaml = demoFlow("""
          why-camera:
            kind: pre-alert
            resource: camera
            title: Scan receipts
            button: Continue
            next: camera
          camera:
            kind: alert
            resource: camera
            purpose: Demo uses the camera to read receipts.
            on:
              allow: done
              deny: done

        """ + Self.end)
        #expect(lint(yaml, "request-in-context").isEmpty)
        #expect(lint(yaml, "no-launch-request").count == 1)
    }

    @Test func locationButtonOutcomeChainsTooButTheButtonItselfIsExempt() {
        let yaml = demoFlow("""
          home:
            kind: app
            title: Home
            actions:
              - label: Near me
                go: near-me
          near-me:
            kind: location-button
            label: Current Location
            purpose: Demo uses your location once to find stores.
            on:
              allow-once: camera
              deny: done
          camera:
            kind: alert
            resource: camera
            purpose: Demo uses the camera to read receipts.
            on:
              allow: near-me
              deny: done

        """ + Self.end)
        let found = lint(yaml, "request-in-context")
        #expect(found.map(\.message) == ["the camera alert 'camera' opens on its own after the location button 'near-me' (allow-once); ask when the person chooses a feature that needs it"])
    }

    @Test func denialLeadingToTheSameResourceIsLeftToNoReRequest() {
        let yaml = demoFlow("""
          home:
            kind: app
            title: Home
            actions:
              - label: Scan
                go: camera
          camera:
            kind: alert
            resource: camera
            purpose: Demo uses the camera to read receipts.
            on:
              allow: done
              deny: camera

        """ + Self.end)
        #expect(lint(yaml, "request-in-context").isEmpty)
        #expect(lint(yaml, "no-re-request").count == 1)
    }

    @Test func requestInContextIsSuppressibleOnTheRequestedScreen() {
        let yaml = demoFlow("""
          home:
            kind: app
            title: Home
            actions:
              - label: Record
                go: camera
          camera:
            kind: alert
            resource: camera
            purpose: Demo uses the camera to record clips.
            on:
              allow: microphone
              deny: done
          microphone:
            kind: alert
            resource: microphone
            purpose: Demo uses the microphone to record sound.
            ignore:
              request-in-context: "recording video always records sound; reviewed"
            on:
              allow: done
              deny: done

        """ + Self.end)
        let found = lint(yaml, "request-in-context")
        #expect(found.count == 1)
        #expect(found.first?.isSuppressed == true)
    }

    // MARK: no-launch-request

    @Test func launchRequestNamesThePathAndIsReportedAtTheAlert() {
        let yaml = demoFlow("""
          welcome:
            kind: pre-alert
            resource: tracking
            title: Ads that fit you
            button: Continue
            next: att
          att:
            kind: alert
            resource: tracking
            purpose: Demo uses your activity to show ads that match your interests.
            on:
              allow: why-location
              ask-not-to-track: why-location
          why-location:
            kind: pre-alert
            resource: location
            title: Stores near you
            button: Continue
            next: location
          location:
            kind: alert
            resource: location
            purpose: Demo uses your location to find stores near you.
            on:
              allow-once: done
              allow-while-using: done
              deny: done

        """ + Self.end)
        let found = lint(yaml, "no-launch-request")
        #expect(found.map(\.message) == [
            "the tracking alert 'att' shows at launch before the person chooses anything: welcome \u{2192} att",
            "the location alert 'location' shows at launch before the person chooses anything: welcome \u{2192} att (allow) \u{2192} why-location \u{2192} location",
        ])
        #expect(found.map(\.location) == [SourceLocation(line: 12, column: 3), SourceLocation(line: 25, column: 3)])
    }

    @Test func declaredLaunchRequestIsExemptAndOthersGetAHint() {
        let screens = """
          location:
            kind: alert
            resource: location
            purpose: Demo uses your location to give directions.
            on:
              allow-once: done
              allow-while-using: done
              deny: done

        """ + Self.end
        let declared = "launch-request:\n  resource: location\n  reason: Directions can't start without your location.\n"
        #expect(lint(demoFlow(header: declared, screens), "no-launch-request").isEmpty)
        let other = "launch-request:\n  resource: camera\n  reason: The app is a camera.\n"
        let found = lint(demoFlow(header: other, screens), "no-launch-request")
        #expect(found.map(\.message) == ["the location alert 'location' is the start screen, so it shows at launch before the person chooses anything"])
        #expect(found.first?.hint == "`launch-request` declares camera, not location; request the location from the action that needs it")
    }

    @Test func anActionOnTheWayMakesItNoLaunchRequest() {
        let yaml = demoFlow("""
          home:
            kind: app
            title: Home
            actions:
              - label: Scan
                go: camera
          camera:
            kind: alert
            resource: camera
            purpose: Demo uses the camera to read receipts.
            on:
              allow: done
              deny: done

        """ + Self.end)
        #expect(lint(yaml, "no-launch-request").isEmpty)
    }

    @Test func missingStartReportsNothing() {
        let yaml = demoFlow("""
          camera:
            kind: alert
            resource: camera
            purpose: Demo uses the camera to read receipts.
            on:
              allow: done
              deny: done

        """ + Self.end).replacingOccurrences(of: "start: camera\n", with: "start: nowhere\n")
        #expect(lint(yaml, "no-launch-request").isEmpty)
        #expect(lint(yaml, "tracking-before-collection").isEmpty)
    }

    // MARK: tracking-before-collection

    static let trackingScreens = """
      home:
        kind: app
        title: News
        actions:
          - label: Personalize
            go: att
          - label: Read
            go: feed
      att:
        kind: alert
        resource: tracking
        purpose: Demo uses your activity in other apps to show ads that match your interests.
        on:
          allow: tracked
          ask-not-to-track: home
      tracked:
        kind: app
        title: Personalized
        collects: [tracking]
        actions:
          - label: Back
            go: home
      feed:
        kind: end
        title: Stories

    """

    @Test func collectionAfterAllowingIsFine() {
        #expect(lint(demoFlow(Self.trackingScreens), "tracking-before-collection").isEmpty)
    }

    @Test func reportsTheShortestPathWithoutAllowingOncePerScreen() {
        // The feed also collects; it is reachable from home directly (never asked) and after a denial.
        let yaml = demoFlow(Self.trackingScreens.replacingOccurrences(
            of: "  feed:\n    kind: end\n    title: Stories\n",
            with: "  feed:\n    kind: end\n    title: Stories\n    collects: [tracking]\n"))
        let found = lint(yaml, "tracking-before-collection")
        #expect(found.map(\.message) == ["'feed' collects tracking data before the tracking alert was shown: home \u{2192} feed"])
        #expect(found.first?.location == SourceLocation(line: 31, column: 16))
        #expect(found.first?.severity == .error)
    }

    @Test func theAnsweredAlertFollowsOnlyTheStoredAnswer() {
        // After allowing, coming back to the alert cannot lead down its ask-not-to-track edge.
        let yaml = demoFlow("""
          att:
            kind: alert
            resource: tracking
            purpose: Demo uses your activity in other apps to show ads that match your interests.
            on:
              allow: tracked
              ask-not-to-track: plain
          tracked:
            kind: app
            title: Personalized
            collects: [tracking]
            actions:
              - label: Again
                go: att
          plain:
            kind: app
            title: Plain
            actions:
              - label: Done
                go: done

        """ + Self.end)
        #expect(lint(yaml, "tracking-before-collection").isEmpty)
        // A denial path reaching the alert again follows ask-not-to-track again, never allow.
        let denied = yaml.replacingOccurrences(of: "      - label: Done\n        go: done", with: "      - label: Again\n        go: att")
        #expect(denied != yaml)
        #expect(lint(denied, "tracking-before-collection").isEmpty)
    }

    @Test func collectionWithNoTrackingAlertAnywhere() {
        let yaml = demoFlow("""
          home:
            kind: app
            title: Home
            actions:
              - label: Go
                go: done
          done:
            kind: end
            title: Done
            collects: [tracking]

        """)
        let found = lint(yaml, "tracking-before-collection")
        #expect(found.map(\.message) == ["'done' collects tracking data before the tracking alert was shown: home \u{2192} done"])
    }

    @Test func impossibleOutcomesAreNeverTaken() {
        let yaml = demoFlow("""
          att:
            kind: alert
            resource: tracking
            purpose: Demo uses your activity in other apps to show ads that match your interests.
            on:
              allow: done
              ask-not-to-track: done
              deny: tracked
          tracked:
            kind: end
            title: Personalized
            collects: [tracking]

        """ + Self.end)
        #expect(lint(yaml, "tracking-before-collection").isEmpty)
        #expect(lint(yaml, "flow-unhandled-outcome").count == 1)
    }

    // MARK: no-re-request

    static let cameraWithSettings = """
      home:
        kind: app
        title: Home
        actions:
          - label: Scan
            go: why-camera
      why-camera:
        kind: pre-alert
        resource: camera
        title: Scan receipts
        button: Continue
        next: camera
      camera:
        kind: alert
        resource: camera
        purpose: Demo uses the camera to read receipts.
        on:
          allow: done
          deny: blocked
      blocked:
        kind: settings
        resource: camera
        title: Camera is off
        actions:
          - label: Not now
            go: home

    """

    @Test func preAlertAfterADenialIsReportedEvenAfterSettings() {
        let found = lint(demoFlow(Self.cameraWithSettings + Self.end), "no-re-request")
        #expect(found.map(\.message) == ["after camera access is denied the flow asks again at 'why-camera': camera (deny) \u{2192} blocked \u{2192} home \u{2192} why-camera;" +
            " the system will not show the camera alert again, so this pre-alert leads nowhere"])
        // At the link that leads back: home's `go: why-camera`.
        #expect(found.first?.location == SourceLocation(line: 11, column: 13))
        #expect(found.first?.hint == "point people to Settings instead: lead the denial to a `settings` screen for the resource," +
            " and where people come back, check the state first (`kind: check` routing `denied` to that screen)")
    }

    @Test func alertAfterSettingsOnlyChecksTheStoredState() {
        let direct = Self.cameraWithSettings.replacingOccurrences(of: "go: why-camera", with: "go: camera")
        #expect(lint(demoFlow(direct + Self.end), "no-re-request").isEmpty)
    }

    @Test func alertAfterAnOpensSettingsActionIsFine() {
        let yaml = demoFlow("""
          home:
            kind: app
            title: Home
            actions:
              - label: Scan
                go: camera
          camera:
            kind: alert
            resource: camera
            purpose: Demo uses the camera to read receipts.
            on:
              allow: done
              deny: off
          off:
            kind: app
            title: The camera is off
            actions:
              - label: Open Settings
                opens-settings: true
                go: home
              - label: Try again
                go: camera

        """ + Self.end)
        let found = lint(yaml, "no-re-request")
        // "Try again" asks again without Settings; "Open Settings" then Scan is a status check.
        #expect(found.map(\.message) == ["after camera access is denied the flow asks again at 'camera': camera (deny) \u{2192} off \u{2192} camera;" +
            " the system will not show the alert again, so this request does nothing"])
        #expect(found.first?.location == SourceLocation(line: 27, column: 13))
    }

    @Test func limitedIsNotADenial() {
        let yaml = demoFlow("""
          home:
            kind: app
            title: Home
            actions:
              - label: Add photos
                go: photos
          photos:
            kind: alert
            resource: photos
            purpose: Demo shows the photos you pick.
            on:
              allow-full: done
              limit: home
              deny: done

        """ + Self.end)
        #expect(lint(yaml, "no-re-request").isEmpty)
    }

    @Test func locationButtonDenialDeniesLocation() {
        let yaml = demoFlow("""
          home:
            kind: app
            title: Home
            actions:
              - label: Near me
                go: near-me
          near-me:
            kind: location-button
            label: Current Location
            purpose: Demo uses your location once to find stores.
            on:
              allow-once: done
              deny: why-location
          why-location:
            kind: pre-alert
            resource: location
            title: Stores near you
            button: Continue
            next: location
          location:
            kind: alert
            resource: location
            purpose: Demo uses your location to find stores near you.
            on:
              allow-once: done
              allow-while-using: done
              deny: done

        """ + Self.end)
        let found = lint(yaml, "no-re-request")
        #expect(found.map(\.message) == ["after location access is denied the flow asks again at 'why-location': near-me (deny) \u{2192} why-location;" +
            " the system will not show the location alert again, so this pre-alert leads nowhere"])
    }

    @Test func otherResourcesAfterADenialAreFine() {
        let yaml = demoFlow("""
          home:
            kind: app
            title: Home
            actions:
              - label: Scan
                go: camera
          camera:
            kind: alert
            resource: camera
            purpose: Demo uses the camera to read receipts.
            on:
              allow: done
              deny: manual
          manual:
            kind: app
            title: Dictate it
            actions:
              - label: Dictate
                go: microphone
          microphone:
            kind: alert
            resource: microphone
            purpose: Demo uses the microphone to hear the total you say.
            on:
              allow: done
              deny: done

        """ + Self.end)
        #expect(lint(yaml, "no-re-request").isEmpty)
    }

    @Test func eachReRequestScreenIsReportedOnce() {
        let yaml = demoFlow("""
          home:
            kind: app
            title: Home
            actions:
              - label: Scan
                go: camera
              - label: Scan again
                go: camera
          camera:
            kind: alert
            resource: camera
            purpose: Demo uses the camera to read receipts.
            on:
              allow: done
              deny: home

        """ + Self.end)
        #expect(lint(yaml, "no-re-request").count == 1)
    }

    // MARK: path-sensitive: state checks and relaunches

    /// A scanner that checks the camera's state before it explains and asks: people come back to
    /// home, and the check routes them by what they answered.
    static let guardedScanner = """
      home:
        kind: app
        title: Home
        actions:
          - label: Scan
            go: scan
      scan:
        kind: check
        resource: camera
        on:
          not-determined: why-camera
          denied: camera-off
          allowed: scanner
      why-camera:
        kind: pre-alert
        resource: camera
        title: Scan receipts
        body: Demo reads the total on a receipt you hold up.
        button: Continue
        next: camera
      camera:
        kind: alert
        resource: camera
        purpose: Demo uses the camera to read receipts.
        on:
          allow: scanner
          deny: camera-off
      camera-off:
        kind: settings
        resource: camera
        title: Camera is off
        actions:
          - label: Open Settings
            opens-settings: true
            go: home
          - label: Not now
            go: home
      scanner:
        kind: app
        title: Scanner
        actions:
          - label: Back
            go: home
          - label: Finish
            go: done

    """

    func timing(_ yaml: String) -> [Diagnostic] {
        Linter().lint(path: "timing.yaml", text: yaml).diagnostics.filter {
            ["no-re-request", "no-prealert-when-allowed", "always-from-while-using"].contains($0.ruleID)
        }
    }

    @Test func checkGuardedReEntryIsClean() {
        let yaml = demoFlow(Self.guardedScanner + Self.end)
        #expect(timing(yaml).isEmpty, "\(timing(yaml).map(\.message))")
        #expect(Linter().lint(path: "timing.yaml", text: yaml).errorCount == 0)
    }

    @Test func reRequestThroughAnUnguardedPathIsReportedWithItsPath() {
        // "Try again" on the Settings screen goes round the check.
        let unguarded = Self.guardedScanner.replacingOccurrences(of: """
              - label: Not now
                go: home
        """, with: """
              - label: Try again
                go: why-camera
        """)
        let found = lint(demoFlow(unguarded + Self.end), "no-re-request")
        #expect(found.map(\.message) == ["after camera access is denied the flow asks again at 'why-camera': camera (deny) \u{2192} camera-off \u{2192} why-camera;" +
            " the system will not show the camera alert again, so this pre-alert leads nowhere"])
        // At the edge that makes the path: "Try again"'s `go: why-camera`.
        #expect(found.first?.location == SourceLocation(line: 42, column: 13))
        #expect(found.first?.severity == .error)
    }

    @Test func checkThatSendsDenialToThePreAlertIsNoGuard() {
        let leaky = Self.guardedScanner.replacingOccurrences(of: "denied: camera-off", with: "denied: why-camera")
        let found = lint(demoFlow(leaky + Self.end), "no-re-request")
        #expect(found.map(\.message) == ["after camera access is denied the flow asks again at 'why-camera': camera (deny)" +
            " \u{2192} camera-off \u{2192} home \u{2192} scan (denied) \u{2192} why-camera;" +
            " the system will not show the camera alert again, so this pre-alert leads nowhere"])
        // The check's `denied: why-camera`.
        #expect(found.first?.location == SourceLocation(line: 17, column: 15))
    }

    /// The flow every `init` starter was before checks: explain, ask, and a denial that ends.
    static let unguardedScanner = """
      home:
        kind: app
        title: Home
        actions:
          - label: Scan
            go: why-camera
      why-camera:
        kind: pre-alert
        resource: camera
        title: Scan receipts
        body: Demo reads the total on a receipt you hold up.
        button: Continue
        next: camera
      camera:
        kind: alert
        resource: camera
        purpose: Demo uses the camera to read receipts.
        on:
          allow: scanner
          deny: done
      scanner:
        kind: app
        title: Scanner
        actions:
          - label: Finish
            go: done

    """

    @Test func theNextLaunchCounts() {
        let found = timing(demoFlow(Self.unguardedScanner + Self.end))
        #expect(found.map(\.ruleID) == ["no-prealert-when-allowed", "no-re-request"])
        #expect(found.map(\.message) == [
            "camera access may already be authorized when the flow reaches the pre-alert 'why-camera' on the app's next launch:" +
                " camera (allow) \u{2192} scanner (relaunch) \u{2192} home \u{2192} why-camera;" +
                " the system will not show the alert, so this pre-alert explains a request that will not come",
            "after camera access is denied the app's next launch asks again at 'why-camera': camera (deny) \u{2192} done (relaunch) \u{2192} home \u{2192} why-camera;" +
                " the system will not show the camera alert again, so this pre-alert leads nowhere",
        ])
        // Both at home's `go: why-camera`, the edge every later launch takes.
        #expect(found.allSatisfy { $0.location == SourceLocation(line: 11, column: 13) })
        #expect(found.map(\.severity) == [.warning, .error])
    }

    @Test func aRelaunchIntoTheStartScreenIsReportedAtStart() {
        let yaml = demoFlow("""
          why-camera:
            kind: pre-alert
            resource: camera
            title: Scan receipts
            button: Continue
            next: camera
          camera:
            kind: alert
            resource: camera
            purpose: Demo uses the camera to read receipts.
            on:
              allow: done
              deny: done

        """ + Self.end)
        let found = lint(yaml, "no-re-request")
        #expect(found.map(\.message) == ["after camera access is denied the app's next launch asks again at 'why-camera': camera (deny) \u{2192} done (relaunch) \u{2192} why-camera;" +
            " the system will not show the camera alert again, so this pre-alert leads nowhere"])
        // `start: why-camera`: the relaunch edge is written there.
        #expect(found.first?.location == SourceLocation(line: 4, column: 8))
    }

    @Test func aBareAlertOnTheNextLaunchOnlyReadsTheState() {
        // No pre-alert: on the next launch the alert is not shown and routes by the answer,
        // the way an app that calls the request API checks its status.
        let bare = Self.unguardedScanner.replacingOccurrences(of: "go: why-camera", with: "go: camera")
        #expect(timing(demoFlow(bare + Self.end)).isEmpty)
    }

    @Test func preAlertAfterTheAlertAllowedIsAWarning() {
        let again = Self.guardedScanner.replacingOccurrences(of: """
              - label: Back
                go: home
        """, with: """
              - label: Scan another
                go: why-camera
        """)
        let found = lint(demoFlow(again + Self.end), "no-prealert-when-allowed")
        #expect(found.map(\.message) == ["camera access may already be authorized when the flow reaches the pre-alert 'why-camera': camera (allow) \u{2192} scanner \u{2192} why-camera;" +
            " the system will not show the alert, so this pre-alert explains a request that will not come"])
        #expect(found.first?.severity == .warning)
        #expect(lint(demoFlow(again + Self.end), "no-re-request").isEmpty)
    }

    @Test func limitedAndSettingsStatesCountAsAllowed() {
        // The check sends only not-determined and denied elsewhere; a limited grant and whatever
        // Settings leaves it at fall to `otherwise`.
        let yaml = demoFlow("""
          home:
            kind: app
            title: Home
            actions:
              - label: Add photos
                go: pick
          pick:
            kind: check
            resource: photos
            on:
              denied: photos-off
              otherwise: why-photos
          why-photos:
            kind: pre-alert
            resource: photos
            title: Add photos to your album
            button: Continue
            next: photos
          photos:
            kind: alert
            resource: photos
            purpose: Demo shows the photos you pick.
            on:
              allow-full: done
              limit: home
              deny: photos-off
          photos-off:
            kind: settings
            resource: photos
            title: Photos are off
            actions:
              - label: Back
                go: home

        """ + Self.end)
        let found = lint(yaml, "no-prealert-when-allowed")
        #expect(found.map(\.message) == ["photos access may already be limited when the flow reaches the pre-alert 'why-photos':" +
            " photos (limit) \u{2192} home \u{2192} pick (otherwise) \u{2192} why-photos;" +
            " the system will not show the alert, so this pre-alert explains a request that will not come"])
    }

    /// The edges as the analysis' searches cross them (`PermissionStateAnalysis.Steps`, made once
    /// per flow): every bad flow's edges in `graph.outgoing`'s order with their targets and action
    /// marks; for a screen that does not act on the searched resource, an edge that opens Settings
    /// widens the fact, another resource's outcome the alert cannot produce (or a route no state
    /// takes) blocks it, and every other edge keeps it.
    @Test func stepsMirrorTheFlowsEdges() throws {
        var widening = 0, blocking = 0
        // On iOS 17 the contacts alert cannot grant limited access: its `limit` edge is blocked.
        let blocked = demoFlow(header: "ios: 17\n", """
          home:
            kind: app
            title: Home
            actions:
              - label: Find friends
                go: contacts
          contacts:
            kind: alert
            resource: contacts
            purpose: Demo finds your friends in your contacts.
            on:
              allow: done
              limit: done
              deny: done

        """)
        var texts = [("blocked.yaml", blocked)]
        for name in BundledFlowsTests.badFlows + BundledFlowsTests.goodFlows.map({ "../\($0)" }) {
            let url = BundledFlowsTests.badDirectory.appendingPathComponent(name)
            texts.append((name, try String(contentsOf: url, encoding: .utf8)))
        }
        for (name, text) in texts {
            guard let flow = FlowParser().parse(path: name, text: text).flow else { continue }
            let graph = FlowGraph(flow: flow, catalog: .standard)
            let roles = graph.kinds.indices.map { PermissionStateAnalysis.Role(screen: $0, flow: flow, graph: graph, catalog: .standard) }
            let steps = PermissionStateAnalysis.Steps(flow: flow, graph: graph, roles: roles)
            #expect(steps.first.count == graph.outgoing.count + 1)
            #expect(steps.steps.count == graph.outgoing.reduce(0) { $0 + $1.count })
            for (screen, edges) in graph.outgoing.enumerated() {
                #expect(steps.first[screen + 1] - steps.first[screen] == edges.count, "\(name) screen \(screen)")
                for (offset, edge) in edges.enumerated() {
                    let step = steps.steps[steps.first[screen] + offset]
                    #expect(Int(step.to) == (edge.to ?? -1) && step.isAction == edge.isAction, "\(name) screen \(screen)")
                    var opens = false
                    if case let .action(index, _) = edge.kind, index < flow.screens[screen].actions.count {
                        opens = flow.screens[screen].actions[index].opensSettings
                    }
                    var cannot = false
                    if roles[screen].known {
                        if case .outcome(_, nil) = edge.kind { cannot = true }
                        if case let .route(_, states) = edge.kind, states.isEmpty { cannot = true }
                    }
                    let expected: PermissionStateAnalysis.Steps.Pass = opens ? .widens : (cannot ? .blocked : .keeps)
                    #expect(step.pass == expected, "\(name) screen \(screen) edge \(offset)")
                    if step.pass == .widens { widening += 1 }
                    if step.pass == .blocked { blocking += 1 }
                }
            }
        }
        // Both kinds of edges are there (the bundled flows' Settings actions, the iOS 17 flow's `limit`).
        #expect(widening > 0 && blocking > 0)
    }

    /// The analysis keeps one bit per fact and screen in a UInt64; a state added to
    /// `PermissionState` must not push the facts past it (the analysis would find nothing).
    @Test func everyFactFitsTheAnalysisBitSet() {
        #expect(PermissionStateAnalysis.Fact.codeCount <= 64)
        let codes = PermissionState.allCases.flatMap { state in
            [false, true].flatMap { denied in [false, true].map { PermissionStateAnalysis.Fact(state: state, deniedHere: denied, upgradeAsked: $0).code } }
        }
        #expect(Set(codes).count == codes.count && codes.allSatisfy { $0 < PermissionStateAnalysis.Fact.codeCount })
        #expect(Set(PermissionState.allCases.map(PermissionStateAnalysis.Fact.index(of:))) == Set(0..<PermissionState.allCases.count))
    }

    // MARK: always-from-while-using

    static func trails(_ location: String, always: String = "") -> String {
        """
          home:
            kind: app
            title: Trails
            actions:
              - label: Record my hike
                go: location
          location:
            kind: alert
            resource: location
            purpose: Trails shows where you are on the trail map.
            on:
        \(location)
          always:
            kind: alert
            resource: location-always
            purpose: Trails records your route while the app is closed so your hike map is complete.
            on:
              keep-while-using: done
              allow-always: done
        \(always)

        """
    }

    @Test func alwaysFromWhileUsingIsClean() {
        let yaml = demoFlow(Self.trails("      allow-once: done\n      allow-while-using: always\n      deny: done") + Self.end)
        #expect(lint(yaml, "always-from-while-using").isEmpty)
    }

    @Test(arguments: [
        ("allow-once: always", "allowed-once", "location (allow-once) \u{2192} always", "iOS shows nothing"),
        ("deny: always", "denied", "location (deny) \u{2192} always", "iOS shows nothing"),
    ])
    func alwaysFromAnotherStateIsReported(_ outcome: String, _ state: String, _ path: String, _ shows: String) {
        let outcomes = ["allow-once: done", "allow-while-using: done", "deny: done"]
            .map { $0.hasPrefix(outcome.prefix(while: { $0 != ":" }) + ":") ? outcome : $0 }
            .map { "      " + $0 }.joined(separator: "\n")
        let found = lint(demoFlow(Self.trails(outcomes) + Self.end), "always-from-while-using")
        #expect(found.map(\.message) == ["'always' asks for Always while location may be \(state): \(path); \(shows)"])
        #expect(found.first?.severity == .error)
        #expect(found.first?.hint?.contains("only where a check on `location` says `while-using`") == true)
    }

    @Test func alwaysBeforeLocationIsReportedWithTheSequence() {
        let yaml = demoFlow(Self.trails("      allow-once: done\n      allow-while-using: done\n      deny: done")
            .replacingOccurrences(of: "go: location", with: "go: always") + Self.end)
        let found = lint(yaml, "always-from-while-using")
        #expect(found.map(\.message) == ["'always' asks for Always while location may be not-determined: home \u{2192} always;" +
            " iOS shows its when-in-use alert (Allow Once, Allow While Using App, Don't Allow) instead"])
    }

    @Test func alwaysOnTheNextLaunchNeedsACheck() {
        // Home goes straight to the Always alert; after a relaunch location may be anything.
        let yaml = demoFlow("""
          home:
            kind: app
            title: Trails
            actions:
              - label: Find me
                go: location
              - label: Record in the background
                go: always
          location:
            kind: alert
            resource: location
            purpose: Trails shows where you are on the trail map.
            on:
              allow-once: done
              allow-while-using: done
              deny: done
          always:
            kind: alert
            resource: location-always
            purpose: Trails records your route while the app is closed so your hike map is complete.
            on:
              keep-while-using: done
              allow-always: done

        """ + Self.end)
        #expect(lint(yaml, "always-from-while-using").count == 1)
        let guarded = yaml.replacingOccurrences(of: "go: always", with: "go: can-record").replacingOccurrences(of: "  location:\n", with: """
          can-record:
            kind: check
            resource: location
            on:
              while-using: always
              otherwise: location
          location:

        """)
        #expect(lint(guarded, "always-from-while-using").isEmpty, "\(lint(guarded, "always-from-while-using").map(\.message))")
    }

    @Test func aCheckOnTheAlwaysRequestRoutesLocationsStates() {
        // The check reads location's one state; denied, not determined and one-time access are
        // no states of `location-always`, and take `otherwise` as the walker sends them.
        let yaml = { (otherwise: String) in demoFlow("""
          home:
            kind: app
            title: Trails
            actions:
              - label: Record in the background
                go: can-record
          can-record:
            kind: check
            resource: location-always
            on:
              while-using: always
              otherwise: \(otherwise)
          always:
            kind: alert
            resource: location-always
            purpose: Trails records your route while the app is closed so your hike map is complete.
            on:
              keep-while-using: done
              allow-always: done

        """ + Self.end) }
        #expect(lint(yaml("done"), "always-from-while-using").isEmpty)
        let found = lint(yaml("always"), "always-from-while-using")
        #expect(found.map(\.message) == ["'always' asks for Always while location may be not-determined: home \u{2192} can-record (otherwise) \u{2192} always;" +
            " iOS shows its when-in-use alert (Allow Once, Allow While Using App, Don't Allow) instead"])
    }

    /// An Always pre-alert is reported where location may already be Always; that the upgrade
    /// was already asked (the app's own memory, which a flow cannot check) is not reported.
    @Test func anAlwaysPreAlertWhereLocationMayBeAlwaysIsAWarning() {
        let yaml = demoFlow(Self.trails("      allow-once: done\n      allow-while-using: why-always\n      deny: done", always: """
          why-always:
            kind: pre-alert
            resource: location-always
            title: Record your whole hike
            body: Trails keeps recording your route while the app is closed.
            button: Continue
            next: always
        """).replacingOccurrences(of: "keep-while-using: done", with: "keep-while-using: home") + Self.end)
        let found = lint(yaml, "no-prealert-when-allowed")
        #expect(found.map(\.message) == ["location access may already be always when the flow reaches the pre-alert 'why-always' on the app's next launch:" +
            " always (allow-always) \u{2192} done (relaunch) \u{2192} home \u{2192} location (allow-while-using) \u{2192} why-always;" +
            " the system will not show the alert, so this pre-alert explains a request that will not come"])
    }
}

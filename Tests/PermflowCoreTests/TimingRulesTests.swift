import Testing
@testable import PermflowCore

/// The "when to ask" rules: messages, locations and the graph cases their examples do not show.
@Suite struct TimingRulesTests {
    func lint(_ yaml: String, _ rule: String) -> [Diagnostic] {
        Linter().lint(path: "timing.yaml", text: yaml).diagnostics.filter { $0.ruleID == rule }
    }

    /// A flow with `screens` under a standard header.
    func flow(start: String, launch: String = "", _ screens: String) -> String {
        "permflow: 1\nname: Test\napp: Demo\nstart: \(start)\n\(launch)screens:\n" + screens
    }

    static let end = """
      done:
        kind: end
        title: Done

    """

    // MARK: request-in-context

    @Test func chainedAlertIsReportedAtTheChainingOutcome() {
        let yaml = flow(start: "home", """
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
        let yaml = flow(start: "home", """
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
        let yaml = flow(start: "why-camera", """
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
        let yaml = flow(start: "home", """
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
        let yaml = flow(start: "home", """
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
        let yaml = flow(start: "home", """
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
        let yaml = flow(start: "welcome", """
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
        #expect(lint(flow(start: "location", launch: declared, screens), "no-launch-request").isEmpty)
        let other = "launch-request:\n  resource: camera\n  reason: The app is a camera.\n"
        let found = lint(flow(start: "location", launch: other, screens), "no-launch-request")
        #expect(found.map(\.message) == ["the location alert 'location' is the start screen, so it shows at launch before the person chooses anything"])
        #expect(found.first?.hint == "`launch-request` declares camera, not location; request the location from the action that needs it")
    }

    @Test func anActionOnTheWayMakesItNoLaunchRequest() {
        let yaml = flow(start: "home", """
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
        let yaml = flow(start: "nowhere", """
          camera:
            kind: alert
            resource: camera
            purpose: Demo uses the camera to read receipts.
            on:
              allow: done
              deny: done

        """ + Self.end)
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
        #expect(lint(flow(start: "home", Self.trackingScreens), "tracking-before-collection").isEmpty)
    }

    @Test func reportsTheShortestPathWithoutAllowingOncePerScreen() {
        // The feed also collects; it is reachable from home directly (never asked) and after a denial.
        let yaml = flow(start: "home", Self.trackingScreens.replacingOccurrences(
            of: "  feed:\n    kind: end\n    title: Stories\n",
            with: "  feed:\n    kind: end\n    title: Stories\n    collects: [tracking]\n"))
        let found = lint(yaml, "tracking-before-collection")
        #expect(found.map(\.message) == ["'feed' collects tracking data before the tracking alert was shown: home \u{2192} feed"])
        #expect(found.first?.location == SourceLocation(line: 31, column: 16))
        #expect(found.first?.severity == .error)
    }

    @Test func theAnsweredAlertFollowsOnlyTheStoredAnswer() {
        // After allowing, coming back to the alert cannot lead down its ask-not-to-track edge.
        let yaml = flow(start: "att", """
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
        let yaml = flow(start: "home", """
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
        let yaml = flow(start: "att", """
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
        let found = lint(flow(start: "home", Self.cameraWithSettings + Self.end), "no-re-request")
        #expect(found.map(\.message) == ["after camera access is denied the flow asks again at 'why-camera': camera (deny) \u{2192} blocked \u{2192} home \u{2192} why-camera; the system will not show the camera alert again, so this pre-alert leads nowhere"])
        // At the link that leads back: home's `go: why-camera`.
        #expect(found.first?.location == SourceLocation(line: 11, column: 13))
        #expect(found.first?.hint == "point people to Settings instead: lead the denial to a `settings` screen for the resource, and where people come back, check the state first (`kind: check` routing `denied` to that screen)")
    }

    @Test func alertAfterSettingsOnlyChecksTheStoredState() {
        let direct = Self.cameraWithSettings.replacingOccurrences(of: "go: why-camera", with: "go: camera")
        #expect(lint(flow(start: "home", direct + Self.end), "no-re-request").isEmpty)
    }

    @Test func alertAfterAnOpensSettingsActionIsFine() {
        let yaml = flow(start: "home", """
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
        #expect(found.map(\.message) == ["after camera access is denied the flow asks again at 'camera': camera (deny) \u{2192} off \u{2192} camera; the system will not show the alert again, so this request does nothing"])
        #expect(found.first?.location == SourceLocation(line: 27, column: 13))
    }

    @Test func limitedIsNotADenial() {
        let yaml = flow(start: "home", """
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
        let yaml = flow(start: "home", """
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
        #expect(found.map(\.message) == ["after location access is denied the flow asks again at 'why-location': near-me (deny) \u{2192} why-location; the system will not show the location alert again, so this pre-alert leads nowhere"])
    }

    @Test func otherResourcesAfterADenialAreFine() {
        let yaml = flow(start: "home", """
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
        let yaml = flow(start: "home", """
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
}

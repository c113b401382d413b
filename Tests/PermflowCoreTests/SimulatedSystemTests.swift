import Foundation
import Testing
@testable import PermflowCore

/// "The simulated system" of shared/hig-rules.md and the location button's walker notes, one
/// test (or one table row) per statement, walked through `ScriptedWalk` on the bundled flows and
/// small inline ones.
@Suite struct SimulatedSystemTests {
    // MARK: An alert appears only while the state is not determined

    struct AlertCase: CustomTestStringConvertible, Sendable {
        var flow: String
        /// Keys from the start to the alert.
        var path: String
        /// Keys that answer it.
        var answer: String
        var resource: ResourceID
        var stored: PermissionState
        var arrivedAt: String
        var testDescription: String { "\(flow) \(answer) → \(resource) \(stored.rawValue)" }
    }

    static let alertCases: [AlertCase] = [
        AlertCase(flow: "camera", path: "enter,enter", answer: "2", resource: "camera", stored: .authorized, arrivedAt: "scanner"),
        AlertCase(flow: "camera", path: "enter,enter", answer: "1", resource: "camera", stored: .denied, arrivedAt: "camera-off"),
        AlertCase(flow: "ko-camera", path: "enter,enter", answer: "2", resource: "camera", stored: .authorized, arrivedAt: "scanner"),
        AlertCase(flow: "ko-camera", path: "enter,enter", answer: "1", resource: "camera", stored: .denied, arrivedAt: "camera-off"),
        AlertCase(flow: "microphone", path: "enter,enter", answer: "2", resource: "microphone", stored: .authorized, arrivedAt: "recording"),
        AlertCase(flow: "microphone", path: "enter,enter", answer: "1", resource: "microphone", stored: .denied, arrivedAt: "microphone-off"),
        AlertCase(flow: "photos", path: "enter,enter", answer: "1,1,7", resource: "photos", stored: .limited, arrivedAt: "shared-photos"),
        AlertCase(flow: "photos", path: "enter,enter", answer: "2", resource: "photos", stored: .authorized, arrivedAt: "library"),
        AlertCase(flow: "photos", path: "enter,enter", answer: "3", resource: "photos", stored: .denied, arrivedAt: "photos-off"),
        AlertCase(flow: "contacts", path: "enter,enter", answer: "2,1,1,7,1", resource: "contacts", stored: .limited, arrivedAt: "chosen-friends"),
        AlertCase(flow: "contacts", path: "enter,enter", answer: "2,2", resource: "contacts", stored: .authorized, arrivedAt: "friends"),
        AlertCase(flow: "contacts", path: "enter,enter", answer: "1", resource: "contacts", stored: .denied, arrivedAt: "by-number"),
        AlertCase(flow: "calendar", path: "enter,enter", answer: "2", resource: "calendar", stored: .authorized, arrivedAt: "planner"),
        AlertCase(flow: "calendar", path: "enter,enter", answer: "1", resource: "calendar", stored: .denied, arrivedAt: "calendar-off"),
        AlertCase(flow: "location", path: "enter,enter", answer: "1", resource: "location", stored: .allowedOnce, arrivedAt: "nearby"),
        AlertCase(flow: "location", path: "enter,enter", answer: "2", resource: "location", stored: .whileUsing, arrivedAt: "nearby"),
        AlertCase(flow: "location", path: "enter,enter", answer: "3", resource: "location", stored: .denied, arrivedAt: "location-off"),
        AlertCase(flow: "ko-location", path: "enter,enter", answer: "1", resource: "location", stored: .allowedOnce, arrivedAt: "nearby"),
        AlertCase(flow: "ko-location", path: "enter,enter", answer: "2", resource: "location", stored: .whileUsing, arrivedAt: "nearby"),
        AlertCase(flow: "ko-location", path: "enter,enter", answer: "3", resource: "location", stored: .denied, arrivedAt: "location-off"),
        AlertCase(flow: "tracking", path: "enter,enter", answer: "1", resource: "tracking", stored: .denied, arrivedAt: "feed"),
        AlertCase(flow: "tracking", path: "enter,enter", answer: "2", resource: "tracking", stored: .authorized, arrivedAt: "feed-tailored-ads"),
        AlertCase(flow: "notifications", path: "enter,enter", answer: "1", resource: "notifications", stored: .denied, arrivedAt: "notifications-off"),
        AlertCase(flow: "notifications", path: "enter,enter", answer: "2", resource: "notifications", stored: .authorized, arrivedAt: "reminder-time"),
    ]

    @Test(arguments: alertCases)
    func theAlertAppearsWhileNotDeterminedAndStoresTheAnswer(_ c: AlertCase) throws {
        let walker = try WalkFixture.walker(c.flow)
        let asked = try WalkFixture.keys(walker, c.path)
        let alert = try #require(asked.finalState.alert, "no alert after \(c.path)")
        #expect(alert.resource == c.resource && !alert.fromLocationButton)
        #expect(asked.finalState.permissions.state(of: c.resource) == .notDetermined)
        #expect(walker.screen(asked.finalState)?.kind.value == .alert)

        let answered = try WalkFixture.keys(walker, c.answer, from: asked.finalState)
        #expect(answered.finalState.alert == nil)
        #expect(answered.finalState.screenID == c.arrivedAt)
        #expect(answered.finalState.permissions.state(of: c.resource) == c.stored)
        #expect(answered.records.last?.arrivedAt == c.arrivedAt)
        #expect(answered.records.last?.permissions[c.resource.rawValue] == c.stored.rawValue)
    }

    @Test(arguments: alertCases)
    func onceDeterminedTheWalkFollowsTheStoredAnswerAndSaysSo(_ c: AlertCase) throws {
        let walker = try WalkFixture.walker(c.flow)
        let answered = try WalkFixture.keys(walker, "\(c.path),\(c.answer)")
        // A relaunch keeps every state but one-time access; walk the same way again.
        let again = try WalkFixture.keys(walker, "R,\(c.path)", from: answered.finalState)
        if c.stored == .allowedOnce {
            #expect(again.finalState.alert?.resource == c.resource, "an expired one-time grant asks again")
            #expect(again.effects.contains(.relaunched(expired: [c.resource], arrivedAt: "home",
                                                        notes: [.relaunched(expired: [c.resource])])))
            return
        }
        // Home's action passes the flow's check, which goes where the stored answer leads: no
        // pre-alert, no alert.
        let home = try WalkFixture.keys(walker, "R,enter", from: answered.finalState)
        let checked = "checked \(c.resource): \(c.stored.rawValue)"
        #expect(home.finalState.alert == nil)
        #expect(home.finalState.screenID == c.arrivedAt)
        #expect(home.finalState.permissions.state(of: c.resource) == c.stored)
        #expect(home.records.last?.arrivedAt == c.arrivedAt)
        #expect(home.finalState.note?.hasPrefix(checked) == true && home.finalState.note?.hasSuffix("\u{2192} \(c.arrivedAt)") == true,
                "\(home.finalState.note ?? "")")
        // Reached past the check (the pre-alert on its own), the alert is not shown again and
        // the walk follows the stored answer, saying so.
        let preAlert = try walker.state(at: "why-\(c.resource)", permissions: answered.finalState.permissions)
        let skipped = try WalkFixture.keys(walker, "enter", from: preAlert)
        let note = "not shown: \(c.resource) already \(c.stored.rawValue)"
        #expect(skipped.finalState.alert == nil)
        #expect(skipped.finalState.screenID == c.arrivedAt)
        #expect(skipped.records.last?.notes.map(\.english) == [note])
        #expect(skipped.records.last?.arrivedAt == c.arrivedAt)
        #expect(skipped.finalState.note == note)
    }

    @Test func aLaunchRequestAsksAtStartWithNothingBehindIt() throws {
        let walker = Walker(flow: try WalkFixture.inline(WalkFixture.manyResources))
        let state = walker.start()
        #expect(state.screenID == "camera" && state.alert?.resource == "camera" && state.alert?.backdrop == nil)
    }

    @Test func notificationsShowTheSystemsOwnMessage() throws {
        let walker = try WalkFixture.walker("notifications")
        let alert = try #require(try WalkFixture.keys(walker, "enter,enter").finalState.alert)
        #expect(alert.text.systemMessage?.hasPrefix("Notifications may include alerts") == true)
        #expect(alert.buttons.map(\.label) == ["Don\u{2019}t Allow", "Allow"])
    }

    @Test func koreanFlowsGetKoreanAlertButtons() throws {
        let camera = try #require(try WalkFixture.keys(try WalkFixture.walker("ko-camera"), "enter,enter").finalState.alert)
        #expect(camera.buttons.map(\.label) == ["허용 안 함", "허용"])
        let location = try #require(try WalkFixture.keys(try WalkFixture.walker("ko-location"), "enter,enter").finalState.alert)
        #expect(location.buttons.map(\.label) == ["한 번 허용", "앱을 사용하는 동안 허용", "허용 안 함"])
    }

    @Test func olderIOSDrawsItsOwnButtons() throws {
        // microphone.yaml declares ios: 17, whose alert reads Allow (OK until iOS 16; research S8).
        let alert = try #require(try WalkFixture.keys(try WalkFixture.walker("microphone"), "enter,enter").finalState.alert)
        #expect(alert.buttons.map(\.label) == ["Don\u{2019}t Allow", "Allow"])
        let older = try #require(SystemAlertCatalog.standard.resource("microphone")?.alert(locale: "en", ios: 16))
        #expect(older.buttons.map(\.label) == ["Don\u{2019}t Allow", "OK"])
    }

    static let locationAlways = """
    permflow: 1
    name: Always
    app: Runs
    start: location
    screens:
      location:
        kind: alert
        resource: location
        purpose: Runs uses your location to map your run.
        on: {allow-once: done, allow-while-using: always, deny: done}
      always:
        kind: alert
        resource: location-always
        purpose: Runs uses your location in the background to keep mapping your run when the screen is off.
        on: {keep-while-using: done, allow-always: done}
      done: {kind: end, title: Done}
    """

    @Test func locationAlwaysStoresWhileUsingOrAlwaysAndIsNotAskedAgain() throws {
        let walker = Walker(flow: try WalkFixture.inline(Self.locationAlways))
        let upgrade = try WalkFixture.keys(walker, "2")
        #expect(upgrade.finalState.alert?.resource == "location-always")
        #expect(upgrade.finalState.alert?.backdrop == nil, "the location alert before it was not a screen")
        #expect(walker.choices(upgrade.finalState).map(\.label) == ["Keep Only While Using", "Change to Always Allow"])

        let always = try WalkFixture.keys(walker, "2", from: upgrade.finalState).finalState
        // One authorization: the upgrade's answer is location's state.
        #expect(always.screenID == "done" && always.permissions.states == ["location": .always])
        let kept = try WalkFixture.keys(walker, "1", from: upgrade.finalState).finalState
        #expect(kept.permissions.states == ["location": .whileUsing] && kept.permissions.upgradeAsked("location"))

        let relaunched = try WalkFixture.keys(walker, "R", from: always)
        #expect(relaunched.finalState.screenID == "done")
        #expect(relaunched.effects == [.relaunched(expired: [], arrivedAt: "done", notes: [
            .relaunched(expired: []),
            .notShown(resource: "location", state: .always, upgradeAskedFor: nil),
            .followsAnotherAnswer(state: .always, follows: "allow-while-using"),
            .notShown(resource: "location", state: .always, upgradeAskedFor: nil),
        ])])
        #expect(relaunched.finalState.notes.map(\.english) == [
            "relaunched: no one-time grant to end",
            "not shown: location already always",
            "always is not an answer this alert gives; following 'allow-while-using'",
            "not shown: location already always",
        ])
    }

    // MARK: A state the alert cannot give (set in Settings)

    @Test func aStateTheAlertCannotGiveFollowsTheNearestAnswer() throws {
        let walker = try WalkFixture.walker("location")
        // Settings offers Always for location; the location alert has no such button.
        // Past the flow's check (which would route Always to the stores itself): the pre-alert's
        // Continue reaches the alert, which is not shown.
        let set = try WalkFixture.keys(walker, "p,right,right,esc")
        let preAlert = try walker.state(at: "why-location", permissions: set.finalState.permissions)
        let walk = try WalkFixture.keys(walker, "enter", from: preAlert)
        #expect(walk.finalState.permissions.state(of: "location") == .always)
        #expect(walk.finalState.screenID == "nearby")
        #expect(walk.records.last?.notes.map(\.english) == ["not shown: location already always",
                                             "always is not an answer this alert gives; following 'allow-while-using'"])
    }

    // MARK: Skipped alerts

    @Test func aSkippedAlertIsNeverTheBackdropOfTheNextOne() throws {
        let flow = try WalkFixture.inline(ExampleFlow(name: "Chain", app: "Demo", home: "Home", action: "Go").expand("""
        tracking:
          kind: alert
          resource: tracking
          purpose: Demo uses your activity in other apps to show ads you like.
          on: {allow: camera, ask-not-to-track: camera}
        camera:
          kind: alert
          resource: camera
          purpose: Demo uses the camera to scan codes.
          on: {allow: done, deny: done}
        done: {kind: end, title: Done}
        """))
        let walker = Walker(flow: flow)
        #expect(walker.resources == ["tracking", "camera"])
        let walk = try WalkFixture.keys(walker, "p,right,right,esc,enter")
        #expect(walk.finalState.screenID == "camera" && walk.finalState.alert?.resource == "camera")
        #expect(walk.finalState.alert?.backdrop == "home" && walk.finalState.previousScreenID == "home")
        // The flow names no `ios:`: iOS 27, which draws iOS 26's camera alert, marked carried over.
        #expect(walk.records.last?.notes.map(\.english) == ["not shown: tracking already authorized",
                                                           "wording as on iOS 26, no iOS 27 source: camera alert (en)"])
    }

    @Test func alertsThatAreNotShownCannotLoopForever() throws {
        let flow = try WalkFixture.inline(ExampleFlow(name: "Loop", app: "Demo", home: "Home", action: "Go").expand("""
        a:
          kind: alert
          resource: camera
          purpose: Demo uses the camera to scan codes.
          on: {allow: b, deny: b}
        b:
          kind: alert
          resource: microphone
          purpose: Demo uses the microphone to record memos.
          on: {allow: a, deny: a}
        """))
        let walker = Walker(flow: flow)
        let walk = try WalkFixture.keys(walker, "p,right,down,right,esc,enter")
        #expect(walk.records.last?.notes.last?.english == "stopped: a → b → a leads in a circle with nothing on screen")
    }

    // MARK: Settings > Privacy

    @Test func thePrivacyPanelListsEveryResourceTheFlowUses() throws {
        #expect(try WalkFixture.walker("camera").resources == ["camera"])
        #expect(try WalkFixture.walker("location-button").resources == ["location"])
        #expect(try WalkFixture.walker("tracking").resources == ["tracking"])
        #expect(try WalkFixture.walker("contacts").resources == ["contacts"])
        #expect(Walker(flow: try WalkFixture.inline(WalkFixture.manyResources)).resources
                == ["camera", "tracking", "photos", "location"])
    }

    @Test func thePrivacyPanelShowsEachStateAndPurposeString() throws {
        let camera = try WalkFixture.walker("camera")
        let denied = try WalkFixture.keys(camera, "enter,enter,1").finalState
        #expect(camera.privacyEntries(denied) == [PrivacyEntry(
            resource: "camera", displayName: "camera", settingsName: "Camera", state: .denied, stateLabel: "Off",
            purpose: "Receipts uses the camera to read the store, date and total on receipts you scan.",
            settableStates: [.notDetermined, .denied, .authorized])])
        let button = try WalkFixture.walker("location-button")
        #expect(button.privacyEntries(button.start()).map(\.purpose)
                == ["Brew uses your location once to list the cafés within walking distance."])
        let notifications = try WalkFixture.walker("notifications")
        #expect(notifications.privacyEntries(notifications.start()).map(\.purpose) == [nil])
        #expect(notifications.privacyEntries(notifications.start()).map(\.state) == [.notDetermined])
    }

    @Test func thePrivacyPanelOffersTheStatesSettingsOffers() throws {
        let walker = Walker(flow: try WalkFixture.inline(WalkFixture.manyResources))
        // From no access to the most, as location's list reads: → from Off turns a switch on.
        #expect(walker.settableStates("camera") == [.notDetermined, .denied, .authorized])
        #expect(walker.settableStates("photos") == [.notDetermined, .denied, .limited, .authorized])
        #expect(walker.settableStates("contacts") == [.notDetermined, .denied, .limited, .authorized])
        #expect(walker.settableStates("tracking") == [.notDetermined, .denied, .authorized])
        #expect(walker.settableStates("notifications") == [.notDetermined, .denied, .authorized])
        // Location offers Settings' own list, in its order: Never, Ask Next Time, While Using, Always.
        #expect(walker.settableStates("location") == [.denied, .notDetermined, .whileUsing, .always])
        #expect(walker.settableStates("location-always") == walker.settableStates("location"), "location's one authorization")
        let ios17 = Walker(flow: try WalkFixture.bundled("microphone"))
        #expect(ios17.settableStates("contacts") == [.notDetermined, .denied, .authorized])
    }

    @Test func thePrivacyPanelMovesAndChangesStates() throws {
        let walker = Walker(flow: try WalkFixture.inline(WalkFixture.manyResources))
        let atHome = try WalkFixture.keys(walker, "1").finalState
        #expect(try WalkFixture.keys(walker, "p", from: atHome).finalState.overlay == .privacy(selection: 0))
        #expect(try WalkFixture.keys(walker, "p,down,down", from: atHome).finalState.overlay == .privacy(selection: 2))
        // Camera, tracking and its device-wide Allow Apps to Request to Track, photos, location and
        // its Precise Location switch: six lines.
        #expect(walker.privacyRows == [.state("camera"), .state("tracking"), .trackingRequests("tracking"), .state("photos"),
                                       .state("location"), .precise("location")])
        #expect(try WalkFixture.keys(walker, "p,tab,btab,up", from: atHome).finalState.overlay == .privacy(selection: 5))
        #expect(try WalkFixture.keys(walker, "p,up,down", from: atHome).finalState.overlay == .privacy(selection: 0))

        let changed = try WalkFixture.keys(walker, "p,down,down,down,right,right", from: atHome)
        #expect(changed.finalState.permissions.state(of: "photos") == .limited)
        #expect(changed.effects == [.settingsChanged(resource: "photos", from: .notDetermined, to: .denied),
                                    .settingsChanged(resource: "photos", from: .denied, to: .limited)])
        #expect(changed.finalState.note == "Settings: photos is now limited (Limited Access); it takes effect at the next request")
        #expect(changed.finalState.screenID == "home" && changed.finalState.overlay == .privacy(selection: 3))
        // The camera's stored denial (Off): → turns it on, ← back to not determined.
        #expect(try WalkFixture.keys(walker, "p,right", from: atHome).finalState.permissions.state(of: "camera") == .authorized)
        #expect(try WalkFixture.keys(walker, "p,left", from: atHome).finalState.permissions.state(of: "camera") == .notDetermined)
        #expect(try WalkFixture.keys(walker, "p,enter", from: atHome).finalState.permissions.state(of: "camera") == .authorized)
        // Any other key closes the panel and changes nothing.
        for key in ["esc", "p", "q", "1", "x"] {
            let closed = try WalkFixture.keys(walker, "p,\(key)", from: atHome)
            #expect(closed.finalState == atHome, "\(key) should close the panel")
        }
    }

    /// Issue 34: from "Off", → gave "Not Asked Yet", then "On". The panel steps from no access to
    /// the most, so → from Off is On and ← from Off is Not Asked Yet, in every switch's words.
    @Test func rightFromOffTurnsTheSwitchOn() throws {
        let walker = try WalkFixture.walker("camera")
        let denied = try WalkFixture.keys(walker, "enter,enter,1").finalState
        let right = try WalkFixture.keys(walker, "p,right", from: denied).finalState
        #expect(walker.privacyEntries(right).map(\.stateLabel) == ["On"])
        let left = try WalkFixture.keys(walker, "p,left", from: denied).finalState
        #expect(walker.privacyEntries(left).map(\.stateLabel) == ["Not Asked Yet"])
        // Photos (iOS 17+): None, Limited Access, Full Access, as the list reads top to bottom.
        let many = Walker(flow: try WalkFixture.inline(WalkFixture.manyResources))
        let labels = many.settableStates("photos").map { many.settingsLabel($0, of: "photos") }
        #expect(labels == ["Not Asked Yet", "None", "Limited Access", "Full Access"])
    }

    /// Issue 34: a Korean flow's panel kept the English heading "Settings › Privacy".
    @Test func thePanelsHeadingIsInTheFlowsLanguage() throws {
        let walker = try WalkFixture.walker("ko-camera")
        let open = try WalkFixture.keys(walker, "p").finalState
        let text = Renderer.render(open, walker: walker, options: RenderOptions(width: 80, height: 24)).plainText
        #expect(text.contains("설정 \u{203A} 개인정보 보호"))
        #expect(!text.contains("Settings \u{203A} Privacy"))
    }

    /// iOS shows no Settings over its own alert: `p` at an alert only says so, and the alert's
    /// answer is the only change (it once stored over a Settings change made behind the alert).
    @Test func settingsDoNotOpenOverASystemAlert() throws {
        let walker = try WalkFixture.walker("camera")
        let atAlert = try WalkFixture.keys(walker, "enter,enter").finalState
        #expect(atAlert.alert?.resource == "camera")
        let pressed = try WalkFixture.keys(walker, "p", from: atAlert)
        #expect(pressed.finalState.overlay == nil)
        #expect(pressed.effects.isEmpty)
        #expect(pressed.finalState.note == "Settings cannot open while the camera alert is up: answer it first")
        // The keys that would have changed the camera in the panel now reach the alert.
        let answered = try WalkFixture.keys(walker, "p,right,right,2", from: atAlert)
        #expect(!answered.effects.contains { if case .settingsChanged = $0 { true } else { false } })
        #expect(answered.finalState.permissions.state(of: "camera") == .authorized)
        // Away from the alert, `p` opens the panel as before.
        let after = try WalkFixture.keys(walker, "p", from: answered.finalState)
        #expect(after.finalState.overlay == .privacy(selection: 0))
    }

    @Test func aSettingsChangeTakesEffectAtTheNextRequest() throws {
        let walker = try WalkFixture.walker("camera")
        let denied = try WalkFixture.keys(walker, "p,right,esc")
        #expect(denied.finalState.permissions.state(of: "camera") == .denied)
        #expect(denied.finalState.screenID == "home")
        // The flow checks the camera before it asks: the denial set in Settings routes to the hint.
        let walk = try WalkFixture.keys(walker, "enter", from: denied.finalState)
        #expect(walk.finalState.screenID == "camera-off" && walk.finalState.alert == nil)
        #expect(walk.records.last?.notes.map(\.english) == ["checked camera: denied \u{2192} camera-off"])
    }

    @Test func openSettingsOpensThePanelOnTheScreensResource() throws {
        let flow = try WalkFixture.inline(HomeFlow(name: "Settings", more: "collects: [tracking]",
                actions: [("Photos", "photos")]).expand(indented: """
          photos:
            kind: alert
            resource: photos
            purpose: Demo shows your photos so you can pick one.
            on: {allow-full: done, limit: done, deny: photos-off}
          photos-off:
            kind: settings
            resource: photos
            title: Photos are off
            actions:
              - label: Open Settings
                opens-settings: true
                go: done
          done: {kind: end, title: Done}
        """))
        let walker = Walker(flow: flow)
        #expect(walker.resources == ["tracking", "photos"])
        let off = try WalkFixture.keys(walker, "1,3")
        #expect(off.finalState.screenID == "photos-off")
        let opened = try WalkFixture.keys(walker, "1", from: off.finalState)
        // Settings opens over the screen; the walk goes on to `done` when it closes.
        #expect(opened.finalState.screenID == "photos-off" && opened.finalState.afterSettings == "done")
        // Tracking's two lines (its state and the device's switch) come first: photos is the third.
        #expect(opened.finalState.overlay == .privacy(selection: 2))
        #expect(opened.records.last?.notes.map(\.english) == ["opened Settings > Privacy; the walk goes on to 'done' when it closes"])
        #expect(opened.records.last?.arrivedAt == "done")
        #expect(try WalkFixture.keys(walker, "esc", from: opened.finalState).finalState.screenID == "done")
        #expect(try WalkFixture.keys(walker, "right", from: opened.finalState).finalState.permissions.state(of: "photos") == .limited)
    }

    @Test func turningAccessOnInSettingsLetsTheNextRequestThrough() throws {
        let walker = try WalkFixture.walker("camera")
        // Deny, open Settings from the settings screen, allow there, relaunch, tap the feature:
        // the check lets it straight through.
        let walk = try WalkFixture.keys(walker, "enter,enter,1,1,right,esc,R,enter")
        #expect(walk.finalState.screenID == "scanner" && walk.finalState.alert == nil)
        #expect(walk.records.last?.notes.map(\.english) == ["checked camera: authorized (allowed) \u{2192} scanner"])
        #expect(walk.effects.contains(.settingsChanged(resource: "camera", from: .denied, to: .authorized)))
    }

    @Test func settingsCannotGrantOneTimeAccess() throws {
        let walker = try WalkFixture.walker("location")
        let once = try WalkFixture.keys(walker, "enter,enter,1").finalState
        #expect(once.permissions.state(of: "location") == .allowedOnce)
        #expect(!walker.settableStates("location").contains(.allowedOnce))
        // Settings shows one-time access as "Ask Next Time Or When I Share" and steps from there.
        #expect(walker.settingsLabel(.allowedOnce, of: "location") == walker.settingsLabel(.notDetermined, of: "location"))
        #expect(try WalkFixture.keys(walker, "p,right", from: once).finalState.permissions.state(of: "location") == .whileUsing)
        #expect(try WalkFixture.keys(walker, "p,left", from: once).finalState.permissions.state(of: "location") == .denied)
    }

    // MARK: Relaunch and restart

    @Test func relaunchEndsOneTimeGrantsKeepsTheRestAndStartsOver() throws {
        let walker = Walker(flow: try WalkFixture.inline(WalkFixture.manyResources))
        // Allow the camera, tap the location button and allow once, limit photos in Settings.
        let before = try WalkFixture.keys(walker, "2,2,enter,1,p,down,down,down,right,right,esc")
        #expect(before.finalState.screenID == "done")
        #expect(before.finalState.permissions.state(of: "location") == .allowedOnce)
        let relaunched = try WalkFixture.keys(walker, "R", from: before.finalState)
        let state = relaunched.finalState
        #expect(state.permissions.state(of: "location") == .notDetermined)
        #expect(state.permissions.state(of: "camera") == .authorized)
        #expect(state.permissions.state(of: "photos") == .limited)
        #expect(state.permissions.buttonGrants.isEmpty)
        #expect(state.screenID == "home" && state.focus == 0 && state.alert == nil && !state.ended)
        #expect(state.step == before.finalState.step, "a relaunch is not a step; the count goes on")
        #expect(relaunched.effects == [.relaunched(expired: ["location"], arrivedAt: "home", notes: [
            .relaunched(expired: ["location"]), .notShown(resource: "camera", state: .authorized, upgradeAskedFor: nil),
        ])])
        #expect(state.note == "relaunched: one-time access ended for location; not shown: camera already authorized")
    }

    @Test func relaunchWithNothingToEndSaysSo() throws {
        let walker = try WalkFixture.walker("camera")
        let walk = try WalkFixture.keys(walker, "enter,enter,1,R")
        #expect(walk.finalState.permissions.state(of: "camera") == .denied)
        #expect(walk.finalState.screenID == "home")
        #expect(walk.finalState.note == "relaunched: no one-time grant to end")
    }

    @Test(arguments: ["", "enter", "enter,enter", "enter,enter,2", "p", "?"])
    func relaunchWorksFromAnywhere(path: String) throws {
        let walker = try WalkFixture.walker("camera")
        let walk = try WalkFixture.keys(walker, path.isEmpty ? "R" : "\(path),R")
        if path == "p" || path == "?" {
            // An overlay takes the key: R closes it first.
            #expect(walk.finalState.overlay == nil && walk.effects.isEmpty)
        } else {
            #expect(walk.finalState.screenID == "home" && walk.finalState.alert == nil)
        }
    }

    @Test func restartForgetsEveryState() throws {
        let walker = try WalkFixture.walker("location-button")
        let before = try WalkFixture.keys(walker, "enter,enter,t,2,p,esc").finalState
        #expect(before.permissions.state(of: "location") == .whileUsing && before.permissions.locationButtonConfirmed)
        let walk = try WalkFixture.keys(walker, "r", from: before)
        #expect(walk.finalState.permissions == PermissionStore())
        // Steps go on counting across a restart: one numbering for the whole walk.
        #expect(walk.finalState.step == before.step && walk.finalState.screenID == "home")
        #expect(walk.effects == [.restarted(arrivedAt: "home", notes: [.restarted])])
        // Everything asks again.
        #expect(try WalkFixture.keys(walker, "enter,enter", from: walk.finalState).finalState.alert?.fromLocationButton == true)
    }

    // MARK: The location button

    @Test func theFirstTapShowsTheLocationAlert() throws {
        let walker = try WalkFixture.walker("location-button")
        let walk = try WalkFixture.keys(walker, "enter,enter")
        let alert = try #require(walk.finalState.alert)
        #expect(alert.fromLocationButton && alert.resource == "location" && alert.backdrop == "near-me")
        #expect(walk.finalState.screenID == "near-me")
        #expect(alert.buttons.map(\.label) == ["Allow Once", "Allow While Using App", "Don\u{2019}t Allow"])
        let record = try #require(walk.records.last)
        #expect(record.outcome == nil && record.arrivedAt == "near-me")
        // Every string is sourced (the Precise labels by a UI-test helper's tables), so the walk adds no wording note.
        #expect(record.notes.map(\.english) == ["first tap: the system shows its location alert"])
        #expect(walk.finalState.permissions.state(of: "location") == .notDetermined)
    }

    @Test func agreeingGrantsOneTimeAccessAndLaterTapsAreSilentEvenAfterARelaunch() throws {
        let walker = try WalkFixture.walker("location-button")
        let once = try WalkFixture.keys(walker, "enter,enter,1")
        let state = once.finalState
        #expect(state.screenID == "cafes")
        #expect(state.permissions.state(of: "location") == .allowedOnce)
        #expect(state.permissions.buttonGrants == ["location"] && state.permissions.locationButtonConfirmed)
        #expect(once.records.last?.notes.map(\.english) == ["location is now allowed-once"])

        let relaunched = try WalkFixture.keys(walker, "R", from: state)
        #expect(relaunched.effects.first == .relaunched(expired: ["location"], arrivedAt: "home",
                                                         notes: [.relaunched(expired: ["location"])]))
        #expect(relaunched.finalState.permissions.locationButtonConfirmed)

        let silent = try WalkFixture.keys(walker, "enter,enter", from: relaunched.finalState)
        #expect(silent.finalState.screenID == "cafes" && silent.finalState.alert == nil)
        #expect(silent.finalState.permissions.state(of: "location") == .allowedOnce)
        #expect(silent.records.last?.outcome == "allow-once")
        #expect(silent.records.last?.notes.map(\.english) == ["one-time location access, no alert (the button was approved before)"])
        // And that grant ends at the next relaunch too.
        #expect(try WalkFixture.keys(walker, "R", from: silent.finalState).finalState.permissions.state(of: "location") == .notDetermined)
    }

    @Test func aWhileUsingGrantIsLeftAsItIs() throws {
        let walker = try WalkFixture.walker("location-button")
        let whileUsing = try WalkFixture.keys(walker, "enter,enter,2").finalState
        #expect(whileUsing.screenID == "cafes" && whileUsing.permissions.state(of: "location") == .whileUsing)
        #expect(whileUsing.permissions.buttonGrants.isEmpty)
        let walk = try WalkFixture.keys(walker, "R,enter,enter", from: whileUsing)
        #expect(walk.finalState.screenID == "cafes" && walk.finalState.alert == nil)
        #expect(walk.finalState.permissions.state(of: "location") == .whileUsing)
        #expect(walk.records.last?.notes.map(\.english) == ["location is already while-using; the button leaves it as it is"])
    }

    @Test(arguments: ["right", "right,right"])  // While Using, Always
    func aLastingGrantFromSettingsIsLeftAsItIsWithoutAnAlert(key: String) throws {
        let walker = try WalkFixture.walker("location-button")
        let walk = try WalkFixture.keys(walker, "p,\(key),esc,enter,enter")
        #expect(walk.finalState.screenID == "cafes" && walk.finalState.alert == nil)
        #expect(!walk.finalState.permissions.locationButtonConfirmed)
        #expect(walk.finalState.permissions.buttonGrants.isEmpty)
    }

    @Test func aRefusedButtonGrantsNothingAndSaysWhy() throws {
        let walker = try WalkFixture.walker("location-button",
                                            options: WalkOptions(refusedLocationButtons: ["near-me": "contrast 2.22:1 is under 3:1"]))
        let walk = try WalkFixture.keys(walker, "enter,enter")
        #expect(walk.finalState.screenID == "neighborhoods" && walk.finalState.alert == nil)
        #expect(walk.finalState.permissions.state(of: "location") == .notDetermined)
        #expect(!walk.finalState.permissions.locationButtonConfirmed)
        let record = try #require(walk.records.last)
        #expect(record.outcome == "deny")
        #expect(record.notes.map(\.english) == ["the system refuses this location button and grants nothing: contrast 2.22:1 is under 3:1"])
        // Even an approved button with a grant behind it is refused.
        let approved = try WalkFixture.keys(try WalkFixture.walker("location-button"), "enter,enter,2,R").finalState
        let again = try WalkFixture.keys(walker, "enter,enter", from: approved)
        #expect(again.finalState.screenID == "neighborhoods")
        #expect(again.finalState.permissions.state(of: "location") == .whileUsing)
    }

    @Test func theLintersLocationButtonProblemsRefuseTheButton() throws {
        let path = WalkFixture.root.appendingPathComponent("flows/bad/location-button-contrast.yaml").path
        let report = try Linter().lint(fixture: path)
        let flow = try #require(report.flow)
        let options = WalkOptions(refusingLocationButtonsFrom: report.diagnostics, in: flow)
        let reason = try #require(options.refusedLocationButtons["near-me"])
        #expect(reason.hasPrefix("location button contrast is 2.22:1"))
        #expect(reason.hasSuffix("[location-button-contrast]"))
        #expect(options.refusedLocationButtons.count == 1)
        let walk = try WalkFixture.keys(Walker(flow: flow, options: options), "enter,enter")
        #expect(walk.finalState.screenID == "neighborhoods")
        // A good button is refused by nothing.
        let good = try Linter().lint(fixture: WalkFixture.root.appendingPathComponent("flows/location-button.yaml").path)
        #expect(WalkOptions(refusingLocationButtonsFrom: good.diagnostics, in: try #require(good.flow)).refusedLocationButtons.isEmpty)
    }

    @Test func aDenialAtTheFirstTapIsKept() throws {
        let walker = try WalkFixture.walker("location-button")
        let denied = try WalkFixture.keys(walker, "enter,enter,3").finalState
        #expect(denied.screenID == "neighborhoods")
        #expect(denied.permissions.state(of: "location") == .denied && !denied.permissions.locationButtonConfirmed)
        let walk = try WalkFixture.keys(walker, "R,enter,enter", from: denied)
        #expect(walk.finalState.screenID == "neighborhoods" && walk.finalState.alert == nil)
        #expect(walk.records.last?.notes.map(\.english) == ["location is denied; the button grants nothing until it is changed in Settings > Privacy"])
        // Back to not determined in Settings, the next tap asks again.
        let reset = try WalkFixture.keys(walker, "p,right,esc,R,enter,enter", from: denied)
        #expect(reset.finalState.alert?.fromLocationButton == true)
    }

    @Test func theFirstTapAsksEvenWhenTheLocationAlertGaveOneTimeAccess() throws {
        let flow = try WalkFixture.inline(HomeFlow(name: "Both", app: "Brew", title: "Brew",
                actions: [("Map", "location"), ("Near me", "near-me")]).expand(indented: """
          location:
            kind: alert
            resource: location
            purpose: Brew uses your location to show the map around you.
            on: {allow-once: home, allow-while-using: home, deny: home}
          near-me:
            kind: location-button
            label: Current Location
            purpose: Brew uses your location once to list nearby cafés.
            on: {allow-once: cafes, deny: home}
          cafes: {kind: end, title: Cafés}
        """))
        let walker = Walker(flow: flow)
        let once = try WalkFixture.keys(walker, "1,1").finalState
        #expect(once.screenID == "home" && once.permissions.state(of: "location") == .allowedOnce)
        let tap = try WalkFixture.keys(walker, "2,enter", from: once)
        #expect(tap.finalState.alert?.fromLocationButton == true, "the button itself has not been approved yet")
        #expect(try WalkFixture.keys(walker, "1", from: tap.finalState).finalState.screenID == "cafes")
    }
}

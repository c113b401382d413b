import Foundation
import Testing
@testable import PermflowCore

/// Flows and helpers shared by the walk tests: bundled flows from `flows/`, inline flows, and
/// scripted walks that must succeed.
enum WalkFixture {
    /// The package root, found from this file's path (Tests/PermflowCoreTests/<this file>).
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    static let bundledNames = ["calendar", "camera", "contacts", "ko-camera", "ko-location", "location-button",
                               "location", "microphone", "notifications", "photos", "tracking", "tracking-eu"]

    /// `text` linted as the file at `path`, and a walker of the flow it holds.
    static func linted(_ text: String, path: String) throws -> (Walker, LintReport) {
        let report = Linter().lint(path: path, text: text)
        return (Walker(flow: try #require(report.flow)), report)
    }

    /// `flows/<name>.yaml`, parsed.
    static func bundled(_ name: String) throws -> Flow {
        let path = root.appendingPathComponent("flows/\(name).yaml").path
        let parsed = FlowParser().parse(path: path, data: try Data(contentsOf: URL(fileURLWithPath: path)))
        return try #require(parsed.flow, "flows/\(name).yaml did not parse: \(parsed.diagnostics.map(\.message))")
    }

    /// A flow written in the test.
    static func inline(_ yaml: String) throws -> Flow {
        let parsed = FlowParser().parse(path: "inline.yaml", text: yaml)
        return try #require(parsed.flow, "inline flow did not parse: \(parsed.diagnostics.map(\.message))")
    }

    static func walker(_ name: String, options: WalkOptions = WalkOptions()) throws -> Walker {
        Walker(flow: try bundled(name), options: options)
    }

    /// Walks a key script through `ScriptedWalk` and requires every key to act.
    @discardableResult
    static func keys(_ walker: Walker, _ script: String, from state: WalkState? = nil,
                     sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> ScriptedWalk {
        actedThroughout(walker.run(keys: try KeyScript.parse(script), from: state), "script \"\(script)\"", sourceLocation)
    }

    /// `walk`, expected to have no failure (`what` names its script in the message).
    private static func actedThroughout(_ walk: ScriptedWalk, _ what: String, _ sourceLocation: Testing.SourceLocation) -> ScriptedWalk {
        #expect(walk.failure == nil, "\(what) failed: \(walk.failure?.message ?? "")", sourceLocation: sourceLocation)
        return walk
    }

    /// Walks a `--choose` list through `ScriptedWalk` and requires every choice to act.
    @discardableResult
    static func choose(_ walker: Walker, _ list: String, from state: WalkState? = nil,
                       sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> ScriptedWalk {
        actedThroughout(walker.run(choices: try KeyScript.parseChoices(list), from: state), "choices \"\(list)\"", sourceLocation)
    }

    /// The state without what only the last update said: its note and the checks it passed.
    /// "Changes nothing except a note" compares these.
    static func withoutNote(_ state: WalkState) -> WalkState {
        var copy = state
        copy.notes = []
        copy.checksPassed = []
        return copy
    }

    /// A flow with a launch request, several resources and a collecting screen (privacy panel).
    static let manyResources = """
    permflow: 1
    name: Many
    app: Demo
    start: camera
    launch-request:
      resource: camera
      reason: The app is a camera.
    screens:
      camera:
        kind: alert
        resource: camera
        purpose: Demo uses the camera to take photos.
        on: {allow: home, deny: home}
      home:
        kind: app
        title: Home
        collects: [tracking]
        actions:
          - label: Photos
            go: photos
          - label: Near me
            go: near-me
      photos:
        kind: alert
        resource: photos
        purpose: Demo shows your photos so you can pick one.
        on: {allow-full: done, limit: done, deny: done}
      near-me:
        kind: location-button
        label: Current Location
        purpose: Demo uses your location once to find shops.
        on: {allow-once: done, deny: done}
      done:
        kind: end
        title: Done
    """
}

/// The walk state machine: choices, focus, presses, the no-cancel rule, quitting, overlays,
/// iOS 18's two-stage contacts alert, and reloading an edited flow.
@Suite struct WalkerTests {
    // MARK: Choices and focus

    @Test func startsAtStartWithItsActionsAsChoices() throws {
        let walker = try WalkFixture.walker("camera")
        let state = walker.start()
        #expect(state.screenID == "home")
        #expect(state.focus == 0 && state.alert == nil && state.overlay == nil && state.step == 0 && !state.ended)
        #expect(walker.choices(state).map(\.label) == ["Scan a receipt", "Type it in"])
        #expect(walker.choices(state).map(\.index) == [0, 1])
        #expect(walker.choices(state)[0].action == .go(target: "camera-check", opensSettings: false))
    }

    @Test func choiceNumbersSkipActionsWithoutATarget() throws {
        // The parser reports the missing `go`; the walk must still number the drawn buttons 1, 2.
        let flow = try WalkFixture.inline(HomeFlow(actions: [("Broken", nil), ("First", "a"), ("Second", "b")]).expand(indented: """
          a: {kind: end, title: A}
          b: {kind: end, title: B}
        """))
        let walker = Walker(flow: flow)
        let choices = walker.choices(walker.start())
        #expect(choices.map(\.label) == ["First", "Second"])
        #expect(choices.map(\.index) == [0, 1])
        let walk = try WalkFixture.keys(walker, "2")
        #expect(walk.finalState.screenID == "b")
    }

    @Test(arguments: [
        ("tab", 1), ("tab,tab", 0), ("down", 1), ("right", 1), ("btab", 1), ("up", 1), ("left", 1),
        ("tab,btab", 0), ("down,down,down", 1),
    ])
    func focusMovesAndWrapsOnAnAppScreen(script: String, focus: Int) throws {
        let walker = try WalkFixture.walker("camera")
        let walk = try WalkFixture.keys(walker, script)
        #expect(walk.finalState.focus == focus)
        #expect(walk.finalState.screenID == "home")
        #expect(walk.records.isEmpty, "moving focus is not a step")
    }

    @Test func enterAndSpacePressTheFocusedChoice() throws {
        let walker = try WalkFixture.walker("camera")
        #expect(try WalkFixture.keys(walker, "tab,enter").finalState.screenID == "manual")
        #expect(try WalkFixture.keys(walker, "space").finalState.screenID == "why-camera")
    }

    @Test func digitsPressTheNthButtonOfTheScreenOrTheAlert() throws {
        let walker = try WalkFixture.walker("photos")
        let walk = try WalkFixture.keys(walker, "2")
        #expect(walk.finalState.screenID == "editor")
        // On the three-button photos alert, 1 is Limit Access… (it opens the photo picker, whose
        // Done is 7 after six photos), 3 is Don't Allow.
        let picking = try WalkFixture.keys(walker, "1,1,1")
        #expect(picking.finalState.alert?.picker != nil)
        let opened = try #require(picking.records.last)
        #expect(opened.method == .digit && opened.choiceIndex == 0 && opened.choice == "Limit Access\u{2026}" && opened.outcome == nil)
        let limited = try WalkFixture.keys(walker, "1,1,1,7")
        #expect(limited.finalState.screenID == "shared-photos")
        #expect(limited.finalState.permissions.state(of: "photos") == .limited)
        let record = try #require(limited.records.last)
        #expect(record.method == .digit && record.choiceIndex == 6 && record.choice == "Done")
        #expect(record.outcome == "limit" && record.kind == .alert && record.screenID == "photos")
        let denied = try WalkFixture.keys(walker, "1,1,3")
        #expect(denied.finalState.screenID == "photos-off")
    }

    @Test func aDigitBeyondTheButtonsOnlyExplains() throws {
        let walker = try WalkFixture.walker("camera")
        let start = walker.start()
        let (state, effects) = walker.update(start, .choose(4, .digit))
        #expect(effects.isEmpty)
        #expect(WalkFixture.withoutNote(state) == WalkFixture.withoutNote(start))
        #expect(state.note == "screen 'home' has 2 buttons")
    }

    @Test func pressingOnAnEndScreenExplains() throws {
        let walker = try WalkFixture.walker("camera")
        let walk = try WalkFixture.choose(walker, "2,1")
        #expect(walk.finalState.screenID == "added" && walk.finalState.ended)
        let (state, effects) = walker.update(walk.finalState, .press(.key))
        #expect(effects.isEmpty)
        #expect(state.note == "the flow ends here: r restarts it, R relaunches the app, Q quits")
    }

    @Test func stepRecordsSayWhatWasPressedAndWhereItLed() throws {
        let walker = try WalkFixture.walker("camera")
        let walk = try WalkFixture.keys(walker, "enter,enter,tab,enter")
        let records = walk.records
        #expect(records.map(\.step) == [1, 2, 3])
        #expect(records.map(\.screenID) == ["home", "why-camera", "camera"])
        #expect(records.map(\.kind) == [.app, .preAlert, .alert])
        #expect(records.map(\.choice) == ["Scan a receipt", "Continue", "Allow"])
        #expect(records.map(\.arrivedAt) == ["why-camera", "camera", "scanner"])
        #expect(records.map(\.outcome) == [nil, nil, OutcomeKey("allow")])
        #expect(records.map(\.method) == [.key, .key, .key])
        #expect(records[2].permissions == ["camera": "authorized"])
        #expect(walk.finalState.step == 3)
    }

    @Test func theAlertIsDrawnOverTheScreenBeforeIt() throws {
        let walker = try WalkFixture.walker("camera")
        let state = try WalkFixture.keys(walker, "enter,enter").finalState
        let alert = try #require(state.alert)
        #expect(state.screenID == "camera" && alert.backdrop == "why-camera" && state.previousScreenID == "why-camera")
        #expect(alert.buttons.map(\.label) == ["Don\u{2019}t Allow", "Allow"])
        #expect(walker.isModal(state))
    }

    @Test func theAlertOnScreenHasItsTitleAndMessage() throws {
        let camera = try WalkFixture.walker("camera")
        #expect(camera.alertTitle(camera.start()) == nil && camera.alertMessage(camera.start()) == nil)
        let asked = try WalkFixture.keys(camera, "enter,enter").finalState
        #expect(camera.alertTitle(asked) == "\u{201C}Receipts\u{201D} Would Like to Access the Camera")
        #expect(camera.alertMessage(asked) == "Receipts uses the camera to read the store, date and total on receipts you scan.")
        let korean = try WalkFixture.walker("ko-camera")
        #expect(korean.alertTitle(try WalkFixture.keys(korean, "enter,enter").finalState)
                == "\u{2018}영수증함\u{2019}이(가) 카메라에 접근하려고 합니다")
        let notifications = try WalkFixture.walker("notifications")
        #expect(notifications.alertMessage(try WalkFixture.keys(notifications, "enter,enter").finalState)?
                .hasPrefix("Notifications may include alerts, sounds, and icon badges.") == true)
        let button = try WalkFixture.walker("location-button")
        #expect(button.alertMessage(try WalkFixture.keys(button, "enter,enter").finalState)
                == "Brew uses your location once to list the cafés within walking distance.")
    }

    /// The app's name goes in once: a name that itself reads like a placeholder is not replaced
    /// again, in the walk's text as in what lint checks.
    @Test func placeholdersAreReplacedOnceByTheAppsName() throws {
        let yaml = try String(contentsOfFile: WalkFixture.root.appendingPathComponent("flows/camera.yaml").path, encoding: .utf8)
            .replacingOccurrences(of: "app: Receipts", with: "app: \"Scan%@\"")
        let walker = Walker(flow: try WalkFixture.inline(yaml))
        let asked = try WalkFixture.keys(walker, "enter,enter").finalState
        #expect(walker.alertMessage(asked) == "Scan%@ uses the camera to read the store, date and total on receipts you scan.")
        #expect(AppNamePlaceholders.resolve("%@ and $(PRODUCT_NAME)", app: "A%@") == "A%@ and A%@")
        #expect(AppNamePlaceholders.resolve("카메라 %@ $(PRODUCT_NAME)", app: "영수증%@") == "카메라 영수증%@ 영수증%@")
        // Xcode expands ${PRODUCT_NAME} as it does $(PRODUCT_NAME) (issue 33).
        #expect(AppNamePlaceholders.resolve("${PRODUCT_NAME} scans, $(PRODUCT_NAME) saves", app: "Receipts")
            == "Receipts scans, Receipts saves")
    }

    // MARK: No cancel path

    static let backKeys = ["esc", "backspace", "q"]

    @Test(arguments: backKeys + ["left"])
    func aWayBackOnAPreAlertChangesNothingButTheNote(key: String) throws {
        let walker = try WalkFixture.walker("camera")
        let before = try WalkFixture.keys(walker, "enter").finalState
        #expect(walker.screen(before)?.kind.value == .preAlert)
        let walk = try WalkFixture.keys(walker, key, from: before)
        #expect(WalkFixture.withoutNote(walk.finalState) == WalkFixture.withoutNote(before))
        #expect(walk.effects.isEmpty)
        let name = ["esc": "Esc", "backspace": "Backspace", "q": "q", "left": "Left"][key] ?? key
        #expect(walk.finalState.note == "\(name) does nothing: this screen has one path, its button")
    }

    @Test(arguments: ["camera", "photos", "location", "contacts", "tracking", "notifications", "ko-camera"], backKeys)
    func aWayBackOnASystemAlertChangesNothingButTheNote(flow: String, key: String) throws {
        let walker = try WalkFixture.walker(flow)
        let before = try WalkFixture.keys(walker, "enter,enter").finalState
        #expect(before.alert != nil)
        let walk = try WalkFixture.keys(walker, key, from: before)
        #expect(WalkFixture.withoutNote(walk.finalState) == WalkFixture.withoutNote(before))
        #expect(walk.effects.isEmpty)
        #expect(walk.finalState.note?.hasSuffix("does nothing: a system alert has only its own buttons") == true)
    }

    @Test func leftIsBackOnAStackedAlertAndMovesFocusBetweenTwoButtons() throws {
        let photos = try WalkFixture.walker("photos")
        let stacked = try WalkFixture.keys(photos, "enter,enter").finalState
        let afterLeft = try WalkFixture.keys(photos, "left", from: stacked).finalState
        #expect(WalkFixture.withoutNote(afterLeft) == WalkFixture.withoutNote(stacked))
        #expect(afterLeft.note == "Left does nothing: a system alert has only its own buttons")

        let camera = try WalkFixture.walker("camera")
        let sideBySide = try WalkFixture.keys(camera, "enter,enter").finalState
        #expect(try WalkFixture.keys(camera, "left", from: sideBySide).finalState.focus == 1)
        #expect(try WalkFixture.keys(camera, "right", from: sideBySide).finalState.focus == 1)
    }

    @Test func aClickOutsideTheButtonsOfAnAlertOrPreAlertOnlyExplains() throws {
        let walker = try WalkFixture.walker("camera")
        let frame = Frame(width: 80, height: 24)
        for script in ["enter", "enter,enter"] {
            let before = try WalkFixture.keys(walker, script).finalState
            let event = try #require(KeyMap.event(forClickAt: 0, row: 0, in: frame, state: before, walker: walker))
            #expect(event == .back("a click outside the buttons"))
            let (after, effects) = walker.update(before, event)
            #expect(effects.isEmpty)
            #expect(WalkFixture.withoutNote(after) == WalkFixture.withoutNote(before))
            #expect(after.note?.hasPrefix("a click outside the buttons does nothing") == true)
        }
        #expect(KeyMap.event(forClickAt: 0, row: 0, in: frame, state: walker.start(), walker: walker) == nil)
    }

    @Test(arguments: backKeys)
    func aWayBackOnAnAppScreenOnlyExplains(key: String) throws {
        let walker = try WalkFixture.walker("camera")
        let walk = try WalkFixture.keys(walker, key)
        #expect(WalkFixture.withoutNote(walk.finalState) == WalkFixture.withoutNote(walker.start()))
        if key == "q" {
            #expect(walk.finalState.note == "q does nothing here: Q (shift-q) or Ctrl-C quits the prototyper")
        } else {
            #expect(walk.finalState.note?.hasSuffix("does nothing: a flow goes on through the screen's own actions") == true)
        }
    }

    // MARK: Quitting

    @Test(arguments: ["Q", "ctrl-c"], ["y", "Y", "enter", "Q"])
    func quittingAsksFirstAndIsAnEffectNotAnOutcome(ask: String, confirm: String) throws {
        let walker = try WalkFixture.walker("camera")
        for place in ["", "enter", "enter,enter"] {   // app screen, pre-alert, alert
            let before: WalkState
            if place.isEmpty { before = walker.start() } else { before = try WalkFixture.keys(walker, place).finalState }
            let asked = try WalkFixture.keys(walker, ask, from: before)
            #expect(asked.finalState.overlay == .confirmQuit)
            #expect(asked.effects.isEmpty)
            let walk = try WalkFixture.keys(walker, confirm, from: asked.finalState)
            #expect(walk.quit)
            #expect(walk.effects == [.quit])
            #expect(walk.records.isEmpty, "quitting is never a step of the flow")
            var after = walk.finalState
            after.overlay = nil
            #expect(WalkFixture.withoutNote(after) == WalkFixture.withoutNote(before))
        }
    }

    /// Ctrl-C at the quit question (whether Q or Ctrl-C asked it) stops at once: an
    /// interruption, not a quit, and still never a step of the flow.
    @Test(arguments: ["Q", "ctrl-c"])
    func controlCAtTheQuitQuestionInterrupts(ask: String) throws {
        let walker = try WalkFixture.walker("camera")
        for place in ["", "enter", "enter,enter", "p", "?"] {
            let walk = try WalkFixture.keys(walker, [place, ask, "ctrl-c"].filter { !$0.isEmpty }.joined(separator: ","))
            #expect(walk.quit && walk.interrupted, "\(place)")
            #expect(walk.steps.last?.effects == [.interrupt], "\(place)")
            #expect(walk.finalState.overlay == nil)
        }
        let confirmed = try WalkFixture.keys(walker, "ctrl-c,y")
        #expect(confirmed.quit && !confirmed.interrupted)
        #expect(walker.update(walker.start(), .interrupt).1.isEmpty, "nothing to interrupt without the question")
    }

    @Test(arguments: ["n", "esc", "q", "tab", "1", "space", "x"])
    func anyOtherKeyCancelsTheQuitQuestion(key: String) throws {
        let walker = try WalkFixture.walker("camera")
        let before = try WalkFixture.keys(walker, "enter,enter").finalState
        let walk = try WalkFixture.keys(walker, "Q,\(key)", from: before)
        #expect(!walk.quit && walk.effects.isEmpty)
        #expect(walk.finalState.overlay == nil && walk.finalState.note == "quit cancelled")
        #expect(WalkFixture.withoutNote(walk.finalState) == WalkFixture.withoutNote(before))
    }

    @Test func ctrlCReachesTheQuitQuestionFromHelpAndPrivacy() throws {
        let walker = try WalkFixture.walker("camera")
        #expect(try WalkFixture.keys(walker, "?,ctrl-c").finalState.overlay == .confirmQuit)
        #expect(try WalkFixture.keys(walker, "p,Q").finalState.overlay == .confirmQuit)
        #expect(try WalkFixture.keys(walker, "?,Q,Q").quit)
    }

    // MARK: Overlays

    @Test func helpOpensAndAnyKeyClosesIt() throws {
        let walker = try WalkFixture.walker("camera")
        #expect(try WalkFixture.keys(walker, "?").finalState.overlay == .help)
        for key in ["?", "esc", "enter", "1", "x"] {
            let walk = try WalkFixture.keys(walker, "?,\(key)")
            #expect(walk.finalState == walker.start(), "help closed by \(key) must leave the walk as it was")
        }
    }

    @Test func thePreciseSwitchFlipsOnlyOnTheLocationAlert() throws {
        let walker = try WalkFixture.walker("location")
        let walk = try WalkFixture.keys(walker, "enter,enter,t")
        #expect(walk.finalState.permissions.precise == false)
        #expect(walk.steps.last?.effects == [.preciseToggled(false)])
        #expect(walk.finalState.note == "Precise: Off")
        #expect(try WalkFixture.keys(walker, "enter,enter,t,t").finalState.permissions.precise)
        let elsewhere = try WalkFixture.keys(walker, "t")
        #expect(elsewhere.effects.isEmpty && elsewhere.finalState.note == "the Precise switch is on the location alert")
    }

    // MARK: iOS 18 contacts: two stages

    @Test func contactsOnIOS18AsksTwice() throws {
        let walker = try WalkFixture.walker("contacts")
        let first = try WalkFixture.keys(walker, "enter,enter")
        let alert = try #require(first.finalState.alert)
        #expect(!alert.secondStage)
        #expect(walker.choices(first.finalState).map(\.label) == ["Don\u{2019}t Allow", "Continue"])
        #expect(walker.choices(first.finalState).map(\.action) == [.outcome(key: "deny"), .alertContinue])

        let second = try WalkFixture.keys(walker, "2", from: first.finalState)
        #expect(second.finalState.alert?.secondStage == true)
        #expect(second.finalState.screenID == "contacts" && second.finalState.focus == 0)
        #expect(walker.choices(second.finalState).map(\.label) == ["Select Contacts", "Share All 6 Contacts"])
        #expect(second.finalState.permissions.state(of: "contacts") == .notDetermined)
        let record = try #require(second.records.first)
        #expect(record.outcome == nil && record.arrivedAt == "contacts" && record.choice == "Continue")

        // The second stage has no cancel path either.
        let esc = try WalkFixture.keys(walker, "esc", from: second.finalState)
        #expect(WalkFixture.withoutNote(esc.finalState) == WalkFixture.withoutNote(second.finalState))

        #expect(walker.choices(second.finalState).map(\.action) == [.picker(.open), .outcome(key: "allow-full")])
        let limited = try WalkFixture.keys(walker, "1,1,7,1", from: second.finalState).finalState
        #expect(limited.screenID == "chosen-friends" && limited.permissions.state(of: "contacts") == .limited)
        #expect(limited.permissions.limitedCount(of: "contacts") == 1)
        let full = try WalkFixture.keys(walker, "tab,enter", from: second.finalState).finalState
        #expect(full.screenID == "friends" && full.permissions.state(of: "contacts") == .authorized)
        let denied = try WalkFixture.keys(walker, "1", from: first.finalState).finalState
        #expect(denied.screenID == "by-number" && denied.permissions.state(of: "contacts") == .denied)
    }

    @Test func contactsBeforeIOS18AsksOnce() throws {
        let flow = try WalkFixture.inline(demoFlow(header: "ios: 17\n", """
          contacts:
            kind: alert
            resource: contacts
            purpose: Tab shows your contacts so you can add friends to a bill.
            on: {allow-full: friends, deny: friends}
          friends: {kind: end, title: Friends}
        """))
        let walker = Walker(flow: flow)
        #expect(walker.choices(walker.start()).map(\.label) == ["Don\u{2019}t Allow", "OK"])
        let walk = try WalkFixture.keys(walker, "2")
        #expect(walk.finalState.permissions.state(of: "contacts") == .authorized)
    }

    // MARK: Reloading an edited flow

    static let reloadBase = HomeFlow(actions: [("One", "why"), ("Two", "done"), ("Three", "done")]).expand(indented: """
      why:
        kind: pre-alert
        resource: camera
        title: Camera
        button: Continue
        next: camera
    \(reloadCamera)
      done: {kind: end, title: Done}
    """)

    /// The camera alert of `reloadBase`, as written there.
    static let reloadCamera = """
      camera:
        kind: alert
        resource: camera
        purpose: Demo uses the camera to scan receipts.
        on: {allow: done, deny: done}
    """

    @Test func reloadKeepsTheScreenAndTheStatesAndClampsFocus() throws {
        let walker = Walker(flow: try WalkFixture.inline(Self.reloadBase))
        var state = try WalkFixture.keys(walker, "p,right,right,esc,tab,tab").finalState
        #expect(state.focus == 2 && state.permissions.state(of: "camera") == .authorized)
        state.step = 4
        let edited = Self.reloadBase.replacingOccurrences(of: "      - label: Three\n        go: done\n", with: "")
            .replacingOccurrences(of: "title: Home", with: "title: Start here")
        let reload = walker.reload(flow: try WalkFixture.inline(edited), state: state)
        #expect(reload.keptScreen)
        #expect(reload.note == "reloaded: still at 'home'")
        #expect(reload.state.note == reload.note)
        #expect(reload.state.screenID == "home" && reload.state.focus == 1 && reload.state.step == 4)
        #expect(reload.state.permissions == state.permissions)
        #expect(reload.walker.screen(reload.state)?.title?.value == "Start here")
    }

    @Test func reloadKeepsAnAlertThatIsStillThatAlertWithItsNewText() throws {
        let walker = Walker(flow: try WalkFixture.inline(Self.reloadBase))
        let state = try WalkFixture.keys(walker, "enter,enter,tab").finalState
        #expect(state.alert?.resource == "camera" && state.focus == 1)
        let korean = Self.reloadBase.replacingOccurrences(of: "app: Demo\n", with: "app: Demo\nlocale: ko\n")
        let reload = walker.reload(flow: try WalkFixture.inline(korean), state: state)
        #expect(reload.keptScreen && reload.state.screenID == "camera" && reload.state.focus == 1)
        #expect(reload.state.alert?.buttons.map(\.label) == ["허용 안 함", "허용"])
        #expect(reload.state.alert?.backdrop == "why")
    }

    @Test func reloadKeepsTheSecondStageOfTheContactsAlert() throws {
        let walker = try WalkFixture.walker("contacts")
        let state = try WalkFixture.keys(walker, "enter,enter,2,tab").finalState
        let reload = walker.reload(flow: try WalkFixture.bundled("contacts"), state: state)
        #expect(reload.state.alert?.secondStage == true && reload.state.focus == 1)
        #expect(WalkFixture.withoutNote(reload.state) == WalkFixture.withoutNote(state))
    }

    @Test func reloadDropsAnAlertWhoseScreenIsNoLongerThatAlert() throws {
        let walker = Walker(flow: try WalkFixture.inline(Self.reloadBase))
        let state = try WalkFixture.keys(walker, "enter,enter").finalState
        let edited = Self.reloadBase.replacingOccurrences(of: Self.reloadCamera, with: """
          camera:
            kind: app
            title: Scanner
            actions:
              - label: Scan
                go: done
        """)
        #expect(edited != Self.reloadBase)
        let reload = walker.reload(flow: try WalkFixture.inline(edited), state: state)
        #expect(reload.keptScreen && reload.state.screenID == "camera" && reload.state.alert == nil)
        #expect(reload.note == "reloaded: still at 'camera'; the camera alert is no longer on this screen")
        #expect(reload.walker.choices(reload.state).map(\.label) == ["Scan"])
    }

    @Test func reloadAsksWhenTheScreenHasBecomeAnAlert() throws {
        let base = Self.reloadBase.replacingOccurrences(of: "next: camera", with: "next: done")
        let walker = Walker(flow: try WalkFixture.inline(base))
        let state = try WalkFixture.keys(walker, "enter,enter").finalState
        #expect(state.screenID == "done" && state.ended)
        let edited = base.replacingOccurrences(of: "  done: {kind: end, title: Done}",
                                               with: "  done:\n    kind: alert\n    resource: microphone\n    purpose: Demo records memos.\n    on: {allow: home, deny: home}")
        let reload = walker.reload(flow: try WalkFixture.inline(edited), state: state)
        #expect(reload.state.screenID == "done" && reload.state.alert?.resource == "microphone" && !reload.state.ended)
    }

    @Test func reloadRestartsAtStartWithStatesKeptWhenTheScreenIsGone() throws {
        let walker = Walker(flow: try WalkFixture.inline(Self.reloadBase))
        let state = try WalkFixture.keys(walker, "p,right,right,esc,enter").finalState
        #expect(state.screenID == "why")
        let edited = Self.reloadBase.replacingOccurrences(of: "why", with: "why-camera")
        let reload = walker.reload(flow: try WalkFixture.inline(edited), state: state)
        #expect(!reload.keptScreen)
        #expect(reload.state.screenID == "home" && reload.state.focus == 0 && reload.state.alert == nil)
        #expect(reload.state.permissions.state(of: "camera") == .authorized)
        #expect(reload.note == "reloaded: screen 'why' no longer exists; back at start with permissions kept")
        // The new flow walks on from there.
        let walk = try WalkFixture.keys(reload.walker, "enter,enter", from: reload.state)
        #expect(walk.finalState.screenID == "done")
        #expect(walk.records.last?.notes.map(\.english) == ["not shown: camera already authorized"])
    }

    @Test func reloadClampsThePrivacySelection() throws {
        let walker = Walker(flow: try WalkFixture.inline(WalkFixture.manyResources))
        let state = try WalkFixture.keys(walker, "1,p,up").finalState
        #expect(state.overlay == .privacy(selection: 5), "location's Precise Location switch is the last line")
        let reload = walker.reload(flow: try WalkFixture.inline(Self.reloadBase), state: state)
        #expect(reload.keptScreen && reload.state.screenID == "home")
        #expect(reload.state.overlay == .privacy(selection: 0))
    }

    @Test func reloadTakesTheNewFlowsRefusedButtons() throws {
        let walker = try WalkFixture.walker("location-button")
        let state = try WalkFixture.keys(walker, "enter").finalState
        let reload = walker.reload(flow: try WalkFixture.bundled("location-button"),
                                   options: WalkOptions(refusedLocationButtons: ["near-me": "too faint"]), state: state)
        let walk = try WalkFixture.keys(reload.walker, "enter", from: reload.state)
        #expect(walk.finalState.screenID == "neighborhoods")
    }
}

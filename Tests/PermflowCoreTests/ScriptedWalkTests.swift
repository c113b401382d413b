import Foundation
import Testing
@testable import PermflowCore

/// Key scripts (`--keys`), choice lists (`--choose`), their error messages, and scripted walks of
/// every bundled flow from start to end.
@Suite struct ScriptedWalkTests {
    // MARK: Parsing key scripts

    @Test func parsesEveryKeyName() throws {
        let keys = try KeyScript.parse("enter,space,tab,btab,up,down,left,right,esc,backspace,ctrl-c,comma,1,9,R,p,?,한")
        #expect(keys == [.enter, .space, .tab, .backTab, .up, .down, .left, .right, .escape, .backspace, .controlC,
                         .character(","), .character("1"), .character("9"), .character("R"), .character("p"),
                         .character("?"), .character("한")])
    }

    @Test func parsesAliasesAnyCaseAndSpaces() throws {
        #expect(try KeyScript.parse(" Enter , RETURN,shift-tab,BackTab,Escape,bspace,C-c,^C ")
                == [.enter, .enter, .backTab, .backTab, .escape, .backspace, .controlC, .controlC])
        // Single characters keep their case: R relaunches, r restarts.
        #expect(try KeyScript.parse("R,r,Q,q") == [.character("R"), .character("r"), .character("Q"), .character("q")])
        #expect(try KeyScript.parse("") == [])
    }

    @Test func keyNamesRoundTrip() throws {
        let keys: [KeyInput] = [.enter, .space, .tab, .backTab, .up, .down, .left, .right, .escape, .backspace,
                                .controlC, .character(","), .character("5"), .character("t")]
        let script = keys.map(KeyScript.name(of:)).joined(separator: ",")
        #expect(script == "enter,space,tab,btab,up,down,left,right,esc,backspace,ctrl-c,comma,5,t")
        #expect(try KeyScript.parse(script) == keys)
    }

    struct BadScript: CustomTestStringConvertible, Sendable {
        var script: String
        var position: Int
        var message: String
        var testDescription: String { script }
    }

    static let legal = "keys are enter, space, tab, btab (shift-tab), up, down, left, right, esc, backspace, ctrl-c, comma, digits 1-9, or any single character such as p, R, r, Q, ?"

    static let badScripts: [BadScript] = [
        BadScript(script: "enter,tab,entr", position: 3, message: "unknown key 'entr' at position 3; did you mean 'enter'? \(legal)"),
        BadScript(script: "escpe", position: 1, message: "unknown key 'escpe' at position 1; did you mean 'escape'? \(legal)"),
        BadScript(script: "tab,12", position: 2, message: "unknown key '12' at position 2; \(legal)"),
        BadScript(script: "enter,shift+tab", position: 2, message: "unknown key 'shift+tab' at position 2; did you mean 'shift-tab'? \(legal)"),
        BadScript(script: "enter,,tab", position: 2, message: "empty key at position 2; separate keys with single commas (write 'comma' for the character)"),
        BadScript(script: "enter,", position: 2, message: "empty key at position 2; separate keys with single commas (write 'comma' for the character)"),
    ]

    @Test(arguments: badScripts)
    func unknownKeysAreErrorsThatQuoteThemAndListTheLegalOnes(_ bad: BadScript) {
        #expect(throws: KeyScriptError(position: bad.position, item: bad.script.split(separator: ",", omittingEmptySubsequences: false)
                                        .map(String.init)[bad.position - 1], message: bad.message)) {
            try KeyScript.parse(bad.script)
        }
        let walker = Walker(flow: try! WalkFixture.inline(WalkerTests.reloadBase))
        #expect(throws: KeyScriptError.self) { try walker.run(script: bad.script) }
    }

    // MARK: Parsing choice lists

    @Test func parsesChoiceLists() throws {
        #expect(try KeyScript.parseChoices("1,2") == [1, 2])
        #expect(try KeyScript.parseChoices(" 3 , 10 ") == [3, 10])
        #expect(try KeyScript.parseChoices("") == [])
    }

    @Test(arguments: [
        ("1,x", "choice 'x' at position 2 is not a button number; write numbers from 1, e.g. --choose 1,2"),
        ("0", "choice '0' at position 1 is not a button number; buttons are numbered from 1"),
        ("2,-1", "choice '-1' at position 2 is not a button number; buttons are numbered from 1"),
        ("1,,2", "choice '' at position 2 is not a button number; write numbers from 1, e.g. --choose 1,2"),
        ("١", "choice '١' at position 1 is not a button number; write numbers from 1, e.g. --choose 1,2"),
    ])
    func badChoicesAreErrorsThatQuoteThem(list: String, message: String) {
        do {
            _ = try KeyScript.parseChoices(list)
            Issue.record("\(list) should not parse")
        } catch {
            #expect(error.message == message)
        }
    }

    // MARK: Running

    @Test func aWalkRecordsEveryStateAndEffect() throws {
        let walker = try WalkFixture.walker("camera")
        let walk = try walker.run(script: "enter,tab,enter,2,esc,R,p,right,esc")
        #expect(walk.succeeded && !walk.quit)
        #expect(walk.steps.map(\.position) == Array(1...9))
        #expect(walk.states.count == 10 && walk.states.first == walker.start())
        #expect(walk.states.map(\.screenID) == ["home", "why-camera", "why-camera", "camera", "scanner", "scanner",
                                                 "home", "home", "home", "home"])
        #expect(walk.steps[0].event == .press(.key) && walk.steps[3].event == .choose(1, .digit))
        #expect(walk.steps[4].event == .back("Esc") && walk.steps[4].effects.isEmpty)
        #expect(walk.steps[5].effects == [.relaunched(expired: [], arrivedAt: "home", notes: [.relaunched(expired: [])])])
        #expect(walk.steps[7].effects == [.settingsChanged(resource: "camera", from: .authorized, to: .denied)])
        #expect(walk.finalState.permissions.state(of: "camera") == .denied)
        #expect(walk.records.map(\.screenID) == ["home", "why-camera", "camera"])
        #expect(walk.effects.count == 6)  // three steps, the check home's action passed, a relaunch, a Settings change
        #expect(walk.steps[0].effects.last == .checked(CheckPass(screen: "camera-check", resource: "camera", state: .notDetermined,
                                                                edge: "not-determined", target: "why-camera")))
    }

    @Test func choicesAreOneBasedAndRecordedAsScripted() throws {
        let walker = try WalkFixture.walker("camera")
        let walk = try walker.run(chooseScript: "1,1,2,1")
        #expect(walk.succeeded)
        #expect(walk.finalState.screenID == "added" && walk.finalState.ended)
        #expect(walk.records.map(\.method) == [.script, .script, .script, .script])
        #expect(walk.records.map(\.choiceIndex) == [0, 0, 1, 0])
        #expect(walk.steps.map(\.input) == [.choice(1), .choice(1), .choice(2), .choice(1)])
    }

    @Test func aChoiceClosesTheSettingsPanelAnOpenSettingsActionLeftOpen() throws {
        let walker = try WalkFixture.walker("camera")
        let walk = try WalkFixture.choose(walker, "1,1,1,1,1")
        // Scan, Continue, Don't Allow, Open Settings (panel opens over scanner), Add receipt.
        #expect(walk.steps[3].state.overlay == .privacy(selection: 0))
        #expect(walk.finalState.screenID == "added" && walk.finalState.overlay == nil)
    }

    struct FailingRun: CustomTestStringConvertible, Sendable {
        var flow: String
        var script: String
        var choices: Bool
        var position: Int
        var screen: String
        var message: String
        var testDescription: String { "\(flow): \(script)" }
    }

    static let failingRuns: [FailingRun] = [
        FailingRun(flow: "camera", script: "tab,x,enter", choices: false, position: 2, screen: "home",
                   message: "key 'x' at position 2 does nothing on screen 'home'"),
        FailingRun(flow: "camera", script: "3", choices: false, position: 1, screen: "home",
                   message: "key '3' at position 1: screen 'home' has 2 buttons"),
        FailingRun(flow: "camera", script: "enter,2", choices: false, position: 2, screen: "why-camera",
                   message: "key '2' at position 2: screen 'why-camera' has 1 button"),
        FailingRun(flow: "photos", script: "enter,enter,4", choices: false, position: 3, screen: "photos",
                   message: "key '4' at position 3: the photos alert on screen 'photos' has 3 buttons"),
        FailingRun(flow: "camera", script: "2,1,enter", choices: false, position: 3, screen: "added",
                   message: "key 'enter' at position 3: the flow has ended at 'added'; nothing to press"),
        FailingRun(flow: "camera", script: "Q,y,tab", choices: false, position: 3, screen: "home",
                   message: "key 'tab' at position 3 comes after the session quit"),
        FailingRun(flow: "camera", script: "1,1,3", choices: true, position: 3, screen: "camera",
                   message: "choice 3 at position 3: the camera alert on screen 'camera' has 2 buttons"),
        FailingRun(flow: "camera", script: "2,1,1", choices: true, position: 3, screen: "added",
                   message: "choice 1 at position 3: the flow has ended at 'added'; nothing to press"),
    ]

    @Test(arguments: failingRuns)
    func aScriptStopsAtTheFirstInputThatCannotAct(_ run: FailingRun) throws {
        let walker = try WalkFixture.walker(run.flow)
        let walk = run.choices ? try walker.run(chooseScript: run.script) : try walker.run(script: run.script)
        let failure = try #require(walk.failure)
        #expect(failure.message == run.message)
        #expect(failure.position == run.position && failure.screenID == run.screen)
        #expect(walk.steps.count == run.position - 1, "the inputs before the bad one acted, the rest were not used")
        #expect(!walk.succeeded)
    }

    @Test func ignoredBackKeysAreValidInAScript() throws {
        let walker = try WalkFixture.walker("camera")
        let walk = try walker.run(script: "enter,esc,backspace,q,left,enter,esc,q,backspace")
        #expect(walk.succeeded)
        #expect(walk.finalState.screenID == "camera" && walk.finalState.alert != nil)
    }

    @Test func runsFromAGivenState() throws {
        let walker = try WalkFixture.walker("camera")
        let middle = try WalkFixture.keys(walker, "enter,enter").finalState
        let walk = walker.run(keys: [.character("1")], from: middle)
        #expect(walk.initial == middle && walk.finalState.screenID == "camera-off")
    }

    // MARK: Every bundled flow, every path, end to end

    /// Every sequence of choice numbers from the start to an end screen that does not come back
    /// to a screen (or alert stage) it has already shown, as a designer tries each branch once.
    static func allPaths(_ walker: Walker) -> [[Int]] {
        func place(_ state: WalkState) -> String {
            // The contact picker counts as two places (nothing marked, something marked) and its
            // confirmation one more, so every path reaches the limited grant without trying
            // every set of contacts.
            let picker = state.alert?.picker.map { $0.confirming ? "|confirm" : ($0.selected.isEmpty ? "|none" : "|some") } ?? ""
            // Settings opened by an action is a place of its own: closing it goes on.
            let settings = state.afterSettings.map { "|settings>\($0)" } ?? ""
            return "\(state.screenID)|\(state.alert == nil ? "-" : (state.alert?.secondStage == true ? "2" : "1"))" + picker + settings
        }
        var done: [[Int]] = []
        func explore(_ path: [Int], _ state: WalkState, _ seen: Set<String>) {
            var state = state
            // `run(choices:)` closes an open panel the same way: Settings an action opened goes on.
            if state.overlay != nil { state = walker.update(state, .cancelOverlay).0 }
            let count = walker.choices(state).count
            if state.ended || count == 0 {
                done.append(path)
                return
            }
            for number in 1...count {
                let next = walker.run(choices: [number], from: state).finalState
                guard !seen.contains(place(next)) else { continue }
                explore(path + [number], next, seen.union([place(next)]))
            }
        }
        let start = walker.start()
        explore([], start, [place(start)])
        return done
    }

    @Test(arguments: WalkFixture.bundledNames)
    func everyBundledFlowCanBeWalkedToItsEndOnEveryPath(name: String) throws {
        let walker = try WalkFixture.walker(name)
        let paths = Self.allPaths(walker)
        #expect(paths.count >= 2)
        var visited: Set<String> = []
        for path in paths {
            let walk = walker.run(choices: path)
            #expect(walk.succeeded, "\(name) \(path): \(walk.failure?.message ?? "")")
            #expect(walk.finalState.ended, "\(name) \(path) stopped at \(walk.finalState.screenID)")
            walk.states.forEach { visited.insert($0.screenID) }
        }
        // A check is passed, never stopped at: every screen but checks is reached.
        let all = Set(walker.flow.screens.filter { $0.kind.value != .check }.map(\.id.value))
        #expect(visited == all, "\(name): never reached \(all.subtracting(visited).sorted())")
    }

    @Test func theKoreanCameraFlowWalksLikeTheEnglishOne() throws {
        for script in ["1,1,2,1", "1,1,1,1,1", "1,1,1,2,1", "2,1"] {
            let english = try WalkFixture.choose(try WalkFixture.walker("camera"), script)
            let korean = try WalkFixture.choose(try WalkFixture.walker("ko-camera"), script)
            #expect(english.states.map(\.screenID) == korean.states.map(\.screenID), "\(script)")
            #expect(english.finalState.permissions == korean.finalState.permissions)
        }
    }
}

/// The session core every front runs (`WalkSessionCore`): what the interactive walk and a
/// headless script both decide before a key reaches the walker.
@Suite struct WalkSessionCoreTests {
    @Test func aFrameTooSmallForThePhoneTakesNoKey() throws {
        let walker = try WalkFixture.walker("camera")
        let walk = walker.run(inputs: [.key(.enter)], width: 20, height: 8)
        #expect(walk.failure?.message == "key 'enter' at position 1: the frame is 20×8, smaller than the phone's 30×12")
        #expect(walk.steps.isEmpty && walk.records.isEmpty)
        var session = WalkSessionCore(walker: walker)
        #expect(session.handle(.enter, width: 29, height: 24, frame: nil) == .refused(.press(.key), .tooSmall(width: 29, height: 24)))
        #expect(session.state.screenID == "home")
        // Quitting still works at any size.
        guard case .applied = session.handle(.character("Q"), width: 29, height: 24, frame: nil) else {
            Issue.record("Q was not applied")
            return
        }
        #expect(session.state.overlay == .confirmQuit)
        // At the smallest size the phone fits, the same key acts.
        var fits = WalkSessionCore(walker: walker)
        guard case let .applied(_, _, effects) = fits.handle(.enter, width: 30, height: 12, frame: nil) else {
            Issue.record("enter was not applied at 30×12")
            return
        }
        #expect(effects.contains { if case .stepped = $0 { true } else { false } })
    }

    @Test func aPausedWalkTakesOnlyTheWayOut() throws {
        let walker = try WalkFixture.walker("camera")
        var session = WalkSessionCore(walker: walker)
        let error = Diagnostic(path: "camera.yaml", location: SourceLocation(line: 3, column: 5), severity: .error,
                               ruleID: "flow-missing-target", message: "no such screen")
        session.pause(errors: [error], file: "camera.yaml")
        #expect(session.paused)
        #expect(session.banner == "paused: 1 error in camera.yaml — \(error.location): no such screen [flow-missing-target] (fix the file to go on; Q quits)")
        #expect(session.handle(.enter, width: 80, height: 24, frame: nil) == .refused(.press(.key), .paused))
        #expect(session.state.note == "paused until the flow's errors are fixed; Q quits")
        session.resume(with: walker.reload(flow: walker.flow, state: session.state))
        #expect(!session.paused && session.banner == nil)
        guard case .applied = session.handle(.enter, width: 80, height: 24, frame: nil) else {
            Issue.record("enter was not applied after the reload")
            return
        }
        #expect(session.state.screenID == "why-camera")
    }

    @Test func aStoppedRecordingIsSaidWheneverTheStatusLineIsFree() throws {
        let walker = try WalkFixture.walker("camera")
        var session = WalkSessionCore(walker: walker)
        session.recordingStopped(reason: "the disk is full", steps: 1)
        #expect(session.state.note == "recording stopped: the disk is full; 1 step is in the transcript")
        _ = session.handle(.tab, width: 80, height: 24, frame: nil)
        #expect(session.state.note == "recording stopped: the disk is full; 1 step is in the transcript")
    }
}

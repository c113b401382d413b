import Foundation
import Testing
@testable import PermflowCore

/// What every key means on every kind of screen and overlay, as one table; and clicks.
@Suite struct KeyMapTests {
    /// Where a key is pressed.
    enum Place: String, CaseIterable, Sendable {
        case app, preAlert, sideBySideAlert, stackedAlert, end, help, privacy, confirmQuit
    }

    /// The state for `place`, reached by keys on the bundled photos (stacked alert) and camera flows.
    static func state(_ place: Place) throws -> (Walker, WalkState) {
        let camera = try WalkFixture.walker("camera")
        let photos = try WalkFixture.walker("photos")
        switch place {
        case .app: return (camera, camera.start())
        case .preAlert: return (camera, try WalkFixture.keys(camera, "enter").finalState)
        case .sideBySideAlert: return (camera, try WalkFixture.keys(camera, "enter,enter").finalState)
        case .stackedAlert: return (photos, try WalkFixture.keys(photos, "enter,enter").finalState)
        case .end: return (camera, try WalkFixture.choose(camera, "2,1").finalState)
        case .help: return (camera, try WalkFixture.keys(camera, "?").finalState)
        case .privacy: return (camera, try WalkFixture.keys(camera, "p").finalState)
        case .confirmQuit: return (camera, try WalkFixture.keys(camera, "Q").finalState)
        }
    }

    struct Row: CustomTestStringConvertible, Sendable {
        var key: KeyInput
        /// The event on app, pre-alert, side-by-side alert, stacked alert and end screens.
        var onScreens: [Place: WalkEvent?]
        var testDescription: String { KeyScript.name(of: key) }
    }

    /// Screens (not overlays): the same event everywhere unless the row says otherwise.
    static func everywhere(_ event: WalkEvent?, except: [Place: WalkEvent?] = [:]) -> [Place: WalkEvent?] {
        var result: [Place: WalkEvent?] = [:]
        for place in [Place.app, .preAlert, .sideBySideAlert, .stackedAlert, .end] {
            result[place] = except[place] ?? event
        }
        return result
    }

    static let rows: [Row] = [
        Row(key: .tab, onScreens: everywhere(.focusNext)),
        Row(key: .down, onScreens: everywhere(.focusNext)),
        Row(key: .right, onScreens: everywhere(.focusNext)),
        Row(key: .backTab, onScreens: everywhere(.focusPrevious)),
        Row(key: .up, onScreens: everywhere(.focusPrevious)),
        Row(key: .left, onScreens: everywhere(.focusPrevious, except: [.preAlert: .back("Left"), .stackedAlert: .back("Left")])),
        Row(key: .enter, onScreens: everywhere(.press(.key))),
        Row(key: .space, onScreens: everywhere(.press(.key))),
        Row(key: .escape, onScreens: everywhere(.back("Esc"))),
        Row(key: .backspace, onScreens: everywhere(.back("Backspace"))),
        Row(key: .character("q"), onScreens: everywhere(.back("q"))),
        Row(key: .character("Q"), onScreens: everywhere(.requestQuit)),
        Row(key: .controlC, onScreens: everywhere(.requestQuit)),
        Row(key: .character("1"), onScreens: everywhere(.choose(0, .digit))),
        Row(key: .character("9"), onScreens: everywhere(.choose(8, .digit))),
        Row(key: .character("0"), onScreens: everywhere(nil)),
        Row(key: .character("?"), onScreens: everywhere(.toggleHelp)),
        Row(key: .character("p"), onScreens: everywhere(.openPrivacy)),
        Row(key: .character("t"), onScreens: everywhere(.togglePrecise)),
        Row(key: .character("R"), onScreens: everywhere(.relaunch)),
        Row(key: .character("r"), onScreens: everywhere(.restart)),
        Row(key: .character("x"), onScreens: everywhere(nil)),
        Row(key: .character("y"), onScreens: everywhere(nil)),
        Row(key: .click(column: 1, row: 1), onScreens: everywhere(nil)),
    ]

    @Test(arguments: rows)
    func keysOnScreens(_ row: Row) throws {
        for (place, expected) in row.onScreens {
            let (walker, state) = try Self.state(place)
            #expect(KeyMap.event(for: row.key, in: state, walker: walker) == expected, "\(place.rawValue)")
        }
    }

    @Test(arguments: [
        (KeyInput.character("y"), WalkEvent.confirmQuit), (.character("Y"), .confirmQuit), (.enter, .confirmQuit),
        (.character("Q"), .confirmQuit), (.controlC, .interrupt), (.character("\u{03}"), .interrupt),
        (.character("n"), .cancelOverlay), (.escape, .cancelOverlay), (.character("q"), .cancelOverlay),
        (.space, .cancelOverlay), (.tab, .cancelOverlay), (.character("1"), .cancelOverlay),
    ])
    func keysInTheQuitQuestion(key: KeyInput, event: WalkEvent) throws {
        let (walker, state) = try Self.state(.confirmQuit)
        #expect(KeyMap.event(for: key, in: state, walker: walker) == event)
    }

    @Test(arguments: [
        (KeyInput.up, WalkEvent.privacyMove(-1)), (.backTab, .privacyMove(-1)), (.down, .privacyMove(1)), (.tab, .privacyMove(1)),
        (.left, .privacyCycle(-1)), (.right, .privacyCycle(1)), (.enter, .privacyCycle(1)), (.space, .privacyCycle(1)),
        (.character("Q"), .requestQuit), (.controlC, .requestQuit),
        (.escape, .cancelOverlay), (.character("p"), .cancelOverlay), (.character("q"), .cancelOverlay),
        (.character("R"), .cancelOverlay), (.character("2"), .cancelOverlay),
    ])
    func keysInThePrivacyPanel(key: KeyInput, event: WalkEvent) throws {
        let (walker, state) = try Self.state(.privacy)
        #expect(KeyMap.event(for: key, in: state, walker: walker) == event)
    }

    @Test(arguments: [
        (KeyInput.character("Q"), WalkEvent.requestQuit), (.controlC, .requestQuit),
        (.character("?"), .cancelOverlay), (.escape, .cancelOverlay), (.enter, .cancelOverlay), (.character("p"), .cancelOverlay),
    ])
    func keysInHelp(key: KeyInput, event: WalkEvent) throws {
        let (walker, state) = try Self.state(.help)
        #expect(KeyMap.event(for: key, in: state, walker: walker) == event)
    }

    @Test(arguments: [
        (Character("\r"), KeyInput.enter), ("\n", .enter), ("\t", .tab), (" ", .space), ("\u{1B}", .escape),
        ("\u{7F}", .backspace), ("\u{08}", .backspace), ("\u{03}", .controlC), ("p", .character("p")),
    ])
    func controlCharactersMeanTheirKeys(character: Character, key: KeyInput) throws {
        #expect(KeyInput.character(character).normalized == key)
        let (walker, state) = try Self.state(.preAlert)
        #expect(KeyMap.event(for: .character(character), in: state, walker: walker)
                == KeyMap.event(for: key, in: state, walker: walker))
    }

    // MARK: Clicks

    static func frame(modal: Bool = false) -> Frame {
        var frame = Frame(width: 40, height: 12)
        frame.hotspots = [
            Hotspot(column: 2, row: 8, width: 10, height: 1, target: .choice(0)),
            Hotspot(column: 14, row: 8, width: 10, height: 1, target: .choice(1)),
            Hotspot(column: 2, row: 6, width: 12, height: 1, target: .preciseSwitch),
        ]
        frame.modal = modal
        return frame
    }

    @Test func aClickOnAButtonPressesIt() throws {
        for place in [Place.app, .sideBySideAlert] {
            let (walker, state) = try Self.state(place)
            #expect(KeyMap.event(forClickAt: 3, row: 8, in: Self.frame(), state: state, walker: walker) == .choose(0, .mouse))
            #expect(KeyMap.event(forClickAt: 23, row: 8, in: Self.frame(), state: state, walker: walker) == .choose(1, .mouse))
        }
        let walker = try WalkFixture.walker("camera")
        let state = try WalkFixture.keys(walker, "enter,enter").finalState
        let event = try #require(KeyMap.event(forClickAt: 15, row: 8, in: Self.frame(), state: state, walker: walker))
        let (after, _) = walker.update(state, event)
        #expect(after.screenID == "scanner")
        #expect(after.permissions.state(of: "camera") == .authorized)
    }

    @Test func aClickOnThePreciseSwitchFlipsIt() throws {
        let walker = try WalkFixture.walker("location")
        let state = try WalkFixture.keys(walker, "enter,enter").finalState
        #expect(KeyMap.event(forClickAt: 2, row: 6, in: Self.frame(), state: state, walker: walker) == .togglePrecise)
    }

    @Test func aClickOutsideTheButtons() throws {
        for place in Place.allCases {
            let (walker, state) = try Self.state(place)
            let event = KeyMap.event(forClickAt: 39, row: 0, in: Self.frame(), state: state, walker: walker)
            switch place {
            case .preAlert, .sideBySideAlert, .stackedAlert: #expect(event == .back("a click outside the buttons"))
            case .help, .privacy, .confirmQuit: #expect(event == .cancelOverlay)
            case .app, .end: #expect(event == nil)
            }
        }
        // The renderer's own word on modality counts too.
        let (walker, state) = try Self.state(.app)
        #expect(KeyMap.event(forClickAt: 39, row: 0, in: Self.frame(modal: true), state: state, walker: walker)
                == .back("a click outside the buttons"))
    }
}

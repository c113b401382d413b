/// A key or click as the terminal adapter reports it, before it means anything.
public enum KeyInput: Sendable, Equatable {
    case tab, backTab, up, down, left, right, enter, space, escape, backspace
    case character(Character)
    case controlC
    /// A click at a cell of the terminal (0-based column and row).
    case click(column: Int, row: Int)
}

/// Turns keys into walk events, given what is on screen. Pure, so the mapping is tested
/// without a terminal and the same for every front end.
public enum KeyMap {
    /// The event for `key` in `state`, or nil when the key means nothing there.
    /// Clicks are resolved by the caller against the frame's hot spots (see `Frame.hit`).
    public static func event(for key: KeyInput, in state: WalkState, walker: Walker) -> WalkEvent? {
        if let overlay = state.overlay {
            switch (overlay, key) {
            case (.confirmQuit, .character("y")), (.confirmQuit, .character("Y")), (.confirmQuit, .enter),
                 (.confirmQuit, .character("Q")), (.confirmQuit, .controlC):
                return .confirmQuit
            case (.privacy, .up), (.privacy, .backTab): return .privacyMove(-1)
            case (.privacy, .down), (.privacy, .tab): return .privacyMove(1)
            case (.privacy, .left): return .privacyCycle(-1)
            case (.privacy, .right), (.privacy, .enter), (.privacy, .space): return .privacyCycle(1)
            case (.privacy, .character("Q")), (.privacy, .controlC): return .requestQuit
            default: return .cancelOverlay
            }
        }
        let onAlert = state.alert != nil
        let sideBySide = onAlert && (state.alert?.buttons.count ?? 0) == 2
        let onPreAlert = !onAlert && walker.screen(state)?.kind.value == .preAlert
        switch key {
        case .tab, .down: return .focusNext
        case .backTab, .up: return .focusPrevious
        case .right: return .focusNext
        case .left:
            if onPreAlert { return .back("Left") }
            if onAlert && !sideBySide { return .back("Left") }
            return .focusPrevious
        case .enter, .space: return .press(.key)
        case .escape: return .back("Esc")
        case .backspace: return .back("Backspace")
        case .controlC: return .requestQuit
        case .click: return nil
        case .character(let character):
            switch character {
            case "1"..."9":
                let index = Int(String(character)).map { $0 - 1 } ?? 0
                return .choose(index, .digit)
            case "q": return .back("q")
            case "Q": return .requestQuit
            case "?": return .toggleHelp
            case "p": return .openPrivacy
            case "t": return .togglePrecise
            case "R": return .relaunch
            case "r": return .restart
            default: return nil
            }
        }
    }
}

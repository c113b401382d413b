/// A key or click as the terminal adapter reports it, before it means anything.
public enum KeyInput: Sendable, Equatable {
    case tab, backTab, up, down, left, right, enter, space, escape, backspace
    case character(Character)
    case controlC
    /// A click at a cell of the terminal (0-based column and row).
    case click(column: Int, row: Int)

    /// The key a control character stands for (Return, Tab, Esc, Backspace/Delete, Ctrl-C,
    /// space), so an adapter that reports raw characters means the same as one that decodes them.
    public var normalized: KeyInput {
        guard case .character(let character) = self else { return self }
        switch character {
        case "\r", "\n", "\r\n": return .enter
        case "\t": return .tab
        case " ": return .space
        case "\u{1B}": return .escape
        case "\u{7F}", "\u{08}": return .backspace
        case "\u{03}": return .controlC
        default: return self
        }
    }
}

/// Turns keys into walk events, given what is on screen. Pure, so the mapping is tested
/// without a terminal and the same for every front end (the ncurses adapter, scripted walks).
///
/// The keys: Tab/Down/Right move focus forward, Shift-Tab/Up/Left back (Left on a pre-alert or
/// a stacked alert is "back" instead, which does nothing but say so); Enter and Space press;
/// digits 1–9 press the nth button; Esc, Backspace and `q` are "back" (in the contact picker, its
/// Cancel or Back, where Left moves focus like the other arrows); `?` help; `p` Settings >
/// Privacy; `w` the lint warnings; `n` the status line's notes in full; `t` the location alert's Precise switch; `R` relaunch; `r` restart; `Q` and Ctrl-C
/// ask to quit. In the quit question y, Y, Enter and Q quit, Ctrl-C (pressed again) stops at
/// once as an interruption, and anything else cancels;
/// in the privacy panel Up/Down (Tab/Shift-Tab) pick a resource and Left/Right (Enter/Space)
/// change its state; any other key closes an overlay.
public enum KeyMap {
    /// The event for `key` in `state`, or nil when the key means nothing there.
    /// Clicks are resolved with `event(forClickAt:row:in:state:walker:)`.
    public static func event(for key: KeyInput, in state: WalkState, walker: Walker) -> WalkEvent? {
        let key = key.normalized
        if let overlay = state.overlay {
            switch (overlay, key) {
            case (.confirmQuit, .character("y")), (.confirmQuit, .character("Y")), (.confirmQuit, .enter),
                 (.confirmQuit, .character("Q")):
                return .confirmQuit
            case (.confirmQuit, .controlC):
                return .interrupt
            case (.privacy, .up), (.privacy, .backTab): return .privacyMove(-1)
            case (.privacy, .down), (.privacy, .tab): return .privacyMove(1)
            case (.privacy, .left): return .privacyCycle(-1)
            case (.privacy, .right), (.privacy, .enter), (.privacy, .space): return .privacyCycle(1)
            case (.privacy, .character("Q")), (.privacy, .controlC),
                 (.help, .character("Q")), (.help, .controlC),
                 (.warnings, .character("Q")), (.warnings, .controlC),
                 (.notes, .character("Q")), (.notes, .controlC):
                return .requestQuit
            default: return .cancelOverlay
            }
        }
        let onAlert = state.alert != nil
        let sideBySide = onAlert && (state.alert?.buttons.count ?? 0) == 2
        let onPreAlert = !onAlert && walker.screen(state)?.kind.value == .preAlert
        switch key {
        case .tab, .down, .right: return .focusNext
        case .backTab, .up: return .focusPrevious
        case .left:
            // Left moves between two side-by-side alert buttons; elsewhere on a screen that has
            // only its own buttons it reads as "back", which must not leave.
            // The contact picker is a list with its own Cancel: Left moves there too.
            if onPreAlert || (onAlert && !sideBySide && state.alert?.picker == nil) { return .back("Left") }
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
            case "w": return .showWarnings
            case "n": return .showNotes
            case "t": return .togglePrecise
            case "R": return .relaunch
            case "r": return .restart
            default: return nil
            }
        }
    }

    /// The event for a click at (`column`, `row`) of `frame`, the frame drawn for `state`.
    ///
    /// A click on a button presses it, on the Precise switch flips it; with an overlay up a
    /// click closes it (the quit question is cancelled). A click outside the buttons of a
    /// pre-alert or a system alert is "back", which does nothing but say so; elsewhere it is nil.
    public static func event(forClickAt column: Int, row: Int, in frame: Frame, state: WalkState,
                             walker: Walker) -> WalkEvent? {
        if state.overlay != nil { return .cancelOverlay }
        switch frame.hit(column: column, row: row) {
        case .choice(let index)?: return .choose(index, .mouse)
        case .preciseSwitch?: return .togglePrecise
        case nil: return walker.isModal(state) || frame.modal ? .back("a click outside the buttons") : nil
        }
    }
}

import CNcursesw
import PermflowCore

/// What `get_wch` returned, before it means anything: a character (status OK) or a key code
/// (status KEY_CODE_YES).
public enum RawInput: Sendable, Equatable {
    case character(UInt32)
    case keyCode(Int32)
}

/// The curses key codes the walk understands (octal macros in C, read through the shim).
public struct CursesKeyCodes: Sendable, Equatable {
    public var enter, backTab, backspace, up, down, left, right, resize, mouse: Int32

    public static let current = CursesKeyCodes(
        enter: pf_key_enter(), backTab: pf_key_btab(), backspace: pf_key_backspace(),
        up: pf_key_up(), down: pf_key_down(), left: pf_key_left(), right: pf_key_right(),
        resize: pf_key_resize(), mouse: pf_key_mouse())
}

/// What a decoded input is: a key, a resize, or a mouse event to fetch with `getmouse`.
public enum DecodedInput: Sendable, Equatable {
    case key(KeyInput)
    case resize
    case mouse
}

/// Turns `get_wch` results into keys. Pure, so every mapping is unit-tested without a terminal.
public enum InputDecoder {
    /// The meaning of `raw`, or nil for keys the walk ignores (function keys, stray control bytes).
    public static func decode(_ raw: RawInput, codes: CursesKeyCodes = .current) -> DecodedInput? {
        switch raw {
        case .character(let value):
            switch value {
            // Return arrives as 10 (ICRNL turns 13 into 10); 13 when the terminal sends it raw.
            case 10, 13: return .key(.enter)
            case 9: return .key(.tab)
            case 27: return .key(.escape)
            case 8, 127: return .key(.backspace)
            // Ctrl-C is a byte in raw mode, not SIGINT.
            case 3: return .key(.controlC)
            case 32: return .key(.space)
            case 0..<32: return nil
            default:
                guard let scalar = Unicode.Scalar(value) else { return nil }
                return .key(.character(Character(scalar)))
            }
        case .keyCode(let code):
            switch code {
            case codes.enter: return .key(.enter)
            case codes.backTab: return .key(.backTab)
            case codes.backspace: return .key(.backspace)
            case codes.up: return .key(.up)
            case codes.down: return .key(.down)
            case codes.left: return .key(.left)
            case codes.right: return .key(.right)
            case codes.resize: return .resize
            case codes.mouse: return .mouse
            default: return nil
            }
        }
    }
}

/// The mouse buttons states the walk listens to (curses `BUTTON1_*` masks).
public struct MouseMasks: Sendable, Equatable {
    public var pressed, released, clicked, doubleClicked, tripleClicked: UInt

    public static let current = MouseMasks(
        pressed: UInt(pf_button1_pressed()), released: UInt(pf_button1_released()),
        clicked: UInt(pf_button1_clicked()), doubleClicked: UInt(pf_button1_double_clicked()),
        tripleClicked: UInt(pf_button1_triple_clicked()))

    /// What the adapter asks curses to report.
    public var listened: UInt { pressed | released | clicked | doubleClicked | tripleClicked }
}

/// Turns a curses mouse event into a click. Pure: mouse input is hard to inject through tmux,
/// so this is where clicks are tested.
public enum MouseDecoder {
    /// A click of the primary button at the event's cell, or nil for anything else.
    ///
    /// curses reports a quick press and release as one CLICKED event and a slow one as PRESSED
    /// then RELEASED; the press of a slow click is ignored so a button is pressed once, on
    /// release, as iOS does. A double or triple click counts as one press, not two.
    public static func click(column: Int32, row: Int32, state: UInt, masks: MouseMasks = .current) -> KeyInput? {
        guard column >= 0, row >= 0 else { return nil }
        let accepted = masks.clicked | masks.released | masks.doubleClicked | masks.tripleClicked
        guard state & accepted != 0 else { return nil }
        return .click(column: Int(column), row: Int(row))
    }
}

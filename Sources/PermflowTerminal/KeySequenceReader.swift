import PermflowCore

/// Reads keys that a terminal sends as escape sequences, so that each acts as one key or none.
///
/// curses decodes the sequences its terminfo entry names (arrows, Shift-Tab, …). Anything else
/// arrives as ESC followed by the sequence's bytes, one `get_wch` each: xterm's modified keys
/// (`ESC [27;5;9~`), CSI-u (`ESC [9;5u`), SS3 function keys (`ESC O P`), vt100 modified
/// arrows (`ESC [1;5A`), bracketed paste (`ESC [200~ … ESC [201~`), mouse reports that curses
/// does not decode (`ESC [M` and three bytes under TERM=linux; SGR `ESC [<0;3;4M`). Split into
/// bytes, their digits and letters would press buttons (`ESC [27;5;9~` once recorded "Allow").
/// Here every sequence is read to its end, CSI to its final byte, SS3 to one more byte, a
/// paste to its closing mark, and what is not a key of the walker is discarded: a paste never
/// chooses anything. An ESC that nothing follows within a short wait is the Escape key.
///
/// Terminals also send strings, mostly as replies to queries: DCS (`ESC P … ESC \`), OSC
/// (`ESC ] 0;title BEL`, `ESC ] 52;c;… ESC \`), APC (`ESC _`), PM (`ESC ^`) and SOS (`ESC X`),
/// and their 8-bit C1 forms (0x90, 0x9D, 0x9F, 0x9E, 0x98). Each is read to its string
/// terminator (ST: `ESC \` or 0x9C; BEL too for OSC) and discarded, so its body ("52", "0;…")
/// never presses a button; the 8-bit CSI (0x9B) and SS3 (0x8F) read as their 7-bit forms.
/// A string is bounded in time (it ends when nothing comes for `pasteWait`) and in length: past
/// `maximumStringLength` characters it is given up, and what follows is still dropped until
/// the input goes quiet, so the rest of a huge string is not read as keys either.
///
/// Pure: `next(read:)` takes a function that returns the next input, or nil when none comes
/// within the given wait, so the whole state machine is tested without a terminal.
public struct KeySequenceReader: Sendable {
    /// How long to wait for the rest of a sequence once it has begun (milliseconds). A terminal
    /// sends a sequence in one write; curses has already waited ESCDELAY for its first byte.
    public var sequenceWait: Int32
    /// A paste ends at its closing mark, or when nothing has come for this long.
    public var pasteWait: Int32
    /// The most characters read for one sequence before it is given up as garbage.
    public static let maximumSequenceLength = 64
    /// The most characters of a terminal string (DCS, OSC, APC, PM, SOS) read before it is
    /// given up (OSC 52 carries a clipboard, so this is generous); the rest is dropped until
    /// the input goes quiet.
    public static let maximumStringLength = 1 << 20

    public init(sequenceWait: Int32 = 30, pasteWait: Int32 = 300) {
        self.sequenceWait = sequenceWait
        self.pasteWait = pasteWait
    }

    /// One result of a read: an input, or nothing within the wait, or stop reading now (a
    /// signal arrived: the caller handles it; the sequence being read is dropped).
    public enum Read: Sendable, Equatable {
        case input(RawInput)
        case timeout
        case stop
    }

    /// What `next` returns: a decoded input, or nothing (a sequence that is not a walker key,
    /// a paste, or a stop). A resize that arrives in the middle of a sequence is returned (the
    /// sequence is dropped), so the screen is never left drawn for the old size.
    public func next(first: RawInput, codes: CursesKeyCodes = .current,
                     read: (_ waitMilliseconds: Int32) -> Read) -> DecodedInput? {
        if case .character(let value) = first, value != 27 {
            // The 8-bit C1 forms of the introducers: a string, CSI or SS3 in one character.
            if let kind = TerminalString(c1: value) { return skipString(kind, codes: codes, read: read) }
            switch value {
            case 0x9B: return readControlSequence(codes: codes, read: read)
            case 0x8F: return readSingleShiftThree(codes: codes, read: read)
            // A stray ST, or any other C1 control: no key.
            case 0x80...0x9F: return nil
            default: break
            }
        }
        guard case .character(27) = first else { return InputDecoder.decode(first, codes: codes) }
        // ESC: what follows decides. More ESCs first: Escape pressed twice, Alt+Escape, or the
        // ESC some terminals put before a sequence for Alt (`ESC ESC [A`, Alt+Up).
        var escapes = 1
        while true {
            switch read(sequenceWait) {
            case .timeout:
                // ESC alone, or ESC ESC: one Escape.
                return .key(.escape)
            case .stop:
                return nil
            case .input(.keyCode(let code)):
                // A key curses decoded right after ESC (Alt+arrow on some terminals): the ESC
                // alone is dropped, the key is discarded too (a modified key is not a walker key).
                return code == codes.resize ? .resize : nil
            case .input(.character(27)):
                escapes += 1
                // A run of ESCs is Escape held down, or garbage: one Escape either way.
                if escapes >= Self.maximumSequenceLength { return .key(.escape) }
                continue
            case .input(.character(let second)):
                let decoded: DecodedInput?
                switch second {
                case 0x5B:  // [
                    decoded = readControlSequence(codes: codes, read: read)
                case 0x4F:  // O: SS3, one more byte
                    decoded = readSingleShiftThree(codes: codes, read: read)
                default:
                    if let kind = TerminalString(escapeFinal: second) {
                        // A string (DCS, OSC, APC, PM, SOS): read to its terminator, never a key.
                        return skipString(kind, codes: codes, read: read)
                    }
                    // Alt+key (ESC then the key): not a walker key.
                    return nil
                }
                // With Alt (an ESC before the sequence) a key is a modified key: not a walker key.
                if decoded == .resize { return .resize }
                return escapes == 1 ? decoded : nil
            }
        }
    }

    /// After `ESC O` (or 0x8F): one more byte.
    private func readSingleShiftThree(codes: CursesKeyCodes, read: (Int32) -> Read) -> DecodedInput? {
        switch read(sequenceWait) {
        case .input(.character(let final)): return Self.singleShiftThree(final)
        case .input(.keyCode(let code)) where code == codes.resize: return .resize
        default: return nil
        }
    }

    /// The strings a terminal may send (ECMA-48's control strings), by their introducer.
    enum TerminalString {
        case deviceControl, operatingSystemCommand, applicationProgramCommand, privacyMessage, startOfString

        /// After ESC: `P`, `]`, `_`, `^`, `X`.
        init?(escapeFinal byte: UInt32) {
            switch byte {
            case 0x50: self = .deviceControl
            case 0x5D: self = .operatingSystemCommand
            case 0x5F: self = .applicationProgramCommand
            case 0x5E: self = .privacyMessage
            case 0x58: self = .startOfString
            default: return nil
            }
        }

        /// The 8-bit forms: 0x90, 0x9D, 0x9F, 0x9E, 0x98. A C1 control is its 7-bit form's
        /// final byte plus 0x40 (ECMA-48, 5.3: ESC P is 0x90).
        init?(c1 value: UInt32) {
            guard (0x80...0x9F).contains(value) else { return nil }
            self.init(escapeFinal: value - 0x40)
        }
    }

    /// Reads and drops a terminal string up to its terminator: ST (`ESC \\` or 0x9C), or BEL for
    /// OSC (xterm's replies end so). It also ends when nothing comes for `pasteWait`, and past
    /// `maximumStringLength` characters it is given up while what follows is dropped until
    /// nothing comes for `sequenceWait`. `.resize` if the terminal was resized meanwhile.
    private func skipString(_ kind: TerminalString, codes: CursesKeyCodes, read: (Int32) -> Read) -> DecodedInput? {
        var resized = false
        var afterEscape = false
        var count = 0
        while true {
            let wait = count < Self.maximumStringLength ? pasteWait : sequenceWait
            guard case .input(let input) = read(wait) else {
                // Quiet (the string was cut short, or an ESC inside it was the Escape key), or a stop.
                return resized ? .resize : nil
            }
            count = min(count + 1, Self.maximumStringLength)
            guard case .character(let value) = input else {
                if case .keyCode(let code) = input, code == codes.resize { resized = true }
                afterEscape = false
                continue
            }
            if count >= Self.maximumStringLength { continue }
            if afterEscape && value == 0x5C { return resized ? .resize : nil }
            if value == 0x9C || (value == 0x07 && kind == .operatingSystemCommand) { return resized ? .resize : nil }
            afterEscape = value == 27
        }
    }

    /// After `ESC [`: parameter bytes 0x30–0x3F, intermediate bytes 0x20–0x2F, one final byte
    /// 0x40–0x7E. `ESC [M` (an X10 mouse report) takes three more bytes, `ESC [[` (the Linux
    /// console's F1–F5) one; `ESC [200~` starts a paste.
    private func readControlSequence(codes: CursesKeyCodes, read: (Int32) -> Read) -> DecodedInput? {
        var parameters: [UInt32] = []
        var intermediates: [UInt32] = []
        while parameters.count + intermediates.count < Self.maximumSequenceLength {
            let byte: UInt32
            switch read(sequenceWait) {
            case .input(.character(let value)): byte = value
            case .input(.keyCode(let code)) where code == codes.resize: return .resize
            default: return nil
            }
            switch byte {
            case 0x30...0x3F where intermediates.isEmpty:
                parameters.append(byte)
            case 0x20...0x2F:
                intermediates.append(byte)
            case 0x40...0x7E:
                let text = String(String.UnicodeScalarView(parameters.compactMap(Unicode.Scalar.init)))
                if byte == 0x4D && parameters.isEmpty && intermediates.isEmpty {
                    // X10 mouse: button, column and row as raw bytes.
                    for _ in 0..<3 {
                        switch read(sequenceWait) {
                        case .input(.keyCode(let code)) where code == codes.resize: return .resize
                        case .input: continue
                        default: return nil
                        }
                    }
                    return nil
                }
                if byte == 0x5B && parameters.isEmpty && intermediates.isEmpty {
                    // The Linux console's F1–F5: `ESC [[A` … `ESC [[E`, one more byte.
                    if case .input(.keyCode(let code)) = read(sequenceWait), code == codes.resize { return .resize }
                    return nil
                }
                if byte == 0x7E && text == "200" {
                    return skipPaste(codes: codes, read: read)
                }
                return Self.controlSequence(parameters: text, final: byte)
            default:
                // Not part of a control sequence (a control byte, a wide character): the
                // sequence was cut short; drop it.
                return nil
            }
        }
        return nil
    }

    /// Reads and drops everything up to `ESC [201~`, or until nothing comes for `pasteWait`;
    /// `.resize` if the terminal was resized meanwhile (nil otherwise: a paste is no input).
    private func skipPaste(codes: CursesKeyCodes, read: (Int32) -> Read) -> DecodedInput? {
        let closing: [UInt32] = [27, 0x5B, 0x32, 0x30, 0x31, 0x7E]
        var matched = 0
        var resized = false
        while true {
            guard case .input(let input) = read(pasteWait) else { return resized ? .resize : nil }
            guard case .character(let value) = input else {
                if case .keyCode(let code) = input, code == codes.resize { resized = true }
                matched = 0
                continue
            }
            if value == closing[matched] {
                matched += 1
                if matched == closing.count { return resized ? .resize : nil }
            } else {
                matched = value == closing[0] ? 1 : 0
            }
        }
    }

    /// The walker keys among complete control sequences: the plain arrows and Shift-Tab in the
    /// forms curses may not know (`ESC [A`, `ESC [1A`, `ESC [Z`), and nothing else. A modified
    /// arrow (`ESC [1;5A`), a function key, xterm's modified keys and CSI-u are not walker keys.
    static func controlSequence(parameters: String, final: UInt32) -> DecodedInput? {
        guard parameters.isEmpty || parameters == "1" else { return nil }
        return final == 0x5A ? .key(.backTab) : arrow(final)
    }

    /// SS3 sequences: the arrows in application-cursor mode, the keypad's Enter; function keys
    /// (`ESC O P` …) are not walker keys.
    static func singleShiftThree(_ final: UInt32) -> DecodedInput? {
        final == 0x4D ? .key(.enter) : arrow(final)
    }

    /// `A`…`D`, the final byte of an arrow in either form.
    private static func arrow(_ final: UInt32) -> DecodedInput? {
        switch final {
        case 0x41: .key(.up)
        case 0x42: .key(.down)
        case 0x43: .key(.right)
        case 0x44: .key(.left)
        default: nil
        }
    }
}

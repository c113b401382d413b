import Foundation
import Testing
import PermflowCore
import PermflowTerminal

/// Escape sequences that curses does not decode arrive as ESC and then their bytes; each must
/// act as one key or none. The stream here is what `get_wch` returns, one input per call, and
/// nil where a read waits in vain.
@Suite struct KeySequenceReaderTests {
    /// Runs the reader over `stream` the way the curses screen does: one first input, then the
    /// reader pulls the rest of a sequence; a nil in the stream is a read that timed out.
    static func decode(_ stream: [RawInput?]) -> [DecodedInput] {
        var remaining = stream[...]
        var out: [DecodedInput] = []
        let reader = KeySequenceReader()
        while let first = remaining.popFirst() {
            guard let first else { continue }  // an idle tick
            let decoded = reader.next(first: first) { _ in
                guard let next = remaining.popFirst() else { return .timeout }
                return next.map { .input($0) } ?? .timeout
            }
            if let decoded { out.append(decoded) }
        }
        return out
    }

    static func bytes(_ text: String) -> [RawInput?] {
        text.unicodeScalars.map { .character($0.value) }
    }

    static let escape = "\u{1B}"

    /// Every form the issue names, alone, then followed by a key that must still count.
    static let sequences: [(String, String)] = [
        ("xterm modified key (Ctrl-Tab)", "\u{1B}[27;5;9~"),
        ("xterm modified key (Ctrl-Shift-2)", "\u{1B}[27;6;50~"),
        ("CSI-u (Ctrl-Tab)", "\u{1B}[9;5u"),
        ("CSI-u (Ctrl-1)", "\u{1B}[49;5u"),
        ("SS3 function key F1", "\u{1B}OP"),
        ("SS3 function key F4", "\u{1B}OS"),
        ("vt100 modified arrow", "\u{1B}[1;5A"),
        ("vt100 modified arrow (Shift-Right)", "\u{1B}[1;2C"),
        ("function key F5", "\u{1B}[15~"),
        ("linux console F1", "\u{1B}[[A"),
        ("bracketed paste", "\u{1B}[200~2, 1, Allow\n\r\t\u{1B}[201~"),
        ("bracketed paste with escapes inside", "\u{1B}[200~\u{1B}[27;5;9~12\u{1B}[20\u{1B}[201~"),
        ("X10 mouse report (TERM=linux)", "\u{1B}[M !!"),
        ("X10 mouse report with digits", "\u{1B}[M#12"),
        ("SGR mouse report", "\u{1B}[<0;12;5M"),
        ("focus in", "\u{1B}[I"),
        ("Alt-1", "\u{1B}1"),
        // Some terminals send Alt as an ESC before the whole sequence.
        ("Alt-Up (ESC before the sequence)", "\u{1B}\u{1B}[A"),
        ("Alt-F1 (ESC before SS3)", "\u{1B}\u{1B}OP"),
        ("Alt-Ctrl-Tab (ESC before xterm's modified key)", "\u{1B}\u{1B}[27;5;9~"),
    ] + strings

    /// Terminal strings (replies to queries, mostly), 7-bit and 8-bit: each is read to its
    /// terminator and discarded. Their bodies hold digits that would choose a button.
    static let strings: [(String, String)] = [
        ("DCS (DECRQSS reply)", "\u{1B}P1$r0;1m\u{1B}\\"),
        ("DCS with digits (XTGETTCAP reply)", "\u{1B}P1+r6b637531=1b4f41\u{1B}\\"),
        ("OSC title ended by BEL", "\u{1B}]0;2 Allow 1\u{07}"),
        ("OSC 52 clipboard ended by ST", "\u{1B}]52;c;MTIgQWxsb3c=\u{1B}\\"),
        ("OSC 11 colour reply", "\u{1B}]11;rgb:0000/0000/0000\u{1B}\\"),
        ("OSC 8 link", "\u{1B}]8;;https://example.com/1\u{1B}\\"),
        ("APC", "\u{1B}_Gi=1;OK\u{1B}\\"),
        ("PM", "\u{1B}^12 privacy\u{1B}\\"),
        ("SOS", "\u{1B}X1 2\u{1B}\\"),
        ("OSC with ESC inside before ST", "\u{1B}]0;1\u{1B}2\u{1B}\\"),
        ("Alt then OSC (ESC before the string)", "\u{1B}\u{1B}]0;1\u{07}"),
        ("8-bit DCS ended by 8-bit ST", "\u{90}1$r0m\u{9C}"),
        ("8-bit OSC ended by BEL", "\u{9D}0;12\u{07}"),
        ("8-bit OSC ended by 8-bit ST", "\u{9D}52;c;MQ==\u{9C}"),
        ("8-bit APC", "\u{9F}Gi=2\u{9C}"),
        ("8-bit PM", "\u{9E}21\u{9C}"),
        ("8-bit SOS ended by 7-bit ST", "\u{98}12\u{1B}\\"),
        ("8-bit CSI (xterm modified key)", "\u{9B}27;5;9~"),
        ("8-bit SS3 function key", "\u{8F}P"),
        ("a stray 8-bit ST", "\u{9C}"),
    ]

    /// A string's terminator is what ends it: BEL ends an OSC only, and a DCS's body runs on
    /// through a BEL to its ST.
    @Test func belEndsOnlyAnOSC() {
        #expect(Self.decode(Self.bytes("\u{1B}P1\u{07}2\u{1B}\\3")) == [.key(.character("3"))])
        #expect(Self.decode(Self.bytes("\u{9D}1\u{07}2")) == [.key(.character("2"))])
    }

    /// A string that is never terminated ends when input goes quiet; its body chose nothing.
    @Test func anUnterminatedStringEndsWhenInputGoesQuiet() {
        for opening in ["\u{1B}]52;c;", "\u{1B}P", "\u{90}", "\u{9D}", "\u{1B}_", "\u{1B}^", "\u{1B}X"] {
            #expect(Self.decode(Self.bytes(opening + "1212") + [nil] + Self.bytes("q")) == [.key(.character("q"))],
                    "\(opening.debugDescription)")
        }
    }

    /// A string longer than the bound is given up, and the rest of it is still dropped until the
    /// input goes quiet: none of a huge OSC 52's bytes is a key.
    @Test func aHugeStringIsDroppedWhole() {
        let body = String(repeating: "12", count: KeySequenceReader.maximumStringLength)
        #expect(Self.decode(Self.bytes("\u{1B}]52;c;" + body + "\u{07}") + [nil] + Self.bytes("q")) == [.key(.character("q"))])
    }

    /// A resize inside a string is kept; the string is still discarded.
    @Test func aResizeInsideAStringIsNotLost() {
        let codes = CursesKeyCodes.current
        let decoded = Self.decode(Self.bytes("\u{1B}]0;1") + [.keyCode(codes.resize)] + Self.bytes("2\u{07}3"))
        #expect(decoded == [.resize, .key(.character("3"))])
    }

    @Test(arguments: sequences)
    func aSequenceThatIsNoWalkerKeyPressesNothing(_ name: String, _ sequence: String) {
        #expect(Self.decode(Self.bytes(sequence)) == [], "\(name)")
        // What follows is read as itself.
        #expect(Self.decode(Self.bytes(sequence + "2")) == [.key(.character("2"))], "\(name)")
        #expect(Self.decode(Self.bytes(sequence) + [nil] + Self.bytes("q")) == [.key(.character("q"))], "\(name)")
    }

    @Test func escapeAloneIsTheEscapeKey() {
        #expect(Self.decode([.character(27)]) == [.key(.escape)])
        #expect(Self.decode([.character(27), nil, .character(0x31)]) == [.key(.escape), .key(.character("1"))])
        #expect(Self.decode(Self.bytes("\u{1B}\u{1B}")) == [.key(.escape)])
    }

    @Test func theArrowsInFormsCursesMayNotKnowAreArrows() {
        #expect(Self.decode(Self.bytes("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D\u{1B}[Z")) == [.key(.up), .key(.down), .key(.right), .key(.left), .key(.backTab)])
        #expect(Self.decode(Self.bytes("\u{1B}OA\u{1B}OD\u{1B}OM")) == [.key(.up), .key(.left), .key(.enter)])
        #expect(Self.decode(Self.bytes("\u{1B}[1C")) == [.key(.right)])
    }

    /// A sequence cut short (the terminal stopped sending) is dropped whole: none of its bytes
    /// presses anything, and the next key counts.
    @Test func aSequenceCutShortIsDropped() {
        #expect(Self.decode(Self.bytes("\u{1B}[27;5") + [nil] + Self.bytes("1")) == [.key(.character("1"))])
        #expect(Self.decode(Self.bytes("\u{1B}O") + [nil] + Self.bytes("1")) == [.key(.character("1"))])
        // A paste that never closes ends when input goes quiet; its text chose nothing.
        #expect(Self.decode(Self.bytes("\u{1B}[200~12345") + [nil] + Self.bytes("y")) == [.key(.character("y"))])
        // An endless parameter run is given up at the bound, not read forever.
        let long = "\u{1B}[" + String(repeating: "1", count: 500) + "~"
        let decoded = Self.decode(Self.bytes(long))
        #expect(decoded.count < 500 - KeySequenceReader.maximumSequenceLength + 10)
    }

    /// Plain keys and the key codes curses decodes go through as before.
    @Test func plainInputIsUnchanged() {
        let codes = CursesKeyCodes.current
        #expect(Self.decode(Self.bytes("12q\r")) == [.key(.character("1")), .key(.character("2")), .key(.character("q")), .key(.enter)])
        #expect(Self.decode([.keyCode(codes.up), .keyCode(codes.resize)]) == [.key(.up), .resize])
        // A resize right after ESC is not lost.
        #expect(Self.decode([.character(27), .keyCode(codes.resize)]) == [.resize])
    }

    /// A resize that arrives in the middle of any sequence is kept (the sequence is dropped):
    /// the screen must be drawn for the new size before the next key.
    @Test(arguments: ["\u{1B}[27;5", "\u{1B}O", "\u{1B}[M!", "\u{1B}[[", "\u{1B}[200~12", "\u{1B}\u{1B}[1;"])
    func aResizeInsideASequenceIsNotLost(_ prefix: String) {
        let codes = CursesKeyCodes.current
        let decoded = Self.decode(Self.bytes(prefix) + [.keyCode(codes.resize)] + [nil] + Self.bytes("2"))
        #expect(decoded == [.resize, .key(.character("2"))], "\(prefix.debugDescription): \(decoded)")
    }

    /// ESC pressed twice, or a run of ESCs, is one Escape, never a flood of them.
    @Test func aRunOfEscapesIsOneEscape() {
        #expect(Self.decode(Self.bytes(String(repeating: "\u{1B}", count: 3))) == [.key(.escape)])
        #expect(Self.decode(Self.bytes(String(repeating: "\u{1B}", count: 10)) + [nil] + Self.bytes("1")) == [.key(.escape), .key(.character("1"))])
    }

    /// A signal while a sequence is read stops the reading at once.
    @Test func aStopEndsTheRead() {
        var calls = 0
        let decoded = KeySequenceReader().next(first: .character(27)) { _ in
            calls += 1
            return calls == 1 ? .input(.character(0x5B)) : .stop
        }
        #expect(decoded == nil && calls == 2)
    }

    /// End to end without a terminal: at the camera alert, every sequence above reaches the
    /// walk as nothing, so the alert is still up and nothing was chosen.
    @Test func atTheAlertNoSequenceChoosesAButton() throws {
        // The bundled camera flow: home, its check, the pre-alert, then the alert.
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("flows/camera.yaml").path
        let parsed = FlowParser().parse(path: path, text: try String(contentsOfFile: path, encoding: .utf8))
        let walker = Walker(flow: try #require(parsed.flow, "\(parsed.diagnostics.map(\.message))"))
        var state = walker.start()
        for key in ["enter", "enter"] {
            let event = try #require(KeyMap.event(for: key == "enter" ? .enter : .space, in: state, walker: walker))
            state = walker.update(state, event).0
        }
        #expect(state.alert?.resource == "camera")
        for (name, sequence) in Self.sequences {
            for decoded in Self.decode(Self.bytes(sequence)) {
                guard case .key(let key) = decoded, let event = KeyMap.event(for: key, in: state, walker: walker) else { continue }
                let (next, effects) = walker.update(state, event)
                #expect(effects.isEmpty, "\(name) did \(effects)")
                state = next
            }
        }
        #expect(state.alert?.resource == "camera")
    }
}

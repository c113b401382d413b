import Testing
import PermflowCore
import PermflowTerminal

/// `get_wch` results to keys, and curses mouse events to clicks: the adapter's input side,
/// tested without a terminal (tmux cannot inject mouse events).
@Suite struct InputDecoderTests {
    static let characters: [(UInt32, DecodedInput?)] = [
        (10, .key(.enter)), (13, .key(.enter)), (9, .key(.tab)), (27, .key(.escape)),
        (127, .key(.backspace)), (8, .key(.backspace)), (3, .key(.controlC)), (32, .key(.space)),
        (49, .key(.character("1"))), (113, .key(.character("q"))), (81, .key(.character("Q"))),
        (63, .key(.character("?"))), (0xD55C, .key(.character("한"))),
        (1, nil), (0, nil), (31, nil), (0xD800, nil),
    ]

    @Test(arguments: characters)
    func characterInput(_ value: UInt32, _ expected: DecodedInput?) {
        #expect(InputDecoder.decode(.character(value)) == expected, "character \(value)")
    }

    @Test func keyCodes() {
        let codes = CursesKeyCodes.current
        let table: [(Int32, DecodedInput?)] = [
            (codes.enter, .key(.enter)), (codes.backTab, .key(.backTab)), (codes.backspace, .key(.backspace)),
            (codes.up, .key(.up)), (codes.down, .key(.down)), (codes.left, .key(.left)), (codes.right, .key(.right)),
            (codes.resize, .resize), (codes.mouse, .mouse), (0o411, nil) /* F1 */, (0o406, nil) /* Home */,
        ]
        for (code, expected) in table {
            #expect(InputDecoder.decode(.keyCode(code)) == expected, "key code \(code)")
        }
    }

    @Test func cursesKeyCodesAreTheDocumentedOnes() {
        // ncurses' octal values: if a curses build ever differs, the shim, not the table, is wrong.
        let codes = CursesKeyCodes.current
        #expect(codes.enter == 0o527 && codes.backTab == 0o541 && codes.backspace == 0o407)
        #expect(codes.down == 0o402 && codes.up == 0o403 && codes.left == 0o404 && codes.right == 0o405)
        #expect(codes.resize == 0o632 && codes.mouse == 0o631)
    }

    @Test func clicksAndReleasesPressOnce() {
        let masks = MouseMasks.current
        #expect(MouseDecoder.click(column: 12, row: 5, state: masks.clicked) == .click(column: 12, row: 5))
        #expect(MouseDecoder.click(column: 0, row: 0, state: masks.released) == .click(column: 0, row: 0))
        #expect(MouseDecoder.click(column: 3, row: 4, state: masks.doubleClicked) == .click(column: 3, row: 4))
        #expect(MouseDecoder.click(column: 3, row: 4, state: masks.tripleClicked) == .click(column: 3, row: 4))
        // The press of a slow click is not a press of the button: its release is.
        #expect(MouseDecoder.click(column: 12, row: 5, state: masks.pressed) == nil)
        #expect(MouseDecoder.click(column: 12, row: 5, state: 0) == nil)
        #expect(MouseDecoder.click(column: -1, row: 5, state: masks.clicked) == nil)
    }

    @Test func otherButtonsAreIgnored() {
        let masks = MouseMasks.current
        // Anything outside button 1's bits (wheel, right button) is not a click.
        let others = ~masks.listened & 0x0FFF_FFFF
        #expect(MouseDecoder.click(column: 1, row: 1, state: others) == nil)
    }

    @Test func masksAreDistinct() {
        let masks = MouseMasks.current
        let all = [masks.pressed, masks.released, masks.clicked, masks.doubleClicked, masks.tripleClicked]
        #expect(Set(all).count == 5)
        #expect(all.allSatisfy { $0 != 0 && masks.listened & $0 == $0 })
    }
}

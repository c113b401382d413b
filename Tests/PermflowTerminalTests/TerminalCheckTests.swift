import Testing
import PermflowTerminal

/// TERM is checked before curses starts, so a bad one gives a message instead of curses ending
/// the process. These read terminfo (global state in ncurses), so they run one at a time.
@Suite(.serialized) struct TerminalCheckTests {
    func check(_ term: String?) -> TerminalError? {
        var environment: [String: String] = [:]
        environment["TERM"] = term
        do {
            try CursesScreen.checkTerminal(environment: environment, requireTTY: false)
            return nil
        } catch let error as TerminalError {
            return error
        } catch {
            return .startFailed("\(error)")
        }
    }

    @Test func missingAndDumbTerminals() {
        #expect(check(nil) == .termMissing)
        #expect(check("") == .termMissing)
        #expect(check("dumb") == .termDumb)
        #expect(check("no-such-terminal-type") == .termUnknown("no-such-terminal-type"))
    }

    @Test(arguments: ["xterm-256color", "screen-256color", "tmux-256color", "linux", "vt100"])
    func supportedTerminals(_ term: String) {
        #expect(check(term) == nil, "TERM=\(term)")
    }

    @Test func messagesSayWhatToDo() {
        #expect(TerminalError.termDumb.description.contains("TERM=dumb"))
        #expect(TerminalError.termDumb.description.contains("--keys"))
        #expect(TerminalError.termUnknown("foo").description.contains("'foo'"))
        #expect(TerminalError.termMissing.description.contains("TERM is not set"))
    }
}

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ArgumentParser
import PermflowCore
import PermflowTerminal
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `permflow replay T.jsonl`: a recorded walk played back.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Play a recorded walk back (read-only); --print prints every frame.",
        discussion: """
        In the terminal UI (read-only), each recorded frame is shown as it was, with a status line \
        saying which step it is and what was chosen on it: → (or Enter, n) steps forward, ← (or \
        Backspace, p) back, g and G jump to the first and last frame, Space plays and pauses at the \
        recorded pace, q quits. --speed 2 starts playing at twice the recorded pace. --print needs \
        no terminal: it prints every recorded frame in order, each under a line saying when it \
        appeared and what was chosen on it.

        Examples:
          permflow replay transcripts/camera-20251122T031000Z.jsonl --print
          permflow replay transcripts/camera-20251122T031000Z.jsonl --speed 2
        """
    )

    @Argument(help: "The transcript (.jsonl).")
    var transcript: String

    @Flag(help: "Print every frame as plain text instead of playing it in the terminal.")
    var print = false

    @Option(help: "Play at the recorded pace times this factor (terminal UI).")
    var speed: Double?

    func run() throws {
        // The terminal UI shows no warnings: they would be wiped by its first frame.
        let walk = try TranscriptFile.readForCommand(transcript, command: "replay", warnings: print)
        guard print else {
            try play(walk)
            return
        }
        Console.visibleOutput(TranscriptPlayback(walk).printed())
    }

    /// The terminal UI: step with the arrows, or play at the recorded pace (times `--speed`).
    private func play(_ walk: Transcript) throws {
        let playback = TranscriptPlayback(walk)
        let screen: CursesScreen
        do {
            screen = try CursesScreen.start()
        } catch TerminalError.notATerminal {
            Console.visibleError("permflow replay: standard input and output must be a terminal to replay; use --print to print the frames\n")
            throw ExitCode(2)
        } catch {
            Console.visibleError("permflow replay: \(shown(error))\n")
            throw ExitCode(2)
        }
        var state = ReplayState(index: 0, playing: speed != nil)
        let factor = max(0.01, speed ?? 1)
        var shownAt = Date()
        var stopped: Int32?
        do {
            defer { screen.stop() }
            var dirty = true
            loop: while true {
                if dirty {
                    screen.draw(ReplayView.render(playback.shots, state: state, width: screen.size.width, height: screen.size.height))
                    dirty = false
                }
                if state.playing, state.index < playback.shots.count {
                    let shot = playback.shots[state.index]
                    let (span, overflow) = shot.until.subtractingReportingOverflow(shot.from)
                    let due = Double(overflow ? 0 : max(0, span)) / 1000 / factor
                    if Date().timeIntervalSince(shownAt) >= due {
                        state = ReplayView.apply(.next, to: state, count: playback.shots.count)
                        shownAt = Date()
                        dirty = true
                        continue
                    }
                }
                guard let event = screen.nextEvent() else { continue }
                switch event {
                case .signal(let signal):
                    stopped = signal
                    break loop
                case .hangUp:
                    stopped = SIGHUP
                    break loop
                case .resize:
                    dirty = true
                case .key(let key):
                    guard let command = ReplayView.command(for: key) else { continue }
                    if command == .quit { break loop }
                    state = ReplayView.apply(command, to: state, count: playback.shots.count)
                    shownAt = Date()
                    dirty = true
                }
            }
        }
        if let stopped {
            Console.visibleError("permflow replay: stopped by \(SignalFlag.name(stopped))\n")
            throw ExitCode(128 + stopped)
        }
    }
}

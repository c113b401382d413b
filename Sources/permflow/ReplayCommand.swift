import ArgumentParser
import Foundation
import PermflowCore

/// `permflow replay T.jsonl`: a recorded walk played back.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Play a recorded walk back (read-only); --print prints every frame.",
        discussion: """
        In the terminal UI, step forward and back with the arrow keys, or play at the recorded \
        pace with --speed. --print needs no terminal: it prints every recorded frame in order, \
        each under a line saying when it appeared and what was chosen on it.

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
        let walk: Transcript
        do {
            walk = try TranscriptReader.read(contentsOf: transcript)
        } catch {
            Terminal.standardError("permflow replay: \(error)\n")
            throw ExitCode(2)
        }
        guard print else {
            // TODO(walk): the interactive replay draws `TranscriptPlayback(walk).shots` in the
            // terminal UI (PermflowTerminal): Right/Space/Enter forward, Left/Backspace back,
            // Home/End, Q quits; with --speed, shot N stays for (until - from) / speed ms.
            Terminal.standardError("permflow replay: interactive replay needs the terminal UI; use --print\n")
            throw ExitCode(2)
        }
        for warning in walk.warnings { Terminal.standardError("warning: \(warning)\n") }
        Terminal.standardOutput(TranscriptPlayback(walk).printed())
    }
}

import ArgumentParser
import PermflowCore

/// `permflow export T.jsonl --asciicast OUT.cast`.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export a recorded walk as an asciicast (asciinema) recording.",
        discussion: """
        The recording draws every recorded frame at the time it appeared, so `asciinema play` \
        shows the walk at the pace it was taken (add -s 2 to play it twice as fast).

        Example:
          permflow export transcripts/camera-20251122T031000Z.jsonl --asciicast walk.cast
          asciinema play walk.cast
        """
    )

    @Argument(help: "The transcript (.jsonl).")
    var transcript: String

    @Option(help: ArgumentHelp("Write an asciicast v2 file here (- for standard output).", valueName: "file"))
    var asciicast: String

    func run() throws {
        let walk = try TranscriptFile.readForCommand(transcript, command: "export")
        let cast = TranscriptPlayback(walk).asciicast()
        if asciicast == "-" {
            Console.visibleOutput(cast)
            return
        }
        try OutputFile.write(cast, to: asciicast, inputs: [transcript], command: "export")
        Console.visibleError("wrote \(shown(asciicast)); play it with: asciinema play \(shown(asciicast))\n")
    }
}

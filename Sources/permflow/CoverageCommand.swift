import ArgumentParser
import PermflowCore

/// `permflow coverage FLOW TRANSCRIPTS…`: the edges no recorded walk has taken.
struct CoverageCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "coverage",
        abstract: "List the edges of a flow that no recorded walk has taken.",
        discussion: """
        One unwalked edge per line, as `from --label--> to`, then the coverage line \
        (`12/15 edges walked, 80 %`) on standard error. Folders are searched for *.jsonl; \
        transcripts of other flows in a folder are skipped.

        Exit status: 0 (whatever the coverage), 2 when the flow or a transcript cannot be read.

        Example:
          permflow coverage flows/camera.yaml transcripts
        """
    )

    @Argument(help: "The flow file.")
    var flow: String

    @Argument(help: "Recorded walks: .jsonl files or folders of them.")
    var transcripts: [String]

    @OptionGroup var packs: LocalePackOption

    func run() throws {
        let inputs = try GraphInputs.load(flowPath: flow, transcriptPaths: transcripts, packs: packs.localePacks, command: "coverage")
        var diagram = inputs.diagram
        diagram.apply(inputs.coverage)
        let unwalked = diagram.edges.filter { !$0.walked }.map { $0.description(in: diagram) }
        Console.visibleOutput(unwalked.map { $0 + "\n" }.joined())
        Console.visibleError(diagram.coverageLine + " (\(inputs.used) transcript\(inputs.used == 1 ? "" : "s"))\n")
        if inputs.unreadable > 0 { throw ExitCode(2) }
    }
}

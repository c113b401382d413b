import ArgumentParser
import PermflowCore

enum GraphFormat: String, ExpressibleByArgument, CaseIterable {
    case dot, mermaid
}

/// `permflow graph FLOW`: the flow as a diagram, with the edges walks have taken.
struct GraphCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "graph",
        abstract: "Draw a flow as a Graphviz or Mermaid diagram, marking the edges recorded walks took.",
        discussion: """
        Screens are nodes shaped by kind (app: rounded box, pre-alert: note, system alert: hexagon, \
        location button: flag, settings: component, end: double box); edges are labelled by the \
        action, the pre-alert's button or the alert outcome. With --transcripts, edges a recorded \
        walk took are solid and the others dashed, and a coverage line (`12/15 edges walked, 80 %`) \
        goes to standard error. Folders are searched for *.jsonl; transcripts of other flows in a \
        folder are skipped.

        Examples:
          permflow graph flows/camera.yaml | dot -Tsvg > camera.svg
          permflow graph flows/camera.yaml --format mermaid --transcripts transcripts -o camera.mmd

        -o never replaces a file that exists unless --force, and never a flow or a transcript; \
        /dev/null or a FIFO is written in place.
        """
    )

    @Argument(help: "The flow file.")
    var flow: String

    @Option(help: "dot (Graphviz) or mermaid.")
    var format: GraphFormat = .dot

    @Option(help: ArgumentHelp("Recorded walks (a folder or .jsonl files; repeatable).", valueName: "path"))
    var transcripts: [String] = []

    @Option(name: .shortAndLong, help: "Write to this file instead of standard output (an existing file only with --force).")
    var output: String?

    @Flag(help: "Replace the output file if it exists (never a flow or transcript).")
    var force = false

    @OptionGroup var packs: LocalePackOption

    func run() throws {
        let inputs = try GraphInputs.load(flowPath: flow, transcriptPaths: transcripts, packs: packs.localePacks, command: "graph")
        var diagram = inputs.diagram
        if !transcripts.isEmpty { diagram.apply(inputs.coverage) }
        let text = format == .dot ? DotWriter.write(diagram, source: flow) : MermaidWriter.write(diagram, source: flow)
        if let output {
            try OutputFile.write(text, to: output, inputs: [flow] + inputs.transcriptFiles, command: "graph", replace: force)
        } else {
            Console.visibleOutput(text)
        }
        if !transcripts.isEmpty {
            Console.visibleError(diagram.coverageLine + " (\(inputs.used) transcript\(inputs.used == 1 ? "" : "s"))\n")
        }
        if inputs.unreadable > 0 { throw ExitCode(2) }
    }
}

/// A flow and the transcripts of it, as `graph` and `coverage` read them.
struct GraphInputs {
    var diagram: FlowDiagram
    var coverage: FlowCoverage
    /// Transcripts counted.
    var used: Int
    /// Transcripts that could not be read (reported on standard error).
    var unreadable: Int
    /// Every transcript file read (an output may not be one of them).
    var transcriptFiles: [String] = []

    /// Reads the flow and the transcripts; `packs` are locale packs whose words the diagram
    /// draws (a location button's title) and whose alerts the system model reads.
    static func load(flowPath: String, transcriptPaths: [String], packs: [String], command: String) throws -> GraphInputs {
        let (vocabularies, catalog) = try LintThresholds.withPacks(packs)
        let parsed = FlowFile.parse(flowPath, with: FlowParser())
        guard let flow = parsed.flow, !parsed.isUnusable else {
            // The first problem `lint` reports, the rules that report parse facts included (a
            // duplicate key inside `{…}` is `flow-duplicate-id`'s, not a parse diagnostic).
            let first = Linter(catalog: catalog, vocabularies: vocabularies).lint(parsed).diagnostics.first
            let reason = first.map { "\($0.location): \(VisibleText.sanitize($0.message))" } ?? "not a flow"
            Console.visibleError("permflow \(command): \(shown(flowPath)): \(shown(reason))\n")
            throw ExitCode(2)
        }
        let diagram = FlowDiagram(flow: flow, catalog: catalog)
        let expansion = InputFiles.expand(transcriptPaths, extensions: InputFiles.transcriptExtensions)
        let (files, fromFolders, missing) = (expansion.files, expansion.fromFolders, expansion.missing)
        var unreadable = missing.count
        for path in missing { Console.visibleError("permflow \(command): \(shown(path)): no such file or folder\n") }
        var walks: [Transcript] = []
        var skipped = 0
        for file in files {
            do {
                let transcript = try TranscriptFile.read(contentsOf: file)
                for warning in transcript.warnings { Console.visibleError("warning: \(shown(warning))\n") }
                if TranscriptFiles.belongs(transcript, toFlowAt: flowPath, named: flow.name.value) {
                    walks.append(transcript)
                } else if fromFolders.contains(file) {
                    skipped += 1
                } else {
                    Console.visibleError("warning: \(shown(file)) is a walk of \(shown(transcript.header.flow.path)) "
                        + "(“\(shown(transcript.header.flow.name))”), counted for \(shown(flowPath)) as asked\n")
                    walks.append(transcript)
                }
            } catch {
                unreadable += 1
                Console.visibleError("permflow \(command): \(shown(error))\n")
            }
        }
        if skipped > 0 {
            Console.visibleError("note: skipped \(skipped) transcript\(skipped == 1 ? "" : "s") of other flows\n")
        }
        let coverage = FlowCoverage(diagram: diagram, flow: flow, transcripts: walks, catalog: catalog)
        if coverage.unmatchedSteps > 0 {
            Console.visibleError("note: \(coverage.unmatchedSteps) recorded step\(coverage.unmatchedSteps == 1 ? "" : "s") match no edge of the flow as it is now (run `permflow verify`)\n")
        }
        return GraphInputs(diagram: diagram, coverage: coverage, used: walks.count, unreadable: unreadable, transcriptFiles: files)
    }
}

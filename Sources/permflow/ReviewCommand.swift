import ArgumentParser
import PermflowCore

enum ReviewFormat: String, ExpressibleByArgument, CaseIterable {
    case md, html
}

/// `permflow review T.jsonl`: a recorded walk as a document for review.
struct ReviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "review",
        abstract: "Turn a recorded walk into a document for review (Markdown or HTML).",
        discussion: """
        Header: who walked, when, which flow and whether the flow file has changed since (by its \
        SHA-256), how the walk ended. Then every step: the screen as it was shown, the choice, how \
        long the screen was on before it (dwell), the permission states after it and the system's \
        notes. A summary lists the resources requested and their outcomes, the screens seen, and \
        the HIG warnings the flow carried during the walk and carries now (the flow is linted when \
        its file is found).

        The flow file is looked for beside the transcripts folder, then beside the transcript, \
        never outside (an absolute path or `..` is not opened); --flow points elsewhere. HTML is one self-contained file (inline CSS, nothing to load).

        Examples:
          permflow review transcripts/camera-20251122T031000Z.jsonl > review.md
          permflow review transcripts/camera-20251122T031000Z.jsonl -o review.html
        """
    )

    @Argument(help: "The transcript (.jsonl).")
    var transcript: String

    @Option(name: .shortAndLong, help: "Write to this file instead of standard output.")
    var output: String?

    @Option(help: "md or html (default: html when --output ends in .html or .htm, else md).")
    var format: ReviewFormat?

    @Option(help: "The flow file to review against. Without it, the flow the transcript names is looked for beside the transcript (or beside its transcripts/ folder), never outside it.")
    var flow: String?

    @OptionGroup var thresholds: LintThresholds

    func run() throws {
        let walk = try TranscriptFile.readForCommand(transcript, command: "review")

        var status = TranscriptReview.FlowStatus.missing
        var diagnostics: [Diagnostic]?
        let flowPath: String
        switch TranscriptFiles.flowLocation(for: walk, explicit: flow) {
        case .outside(let recorded):
            flowPath = recorded
            Console.visibleError("warning: \(shown(TranscriptFiles.outsideMessage(recorded)))\n")
        case .path(let path):
            flowPath = path
            let linter = try thresholds.makeLinter()
            switch BoundedFile.read(path, maxBytes: linter.parser.limits.maxBytes) {
            case .bytes(let bytes):
                let sha = SHA256.hex(of: [UInt8](bytes))
                status = sha == walk.header.flow.sha256 ? .unchanged : .changed(sha256: sha)
                let report = linter.lint(path: path, text: String(decoding: bytes, as: UTF8.self))
                if !report.isUnusable { diagnostics = report.diagnostics }
            case .missing:
                break
            case .notARegularFile:
                Console.visibleError("warning: the flow \(shown(path)) is not a regular file; it is not read\n")
            case .tooBig(let size, let limit):
                Console.visibleError("warning: the flow \(shown(path)) is \(size) bytes, over the limit of \(limit) bytes (--max-bytes); it is not read\n")
            case .unreadable(let reason):
                Console.visibleError("warning: the flow \(shown(path)) cannot be read: \(shown(reason))\n")
            }
        }
        let review = TranscriptReview(transcript: walk, flowPath: flowPath, flowStatus: status, currentDiagnostics: diagnostics)
        let chosen = format ?? (output.map { [".html", ".htm"].contains(where: $0.lowercased().hasSuffix) } == true ? .html : .md)
        let document = chosen == .html ? review.html() : review.markdown()
        guard let output else {
            Console.visibleOutput(document)
            return
        }
        try OutputFile.write(document, to: output, inputs: [transcript, flowPath], command: "review")
        Console.visibleError("wrote \(shown(output))\n")
    }
}

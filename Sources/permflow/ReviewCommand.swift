import ArgumentParser
import PermflowCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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

        Frames are pictures (SVG, drawn from the recorded cells in the walk's theme and colours, so \
        they line up in any browser): inline in HTML; with -o review.md they are written to \
        review-frames/ beside it and linked as images, so a pull request shows them. \
        --text-frames keeps Markdown frames as text (always so on standard output). A frame \
        shown on several steps in a row is drawn once.

        The flow file is looked for beside the transcripts folder, then beside the transcript, \
        never outside (an absolute path or `..` is not opened); --flow points elsewhere. HTML is one self-contained file (inline CSS, nothing to load).

        Examples:
          permflow review transcripts/camera-20251122T031000Z.jsonl > review.md
          permflow review transcripts/camera-20251122T031000Z.jsonl -o review.html
          permflow review transcripts/camera-20251122T031000Z.jsonl -o review.md --text-frames
          permflow review transcripts/locales-20251122T031000Z.jsonl -o review.html --all-locales

        --all-locales adds a section after the last screen: each alert the walk showed, drawn in \
        every locale the flow declares (`locales:`), side by side, each with its translation of the \
        purpose string (or the note that it has none), so a localization reviewer sees every \
        translation inside its alert. It draws from the flow as it is now.

        -o never replaces a review (or a picture beside it) that exists unless --force, and never \
        a flow or a transcript; /dev/null or a FIFO is written in place.
        """
    )

    @Argument(help: "The transcript (.jsonl).")
    var transcript: String

    @Option(name: .shortAndLong, help: "Write to this file instead of standard output (an existing file only with --force).")
    var output: String?

    @Flag(help: "Replace the review (and its pictures) if they exist (never a flow or transcript).")
    var force = false

    @Option(help: "md or html (default: html when --output ends in .html or .htm, else md).")
    var format: ReviewFormat?

    @Option(help: "The flow file to review against. Without it, the flow the transcript names is looked for beside the transcript (or beside its transcripts/ folder), never outside it.")
    var flow: String?

    @Flag(help: "In Markdown, show frames as text instead of SVG pictures in a folder beside the review.")
    var textFrames = false

    @Flag(help: "Add each alert the walk showed, drawn in every locale the flow declares (`locales:`), side by side, with each locale's purpose string: for a localization review. Needs the flow file.")
    var allLocales = false

    @OptionGroup var thresholds: LintThresholds

    func run() throws {
        let walk = try TranscriptFile.readForCommand(transcript, command: "review")

        var status = TranscriptReview.FlowStatus.missing
        var diagnostics: [Diagnostic]?
        var currentFlow: Flow?
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
                if !report.isUnusable {
                    diagnostics = report.diagnostics
                    currentFlow = report.flow
                }
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
        // Shown as the transcript records it (relative to its project), never as the local path it was found at.
        var review = TranscriptReview(transcript: walk, flowPath: flow == nil ? walk.header.flow.path : flowPath, flowStatus: status,
                                      currentDiagnostics: diagnostics)
        if allLocales {
            review.localeAlerts = try Self.localeAlerts(walk, flow: currentFlow, diagnostics: diagnostics ?? [], flowPath: flowPath,
                                                        linter: try thresholds.makeLinter())
        }
        let chosen = format ?? (output.map { [".html", ".htm"].contains(where: $0.lowercased().hasSuffix) } == true ? .html : .md)
        guard let output else {
            Console.visibleOutput(chosen == .html ? review.html() : review.markdown())
            return
        }
        let inputs = [transcript, flowPath]
        // A device or FIFO has no folder beside it for the pictures: its frames stay text, as on standard output.
        let stream = if case .stream? = try? OutputFile.existing(output, inputs: inputs) { true } else { false }
        if chosen == .html || textFrames || stream {
            try OutputFile.write(chosen == .html ? review.html() : review.markdown(), to: output,
                                 inputs: inputs, command: "review", replace: force)
            Console.visibleError("wrote \(shown(output))\n")
            return
        }
        let (folder, folderName) = Self.framesFolder(for: output)
        let (document, images) = review.markdownWithImages(folder: folderName)
        // The review and every picture are checked before anything is written.
        for path in [output] + images.map({ folder + "/" + $0.name }) {
            if let refusal = OutputFile.refusal(for: path, inputs: inputs, replace: force) {
                Console.standardError("permflow review: \(shown(refusal))\n")
                throw ExitCode(2)
            }
        }
        try Self.prepare(folder: folder, images: images.map(\.name), output: output)
        for image in images {
            try OutputFile.write(image.svg, to: folder + "/" + image.name, inputs: inputs, command: "review", replace: force)
        }
        try OutputFile.write(document, to: output, inputs: inputs, command: "review", replace: force)
        Console.visibleError("wrote \(shown(output)) and \(images.count) picture\(images.count == 1 ? "" : "s") in \(shown(folder))/\n")
    }

    /// The walk's alerts in each of the flow's locales (`--all-locales`); exit 2 when the flow
    /// could not be read, since they are drawn from it.
    static func localeAlerts(_ walk: Transcript, flow: Flow?, diagnostics: [Diagnostic], flowPath: String,
                             linter: Linter) throws -> [ReviewLocaleAlert] {
        guard let flow else {
            Console.visibleError("permflow review: --all-locales draws the alerts from the flow, and \(shown(flowPath)) could not be read as one; pass --flow FILE\n")
            throw ExitCode(2)
        }
        if flow.declaredLocales.count < 2 {
            Console.visibleError("warning: the flow declares one locale (\(shown(flow.locale.value))); add the others to `locales:` to see its alerts in each\n")
        }
        let alerts = ReviewLocaleAlert.make(transcript: walk, flow: flow, diagnostics: diagnostics, catalog: linter.catalog)
        if alerts.isEmpty { Console.visibleError("warning: the walk showed no system alert; --all-locales adds nothing\n") }
        return alerts
    }

    /// `docs/review.md` → (`docs/review-frames`, `review-frames`): the pictures' folder beside
    /// the review, and its name as the review links to it.
    static func framesFolder(for output: String) -> (path: String, name: String) {
        let slash = output.lastIndex(of: "/")
        let directory = slash.map { String(output[...$0]) } ?? ""
        var base = slash.map { String(output[output.index(after: $0)...]) } ?? output
        if let dot = base.lastIndex(of: "."), dot != base.startIndex { base = String(base[..<dot]) }
        let name = base + "-frames"
        return (directory + name, name)
    }

    /// Makes `folder` (one level, beside the review) or checks the one there: a real folder,
    /// not a symbolic link, and none of `images` in it a symbolic link, so no picture is written
    /// outside the review's folder. Refuses with exit 2 otherwise.
    static func prepare(folder: String, images: [String], output: String) throws {
        func refuse(_ reason: String) throws -> Never {
            Console.standardError("permflow review: \(shown(reason))\n")
            throw ExitCode(2)
        }
        var status = stat()
        let parent = folder.lastIndex(of: "/").map { String(folder[..<$0]) }.map { $0.isEmpty ? "/" : $0 } ?? "."
        if stat(parent, &status) != 0 {
            try refuse("cannot write \(output): \(String(cString: strerror(errno)))")
        }
        if lstat(folder, &status) == 0 {
            if (status.st_mode & S_IFMT) == S_IFLNK {
                try refuse("\(folder) is a symbolic link; the pictures are written only into a real folder beside the review")
            }
            guard (status.st_mode & S_IFMT) == S_IFDIR else {
                try refuse("\(folder) exists and is not a folder; the review's pictures go there. Move it, or use --text-frames")
            }
        } else if mkdir(folder, 0o755) != 0 {
            try refuse("cannot create \(folder): \(String(cString: strerror(errno)))")
        }
        for image in images {
            var imageStatus = stat()
            if lstat(folder + "/" + image, &imageStatus) == 0, (imageStatus.st_mode & S_IFMT) == S_IFLNK {
                try refuse("\(folder)/\(image) is a symbolic link; it is not followed. Remove it first")
            }
        }
    }
}

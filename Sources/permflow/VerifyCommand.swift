#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ArgumentParser
import PermflowCore

enum VerifyFormat: String, ExpressibleByArgument, CaseIterable {
    case text, github
}

/// `permflow verify T.jsonl…`: do recorded walks still hold against the flow as it is today?
struct VerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Check that recorded walks still hold against the flow as it is today.",
        discussion: """
        Each transcript's choices (and Settings changes, relaunches, restarts) are walked again \
        against the flow file now, every screen is drawn again as it was shown, and drift is \
        reported: a screen whose text changed (with a diff), a button that no longer exists, an \
        outcome that now leads elsewhere, a flow that now fails lint. One line per transcript, \
        then the details. Folders are searched for *.jsonl.

        The flow is the file the transcript recorded, taken relative to the folder that holds its \
        transcripts/ folder, then to its own folder; never an absolute path, `..` or the current \
        folder (a transcript may come from anyone). --flow names the flow for all of them.

        Exit status: 0 every walk holds, 1 drift, 2 unreadable input (a transcript or its flow).

        Examples:
          permflow verify transcripts
          permflow verify transcripts/*.jsonl --flow flows/camera.yaml --format github
        """
    )

    @Argument(help: "Transcripts (.jsonl) or folders of them.")
    var transcripts: [String]

    @Option(help: "Check every transcript against this flow file. Without it, each transcript's flow is looked for beside it (or beside its transcripts/ folder), never outside it.")
    var flow: String?

    @Option(help: "text, or github (GitHub Actions workflow commands).")
    var format: VerifyFormat = .text

    @OptionGroup var thresholds: LintThresholds

    /// A flow file read and linted once, however many transcripts use it.
    struct CheckedFlow {
        var verifier: TranscriptVerifier?
        var problem: String?
    }

    func run() throws {
        let expansion = InputFiles.expand(transcripts, extensions: InputFiles.transcriptExtensions)
        let (files, missing) = (expansion.files, expansion.missing)
        if files.isEmpty && missing.isEmpty {
            Console.visibleError("permflow verify: no *.jsonl transcripts in \(shown(transcripts.joined(separator: ", ")))\n")
            throw ExitCode(2)
        }
        let linter = try thresholds.makeLinter()
        var flows: [String: CheckedFlow] = [:]
        var out: [String] = []
        var held = 0, drifted = 0, unreadable = 0

        /// `t.jsonl:3: unreadable: …`: the line at fault, as the other commands name it.
        func fail(_ path: String, line: Int?, _ message: String) {
            unreadable += 1
            out.append("\(shown(path))\(line.map { ":\($0)" } ?? ""): unreadable: \(shown(message))")
            if format == .github {
                out.append(Self.annotation(file: path, line: line, title: "unreadable", message: message))
            }
        }

        for path in missing { fail(path, line: nil, "no such file or folder") }
        for path in files {
            let transcript: Transcript
            do {
                transcript = try TranscriptFile.read(contentsOf: path)
            } catch {
                fail(path, line: error.line, error.message)
                continue
            }
            for warning in transcript.warnings { Console.visibleError("warning: \(shown(warning))\n") }
            let flowPath: String
            switch TranscriptFiles.flowLocation(for: transcript, explicit: flow) {
            case .outside(let recorded):
                fail(path, line: 1, TranscriptFiles.outsideMessage(recorded))
                continue
            case .path(let found):
                flowPath = found
            }
            if flows[flowPath] == nil { flows[flowPath] = check(flowPath, linter: linter) }
            guard let verifier = flows[flowPath]?.verifier else {
                fail(path, line: nil, flows[flowPath]?.problem ?? "cannot check the flow \(shown(flowPath))")
                continue
            }
            let result = verifier.verify(transcript, flowPath: flowPath)
            if let unfinished = result.unfinished {
                fail(path, line: result.unfinishedLine, unfinished)
                continue
            }
            let steps = "\(transcript.steps.count) step\(transcript.steps.count == 1 ? "" : "s")"
            let changed = result.flowChanged ? "; the flow file changed since the walk" : ""
            if result.holds {
                held += 1
                out.append("\(shown(path)): holds (\(steps) against \(shown(flowPath))\(changed))")
            } else {
                drifted += 1
                let count = result.drifts.count
                out.append("\(shown(path)): drift, \(count) problem\(count == 1 ? "" : "s") (\(steps) against \(shown(flowPath))\(changed))")
            }
            for drift in result.drifts {
                var place = drift.line.map { "\(path):\($0)" } ?? path
                if !drift.alsoAt.isEmpty { place += " (also line\(drift.alsoAt.count == 1 ? "" : "s") \(drift.alsoAt.map(String.init).joined(separator: ", ")))" }
                out.append("  \(shown(place)): \(shown(drift.message))")
                out += drift.details.map { "      " + shown($0) }
                if format == .github {
                    if drift.kind == .lint {
                        for diagnostic in drift.diagnostics {
                            out.append(Self.annotation(file: diagnostic.path, line: diagnostic.location.line,
                                                       column: diagnostic.location.column, title: "lint",
                                                       message: "\(diagnostic.message) [\(diagnostic.ruleID)] (recorded walk \(path) no longer holds)"))
                        }
                    } else {
                        out.append(Self.annotation(file: path, line: drift.line, title: drift.kind.rawValue,
                                                   message: ([drift.message] + drift.details).joined(separator: "\n")))
                    }
                }
            }
            for note in result.notes { out.append("  note: \(shown(note))") }
        }
        let total = held + drifted + unreadable
        out.append("\(total) transcript\(total == 1 ? "" : "s"): \(held) hold\(held == 1 ? "s" : ""), \(drifted) drifted, \(unreadable) unreadable")
        Console.visibleOutput(out.joined(separator: "\n") + "\n")
        if unreadable > 0 { throw ExitCode(2) }
        if drifted > 0 { throw ExitCode(1) }
    }

    private func check(_ flowPath: String, linter: Linter) -> CheckedFlow {
        let hint = flow == nil ? "; pass --flow to say where it is now" : ""
        let bytes: Data
        switch BoundedFile.read(flowPath, maxBytes: linter.parser.limits.maxBytes) {
        case .bytes(let data):
            bytes = data
        case .missing:
            return CheckedFlow(problem: "the flow \(flowPath) cannot be read (no such file?)\(hint)")
        case .notARegularFile:
            return CheckedFlow(problem: "the flow \(flowPath) is not a regular file\(hint)")
        case .tooBig(let size, let limit):
            return CheckedFlow(problem: "the flow \(flowPath) is \(size) bytes, over the limit of \(limit) bytes (raise it with --max-bytes)")
        case .unreadable(let reason):
            return CheckedFlow(problem: "the flow \(flowPath) cannot be read: \(reason)\(hint)")
        }
        let report = linter.lint(path: flowPath, text: String(decoding: bytes, as: UTF8.self))
        guard let parsed = report.flow, !report.isUnusable else {
            let first = report.diagnostics.first.map { ": \($0.location): \(VisibleText.sanitize($0.message))" } ?? ""
            return CheckedFlow(problem: "the flow \(flowPath) is not a usable flow\(first)")
        }
        return CheckedFlow(verifier: TranscriptVerifier(flow: parsed, diagnostics: report.diagnostics,
                                                        flowSHA256: SHA256.hex(of: [UInt8](bytes)), catalog: linter.catalog))
    }

    /// A GitHub Actions `::error` workflow command.
    static func annotation(file: String, line: Int?, column: Int? = nil, title: String, message: String) -> String {
        GitHubReporter.command("error", file: file, line: line, column: column, title: "permflow verify: \(title)", message: message)
    }
}

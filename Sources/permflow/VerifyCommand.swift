#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ArgumentParser
import PermflowCore

enum VerifyFormat: String, ExpressibleByArgument, CaseIterable {
    case text, github, json, sarif
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
          permflow verify transcripts --format json      # each drift named by its kind
        """
    )

    @Argument(help: "Transcripts (.jsonl) or folders of them.")
    var transcripts: [String]

    @Option(help: "Check every transcript against this flow file. Without it, each transcript's flow is looked for beside it (or beside its transcripts/ folder), never outside it.")
    var flow: String?

    @Option(help: "text, github (GitHub Actions workflow commands), json, or sarif (SARIF 2.1.0, for code scanning).")
    var format: VerifyFormat = .text

    @OptionGroup var thresholds: LintThresholds

    @OptionGroup var sarif: SARIFOptions

    /// A flow file read and linted once, however many transcripts use it.
    struct CheckedFlow {
        var verifier: TranscriptVerifier?
        var problem: String?
    }

    /// What verifying one transcript found, before it is printed in any format.
    struct Outcome {
        enum Status: String, Encodable { case holds, drift, unreadable }
        var path: String
        var status: Status
        var flowPath: String?
        var steps = 0
        var flowChanged = false
        var drifts: [TranscriptDrift] = []
        var notes: [String] = []
        /// Why the transcript is unreadable, and the line at fault.
        var problem: String?
        var problemLine: Int?
    }

    func run() throws {
        let expansion = InputFiles.expand(transcripts, extensions: InputFiles.transcriptExtensions)
        let (files, missing) = (expansion.files, expansion.missing)
        if files.isEmpty && missing.isEmpty {
            Console.visibleError("permflow verify: no *.jsonl transcripts in \(shown(transcripts.joined(separator: ", ")))\n")
            throw ExitCode(2)
        }
        let configuration = try thresholds.loadConfiguration()
        let linter = try thresholds.makeLinter(with: configuration)
        var flows: [String: CheckedFlow] = [:]
        var outcomes: [Outcome] = []

        func fail(_ path: String, line: Int?, _ message: String, flowPath: String? = nil) {
            outcomes.append(Outcome(path: path, status: .unreadable, flowPath: flowPath, problem: message, problemLine: line))
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
                fail(path, line: nil, flows[flowPath]?.problem ?? "cannot check the flow \(shown(flowPath))", flowPath: flowPath)
                continue
            }
            let result = verifier.verify(transcript, flowPath: flowPath)
            if let unfinished = result.unfinished {
                fail(path, line: result.unfinishedLine, unfinished, flowPath: flowPath)
                continue
            }
            outcomes.append(Outcome(path: path, status: result.holds ? .holds : .drift, flowPath: flowPath,
                                    steps: transcript.steps.count, flowChanged: result.flowChanged,
                                    drifts: result.drifts, notes: result.notes))
        }
        switch format {
        case .text, .github:
            Console.visibleOutput(Self.text(outcomes, github: format == .github))
        case .json:
            Console.standardOutput(VerifyReport(outcomes: outcomes).json)
        case .sarif:
            Console.standardOutput(VerifyReport(outcomes: outcomes).sarif(workingDirectory: FileSystem.workingDirectory(),
                                                                          docs: sarif.docs(configuration)))
        }
        if outcomes.contains(where: { $0.status == .unreadable }) { throw ExitCode(2) }
        if outcomes.contains(where: { $0.status == .drift }) { throw ExitCode(1) }
    }

    /// The text report (and GitHub's workflow commands among its lines): one line per
    /// transcript, then its drifts and notes, then the totals.
    static func text(_ outcomes: [Outcome], github: Bool) -> String {
        var out: [String] = []
        for outcome in outcomes {
            let path = outcome.path
            if outcome.status == .unreadable {
                let message = outcome.problem ?? ""
                out.append("\(shown(path))\(outcome.problemLine.map { ":\($0)" } ?? ""): unreadable: \(shown(message))")
                if github { out.append(Self.annotation(file: path, line: outcome.problemLine, title: "unreadable", message: message)) }
                continue
            }
            let flowPath = outcome.flowPath ?? ""
            let steps = "\(outcome.steps) step\(outcome.steps == 1 ? "" : "s")"
            let changed = outcome.flowChanged ? "; the flow file changed since the walk" : ""
            if outcome.status == .holds {
                out.append("\(shown(path)): holds (\(steps) against \(shown(flowPath))\(changed))")
            } else {
                let count = outcome.drifts.count
                out.append("\(shown(path)): drift, \(count) problem\(count == 1 ? "" : "s") (\(steps) against \(shown(flowPath))\(changed))")
            }
            for drift in outcome.drifts {
                var place = drift.line.map { "\(path):\($0)" } ?? path
                if !drift.alsoAt.isEmpty { place += " (also line\(drift.alsoAt.count == 1 ? "" : "s") \(drift.alsoAt.map(String.init).joined(separator: ", ")))" }
                out.append("  \(shown(place)): \(shown(drift.message))")
                out += drift.details.map { "      " + shown($0) }
                if github {
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
            for note in outcome.notes { out.append("  note: \(shown(note))") }
        }
        let held = outcomes.filter { $0.status == .holds }.count
        let drifted = outcomes.filter { $0.status == .drift }.count
        let unreadable = outcomes.filter { $0.status == .unreadable }.count
        let total = outcomes.count
        out.append("\(total) transcript\(total == 1 ? "" : "s"): \(held) hold\(held == 1 ? "s" : ""), \(drifted) drifted, \(unreadable) unreadable")
        return out.joined(separator: "\n") + "\n"
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

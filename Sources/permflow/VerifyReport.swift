import PermflowCore

/// `verify --format json` and `--format sarif`: the same outcomes the text report prints,
/// each drift named by its kind.
struct VerifyReport {
    var outcomes: [VerifyCommand.Outcome]

    struct Document: Encodable {
        var version = 1
        var transcripts: [Entry]
        var summary: Summary
    }

    struct Summary: Encodable {
        var transcripts: Int
        var hold: Int
        var drifted: Int
        var unreadable: Int
    }

    struct Entry: Encodable {
        var path: String
        var status: VerifyCommand.Outcome.Status
        var flow: String?
        var steps: Int
        var flowChanged: Bool
        var drifts: [Drift]
        var notes: [String]
        /// Why an unreadable transcript could not be checked, and the line at fault.
        var problem: String?
        var line: Int?
    }

    struct Drift: Encodable {
        var kind: String
        var line: Int?
        var alsoAt: [Int]
        var message: String
        var details: [String]
        /// For `lint` drift: the flow's errors.
        var diagnostics: [LintError]?
    }

    struct LintError: Encodable {
        var path: String
        var line: Int
        var column: Int
        var severity: Severity
        var rule: String
        var message: String
    }

    var json: String {
        let document = Document(
            transcripts: outcomes.map { outcome in
                Entry(path: outcome.path, status: outcome.status, flow: outcome.flowPath, steps: outcome.steps,
                      flowChanged: outcome.flowChanged,
                      drifts: outcome.drifts.map { drift in
                          Drift(kind: drift.kind.rawValue, line: drift.line, alsoAt: drift.alsoAt, message: drift.message,
                                details: drift.details,
                                diagnostics: drift.kind == .lint ? drift.diagnostics.map {
                                    LintError(path: $0.path, line: $0.location.line, column: $0.location.column,
                                              severity: $0.severity, rule: $0.ruleID, message: $0.message)
                                } : nil)
                      },
                      notes: outcome.notes, problem: outcome.problem, line: outcome.problemLine)
            },
            summary: Summary(transcripts: outcomes.count, hold: outcomes.filter { $0.status == .holds }.count,
                             drifted: outcomes.filter { $0.status == .drift }.count,
                             unreadable: outcomes.filter { $0.status == .unreadable }.count))
        return ReportJSON.text(document)
    }

    /// SARIF rule id of a drift kind (`verify/screen-text`), apart from the lint rules' ids.
    static func ruleID(_ kind: String) -> String { "verify/\(kind)" }

    /// The drift kinds, the unreadable transcript, and every lint rule (a flow's lint errors
    /// are results of their own rules, on the flow's lines); help addresses under `docs` (permflow's
    /// docs/ folder, published) when given.
    static func rules(docs: String? = nil) -> [SARIFLog.Rule] {
        let help = "Permflow's documentation: docs/transcripts.md#permflow-verify."
        let uri = SARIFLog.helpURI(docs: docs, page: "transcripts.md", anchor: "permflow-verify")
        var rules = TranscriptDrift.Kind.allCases.map { kind in
            SARIFLog.Rule(id: ruleID(kind.rawValue), short: kind.summary,
                          full: "A recorded walk no longer holds against the flow as it is today: \(kind.summary).",
                          help: help, helpUri: uri, level: "error", tags: ["verify"])
        }
        rules.append(SARIFLog.Rule(id: ruleID("unreadable"), short: "a transcript, or the flow it names, cannot be read",
                                   full: "The transcript is not one permflow reads, or its flow file is missing or not a flow.",
                                   help: help, helpUri: uri, level: "error", tags: ["verify"]))
        return rules + SARIFLog.lintRules(docs: docs)
    }

    func sarif(workingDirectory: String?, docs: String? = nil) -> String {
        var results: [SARIFLog.Result] = []
        func add(_ rule: String, path: String, line: Int?, column: Int? = nil, length: Int? = nil, anchor: String = "",
                 message: String, level: String = "error") {
            let identity = FindingIdentity(rule: rule, file: ReportPath.relative(path, to: workingDirectory), anchor: anchor,
                                           text: FindingIdentity.normalized(message))
            results.append(SARIFLog.Result(
                ruleID: rule, level: level, message: message,
                locations: [SARIFLog.Location(path: path, workingDirectory: workingDirectory, line: line, column: column, length: length)],
                fingerprint: identity.fingerprint))
        }
        for outcome in outcomes {
            if outcome.status == .unreadable {
                add(Self.ruleID("unreadable"), path: outcome.path, line: outcome.problemLine,
                    message: VisibleText.sanitize(outcome.problem ?? "unreadable"))
                continue
            }
            for drift in outcome.drifts {
                if drift.kind == .lint {
                    for d in drift.diagnostics {
                        add(d.ruleID, path: d.path, line: d.location.line, column: d.location.column, length: d.length,
                            anchor: outcome.path,
                            message: "\(VisibleText.sanitize(d.message)) (recorded walk \(VisibleText.sanitize(outcome.path)) no longer holds)",
                            level: SARIFLog.level(d.severity))
                    }
                } else {
                    add(Self.ruleID(drift.kind.rawValue), path: outcome.path, line: drift.line,
                        message: ([drift.message] + drift.details).joined(separator: "\n"))
                }
            }
        }
        return SARIFLog(toolVersion: PermflowVersion.current, rules: Self.rules(docs: docs), results: results,
                        workingDirectory: workingDirectory).json
    }
}

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A SARIF 2.1.0 log (the OASIS Static Analysis Results Interchange Format), the part of it
/// permflow writes: one run, its rules, its results. Code scanning (GitHub's, Azure DevOps',
/// SARIF viewers) reads it. Tests/SARIF validates what `lint` and `verify` print against the
/// official schema.
public struct SARIFLog: Encodable, Sendable {
    public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
    /// The key of the fingerprint in `partialFingerprints`; `/v1` changes when what it hashes does.
    public static let fingerprintKey = "permflowFinding/v1"
    /// Where a relative artifact URI is taken from: the folder permflow ran in.
    public static let sourceRoot = "%SRCROOT%"

    public struct Text: Encodable, Sendable {
        public var text: String
        public init(_ text: String) { self.text = text }
    }

    public struct Configuration: Encodable, Sendable {
        public var level: String
    }

    public struct Rule: Encodable, Sendable {
        public var id: String
        public var name: String?
        public var shortDescription: Text
        public var fullDescription: Text
        public var help: Text?
        public var helpUri: String
        public var defaultConfiguration: Configuration
        public var properties: [String: [String]]?

        public init(id: String, name: String? = nil, short: String, full: String, help: String? = nil, helpUri: String,
                    level: String, tags: [String] = []) {
            self.id = id
            self.name = name
            shortDescription = Text(short)
            fullDescription = Text(full)
            self.help = help.map(Text.init)
            self.helpUri = helpUri
            defaultConfiguration = Configuration(level: level)
            properties = tags.isEmpty ? nil : ["tags": tags]
        }
    }

    public struct ArtifactLocation: Encodable, Sendable {
        public var uri: String
        public var uriBaseId: String?
    }

    public struct Region: Encodable, Sendable {
        public var startLine: Int
        public var startColumn: Int?
        public var endColumn: Int?
    }

    public struct PhysicalLocation: Encodable, Sendable {
        public var artifactLocation: ArtifactLocation
        public var region: Region?
    }

    public struct LogicalLocation: Encodable, Sendable {
        public var fullyQualifiedName: String
        public var kind: String?
    }

    public struct Location: Encodable, Sendable {
        public var physicalLocation: PhysicalLocation
        public var logicalLocations: [LogicalLocation]?

        /// A place in a file: `path` relative to the working folder, or absolute; `line` 0 for
        /// none (a binary property list), then `logical` (a key path) says where.
        public init(path: String, workingDirectory: String?, line: Int?, column: Int? = nil, length: Int? = nil,
                    logical: String? = nil) {
            let relative = ReportPath.relative(path, to: workingDirectory)
            let artifact = ArtifactLocation(uri: ReportPath.uri(relative),
                                            uriBaseId: relative.hasPrefix("/") ? nil : SARIFLog.sourceRoot)
            var region: Region?
            if let line, line > 0 {
                region = Region(startLine: line, startColumn: column.map { max(1, $0) },
                                endColumn: column.map { max(1, $0) + max(1, length ?? 1) })
            }
            physicalLocation = PhysicalLocation(artifactLocation: artifact, region: region)
            logicalLocations = logical.map { [LogicalLocation(fullyQualifiedName: $0, kind: "member")] }
        }
    }

    public struct Suppression: Encodable, Sendable {
        public var kind: String
        public var justification: String?
    }

    public struct Result: Encodable, Sendable {
        public var ruleId: String
        public var ruleIndex: Int?
        public var level: String
        public var message: Text
        public var locations: [Location]
        public var partialFingerprints: [String: String]?
        public var suppressions: [Suppression]?

        public init(ruleID: String, level: String, message: String, locations: [Location],
                    fingerprint: String? = nil, suppressedBecause: String? = nil) {
            ruleId = ruleID
            self.level = level
            self.message = Text(message)
            self.locations = locations
            partialFingerprints = fingerprint.map { [SARIFLog.fingerprintKey: $0] }
            suppressions = suppressedBecause.map { [Suppression(kind: "inSource", justification: $0)] }
        }
    }

    public struct Driver: Encodable, Sendable {
        public var name: String
        public var version: String
        public var semanticVersion: String
        public var rules: [Rule]
    }

    public struct Tool: Encodable, Sendable {
        public var driver: Driver
    }

    public struct Run: Encodable, Sendable {
        public var tool: Tool
        public var originalUriBaseIds: [String: ArtifactLocation]?
        /// Columns count Unicode scalars, as the text report's do.
        public var columnKind = "unicodeCodePoints"
        public var results: [Result]
    }

    public var schema = SARIFLog.schemaURI
    public var version = "2.1.0"
    public var runs: [Run]

    private enum CodingKeys: String, CodingKey {
        case schema = "$schema", version, runs
    }

    /// One run of `toolVersion` with `rules` and `results`; each result's `ruleIndex` is set
    /// from the rules, and a rule a result names but the list lacks is added (by id alone).
    public init(toolVersion: String, rules: [Rule], results: [Result], workingDirectory: String?) {
        var rules = rules
        var index: [String: Int] = [:]
        for (offset, rule) in rules.enumerated() where index[rule.id] == nil { index[rule.id] = offset }
        let indexed = results.map { result -> Result in
            var result = result
            if index[result.ruleId] == nil {
                index[result.ruleId] = rules.count
                rules.append(Rule(id: result.ruleId, short: result.ruleId, full: result.ruleId,
                                  helpUri: SARIFLog.rulesDocument, level: result.level))
            }
            result.ruleIndex = index[result.ruleId]
            return result
        }
        var bases: [String: ArtifactLocation]?
        if let workingDirectory, workingDirectory.hasPrefix("/") {
            let folder = workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/"
            bases = [SARIFLog.sourceRoot: ArtifactLocation(uri: ReportPath.uri(folder), uriBaseId: nil)]
        }
        runs = [Run(tool: Tool(driver: Driver(name: "permflow", version: toolVersion, semanticVersion: toolVersion, rules: rules)),
                    originalUriBaseIds: bases, results: indexed)]
    }

    /// The rule catalog's page, relative to the repository root (docs/rules.md): the help
    /// URIs point at its anchors. A project that hosts permflow's docs can rewrite the prefix.
    public static let rulesDocument = "docs/rules.md"

    /// SARIF's level for a severity: error, warning, note.
    public static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .hint: "note"
        }
    }

    /// Every lint rule and every problem found while reading a file, as SARIF rules; their
    /// help is docs/rules.md at the rule's heading (the reading problems share one section).
    public static var lintRules: [Rule] {
        var rules = RuleRegistry.all.map { type -> Rule in
            let d = type.description
            return Rule(id: d.id, name: d.name, short: d.summary, full: d.rationale, help: d.hint,
                        helpUri: "\(rulesDocument)#\(d.id)", level: level(d.severity), tags: [d.family.rawValue])
        }
        for (id, summary) in ParseRuleID.all {
            rules.append(Rule(id: id, short: summary,
                              full: "A problem found while reading the file, before any rule runs: \(summary).",
                              helpUri: "\(rulesDocument)#problems-found-while-reading-a-file",
                              level: id == ParseRuleID.unsourcedIOS ? "warning" : "error", tags: ["parse"]))
        }
        return rules
    }

    /// The log as JSON text: keys sorted, and every control, format and separator character
    /// outside ASCII written as a `\u` escape (`ReportText.escapingJSON`), so it prints plainly.
    public var json: String { ReportJSON.text(self) }
}

/// A report document as printed JSON: pretty, keys sorted, slashes plain, and every control,
/// format and separator character outside ASCII written as a `\u` escape.
public enum ReportJSON {
    public static func text<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value), let text = String(data: data, encoding: .utf8) else { return "{}\n" }
        return ReportText.escapingJSON(text) + "\n"
    }
}

/// `lint --format sarif`: every report's diagnostics as SARIF results, suppressed ones marked
/// as suppressed in source (with the `ignore:` reason), each with its `FindingIdentity`
/// fingerprint (a second finding with the same identity in a file gets `:2`, and so on).
public struct SARIFReporter: Sendable {
    public var toolVersion: String
    /// The folder permflow ran in: result URIs are relative to it.
    public var workingDirectory: String?

    public init(toolVersion: String, workingDirectory: String?) {
        self.toolVersion = toolVersion
        self.workingDirectory = workingDirectory
    }

    public func results(_ reports: [LintReport]) -> [SARIFLog.Result] {
        var results: [SARIFLog.Result] = []
        var seen: [String: Int] = [:]
        for report in reports {
            for d in report.diagnostics {
                let fingerprint = FindingIdentity(d, in: report, workingDirectory: workingDirectory).fingerprint
                let count = (seen[fingerprint] ?? 0) + 1
                seen[fingerprint] = count
                let location = SARIFLog.Location(path: d.path, workingDirectory: workingDirectory, line: d.location.line,
                                                 column: d.location.column, length: d.length,
                                                 logical: d.keyPath.map(ReportText.visible))
                results.append(SARIFLog.Result(ruleID: d.ruleID, level: SARIFLog.level(d.severity), message: ReportText.annotation(d),
                                               locations: [location], fingerprint: count == 1 ? fingerprint : "\(fingerprint):\(count)",
                                               suppressedBecause: d.suppressedBecause.map(ReportText.visible)))
            }
        }
        return results
    }

    public func format(_ reports: [LintReport]) -> String {
        SARIFLog(toolVersion: toolVersion, rules: SARIFLog.lintRules, results: results(reports),
                 workingDirectory: workingDirectory).json
    }
}

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
        /// An absolute URI (SARIF 2.1.0 §3.49.12, the schema's `format: uri`), or none.
        public var helpUri: String?
        public var defaultConfiguration: Configuration
        public var properties: [String: [String]]?

        public init(id: String, name: String? = nil, short: String, full: String, help: String? = nil, helpUri: String? = nil,
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
                rules.append(Rule(id: result.ruleId, short: result.ruleId, full: result.ruleId, level: result.level))
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

    /// The rule catalog's page in permflow's docs/ folder: rules are its headings.
    public static let rulesDocument = "rules.md"

    /// Why `text` cannot be the address permflow's docs/ folder is published at (the base of
    /// every `helpUri`), or nil when it can: SARIF wants each `helpUri` an absolute URI (RFC
    /// 3986: a scheme, then `:`), so the base is one, at most 2,048 characters of URI
    /// characters (a space or non-ASCII letter percent-encoded), and without a `#` fragment,
    /// which the rule's anchor takes.
    public static func documentationProblem(_ text: String) -> String? {
        let scalars = Array(text.unicodeScalars)
        func isLetter(_ c: Unicode.Scalar) -> Bool { ("a"..."z").contains(c) || ("A"..."Z").contains(c) }
        func isSchemeCharacter(_ c: Unicode.Scalar) -> Bool { isLetter(c) || ("0"..."9").contains(c) || c == "+" || c == "-" || c == "." }
        guard let colon = scalars.firstIndex(of: ":"), colon > 0, isLetter(scalars[0]),
              scalars[1..<colon].allSatisfy(isSchemeCharacter), colon + 1 < scalars.count else {
            return "is not an absolute URI (it needs a scheme, e.g. https://github.com/OWNER/permflow/blob/TAG/docs/)"
        }
        if scalars.count > 2_048 { return "is longer than 2048 characters" }
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~:/?[]@!$&'()*+,;=%".unicodeScalars)
        guard let bad = scalars.first(where: { !allowed.contains($0) }) else { return nil }
        if bad == "#" { return "has a '#' fragment; the rule's anchor goes there" }
        let hex = Array("0123456789ABCDEF")
        let encoded = String(bad).utf8.map { "%" + String(hex[Int($0 >> 4)]) + String(hex[Int($0 & 15)]) }.joined()
        return "has '\(VisibleText.sanitize(String(bad)))', which a URI cannot hold; percent-encode it (\(encoded))"
    }

    /// A rule's help address: `docs` (permflow's docs/ folder, published) joined with `page`
    /// and the heading's `anchor`; nil without `docs`.
    public static func helpURI(docs: String?, page: String, anchor: String) -> String? {
        guard let docs, !docs.isEmpty else { return nil }
        return (docs.hasSuffix("/") ? docs : docs + "/") + page + "#" + anchor
    }

    /// SARIF's level for a severity: error, warning, note.
    public static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .hint: "note"
        }
    }

    /// Every lint rule and every problem found while reading a file, as SARIF rules. Their help
    /// is inline (the fix, and where permflow's docs/rules.md explains the rule); with `docs`,
    /// the address permflow's docs/ folder is published at, each also gets a `helpUri` to its
    /// heading in rules.md (the reading problems share one section).
    public static func lintRules(docs: String? = nil) -> [Rule] {
        let reading = "problems-found-while-reading-a-file"
        var rules = RuleRegistry.all.map { type -> Rule in
            let d = type.description
            return Rule(id: d.id, name: d.name, short: d.summary, full: d.rationale,
                        help: "\(d.hint)\n\nThe rule in permflow's documentation: docs/\(rulesDocument)#\(d.id).",
                        helpUri: helpURI(docs: docs, page: rulesDocument, anchor: d.id), level: level(d.severity), tags: [d.family.rawValue])
        }
        for (id, summary) in ParseRuleID.all {
            rules.append(Rule(id: id, short: summary,
                              full: "A problem found while reading the file, before any rule runs: \(summary).",
                              help: "Permflow's documentation: docs/\(rulesDocument)#\(reading).",
                              helpUri: helpURI(docs: docs, page: rulesDocument, anchor: reading),
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
    /// Where permflow's docs/ folder is published, for the rules' `helpUri`s (none without it).
    public var docs: String?

    public init(toolVersion: String, workingDirectory: String?, docs: String? = nil) {
        self.toolVersion = toolVersion
        self.workingDirectory = workingDirectory
        self.docs = docs
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
        SARIFLog(toolVersion: toolVersion, rules: SARIFLog.lintRules(docs: docs), results: results(reports),
                 workingDirectory: workingDirectory).json
    }
}

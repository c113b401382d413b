/// A lint baseline (`lint --write-baseline FILE`, `--baseline FILE`): the findings a project
/// already has, so `lint` reports only new ones, as SwiftLint's baseline does.
///
/// Findings are matched by `FindingIdentity` (rule, file, screen or app-file key, text without
/// line numbers), never by line, so inserting lines above a finding does not bring it back. An
/// entry counts identical findings; a finding beyond the count is new. An entry that matches
/// fewer findings than it counts is stale and reported like `ignore-unused`, at its line in the
/// baseline file.
///
/// The file is JSON, one entry per line so reviews diff it well:
///
/// ```json
/// {
///   "permflow-baseline": 1,
///   "findings": [
///     {"rule": "prealert-button-title", "file": "flows/camera.yaml", "anchor": "why-camera", "text": "pre-alert button …", "count": 1}
///   ]
/// }
/// ```
///
/// It may come from anyone (a pull request can change it), so reading it is bounded: the caller
/// reads at most `maxBytes`; nesting, aliases, entries and each text are bounded here, and
/// anything else in it is an error naming its line and column.
public struct LintBaseline: Sendable {
    public static let version = 1
    /// Largest baseline file read, in bytes.
    public static let maxBytes = 32 << 20
    /// Most entries read.
    public static let maxEntries = 200_000
    /// Most scalars in one field (a message quoting a long purpose string fits).
    public static let maxFieldLength = 65_536
    /// Most identical findings one entry counts.
    public static let maxCount = 1_000_000
    static let fields = ["rule", "file", "anchor", "text", "count"]

    public struct Entry: Sendable {
        public var identity: FindingIdentity
        public var count: Int
        public var location: SourceLocation
    }

    public var source: SourceFile
    public var entries: [Entry] = []
    /// What is wrong with the file itself; any of them makes it unusable (`lint` exits 2).
    public var problems: [Diagnostic] = []

    /// The baseline's text for these reports: every finding not switched off by `ignore:`,
    /// except unusable input (a missing file, a file that is not a flow), which is never hidden.
    public static func text(for reports: [LintReport], workingDirectory: String?) -> String {
        var counts: [FindingIdentity: Int] = [:]
        for report in reports {
            for d in report.diagnostics where !d.isSuppressed && !ParseRuleID.unusable.contains(d.ruleID) {
                counts[FindingIdentity(d, in: report, workingDirectory: workingDirectory), default: 0] += 1
            }
        }
        let sorted = counts.keys.sorted { ($0.file, $0.rule, $0.anchor, $0.text) < ($1.file, $1.rule, $1.anchor, $1.text) }
        let lines = sorted.map { identity in
            "    {\"rule\": \(quoted(identity.rule)), \"file\": \(quoted(identity.file)), \"anchor\": \(quoted(identity.anchor)), "
                + "\"text\": \(quoted(identity.text)), \"count\": \(counts[identity] ?? 1)}"
        }
        return "{\n  \"permflow-baseline\": \(version),\n  \"findings\": [\n" + lines.joined(separator: ",\n")
            + (lines.isEmpty ? "" : "\n") + "  ]\n}\n"
    }

    /// A JSON string literal. The fields are made visible already (`FindingIdentity`): only `"`
    /// and `\` need escaping, and any control character left is written `\u00XX`.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                out += "\\u" + String(scalar.value, radix: 16).leftPadded(to: 4)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// Reads a baseline's text (read by the caller, at most `maxBytes`).
    public init(path: String, text: String) {
        source = SourceFile(path: path, text: text)
        if let finding = TextPrescan(maxDepth: 8, maxAliases: 0).scan(text) {
            problem(ParseRuleID.limit, "the baseline nests too deeply or uses aliases; write it again with --write-baseline",
                    at: finding.location)
            return
        }
        let document = YAMLComposer.compose(text, maxDepth: 8)
        if let error = document.error {
            problem(ParseRuleID.yamlSyntax, "the baseline is not JSON: \(error.problem)", at: error.location)
            return
        }
        guard let root = document.root, case .mapping(let pairs, _) = root else {
            problem(ParseRuleID.type, "expected a JSON object with \"permflow-baseline\" and \"findings\"",
                    at: document.root?.location ?? .fileStart)
            return
        }
        var sawVersion = false
        for pair in pairs {
            guard case .scalar(let key) = pair.key else {
                problem(ParseRuleID.type, "a key must be text", at: pair.key.location)
                continue
            }
            switch key.text {
            case "permflow-baseline":
                sawVersion = true
                guard case .scalar(let value) = pair.value, value.text == String(Self.version) else {
                    problem(ParseRuleID.version, "baseline version \(Self.shown(pair.value)) is not one this permflow reads (\(Self.version))",
                            at: pair.value.location)
                    return
                }
            case "findings":
                guard case .sequence(let items, _) = pair.value else {
                    problem(ParseRuleID.type, "\"findings\" is a list of entries", at: pair.value.location)
                    continue
                }
                guard items.count <= Self.maxEntries else {
                    problem(ParseRuleID.limit, "the baseline has \(items.count) entries, over the limit of \(Self.maxEntries)",
                            at: pair.value.location)
                    continue
                }
                for item in items { read(item) }
            default:
                problem(ParseRuleID.unknownKey,
                        "unknown key '\(VisibleText.sanitize(key.text))'\(Suggestion.didYouMean(key.text, in: ["permflow-baseline", "findings"]))",
                        at: key.location)
            }
        }
        if !sawVersion && problems.isEmpty {
            problem(ParseRuleID.missingKey, "the baseline has no \"permflow-baseline\": 1; write it with --write-baseline", at: root.location)
        }
    }

    /// A scalar's text for a message, made visible and cut short.
    static func shown(_ node: YAMLNode) -> String {
        guard case .scalar(let scalar) = node else { return "(not a number)" }
        let text = VisibleText.sanitize(scalar.text)
        return "'" + (text.unicodeScalars.count > 40 ? String(String.UnicodeScalarView(text.unicodeScalars.prefix(40))) + "…" : text) + "'"
    }

    private mutating func read(_ item: YAMLNode) {
        guard case .mapping(let pairs, let location) = item else {
            problem(ParseRuleID.type, "each entry is an object with \"rule\", \"file\", \"anchor\", \"text\" and \"count\"", at: item.location)
            return
        }
        var values: [String: String] = [:]
        var count = 1
        for pair in pairs {
            guard case .scalar(let key) = pair.key, Self.fields.contains(key.text) else {
                let name: String
                if case .scalar(let key) = pair.key { name = key.text } else { name = "" }
                problem(ParseRuleID.unknownKey, "unknown key '\(VisibleText.sanitize(name))' in a baseline entry"
                        + Suggestion.didYouMean(name, in: Self.fields), at: pair.key.location)
                return
            }
            guard case .scalar(let value) = pair.value else {
                problem(ParseRuleID.type, "\"\(key.text)\" is text", at: pair.value.location)
                return
            }
            if key.text == "count" {
                guard let number = Int(value.text), (1...Self.maxCount).contains(number) else {
                    problem(ParseRuleID.invalidValue, "\"count\" \(Self.shown(pair.value)) is not a whole number from 1 to \(Self.maxCount)",
                            at: value.location)
                    return
                }
                count = number
            } else {
                guard value.text.unicodeScalars.count <= Self.maxFieldLength else {
                    problem(ParseRuleID.limit, "\"\(key.text)\" is longer than \(Self.maxFieldLength) characters", at: value.location)
                    return
                }
                values[key.text] = value.text
            }
        }
        guard let rule = values["rule"], let file = values["file"], let text = values["text"] else {
            let missing = ["rule", "file", "text"].filter { values[$0] == nil }.map { "\"\($0)\"" }.joined(separator: ", ")
            problem(ParseRuleID.missingKey, "a baseline entry without \(missing)", at: location)
            return
        }
        entries.append(Entry(identity: FindingIdentity(rule: rule, file: file, anchor: values["anchor"] ?? "", text: text),
                             count: count, location: location))
    }

    private mutating func problem(_ id: String, _ message: String, at location: SourceLocation) {
        problems.append(Diagnostic(path: source.path, location: location, severity: .error, ruleID: id, message: message,
                                   hint: "see docs/linting.md, \"Baseline\"; `permflow lint PATHS --write-baseline FILE` writes one"))
    }

    /// Takes the findings the baseline holds out of `reports`; returns how many it took and the
    /// baseline file's own report: its problems, and a warning (`ignore-unused`) for each entry
    /// that matched fewer findings than it counts.
    public func apply(to reports: inout [LintReport], workingDirectory: String?) -> (suppressed: Int, report: LintReport) {
        var remaining: [FindingIdentity: Int] = [:]
        for entry in entries { remaining[entry.identity, default: 0] += entry.count }
        var suppressed = 0
        if problems.isEmpty {
            for index in reports.indices {
                let report = reports[index]
                reports[index].diagnostics = report.diagnostics.filter { d in
                    guard !d.isSuppressed, !ParseRuleID.unusable.contains(d.ruleID) else { return true }
                    let identity = FindingIdentity(d, in: report, workingDirectory: workingDirectory)
                    guard let left = remaining[identity], left > 0 else { return true }
                    remaining[identity] = left - 1
                    suppressed += 1
                    return false
                }
            }
        }
        var diagnostics = problems
        if problems.isEmpty {
            for entry in entries {
                guard let left = remaining[entry.identity], left > 0 else { continue }
                // Several entries with one identity share the count: report the rest once.
                let unused = min(left, entry.count)
                remaining[entry.identity] = left - unused
                let place = entry.identity.anchor.isEmpty ? entry.identity.file : "\(entry.identity.file) ('\(entry.identity.anchor)')"
                diagnostics.append(Diagnostic(
                    path: source.path, location: entry.location, severity: IgnoreUnusedRule.description.severity,
                    ruleID: IgnoreUnusedRule.id,
                    message: "baseline entry for \(entry.identity.rule) in \(place) matches "
                        + (unused == entry.count ? "no finding" : "\(entry.count - unused) of its \(entry.count) findings")
                        + ": \(entry.identity.text)",
                    hint: "it was fixed or changed: remove the entry, or write the baseline again with --write-baseline"))
            }
        }
        diagnostics.sort(by: Diagnostic.ordered)
        return (suppressed, LintReport(path: source.path, source: source, diagnostics: diagnostics,
                                       isUnusable: !problems.isEmpty, flow: nil))
    }
}

/// `.permflow.yaml` beside an app file: the rules switched off for its usage-description keys,
/// each with a reason, as a flow's `ignore:` does for a screen (an app file has no comments
/// permflow could read: a binary plist has none, JSON none at all).
///
/// ```yaml
/// ignore:
///   NSCameraUsageDescription:
///     purpose-brief: "Legal wrote this string (ticket 123)"
///   "*":                          # every key of the app files beside this file
///     plist-localization-missing: "Korean ships in 2.1"
/// ```
public struct AppIgnoreFile: Sendable {
    public static let fileName = ".permflow.yaml"

    public struct Entry: Sendable {
        /// The usage-description key, or `*` for every key.
        public var key: String
        public var rule: Located<String>
        public var reason: String
    }

    public var source: SourceFile
    public var entries: [Entry] = []
    /// What is wrong with the file itself (unknown rule, missing reason, not YAML).
    public var problems: [Diagnostic] = []

    public init(path: String, text: String) {
        source = SourceFile(path: path, text: text)
        let top = Self.topLevel(text, what: "an ignore list", expected: "expected a mapping with `ignore:` at the top")
        if let found = top.problem { problem(found.id, found.message, at: found.location) }
        // `lint:` is the project's thresholds (ProjectConfiguration), read from the folder lint runs in.
        for pair in top.pairs where ProjectConfiguration.keyText(pair.key) != "lint" {
            guard case .scalar(let name) = pair.key, name.text == "ignore" else {
                let text: String
                if case .scalar(let key) = pair.key { text = key.text } else { text = "" }
                problem(ParseRuleID.unknownKey, "unknown key '\(text)'\(Suggestion.didYouMean(text, in: ProjectConfiguration.sections))", at: pair.key.location)
                continue
            }
            guard case .mapping(let keys, _) = pair.value else {
                problem(ParseRuleID.type, "`ignore` is a mapping: usage-description key (or \"*\") → rule id → reason", at: pair.value.location)
                continue
            }
            for keyPair in keys {
                guard case .scalar(let key) = keyPair.key, case .mapping(let rules, _) = keyPair.value else {
                    problem(ParseRuleID.type, "each key under `ignore` maps rule ids to reasons", at: keyPair.key.location)
                    continue
                }
                for rulePair in rules {
                    guard case .scalar(let rule) = rulePair.key else { continue }
                    let ruleID = Located(rule.text, at: rule.location, length: rule.text.unicodeScalars.count)
                    guard case .scalar(let reason) = rulePair.value, !TextMatcher.isBlank(reason.text) else {
                        problem(ParseRuleID.ignore, "`ignore` entry '\(rule.text)' for \(key.text) has no reason; say why it is switched off",
                                at: rule.location, length: ruleID.length)
                        continue
                    }
                    guard let description = RuleRegistry.description(of: rule.text) else {
                        problem(ParseRuleID.ignore, "`ignore` names unknown rule '\(rule.text)'\(Suggestion.didYouMean(rule.text, in: RuleRegistry.ids))",
                                at: rule.location, length: ruleID.length)
                        continue
                    }
                    guard description.isSuppressible else {
                        problem(ParseRuleID.ignore, "'\(rule.text)' cannot be suppressed", at: rule.location, length: ruleID.length)
                        continue
                    }
                    entries.append(Entry(key: key.text, rule: ruleID, reason: reason.text))
                }
            }
        }
    }

    /// What a small YAML settings file (`.permflow.yaml`) holds at its top: its entries, or none
    /// and the problem that stopped reading it (none for an empty file).
    struct TopLevel {
        var pairs: [YAMLPair] = []
        var problem: (id: String, message: String, location: SourceLocation)?
    }

    /// A settings file's top-level mapping, read with tight bounds (16 levels, 64 aliases); the
    /// problem that stops reading it otherwise. Both readers of `.permflow.yaml` (this and
    /// ProjectConfiguration) start here.
    static func topLevel(_ text: String, what: String, expected: String) -> TopLevel {
        if let finding = TextPrescan(maxDepth: 16, maxAliases: 64).scan(text) {
            return TopLevel(problem: (ParseRuleID.limit, "the file nests too deeply or uses too many aliases for \(what)", finding.location))
        }
        let document = YAMLComposer.compose(text, maxDepth: 16)
        if let error = document.error { return TopLevel(problem: (ParseRuleID.yamlSyntax, error.problem, error.location)) }
        guard let root = document.root else { return TopLevel() }
        guard case .mapping(let pairs, _) = root else { return TopLevel(problem: (ParseRuleID.type, expected, root.location)) }
        return TopLevel(pairs: pairs)
    }

    private mutating func problem(_ id: String, _ message: String, at location: SourceLocation, length: Int = 1) {
        problems.append(Diagnostic(path: source.path, location: location, length: length, severity: .error, ruleID: id,
                                   message: message, hint: "see docs/app-files.md, \"Switching a rule off\""))
    }

    /// The entry that switches `rule` off for `key`: the key's own first, then `*`.
    public func entry(rule: String, key: String) -> Int? {
        entries.firstIndex { $0.key == key && $0.rule.value == rule } ?? entries.firstIndex { $0.key == "*" && $0.rule.value == rule }
    }

    /// This file's report: its problems, and `ignore-unused` for each entry no linted file used.
    public func report(used: Set<Int>) -> LintReport {
        var diagnostics = problems
        for (index, entry) in entries.enumerated() where !used.contains(index) && entry.rule.value != IgnoreUnusedRule.id {
            diagnostics.append(Diagnostic(
                path: source.path, location: entry.rule.location, length: entry.rule.length,
                severity: IgnoreUnusedRule.description.severity, ruleID: IgnoreUnusedRule.id,
                message: "`ignore` entry '\(entry.rule.value)' suppresses nothing: \(entry.rule.value) reports nothing for \(entry.key) "
                    + "in the app files beside this file",
                hint: IgnoreUnusedRule.description.hint))
        }
        diagnostics.sort(by: Diagnostic.ordered)
        return LintReport(path: source.path, source: source, diagnostics: diagnostics,
                          isUnusable: problems.contains { ParseRuleID.unusable.contains($0.ruleID) }, flow: nil)
    }
}

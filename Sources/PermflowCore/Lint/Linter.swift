/// What linting one file found.
public struct LintReport: Sendable {
    public var path: String
    public var source: SourceFile
    /// Sorted by line and column; suppressed ones included, marked.
    public var diagnostics: [Diagnostic]
    /// The file could not be used as a flow at all.
    public var isUnusable: Bool
    /// The parsed flow, when there was one.
    public var flow: Flow?

    public init(path: String, source: SourceFile, diagnostics: [Diagnostic], isUnusable: Bool, flow: Flow?) {
        self.path = path
        self.source = source
        self.diagnostics = diagnostics
        self.isUnusable = isUnusable
        self.flow = flow
    }

    public var active: [Diagnostic] { diagnostics.filter { !$0.isSuppressed } }
    public var errorCount: Int { active.filter { $0.severity == .error }.count }
    public var warningCount: Int { active.filter { $0.severity == .warning }.count }
    public var hintCount: Int { active.filter { $0.severity == .hint }.count }
    public var suppressedCount: Int { diagnostics.filter(\.isSuppressed).count }
}

/// Runs every registered rule over a parsed flow and applies the flow's suppressions.
public struct Linter: Sendable {
    public var rules: [any Rule.Type]
    public var options: LintOptions
    public var catalog: SystemAlertCatalog
    public var vocabularies: VocabularyStore
    public var parser: FlowParser
    /// Shared by every file this linter checks (prepared word lists, compiled patterns).
    public let cache = LintCache()

    public init(rules: [any Rule.Type] = RuleRegistry.all, options: LintOptions = LintOptions(),
                catalog: SystemAlertCatalog = .standard, vocabularies: VocabularyStore = .standard,
                limits: ParseLimits = ParseLimits()) {
        self.rules = rules
        self.options = options
        self.catalog = catalog
        self.vocabularies = vocabularies
        self.parser = FlowParser(catalog: catalog, limits: limits,
                                 knownLocales: FlowParser.knownLocales(vocabularies: vocabularies, catalog: catalog))
    }

    /// Parses and lints flow text.
    public func lint(path: String, text: String) -> LintReport {
        lint(parser.parse(path: path, text: text))
    }

    /// Lints a parse result: its parse diagnostics plus every rule's. Without a usable flow only
    /// the rules that report parse facts run (`ParseFactsRule`).
    ///
    /// What follows only from a mistake with a did-you-mean is folded under it
    /// (`CascadeFolding`): listed with it, not counted on its own.
    public func lint(_ parsed: ParseResult) -> LintReport {
        var (report, repairs) = lintUnfolded(parsed)
        report.diagnostics = CascadeFolding.fold(report.diagnostics, repairs: parsed.facts.repairs + repairs,
                                                 source: parsed.source) { text in
            lintUnfolded(parser.parse(path: parsed.source.path, text: text)).report.diagnostics
        }
        return report
    }

    /// The report with every finding on its own, and the fixes rules' did-you-means name.
    private func lintUnfolded(_ parsed: ParseResult) -> (report: LintReport, repairs: [Repair]) {
        var repairs: [Repair] = []
        var diagnostics = parsed.diagnostics
        let path = parsed.source.path
        if parsed.flow == nil || parsed.isUnusable {
            for rule in rules {
                guard let factsRule = rule as? any ParseFactsRule.Type else { continue }
                let description = rule.description
                for violation in factsRule.init().check(parsed.facts, source: parsed.source, catalog: catalog) {
                    diagnostics.append(Self.diagnostic(violation, of: description, path: path))
                }
            }
        }
        if let flow = parsed.flow, !parsed.isUnusable {
            let context = LintContext(flow: flow, facts: parsed.facts, catalog: catalog, options: options,
                                      vocabularies: vocabularies, cache: cache)
            var suppressions: [String: [String: String]] = [:]  // screen id → rule id → reason
            // The valid entries in file order, and the ones that switched a diagnostic off.
            var entries: [(screen: String, suppression: Suppression)] = []
            var used: Set<[String]> = []  // [screen id, rule id]
            for screen in flow.screens {
                for suppression in screen.suppressions {
                    let id = suppression.ruleID.value
                    let refusal: (message: String, hint: String)?
                    if let rule = RuleRegistry.description(of: id) {
                        refusal = rule.isSuppressible ? nil
                            : ("'\(id)' is a flow error and cannot be suppressed", "fix the flow instead: a broken flow cannot be walked")
                    } else {
                        refusal = ("`ignore` names unknown rule '\(id)'\(Suggestion.didYouMean(id, in: RuleRegistry.ids))",
                                   "`permflow rules` lists the rule ids")
                    }
                    if let refusal {
                        diagnostics.append(Diagnostic(
                            path: path, location: suppression.ruleID.location, length: suppression.ruleID.length,
                            severity: .error, ruleID: ParseRuleID.ignore, message: refusal.message, hint: refusal.hint))
                        continue
                    }
                    suppressions[screen.id.value, default: [:]][id] = suppression.reason.value
                    entries.append((screen.id.value, suppression))
                }
            }
            // The copy rules again on each language's purpose translations, in that language.
            // Most flows have none: then no rule's description is read for it.
            var runs = Array(zip(rules, check(context)))
            let translations = TranslatedPurposeLint.contexts(of: flow, facts: parsed.facts, catalog: catalog, options: options,
                                                              vocabularies: vocabularies, cache: cache)
            if !translations.isEmpty {
                let translationRules = rules.filter(TranslatedPurposeLint.runs)
                for (locale, translated) in translations {
                    for rule in translationRules {
                        let violations = rule.init().check(translated).map { violation in
                            var violation = violation
                            violation.message = TranslatedPurposeLint.message(violation.message, locale: locale)
                            return violation
                        }
                        runs.append((rule, violations))
                    }
                }
            }
            // A rule's description (its rationale, examples and hint built as values) is read
            // only for a rule that reports something: reading all of them cost a clean walk's
            // lint 0.48 M instructions (docs/benchmarks.md, "speed25j").
            for (rule, violations) in runs where !violations.isEmpty {
                let description = rule.description
                for violation in violations {
                    var diagnostic = Self.diagnostic(violation, of: description, path: path)
                    if let replacement = violation.replacement {
                        let written = parsed.source.scalars(ofLine: violation.location.line,
                                                            from: violation.location.column - 1, limit: violation.length)
                        repairs.append(Repair(ruleID: description.id, location: violation.location,
                                              written: String(written), replacement: replacement))
                    }
                    if description.isSuppressible, let screen = violation.screenID,
                       let reason = suppressions[screen]?[description.id] {
                        diagnostic.suppressedBecause = reason
                        used.insert([screen, description.id])
                    }
                    diagnostics.append(diagnostic)
                }
            }
            diagnostics += unusedSuppressions(entries, used: used, suppressions: suppressions, path: path)
        }
        diagnostics.sort(by: Diagnostic.ordered)
        return (LintReport(path: path, source: parsed.source, diagnostics: diagnostics,
                           isUnusable: parsed.isUnusable, flow: parsed.flow), repairs)
    }

    /// Each rule's violations, in the order of `rules`. One file's rules run on one thread: a
    /// walk's or render's one flow starts sooner so (a second thread's start cost more than it
    /// took over: docs/benchmarks.md, "One flow's rules on one thread"), and a lint of many files
    /// spreads the files over the cores instead.
    private func check(_ context: LintContext) -> [[Violation]] {
        rules.map { $0.init().check(context) }
    }

    /// A rule's violation as a diagnostic of `path`: the rule's id, and its severity and hint
    /// unless the violation has its own.
    private static func diagnostic(_ violation: Violation, of description: RuleDescription, path: String) -> Diagnostic {
        Diagnostic(path: path, location: violation.location, length: violation.length,
                   severity: violation.severity ?? description.severity, ruleID: description.id,
                   message: violation.message, hint: violation.hint ?? description.hint)
    }

    /// `ignore-unused`: the entries that switched nothing off, for the rules this linter ran (an
    /// entry for a rule it did not run cannot be judged), when it runs `ignore-unused` itself.
    /// An `ignore-unused` entry on the screen suppresses these too, and is never reported.
    private func unusedSuppressions(_ entries: [(screen: String, suppression: Suppression)], used: Set<[String]>,
                                    suppressions: [String: [String: String]], path: String) -> [Diagnostic] {
        // Most flows have no `ignore:` entry: then nothing is unused, and the set of rules run (a
        // copy of each rule's description and a hash of its id, 5 M instructions per 100 files)
        // is not made.
        guard !entries.isEmpty else { return [] }
        let ran = Set(rules.map { $0.description.id })
        guard ran.contains(IgnoreUnusedRule.id) else { return [] }
        let description = IgnoreUnusedRule.description
        var result: [Diagnostic] = []
        for (screen, suppression) in entries {
            let id = suppression.ruleID.value
            guard id != IgnoreUnusedRule.id, ran.contains(id), !used.contains([screen, id]) else { continue }
            var diagnostic = Diagnostic(
                path: path, location: suppression.ruleID.location, length: suppression.ruleID.length,
                severity: description.severity, ruleID: description.id,
                message: "`ignore` entry '\(id)' suppresses nothing: \(id) reports nothing on screen '\(screen)'",
                hint: description.hint)
            diagnostic.suppressedBecause = suppressions[screen]?[IgnoreUnusedRule.id]
            result.append(diagnostic)
        }
        return result
    }
}

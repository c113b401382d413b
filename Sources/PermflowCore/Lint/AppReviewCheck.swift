#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The app-review rules (`AppReviewRule`) over one lint run: its flows, its app files and its
/// privacy manifests together. `permflow lint` calls it once both kinds of input are read; it
/// only adds diagnostics, each to the report of the file it is in.
public enum AppReviewCheck {
    /// Adds the app-review rules `linter` runs to `reports` (flows' and app files' alike): each
    /// finding goes to the report of its file, kept in order. Nothing happens without app files
    /// (a run of flows only asks nothing of an app).
    ///
    /// `ignore` gives the `.permflow.yaml` beside an app file (by the file's path): an entry for a
    /// finding's rule and key there switches it off, as it does an app-file rule's. Returns the
    /// entries used, by the ignore file's path, for its `ignore-unused` report.
    ///
    /// `languages`: the `AppLanguageIndex` of `appFiles` when none of them is a privacy manifest
    /// (the index the app files were linted with); without it the rules' context makes its own.
    @discardableResult
    public static func apply(to reports: inout [LintReport], appFiles: [AppStringsFile], linter: Linter,
                             languages: AppLanguageIndex? = nil,
                             ignore: (String) -> AppIgnoreFile? = { _ in nil }) -> [String: Set<Int>] {
        guard !appFiles.isEmpty else { return [:] }
        let rules = RuleRegistry.members(RuleRegistry.appReviewRuleTypes, of: linter.rules, id: { ObjectIdentifier($0) },
                                         cast: { $0 as? any AppReviewRule.Type })
        guard !rules.isEmpty else { return [:] }
        var used: [String: Set<Int>] = [:]
        let flows = reports.compactMap { report in
            report.isUnusable ? nil : report.flow.map { (path: report.path, flow: $0) }
        }
        let shared = appFiles.contains { $0.privacy != nil } ? nil : languages
        let context = AppReviewContext(flows: flows, appFiles: appFiles, catalog: linter.catalog, languages: shared)
        var index: [String: Int] = [:]
        for (position, report) in reports.enumerated() where index[report.path] == nil { index[report.path] = position }
        var touched: Set<Int> = []
        for rule in rules {
            let description = rule.description
            for finding in rule.init().check(context) {
                let violation = finding.violation
                var diagnostic = Diagnostic(path: finding.path, location: violation.location, length: violation.length,
                                            severity: violation.severity ?? description.severity, ruleID: description.id,
                                            message: violation.message, hint: violation.hint ?? description.hint,
                                            keyPath: finding.keyPath)
                guard let position = index[finding.path] else { continue }
                // On a flow's screen, the screen's `ignore:` switches it off, as it does a flow rule's.
                // The flow's own lint could not know the entry would be used: its `ignore-unused` for
                // that entry (at the entry's rule id) goes.
                if description.isSuppressible, let flow = reports[position].flow, let id = violation.screenID,
                   let entry = flow.screen(id)?.suppressions.first(where: { $0.ruleID.value == description.id }) {
                    diagnostic.suppressedBecause = entry.reason.value
                    reports[position].diagnostics.removeAll {
                        $0.ruleID == IgnoreUnusedRule.id && $0.location == entry.ruleID.location
                    }
                }
                // In an app file, the `.permflow.yaml` beside it, by the finding's key.
                if description.isSuppressible, reports[position].flow == nil, let key = violation.screenID,
                   let list = ignore(finding.path), let entry = list.entry(rule: description.id, key: key) {
                    diagnostic.suppressedBecause = list.entries[entry].reason
                    used[list.source.path, default: []].insert(entry)
                }
                reports[position].diagnostics.append(diagnostic)
                touched.insert(position)
            }
        }
        for position in touched { reports[position].diagnostics.sort(by: Diagnostic.ordered) }
        return used
    }

    /// Lints `files` as one `permflow lint` run would, in memory: each flow, each app file (by its
    /// name's kind, with the languages of all of them), then the app-review rules over them all.
    /// For rule examples and tests; the command reads files from disk with the same steps.
    public static func lint(_ files: [RuleExampleFile], with linter: Linter = Linter()) -> [LintReport] {
        let appLinter = AppFileLinter(linter)
        var reports: [LintReport] = []
        var appFiles: [AppStringsFile] = []
        for file in files {
            guard let kind = AppFileKind(path: file.name) else {
                reports.append(linter.lint(path: file.name, text: file.text))
                continue
            }
            switch appLinter.reader.read(path: file.name, data: Data(file.text.utf8), kind: kind) {
            case .success(let read): appFiles.append(read)
            case .failure(let failure): reports.append(AppFileLinter.unusable(path: file.name, failure))
            }
        }
        let languages = AppLanguageIndex(appFiles)
        for file in appFiles {
            reports.append(appLinter.lint(file, languages: languages, appName: languages.appName(for: file)).report)
        }
        apply(to: &reports, appFiles: appFiles, linter: linter, languages: languages)
        return reports
    }
}

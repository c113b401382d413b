#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Lints an app's own files (Info.plist, String Catalog, `.strings`, `project.pbxproj`): the
/// purpose-string rules on every usage description in every language permflow has words for
/// (`PurposeStringCheck`), and the app-file rules (`AppFileRule`). Reports are `LintReport`s, so
/// the text, JSON and GitHub reporters and the exit status are the flows'.
public struct AppFileLinter: Sendable {
    public var reader: AppFileReader
    public var purpose: PurposeStringCheck
    public var catalog: SystemAlertCatalog
    public var rules: [any AppFileRule.Type]
    /// Whether `flow-unsafe-text` is among the linter's rules: it reads an app file's strings
    /// as it reads a flow's text.
    public var checksUnsafeText: Bool

    /// A linter with `linter`'s options, catalog, word lists and limits.
    public init(_ linter: Linter = Linter()) {
        reader = AppFileReader(limits: linter.parser.limits)
        catalog = linter.catalog
        purpose = PurposeStringCheck(rules: linter.rules, catalog: linter.catalog, options: linter.options,
                                     vocabularies: linter.vocabularies, cache: linter.cache)
        rules = RuleRegistry.members(RuleRegistry.appFileRuleTypes, of: linter.rules, id: { ObjectIdentifier($0) },
                                     cast: { $0 as? any AppFileRule.Type })
        checksUnsafeText = linter.rules.contains { $0.description.id == FlowUnsafeTextRule.description.id }
    }

    /// A report for a file that could not be read (exit 2).
    public static func unusable(path: String, _ failure: AppFileFailure) -> LintReport {
        LintReport(path: path, source: failure.source, diagnostics: [
            Diagnostic(path: path, location: failure.location, severity: .error, ruleID: failure.ruleID,
                       message: failure.message, hint: failure.hint),
        ], isUnusable: true, flow: nil)
    }

    /// Reads and lints one file on its own (its languages are all it declares).
    public func lint(path: String, data: Data, kind: AppFileKind, ignore: AppIgnoreFile? = nil) -> LintReport {
        switch reader.read(path: path, data: data, kind: kind) {
        case .failure(let failure): return Self.unusable(path: path, failure)
        case .success(let file): return lint(file, languages: AppLanguageIndex([file]), ignore: ignore).report
        }
    }

    /// Lints a read file; `languages` indexes every app file linted with it. Returns the entries
    /// of `ignore` that switched something off, for `ignore-unused`.
    public func lint(_ file: AppStringsFile, languages: AppLanguageIndex, ignore: AppIgnoreFile? = nil,
                     appName: String? = nil) -> (report: LintReport, usedIgnores: Set<Int>) {
        let path = file.source.path
        let context = AppFileContext(file: file, languages: languages, catalog: catalog)
        var diagnostics: [Diagnostic] = []
        var used: Set<Int> = []
        // A rule names the key (as a flow rule names the screen); the string at the violation's place gives its key path.
        var keyPaths: [String: String] = [:]
        for string in file.strings { keyPaths[string.key + "@\(string.location)"] = string.keyPath }
        func add(_ violation: Violation, _ description: RuleDescription, keyPath: String?) {
            var diagnostic = Diagnostic(path: path, location: violation.location, length: violation.length,
                                        severity: violation.severity ?? description.severity, ruleID: description.id,
                                        message: violation.message, hint: violation.hint ?? description.hint,
                                        keyPath: keyPath ?? violation.screenID.map { keyPaths[$0 + "@\(violation.location)"] ?? $0 })
            if description.isSuppressible, let key = violation.screenID, let ignore,
               let entry = ignore.entry(rule: description.id, key: key) {
                diagnostic.suppressedBecause = ignore.entries[entry].reason
                used.insert(entry)
            }
            diagnostics.append(diagnostic)
        }
        for rule in rules {
            let description = rule.description
            for violation in rule.init().check(context) { add(violation, description, keyPath: nil) }
        }
        if checksUnsafeText {
            // Every string, in every language: hidden text is hidden whatever words permflow has for it.
            for string in file.strings {
                var found: [Violation] = []
                // A catalog's value is located after its opening quote; from the quote, its JSON
                // escapes (`\u001b`) are read as the YAML double-quoted ones they are, so an escaped
                // character is found where it is written too.
                var at = string.location
                if file.kind == .stringCatalog, at.column > 1, file.source.scalars(ofLine: at.line, from: at.column - 2, limit: 1) == "\"" {
                    at.column -= 1
                }
                FlowUnsafeTextRule.check(Located(string.value, at: at, length: string.length), field: "the usage description",
                                         screen: nil, multiline: true, source: file.source, into: &found)
                for var violation in found {
                    violation.message = AppFileContext.prefix(string) + violation.message
                    violation.screenID = string.key
                    add(violation, FlowUnsafeTextRule.description, keyPath: string.keyPath)
                }
            }
        }
        for (string, finding) in purposeFindings(file, context: context, appName: appName) {
            var violation = finding.violation
            violation.message = AppFileContext.prefix(string) + violation.message
            violation.screenID = string.key
            add(violation, finding.rule, keyPath: string.keyPath)
        }
        diagnostics.sort(by: Diagnostic.ordered)
        return (LintReport(path: path, source: file.source, diagnostics: diagnostics, isUnusable: false, flow: nil), used)
    }

    /// The purpose rules' findings on the file's strings, one language at a time. Blank values and
    /// Xcode's placeholders are the app-file rules' (one problem, one report); strings in a
    /// language permflow has no words for are not read.
    func purposeFindings(_ file: AppStringsFile, context: AppFileContext,
                         appName: String?) -> [(UsageString, PurposeStringCheck.Finding)] {
        var byLocale: [String: [UsageString]] = [:]
        for string in file.strings where !TextMatcher.isBlank(string.value) {
            let value = string.value.trimmingWhitespace()
            if value == string.key || PlistValuePlaceholderRule.isEditorName(value) { continue }
            byLocale[string.locale ?? context.developmentLanguage, default: []].append(string)
        }
        var extra: [ResourceID: ResourceInfo] = [:]
        var result: [(UsageString, PurposeStringCheck.Finding)] = []
        for (locale, strings) in byLocale.sorted(by: { $0.key < $1.key }) where purpose.knows(locale: locale) {
            var subjects: [PurposeStringCheck.Subject] = []
            for string in strings {
                let resource = resourceID(for: string.key, extra: &extra)
                subjects.append(PurposeStringCheck.Subject(text: string.value, resource: resource,
                                                          location: string.location, length: string.length,
                                                          field: catalog.usageKey(string.key)?.field ?? .purpose))
            }
            var check = purpose
            if !extra.isEmpty {
                check.catalog = SystemAlertCatalog(resources: catalog.resources + extra.values.sorted { $0.id.rawValue < $1.id.rawValue })
            }
            let app = appName ?? file.appName ?? "App"
            for finding in check.check(subjects, app: app, locale: locale, source: file.source) {
                result.append((strings[finding.subject], finding))
            }
        }
        return result
    }

    /// The catalog's resource for a usage key; for a key the catalog does not know
    /// (`NSNearbyInteractionUsageDescription`), a resource named after the key, so the purpose
    /// rules still read its string and name it in their messages ("nearby interaction").
    func resourceID(for key: String, extra: inout [ResourceID: ResourceInfo]) -> ResourceID {
        if let info = catalog.usageKey(key) { return info.resource }
        let id = ResourceID("usage-" + key)
        if extra[id] == nil {
            extra[id] = (ResourceInfo(id: id, displayName: Self.displayName(ofKey: key), plistKeys: [PlistKey(key)],
                                      outcomes: [OutcomeSpec(.allow, .authorized), OutcomeSpec(.deny, .denied)], alerts: []))
        }
        return id
    }

    /// `NSNearbyInteractionUsageDescription` → "nearby interaction"; `NFCReaderUsageDescription` → "NFC reader".
    static func displayName(ofKey key: String) -> String {
        var core = Substring(key.dropLast("UsageDescription".count))
        if core.hasPrefix("NS") { core = core.dropFirst(2) }
        var words: [String] = []
        var current = ""
        let characters = Array(core)
        for (index, character) in characters.enumerated() {
            let nextIsLower = index + 1 < characters.count && characters[index + 1].isLowercase
            if character.isUppercase, !current.isEmpty, current.last?.isLowercase == true || nextIsLower {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words.map { $0.count > 1 && $0.allSatisfy(\.isUppercase) ? $0 : $0.lowercased() }.joined(separator: " ")
    }
}

/// The starter flow `permflow init --from Info.plist` writes: one `permflow init` starter per
/// resource the app declares (check → pre-alert → alert → feature, a Settings hint after a
/// denial), reached from one home screen, with the app's own purpose strings in the alerts, so
/// a team starts from what it ships. What lint says of those strings is written at the top.
public enum AppStarterFlow {
    public struct Made: Sendable {
        public var yaml: String
        /// The lint findings on the app's own strings (what the flow's comments list).
        public var findings: [String]
        /// Keys no flow was written for, and why.
        public var skipped: [String]
    }

    public enum Failure: Error, CustomStringConvertible, Equatable {
        case noResources(skipped: [String])
        case unsupportedLocale(String)

        public var description: String {
            switch self {
            case .noResources(let skipped):
                "the app files declare no resource permflow has an alert for" + (skipped.isEmpty ? "" : " (" + skipped.joined(separator: "; ") + ")")
            case .unsupportedLocale(let locale):
                StarterCopy.refusal(locale)
            }
        }
    }

    /// A starter for every resource `files` declare (an Info.plist or build settings, and any
    /// String Catalogs or `.strings` for other languages), in `locale` (default: the app's
    /// development language when permflow has starter copy for it, else English).
    public static func make(from files: [AppStringsFile], locale requested: String? = nil, app requestedApp: String? = nil,
                            ios: Int = FlowParser.newestIOS, catalog: SystemAlertCatalog = .standard, linter: Linter = Linter()) throws -> Made {
        guard FlowParser.iosVersions.contains(ios) else { throw StarterFlow.Failure.unsupportedIOS(ios) }
        let index = AppLanguageIndex(files)
        let development = index.developmentLanguage.map(LocaleLanguage.of) ?? "en"
        let locale = requested.map(LocaleLanguage.of) ?? (catalog.starterLocales.contains(development) ? development : "en")
        guard catalog.starterLocales.contains(locale) else { throw Failure.unsupportedLocale(requested ?? locale) }
        let app = requestedApp ?? files.lazy.compactMap { index.appName(for: $0) }.first ?? "My App"

        // The purpose string of each key in `locale`: a translation, else the development language's.
        var purposes: [String: String] = [:]
        // Key → language → the app's text in each language (for the per-locale `purpose:`).
        var byLanguage: [String: [String: String]] = [:]
        var keysInOrder: [String] = []
        for file in files {
            for string in file.strings {
                if !keysInOrder.contains(string.key) { keysInOrder.append(string.key) }
                // An empty value or Xcode's placeholder is no purpose string: the starter keeps its own.
                let value = string.value.trimmingWhitespace()
                if value.isEmpty || value == string.key || PlistValuePlaceholderRule.isEditorName(value) { continue }
                let language = string.locale.map(LocaleLanguage.of) ?? development
                if byLanguage[string.key]?[language] == nil { byLanguage[string.key, default: [:]][language] = string.value }
                if language == locale { purposes[string.key] = string.value }
                else if language == development, purposes[string.key] == nil { purposes[string.key] = string.value }
            }
        }
        var skipped: [String] = []
        // Per resource, the app's text for each field of its alert ("" where the app has none).
        var resources: [ResourceID: [PlistKey.Field: String]] = [:]
        // Per resource, its purpose key's text in every language the app files give.
        var translationsOf: [ResourceID: [String: String]] = [:]
        for key in keysInOrder {
            guard let info = catalog.usageKey(key) else {
                // The key is the app file's: one visible line, in the header comment and the messages.
                skipped.append("\(ReportText.visible(key)): not written, permflow has no alert for it")
                continue
            }
            if info.ios.through.map({ $0 < IOSVersions.oldest }) ?? false {
                skipped.append("\(key): not written, no iOS permflow draws reads it")
                continue
            }
            guard resources[info.resource]?[info.field] == nil else { continue }
            if let purpose = purposes[key] {
                resources[info.resource, default: [:]][info.field] = purpose
                if info.field == .purpose { translationsOf[info.resource] = byLanguage[key] ?? [:] }
            } else {
                resources[info.resource, default: [:]][info.field] = ""
                skipped.append("\(key) is empty or Xcode's placeholder in the app: the starter's own purpose string stands in")
            }
        }
        let ordered = catalog.ids.filter { resources[$0] != nil }
        // An upgrade's starter asks for the resource it upgrades first: that one gets no starter of its own.
        let upgraded = Set(ordered.compactMap { catalog.resource($0)?.upgrades })
        let starters = ordered.filter { !upgraded.contains($0) }
        guard !starters.isEmpty else { throw Failure.noResources(skipped: skipped) }

        let languages = Set(files.flatMap(\.declaredLanguages).map(LocaleLanguage.of) + [locale])
            .intersection(FlowParser.knownLocales(vocabularies: linter.vocabularies, catalog: catalog)).sorted()
        // The purpose per locale (`purpose: {ko: …, en: …}`) where the app has it in another
        // language the flow declares: the flow's own locale first, then the others in order.
        var translations: [ResourceID: [(locale: String, text: String)]] = [:]
        for (resource, texts) in translationsOf {
            let others = languages.filter { $0 != locale }.compactMap { language -> (locale: String, text: String)? in
                guard let text = texts[language], !text.trimmingWhitespace().isEmpty else { return nil }
                return (language, text)
            }
            if !others.isEmpty { translations[resource] = others }
        }
        var screens = ""
        var actions = ""
        for id in starters {
            guard let text = try? StarterFlow.unchecked(resource: id.rawValue, app: app, locale: locale, ios: ios, catalog: catalog) else { continue }
            let copy = catalog.starterCopy(id.rawValue, locale: locale)
            actions += "      - label: \(StarterFlow.quote(copy?.feature ?? "Use \(catalog.resource(id)?.displayName ?? id.rawValue)"))\n"
            actions += "        go: \(id.rawValue)-check\n"
            screens += Self.screens(of: text, resource: id, purposes: resources, translations: translations, locale: locale, catalog: catalog)
        }
        let homeBody = StarterWords.fill(catalog.starterWords(locale: locale)?.homeBody ?? "", ["app": app])
        let body = """
        permflow: 1
        name: \(StarterFlow.quote("\(app) permissions"))
        app: \(StarterFlow.quote(app))
        locale: \(locale)
        \(languages.count > 1 ? "locales: [\(languages.joined(separator: ", "))]\n" : "")ios: \(ios)
        start: home
        screens:
          home:
            kind: app
            title: \(StarterFlow.quote(app))
            body: \(StarterFlow.quote(homeBody))
            actions:

        """ + actions + screens
        let report = linter.lint(path: "starter", text: body)
        // The header comes first, so a finding's line in the file is its line in `body` plus the header's lines.
        let shift = 2 + (report.active.isEmpty ? 1 : 2 + report.active.count) + skipped.count
        let findings = report.active.map {
            "\($0.location.line + shift): \($0.severity.rawValue): \(ReportText.visible($0.message).replacingEvery("\n", with: " ")) [\($0.ruleID)]"
        }
        var header = "# Starter flow written by `permflow init --from`: one feature per resource the app declares, with\n"
        header += "# the app's own purpose strings (\(locale)). Edit the copy, then run `permflow lint` on this file.\n"
        if findings.isEmpty {
            header += "# permflow lint finds nothing in the app's purpose strings.\n"
        } else {
            header += "# permflow lint reports these in the app's own purpose strings (the rest of the starter is clean);\n"
            header += "# fix them in the app too:\n"
            for finding in findings { header += "#   line \(finding)\n" }
        }
        for note in skipped { header += "# note: \(ReportText.visible(note))\n" }
        return Made(yaml: header + body, findings: findings, skipped: skipped)
    }

    /// A starter's screens without its home screen, its shared end screens renamed for the
    /// resource, and each alert's purpose string replaced by the app's own.
    static func screens(of starter: String, resource id: ResourceID, purposes: [ResourceID: [PlistKey.Field: String]],
                        translations: [ResourceID: [(locale: String, text: String)]] = [:], locale: String = "en",
                        catalog: SystemAlertCatalog) -> String {
        let lines = starter.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(of: "screens:") else { return "" }
        var result: [String] = []
        var inHome = false
        var alertResource: ResourceID?
        for line in lines[(start + 1)...] {
            if line.hasPrefix("  "), !line.hasPrefix("   ") {
                inHome = line == "  home:"
                alertResource = nil
            }
            if inHome || line.isEmpty { continue }
            var line = line
            for shared in ["feature", "without"] {
                if line == "  \(shared):" { line = "  \(id.rawValue)-\(shared):" }
                if line.hasSuffix(": \(shared)") { line = String(line.dropLast(shared.count)) + "\(id.rawValue)-\(shared)" }
            }
            if line.hasPrefix("    resource: ") { alertResource = ResourceID(String(line.dropFirst("    resource: ".count))) }
            if let resource = alertResource, let texts = purposes[resource] {
                for (field, purpose) in texts where !purpose.isEmpty && line.hasPrefix("    \(field.rawValue): ") {
                    line = "    \(field.rawValue): \(StarterFlow.quote(purpose))"
                    // The app's translations: the purpose written per locale, the flow's own first.
                    if field == .purpose, let others = translations[resource] {
                        line = "    purpose:\n      \(locale): \(StarterFlow.quote(purpose))"
                            + others.map { "\n      \($0.locale): \(StarterFlow.quote($0.text))" }.joined()
                    }
                }
                // Tracking's Markdown key has no line in the starter: it follows the purpose.
                if line.hasPrefix("    purpose:"), let markdown = texts[.purposeMarkdown], !markdown.isEmpty {
                    result.append(line)
                    line = "    purpose-markdown: \(StarterFlow.quote(markdown))"
                }
            }
            result.append(line)
        }
        return result.joined(separator: "\n") + "\n"
    }
}

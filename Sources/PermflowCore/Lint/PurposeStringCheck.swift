/// Runs the purpose-string rules (the `purpose-string` family, whatever it holds) on purpose
/// strings that come from outside a flow: an app's Info.plist, String Catalog or `.strings`.
///
/// The rules read purpose strings from a flow's alerts (`PurposeString.all`), so each string is
/// set in an alert screen of a flow made for the purpose, over the file it came from: the rules
/// find their columns in that file as they do in a flow (word by word from where the value
/// starts), and each violation names its string by the screen it was set in.
public struct PurposeStringCheck: Sendable {
    /// One purpose string to check.
    public struct Subject: Sendable {
        public var text: String
        public var resource: ResourceID
        /// Where the value starts in `source` (line 0 for a file without lines).
        public var location: SourceLocation
        public var length: Int
        /// The alert field the key's text fills: tracking's Markdown key is read as
        /// `purpose-markdown` (its words, and `purpose-markdown`'s own checks).
        public var field: PlistKey.Field

        public init(text: String, resource: ResourceID, location: SourceLocation, length: Int, field: PlistKey.Field = .purpose) {
            self.text = text
            self.resource = resource
            self.location = location
            self.length = length
            self.field = field
        }
    }

    public struct Finding: Sendable {
        /// Index into the subjects given.
        public var subject: Int
        public var rule: RuleDescription
        public var violation: Violation
    }

    public var rules: [any Rule.Type]
    public var catalog: SystemAlertCatalog
    public var options: LintOptions
    public var vocabularies: VocabularyStore
    public let cache: LintCache

    public init(rules: [any Rule.Type] = RuleRegistry.all, catalog: SystemAlertCatalog = .standard, options: LintOptions = LintOptions(),
                vocabularies: VocabularyStore = .standard, cache: LintCache = LintCache()) {
        self.rules = rules.filter { $0.description.family == .purpose }
        self.catalog = catalog
        self.options = options
        self.vocabularies = vocabularies
        self.cache = cache
    }

    /// Whether the rules have words for `locale` (its language's, for a region such as `en-GB`):
    /// strings in other languages are left to the checks that need no words.
    public func knows(locale: String) -> Bool {
        let language = LocaleLanguage.of(locale)
        let known = Set(vocabularies.locales)
        return known.contains(locale) || known.contains(language)
    }

    /// Every purpose rule's findings on `subjects`, all in one language, of the app `app`, written in `source`.
    public func check(_ subjects: [Subject], app: String, locale: String, source: SourceFile) -> [Finding] {
        guard !subjects.isEmpty else { return [] }
        let at = SourceLocation(line: subjects[0].location.line, column: subjects[0].location.column)
        var screens: [Screen] = []
        for (index, subject) in subjects.enumerated() {
            var screen = Screen(id: Located("s\(index)", at: subject.location), kind: Located(.alert, at: subject.location),
                                location: subject.location)
            screen.resource = Located(subject.resource.rawValue, at: subject.location)
            let text = Located(subject.text, at: subject.location, length: subject.length)
            if subject.field == .purposeMarkdown { screen.purposeMarkdown = text } else { screen.purpose = text }
            screens.append(screen)
        }
        let flow = Flow(source: source, version: Located(1, at: at), name: Located(app, at: at), app: Located(app, at: at),
                        locale: Located(locale, at: at), ios: Located(FlowParser.newestIOS, at: at),
                        start: Located("s0", at: at), screens: screens)
        let context = LintContext(flow: flow, catalog: catalog, options: options, vocabularies: vocabularies, cache: cache)
        var findings: [Finding] = []
        for rule in rules {
            for violation in rule.init().check(context) {
                guard let screen = violation.screenID, screen.hasPrefix("s"), let index = Int(screen.dropFirst()),
                      index >= 0, index < subjects.count else { continue }
                // The Markdown key is optional beside the plain one: its alert lacks no purpose.
                if subjects[index].field == .purposeMarkdown, rule.description.id == PurposePresentRule.description.id { continue }
                findings.append(Finding(subject: index, rule: rule.description, violation: violation))
            }
        }
        return findings
    }
}

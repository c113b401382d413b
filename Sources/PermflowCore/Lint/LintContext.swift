/// What a rule sees: the flow, what the parser recorded about the file, the catalog, the words of
/// its locales, the options, and the graph.
public struct LintContext: Sendable {
    public let flow: Flow
    /// What the parser recorded while reading the flow (duplicate keys, unknown resources).
    public let facts: ParseFacts
    public let catalog: SystemAlertCatalog
    public let options: LintOptions
    /// Vocabulary for the flow's primary locale (empty lists for a locale permflow does not know;
    /// rules that need a fallback choose it themselves).
    public let vocabulary: Vocabulary
    public let vocabularies: VocabularyStore
    public let graph: FlowGraph
    /// Prepared lists and patterns shared across the files one linter checks.
    public let cache: LintCache
    /// Values derived from this flow that several rules read (e.g. its purpose strings).
    public let fileCache = LintCache()

    public init(flow: Flow, facts: ParseFacts = .none, catalog: SystemAlertCatalog = .standard,
                options: LintOptions = LintOptions(), vocabularies: VocabularyStore = .standard,
                cache: LintCache = LintCache()) {
        self.flow = flow
        self.facts = facts
        self.cache = cache
        self.catalog = catalog
        self.options = options
        self.vocabularies = vocabularies
        self.vocabulary = vocabularies.vocabulary(for: flow.locale.value)
        self.graph = FlowGraph(flow: flow, catalog: catalog)
    }

    /// Where `phrase` is written inside the text value `text`, or the value's start.
    public func location(of phrase: String, in text: Located<String>) -> (SourceLocation, Int) {
        if let found = flow.source.locate(phrase, from: text.location, maxScalars: SourceFile.writtenLimit(of: text.value)) {
            return (found, phrase.unicodeScalars.count)
        }
        return (text.location, text.length)
    }

    /// A violation underlining `phrase` inside `text` on `screen`.
    public func violation(_ phrase: String, in text: Located<String>, screen: Screen?, _ message: String,
                          hint: String? = nil, severity: Severity? = nil) -> Violation {
        let (location, length) = self.location(of: phrase, in: text)
        return Violation(at: location, length: length, message, hint: hint, severity: severity, screen: screen?.id.value)
    }

    /// The resource's catalog entry, when the screen names a known one.
    public func resource(of screen: Screen) -> ResourceInfo? {
        screen.resourceID.flatMap { catalog.resource($0) }
    }
}

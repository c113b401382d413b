/// A rule that reports what the parser recorded about the file as written (`ParseFacts`).
///
/// Such a rule runs whether or not a flow could be built: a duplicate key can stop reading
/// before there is one, and it is reported all the same. With a flow it runs like any rule,
/// reading the facts from its `LintContext`; without one the linter calls `check(_:source:catalog:)`.
public protocol ParseFactsRule: Rule {
    /// The violations in `facts`, read from `source`, named against `catalog`.
    func check(_ facts: ParseFacts, source: SourceFile, catalog: SystemAlertCatalog) -> [Violation]
}

extension ParseFactsRule {
    public func check(_ context: LintContext) -> [Violation] {
        check(context.facts, source: context.flow.source, catalog: context.catalog)
    }
}

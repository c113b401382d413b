/// `flow-duplicate-id`: screen ids are unique, and so is every key of a mapping.
///
/// YAML itself refuses duplicate keys, so the parser's composer finds all of them in one pass
/// and records them (`ParseFacts.duplicateKeys`); this rule
/// reports them, also when a duplicate stopped reading before there was a flow.
public struct FlowDuplicateIDRule: ParseFactsRule {
    public static let description = RuleDescription(
        id: "flow-duplicate-id",
        name: "Ids are unique",
        family: .structure,
        severity: .error,
        summary: "screen ids are unique (YAML duplicate keys included)",
        rationale: """
        YAML keeps one value per key, so a second screen with the same id (or a second `title` \
        in one screen) silently replaces or hides the first; links would lead to a screen other \
        than the one the designer is looking at.
        """,
        hint: "give each screen its own id, and each key one value",
        triggering: [
            RuleExample(.demo, screens: """
            home:
              kind: app
              title: Home
              actions:
                - label: Done
                  go: done
            home:
              kind: app
              title: Home again
              actions:
                - label: Done
                  go: done
            """, note: "two screens named `home`"),
            RuleExample(.demo.with(homeTexts: """
                title: Home
                title: Start
                """), screens: "", note: "a key written twice inside one screen"),
        ],
        nonTriggering: [
            RuleExample(.demo, screens: ""),
            RuleExample(.demo.with(action: "Again"), screens: """
            home-2:
              kind: app
              title: Home
              actions:
                - label: Done
                  go: done
            """),
        ]
    )

    public init() {}

    public func check(_ facts: ParseFacts, source: SourceFile, catalog: SystemAlertCatalog) -> [Violation] {
        facts.duplicateKeys.map { duplicate in
            let key = duplicate.key.value
            switch duplicate.place {
            case .screens:
                return Violation(duplicate.key, "duplicate screen id '\(key)' (first defined at \(source.path):\(duplicate.first))",
                                 screen: nil, hint: "give each screen its own id; only the first '\(key)' is used")
            case .mapping:
                return Violation(duplicate.key, "duplicate key '\(key)' (first at \(source.path):\(duplicate.first))",
                                 screen: nil, hint: Self.keyHint)
            case .unreachable:
                return Violation(duplicate.key, "duplicate key '\(key)'", screen: nil, hint: Self.keyHint)
            }
        }
    }

    private static let keyHint = "YAML keeps one value per key; remove or rename one of them"
}

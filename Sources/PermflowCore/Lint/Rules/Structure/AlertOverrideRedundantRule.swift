/// `alert-override-redundant`: an alert screen's `alert:` override that repeats permflow's
/// table word for word.
///
/// A warning: it changes nothing today, and it pins the text, so a later correction of the
/// table (a string found to be wrong, a new iOS version's wording) would never reach this flow.
public struct AlertOverrideRedundantRule: Rule {
    public static let description = RuleDescription(
        id: "alert-override-redundant",
        name: "Overrides change something",
        family: .structure,
        severity: .warning,
        summary: "an alert screen's `alert:` override does not repeat permflow's table word for word",
        rationale: """
        An override that equals the table's string draws nothing new, yet it is marked in every walk \
        as the flow's own text, and it holds the text fixed: when permflow corrects that string, or \
        draws a newer iOS version with other wording, this flow keeps the old one without anyone \
        deciding so.
        """,
        hint: "remove the repeated string from `alert:` (and `alert:` itself when nothing is left)",
        triggering: [
            RuleExample(alertOverride: """
            buttons:
              allow: Allow
            """, note: "iOS 26's camera alert already reads Allow"),
        ],
        nonTriggering: [
            RuleExample(alertOverride: """
            buttons:
              deny: Don't Allow
            source: our iPhone 17, iOS 26.1 (a straight apostrophe)
            """, note: "the capture shows a straight apostrophe where the table has \u{2019}"),
        ]
    )

    public init() {}

    public func check(_ context: LintContext) -> [Violation] {
        AlertOverrideComparison.violations(in: context, differing: false) { entry, subject in
            "\(subject) repeats permflow's table word for word (\(entry.evidence.status.rawValue)); the override changes nothing"
        }
    }
}

/// `ignore-unused`: every `ignore:` entry switches off something the rule reports on its screen.
///
/// Whether an entry suppressed anything is known only once every rule has run and the linter has
/// applied the suppressions, so the `Linter` reports this id (for the rules it ran); this type
/// gives it its entry in the catalog, docs and examples. (SwiftLint reports a superfluous
/// `swiftlint:disable` the same way.)
public struct IgnoreUnusedRule: Rule {
    public static let id = "ignore-unused"

    public static let description = RuleDescription(
        id: IgnoreUnusedRule.id,
        name: "Suppressions suppress something",
        family: .structure,
        severity: .warning,
        summary: "every `ignore:` entry switches off a rule that reports something on its screen",
        rationale: """
        An `ignore:` entry that suppresses nothing is listed in the summary and in every transcript as if it \
        mattered, and it is a trap: it was put on the wrong screen, names a rule that never fires there, or \
        outlived the problem it excused, and the next real violation of that rule on the screen would be \
        switched off without anyone deciding so. Reported at the entry's key. An entry for `ignore-unused` \
        itself is never reported.
        """,
        hint: "remove the entry; if the rule should fire here, check the screen and the rule id (`permflow rules ID`)",
        triggering: [
            RuleExample(.demo, screens: """
            home:
              kind: app
              title: Home
              ignore:
                purpose-brief: "legal asked for the long version"
              actions:
                - label: Done
                  go: done
            """, note: "an app screen has no purpose string, so purpose-brief never fires on it"),
        ],
        nonTriggering: [
            RuleExample(preAlert: "Scan receipts with your camera", button: "Continue", more: """
            actions:
              - label: Not now
                go: done
            ignore:
              prealert-single-button: "prototype of the variant App Review rejected, kept for the record"
            """, note: "the entry switches off the `actions` the pre-alert has"),
        ]
    )

    public init() {}

    /// Reported by the `Linter`, after the suppressions are applied.
    public func check(_ context: LintContext) -> [Violation] { [] }
}

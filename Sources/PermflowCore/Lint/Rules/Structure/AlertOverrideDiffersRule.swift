/// `alert-override-differs`: a note at each string an alert screen's `alert:` override changes.
///
/// A hint, not a warning: correcting permflow's wording from a real capture is what `alert:` is
/// for, and `lint --strict` must pass such a flow. The note puts the table's text and its
/// evidence next to the override, so a reviewer sees what the team's capture replaces (and can
/// send it upstream when the table's string is weak or unverified).
public struct AlertOverrideDiffersRule: Rule {
    public static let description = RuleDescription(
        id: "alert-override-differs",
        name: "Overrides say what they change",
        family: .structure,
        severity: .hint,
        summary: "each string an alert screen's `alert:` override changes is noted, with the table's text and evidence",
        rationale: """
        The system alert's title and buttons are Apple's; permflow draws them from a table in which \
        every string carries its evidence (docs/ios-versions.md). A team that captured the real alert \
        can correct the wording in the flow (`alert:`), and the walk draws the correction marked as \
        the flow's own. A reviewer reading the flow should see what it replaces: a capture that \
        corrects a weak or unverified string is worth sending to permflow, and one that \
        contradicts a verified string deserves a second look.
        """,
        hint: "keep it if it matches your capture (say where the capture is in `source:`); send it to permflow if the table's string is weak or unverified",
        triggering: [
            RuleExample(alertOverride: """
            title: "\u{201C}%@\u{201D} Would Like to Use Your Camera"
            source: our iPhone 16, iOS 26.1
            """, note: "the title differs from the table's \u{201C}Receipts\u{201D} would like to access the Camera."),
        ],
        nonTriggering: [
            RuleExample(.receipts.home(goesTo: "camera"), screens: "", note: "no override"),
        ]
    )

    public init() {}

    public func check(_ context: LintContext) -> [Violation] {
        AlertOverrideComparison.violations(in: context, differing: true) { entry, subject in
            "\(subject) differs from permflow's table (\(entry.evidence.status.rawValue)): \(AlertOverrideComparison.shown(entry))"
        }
    }
}

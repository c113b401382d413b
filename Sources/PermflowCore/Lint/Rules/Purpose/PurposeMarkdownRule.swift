/// `purpose-markdown`: a tracking alert's formatted purpose (NSUserTrackingMarkdownUsageDescription,
/// iOS 27.2's EU sheet) uses only the Markdown Apple lists, well formed, within permflow's bound.
public struct PurposeMarkdownRule: Rule {
    public static let description = RuleDescription(
        id: "purpose-markdown",
        name: "Formatted purpose is well formed",
        family: .purpose,
        severity: .warning,
        summary: "`purpose-markdown` uses bold, italic, bullet lists and paragraphs only, closes every marker, and stays within 4,000 characters and 40 blocks",
        rationale: """
        iOS 27.2 shows NSUserTrackingMarkdownUsageDescription on App Tracking Transparency's EU sheet, \
        formatted: Apple's Bundle Resources documentation lists bold, italic, bullet lists and paragraphs, \
        and no underline. Other Markdown (a heading's #, a link, code, HTML) would reach people as written, \
        and a marker left open styles the rest of its paragraph. The other purpose rules read the text's \
        words, its markers left out; a full page is not held to `purpose-brief`'s alert length, but \
        permflow draws at most 4,000 characters and 40 paragraphs and items.
        """,
        hint: "use **bold**, *italic*, `- ` items and blank lines between paragraphs; write a literal star as \\*",
        triggering: [
            RuleExample(Self.example("'Demo shows **ads you like.'"), note: "bold never closed"),
            RuleExample(Self.example("'Demo shows ads you like. [Learn more](https://example.com).'"), note: "a link is not in the subset"),
        ],
        nonTriggering: [
            RuleExample(Self.example("\"Demo shows **ads you like**.\\n\\n- Every story stays *free*.\\n- Change it in Settings.\""),
                        note: "bold, italic, paragraphs and a list"),
        ]
    )

    /// A tracking alert on iOS 27.2 in France whose `purpose-markdown` is `markdown` (quoted YAML).
    static func example(_ markdown: String) -> String {
        """
        permflow: 1
        name: Ads that fit
        app: Demo
        ios: 27.2
        device: {country: FR}
        start: home
        screens:
          home:
            kind: app
            title: Home
            actions:
              - label: Personalise
                go: tracking
          tracking:
            kind: alert
            resource: tracking
            purpose: Demo uses your activity in other apps to show ads you like.
            purpose-markdown: \(markdown)
            on: {allow: done, ask-not-to-track: done}
          done: {kind: end, title: Done}
        """
    }

    public init() {}

    public func check(_ context: LintContext) -> [Violation] {
        var result: [Violation] = []
        // The purpose rules' reading of the text (markers blanked) places a finding in the file.
        let read = PurposeString.all(in: context).filter(\.isMarkdown)
        for screen in context.flow.screens {
            guard let markdown = screen.purposeMarkdown, !TextMatcher.isBlank(markdown.value) else { continue }
            let characters = markdown.value.count
            // Where no placeholder changed the length, an offset in the value is one in the reading.
            let purpose = read.first { $0.screen.id.value == screen.id.value && $0.resolved.count == characters }
            for issue in MarkdownSubset(markdown.value).issues {
                let message = Self.message(issue, in: markdown.value)
                // An open marker is blank in the reading: point at the first character it styles.
                var (offset, length) = (issue.offset, max(1, issue.length))
                if case .unclosed = issue.kind { (offset, length) = (issue.offset + issue.length, 1) }
                if let purpose, offset < characters {
                    result.append(purpose.violation(at: offset, length: length, message, in: context))
                } else {
                    result.append(Violation(markdown, message, screen: screen))
                }
            }
        }
        return result
    }

    static func message(_ issue: MarkdownSubset.Issue, in text: String) -> String {
        switch issue.kind {
        case let .unclosed(marker):
            return "`purpose-markdown` opens \"\(marker)\" at character \(issue.offset + 1) and never closes it; "
                + "the rest of its paragraph would be \(marker.count == 2 ? "bold" : "italic")"
        case let .unsupported(what):
            let written = String(Array(text).dropFirst(issue.offset).prefix(max(1, min(issue.length, 40))))
            return "`purpose-markdown` uses \(what) (\"\(TextFitsRule.quoted(written))\"), which the EU sheet does not format; "
                + "people would see it as written"
        case let .tooLong(length):
            return "`purpose-markdown` is \(TranscriptBounds.grouped(length)) characters long; permflow draws at most "
                + "\(TranscriptBounds.grouped(MarkdownSubset.maxLength))"
        case let .tooManyBlocks(count):
            return "`purpose-markdown` has \(count) paragraphs and list items; permflow draws at most \(MarkdownSubset.maxBlocks)"
        }
    }
}

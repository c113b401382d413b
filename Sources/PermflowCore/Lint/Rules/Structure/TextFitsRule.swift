/// `text-fits`: every title, body, button label and purpose string shows whole on the simulated
/// iPhone at the sizes the walker draws it, as `walk` and `render` lay it out.
///
/// The rule does not estimate: it renders each screen (each alert over its screen) with the
/// renderer itself at every size in `sizes`, and reports the texts the renderer had to cut
/// (`Frame.cuts`). So what lint warns about is exactly what a walk shows with `…`.
public struct TextFitsRule: Rule {
    /// Most screens rendered: a flow has tens; past this (a generated or hostile file) the rest
    /// are not measured, and the first finding says so.
    static let maxScreens = 500
    /// The texts measured on a screen and on an alert, made once (a set per screen was 1.8 M of
    /// the instructions lint of 100 generated flows took).
    static let screenParts: Set<TextCut.Part> = [.title, .body, .button]
    static let alertParts: Set<TextCut.Part> = [.purpose]

    public static let description = RuleDescription(
        id: "text-fits",
        name: "Text fits the phone",
        family: .structure,
        severity: .warning,
        summary: "every title, body, button label and purpose string shows whole on the simulated iPhone "
            + "in an 80×24 terminal (`--fit-size` for others), not cut with …",
        rationale: """
        HIG ("Accessing private data"): "Write copy that clearly describes how your app uses the ability, data, or \
        resource you're requesting" — copy nobody can read whole explains nothing, and a walk or review that shows \
        "Keep tracking in the backgrou…" reviews the wrong words. A button label shows on one line (iOS truncates \
        a button's title the same way); a screen's title takes at most three lines and the alert's purpose string \
        the rows left beside the system's title and buttons. The rule renders each screen (an alert over its \
        screen) with the walker's own renderer in each terminal size of `LintOptions.textFitSizes`, so what it \
        reports is exactly what `walk` and `render` cut: by default an 80×24 terminal, where the phone is 40 \
        cells wide (30 inside a button) and 23 rows tall. `lint --fit-size 80x24 --fit-size 30x12` checks the \
        smallest terminal the walker draws too, where most purpose strings are cut to one line. A text \
        flow-unsafe-text reports is left to it: the walk draws its hidden characters as `⟨U+…⟩`.
        """,
        hint: "shorten the text (a button label to a few words; say the rest in the body)",
        triggering: [
            RuleExample(.demo, screens: """
            track:
              kind: app
              title: Tracking
              actions:
                - label: Keep tracking in the background
                  go: done
            """, note: "31 characters: the button shows \"Keep tracking in the backgrou…\""),
            RuleExample(.demo, screens: """
            why-camera:
              kind: pre-alert
              resource: camera
              title: Scan every receipt you keep with your camera, and Demo reads the store, the date, the items and the total for you
              button: Continue
              next: done
            """, note: "a title takes at most three lines; this one needs four"),
        ],
        nonTriggering: [
            RuleExample(.demo, screens: """
            track:
              kind: app
              title: Tracking
              body: Stride keeps tracking your run when you lock the phone.
              actions:
                - label: Keep tracking
                  go: done
            """),
            RuleExample(.demoCamera, screens: ""),
        ]
    )

    public init() {}

    public func check(_ context: LintContext) -> [Violation] {
        let flow = context.flow
        var walker = Walker(flow: flow, catalog: context.catalog)
        // The notes of entering are thrown away: their wording's evidence is not read.
        walker.notesWording = false
        var result: [Violation] = []
        var reported: Set<[String]> = []  // [screen id, part, text]
        // Every screen starts from this state (copied, not made: making one per screen and size
        // was 1.9 M of the 200 flows' 42 M, docs/benchmarks.md, "flows32g").
        let fresh = WalkState(screenID: "")
        for screen in flow.screens.prefix(Self.maxScreens) {
            let parts: Set<TextCut.Part>
            switch screen.kind.value {
            case .app, .settings: parts = Self.screenParts
            case .preAlert, .end: parts = Self.screenParts
            case .alert: parts = screen.purpose == nil ? [] : Self.alertParts
            case .locationButton, .check: parts = []  // location-button-fits measures the button; a check draws nothing
            }
            guard !parts.isEmpty else { continue }
            for size in context.options.textFitSizes {
                // Entered as a walk enters it, with nothing decided yet (an alert screen shows its
                // alert); no screen before it, so an alert is drawn over the plain screen.
                var state = fresh
                state.screenID = screen.id.value
                var notes: [WalkNote] = []
                walker.enter(screen.id.value, state: &state, notes: &notes)
                guard state.screenID == screen.id.value else { continue }
                // Drawn only when the painters' own row budget says a text may be cut: most
                // screens' texts fit, and drawing every screen made lint 4.6× slower.
                guard Renderer.mayCut(state, walker: walker, width: size.width, height: size.height) else { continue }
                let frame = Renderer.render(state, walker: walker, options: RenderOptions(width: size.width, height: size.height, color: false))
                for cut in frame.cuts where parts.contains(cut.part) {
                    guard reported.insert([screen.id.value, cut.part.rawValue, cut.text]).inserted,
                          let violation = violation(cut, on: screen, size: size) else { continue }
                    result.append(violation)
                }
            }
        }
        if flow.screens.count > Self.maxScreens, var first = result.first {
            first.message += " (only the first \(Self.maxScreens) of \(flow.screens.count) screens were measured)"
            result[0] = first
        }
        return result
    }

    /// The finding for `cut`, at the text it cuts.
    private func violation(_ cut: TextCut, on screen: Screen, size: LintOptions.TerminalSize) -> Violation? {
        let located: Located<String>?
        let what: String
        switch cut.part {
        case .title: located = screen.title; what = "title"
        case .body: located = screen.body; what = "body"
        case .purpose: located = screen.purpose; what = "purpose string"
        case .button:
            located = screen.actions.first { $0.label.value == cut.text }?.label
                ?? screen.button.flatMap { $0.value == cut.text ? $0 : nil }
            what = "button \"\(Self.quoted(cut.text))\""
        }
        // A text flow-unsafe-text reports (hidden characters, stacked marks) is that rule's: the walk
        // draws its hidden characters as `⟨U+…⟩`, which is not what a phone shows, so its length here
        // says nothing about the copy.
        guard let located, UnsafeCharacters.findings(in: cut.text, allowsLineBreaks: true).isEmpty else { return nil }
        let place = "the simulated iPhone (\(size) terminal)"
        let shows = cut.shown.isEmpty ? "it is not shown at all, the other parts of the screen take its rows"
            : "it shows as \"\(Self.quoted(cut.shown))\""
        return Violation(located, "\(what) does not fit \(place): \(shows)", screen: screen)
    }

    /// A text for a message: at most 60 characters of it, on one line.
    static func quoted(_ text: String) -> String {
        let line = text.split(whereSeparator: \.isNewline).joined(separator: " ")
        return line.count > 60 ? String(line.prefix(59)) + "\u{2026}" : line
    }
}

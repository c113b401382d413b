/// `location-button-style`: a location button sets only the look the system lets apps set.
public struct LocationButtonStyleRule: Rule {
    /// Names people reach for, from UIKit and CSS, and the flow key that does that job.
    static let aliases: [String: String] = [
        "tint": "foreground", "tint-color": "foreground", "color": "foreground", "colour": "foreground",
        "text-color": "foreground", "title-color": "foreground", "foreground-color": "foreground",
        "font-color": "foreground", "background-color": "background", "bg": "background",
        "fill": "background", "radius": "corner-radius", "corner": "corner-radius", "icon": "glyph",
        "symbol": "glyph", "image": "glyph", "text": "label", "caption": "label",
    ]

    public static let description = RuleDescription(
        id: "location-button-style",
        name: "Location button sets only its allowed look",
        family: .locationButton,
        severity: .error,
        summary: "only glyph, background color, foreground color and corner radius are set",
        rationale: """
        HIG: "Consider customizing the location button to harmonize with your UI. Specifically, you can: \
        Choose the system-provided title … Choose the filled or outlined location glyph … Select a \
        background color and a color for the title and glyph … Adjust the button's corner radius." "To help \
        people recognize and trust location buttons, you can't customize the button's other visual \
        attributes." Besides `label`, `purpose`, `on` and `width` (where it sits), a location button takes \
        `glyph`, `background`, `foreground` and `corner-radius`; any other key (font, font-size, border, \
        shadow, opacity, image, tint …) is reported here, with the key meant when it is a near miss.
        """,
        hint: "remove it: the system draws the title in its own font and size so that people recognize the button",
        walker: "a location button that breaks this rule is drawn but grants nothing when tapped, and the transcript says why",
        triggering: [
            RuleExample(.stores, locationButton: "Current Location", "font-size: 22\nshadow: true", note: "the system draws the title's font and no shadow"),
            RuleExample(.stores, locationButton: "Current Location", "tint: \"#FFFFFF\"", note: "`tint` is spelt `foreground` here"),
        ],
        nonTriggering: [
            RuleExample(.stores, locationButton: "Current Location", "glyph: outlined\nbackground: \"#0040DD\"\nforeground: \"#FFFFFF\"\ncorner-radius: 12", note: "all four customizable attributes"),
            RuleExample(.stores, locationButton: "Share Current Location", "width: 340", note: "the system's own look"),
        ]
    )

    public init() {}

    public func check(_ context: LintContext) -> [Violation] {
        let keys = FlowKeys.common + (FlowKeys.perKind[.locationButton] ?? [])
        var result: [Violation] = []
        for screen in context.flow.screens where screen.kind.value == .locationButton {
            for key in screen.disallowedStyleKeys {
                let spelled = Self.kebab(key.value)
                let meant = Self.aliases[spelled] ?? (keys.contains(spelled) ? spelled : Suggestion.nearest(to: key.value, in: keys))
                let suggestion = meant.map { "; did you mean '\($0)'?" } ?? ""
                result.append(Violation(
                    key, "location button cannot set `\(key.value)`; apps may set only its glyph, background, foreground and corner-radius\(suggestion)",
                    screen: screen))
            }
        }
        return result
    }

    /// `cornerRadius`, `corner_radius` → `corner-radius`, to match names from code.
    static func kebab(_ key: String) -> String {
        var result = ""
        for character in key {
            if character.isUppercase {
                if !result.isEmpty { result.append("-") }
                result.append(contentsOf: character.lowercased())
            } else if character == "_" || character == " " {
                result.append("-")
            } else {
                result.append(character)
            }
        }
        return result
    }
}

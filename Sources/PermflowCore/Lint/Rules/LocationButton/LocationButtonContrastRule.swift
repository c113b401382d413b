/// `location-button-contrast`: a location button's title and glyph stand out from its background
/// (WCAG 2 contrast ratio) and neither colour is too translucent.
public struct LocationButtonContrastRule: Rule {
    public static let description = RuleDescription(
        id: "location-button-contrast",
        name: "Location button is legible",
        family: .locationButton,
        severity: .error,
        summary: "foreground/background contrast ratio at least 3:1 (WCAG 2 formula) and opacity high enough (thresholds configurable)",
        rationale: """
        HIG: "The system also ensures a location button remains legible by warning you about problems like \
        low-contrast color combinations or too much translucency." "If the system identifies consistent \
        problems with your customized location button, it won't give your app access to the device location \
        when people tap it." Apple publishes no thresholds; permflow's are WCAG 2's 3:1 for large text and \
        user-interface components, which the system's own look passes (white on #007AFF is 4.0:1, on dark \
        mode's #0A84FF 3.65:1), and 90% opacity (`LintOptions.minimumContrast`, `minimumOpacity`; \
        `lint --min-contrast 4.5` asks for WCAG's body-text ratio). A translucent background is laid over \
        both white and black and the worse ratio counts. A colour the flow leaves out is the system's \
        (background #007AFF, foreground #FFFFFF); a button that sets neither is the system's own look, which \
        the system accepts, and is not measured.
        """,
        hint: "choose colours further apart, e.g. #FFFFFF on #0040DD, and keep both opaque",
        walker: "a location button that breaks this rule is drawn but grants nothing when tapped, and the transcript says why",
        triggering: [
            RuleExample(.stores, locationButton: "Current Location", "background: \"#34C759\"\nforeground: \"#FFFFFF\"", note: "white on system green is 2.22:1"),
            RuleExample(.stores, locationButton: "Current Location", "background: \"#0040DD80\"", note: "a half-transparent background"),
        ],
        nonTriggering: [
            RuleExample(.stores, locationButton: "Current Location", "background: \"#0040DD\"\nforeground: \"#FFFFFF\"", note: "7.56:1"),
            RuleExample(.stores, locationButton: "Current Location", "background: \"#FFFFFF\"\nforeground: \"#000000\"", note: "21:1"),
        ]
    )

    public init() {}

    public func check(_ context: LintContext) -> [Violation] {
        let minimumContrast = context.options.minimumContrast
        let minimumOpacity = context.options.minimumOpacity
        var result: [Violation] = []
        for screen in context.flow.screens where screen.kind.value == .locationButton {
            // The system's own look is what the system accepts.
            guard screen.background != nil || screen.foreground != nil else { continue }
            guard let background = RGBAColor(hex: screen.background?.value ?? LocationButtonLook.defaultBackground),
                  let foreground = RGBAColor(hex: screen.foreground?.value ?? LocationButtonLook.defaultForeground)
            else { continue }  // the parser reported the bad colour

            // Translucent colours show what is behind the button: measure over white and black.
            let translucent = background.alpha < 1 || foreground.alpha < 1
            for (name, color, value) in [("background", background, screen.background), ("foreground", foreground, screen.foreground)] {
                guard let value, color.alpha < minimumOpacity else { continue }
                result.append(Violation(
                    value, "location button \(name) \(value.value) is \(Self.percent(color.alpha)) opaque; it must be at least \(Self.percent(minimumOpacity))",
                    screen: screen, hint: "use an opaque colour (#RRGGBB): the system refuses a translucent location button"))
            }

            var worst = Double.infinity
            for base in [RGBAColor.white, RGBAColor.black] {
                let back = background.over(base)
                worst = min(worst, RGBAColor.contrastRatio(foreground.over(back), back))
            }
            guard worst < minimumContrast else { continue }
            func describe(_ name: String, _ value: Located<String>?, _ fallback: String) -> String {
                value.map { "\(name) \($0.value)" } ?? "the system's \(name) \(fallback)"
            }
            let measured = FixedDecimal.text(worst, places: 2)
            let over = translucent ? " at worst" : ""
            let colours = "\(describe("foreground", screen.foreground, LocationButtonLook.defaultForeground)) on \(describe("background", screen.background, LocationButtonLook.defaultBackground))"
            let at = screen.foreground ?? screen.background ?? screen.id
            result.append(Violation(
                at, "location button contrast is \(measured):1\(over) (\(colours)); it must be at least \(LocationButtonLook.format(minimumContrast)):1",
                screen: screen))
        }
        return result
    }

    static func percent(_ fraction: Double) -> String {
        "\(Int((fraction * 100).rounded()))%"
    }
}

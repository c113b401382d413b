/// What every painter needs: the walk, the options, the colours and the geometry.
struct RenderContext {
    let state: WalkState
    let walker: Walker
    let options: RenderOptions
    let theme: Theme
    let layout: PhoneLayout

    var flow: Flow { walker.flow }
    var app: String { walker.flow.app.value }
    var locale: String { walker.flow.locale.value }

    /// A style from palette roles (nil roles and colour off give the terminal's defaults).
    func style(_ foreground: KeyPath<Theme.Palette, RGBAColor>?, _ background: KeyPath<Theme.Palette, RGBAColor>?,
               _ attributes: CellAttributes = []) -> CellStyle {
        CellStyle(foreground: foreground.flatMap { theme[$0] }, background: background.flatMap { theme[$0] },
                  attributes: attributes)
    }

    /// Plain text on the phone's screen.
    var screenText: CellStyle { style(\.text, \.screenBackground) }
    var secondaryText: CellStyle { style(\.secondaryText, \.screenBackground) }

    /// The focused button: reverse video and colour, so it shows in monochrome too. Reverse
    /// swaps the two colours, so the focus background is given as the foreground.
    var focused: CellStyle { style(\.focusBackground, \.focusText, [.reverse, .bold]) }

    /// The purpose string the flow gives for `resource`'s request, placeholders resolved: the
    /// first alert screen for it, or for location a location button.
    func purpose(for resource: String) -> String? {
        for screen in flow.screens where screen.purpose != nil {
            let kind = screen.kind.value
            let matches = (kind == .alert && screen.resource?.value == resource)
                || (kind == .locationButton && resource == "location")
            if matches, let purpose = screen.purpose?.value {
                return Self.resolve(purpose, app: app)
            }
        }
        return nil
    }

    /// A purpose string as people read it: `$(PRODUCT_NAME)` and `%@` become the app's name.
    static func resolve(_ text: String, app: String) -> String {
        replace("%@", with: app, in: replace("$(PRODUCT_NAME)", with: app, in: text))
    }

    static func replace(_ target: String, with replacement: String, in text: String) -> String {
        guard text.contains(target) else { return text }
        let pattern = Array(target.unicodeScalars)
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            if index + pattern.count <= scalars.count, Array(scalars[index..<(index + pattern.count)]) == pattern {
                result.append(contentsOf: replacement.unicodeScalars)
                index += pattern.count
            } else {
                result.append(scalars[index])
                index += 1
            }
        }
        return String(result)
    }
}

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
}

/// Draws a flow's own screen on the phone: app, pre-alert, settings, end and location-button
/// screens, plus a stand-in for an alert screen whose alert is not on screen.
///
/// Title at the top (bold), body below it, buttons at the bottom as iOS puts them. When rows
/// run short the buttons keep their rows first, then the title's first line, the body's first
/// line, the rest of the title and body (cut with `…`), and spacing last.
struct ScreenPainter {
    let context: RenderContext

    /// What a screen shows, ready to lay out.
    struct Parts {
        var image: String?
        var title: String?
        var body: String?
        /// Lines under the body, such as the end screen's hint.
        var footer: [String] = []
        var buttons: [String] = []
        var locationButton: Screen?
    }

    /// Draws `screen` into the phone's screen. With `focus` nil it is drawn as an alert's
    /// backdrop: nothing focused and no hot spots.
    func paint(_ screen: Screen?, id: String, focus: Int?, on canvas: inout Canvas) -> [Hotspot] {
        let layout = context.layout
        canvas.fill(layout.screen, style: context.screenText)
        let parts = self.parts(of: screen, id: id)
        return draw(parts, focus: focus, on: &canvas)
    }

    func parts(of screen: Screen?, id: String) -> Parts {
        Self.parts(of: screen, id: id, walker: context.walker)
    }

    static func parts(of screen: Screen?, id: String, walker: Walker) -> Parts {
        guard let screen else {
            return Parts(title: "Screen \u{201C}\(id)\u{201D} does not exist", body: "The flow names a screen it does not define.")
        }
        var parts = Parts(image: screen.image?.value, title: screen.title?.value, body: screen.body?.value)
        switch screen.kind.value {
        case .app, .settings:
            parts.buttons = screen.actions.filter { $0.target != nil }.map(\.label.value)
        case .preAlert:
            parts.buttons = screen.button.map { [$0.value] } ?? []
        case .check:
            // A walk goes on from a check at once; it stays on one only when the check has no
            // route for the state or its routes lead in a circle, which the status line explains.
            parts.title = "Check of the \(screen.resource?.value ?? "?") state"
            parts.body = "The walk stopped at this check: it draws nothing, and it has no way on in this state (see the status line)."
        case .end:
            parts.footer = ["The flow ends here.", "r restart \u{00B7} R relaunch \u{00B7} Q quit"]
        case .locationButton:
            parts.locationButton = screen
            if let reason = walker.options.refusedLocationButtons[screen.id.value] {
                parts.footer = ["The system would refuse this button: \(reason)"]
            }
        case .alert:
            let resource = screen.resource?.value ?? "?"
            parts.title = nil
            parts.body = nil
            parts.footer = ["The system alert for \(resource) is not on screen."]
        }
        return parts
    }

    /// Whether `draw` could cut any of `parts`' text (`Frame.cuts`): a necessary condition, read
    /// from the same widths and row budget `draw` takes, without drawing. False means every
    /// title, body and button label shows whole: each `take` below grants all it is asked for
    /// when the button rows, the title (at most three lines), the body and the footer together fit.
    static func mayCut(_ parts: Parts, layout: PhoneLayout) -> Bool {
        let area = layout.content
        let width = area.width
        guard width > 0, area.height > 0 else { return true }
        let buttonCount = parts.locationButton != nil ? 1 : parts.buttons.count
        if parts.locationButton == nil, parts.buttons.contains(where: { width < 4 || TextLayout.width($0) > width - 4 }) { return true }
        let titleLines = parts.title.map { TextLayout.lineCount($0, width: width) } ?? 0
        if titleLines > 3 { return true }
        let bodyLines = parts.body.map { TextLayout.lineCount($0, width: width) } ?? 0
        let footerLines = parts.footer.reduce(0) { $0 + TextLayout.lineCount($1, width: width, maxLines: 2) }
        return buttonCount + titleLines + bodyLines + footerLines > area.height
    }

    private func draw(_ parts: Parts, focus: Int?, on canvas: inout Canvas) -> [Hotspot] {
        let area = context.layout.content
        let width = area.width
        guard width > 0, area.height > 0 else { return [] }
        let buttonCount = parts.locationButton != nil ? 1 : parts.buttons.count

        let titleLines = parts.title.map { TextLayout.wrap($0, width: width, maxLines: 3) } ?? []
        let bodyLines = parts.body.map { TextLayout.wrap($0, width: width) } ?? []
        let footerLines = parts.footer.flatMap { TextLayout.wrap($0, width: width, maxLines: 2) }

        var remaining = area.height
        func take(_ wanted: Int) -> Int {
            let granted = max(0, min(wanted, remaining))
            remaining -= granted
            return granted
        }
        let buttonRows = take(min(buttonCount, area.height - (titleLines.isEmpty ? 0 : 1)))
        var titleRows = take(min(1, titleLines.count))
        var bodyRows = take(min(1, bodyLines.count))
        titleRows += take(titleLines.count - titleRows)
        let footerRows = take(footerLines.count)
        bodyRows += take(bodyLines.count - bodyRows)
        let hasText = titleRows + bodyRows > 0
        // A row between the text and the buttons, which sit at the bottom.
        if buttonRows > 0 && (hasText || footerRows > 0) { _ = take(1) }
        let gapAfterTitle = titleRows > 0 && bodyRows > 0 ? take(1) : 0
        let gapBeforeFooter = footerRows > 0 && hasText ? take(1) : 0
        let buttonGaps = buttonCount > 1 && buttonRows == buttonCount && remaining >= buttonCount - 1 ? take(buttonCount - 1) : 0
        let imageRows = parts.image != nil && remaining >= 2 ? take(2) : 0

        var row = area.row
        if imageRows > 0, let image = parts.image {
            canvas.text("[image: \(image)]", column: area.column, row: row, width: width, style: context.secondaryText)
            row += 2
        }
        let title = parts.title.map { TextLayout.wrap($0, width: width, maxLines: titleRows) } ?? []
        let body = parts.body.map { TextLayout.wrap($0, width: width, maxLines: bodyRows) } ?? []
        if let text = parts.title, TextLayout.wrap(text, width: width).count > titleRows {
            canvas.frame.cuts.append(TextCut(part: .title, text: text, shown: title.joined(separator: " ")))
        }
        if let text = parts.body, bodyLines.count > bodyRows {
            canvas.frame.cuts.append(TextCut(part: .body, text: text, shown: body.joined(separator: " ")))
        }
        for line in title {
            canvas.text(line, column: area.column, row: row, width: width, style: context.screenText.with(.bold))
            row += 1
        }
        row += gapAfterTitle
        for line in body {
            canvas.text(line, column: area.column, row: row, width: width, style: context.screenText)
            row += 1
        }
        row += gapBeforeFooter
        let footer = footerLines.prefix(footerRows)
        for line in footer {
            canvas.text(line, column: area.column, row: row, width: width, style: context.secondaryText)
            row += 1
        }

        // A label wider than its button's inside (`[ label ]`) is cut, in every row it can take.
        for label in parts.buttons where parts.locationButton == nil && width >= 4 && TextLayout.width(label) > width - 4 {
            canvas.frame.cuts.append(TextCut(part: .button, text: label, shown: TextLayout.truncate(label, to: width - 4)))
        }
        guard buttonRows > 0 else { return [] }
        let buttonsTop = area.bottom - buttonRows - buttonGaps
        if let screen = parts.locationButton {
            return drawLocationButton(screen, row: buttonsTop, focused: focus == 0, active: focus != nil, on: &canvas)
        }
        return drawButtons(parts.buttons, top: buttonsTop, rows: buttonRows, spaced: buttonGaps > 0, focus: focus, on: &canvas)
    }

    /// The app's buttons, one row each across the content width. When they do not all fit, a
    /// window of them that holds the focused one is drawn, with "↑ n more" / "↓ n more".
    private func drawButtons(_ labels: [String], top: Int, rows: Int, spaced: Bool, focus: Int?,
                             on canvas: inout Canvas) -> [Hotspot] {
        let area = context.layout.content
        var first = 0
        var visible = rows
        var moreAbove = 0, moreBelow = 0
        if rows < labels.count {
            let focused = focus ?? 0
            let room = rows >= 3 ? rows - 2 : rows
            first = max(0, min(focused - room + 1, labels.count - room))
            first = min(first, focused)
            visible = room
            moreAbove = rows >= 3 ? first : 0
            moreBelow = rows >= 3 ? labels.count - first - room : 0
        }
        var hotspots: [Hotspot] = []
        var row = top
        if rows < labels.count && rows >= 3 {
            let text = moreAbove > 0 ? "\u{2191} \(moreAbove) more" : ""
            canvas.centred(text, column: area.column, row: row, width: area.width, style: context.secondaryText)
            row += 1
        }
        for index in first..<min(labels.count, first + visible) {
            let isFocused = focus == index
            canvas.text(buttonText(labels[index], width: area.width, focused: isFocused), column: area.column, row: row,
                        width: area.width, style: isFocused ? context.focused : context.style(\.accent, \.buttonBackground))
            if focus != nil {
                hotspots.append(Hotspot(column: area.column, row: row, width: area.width, height: 1, target: .choice(index)))
            }
            row += spaced ? 2 : 1
        }
        if rows < labels.count && rows >= 3 {
            let text = moreBelow > 0 ? "\u{2193} \(moreBelow) more" : ""
            canvas.centred(text, column: area.column, row: row, width: area.width, style: context.secondaryText)
        }
        return hotspots
    }

    /// `[ label ]` across `width` cells with the label centred; the focused one `▸ label ◂`, so
    /// focus shows in plain text as well.
    func buttonText(_ label: String, width: Int, focused: Bool) -> String {
        guard width >= 4 else { return TextLayout.truncate(label, to: width) }
        let inner = TextLayout.centre(label, width: width - 4)
        return focused ? "\u{25B8} " + inner + " \u{25C2}" : "[ " + inner + " ]"
    }

    /// The location button: its glyph and system title in the flow's colours, centred.
    private func drawLocationButton(_ screen: Screen, row: Int, focused: Bool, active: Bool, on canvas: inout Canvas) -> [Hotspot] {
        let area = context.layout.content
        let title = LocationButtonTitles.display(screen.label?.value, locale: context.locale, catalog: context.walker.catalog)
        var glyph: String
        switch screen.glyph?.value.lowercased() {
        case "outlined", "outline": glyph = "\u{27A2}"
        case "none": glyph = ""
        default: glyph = "\u{27A4}"
        }
        if glyph.isEmpty && title.isEmpty { glyph = "\u{27A4}" }
        let label = [glyph, title].filter { !$0.isEmpty }.joined(separator: " ")
        let markers = focused && TextLayout.width(label) + 8 <= area.width
        let buttonWidth = min(area.width - (markers ? 4 : 0), TextLayout.width(label) + 4)
        let column = area.column + (area.width - buttonWidth) / 2

        var style: CellStyle
        if let screenBackground = context.theme[\.screenBackground] {
            let background = screen.background.flatMap { RGBAColor(hex: $0.value) }?.over(screenBackground)
                ?? context.theme[\.accent]
            let foreground = screen.foreground.flatMap { RGBAColor(hex: $0.value) }.map { $0.over(background ?? screenBackground) }
                ?? context.theme[\.focusText]
            style = CellStyle(foreground: foreground, background: background, attributes: [.bold])
        } else {
            style = CellStyle(attributes: [.reverse, .bold])
        }
        canvas.centred(label, column: column, row: row, width: buttonWidth, style: style)
        if markers {
            canvas.text("\u{25B8}", column: column - 2, row: row, width: 1, style: context.style(\.accent, \.screenBackground, [.bold]))
            canvas.text("\u{25C2}", column: column + buttonWidth + 1, row: row, width: 1,
                        style: context.style(\.accent, \.screenBackground, [.bold]))
        }
        return active ? [Hotspot(column: column, row: row, width: buttonWidth, height: 1, target: .choice(0))] : []
    }
}

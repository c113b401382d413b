/// Draws the system alert as iOS lays it out: a rounded box over the dimmed screen, the title
/// bold and centred, the message (the app's purpose string, or the system's own message for
/// notifications), for location a map and the Precise switch, then the buttons — two side by
/// side with a vertical rule between them, three or more stacked with rules between.
///
/// Like iOS, two buttons whose titles do not fit side by side are stacked instead. When rows
/// run short the buttons and the title's first line keep their rows first; then the Precise
/// switch, the message (cut with `…`), the rest of the title, the rules between stacked
/// buttons, the padding and last the map.
struct AlertPainter {
    let context: RenderContext

    /// The alert's width: about four fifths of the phone's screen, as on an iPhone.
    static func width(inScreenOfWidth screenWidth: Int) -> Int {
        max(8, min(32, screenWidth - 4))
    }

    func paint(_ alert: PresentedAlert, on canvas: inout Canvas) -> [Hotspot] {
        let screen = context.layout.screen
        let boxWidth = min(screen.width, Self.width(inScreenOfWidth: screen.width))
        let inner = boxWidth - 2
        let textWidth = max(1, inner - 2)
        let buttons = alert.buttons.map(\.label)
        let isLocation = context.walker.catalog.resource(alert.resource, has: .preciseSwitch)

        // The walker words the alert; the painter only lays it out.
        let title = context.walker.alertTitle(context.state) ?? ""
        let message = context.walker.alertMessage(context.state)
        let titleLines = TextLayout.wrap(title, width: textWidth)
        let messageLines = message.map { TextLayout.wrap($0, width: textWidth) } ?? []

        let half = (inner - 1) / 2
        let sideBySide = buttons.count == 2
            && buttons.allSatisfy { TextLayout.width($0) + 2 <= min(half, inner - 1 - half) }

        var remaining = screen.height - 2
        func take(_ wanted: Int) -> Int {
            let granted = max(0, min(wanted, remaining))
            remaining -= granted
            return granted
        }
        let buttonRows = take(sideBySide ? 2 : (buttons.isEmpty ? 0 : buttons.count + 1))
        var titleRows = take(min(1, titleLines.count))
        let preciseRows = isLocation ? take(1) : 0
        var messageRows = take(min(1, messageLines.count))
        titleRows += take(min(titleLines.count, 4) - titleRows)
        messageRows += take(messageLines.count - messageRows)
        let stackRules = !sideBySide && buttons.count > 1 && remaining >= buttons.count - 1 ? take(buttons.count - 1) : 0
        let topPadding = take(1)
        let bottomPadding = isLocation ? 0 : take(1)
        let mapRows = isLocation && remaining >= 3 ? take(3) : 0

        let height = 2 + topPadding + titleRows + messageRows + mapRows + preciseRows + bottomPadding + buttonRows + stackRules
        let box = Rect(column: screen.column + (screen.width - boxWidth) / 2, row: screen.row + (screen.height - height) / 2,
                       width: boxWidth, height: height)
        let body = context.style(\.alertText, \.alertBackground)
        let rule = context.style(\.alertRule, \.alertBackground)
        canvas.fill(box, style: body)
        canvas.roundedBox(box, style: rule)

        var row = box.row + 1 + topPadding
        let textColumn = box.column + 2
        for line in TextLayout.wrap(title, width: textWidth, maxLines: titleRows) {
            canvas.centred(line, column: textColumn, row: row, width: textWidth, style: body.with(.bold))
            row += 1
        }
        if let message {
            for line in TextLayout.wrap(message, width: textWidth, maxLines: messageRows) {
                canvas.centred(line, column: textColumn, row: row, width: textWidth, style: body)
                row += 1
            }
        }
        row += bottomPadding
        var hotspots: [Hotspot] = []
        if mapRows > 0 {
            drawMap(column: box.column + 1, row: row, width: inner, height: mapRows, on: &canvas)
            row += mapRows
        }
        if preciseRows > 0 {
            let on = context.state.permissions.precise
            let label = "Precise: "
            let used = canvas.text(label, column: textColumn, row: row, width: textWidth, style: body.with(.bold))
            let value = on ? "On" : "Off"
            canvas.text(value, column: textColumn + used, row: row, width: textWidth - used,
                        style: on ? context.style(\.switchOn, \.alertBackground, [.bold]) : body.with(.bold))
            hotspots.append(Hotspot(column: box.column + 1, row: row, width: inner, height: 1, target: .preciseSwitch))
            row += 1
        }
        hotspots += drawButtons(buttons, in: box, top: row, sideBySide: sideBySide, rules: stackRules > 0,
                                rows: buttonRows, on: &canvas)
        return hotspots
    }

    /// A few rows of map with a pin in the middle: iOS shows where the person is.
    private func drawMap(column: Int, row: Int, width: Int, height: Int, on canvas: inout Canvas) {
        let fill = context.style(\.mapFill, \.alertBackground)
        for offset in 0..<height {
            canvas.horizontal("\u{2591}", column: column, row: row + offset, width: width, style: fill)
        }
        canvas.text("\u{25CF}", column: column + width / 2, row: row + height / 2, width: 1,
                    style: context.style(\.mapPin, \.alertBackground, [.bold]))
    }

    private func drawButtons(_ labels: [String], in box: Rect, top: Int, sideBySide: Bool, rules: Bool, rows: Int,
                             on canvas: inout Canvas) -> [Hotspot] {
        guard rows > 0, !labels.isEmpty else { return [] }
        let inner = box.width - 2
        let rule = context.style(\.alertRule, \.alertBackground)
        let plain = context.style(\.alertButton, \.alertBackground)
        let focus = context.state.focus
        var hotspots: [Hotspot] = []

        func label(_ text: String, width: Int, focused: Bool) -> String {
            let fitted = TextLayout.truncate(text, to: max(0, width - 2))
            guard focused, TextLayout.width(fitted) + 4 <= width else { return fitted }
            return "\u{25B8} " + fitted + " \u{25C2}"
        }

        if sideBySide {
            let left = (inner - 1) / 2
            let right = inner - 1 - left
            let ruleColumn = box.column + 1 + left
            canvas.put(.init(text: "\u{251C}", width: 1), column: box.column, row: top, style: rule)
            canvas.horizontal("\u{2500}", column: box.column + 1, row: top, width: inner, style: rule)
            canvas.put(.init(text: "\u{252C}", width: 1), column: ruleColumn, row: top, style: rule)
            canvas.put(.init(text: "\u{2524}", width: 1), column: box.right - 1, row: top, style: rule)
            canvas.put(.init(text: "\u{2502}", width: 1), column: ruleColumn, row: top + 1, style: rule)
            canvas.put(.init(text: "\u{2534}", width: 1), column: ruleColumn, row: box.bottom - 1, style: rule)
            for (index, span) in [(box.column + 1, left), (ruleColumn + 1, right)].enumerated() {
                let focused = focus == index
                canvas.centred(label(labels[index], width: span.1, focused: focused), column: span.0, row: top + 1,
                               width: span.1, style: focused ? context.focused : plain)
                hotspots.append(Hotspot(column: span.0, row: top + 1, width: span.1, height: 1, target: .choice(index)))
            }
            return hotspots
        }

        var row = top
        for (index, text) in labels.enumerated() where row < box.bottom - 1 {
            if index == 0 || rules {
                canvas.put(.init(text: "\u{251C}", width: 1), column: box.column, row: row, style: rule)
                canvas.horizontal("\u{2500}", column: box.column + 1, row: row, width: inner, style: rule)
                canvas.put(.init(text: "\u{2524}", width: 1), column: box.right - 1, row: row, style: rule)
                row += 1
            }
            let focused = focus == index
            canvas.centred(label(text, width: inner, focused: focused), column: box.column + 1, row: row, width: inner,
                           style: focused ? context.focused : plain)
            hotspots.append(Hotspot(column: box.column + 1, row: row, width: inner, height: 1, target: .choice(index)))
            row += 1
        }
        return hotspots
    }
}

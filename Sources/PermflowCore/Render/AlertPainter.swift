/// Draws the system alert as iOS lays it out: a rounded box over the dimmed screen, the title
/// bold and centred, the message (the app's purpose string, or the system's own message for
/// notifications), for location a map and the Precise switch, then the buttons — two side by
/// side with a vertical rule between them, three or more stacked with rules between. That is
/// iOS 13–18 (`AlertLook.classic`); iOS 26's look (`glass`, the version's data in
/// `IOSVersions`) aligns title and message to the leading edge, dims the message, draws each
/// button as a filled capsule with space between and no rules, in a wider box whose corners
/// step in by a cell to read rounder.
///
/// Like iOS, two buttons whose titles do not fit side by side are stacked instead, and a stacked
/// button whose title is too long for one line (German's "Beim Verwenden der App erlauben")
/// takes two rather than being cut: iOS 13–18 wrap it, and iOS 26's capsule grows a second
/// line for it. When rows
/// run short the buttons and the title's first line keep their rows first; then the Precise
/// switch, the message (cut with `…`), the rest of the title, the rules between stacked
/// buttons, the padding and last the map.
struct AlertPainter {
    let context: RenderContext

    /// The alert's width: about four fifths of the phone's screen, as on an iPhone.
    static func width(inScreenOfWidth screenWidth: Int, look: AlertLook = .classic) -> Int {
        switch look {
        case .classic: max(8, min(32, screenWidth - 4))
        // iOS 26's alert is about 320 pt wide against 270 (research section 2).
        case .glass: max(8, min(38, screenWidth - 2))
        }
    }

    /// Whether `paint` could cut the alert's message (`Frame.cuts`): a necessary condition, read
    /// from the same widths and row budget `paint` takes, without drawing. False means the
    /// message shows whole: the rows its buttons can take at most (their count and two more),
    /// the Precise row, the title's (at most four), the message's and the detail's together fit.
    static func mayCut(_ alert: PresentedAlert, state: WalkState, walker: Walker, layout: PhoneLayout) -> Bool {
        let screen = layout.screen
        let look = IOSVersions.info(walker.flow.ios.value)?.look ?? .classic
        let boxWidth = min(screen.width, Self.width(inScreenOfWidth: screen.width, look: look))
        let textWidth = max(1, boxWidth - 4)
        let lines = { (text: String?) in text.map { TextLayout.lineCount($0, width: textWidth) } ?? 0 }
        let titleLines = min(4, lines(walker.alertTitle(state)))
        let labelRows = Self.stackedLabelRows(alert.buttons.map(\.label), inner: Self.labelSpan(boxWidth: boxWidth, look: look)).reduce(0, +)
        let needed = max(alert.buttons.count, labelRows) + 2 + (alert.text.precise != nil ? 1 : 0) + titleLines
            + lines(walker.alertMessage(state)) + lines(walker.alertDetail(state))
        return needed > screen.height - 2
    }

    func paint(_ alert: PresentedAlert, on canvas: inout Canvas) -> [Hotspot] {
        let screen = context.layout.screen
        let look = IOSVersions.info(context.walker.flow.ios.value)?.look ?? .classic
        let glass = look == .glass
        let boxWidth = min(screen.width, Self.width(inScreenOfWidth: screen.width, look: look))
        let inner = boxWidth - 2
        let textWidth = max(1, inner - 2)
        let buttons = alert.buttons.map(\.label)
        let precise = alert.text.precise
        let isLocation = precise != nil

        // The walker words the alert; the painter only lays it out.
        let title = context.walker.alertTitle(context.state) ?? ""
        let message = context.walker.alertMessage(context.state)
        let titleLines = TextLayout.wrap(title, width: textWidth)
        let messageLines = message.map { TextLayout.wrap($0, width: textWidth) } ?? []
        // What the app would see (iOS 17+ photos), under the message and dimmer.
        let detail = context.walker.alertDetail(context.state)
        let detailLines = detail.map { TextLayout.wrap($0, width: textWidth) } ?? []

        let half = (inner - 1) / 2
        let sideBySide = buttons.count == 2
            && buttons.allSatisfy {
                // A capsule needs its two ends and a space each side of the label.
                glass ? TextLayout.width($0) + 4 <= (inner - 3) / 2 : TextLayout.width($0) + 2 <= min(half, inner - 1 - half)
            }

        var remaining = screen.height - 2
        func take(_ wanted: Int) -> Int {
            let granted = max(0, min(wanted, remaining))
            remaining -= granted
            return granted
        }
        // Glass: a capsule per row (one row for two side by side) and a padding row under them,
        // where the stepped corners go; location's needs a gap row above too (its Precise row).
        let baseButtonRows = take(glass ? (buttons.isEmpty ? 0 : (sideBySide ? 1 : buttons.count)) + 1 + (isLocation ? 1 : 0)
                                        : (sideBySide ? 2 : (buttons.isEmpty ? 0 : buttons.count + 1)))
        var titleRows = take(min(1, titleLines.count))
        let preciseRows = isLocation ? take(1) : 0
        var messageRows = take(min(1, messageLines.count))
        // Stacked buttons: a second row for each label too long for one (iOS wraps it, in a
        // classic row or a taller capsule), after the title's and the message's first lines;
        // when rows run short, every label keeps one line, cut.
        let oneLine = buttons.map { _ in 1 }
        let wrapped = sideBySide ? oneLine : Self.stackedLabelRows(buttons, inner: Self.labelSpan(boxWidth: boxWidth, look: look))
        let extraLabelRows = wrapped.reduce(0, +) - buttons.count
        let wrapRows = extraLabelRows > 0 && remaining >= extraLabelRows ? take(extraLabelRows) : 0
        let buttonRows = baseButtonRows + wrapRows
        let labelRows = wrapRows > 0 ? wrapped : oneLine
        titleRows += take(min(titleLines.count, 4) - titleRows)
        messageRows += take(messageLines.count - messageRows)
        let detailRows = take(detailLines.count)
        let stackRules = !sideBySide && buttons.count > 1 && remaining >= buttons.count - 1 ? take(buttons.count - 1) : 0
        let topPadding = take(1)
        let bottomPadding = isLocation ? 0 : take(1)
        let mapRows = isLocation && remaining >= 3 ? take(3) : 0

        let height = 2 + topPadding + titleRows + messageRows + detailRows + mapRows + preciseRows + bottomPadding + buttonRows + stackRules
        let box = Rect(column: screen.column + (screen.width - boxWidth) / 2, row: screen.row + (screen.height - height) / 2,
                       width: boxWidth, height: height)
        let body = context.style(\.alertText, \.alertBackground)
        let rule = context.style(\.alertRule, \.alertBackground)
        if glass {
            glassBox(box, body: body, rule: rule, on: &canvas)
        } else {
            canvas.fill(box, style: body)
            canvas.roundedBox(box, style: rule)
        }

        var row = box.row + 1 + topPadding
        let textColumn = box.column + 2
        for line in TextLayout.wrap(title, width: textWidth, maxLines: titleRows) {
            if glass {
                canvas.text(line, column: textColumn, row: row, width: textWidth, style: body.with(.bold))
            } else {
                canvas.centred(line, column: textColumn, row: row, width: textWidth, style: body.with(.bold))
            }
            row += 1
        }
        /// The message and the counts line: leading-aligned on glass, centred on classic.
        func paragraph(_ text: String?, rows: Int, style: CellStyle) {
            guard let text else { return }
            for line in TextLayout.wrap(text, width: textWidth, maxLines: rows) {
                if glass {
                    canvas.text(line, column: textColumn, row: row, width: textWidth, style: style)
                } else {
                    canvas.centred(line, column: textColumn, row: row, width: textWidth, style: style)
                }
                row += 1
            }
        }
        paragraph(message, rows: messageRows, style: glass ? context.style(\.secondaryText, \.alertBackground) : body)
        if let message, alert.text.systemMessage == nil, !(alert.secondStage && alert.text.followUpMessage != nil),
           messageLines.count > messageRows {
            // The flow's purpose string (a system message, notifications', is not the flow's).
            let shown = TextLayout.wrap(message, width: textWidth, maxLines: messageRows).joined(separator: " ")
            canvas.frame.cuts.append(TextCut(part: .purpose, text: message, shown: shown))
        }
        paragraph(detail, rows: detailRows, style: context.style(\.secondaryText, \.alertBackground))
        row += bottomPadding
        var hotspots: [Hotspot] = []
        if mapRows > 0 {
            drawMap(column: box.column + 1, row: row, width: inner, height: mapRows, on: &canvas)
            row += mapRows
        }
        if preciseRows > 0, let precise {
            let on = context.state.permissions.precise
            let used = canvas.text(precise.label, column: textColumn, row: row, width: textWidth, style: body.with(.bold))
            let value = on ? precise.on : precise.off
            canvas.text(value, column: textColumn + used, row: row, width: textWidth - used,
                        style: on ? context.style(\.switchOn, \.alertBackground, [.bold]) : body.with(.bold))
            hotspots.append(Hotspot(column: box.column + 1, row: row, width: inner, height: 1, target: .preciseSwitch))
            row += 1
        }
        if glass {
            let gap = isLocation ? 1 : 0
            hotspots += drawCapsules(buttons, in: box, top: row + gap, sideBySide: sideBySide, gaps: stackRules > 0,
                                     rows: max(0, buttonRows - 1 - gap), labelRows: labelRows, on: &canvas)
        } else {
            hotspots += drawButtons(buttons, in: box, top: row, sideBySide: sideBySide, rules: stackRules > 0,
                                    rows: buttonRows, labelRows: labelRows, on: &canvas)
        }
        return hotspots
    }

    /// iOS 26's box: filled like the classic one but with each corner stepped in by a cell, which
    /// reads as the larger radius (about 35 pt against 13) in a grid of cells.
    private func glassBox(_ box: Rect, body: CellStyle, rule: CellStyle, on canvas: inout Canvas) {
        guard box.width >= 6, box.height >= 4 else {
            canvas.fill(box, style: body)
            canvas.roundedBox(box, style: rule)
            return
        }
        canvas.fill(Rect(column: box.column + 1, row: box.row, width: box.width - 2, height: 1), style: body)
        canvas.fill(Rect(column: box.column, row: box.row + 1, width: box.width, height: box.height - 2), style: body)
        canvas.fill(Rect(column: box.column + 1, row: box.bottom - 1, width: box.width - 2, height: 1), style: body)
        let left = box.column
        let right = box.right - 1
        let top = box.row
        let bottom = box.bottom - 1
        func glyph(_ text: String, _ column: Int, _ row: Int) {
            canvas.put(.init(text: text, width: 1), column: column, row: row, style: rule)
        }
        canvas.horizontal("\u{2500}", column: left + 2, row: top, width: box.width - 4, style: rule)
        canvas.horizontal("\u{2500}", column: left + 2, row: bottom, width: box.width - 4, style: rule)
        glyph("\u{256D}", left + 1, top); glyph("\u{256E}", right - 1, top)
        glyph("\u{256D}", left, top + 1); glyph("\u{256F}", left + 1, top + 1)
        glyph("\u{2570}", right - 1, top + 1); glyph("\u{256E}", right, top + 1)
        glyph("\u{2570}", left, bottom - 1); glyph("\u{256E}", left + 1, bottom - 1)
        glyph("\u{256D}", right - 1, bottom - 1); glyph("\u{256F}", right, bottom - 1)
        glyph("\u{2570}", left + 1, bottom); glyph("\u{256F}", right - 1, bottom)
        for row in (top + 2)..<max(top + 2, bottom - 1) {
            glyph("\u{2502}", left, row)
            glyph("\u{2502}", right, row)
        }
    }

    /// The most lines a stacked button's label takes: iOS wraps a long title onto a second line
    /// (13–18 in the row, 26 in a taller capsule) and cuts only what still does not fit.
    static let maxLabelLines = 2

    /// The cells a stacked button's label is centred in: the classic row inside the box's
    /// borders, or the inside of iOS 26's capsule (the box's borders, a cell of margin each side
    /// and the capsule's two ends).
    static func labelSpan(boxWidth: Int, look: AlertLook) -> Int {
        switch look {
        case .classic: boxWidth - 2
        case .glass: boxWidth - 6
        }
    }

    /// How many rows each stacked button's label takes in a span `inner` cells wide
    /// (`labelSpan`): one, or two when it does not fit on one line (labels fit in `inner - 2`,
    /// as `label` cuts them).
    static func stackedLabelRows(_ labels: [String], inner: Int) -> [Int] {
        labels.map { min(maxLabelLines, max(1, TextLayout.lineCount($0, width: max(1, inner - 2)))) }
    }

    /// A button's label fitted to `width`, with ▸ ◂ around it when focused and there is room.
    private static func label(_ text: String, width: Int, focused: Bool) -> String {
        let fitted = TextLayout.truncate(text, to: max(0, width - 2))
        guard focused, TextLayout.width(fitted) + 4 <= width else { return fitted }
        return "\u{25B8} " + fitted + " \u{25C2}"
    }

    /// iOS 26's buttons: each a filled capsule (half blocks round its ends), two side by side a
    /// cell apart, more stacked with a gap row between when there is room; no rules.
    private func drawCapsules(_ labels: [String], in box: Rect, top: Int, sideBySide: Bool, gaps: Bool, rows: Int,
                              labelRows: [Int], on canvas: inout Canvas) -> [Hotspot] {
        guard rows > 0, !labels.isEmpty else { return [] }
        let span = box.width - 4
        let fill = context.style(\.alertText, \.alertRule)
        let end = context.style(\.alertRule, \.alertBackground)
        let focus = context.state.focus
        var hotspots: [Hotspot] = []

        /// A capsule `lines` rows tall: its ends on every row, the label wrapped over them (the
        /// last line cut with `…` if it needs more); all its rows are its hotspot.
        func capsule(_ text: String, column: Int, row: Int, width: Int, index: Int, lines: Int = 1) {
            guard width >= 3 else { return }
            let focused = focus == index
            let inside = width - 2
            let wrapped = lines > 1 ? TextLayout.wrap(text, width: max(1, inside - 2), maxLines: lines) : [text]
            for offset in 0..<lines {
                canvas.put(.init(text: "\u{2590}", width: 1), column: column, row: row + offset, style: end)
                canvas.put(.init(text: "\u{258C}", width: 1), column: column + width - 1, row: row + offset, style: end)
                canvas.fill(Rect(column: column + 1, row: row + offset, width: inside, height: 1), style: focused ? context.focused : fill)
                guard wrapped.indices.contains(offset) else { continue }
                let shown = Self.label(wrapped[offset], width: inside, focused: focused)
                canvas.centred(shown, column: column + 1, row: row + offset, width: inside,
                               style: focused ? context.focused : fill.with(.bold))
            }
            hotspots.append(Hotspot(column: column, row: row, width: width, height: lines, target: .choice(index)))
        }

        let column = box.column + 2
        if sideBySide {
            let left = (span - 1) / 2
            capsule(labels[0], column: column, row: top, width: left, index: 0)
            capsule(labels[1], column: column + left + 1, row: top, width: span - 1 - left, index: 1)
            return hotspots
        }
        var row = top
        for (index, text) in labels.enumerated() where row < box.bottom - 2 {
            let lines = min(labelRows.indices.contains(index) ? labelRows[index] : 1, max(1, box.bottom - 2 - row))
            capsule(text, column: column, row: row, width: span, index: index, lines: lines)
            row += lines + (gaps ? 1 : 0)
        }
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
                             labelRows: [Int], on canvas: inout Canvas) -> [Hotspot] {
        guard rows > 0, !labels.isEmpty else { return [] }
        let inner = box.width - 2
        let rule = context.style(\.alertRule, \.alertBackground)
        let plain = context.style(\.alertButton, \.alertBackground)
        var hotspots: [Hotspot] = []

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
                hotspots.append(drawLabel(labels[index], index: index, column: span.0, row: top + 1, width: span.1,
                                          style: plain, on: &canvas))
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
            let lines = min(labelRows.indices.contains(index) ? labelRows[index] : 1, max(1, box.bottom - 1 - row))
            if lines > 1 {
                hotspots.append(drawWrappedLabel(text, lines: lines, index: index, column: box.column + 1, row: row, width: inner,
                                                 style: plain, on: &canvas))
            } else {
                hotspots.append(drawLabel(text, index: index, column: box.column + 1, row: row, width: inner, style: plain,
                                          on: &canvas))
            }
            row += lines
        }
        return hotspots
    }

    /// A stacked button's label over `lines` rows, each line centred (the last cut with `…` if
    /// the label needs more), all in the focus style when it has the focus; the rows are its hotspot.
    private func drawWrappedLabel(_ text: String, lines: Int, index: Int, column: Int, row: Int, width: Int, style: CellStyle,
                                  on canvas: inout Canvas) -> Hotspot {
        let focused = context.state.focus == index
        let wrapped = TextLayout.wrap(text, width: max(1, width - 2), maxLines: lines)
        for (offset, line) in wrapped.enumerated() {
            if focused { canvas.fill(Rect(column: column, row: row + offset, width: width, height: 1), style: context.focused) }
            canvas.centred(Self.label(line, width: width, focused: focused), column: column, row: row + offset, width: width,
                           style: focused ? context.focused : style)
        }
        return Hotspot(column: column, row: row, width: width, height: lines, target: .choice(index))
    }

    /// Button `index`'s label centred in one row of `width` cells, in the focus style when it has
    /// the focus and in `style` otherwise; the row is the button's hotspot.
    private func drawLabel(_ text: String, index: Int, column: Int, row: Int, width: Int, style: CellStyle,
                           on canvas: inout Canvas) -> Hotspot {
        let focused = context.state.focus == index
        canvas.centred(Self.label(text, width: width, focused: focused), column: column, row: row, width: width,
                       style: focused ? context.focused : style)
        return Hotspot(column: column, row: row, width: width, height: 1, target: .choice(index))
    }
}

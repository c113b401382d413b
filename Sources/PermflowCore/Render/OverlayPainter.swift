/// Draws what the prototyper lays over the walk: the help, the simulated Settings > Privacy,
/// the quit confirmation, a banner (such as lint errors after a reload), and the request for a
/// larger terminal.
struct OverlayPainter {
    let context: RenderContext

    static let helpEntries: [(keys: String, meaning: String)] = [
        ("Tab, arrows", "move focus (Shift-Tab: back)"),
        ("Enter, Space", "press the focused button"),
        ("1-9, click", "press that button"),
        ("t", "flip Precise (location alert)"),
        ("p", "Settings > Privacy"),
        ("w", "the flow's lint warnings"),
        ("n", "the status line's notes in full"),
        ("R", "relaunch: one-time grants end"),
        ("r", "restart, all permissions fresh"),
        ("?", "this help"),
        ("Q, Ctrl-C", "quit the prototyper"),
    ]

    static let helpNote = "On a pre-alert or an alert, Esc, q, Backspace, Left and clicks outside the buttons do nothing; "
        + "in the contact picker, Esc is its Cancel."

    // MARK: Help

    func paintHelp(on canvas: inout Canvas) {
        let boxWidth = min(canvas.width - 2, 64)
        let inner = boxWidth - 4
        let keyWidth = min(Self.helpEntries.map { TextLayout.width($0.keys) }.max() ?? 0, inner / 2)
        let text = context.style(\.panelText, \.panelBackground)
        let secondary = context.style(\.secondaryText, \.panelBackground)
        var rows: [[(String, CellStyle, Int)]] = [[("Keys", text.with(.bold), 0)], []]
        for entry in Self.helpEntries {
            let meaning = TextLayout.wrap(entry.meaning, width: max(1, inner - keyWidth - 2))
            for (index, line) in meaning.enumerated() {
                let keys = index == 0 ? TextLayout.truncate(entry.keys, to: keyWidth) : ""
                rows.append([(keys, text.with(.bold), 0), (line, text, keyWidth + 2)])
            }
        }
        rows.append([])
        for line in TextLayout.wrap(Self.helpNote, width: inner) { rows.append([(line, secondary, 0)]) }
        paintPanel(rows: rows, width: boxWidth, on: &canvas)
    }

    // MARK: Warnings

    /// The lint warnings the flow carries, one per entry: where, what, and the rule id.
    func paintWarnings(on canvas: inout Canvas) {
        let boxWidth = min(canvas.width - 2, 76)
        let inner = boxWidth - 4
        let text = context.style(\.panelText, \.panelBackground)
        let secondary = context.style(\.secondaryText, \.panelBackground)
        let warnings = context.options.warnings
        let errors = warnings.filter { $0.severity == .error }.count
        let heading = errors == 0 ? "Lint warnings (\(warnings.count))" : "Lint errors (\(errors)) and warnings (\(warnings.count - errors))"
        var rows: [[(String, CellStyle, Int)]] = [[(heading, text.with(.bold), 0)], []]
        if warnings.isEmpty {
            rows.append([("This flow has no lint warnings.", secondary, 0)])
        }
        for warning in warnings {
            let place = "\(warning.location.line):\(warning.location.column) \(warning.severity == .error ? "error " : "")[\(warning.ruleID)]"
            rows.append([(TextLayout.truncate(VisibleText.sanitize(place), to: inner), secondary, 0)])
            for line in TextLayout.wrap(VisibleText.sanitize(warning.message), width: max(1, inner - 2)) {
                rows.append([(line, text, 2)])
            }
        }
        paintPanel(rows: rows, width: boxWidth, on: &canvas)
    }

    // MARK: Notes

    /// The notes the status line said, each in full, wrapped to the panel.
    func paintNotes(_ notes: [WalkNote], on canvas: inout Canvas) {
        let boxWidth = min(canvas.width - 2, 76)
        let inner = boxWidth - 4
        let text = context.style(\.panelText, \.panelBackground)
        let secondary = context.style(\.secondaryText, \.panelBackground)
        var rows: [[(String, CellStyle, Int)]] = [[("Notes on \(VisibleText.sanitize(context.state.screenID))", text.with(.bold), 0)], []]
        if notes.isEmpty {
            rows.append([("Nothing was said on this screen.", secondary, 0)])
        }
        for note in notes {
            for (index, line) in TextLayout.wrap(VisibleText.sanitize(note.english), width: max(1, inner - 2)).enumerated() {
                rows.append([(index == 0 ? "\u{2022}" : "", secondary, 0), (line, text, 2)])
            }
        }
        paintPanel(rows: rows, width: boxWidth, on: &canvas)
    }

    /// A rounded panel centred in the rows above the status line; rows that do not fit are
    /// left out and the last one shown says `…`.
    private func paintPanel(rows: [[(String, CellStyle, Int)]], width: Int, on canvas: inout Canvas) {
        let available = max(3, context.layout.statusRow)
        let height = min(rows.count + 2, available)
        let box = Rect(column: (canvas.width - width) / 2, row: (available - height) / 2, width: width, height: height)
        let text = context.style(\.panelText, \.panelBackground)
        canvas.fill(box, style: text)
        canvas.roundedBox(box, style: context.style(\.panelBorder, \.panelBackground))
        let inner = width - 4
        let shown = height - 2
        for (offset, row) in rows.prefix(shown).enumerated() {
            if offset == shown - 1 && rows.count > shown {
                canvas.text("\u{2026}", column: box.column + 2, row: box.row + 1 + offset, width: 1, style: text)
                break
            }
            for (line, style, column) in row {
                canvas.text(line, column: box.column + 2 + column, row: box.row + 1 + offset, width: inner - column, style: style)
            }
        }
    }

    // MARK: Quit

    static let quitQuestion = "Quit the prototyper? y/n"
    /// Ctrl-C opened the question; pressed again it ends the walk as interrupted.
    static let quitHint = "Ctrl-C again stops now"

    func paintQuit(on canvas: inout Canvas) {
        let text = context.style(\.panelText, \.panelBackground)
        let secondary = context.style(\.secondaryText, \.panelBackground)
        let width = min(canvas.width - 2, max(TextLayout.width(Self.quitQuestion), TextLayout.width(Self.quitHint)) + 6)
        paintPanel(rows: [[("", text, 0)],
                          [(TextLayout.centre(Self.quitQuestion, width: width - 4), text.with(.bold), 0)],
                          [(TextLayout.centre(Self.quitHint, width: width - 4), secondary, 0)],
                          [("", text, 0)]],
                   width: width, on: &canvas)
    }

    // MARK: Privacy

    /// Settings > Privacy, on the phone: each resource the flow uses, its choice in Settings' own
    /// words and the flow's language (a switch such as Precise Location on a line of its own),
    /// the purpose string the flow gives for it, the selected line highlighted.
    func paintPrivacy(selection: Int, on canvas: inout Canvas) {
        let layout = context.layout
        let area = layout.content
        let text = context.screenText
        let secondary = context.secondaryText
        canvas.fill(layout.screen, style: text)
        var row = area.row
        canvas.text(context.walker.catalog.settingsWord(context.locale) { $0.heading }, column: area.column, row: row, width: area.width, style: text.with(.bold))
        row += 1
        let footerRow = area.bottom - 1
        let hint = "\u{2191}\u{2193} select \u{00B7} \u{2190}/\u{2192} change \u{00B7} Esc close"
        canvas.text(hint, column: area.column, row: footerRow, width: area.width, style: secondary)

        let items = privacyItems()
        guard !items.isEmpty else {
            canvas.text("This flow uses no protected resource.", column: area.column, row: row + 1, width: area.width, style: secondary)
            return
        }
        let top = row + 1
        let rows = max(0, footerRow - 1 - top)
        guard rows > 0 else { return }

        // Each resource: a line with its choice (the choice on a line of its own when both do not
        // fit: "Ask Next Time Or When I Share"), then up to two lines of purpose, fewer when short
        // of room; a switch is one line.
        let selected = min(max(0, selection), items.count - 1)
        // The selected line's marks (‹ ›) are counted for every line, so moving does not reflow.
        let ownLine = items.map { item in
            1 + item.indent + TextLayout.width(VisibleText.sanitize(item.name)) + 2 + TextLayout.width(VisibleText.sanitize(item.value)) + 4
                > area.width - 1
        }
        /// The choice as drawn: one line beside the name, or wrapped under it, marked when selected.
        func valueLines(_ index: Int) -> [String] {
            let value = VisibleText.sanitize(items[index].value)
            var lines = ownLine[index] ? TextLayout.wrap(value, width: max(1, area.width - 7 - items[index].indent)) : [value]
            if index == selected, !lines.isEmpty {
                lines[0] = "\u{2039} " + lines[0]
                lines[lines.count - 1] += " \u{203A}"
            }
            return lines
        }
        let choiceRows = items.indices.map { ownLine[$0] ? 1 + valueLines($0).count : 1 }
        var purposeLines = 2
        func heights() -> [Int] {
            items.indices.map { index in
                choiceRows[index] + min(purposeLines, TextLayout.wrap(items[index].purpose ?? "", width: max(1, area.width - 2)).count)
            }
        }
        while purposeLines > 0, heights().reduce(0, +) > rows { purposeLines -= 1 }
        let itemHeights = heights()
        var first = 0
        while first < selected, itemHeights[first...selected].reduce(0, +) > rows { first += 1 }

        row = top
        for index in first..<items.count {
            guard row + itemHeights[index] <= top + rows || (index == selected && row < top + rows) else { break }
            let item = items[index]
            let style = index == selected ? context.focused : text
            let shownRows = min(choiceRows[index], top + rows - row)
            canvas.fill(Rect(column: area.column, row: row, width: area.width, height: shownRows), style: style)
            let nameColumn = area.column + 1 + item.indent
            let values = valueLines(index)
            let besideWidth = ownLine[index] ? 0 : min(TextLayout.width(values[0]), max(0, area.width - 2)) + 1
            canvas.text(VisibleText.sanitize(item.name), column: nameColumn, row: row,
                        width: max(0, area.right - 1 - nameColumn - besideWidth), style: style)
            for (offset, line) in values.enumerated() {
                let lineRow = row + (ownLine[index] ? 1 + offset : 0)
                guard lineRow < row + shownRows else { break }
                let width = min(TextLayout.width(line), max(0, area.width - 2))
                // Beside the name it ends at the right edge; under it, it starts under the name.
                let column = ownLine[index] ? nameColumn + 1 : area.right - 1 - width
                canvas.text(line, column: column, row: lineRow, width: max(0, min(width, area.right - 1 - column)), style: style)
            }
            row += shownRows
            let lines = TextLayout.wrap(item.purpose ?? "", width: max(1, area.width - 2), maxLines: itemHeights[index] - choiceRows[index])
            for line in lines where row < top + rows {
                canvas.text(line, column: area.column + 2, row: row, width: area.width - 2, style: secondary)
                row += 1
            }
        }
    }

    /// One line of the privacy panel and what is written under it, in `Walker.privacyRows` order.
    private struct PrivacyItem {
        var name: String
        var value: String
        var indent: Int
        var purpose: String?
    }

    private func privacyItems() -> [PrivacyItem] {
        let locale = context.walker.flow.locale.value
        return context.walker.privacyEntries(context.state).flatMap { entry -> [PrivacyItem] in
            var items = [PrivacyItem(name: entry.settingsName, value: entry.stateLabel, indent: 0, purpose: purposeText(for: entry.resource))]
            if let precise = entry.precise {
                let catalog = context.walker.catalog
                items.append(PrivacyItem(name: catalog.settingsWord(locale) { $0.precise },
                                         value: catalog.settingsWord(locale) { precise ? $0.on : $0.off }, indent: 2, purpose: nil))
            }
            if let on = entry.trackingRequests {
                let catalog = context.walker.catalog
                // On an EU device with iOS 27.2 the switch reads differently (`EURegion`).
                let flow = context.flow
                let eu = EURegion.contains(flow.samples.country?.value, ios: flow.ios.value, minor: flow.iosMinor)
                items.append(PrivacyItem(name: catalog.settingsWord(locale) { (eu ? $0.trackingRequestsEU : nil) ?? $0.trackingRequests },
                                         value: catalog.settingsWord(locale) { on ? $0.on : $0.off }, indent: 2, purpose: nil))
            }
            return items
        }
    }

    /// What the privacy panel says about a resource's purpose.
    func purposeText(for resource: ResourceID) -> String {
        if let purpose = context.walker.purpose(for: resource) { return purpose }
        if context.walker.catalog.resource(resource)?.takesPurpose == false {
            return "no purpose string: the system shows its own message"
        }
        return "no purpose string in this flow"
    }

    // MARK: Banner

    /// A message panel just above the status line, across the terminal.
    func paintBanner(_ message: String, on canvas: inout Canvas) {
        let width = canvas.width
        let maxRows = max(1, canvas.height / 3)
        let lines = TextLayout.wrap(message, width: max(1, width - 2), maxLines: maxRows)
        let style = context.style(\.panelText, \.panelBackground, [.bold])
        let top = context.layout.statusRow - lines.count
        for (offset, line) in lines.enumerated() {
            canvas.fill(Rect(column: 0, row: top + offset, width: width, height: 1), style: style)
            canvas.text(line, column: 1, row: top + offset, width: width - 2, style: style)
        }
    }

    // MARK: Too small

    /// The request for a larger terminal, centred, cut with `…` when even that does not fit; on
    /// the bottom row (when there are three rows or more) what keys do meanwhile: nothing but
    /// quitting, or the quit question when it is up.
    static func paintTooSmall(on canvas: inout Canvas, quitting: Bool = false) {
        let message = "enlarge the terminal to at least \(PhoneLayout.minimumWidth)\u{00D7}\(PhoneLayout.minimumHeight)"
        let footer = canvas.height >= 3 ? (quitting ? tooSmallQuitQuestion : tooSmallKeys) : nil
        let room = canvas.height - (footer == nil ? 0 : 1)
        let lines = TextLayout.wrap(message, width: canvas.width, maxLines: room)
        let top = max(0, (room - lines.count) / 2)
        for (offset, line) in lines.enumerated() {
            canvas.centred(line, column: 0, row: top + offset, width: canvas.width, style: CellStyle(attributes: [.bold]))
        }
        if let footer, let line = TextLayout.wrap(footer, width: canvas.width, maxLines: 1).first {
            canvas.centred(line, column: 0, row: canvas.height - 1, width: canvas.width, style: CellStyle())
        }
    }

    /// The bottom row of the too-small frame.
    public static let tooSmallKeys = "keys wait; Q quits"
    public static let tooSmallQuitQuestion = "Quit? y/n"
}

/// Draws iOS 18's contact picker and its confirmation over the whole phone screen, as the system
/// presents them after "Select Contacts": a bar with Cancel and Continue, the title and how many
/// are selected, then one row per contact with a mark (● chosen, ○ not); the confirmation has
/// its title ("Allow access to 2 contacts?"), the chosen names, and at the bottom Allow Selected
/// Contacts and Not Now (which goes back to the picker: what iOS does there is unsourced). iOS 17's photo picker
/// (after "Limit Access…") is drawn the same way, a row per sample photo, with Done and no
/// confirmation. Rows that do not fit
/// scroll with the focus. Every row and button is a hot spot.
struct PickerPainter {
    let context: RenderContext

    func paint(_ alert: PresentedAlert, _ picker: PickerState, on canvas: inout Canvas) -> [Hotspot] {
        let walker = context.walker
        guard let text = walker.pickerText(alert) else { return [] }
        let area = context.layout.content
        let body = context.screenText
        let tint = context.style(\.alertButton, \.screenBackground)
        canvas.fill(context.layout.screen, style: body)
        let focus = context.state.focus
        var hotspots: [Hotspot] = []

        /// A bar button: its label at `column`, the focus marks around it when focused.
        func barButton(_ label: String, index: Int, alignRight: Bool) {
            let focused = focus == index
            let shown = focused ? "\u{25B8}" + label + "\u{25C2}" : label
            let width = min(TextLayout.width(shown), max(0, area.width / 2 - 1))
            let column = alignRight ? area.right - width : area.column
            canvas.text(shown, column: column, row: area.row, width: width, style: focused ? context.focused : tint)
            hotspots.append(Hotspot(column: column, row: area.row, width: max(1, width), height: 1, target: .choice(index)))
        }

        let names = walker.pickerItems(alert)
        if picker.confirming {
            var row = area.row + 2
            // "Allow access to 2 contacts?": `{count}` is how many are chosen.
            let title = SystemAlertCatalog.title(text.confirmTitle.text, app: walker.flow.app.value)
                .replacingEvery("{count}", with: TranscriptBounds.grouped(picker.selected.count))
            let bottom = area.bottom - 3
            for line in TextLayout.wrap(title, width: area.width, maxLines: max(1, min(3, bottom - row))) {
                canvas.centred(line, column: area.column, row: row, width: area.width, style: body.with(.bold))
                row += 1
            }
            row += 1
            let chosen = picker.selected.filter { names.indices.contains($0) }.map { names[$0] }
            if chosen.isEmpty {
                canvas.centred(text.noneChosen.text, column: area.column, row: row, width: area.width, style: context.secondaryText)
            }
            let room = max(0, bottom - 1 - row)
            for (offset, name) in chosen.enumerated() where offset < room {
                let last = offset == room - 1 && chosen.count > room
                let line = last ? "\u{2026} +\(chosen.count - offset)" : "\u{2022} " + name
                canvas.text(line, column: area.column + 2, row: row + offset, width: area.width - 2, style: body)
            }
            // Its two buttons at the bottom: the grant (filled), then the way back (Not Now).
            for (index, label, row) in [(0, text.confirm.text, area.bottom - 2), (1, text.back.text, area.bottom - 1)] {
                let focused = focus == index
                let style = focused ? context.focused : (index == 0 ? context.style(\.screenBackground, \.alertButton, [.bold]) : tint)
                let shown = focused ? "\u{25B8} " + label + " \u{25C2}" : label
                let button = Rect(column: area.column + 1, row: row, width: max(1, area.width - 2), height: 1)
                if index == 0 || focused { canvas.fill(button, style: style) }
                canvas.centred(TextLayout.truncate(shown, to: button.width), column: button.column, row: button.row, width: button.width, style: style)
                hotspots.append(Hotspot(column: button.column, row: button.row, width: button.width, height: 1, target: .choice(index)))
            }
            return hotspots
        }

        barButton(text.cancel.text, index: names.count + 1, alignRight: false)
        barButton(text.done.text, index: names.count, alignRight: true)
        canvas.centred(text.title.text, column: area.column, row: area.row + 1, width: area.width, style: body.with(.bold))
        let selected = text.selected.text.replacingEvery("{count}", with: TranscriptBounds.grouped(picker.selected.count))
        canvas.centred(selected, column: area.column, row: area.row + 2, width: area.width, style: context.secondaryText)

        let top = area.row + 4
        let rows = max(0, area.bottom - top)
        guard rows > 0, !names.isEmpty else { return hotspots }
        // The list scrolls so the focused contact stays on screen.
        let focusedRow = focus < names.count ? focus : 0
        let first = max(0, min(focusedRow - rows + 1, names.count - rows))
        for index in first..<min(names.count, first + rows) {
            let row = top + index - first
            let chosen = picker.selected.contains(index)
            let focused = focus == index
            let style = focused ? context.focused : body
            canvas.fill(Rect(column: area.column, row: row, width: area.width, height: 1), style: style)
            if focused { canvas.text("\u{25B8}", column: area.column, row: row, width: 1, style: style) }
            canvas.text(chosen ? "\u{25CF}" : "\u{25CB}", column: area.column + 1, row: row, width: 1,
                        style: focused ? style : (chosen ? tint.with(.bold) : context.secondaryText))
            canvas.text(names[index], column: area.column + 3, row: row, width: max(0, area.width - 4), style: style)
            hotspots.append(Hotspot(column: area.column, row: row, width: area.width, height: 1, target: .choice(index)))
        }
        return hotspots
    }
}

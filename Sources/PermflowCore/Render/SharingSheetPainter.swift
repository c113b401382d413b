/// Draws the sheet iOS 18 shows after the contacts alert's Continue: not a second alert but a
/// sheet from a separate system process (ContactsUI's LimitedAccessPromptView), over the whole
/// phone screen as the Health sheet is: a grabber, the title ("How do you want to share
/// contacts?"), the message when the text has one, and its buttons at the bottom, one full-width
/// filled row each (Select Contacts, then "Share All N Contacts"). Every button is a hot spot.
struct SharingSheetPainter {
    let context: RenderContext

    func paint(_ alert: PresentedAlert, on canvas: inout Canvas) -> [Hotspot] {
        let walker = context.walker
        let area = context.layout.content
        let body = context.screenText
        canvas.fill(context.layout.screen, style: body)
        guard area.height >= 3, area.width >= 4 else { return [] }
        let focus = context.state.focus
        let choices = walker.choices(context.state)
        // The grabber a sheet carries at its top edge.
        canvas.centred("\u{2500}\u{2500}\u{2500}\u{2500}", column: area.column, row: area.row, width: area.width, style: context.secondaryText)

        // The buttons take the bottom rows, a blank row between them when there is room.
        let gap = area.height >= 2 * choices.count + 4 ? 1 : 0
        let buttonRows = choices.isEmpty ? 0 : choices.count + gap * (choices.count - 1)
        let firstButtonRow = area.bottom - buttonRows
        var row = area.row + 2
        let textBottom = firstButtonRow - 1
        if let title = walker.alertTitle(context.state) {
            for line in TextLayout.wrap(title, width: area.width, maxLines: max(1, min(3, textBottom - row))) where row < textBottom {
                canvas.centred(line, column: area.column, row: row, width: area.width, style: body.with(.bold))
                row += 1
            }
        }
        if let message = walker.alertMessage(context.state), alert.text.followUpMessage != nil, row + 1 < textBottom {
            row += 1
            for line in TextLayout.wrap(message, width: area.width, maxLines: max(1, textBottom - row)) where row < textBottom {
                canvas.centred(line, column: area.column, row: row, width: area.width, style: context.secondaryText)
                row += 1
            }
        }

        var hotspots: [Hotspot] = []
        let filled = context.style(\.screenBackground, \.alertButton, [.bold])
        for choice in choices {
            let buttonRow = firstButtonRow + choice.index * (1 + gap)
            guard buttonRow >= area.row + 1, buttonRow < area.bottom else { continue }
            let focused = focus == choice.index
            let style = focused ? context.focused : filled
            let button = Rect(column: area.column + 1, row: buttonRow, width: max(1, area.width - 2), height: 1)
            canvas.fill(button, style: style)
            let label = focused ? "\u{25B8} " + choice.label + " \u{25C2}" : choice.label
            canvas.centred(TextLayout.truncate(label, to: button.width), column: button.column, row: button.row, width: button.width, style: style)
            hotspots.append(Hotspot(column: button.column, row: button.row, width: button.width, height: 1, target: .choice(choice.index)))
        }
        return hotspots
    }
}

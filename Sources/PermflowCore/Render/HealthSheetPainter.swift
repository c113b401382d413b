/// Draws HealthKit's authorization sheet over the whole phone screen, as iOS presents it: a
/// navigation bar with Don't Allow (left), the title, and Allow (right); below it, scrolling, the
/// line that names the app, Turn On All (Turn Off All once every switch is on), then a section
/// per list (share, i.e. write, then read) with its header, the app's purpose string for it and
/// one switch per data type; on iOS 27, for a request that reads, a last switch shares only
/// recent data (`SystemModel.healthOffersRecentWindow`).
///
/// The navigation bar stays put; when the rest does not fit, it scrolls so the focused row is
/// on screen, with ▴ / ▾ at the edge saying more lies above or below. A switch is drawn with its
/// knob at the right when on (`━━●`, green) and at the left when off (`○──`), so it reads in
/// monochrome too. One look for every iOS version: no source tells iOS 26's sheet from 18's
/// (`HealthSheet.layoutEvidence`).
struct HealthSheetPainter {
    let context: RenderContext

    /// One row of the scrolling part.
    private enum Row {
        case blank
        /// Text in a style; `choice` when the row can be focused and clicked.
        case text(String, CellStyle, choice: Int?)
        case toggle(String, on: Bool, choice: Int)
    }

    func paint(_ alert: PresentedAlert, sheet: HealthSheetState, on canvas: inout Canvas) -> [Hotspot] {
        let screen = context.layout.screen
        let walker = context.walker
        let background = context.screenText
        canvas.fill(screen, style: background)
        guard let words = context.walker.catalog.healthSheet(locale: context.locale, ios: context.flow.ios.value), screen.height >= 3, screen.width >= 8 else {
            return []
        }
        let app = context.app
        let focus = context.state.focus
        let margin = screen.width >= 30 ? 2 : 1
        let column = screen.column + margin
        let width = screen.width - 2 * margin
        let accent = context.style(\.accent, \.screenBackground)
        let secondary = context.secondaryText
        var hotspots: [Hotspot] = []

        // The navigation bar: Don't Allow | title | Allow, a rule under it.
        let buttons = alert.text.buttons.map(\.label)
        let left = buttons.first ?? words.dontAllow
        let right = buttons.count > 1 ? buttons[1] : words.allow
        let leftWidth = min(TextLayout.width(left) + 2, max(1, width / 3))
        let rightWidth = min(TextLayout.width(right) + 2, max(1, width / 3))
        let navRow = screen.row
        canvas.text(left, column: column, row: navRow, width: leftWidth, style: focus == 0 ? context.focused : accent)
        hotspots.append(Hotspot(column: column, row: navRow, width: leftWidth, height: 1, target: .choice(0)))
        let rightColumn = column + width - rightWidth
        let rightText = TextLayout.truncate(right, to: rightWidth)
        canvas.text(rightText, column: column + width - TextLayout.width(rightText), row: navRow, width: rightWidth,
                    style: focus == 1 ? context.focused : accent.with(.bold))
        hotspots.append(Hotspot(column: rightColumn, row: navRow, width: rightWidth, height: 1, target: .choice(1)))
        // Centred on the bar, as iOS does, unless that runs into a button; then in the space between.
        let titleSpan = max(0, width - leftWidth - rightWidth - 2)
        // The alert text's title: the sheet's own unless a locale pack or the flow's `alert:` corrects it.
        let title = TextLayout.truncate(walker.alertTitle(context.state) ?? words.title, to: titleSpan)
        let titleWidth = TextLayout.width(title)
        let centred = column + (width - titleWidth) / 2
        let titleColumn = centred > column + leftWidth && centred + titleWidth < rightColumn
            ? centred : column + leftWidth + 1 + (titleSpan - titleWidth) / 2
        canvas.text(title, column: titleColumn, row: navRow, width: titleWidth, style: background.with(.bold))
        canvas.horizontal("\u{2500}", column: screen.column, row: navRow + 1, width: screen.width, style: context.style(\.alertRule, \.screenBackground))

        // The scrolling part.
        var rows: [Row] = [.blank]
        for line in TextLayout.wrap(SystemAlertCatalog.title(words.header, app: app), width: width) {
            rows.append(.text(line, background, choice: nil))
        }
        rows.append(.blank)
        rows.append(.text(sheet.allOn ? words.turnOffAll : words.turnOnAll, accent, choice: 2))
        let purposes = walker.healthPurposes(context.state)
        var choice = 3
        for kind in HealthAccessKind.allCases {
            let types = kind == .share ? sheet.share : sheet.read
            guard !types.isEmpty else { continue }
            rows.append(.blank)
            let header = SystemAlertCatalog.title(kind == .share ? words.shareHeader : words.readHeader, app: app)
            for line in TextLayout.wrap(context.locale.hasPrefix("en") ? header.uppercased() : header, width: width) {
                rows.append(.text(line, secondary, choice: nil))
            }
            if let purpose = kind == .share ? purposes.share : purposes.read {
                for line in TextLayout.wrap(purpose, width: width) { rows.append(.text(line, secondary, choice: nil)) }
            }
            for type in types {
                let name = context.walker.catalog.healthTypeName(type, locale: context.locale)?.text ?? type
                rows.append(.toggle(name, on: sheet.isOn(type, kind), choice: choice))
                choice += 1
            }
        }
        if let recentOnly = sheet.recentOnly {
            // iOS 27: share only recent data instead of the whole history.
            rows.append(.blank)
            let label = context.walker.catalog.word(context.locale, .health) { $0.health?.recentWindow?.text } ?? "Only Recent Data"
            rows.append(.toggle(label, on: recentOnly, choice: choice))
        }

        let top = navRow + 2
        let visible = max(0, screen.bottom - top)
        let focusedRow = rows.firstIndex {
            switch $0 {
            case .text(_, _, let index?), .toggle(_, _, let index): index == focus
            default: false
            }
        }
        var offset = 0
        if let focusedRow, rows.count > visible { offset = min(max(0, focusedRow - visible + 2), rows.count - visible) }
        for (index, row) in rows.dropFirst(offset).prefix(visible).enumerated() {
            let y = top + index
            switch row {
            case .blank:
                break
            case let .text(line, style, choice):
                let focused = choice != nil && choice == focus
                canvas.text(line, column: column, row: y, width: width, style: focused ? context.focused : style)
                if let choice { hotspots.append(Hotspot(column: screen.column, row: y, width: screen.width, height: 1, target: .choice(choice))) }
            case let .toggle(name, on, choice):
                let knob = on ? "\u{2501}\u{2501}\u{25CF}" : "\u{25CB}\u{2500}\u{2500}"
                let focused = choice == focus
                let nameWidth = max(1, width - 4)
                canvas.text(name, column: column, row: y, width: nameWidth, style: focused ? context.focused : background)
                canvas.text(knob, column: column + width - 3, row: y, width: 3,
                            style: on ? context.style(\.switchOn, \.screenBackground, [.bold]) : secondary)
                hotspots.append(Hotspot(column: screen.column, row: y, width: screen.width, height: 1, target: .choice(choice)))
            }
        }
        if offset > 0 { canvas.text("\u{25B4}", column: screen.right - 1, row: top, width: 1, style: secondary) }
        if offset + visible < rows.count { canvas.text("\u{25BE}", column: screen.right - 1, row: screen.bottom - 1, width: 1, style: secondary) }
        return hotspots
    }
}

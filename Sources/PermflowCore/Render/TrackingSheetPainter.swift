/// Draws App Tracking Transparency's EU sheet (iOS 27.2) over the whole phone screen, as the
/// Health sheet is drawn: the sheet's title, then the app's formatted purpose
/// (`purpose-markdown`, else `purpose`) with bold, italic (drawn underlined: a terminal cell has
/// no italic here) and bullet items, and at the bottom, fixed, the two answers as full-width
/// buttons in the alert's order (bold; the focused one reversed) and Additional Information
/// as a link when the app offers it.
///
/// A purpose longer than the space above the buttons is cut, with ▾ at the edge. Every run is
/// sanitized (`VisibleText.sanitize`) before it is measured: Markdown decides only the style.
struct TrackingSheetPainter {
    let context: RenderContext

    private struct Line {
        var runs: [(text: String, style: CellStyle)]
    }

    func paint(_ alert: PresentedAlert, sheet: TrackingSheetState, on canvas: inout Canvas) -> [Hotspot] {
        let screen = context.layout.screen
        let background = context.screenText
        canvas.fill(screen, style: background)
        guard screen.height >= 4, screen.width >= 8 else { return [] }
        let margin = screen.width >= 30 ? 2 : 1
        let column = screen.column + margin
        let width = screen.width - 2 * margin
        let focus = context.state.focus
        let choices = context.walker.choices(context.state)
        var hotspots: [Hotspot] = []

        // The buttons, fixed at the bottom: each answer a full-width button, then the link.
        let buttonRows = choices.count
        let firstButtonRow = max(screen.row + 1, screen.bottom - buttonRows)
        for choice in choices {
            let row = firstButtonRow + choice.index
            guard row < screen.bottom else { break }
            let isLink = { if case .additionalInformation = choice.action { return true } else { return false } }()
            let label = VisibleText.sanitize(choice.label)
            // The focused one reversed across the sheet's width, so it reads in monochrome too.
            let style = choice.index == focus ? context.focused
                : isLink ? context.style(\.accent, \.screenBackground) : context.style(\.accent, \.screenBackground, [.bold])
            if choice.index == focus { canvas.fill(Rect(column: column, row: row, width: width, height: 1), style: style) }
            canvas.centred(label, column: column, row: row, width: width, style: style)
            hotspots.append(Hotspot(column: column, row: row, width: width, height: 1, target: .choice(choice.index)))
        }

        // Above them: the title, then the purpose.
        var lines: [Line] = [Line(runs: [])]
        let title = VisibleText.sanitize(context.walker.alertTitle(context.state) ?? alert.text.title)
        for line in TextLayout.wrap(SystemAlertCatalog.title(title, app: context.app), width: width) {
            lines.append(Line(runs: [(line, background.with(.bold))]))
        }
        if let purpose = context.walker.trackingSheetPurpose(context.state) {
            let blocks = purpose.markdown ? MarkdownSubset(purpose.text).blocks : [.paragraph([MarkdownSubset.Run(purpose.text)])]
            var previousBullet = false
            for block in blocks {
                let bullet = { if case .bullet = block { return true } else { return false } }()
                // A list's items follow one another; paragraphs and a list are set apart.
                if !(bullet && previousBullet) { lines.append(Line(runs: [])) }
                previousBullet = bullet
                let runs = block.runs.map { run -> (text: String, style: CellStyle) in
                    var attributes: CellAttributes = []
                    if run.bold { attributes.insert(.bold) }
                    if run.italic { attributes.insert(.underline) }
                    return (VisibleText.sanitize(run.text), background.with(attributes))
                }
                let wrapped = Self.wrap(runs, width: max(1, width - (bullet ? 2 : 0)))
                for (index, line) in wrapped.enumerated() {
                    let marker = bullet ? (index == 0 ? "\u{2022} " : "  ") : ""
                    lines.append(Line(runs: (marker.isEmpty ? [] : [(marker, background)]) + line.runs))
                }
            }
        }
        let top = screen.row
        let visible = max(0, firstButtonRow - 1 - top)
        for (offset, line) in lines.prefix(visible).enumerated() {
            var x = column
            for run in line.runs {
                x += canvas.text(run.text, column: x, row: top + offset, width: max(0, column + width - x), style: run.style)
            }
        }
        if lines.count > visible, visible > 0 {
            canvas.text("\u{25BE}", column: screen.right - 1, row: top + visible - 1, width: 1, style: context.secondaryText)
        }
        return hotspots
    }

    /// Styled runs laid out in lines of at most `width` cells, breaking at spaces; a word longer
    /// than a line is cut with `…`.
    private static func wrap(_ runs: [(text: String, style: CellStyle)], width: Int) -> [Line] {
        var lines: [Line] = []
        var current: [(text: String, style: CellStyle)] = []
        var used = 0
        // Words keep their style; a space between words takes the style before it.
        var words: [(text: String, style: CellStyle, spaceBefore: Bool)] = []
        var pendingSpace = false
        for run in runs {
            var word = ""
            for character in run.text {
                if character == " " || character == "\n" {
                    if !word.isEmpty {
                        words.append((word, run.style, pendingSpace))
                        word = ""
                    }
                    pendingSpace = true
                } else {
                    word.append(character)
                }
            }
            if !word.isEmpty {
                words.append((word, run.style, pendingSpace))
                pendingSpace = false
            }
        }
        for word in words {
            let wordWidth = TextLayout.width(word.text)
            let space = word.spaceBefore && used > 0 ? 1 : 0
            if used > 0, used + space + wordWidth > width {
                lines.append(Line(runs: current))
                current = []
                used = 0
            }
            if used > 0 && word.spaceBefore {
                current.append((" ", current.last?.style ?? word.style))
                used += 1
            }
            let fitted = TextLayout.truncate(word.text, to: max(1, width - used))
            current.append((fitted, word.style))
            used += TextLayout.width(fitted)
        }
        if !current.isEmpty { lines.append(Line(runs: current)) }
        return lines
    }
}

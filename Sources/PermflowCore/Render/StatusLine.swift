/// The status line under the phone: where the walk is, what the simulated system holds, the
/// latest note, and the keys.
///
/// Everything is fitted to the terminal's width: key hints go first (least useful ones first),
/// then the flow's name, then the permission states are counted instead of listed; the note is
/// cut with `…` only after all of that, and then the hint `n notes` comes first (the key shows
/// the notes in full). Hints come back when shortening the rest made room.
struct StatusLine {
    let context: RenderContext

    /// A key hint and how long it survives a narrow terminal (higher stays longer).
    struct Hint {
        var text: String
        var keep: Int
    }

    struct Segment {
        var text: String
        var style: CellStyle
    }

    static let walkHints = [
        Hint(text: "Tab move", keep: 6), Hint(text: "Enter press", keep: 5), Hint(text: "1-9 choose", keep: 4),
        Hint(text: "p privacy", keep: 3), Hint(text: "R relaunch", keep: 2), Hint(text: "r restart", keep: 1),
        Hint(text: "? help", keep: 8), Hint(text: "Q quit", keep: 7),
    ]

    /// Shown first when the note is cut: `n` opens the notes in full.
    static let notesHint = Hint(text: "n notes", keep: 9)

    var hints: [Hint] {
        switch context.state.overlay {
        case .help:
            return [Hint(text: "any key closes help", keep: 1)]
        case .warnings:
            return [Hint(text: "any key closes the warnings", keep: 1)]
        case .notes:
            return [Hint(text: "any key closes the notes", keep: 1)]
        case .privacy:
            return [Hint(text: "\u{2191}\u{2193} select", keep: 2), Hint(text: "\u{2190}/\u{2192} change", keep: 3),
                    Hint(text: "Esc close", keep: 1)]
        case .confirmQuit:
            return [Hint(text: "y quit", keep: 2), Hint(text: "other keys stay", keep: 1)]
        case nil:
            var hints = Self.walkHints
            if context.state.alert?.text.precise != nil {
                hints.insert(Hint(text: "t precise", keep: 5), at: 3)
            }
            if !context.options.warnings.isEmpty {
                hints.insert(Hint(text: "w warnings", keep: 6), at: min(3, hints.count))
            }
            return hints
        }
    }

    func paint(on canvas: inout Canvas) {
        let row = context.layout.statusRow
        let width = canvas.width
        let bar = context.style(\.statusText, \.statusBackground)
        canvas.fill(Rect(column: 0, row: row, width: width, height: 1), style: bar)
        let (left, right) = fitted(width: width - 2)
        var column = 1
        for (index, segment) in left.enumerated() {
            if index > 0 { column += canvas.text(" \u{00B7} ", column: column, row: row, width: 3, style: bar) }
            column += canvas.text(segment.text, column: column, row: row, width: width - 1 - column, style: segment.style)
        }
        let hintText = right.map(\.text).joined(separator: " \u{00B7} ")
        let hintWidth = TextLayout.width(hintText)
        if !right.isEmpty, column + 2 + hintWidth <= width - 1 {
            canvas.text(hintText, column: width - 1 - hintWidth, row: row, width: hintWidth, style: bar)
        }
    }

    /// The segments on the left and the hints on the right that fit in `width` cells.
    func fitted(width: Int) -> ([Segment], [Hint]) {
        let state = context.state
        let bar = context.style(\.statusText, \.statusBackground)
        var name: Segment? = Segment(text: context.flow.name.value, style: bar.with(.bold))
        var place = [Segment(text: state.screenID, style: bar), Segment(text: "step \(state.step.saturatingAdd(1))", style: bar)]
        if context.options.recording {
            place.append(Segment(text: "\u{25CF} REC", style: context.style(\.recording, \.statusBackground, [.bold])))
        }
        let stored = state.permissions.states.keys.sorted().compactMap { key in
            // A picker's limited grant carries its count: contacts:limited(3).
            state.permissions.states[key].map { "\(key):\($0.rawValue)" + (state.permissions.limitedCount(of: key).map { "(\($0))" } ?? "") }
        }
        var permissions: Segment? = stored.isEmpty ? nil : Segment(text: stored.joined(separator: " "), style: bar)
        let errors = context.options.warnings.filter { $0.severity == .error }.count
        let warnings = context.options.warnings.count - errors
        let counts = (errors == 0 ? [] : ["\(errors) error\(errors == 1 ? "" : "s")"])
            + (warnings == 0 ? [] : ["\(warnings) warning\(warnings == 1 ? "" : "s")"])
        let warning: Segment? = counts.isEmpty ? nil
            : Segment(text: counts.joined(separator: ", "), style: context.style(\.warning, \.statusBackground, errors == 0 ? [] : [.bold]))
        var note: Segment? = state.note.map { Segment(text: $0, style: context.style(\.statusNote, \.statusBackground, [.bold])) }
        // The notes panel shows them whole: the line keeps its room for the key that closes it.
        if case .notes? = state.overlay { note = nil }

        func left() -> [Segment] {
            ([name].compactMap { $0 } + place + [permissions, warning, note].compactMap { $0 })
        }
        func measure(_ hints: [Hint]) -> Int {
            let segments = left()
            var total = segments.reduce(0) { $0 + TextLayout.width($1.text) } + 3 * max(0, segments.count - 1)
            if !hints.isEmpty {
                total += 2 + hints.reduce(0) { $0 + TextLayout.width($1.text) } + 3 * (hints.count - 1)
            }
            return total
        }
        // The left part alone, shortened only as far as it must be …
        if measure([]) > width { name = nil }
        if measure([]) > width, !stored.isEmpty {
            permissions?.text = "\(stored.count) stored"
        }
        // A note that must be cut leaves room for the key that shows it whole.
        var all = self.hints
        if measure([]) > width, let current = note, state.overlay == nil {
            let excess = measure([]) - width + 2 + TextLayout.width(Self.notesHint.text)
            note?.text = TextLayout.truncate(current.text, to: max(1, TextLayout.width(current.text) - excess))
            all.insert(Self.notesHint, at: 0)
        } else if measure([]) > width, let current = note {
            let excess = measure([]) - width
            note?.text = TextLayout.truncate(current.text, to: max(1, TextLayout.width(current.text) - excess))
        }
        // … then as many hints as still fit, the most useful first, shown in their usual order.
        // What `measure` adds up, with each text measured once.
        let leftWidth = measure([])
        let hintWidths = all.map { TextLayout.width($0.text) }
        var kept: Set<Int> = []
        var keptWidth = 0
        for index in all.indices.sorted(by: { all[$0].keep > all[$1].keep }) {
            // Two spaces before the first hint, three between hints.
            let total = leftWidth + keptWidth + hintWidths[index] + (kept.isEmpty ? 2 : 3)
            if total <= width {
                kept.insert(index)
                keptWidth += hintWidths[index] + (kept.count == 1 ? 2 : 3)
            }
        }
        let hints = all.indices.filter(kept.contains).map { all[$0] }
        return (left(), hints)
    }
}

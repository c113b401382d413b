/// Draws the walk into a `Frame`: pure, `(state, options) → Frame`.
///
/// Placeholder layout (title, body and numbered choices as plain lines) until the phone
/// renderer lands; the adapter and headless commands already draw through this entry point.
public enum Renderer {
    public static func render(_ state: WalkState, walker: Walker, options: RenderOptions) -> Frame {
        var frame = Frame(width: options.width, height: options.height)
        var lines: [String] = []
        if let screen = walker.screen(state) {
            lines.append("[\(screen.kind.value.rawValue)] \(screen.title?.value ?? screen.id.value)")
            if let body = screen.body?.value { lines.append(body) }
        }
        if let alert = state.alert {
            lines.append(SystemAlertCatalog.title(alert.text.title, app: walker.flow.app.value))
        }
        for choice in walker.choices(state) {
            lines.append("\(choice.index + 1). \(choice.label)\(choice.index == state.focus ? "  <" : "")")
        }
        if let note = state.note { lines.append(note) }
        for (row, line) in lines.prefix(options.height).enumerated() {
            var column = 0
            for character in VisibleText.sanitize(line) {
                let width = CellWidth.of(character)
                guard width > 0 else { continue }
                guard column + width <= options.width else { break }
                frame[column, row] = Cell(String(character), width: width)
                if width == 2 { frame[column + 1, row] = Cell("", width: 0) }
                column += width
            }
        }
        return frame
    }
}

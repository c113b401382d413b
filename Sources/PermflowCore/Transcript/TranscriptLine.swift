/// One line of a transcript.
public enum TranscriptLine: Sendable, Equatable {
    case header(TranscriptHeader)
    case step(TranscriptStep)
    case event(TranscriptEvent)
    case end(TranscriptEnd)

    /// The `type` field.
    public var type: String {
        switch self {
        case .header: "header"
        case .step: "step"
        case .event(let event): event.kind.rawValue
        case .end: "end"
        }
    }

    /// The line as JSON, without the newline: `type` first, then the fields in the documented
    /// order (nested objects with sorted keys), absent optionals left out.
    public func json() -> String {
        var object = OrderedJSONObject()
        object.add("type", type)
        switch self {
        case .header(let h):
            object.add("format", h.format)
            object.add("permflow", h.permflow)
            object.add("flow", h.flow)
            object.add("terminal", h.terminal)
            object.add("theme", h.theme)
            object.add("color", h.color)
            object.add("recIndicator", h.recIndicator)
            object.add("designer", h.designer)
            object.add("started", h.started)
            object.add("startedMs", h.startedMs)
            object.add("suppressions", h.suppressions)
            object.add("warnings", h.warnings)
        case .step(let s):
            object.add("seq", s.seq)
            object.add("ms", s.ms)
            object.add("step", s.step)
            object.add("screen", s.screen)
            object.add("kind", s.kind)
            object.add("alert", s.alert)
            object.add("choice", s.choice)
            object.add("index", s.index)
            object.add("outcome", s.outcome)
            object.add("arrived", s.arrived)
            object.add("method", s.method)
            object.add("notes", s.notes)
            object.add("skipped", s.skipped)
            object.add("permissions", s.permissions)
            object.add("precise", s.precise)
            object.add("limited", s.limited)
            object.add("health", s.health)
            object.add("focus", s.focus)
            object.add("status", s.status)
            object.add("frame", s.frame)
            object.add("styles", s.styles)
        case .event(let e):
            object.add("seq", e.seq)
            object.add("ms", e.ms)
            object.add("screen", e.screen)
            object.add("resource", e.resource)
            object.add("state", e.state)
            object.add("edge", e.edge)
            object.add("from", e.from)
            object.add("to", e.to)
            object.add("expired", e.expired)
            object.add("arrived", e.arrived)
            object.add("notes", e.notes)
            object.add("on", e.on)
            object.add("note", e.note)
            object.add("kept", e.kept)
            object.add("sha256", e.sha256)
            object.add("width", e.width)
            object.add("height", e.height)
            object.add("frame", e.frame)
            object.add("styles", e.styles)
        case .end(let end):
            object.add("seq", end.seq)
            object.add("ms", end.ms)
            object.add("ending", end.ending)
            object.add("steps", end.steps)
            object.add("screen", end.screen)
            object.add("message", end.message)
            object.add("focus", end.focus)
            object.add("status", end.status)
            object.add("frame", end.frame)
            object.add("styles", end.styles)
        }
        return object.text
    }
}

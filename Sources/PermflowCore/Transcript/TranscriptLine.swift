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
        case .header(let header): TranscriptField.write(TranscriptHeader.fields, of: header, to: &object)
        case .step(let step): TranscriptField.write(TranscriptStep.fields, of: step, to: &object)
        case .event(let event): TranscriptField.write(TranscriptEvent.fields, of: event, to: &object)
        case .end(let end): TranscriptField.write(TranscriptEnd.fields, of: end, to: &object)
        }
        return object.text
    }
}

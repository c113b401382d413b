/// One field of a transcript line: its JSON key, how a line's value writes it and how it is read
/// back, within its bounds. Each line type lists its fields once, in the order they are written
/// (`TranscriptStep.fields`, `TranscriptEvent.fields`, `TranscriptEnd.fields`,
/// `TranscriptHeader.fields`); `TranscriptLine.json()` writes a line and the type's
/// `init(from:)` reads one from that list, so a new field is one entry (docs/transcripts.md,
/// "Adding a field").
///
/// Writing leaves out an absent optional; nested values are written by `JSONEncoder` with sorted
/// keys (`OrderedJSONObject`). Reading ignores keys the list does not name.
struct TranscriptField<Line>: Sendable {
    let key: String
    private let writeValue: @Sendable (Line, inout OrderedJSONObject) -> Void
    private let readValue: @Sendable (KeyedDecodingContainer<AnyKey>, AnyKey, inout Line) throws -> Void

    /// A field read its own way: `read` gets the line as read so far (the fields listed before
    /// this one) and returns the value to store.
    static func custom<Value: Encodable & SendableMetatype>(
        _ key: String, _ path: WritableKeyPath<Line, Value> & Sendable,
        read: @escaping @Sendable (KeyedDecodingContainer<AnyKey>, AnyKey, Line) throws -> Value) -> Self {
        Self(key: key, writeValue: { line, object in object.add(key, line[keyPath: path]) },
             readValue: { container, key, line in line[keyPath: path] = try read(container, key, line) })
    }

    /// As `custom`, for a field a line may leave out: nil is not written.
    static func optionalCustom<Value: Encodable & SendableMetatype>(
        _ key: String, _ path: WritableKeyPath<Line, Value?> & Sendable,
        read: @escaping @Sendable (KeyedDecodingContainer<AnyKey>, AnyKey, Line) throws -> Value?) -> Self {
        Self(key: key, writeValue: { line, object in object.add(key, line[keyPath: path]) },
             readValue: { container, key, line in line[keyPath: path] = try read(container, key, line) })
    }

    /// A field every line has.
    static func required<Value: Codable & SendableMetatype>(_ key: String, _ path: WritableKeyPath<Line, Value> & Sendable) -> Self {
        custom(key, path) { container, key, _ in try container.decode(Value.self, forKey: key) }
    }

    /// A field a line may leave out (or hold null).
    static func optional<Value: Codable & SendableMetatype>(_ key: String, _ path: WritableKeyPath<Line, Value?> & Sendable) -> Self {
        optionalCustom(key, path) { container, key, _ in try container.decodeIfPresent(Value.self, forKey: key) }
    }

    /// A whole number within `bound`.
    static func number(_ key: String, _ path: WritableKeyPath<Line, Int> & Sendable, in bound: TranscriptBound) -> Self {
        custom(key, path) { container, key, _ in try container.decode(bound, forKey: key) }
    }

    /// A whole number within `bound`, or nothing.
    static func optionalNumber(_ key: String, _ path: WritableKeyPath<Line, Int?> & Sendable, in bound: TranscriptBound) -> Self {
        optionalCustom(key, path) { container, key, _ in try container.decodeIfPresent(bound, forKey: key) }
    }

    /// A recorded frame, within `TranscriptBounds.frameLines` and `frameLineBytes`.
    static func frame(_ key: String, _ path: WritableKeyPath<Line, [String]> & Sendable) -> Self {
        custom(key, path) { container, key, _ in try container.decodeFrame(forKey: key) }
    }

    /// A recorded frame, or nothing.
    static func optionalFrame(_ key: String, _ path: WritableKeyPath<Line, [String]?> & Sendable) -> Self {
        optionalCustom(key, path) { container, key, _ in try container.decodeFrameIfPresent(forKey: key) }
    }

    /// Writes `line`'s `fields` after what `object` holds, in their order.
    static func write(_ fields: [Self], of line: Line, to object: inout OrderedJSONObject) {
        for field in fields { field.writeValue(line, &object) }
    }

    /// `blank` with every one of `fields` read from `decoder`, in their order. `blank`'s values
    /// stand only until read: a required field that is missing is an error.
    static func read(_ fields: [Self], from decoder: any Decoder, into blank: Line) throws -> Line {
        let container = try decoder.container(keyedBy: AnyKey.self)
        var line = blank
        for field in fields { try field.readValue(container, AnyKey(stringValue: field.key), &line) }
        return line
    }
}

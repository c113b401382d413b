/// The last line: how the session ended.
public struct TranscriptEnd: Sendable, Equatable, Decodable, TranscriptTimedLine {
    public var seq: Int
    public var ms: Int
    public var ending: TranscriptEnding
    /// How many step lines the transcript has.
    public var steps: Int
    /// Where the walk was.
    public var screen: String?
    /// The last frame of the flow shown (without overlays), when the walk passed one.
    public var frame: [String]?
    /// Its colours and attributes, when recorded.
    public var styles: FrameStyles?
    /// Its focused button.
    public var focus: Int?
    /// Its status-line note.
    public var status: String?
    /// For `error` (and optionally others): what happened.
    public var message: String?
}

/// The closing line, read and written from one list of its fields.
extension TranscriptEnd {
    /// The fields of the closing line, in the order they are written.
    static let fields: [TranscriptField<TranscriptEnd>] = TranscriptField.position + [
        .required("ending", \.ending),
        .number("steps", \.steps, in: TranscriptBounds.count),
        .optional("screen", \.screen),
        .optional("message", \.message),
        .optionalNumber("focus", \.focus, in: TranscriptBounds.count),
        .optional("status", \.status),
        .optionalFrame("frame", \.frame),
        .optional("styles", \.styles),
    ]

    /// Every field of `fields`, each number within its `TranscriptBounds` range, the frame within its size.
    public init(from decoder: any Decoder) throws {
        self = try TranscriptField.read(Self.fields, from: decoder, into: TranscriptEnd(seq: 1, ms: 0, ending: .quit, steps: 0))
    }
}

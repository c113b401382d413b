/// The last line: how the session ended.
public struct TranscriptEnd: Sendable, Equatable, Codable {
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

    public init(seq: Int, ms: Int, ending: TranscriptEnding, steps: Int, screen: String? = nil, frame: [String]? = nil,
                focus: Int? = nil, status: String? = nil, message: String? = nil, styles: FrameStyles? = nil) {
        self.styles = styles
        self.seq = seq
        self.ms = ms
        self.ending = ending
        self.steps = steps
        self.screen = screen
        self.frame = frame
        self.focus = focus
        self.status = status
        self.message = message
    }

    enum CodingKeys: String, CodingKey { case seq, ms, ending, steps, screen, frame, styles, focus, status, message }

    /// Every number within its `TranscriptBounds` range, the frame within its size.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        seq = try container.decode(TranscriptBounds.seq, forKey: .seq)
        ms = try container.decode(TranscriptBounds.ms, forKey: .ms)
        ending = try container.decode(TranscriptEnding.self, forKey: .ending)
        steps = try container.decode(TranscriptBounds.count, forKey: .steps)
        screen = try container.decodeIfPresent(String.self, forKey: .screen)
        frame = try container.decodeFrameIfPresent(forKey: .frame)
        styles = try container.decodeIfPresent(FrameStyles.self, forKey: .styles)
        focus = try container.decodeIfPresent(TranscriptBounds.count, forKey: .focus)
        status = try container.decodeIfPresent(String.self, forKey: .status)
        message = try container.decodeIfPresent(String.self, forKey: .message)
    }
}

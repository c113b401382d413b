/// Something that happened besides a choice: Settings, relaunch, restart, Precise, reload,
/// resize, and the system passing through a check.
public struct TranscriptEvent: Sendable, Equatable, TranscriptTimedLine {
    public enum Kind: String, Sendable, Codable, CaseIterable {
        /// Settings > Privacy changed a resource's state (`resource`, `from`, `to`).
        case settings
        /// The app was relaunched (`screen` left, `expired`, `arrived`, `notes`).
        case relaunch
        /// The walk restarted with a fresh system (`screen` left, `arrived`, `notes`).
        case restart
        /// The location alert's Precise switch was flipped (`on`).
        case precise
        /// Settings' device-wide Allow Apps to Request to Track was switched (`on`).
        case trackingRequests = "tracking-requests"
        /// The flow file changed on disk and was reloaded (`note`, `kept`, `arrived`, `sha256`).
        case reload
        /// The terminal was resized (`width`, `height`); later frames have the new size.
        case resize
        /// The walk passed through a check (`screen`, `resource`, `state` read, `edge` taken,
        /// `arrived` at its target); nothing was drawn, so no frame.
        case check

        /// The kind as a heading: `Settings`, `Relaunch`, `Tracking requests` …
        public var title: String { String((rawValue.prefix(1).uppercased() + rawValue.dropFirst()).map { $0 == "-" ? " " : $0 }) }
    }

    public var kind: Kind
    public var seq: Int
    public var ms: Int
    /// The frame on screen when it happened (absent for resize and reload).
    public var frame: [String]?
    /// The colours and attributes of `frame`, when recorded.
    public var styles: FrameStyles?
    public var resource: ResourceID?
    public var from: String?
    public var to: String?
    public var expired: [ResourceID]?
    public var arrived: String?
    public var notes: [String]?
    public var on: Bool?
    public var note: String?
    public var kept: Bool?
    public var sha256: String?
    public var width: Int?
    public var height: Int?
    /// The check's screen id (check); the screen left (relaunch, restart; absent in older
    /// transcripts, where the review falls back to where the walk last arrived).
    public var screen: String?
    /// The state the check read (check).
    public var state: String?
    /// The route the check took: a key of its `on:` (check).
    public var edge: String?

    /// A one-line account, e.g. `camera changed in Settings > Privacy, denied → authorized`.
    public var summary: String {
        switch kind {
        case .settings:
            return "\(resource?.rawValue ?? "?") changed in Settings > Privacy, \(from ?? "?") → \(to ?? "?")"
        case .relaunch:
            let ended = (expired ?? []).isEmpty ? "no one-time grant ended" : "one-time access ended for \((expired ?? []).map(\.rawValue).joined(separator: ", "))"
            return "relaunched the app (\(ended)); at '\(arrived ?? "?")'"
        case .restart:
            return "restarted with a fresh system; at '\(arrived ?? "?")'"
        case .precise:
            return "Precise location switched \(on == true ? "on" : "off")"
        case .trackingRequests:
            return "Allow Apps to Request to Track switched \(on == true ? "on" : "off") in Settings > Privacy & Security > Tracking"
        case .reload:
            return note ?? "reloaded the flow"
        case .resize:
            return "terminal resized to \(width ?? 0)×\(height ?? 0)"
        case .check:
            let route = edge.map { $0 == state ? "" : " (\($0))" } ?? ""
            return "check '\(screen ?? "?")' read \(resource?.rawValue ?? "?") \(state ?? "?")\(route) and went on to '\(arrived ?? "?")'"
        }
    }
}

/// An event line, read and written from one list of its fields.
extension TranscriptEvent {
    /// The fields of an event line after its `type` (which is `kind`), in the order they are written.
    static let fields: [TranscriptField<TranscriptEvent>] = TranscriptField.position + [
        .optional("screen", \.screen),
        .optional("resource", \.resource),
        .optional("state", \.state),
        .optional("edge", \.edge),
        .optional("from", \.from),
        .optional("to", \.to),
        .optional("expired", \.expired),
        .optional("arrived", \.arrived),
        .optional("notes", \.notes),
        .optional("on", \.on),
        .optional("note", \.note),
        .optional("kept", \.kept),
        .optional("sha256", \.sha256),
        .optionalNumber("width", \.width, in: TranscriptBounds.terminalSide),
        .optionalNumber("height", \.height, in: TranscriptBounds.terminalSide),
        .optionalFrame("frame", \.frame),
        .optional("styles", \.styles),
    ]

    /// An event line of `kind` read from `decoder`: every field of `fields`, each number within
    /// its `TranscriptBounds` range, the frame within its size. A check line must say where it
    /// was, what it read, the route it took and where it arrived.
    init(kind: Kind, from decoder: any Decoder) throws {
        self = try TranscriptField.read(Self.fields, from: decoder, into: TranscriptEvent(kind: kind, seq: 1, ms: 0))
        if kind == .check, screen == nil || state == nil || edge == nil || arrived == nil || resource == nil {
            throw TranscriptFieldError(message: "a check line needs 'screen', 'resource', 'state', 'edge' and 'arrived'")
        }
    }
}

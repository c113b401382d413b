/// One choice, as it was made.
public struct TranscriptStep: Sendable, Equatable, Decodable, TranscriptTimedLine {
    /// Position among the step and event lines, from 1.
    public var seq: Int
    /// Milliseconds since the header's `started` when the choice was made.
    public var ms: Int
    /// The walk's step counter after the choice (the status line's; a restart sets it back to 0).
    public var step: Int
    /// The screen the choice was made on.
    public var screen: String
    /// `alert` when a system alert was on screen, else the screen's kind.
    public var kind: String
    /// The resource of the system alert on screen, if any.
    public var alert: ResourceID?
    /// The frame on screen when the choice was made: its rendered lines, no escape codes.
    public var frame: [String]
    /// The colours and attributes of that frame, when recorded (absent in older transcripts).
    public var styles: FrameStyles?
    /// The focused button in that frame (0-based).
    public var focus: Int
    /// The status-line note in that frame, if any.
    public var status: String?
    /// The label of the button pressed.
    public var choice: String
    /// Its position among the screen's choices (0-based; people count from 1).
    public var index: Int
    /// The alert or location-button outcome key, if the choice produced one.
    public var outcome: String?
    /// Where the walk arrived (after any alerts that were not shown).
    public var arrived: String
    public var method: ChoiceMethod
    /// What the walk said about the step, in English, e.g. "not shown: camera already denied".
    public var notes: [String]
    /// The alerts the system did not show on the way, as facts (absent when none; read from
    /// `notes` in transcripts written before it).
    public var skipped: [SkippedAlert]?
    /// Resource → state after the step, determined ones only.
    public var permissions: [String: String]
    /// `false` when Precise Location was off after the step; absent (nil) while it is on, so
    /// transcripts of walks that never turned it off read as before.
    public var precise: Bool?
    /// Resource → how many items a limited grant made in a picker shares (iOS 18 contacts:
    /// `{"contacts": 3}`); absent when there is none, and in transcripts written before it.
    public var limited: [String: Int]?
    /// Health's answer per data type after the step, once its sheet was answered (absent
    /// before, and in older transcripts).
    public var health: HealthAccess?

    /// Precise Location after the step (`precise` absent means on).
    public var preciseOn: Bool { precise ?? true }

    /// `limited (3 contacts)` for a resource whose limited grant the picker made, else the state
    /// as recorded: what a review prints.
    public func stateText(_ resource: String) -> String? {
        guard let state = permissions[resource] else { return nil }
        guard state == PermissionState.limited.rawValue, let count = limited?[resource] else { return state }
        let info = SystemAlertCatalog.standard.resource(ResourceID(resource))
        // English's picker, else any locale's (English is the first file).
        let words = (info?.texts(in: ["en"]).first { $0.picker != nil } ?? info?.alerts.first { $0.picker != nil })?.picker?.count
        return "\(state) (\(words.map { $0(count) } ?? String(count)))"
    }
}

/// A step line, read and written from one list of its fields.
extension TranscriptStep {
    /// The fields of a step line, in the order they are written.
    static let fields: [TranscriptField<TranscriptStep>] = TranscriptField.position + [
        .number("step", \.step, in: TranscriptBounds.count),
        .required("screen", \.screen),
        .required("kind", \.kind),
        .optional("alert", \.alert),
        .required("choice", \.choice),
        .number("index", \.index, in: TranscriptBounds.count),
        .optional("outcome", \.outcome),
        .required("arrived", \.arrived),
        .required("method", \.method),
        .required("notes", \.notes),
        // After `notes`: a transcript written before `skipped` has its skipped alerts only there.
        .optionalCustom("skipped", \.skipped) { container, key, step in
            let skipped = container.contains(key) ? try container.decode([SkippedAlert].self, forKey: key) : SkippedAlert.legacy(step.notes)
            return skipped.isEmpty ? nil : skipped
        },
        .required("permissions", \.permissions),
        .optional("precise", \.precise),
        // An empty map says nothing, as a missing one does (a hand-written `{}` must not read as a change).
        .optionalCustom("limited", \.limited) { container, key, _ in
            let limited = try container.decodeIfPresent([String: Int].self, forKey: key)?
                .mapValues { try TranscriptBounds.count.check($0, field: "limited") }
            return limited?.isEmpty == true ? nil : limited
        },
        .optionalCustom("health", \.health) { container, key, _ in
            try container.decodeIfPresent(HealthAccess.self, forKey: key).flatMap { $0.isEmpty ? nil : $0 }
        },
        .number("focus", \.focus, in: TranscriptBounds.count),
        .optional("status", \.status),
        .frame("frame", \.frame),
        .optional("styles", \.styles),
    ]

    /// Every field of `fields`, each number within its `TranscriptBounds` range, the frame within its size.
    public init(from decoder: any Decoder) throws {
        let blank = TranscriptStep(seq: 1, ms: 0, step: 0, screen: "", kind: "", alert: nil, frame: [], focus: 0, status: nil,
                                   choice: "", index: 0, outcome: nil, arrived: "", method: .key, notes: [], permissions: [:])
        self = try TranscriptField.read(Self.fields, from: decoder, into: blank)
    }
}

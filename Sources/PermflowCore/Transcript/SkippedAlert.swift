/// An alert the system did not show on the way through a step, recorded as a fact: the resource
/// it stores under and the state that kept it away (`WalkNote.notShown`), or the device-wide
/// switch that refused the request (`WalkNote.requestsOff`: Allow Apps to Request to Track off,
/// the app reads denied). A review lists these ("not asked again", "not asked: …") from the
/// values, never from the note's words.
public struct SkippedAlert: Sendable, Equatable, Codable {
    public var resource: ResourceID
    /// The state as transcripts write states (`denied`, `while-using` …).
    public var state: String
    /// An upgrade alert kept away because it was shown before names itself here.
    public var upgrade: ResourceID?
    /// Why no alert showed when it was not the resource's own state: `tracking-requests-off`
    /// (`trackingRequestsOff`). Absent for a state that kept it away, and in older transcripts;
    /// a reader meets other words here only in a file from a newer permflow, and ignores them.
    public var cause: String?

    /// The `cause` of a request refused by Allow Apps to Request to Track being off.
    public static let trackingRequestsOff = "tracking-requests-off"

    public init(resource: ResourceID, state: String, upgrade: ResourceID? = nil, cause: String? = nil) {
        self.resource = resource
        self.state = state
        self.upgrade = upgrade
        self.cause = cause
    }

    /// The alerts not shown among a step's notes, in order.
    public static func facts(in notes: [WalkNote]) -> [SkippedAlert] {
        notes.compactMap { note in
            switch note {
            case let .notShown(resource, state, upgrade):
                SkippedAlert(resource: resource, state: state.rawValue, upgrade: upgrade)
            case let .requestsOff(resource):
                SkippedAlert(resource: resource, state: PermissionState.denied.rawValue, cause: trackingRequestsOff)
            default:
                nil
            }
        }
    }

    /// The alerts not shown, read from the notes of a transcript written before steps carried
    /// `skipped` (permflow 0.x wrote them only as words: "not shown: camera already denied").
    /// Reading an older file's own words back is the reader's job, once, at the file's edge.
    static func legacy(_ notes: [String]) -> [SkippedAlert] {
        notes.compactMap { note in
            guard note.hasPrefix("not shown: ") else { return nil }
            let words = note.dropFirst("not shown: ".count).split(separator: " ", maxSplits: 3)
            guard words.count >= 3, words[1] == "already" else { return nil }
            let state = words[2].split(separator: ";").first.map(String.init) ?? String(words[2])
            return SkippedAlert(resource: ResourceID(String(words[0])), state: state)
        }
    }
}

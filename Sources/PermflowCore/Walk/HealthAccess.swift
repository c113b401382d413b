/// What the person answered on the Health sheet, per data type: each share (write) type is
/// authorized or denied, which the app can read (`HKAuthorizationStatus`); each read type is
/// allowed or not, which the app never learns (HealthKit answers a denied read as if there were
/// no data), so a check sees only that it was asked.
public struct HealthAccess: Sendable, Equatable, Codable {
    /// Type id → authorized or denied.
    public var share: [String: PermissionState] = [:]
    /// Type id → the read switch (on: allowed). Hidden from the app.
    public var read: [String: Bool] = [:]

    public init(share: [String: PermissionState] = [:], read: [String: Bool] = [:]) {
        self.share = share
        self.read = read
    }

    public var isEmpty: Bool { share.isEmpty && read.isEmpty }

    enum CodingKeys: String, CodingKey { case share, read }

    /// From a transcript, which anyone may have written: only the data types permflow knows,
    /// and share states only authorized or denied, are kept.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let share = try container.decodeIfPresent([String: String].self, forKey: .share) ?? [:]
        let read = try container.decodeIfPresent([String: Bool].self, forKey: .read) ?? [:]
        for (type, value) in share where HealthSheet.type(type) != nil {
            if let state = PermissionState(rawValue: value), state == .authorized || state == .denied { self.share[type] = state }
        }
        for (type, on) in read where HealthSheet.type(type) != nil { self.read[type] = on }
    }

    /// Whether the sheet already asked about `type` in `kind`'s list.
    public func asked(_ type: String, _ kind: HealthAccessKind) -> Bool {
        switch kind {
        case .share: share[type] != nil
        case .read: read[type] != nil
        }
    }

    /// Whether `type`'s switch in `kind`'s list is on.
    public func isOn(_ type: String, _ kind: HealthAccessKind) -> Bool {
        switch kind {
        case .share: share[type] == .authorized
        case .read: read[type] == true
        }
    }

    /// Sets every type in both lists at once (Settings' Health row as one switch).
    public mutating func setAll(on: Bool) {
        for key in share.keys { share[key] = on ? .authorized : .denied }
        for key in read.keys { read[key] = on }
    }

    /// `share: workouts=authorized, …; read: heart-rate=on, …`, sorted, for notes and reviews.
    public var summary: String {
        var parts: [String] = []
        if !share.isEmpty { parts.append("share: " + share.keys.sorted().map { "\($0)=\(share[$0]?.rawValue ?? "")" }.joined(separator: ", ")) }
        if !read.isEmpty { parts.append("read: " + read.keys.sorted().map { "\($0)=\(read[$0] == true ? "on" : "off")" }.joined(separator: ", ")) }
        return parts.joined(separator: "; ")
    }
}

/// The permission state a recorded walk ended in, and the `xcrun simctl privacy` commands that
/// put an iOS Simulator into it, so the real app can be driven down the same path
/// (`permflow export TRANSCRIPT --simctl --bundle-id ID`, docs/export.md).
///
/// The state is read from the transcript alone, as its typed facts say: each step records every
/// stored state after it; Settings changes, relaunches and restarts after the last step are
/// applied as the walk applied them.
public struct SimulatorPrivacy: Sendable, Equatable {
    /// What the walk had stored at its end, by the resource iOS stores it under.
    public var states: [ResourceID: PermissionState]
    /// Whether location's Precise switch was on.
    public var precise: Bool
    /// How many items a limited grant shares (contacts, photos).
    public var limited: [ResourceID: Int]

    /// The longest bundle identifier accepted (Apple's limit for CFBundleIdentifier is 155).
    public static let maximumBundleIDLength = 155

    public init(_ transcript: Transcript) {
        var states: [ResourceID: PermissionState] = [:]
        var precise = true
        var limited: [ResourceID: Int] = [:]
        for line in transcript.lines {
            switch line.entry {
            case .step(let step):
                states = [:]
                for (resource, raw) in step.permissions {
                    if let state = PermissionState(rawValue: raw), state != .notDetermined { states[ResourceID(resource)] = state }
                }
                precise = step.preciseOn
                limited = Dictionary(uniqueKeysWithValues: (step.limited ?? [:]).map { (ResourceID($0.key), $0.value) })
            case .event(let event):
                switch event.kind {
                case .settings:
                    guard let resource = event.resource, let raw = event.to, let state = PermissionState(rawValue: raw) else { break }
                    states[resource] = state == .notDetermined ? nil : state
                    if state != .limited { limited[resource] = nil }
                case .relaunch:
                    for resource in event.expired ?? [] {
                        states[resource] = nil
                        limited[resource] = nil
                    }
                case .restart:
                    states = [:]
                    limited = [:]
                    precise = true
                case .precise:
                    if let on = event.on { precise = on }
                case .trackingRequests, .reload, .resize, .check:
                    break
                }
            }
        }
        self.states = states
        self.precise = precise
        self.limited = limited
    }

    /// Whether `text` can be a bundle identifier: letters, digits, hyphens and periods
    /// (Apple's CFBundleIdentifier), not starting with a hyphen, at most 155 characters. Nothing
    /// else reaches the shell commands `script` writes.
    public static func isBundleID(_ text: String) -> Bool {
        guard !text.isEmpty, text.utf8.count <= maximumBundleIDLength, text.first != "-", text.first != "." else { return false }
        return text.utf8.allSatisfy { byte in
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x2D || byte == 0x2E
        }
    }

    /// One line of the script: a command, or a comment saying what simctl cannot set.
    public enum Line: Sendable, Equatable {
        case grant(service: String, note: String?)
        case revoke(service: String)
        case comment(String)
    }

    /// The services `xcrun simctl privacy` sets, as simctl names them.
    public static let services = ["calendar", "contacts-limited", "contacts", "location", "location-always", "photos-add", "photos",
                                  "media-library", "microphone", "motion", "reminders", "siri"]

    /// What simctl does for each stored state, in the catalog's resource order (tracking first,
    /// as App Review reads it first).
    public func lines(catalog: SystemAlertCatalog = .standard) -> [Line] {
        let order = catalog.resources.map(\.id)
        let sorted = states.keys.sorted { a, b in
            let tracking = catalog.trackingResourceID
            if (a == tracking) != (b == tracking) { return a == tracking }
            return (order.firstIndex(of: a) ?? order.count, a.rawValue) < (order.firstIndex(of: b) ?? order.count, b.rawValue)
        }
        var lines: [Line] = []
        for resource in sorted {
            guard let state = states[resource] else { continue }
            lines += Self.lines(for: resource, state, limited: limited[resource], precise: precise)
        }
        return lines
    }

    static func lines(for resource: ResourceID, _ state: PermissionState, limited count: Int?, precise: Bool) -> [Line] {
        let name = resource.rawValue
        let described = "\(name): \(state.rawValue)"
        switch (name, state) {
        case (_, .notDetermined):
            return []
        case ("location", .allowedOnce):
            return [.comment("\(described): a one-time grant ends when the app relaunches, and simctl has no one-time grant: "
                + "the Simulator is left not determined, as the app finds it at its next launch")]
        case ("location", .whileUsing):
            return [.grant(service: "location", note: precise ? nil : "Precise was off; simctl cannot set it (Settings > Privacy & Security > Location Services)")]
        case ("location", .always):
            return [.grant(service: "location-always", note: precise ? nil : "Precise was off; simctl cannot set it (Settings > Privacy & Security > Location Services)")]
        case ("contacts", .limited):
            let shared = count.map { " (the walk shared \($0))" } ?? ""
            return [.grant(service: "contacts-limited", note: "choose the contacts in the app's picker\(shared); simctl grants limited access with none chosen")]
        case ("photos", .limited):
            return [.comment("\(described)\(count.map { " (\($0) selected)" } ?? ""): simctl has no limited photos service; "
                + "choose Limit Access… in the app's alert by hand")]
        case ("photos", .writeOnly):
            return [.grant(service: "photos-add", note: nil)]
        case ("calendar", .writeOnly):
            return [.comment("\(described): simctl has no add-events-only calendar service; answer the app's alert by hand")]
        case (_, .denied) where services.contains(name):
            return [.revoke(service: name)]
        case (_, .authorized) where services.contains(name):
            return [.grant(service: name, note: nil)]
        default:
            if services.contains(name) {
                return [.comment("\(described): simctl cannot set this state; set it in the Simulator's Settings or answer the app's alert by hand")]
            }
            return [.comment("\(described): simctl privacy cannot set \(name); answer the app's alert by hand")]
        }
    }

    /// The shell script: a comment naming the walk, `reset all`, then one line per stored
    /// state. Every word from the transcript is in a comment, made visible and kept on its line;
    /// the bundle identifier must pass `isBundleID`.
    public func script(bundleID: String, transcript: Transcript, catalog: SystemAlertCatalog = .standard) -> String {
        func comment(_ text: String) -> String {
            // Newlines and every other control become visible stand-ins: nothing leaves the comment's line.
            "# " + VisibleText.sanitize(text)
        }
        let steps = transcript.steps.count
        var out: [String] = [
            comment("The permission state the walk of \u{201C}\(transcript.header.flow.name)\u{201D} (\(transcript.header.flow.app), "
                + "iOS \(transcript.header.flow.ios)) ended in, after \(steps) step\(steps == 1 ? "" : "s")."),
            comment("Boot a Simulator and install the app first; then run these lines (permflow export --simctl)."),
            "xcrun simctl privacy booted reset all \(bundleID)",
        ]
        let lines = self.lines(catalog: catalog)
        if lines.isEmpty { out.append(comment("Nothing was determined: every permission is left as on a fresh install.")) }
        for line in lines {
            switch line {
            case .grant(let service, let note):
                if let note { out.append(comment(note)) }
                out.append("xcrun simctl privacy booted grant \(service) \(bundleID)")
            case .revoke(let service):
                out.append("xcrun simctl privacy booted revoke \(service) \(bundleID)")
            case .comment(let text):
                out.append(comment(text))
            }
        }
        return out.joined(separator: "\n") + "\n"
    }
}

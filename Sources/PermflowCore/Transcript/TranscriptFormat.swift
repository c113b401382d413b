#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
/// The transcript format: JSON Lines, one object per line, each with a `type`.
///
/// A transcript opens with a `header`, has one `step` line per choice and one event line per
/// Settings change, relaunch, restart, Precise toggle, reload or resize, and closes with an `end`
/// line. Field names are documented in `docs/transcripts.md`; they are API, so a change that
/// breaks readers must bump `version`.
public enum TranscriptFormat {
    /// The version this permflow writes.
    public static let version = 1
    /// The versions this permflow reads.
    public static let supportedVersions = [1]
}

/// The first line: who walked which flow, when, and how it was drawn.
public struct TranscriptHeader: Sendable, Equatable, Codable {
    /// A terminal size in cells.
    public struct TerminalSize: Sendable, Hashable, Codable, CustomStringConvertible {
        public var width: Int
        public var height: Int

        public init(width: Int, height: Int) {
            self.width = width
            self.height = height
        }

        /// `80×24`.
        public var description: String { "\(width)×\(height)" }

        enum CodingKeys: String, CodingKey { case width, height }

        /// Each side a whole number within `TranscriptBounds.terminalSide`.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            width = try container.decode(TranscriptBounds.terminalSide, forKey: .width)
            height = try container.decode(TranscriptBounds.terminalSide, forKey: .height)
        }
    }

    /// The flow file as it was when the walk started.
    public struct FlowInfo: Sendable, Equatable, Codable {
        /// As given on the command line (relative to the directory `walk` ran in).
        public var path: String
        /// SHA-256 of the file's bytes, 64 lowercase hex digits.
        public var sha256: String
        public var name: String
        public var app: String
        public var locale: String
        public var ios: Int

        public init(path: String, sha256: String, name: String, app: String, locale: String, ios: Int) {
            self.path = path
            self.sha256 = sha256
            self.name = name
            self.app = app
            self.locale = locale
            self.ios = ios
        }

        enum CodingKeys: String, CodingKey { case path, sha256, name, app, locale, ios }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            path = try container.decode(String.self, forKey: .path)
            sha256 = try container.decode(String.self, forKey: .sha256)
            name = try container.decode(String.self, forKey: .name)
            app = try container.decode(String.self, forKey: .app)
            locale = try container.decode(String.self, forKey: .locale)
            ios = try container.decode(TranscriptBounds.ios, forKey: .ios)
        }
    }

    /// A rule switched off on a screen with `ignore:`.
    public struct SuppressionRecord: Sendable, Equatable, Codable {
        public var screen: String
        public var rule: String
        public var reason: String

        public init(screen: String, rule: String, reason: String) {
            self.screen = screen
            self.rule = rule
            self.reason = reason
        }
    }

    /// The transcript format version (`TranscriptFormat.version` when written).
    public var format: Int
    /// The permflow version that wrote it.
    public var permflow: String
    public var flow: FlowInfo
    /// The terminal size when the walk started (a `resize` event records later changes).
    public var terminal: TerminalSize
    public var theme: ThemeName
    /// Whether frames were drawn in colour (`RenderOptions.color`).
    public var color: Bool
    /// Whether the status line showed `● REC` (`RenderOptions.recording`).
    public var recIndicator: Bool
    /// `--by NAME`, else the login name.
    public var designer: String
    /// UTC, ISO 8601 with seconds, e.g. `2025-11-22T03:10:00Z`.
    public var started: String
    /// Milliseconds of `started` since the Unix epoch, so times since start are exact.
    public var startedMs: Int64
    /// The `ignore:` entries of the flow.
    public var suppressions: [SuppressionRecord]
    /// The lint warnings the walk showed (`RenderOptions.warnings`), so the status line can be
    /// drawn again exactly and a review can say what the flow carried at the time.
    public var warnings: [Diagnostic]

    public init(format: Int = TranscriptFormat.version, permflow: String, flow: FlowInfo, terminal: TerminalSize,
                theme: ThemeName, color: Bool, recIndicator: Bool, designer: String, started: Date,
                suppressions: [SuppressionRecord], warnings: [Diagnostic]) {
        self.format = format
        self.permflow = permflow
        self.flow = flow
        self.terminal = terminal
        self.theme = theme
        self.color = color
        self.recIndicator = recIndicator
        self.designer = designer
        let ms = Int64((started.timeIntervalSince1970 * 1000).rounded(.down))
        self.startedMs = ms
        self.started = TranscriptTime.iso8601(Date(timeIntervalSince1970: Double(ms) / 1000))
        self.suppressions = suppressions
        self.warnings = warnings
    }

    /// A header for a walk of `flow`, read from `flowBytes` at `flowPath`, drawn with `render`.
    ///
    /// - Parameters:
    ///   - permflowVersion: the CLI's version string.
    ///   - designer: the person at the keyboard (the CLI's `--by NAME`, else the login name).
    ///   - started: when the walk started (`WalkClock.now()`).
    ///   - render: the options the walk renders with (size, theme, colour, `● REC`, warnings).
    public init(flow: Flow, flowPath: String, flowBytes: some Sequence<UInt8>, permflowVersion: String,
                designer: String, started: Date, render: RenderOptions) {
        var suppressions: [SuppressionRecord] = []
        for screen in flow.screens {
            for suppression in screen.suppressions {
                suppressions.append(SuppressionRecord(screen: screen.id.value, rule: suppression.ruleID.value,
                                                      reason: suppression.reason.value))
            }
        }
        self.init(permflow: permflowVersion,
                  flow: FlowInfo(path: flowPath, sha256: SHA256.hex(of: flowBytes), name: flow.name.value,
                                 app: flow.app.value, locale: flow.locale.value, ios: flow.ios.value),
                  terminal: TerminalSize(width: render.width, height: render.height), theme: render.theme,
                  color: render.color, recIndicator: render.recording, designer: designer, started: started,
                  suppressions: suppressions, warnings: render.warnings)
        // A terminal larger than a frame can be is drawn at `Frame.maximumSide` (the frames
        // recorded are that size), and the header says so: a reader refuses a larger size.
        terminal = TerminalSize(width: TranscriptBounds.terminalSide.clamp(render.width),
                                height: TranscriptBounds.terminalSide.clamp(render.height))
    }

    enum CodingKeys: String, CodingKey {
        case format, permflow, flow, terminal, theme, color, recIndicator, designer, started, startedMs, suppressions, warnings
    }

    /// Every number within its `TranscriptBounds` range (the recorded warnings' positions too).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        format = try container.decode(TranscriptBounds.format, forKey: .format)
        permflow = try container.decode(String.self, forKey: .permflow)
        flow = try container.decode(FlowInfo.self, forKey: .flow)
        terminal = try container.decode(TerminalSize.self, forKey: .terminal)
        theme = try container.decode(ThemeName.self, forKey: .theme)
        color = try container.decode(Bool.self, forKey: .color)
        recIndicator = try container.decode(Bool.self, forKey: .recIndicator)
        designer = try container.decode(String.self, forKey: .designer)
        started = try container.decode(String.self, forKey: .started)
        startedMs = Int64(try container.decode(TranscriptBounds.startedMs, forKey: .startedMs))
        suppressions = try container.decode([SuppressionRecord].self, forKey: .suppressions)
        warnings = try container.decode([RecordedDiagnostic].self, forKey: .warnings).map(\.diagnostic)
    }

    /// A lint warning as the header records it, its line, column and length bounded.
    private struct RecordedDiagnostic: Decodable {
        var diagnostic: Diagnostic

        enum CodingKeys: String, CodingKey { case path, location, length, severity, ruleID, message, hint, suppressedBecause }
        enum LocationKeys: String, CodingKey { case line, column }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let location = try container.nestedContainer(keyedBy: LocationKeys.self, forKey: .location)
            diagnostic = Diagnostic(
                path: try container.decode(String.self, forKey: .path),
                location: SourceLocation(line: try location.decode(TranscriptBounds.sourcePosition, forKey: .line),
                                         column: try location.decode(TranscriptBounds.sourcePosition, forKey: .column)),
                length: try container.decode(TranscriptBounds.sourcePosition, forKey: .length),
                severity: try container.decode(Severity.self, forKey: .severity),
                ruleID: try container.decode(String.self, forKey: .ruleID),
                message: try container.decode(String.self, forKey: .message),
                hint: try container.decodeIfPresent(String.self, forKey: .hint),
                suppressedBecause: try container.decodeIfPresent(String.self, forKey: .suppressedBecause))
        }
    }

    /// The start time.
    public var startDate: Date { Date(timeIntervalSince1970: Double(startedMs) / 1000) }

    /// The render options the walk used at its start (no banner): what `verify` draws with. The
    /// size is held to `TranscriptBounds.terminalSide` even for a header made in code.
    public var renderOptions: RenderOptions {
        RenderOptions(width: TranscriptBounds.terminalSide.clamp(terminal.width),
                      height: TranscriptBounds.terminalSide.clamp(terminal.height), theme: theme, color: color,
                      recording: recIndicator, warnings: warnings)
    }
}

/// How a walk's session ended.
public enum TranscriptEnding: String, Sendable, Codable, CaseIterable {
    /// The person quit at an end screen of the flow.
    case completed
    /// The person quit before reaching an end screen.
    case quit
    /// A signal ended the session (SIGINT without confirmation, SIGTERM, SIGHUP).
    case interrupted
    /// permflow stopped on an error.
    case error

    /// `completed` when `state` is at an end screen, else `quit`: what `Q` means.
    public static func quitting(at state: WalkState) -> TranscriptEnding {
        state.ended ? .completed : .quit
    }
}

/// One choice, as it was made.
public struct TranscriptStep: Sendable, Equatable, Codable {
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
    /// What the system did on the way, e.g. "not shown: camera already denied".
    public var notes: [String]
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

    public init(seq: Int, ms: Int, step: Int, screen: String, kind: String, alert: ResourceID?, frame: [String],
                focus: Int, status: String?, choice: String, index: Int, outcome: String?, arrived: String,
                method: ChoiceMethod, notes: [String], permissions: [String: String], precise: Bool? = nil,
                limited: [String: Int]? = nil, styles: FrameStyles? = nil, health: HealthAccess? = nil) {
        self.limited = limited
        self.styles = styles
        self.health = health
        self.seq = seq
        self.ms = ms
        self.step = step
        self.screen = screen
        self.kind = kind
        self.alert = alert
        self.frame = frame
        self.focus = focus
        self.status = status
        self.choice = choice
        self.index = index
        self.outcome = outcome
        self.arrived = arrived
        self.method = method
        self.notes = notes
        self.permissions = permissions
        self.precise = precise
    }

    enum CodingKeys: String, CodingKey {
        case seq, ms, step, screen, kind, alert, frame, styles, focus, status, choice, index, outcome, arrived, method, notes, permissions, precise, limited
        case health
    }

    /// Precise Location after the step (`precise` absent means on).
    public var preciseOn: Bool { precise ?? true }

    /// Every number within its `TranscriptBounds` range, the frame within its size.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        seq = try container.decode(TranscriptBounds.seq, forKey: .seq)
        ms = try container.decode(TranscriptBounds.ms, forKey: .ms)
        step = try container.decode(TranscriptBounds.count, forKey: .step)
        screen = try container.decode(String.self, forKey: .screen)
        kind = try container.decode(String.self, forKey: .kind)
        alert = try container.decodeIfPresent(String.self, forKey: .alert).map { ResourceID($0) }
        frame = try container.decodeFrame(forKey: .frame)
        styles = try container.decodeIfPresent(FrameStyles.self, forKey: .styles)
        focus = try container.decode(TranscriptBounds.count, forKey: .focus)
        status = try container.decodeIfPresent(String.self, forKey: .status)
        choice = try container.decode(String.self, forKey: .choice)
        index = try container.decode(TranscriptBounds.count, forKey: .index)
        outcome = try container.decodeIfPresent(String.self, forKey: .outcome)
        arrived = try container.decode(String.self, forKey: .arrived)
        method = try container.decode(ChoiceMethod.self, forKey: .method)
        notes = try container.decode([String].self, forKey: .notes)
        permissions = try container.decode([String: String].self, forKey: .permissions)
        precise = try container.decodeIfPresent(Bool.self, forKey: .precise)
        // An empty map says nothing, as a missing one does (a hand-written `{}` must not read as a change).
        limited = try container.decodeIfPresent([String: Int].self, forKey: .limited)?
            .mapValues { try TranscriptBounds.count.check($0, field: "limited") }
        if limited?.isEmpty == true { limited = nil }
        health = try container.decodeIfPresent(HealthAccess.self, forKey: .health).flatMap { $0.isEmpty ? nil : $0 }
    }

    /// `limited (3 contacts)` for a resource whose limited grant the picker made, else the state
    /// as recorded: what a review prints.
    public func stateText(_ resource: String) -> String? {
        guard let state = permissions[resource] else { return nil }
        guard state == PermissionState.limited.rawValue, let count = limited?[resource] else { return state }
        let words = SystemAlertCatalog.standard.resource(ResourceID(resource))?.alerts.first { $0.picker != nil }?.picker?.count
        return "\(state) (\(words.map { $0(count) } ?? String(count)))"
    }
}

/// Something that happened besides a choice: Settings, relaunch, restart, Precise, reload,
/// resize, and the system passing through a check.
public struct TranscriptEvent: Sendable, Equatable {
    public enum Kind: String, Sendable, Codable, CaseIterable {
        /// Settings > Privacy changed a resource's state (`resource`, `from`, `to`).
        case settings
        /// The app was relaunched (`expired`, `arrived`, `notes`).
        case relaunch
        /// The walk restarted with a fresh system (`arrived`, `notes`).
        case restart
        /// The location alert's Precise switch was flipped (`on`).
        case precise
        /// The flow file changed on disk and was reloaded (`note`, `kept`, `arrived`, `sha256`).
        case reload
        /// The terminal was resized (`width`, `height`); later frames have the new size.
        case resize
        /// The walk passed through a check (`screen`, `resource`, `state` read, `edge` taken,
        /// `arrived` at its target); nothing was drawn, so no frame.
        case check

        /// The kind as a heading: `Settings`, `Relaunch`, …
        public var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
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
    /// The check's screen id (check).
    public var screen: String?
    /// The state the check read (check).
    public var state: String?
    /// The route the check took: a key of its `on:` (check).
    public var edge: String?

    public init(kind: Kind, seq: Int, ms: Int, frame: [String]? = nil) {
        self.kind = kind
        self.seq = seq
        self.ms = ms
        self.frame = frame
    }

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

/// A JSON object written field by field in a chosen order (JSONEncoder's order is not stable),
/// each value encoded by JSONEncoder with sorted keys, so lines are deterministic and readable.
struct OrderedJSONObject {
    private var fields: [String] = []
    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    mutating func add<Value: Encodable>(_ key: String, _ value: Value?) {
        guard let value else { return }
        fields.append("\"\(key)\":\(Self.encoded(value))")
    }

    /// `value` as JSON. Encoding plain values, arrays and dictionaries of strings cannot fail;
    /// should it ever, the value is written as null rather than breaking the line.
    static func encoded<Value: Encodable>(_ value: Value) -> String {
        (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "null"
    }

    var text: String { "{" + fields.joined(separator: ",") + "}" }
}

/// Time formatting shared by the transcript and its readers.
public enum TranscriptTime {
    /// `2025-11-22T03:10:00Z`.
    public static func iso8601(_ date: Date) -> String {
        stamp(date, dateSeparator: "-", timeSeparator: ":", between: "T", zone: "Z")
    }

    /// `2025-11-22 03:10:00 UTC`, for documents.
    public static func readable(_ date: Date) -> String {
        stamp(date, dateSeparator: "-", timeSeparator: ":", between: " ", zone: " UTC")
    }

    /// `20251122T031000Z`, for file names.
    public static func compact(_ date: Date) -> String {
        stamp(date, dateSeparator: "", timeSeparator: "", between: "T", zone: "Z")
    }

    /// `2025-11-22T04:10:00.250+01:00` for an offset of 3600 s east of UTC (`Z` for none), with
    /// milliseconds: the walk log's time stamps, in the local time the CLI looks up.
    public static func iso8601WithMilliseconds(_ date: Date, utcOffset seconds: Int) -> String {
        let offset = max(-86_399, min(86_399, seconds))
        var zone = "Z"
        if offset != 0 {
            zone = (offset < 0 ? "-" : "+") + twoDigits(offset.magnitude / 3600) + ":" + twoDigits(offset.magnitude / 60 % 60)
        }
        return stamp(date.addingTimeInterval(Double(offset)), dateSeparator: "-", timeSeparator: ":", between: "T",
                     zone: zone, milliseconds: true)
    }

    /// The date's UTC calendar date and time (proleptic Gregorian), rounded to the millisecond
    /// first as Foundation's ISO 8601 formatter did, then cut to the second unless `milliseconds`.
    private static func stamp(_ date: Date, dateSeparator: String, timeSeparator: String, between: String, zone: String,
                              milliseconds: Bool = false) -> String {
        // ±2^52 ms is ±142,000 years: every date a clock or a transcript (1970 to 9999) gives.
        let limit = 4_503_599_627_370_496.0
        let exact = (date.timeIntervalSince1970 * 1000).rounded()
        let ms = Int64(exact.isNaN ? 0 : max(-limit, min(limit, exact)))
        let millisecond = (ms % 1000 + 1000) % 1000
        let seconds = (ms - millisecond) / 1000
        let second = (seconds % 86_400 + 86_400) % 86_400
        let days = (seconds - second) / 86_400
        // Days since 1970-01-01 to a civil date (H. Hinnant's algorithm, exact for every Int64 here).
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
        let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        let yearText = year < 0 ? "-" + String(year.magnitude).leftPadded(to: 4) : String(year).leftPadded(to: 4)
        var text = yearText + dateSeparator + twoDigits(month) + dateSeparator + twoDigits(day) + between
            + twoDigits(second / 3600) + timeSeparator + twoDigits(second / 60 % 60) + timeSeparator + twoDigits(second % 60)
        if milliseconds { text += "." + String(millisecond).leftPadded(to: 3) }
        return text + zone
    }

    private static func twoDigits(_ value: some BinaryInteger) -> String {
        String(value).leftPadded(to: 2)
    }

    /// `0.8 s`, `12.3 s`, `2 min 05 s`. Negative times read as 0; rounding divides before it
    /// adds, so no `ms` (`Int.max` included) can overflow.
    public static func duration(ms: Int) -> String {
        let ms = max(0, ms)
        if ms < 60_000 {
            let tenths = ms / 100 + (ms % 100 >= 50 ? 1 : 0)
            return "\(tenths / 10).\(tenths % 10) s"
        }
        let seconds = ms / 1000 + (ms % 1000 >= 500 ? 1 : 0)
        let rest = seconds % 60
        return "\(seconds / 60) min \(rest < 10 ? "0" : "")\(rest) s"
    }
}

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The first line: who walked which flow, when, and how it was drawn.
public struct TranscriptHeader: Sendable, Equatable, Decodable {
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

        /// Each side a whole number within `TranscriptBounds.terminalSide`.
        public init(from decoder: any Decoder) throws {
            let sides: [TranscriptField<Self>] = [.number("width", \.width, in: TranscriptBounds.terminalSide),
                                                  .number("height", \.height, in: TranscriptBounds.terminalSide)]
            self = try TranscriptField.read(sides, from: decoder, into: TerminalSize(width: 1, height: 1))
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
    }

    /// A rule switched off on a screen with `ignore:`.
    public struct SuppressionRecord: Sendable, Equatable, Codable {
        public var screen: String
        public var rule: String
        public var reason: String
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

    /// The fields of the header line, in the order they are written.
    static let fields: [TranscriptField<TranscriptHeader>] = [
        .number("format", \.format, in: TranscriptBounds.format),
        .required("permflow", \.permflow),
        .required("flow", \.flow),
        .required("terminal", \.terminal),
        .required("theme", \.theme),
        .required("color", \.color),
        .required("recIndicator", \.recIndicator),
        .required("designer", \.designer),
        .required("started", \.started),
        .custom("startedMs", \.startedMs) { container, key, _ in Int64(try container.decode(TranscriptBounds.startedMs, forKey: key)) },
        .required("suppressions", \.suppressions),
        .custom("warnings", \.warnings) { container, key, _ in try container.decode([RecordedDiagnostic].self, forKey: key).map(\.diagnostic) },
    ]

    /// Every field of `fields`, each number within its `TranscriptBounds` range (the recorded
    /// warnings' positions too).
    public init(from decoder: any Decoder) throws {
        let blank = TranscriptHeader(permflow: "", flow: FlowInfo(path: "", sha256: "", name: "", app: "", locale: "", ios: 0),
                                     terminal: TerminalSize(width: 1, height: 1), theme: .light, color: false, recIndicator: false,
                                     designer: "", started: Date(timeIntervalSince1970: 0), suppressions: [], warnings: [])
        self = try TranscriptField.read(Self.fields, from: decoder, into: blank)
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

extension TranscriptHeader.FlowInfo {
    /// The iOS version within `TranscriptBounds.ios`.
    public init(from decoder: any Decoder) throws {
        let fields: [TranscriptField<Self>] = [.required("path", \.path), .required("sha256", \.sha256), .required("name", \.name),
                                               .required("app", \.app), .required("locale", \.locale),
                                               .number("ios", \.ios, in: TranscriptBounds.ios)]
        self = try TranscriptField.read(fields, from: decoder, into: Self(path: "", sha256: "", name: "", app: "", locale: "", ios: 0))
    }
}

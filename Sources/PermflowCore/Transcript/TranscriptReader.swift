import Foundation

/// A transcript read back: the header, the steps and events in order, and how it ended.
public struct Transcript: Sendable {
    /// A step or an event.
    public enum Entry: Sendable, Equatable {
        case step(TranscriptStep)
        case event(TranscriptEvent)

        public var ms: Int {
            switch self {
            case .step(let step): step.ms
            case .event(let event): event.ms
            }
        }

        /// The frame on screen when it happened, if recorded.
        public var frame: [String]? {
            switch self {
            case .step(let step): step.frame
            case .event(let event): event.frame
            }
        }
    }

    /// An entry and the line of the file it was on (1-based; the header is line 1).
    public struct Line: Sendable, Equatable {
        public var number: Int
        public var entry: Entry
    }

    /// The file it was read from.
    public var path: String
    public var header: TranscriptHeader
    /// Steps and events, in file order.
    public var lines: [Line]
    /// The closing line; nil when the walk was killed before writing it.
    public var end: TranscriptEnd?
    /// Line number of the closing line.
    public var endLine: Int?
    /// Problems the reader worked around (a last line cut short, a missing closing line).
    public var warnings: [String]

    public var steps: [TranscriptStep] {
        lines.compactMap { if case .step(let step) = $0.entry { step } else { nil } }
    }

    public var events: [TranscriptEvent] {
        lines.compactMap { if case .event(let event) = $0.entry { event } else { nil } }
    }

    /// How long the walk lasted, to the closing line (or the last line written).
    public var durationMs: Int { end?.ms ?? lines.last?.entry.ms ?? 0 }

    /// "completed after 5 steps", "quit after 2 steps", "cut short after 3 steps (no closing line)".
    public var endingDescription: String {
        let count = steps.count
        let stepsText = "\(count) step\(count == 1 ? "" : "s")"
        guard let end else { return "cut short after \(stepsText) (no closing line)" }
        switch end.ending {
        case .completed: return "completed after \(stepsText)"
        case .quit: return "quit after \(stepsText)"
        case .interrupted: return "interrupted after \(stepsText)"
        case .error: return "stopped on an error after \(stepsText)\(end.message.map { ": \($0)" } ?? "")"
        }
    }
}

/// Why a transcript cannot be read.
public struct TranscriptReadError: Error, Sendable, Equatable, CustomStringConvertible {
    public var path: String
    /// The line at fault, if any.
    public var line: Int?
    public var message: String

    public init(path: String, line: Int? = nil, message: String) {
        self.path = path
        self.line = line
        self.message = message
    }

    /// `t.jsonl:5: not a transcript line: …` or `t.jsonl: …`, made visible
    /// (`VisibleText.sanitize`): a file name can hold control characters too.
    public var description: String {
        VisibleText.sanitize("\(path)\(line.map { ":\($0)" } ?? ""): \(message)")
    }
}

/// Reads transcripts written by `TranscriptRecorder`.
///
/// A last line without its newline that does not parse is what a killed walk leaves behind: it
/// is dropped with a warning. Any other line that does not parse is an error naming the file
/// and line. A format version this permflow does not know is refused, naming both versions.
///
/// Values quoted from the file in messages and warnings (a line's `type`, the `permflow`
/// version, the path) are made visible (`VisibleText.sanitize`): a transcript is hand-editable,
/// so they may hold escape sequences.
public enum TranscriptReader {
    public static func read(contentsOf path: String) throws(TranscriptReadError) -> Transcript {
        guard let data = FileManager.default.contents(atPath: path) else {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
                throw TranscriptReadError(path: path, message: isDirectory.boolValue ? "is a folder, not a transcript" : "cannot be read")
            }
            throw TranscriptReadError(path: path, message: "no such file")
        }
        return try parse(data: data, path: path)
    }

    public static func parse(data: Data, path: String) throws(TranscriptReadError) -> Transcript {
        let bytes = [UInt8](data)
        // Split on newlines, keeping whether the last line was finished.
        var rawLines: [ArraySlice<UInt8>] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == 0x0A {
            rawLines.append(bytes[start..<index])
            start = index + 1
        }
        let unfinished = start < bytes.count ? bytes[start..<bytes.count] : nil
        if let unfinished { rawLines.append(unfinished) }

        var warnings: [String] = []
        let shownPath = VisibleText.sanitize(path)
        var header: TranscriptHeader?
        var lines: [Transcript.Line] = []
        var end: TranscriptEnd?
        var endLine: Int?
        let decoder = JSONDecoder()

        for (offset, raw) in rawLines.enumerated() {
            let number = offset + 1
            let isLastUnfinished = unfinished != nil && offset == rawLines.count - 1
            if raw.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) {
                if number == 1 && !isLastUnfinished { throw TranscriptReadError(path: path, line: 1, message: "empty line where the header should be") }
                continue
            }
            let data = Data(raw)
            do {
                let probe = try decoder.decode(TypeProbe.self, from: data)
                let type = VisibleText.sanitize(probe.type)
                if header == nil {
                    guard probe.type == "header" else {
                        throw TranscriptReadError(path: path, line: number, message: "the first line is a '\(type)' line, not a header; is this a permflow transcript?")
                    }
                    if let format = probe.format, !TranscriptFormat.supportedVersions.contains(format) {
                        throw TranscriptReadError(path: path, line: number, message: "transcript format version \(format) is not supported; this permflow reads version\(TranscriptFormat.supportedVersions.count == 1 ? "" : "s") \(TranscriptFormat.supportedVersions.map(String.init).joined(separator: ", ")) (written by permflow \(probe.permflow.map { VisibleText.sanitize($0) } ?? "?"))")
                    }
                    header = try decoder.decode(TranscriptHeader.self, from: data)
                    continue
                }
                if end != nil {
                    throw TranscriptReadError(path: path, line: number, message: "a '\(type)' line after the closing line")
                }
                switch probe.type {
                case "header":
                    throw TranscriptReadError(path: path, line: number, message: "a second header; transcripts hold one walk each")
                case "step":
                    lines.append(.init(number: number, entry: .step(try decoder.decode(TranscriptStep.self, from: data))))
                case "end":
                    end = try decoder.decode(TranscriptEnd.self, from: data)
                    endLine = number
                default:
                    guard let kind = TranscriptEvent.Kind(rawValue: probe.type) else {
                        let known = ["header", "step", "end"] + TranscriptEvent.Kind.allCases.map(\.rawValue)
                        throw TranscriptReadError(path: path, line: number, message: "unknown line type '\(type)'\(Suggestion.didYouMean(probe.type, in: known)) (known types: \(known.joined(separator: ", ")))")
                    }
                    let event = try decoder.decode(EventPayload.self, from: data)
                    lines.append(.init(number: number, entry: .event(event.event(kind: kind))))
                }
            } catch let error as TranscriptReadError {
                throw error
            } catch {
                if isLastUnfinished {
                    warnings.append("\(shownPath):\(number): the last line is cut short (the walk was probably killed while writing it); it is ignored")
                    continue
                }
                throw TranscriptReadError(path: path, line: number, message: "not a transcript line: \(VisibleText.sanitize(describe(error)))")
            }
        }
        guard let header else {
            throw TranscriptReadError(path: path, message: bytes.isEmpty ? "empty file; a transcript starts with a header line" : "no header line; is this a permflow transcript?")
        }
        if end == nil {
            warnings.append("\(shownPath): no closing line; the walk ended without saying how (killed?)")
        }
        return Transcript(path: path, header: header, lines: lines, end: end, endLine: endLine, warnings: warnings)
    }

    /// The fields every line's kind and the header's version are read from first.
    private struct TypeProbe: Decodable {
        var type: String
        var format: Int?
        var permflow: String?
    }

    /// An event line: the same fields as `TranscriptEvent` without `kind`, which is `type`.
    private struct EventPayload: Decodable {
        var seq: Int
        var ms: Int
        var frame: [String]?
        var resource: String?
        var from: String?
        var to: String?
        var expired: [String]?
        var arrived: String?
        var notes: [String]?
        var on: Bool?
        var note: String?
        var kept: Bool?
        var sha256: String?
        var width: Int?
        var height: Int?

        func event(kind: TranscriptEvent.Kind) -> TranscriptEvent {
            var event = TranscriptEvent(kind: kind, seq: seq, ms: ms, frame: frame)
            event.resource = resource
            event.from = from
            event.to = to
            event.expired = expired
            event.arrived = arrived
            event.notes = notes
            event.on = on
            event.note = note
            event.kept = kept
            event.sha256 = sha256
            event.width = width
            event.height = height
            return event
        }
    }

    /// Decoding errors in a line's words: the field at fault and what was wrong.
    private static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
            return keys.isEmpty ? "" : "'\(keys.joined(separator: "."))' "
        }
        switch error {
        case .keyNotFound(let key, let context):
            let parent = path(context)
            return "missing field '\(key.stringValue)'\(parent.isEmpty ? "" : " in \(parent.dropLast())")"
        case .typeMismatch(let type, let context):
            return "field \(path(context))is not \(Self.typeName(type))"
        case .valueNotFound(let type, let context):
            return "field \(path(context))is null; expected \(Self.typeName(type))"
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty { return "not valid JSON" }
            return "field \(path(context))has a bad value: \(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }

    private static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type, is Int64.Type: "a number"
        case is Bool.Type: "true or false"
        case is [String].Type, is [Any].Type: "a list"
        default: "\(type)"
        }
    }
}

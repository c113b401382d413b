#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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

    /// The file is over `TranscriptBounds.fileBytes`; `size` says by how much ("300 bytes",
    /// "more than that" for a stream cut off at the bound).
    public static func tooLarge(path: String, size: String) -> TranscriptReadError {
        TranscriptReadError(path: path, message: "a transcript may be at most \(TranscriptBounds.grouped(TranscriptBounds.fileBytes)) bytes "
                            + "(256 MiB); this file is \(size)")
    }
}

/// Reads transcripts written by `TranscriptRecorder`.
///
/// A last line without its newline that does not parse is what a killed walk leaves behind: it
/// is dropped with a warning. Any other line that does not parse is an error naming the file
/// and line. A format version this permflow does not know is refused, naming both versions.
///
/// A transcript is untrusted input (it comes attached to a pull request): the file, each line
/// and each frame have a size limit, and every number must be a whole number within its
/// `TranscriptBounds` range, or the line is refused with what was expected and what was found
/// (`t.jsonl:3: "ms" must be a whole number from 0 to 2,592,000,000 (30 days); found -5`).
///
/// Values quoted from the file in messages and warnings (a line's `type`, the `permflow`
/// version, the path) are made visible (`VisibleText.sanitize`): a transcript is hand-editable,
/// so they may hold escape sequences.
public enum TranscriptReader {
    /// Reads a transcript from its bytes (the CLI's `TranscriptFile.read` reads the file);
    /// `path` names it in errors and warnings.
    public static func parse(data: Data, path: String) throws(TranscriptReadError) -> Transcript {
        if data.count > TranscriptBounds.fileBytes {
            throw TranscriptReadError.tooLarge(path: path, size: "\(TranscriptBounds.grouped(data.count)) bytes")
        }
        // Split on newlines (memchr: this runs over every byte of the file), keeping whether the
        // last line was finished. Offsets are from the start of `data`.
        var rawLines: [Range<Int>] = []
        var unfinished = false
        data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            guard let base = buffer.baseAddress else { return }
            var start = 0
            while start < buffer.count {
                guard let found = memchr(base + start, 0x0A, buffer.count - start) else {
                    rawLines.append(start..<buffer.count)
                    unfinished = true
                    return
                }
                let index = base.distance(to: UnsafeRawPointer(found))
                rawLines.append(start..<index)
                start = index + 1
                if rawLines.count > TranscriptBounds.fileLines { return }
            }
        }
        if rawLines.count > TranscriptBounds.fileLines {
            throw TranscriptReadError(path: path, message: "a transcript may have at most \(TranscriptBounds.grouped(TranscriptBounds.fileLines)) lines "
                                      + "(a header, \(TranscriptBounds.grouped(TranscriptBounds.entries)) steps and events, and a closing line); this file has more")
        }

        var warnings: [String] = []
        let shownPath = VisibleText.sanitize(path)
        var header: TranscriptHeader?
        var lines: [Transcript.Line] = []
        var end: TranscriptEnd?
        var endLine: Int?
        let decoder = JSONDecoder()

        for (offset, range) in rawLines.enumerated() {
            let number = offset + 1
            let isLastUnfinished = unfinished && offset == rawLines.count - 1
            let raw = data[(data.startIndex + range.lowerBound)..<(data.startIndex + range.upperBound)]
            if range.count > TranscriptBounds.lineBytes {
                throw TranscriptReadError(path: path, line: number, message: "a transcript line may be at most "
                                          + "\(TranscriptBounds.grouped(TranscriptBounds.lineBytes)) bytes (16 MiB); this one is \(TranscriptBounds.grouped(range.count))")
            }
            if raw.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) {
                if number == 1 && !isLastUnfinished { throw TranscriptReadError(path: path, line: 1, message: "empty line where the header should be") }
                continue
            }
            do {
                let content = header == nil ? try decoder.decode(DecodedLine<FirstLine>.self, from: raw).content
                    : end != nil ? try decoder.decode(DecodedLine<AfterEnd>.self, from: raw).content
                    : try decoder.decode(DecodedLine<MiddleLine>.self, from: raw).content
                switch content {
                case .header(let decoded):
                    header = decoded
                case .step(let step):
                    lines.append(.init(number: number, entry: .step(step)))
                case .event(let event):
                    lines.append(.init(number: number, entry: .event(event)))
                case .end(let decoded):
                    end = decoded
                    endLine = number
                }
                if lines.count > TranscriptBounds.entries {
                    throw TranscriptFieldError(message: "a transcript may have at most \(TranscriptBounds.grouped(TranscriptBounds.entries)) steps and events")
                }
            } catch let error as TranscriptFieldError {
                throw TranscriptReadError(path: path, line: number, message: error.message)
            } catch {
                if isLastUnfinished {
                    warnings.append("\(shownPath):\(number): the last line is cut short (the walk was probably killed while writing it); it is ignored")
                    continue
                }
                throw TranscriptReadError(path: path, line: number, message: "not a transcript line: \(VisibleText.sanitize(describe(error)))")
            }
        }
        guard let header else {
            throw TranscriptReadError(path: path, message: data.isEmpty ? "empty file; a transcript starts with a header line" : "no header line; is this a permflow transcript?")
        }
        if end == nil {
            warnings.append("\(shownPath): no closing line; the walk ended without saying how (killed?)")
        }
        return Transcript(path: path, header: header, lines: lines, end: end, endLine: endLine, warnings: warnings)
    }

    /// A decoded line.
    private enum Content {
        case header(TranscriptHeader)
        case step(TranscriptStep)
        case event(TranscriptEvent)
        case end(TranscriptEnd)
    }

    /// Where a line is in the file: the first line must be the header, nothing follows the
    /// closing line.
    private enum Position {
        case first, middle, afterEnd
    }

    private protocol LinePosition { static var position: Position { get } }
    private enum FirstLine: LinePosition { static var position: Position { .first } }
    private enum MiddleLine: LinePosition { static var position: Position { .middle } }
    private enum AfterEnd: LinePosition { static var position: Position { .afterEnd } }

    /// One line at `Where`, decoded in one pass: its `type` first, checked against where the
    /// line is, then the fields of that type. Problems the reader words itself are
    /// `TranscriptFieldError`s.
    private struct DecodedLine<Where: LinePosition>: Decodable {
        enum Keys: String, CodingKey { case type, format, permflow }

        var content: Content

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Keys.self)
            let type = try container.decode(String.self, forKey: .type)
            let shown = VisibleText.sanitize(type)
            switch Where.position {
            case .first:
                guard type == "header" else {
                    throw TranscriptFieldError(message: "the first line is a '\(shown)' line, not a header; is this a permflow transcript?")
                }
                if let format = try container.decodeIfPresent(TranscriptBounds.format, forKey: .format),
                   !TranscriptFormat.supportedVersions.contains(format) {
                    let permflow = (try? container.decodeIfPresent(String.self, forKey: .permflow)).flatMap { $0 }
                    let versions = TranscriptFormat.supportedVersions
                    throw TranscriptFieldError(message: "transcript format version \(format) is not supported; this permflow reads version\(versions.count == 1 ? "" : "s") "
                                               + "\(versions.map(String.init).joined(separator: ", ")) (written by permflow \(permflow.map { VisibleText.sanitize($0) } ?? "?"))")
                }
                content = .header(try TranscriptHeader(from: decoder))
                return
            case .afterEnd:
                throw TranscriptFieldError(message: "a '\(shown)' line after the closing line")
            case .middle:
                break
            }
            switch type {
            case "header":
                throw TranscriptFieldError(message: "a second header; transcripts hold one walk each")
            case "step":
                content = .step(try TranscriptStep(from: decoder))
            case "end":
                content = .end(try TranscriptEnd(from: decoder))
            default:
                guard let kind = TranscriptEvent.Kind(rawValue: type) else {
                    let known = ["header", "step", "end"] + TranscriptEvent.Kind.allCases.map(\.rawValue)
                    throw TranscriptFieldError(message: "unknown line type '\(shown)'\(Suggestion.didYouMean(type, in: known)) (known types: \(known.joined(separator: ", ")))")
                }
                content = .event(try TranscriptEvent(kind: kind, from: decoder))
            }
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

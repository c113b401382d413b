#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
/// A transcript line could not be stored: where, and the system's reason.
public struct TranscriptWriteError: Error, Sendable, Equatable, CustomStringConvertible {
    public var path: String
    /// The system's words, e.g. "No space left on device".
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// `cannot write transcript 'transcripts/x.jsonl': No space left on device`.
    public var description: String { "cannot write transcript '\(path)': \(reason)" }
}

/// Where `TranscriptRecorder` puts its lines. The core only encodes lines; storing them is the
/// caller's: the CLI's `TranscriptFile` writes each one to disk (`fsync`) before `write`
/// returns, so a walk killed between two keys loses nothing it had recorded; tests keep the
/// lines in memory.
public protocol TranscriptSink: AnyObject {
    /// Where the lines go, for messages ("3 steps are in PATH").
    var path: String { get }
    /// Stores `line` and a newline; returns once they are kept (on disk, for a file). After a
    /// throw the sink holds only whole lines.
    func write(line: String) throws(TranscriptWriteError)
    /// Ends the transcript; later writes fail.
    func close()
}

extension TranscriptSink {
    /// Stores one transcript line (see `TranscriptLine.json()`).
    public func write(_ line: TranscriptLine) throws(TranscriptWriteError) {
        try write(line: line.json())
    }
}

/// The name `walk` gives a transcript when none is given.
public enum TranscriptPath {
    /// `transcripts/camera-20251122T031000Z.jsonl` for `flows/camera.yaml` started at `date`.
    public static func defaultPath(flowPath: String, folder: String = "transcripts", date: Date) -> String {
        var stem = FilePathText.lastComponent(of: flowPath)
        for suffix in [".yaml", ".yml"] where stem.lowercased().hasSuffix(suffix) {
            stem = String(stem.dropLast(suffix.count))
        }
        if stem.isEmpty || stem == "-" { stem = "flow" }
        let name = "\(stem)-\(TranscriptTime.compact(date)).jsonl"
        return FilePathText.joining(folder, name)
    }
}

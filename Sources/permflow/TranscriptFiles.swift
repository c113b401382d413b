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
import PermflowCore

/// The flow file a transcript was recorded from, found on disk (finding transcripts is
/// `InputFiles`).
enum TranscriptFiles {
    /// Where the flow of a transcript is, or why it is not looked for.
    enum FlowLocation: Sendable, Equatable {
        /// The path to read (it may not exist: then the flow is missing).
        case path(String)
        /// The transcript names a flow outside its own folder (an absolute path, or `..` that
        /// climbs out): not opened unless the user passes the flow explicitly.
        case outside(recorded: String)
    }

    /// Where the flow of `transcript` is now: `explicit` when the user gives it (any path);
    /// else the recorded path, which must be relative and never climb out with `..`, taken
    /// relative to the transcript's folder, and for a transcript in a `transcripts` folder
    /// (where `walk` records) first relative to the folder that holds it (`transcripts/x.jsonl`
    /// beside `flows/`). Never relative to the current folder: a file there with the same name
    /// may be another flow. A transcript comes from anyone: it never makes permflow open
    /// `/etc/…` or `../../…`. Returns the first candidate that exists, else the first.
    static func flowLocation(for transcript: Transcript, explicit: String? = nil) -> FlowLocation {
        if let explicit { return .path(explicit) }
        let recorded = transcript.header.flow.path
        guard FilePathText.staysInside(recorded) else { return .outside(recorded: recorded) }
        let folder = FilePathText.folder(of: transcript.path)
        let beside = FilePathText.joining(folder, recorded)
        var candidates: [String] = []
        if FilePathText.lastComponent(of: folder) == "transcripts" {
            candidates.append(FilePathText.joining(FilePathText.folder(of: folder), recorded))
        } else if let real = absolute(folder.isEmpty ? "." : folder), FilePathText.lastComponent(of: real) == "transcripts" {
            // `./x.jsonl` or `x.jsonl` inside `transcripts/`.
            candidates.append(FilePathText.joining(FilePathText.folder(of: real), recorded))
        }
        candidates.append(beside)
        return .path(candidates.first { FileManager.default.fileExists(atPath: $0) } ?? candidates[0])
    }

    /// The flow's path as a transcript at `transcriptPath` records it: relative to where
    /// `flowLocation` looks (the folder holding a `transcripts` folder, else the transcript's
    /// own folder) when the flow is inside it, so the transcript still finds its flow when the
    /// project moves or is checked out elsewhere; else as given (then `review` and `verify`
    /// need `--flow`, since they never open a path outside the transcript's folder).
    static func recordedFlowPath(_ flowPath: String, transcriptPath: String) -> String {
        guard let flow = absolute(flowPath) else { return flowPath }
        let folder = absolute(FilePathText.folder(of: transcriptPath).isEmpty ? "." : FilePathText.folder(of: transcriptPath))
        guard let folder else { return flowPath }
        var bases = [folder]
        if FilePathText.lastComponent(of: folder) == "transcripts" { bases.insert(FilePathText.folder(of: folder), at: 0) }
        for base in bases {
            let prefix = base.hasSuffix("/") ? base : base + "/"
            if flow.hasPrefix(prefix) { return String(flow.dropFirst(prefix.count)) }
        }
        return flowPath
    }

    /// The real absolute path of an existing file or folder (`realpath`), or nil.
    private static func absolute(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The sentence for a flow the transcript names outside its folder.
    static func outsideMessage(_ recorded: String) -> String {
        "the transcript names its flow as '\(recorded)', outside the transcript's folder; it is not opened. Pass the flow with --flow PATH to check against it"
    }

    /// Whether `transcript` is a walk of the flow at `flowPath` named `flowName`: the same file
    /// name, or the same flow `name:`.
    static func belongs(_ transcript: Transcript, toFlowAt flowPath: String, named flowName: String) -> Bool {
        let recorded = FilePathText.lastComponent(of: transcript.header.flow.path)
        return recorded == FilePathText.lastComponent(of: flowPath) || transcript.header.flow.name == flowName
    }
}

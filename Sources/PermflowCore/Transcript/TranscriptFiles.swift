import Foundation

/// Finding transcripts on disk, and the flow file a transcript was recorded from.
public enum TranscriptFiles {
    /// Files as given, folders searched recursively for `*.jsonl`, in a stable order; paths that
    /// do not exist are returned apart.
    public static func expand(_ paths: [String]) -> (files: [String], fromFolders: Set<String>, missing: [String]) {
        var files: [String] = []
        var fromFolders: Set<String> = []
        var missing: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                missing.append(path)
                continue
            }
            guard isDirectory.boolValue else {
                files.append(path)
                continue
            }
            var found: [String] = []
            if let enumerator = manager.enumerator(atPath: path) {
                while let relative = enumerator.nextObject() as? String {
                    guard relative.lowercased().hasSuffix(".jsonl") else { continue }
                    found.append(FilePathText.joining(path, relative))
                }
            }
            found.sort()
            files += found
            fromFolders.formUnion(found)
        }
        return (files, fromFolders, missing)
    }

    /// Where the flow of a transcript is, or why it is not looked for.
    public enum FlowLocation: Sendable, Equatable {
        /// The path to read (it may not exist: then the flow is missing).
        case path(String)
        /// The transcript names a flow outside its own folder (an absolute path, or `..` that
        /// climbs out): not opened unless the user passes the flow explicitly.
        case outside(recorded: String)
    }

    /// Where the flow of `transcript` is now: `explicit` when the user gives it (any path);
    /// else the recorded path, which must be relative and never climb out with `..`, taken
    /// relative to the transcript's folder; for a transcript in a `transcripts` folder (where
    /// `walk` records) first relative to the folder that holds it (`transcripts/x.jsonl` beside
    /// `flows/`); last relative to the current folder (a reviewer in the project with a
    /// transcript from elsewhere). A transcript comes from anyone: it never makes permflow open
    /// `/etc/…` or `../../…`. Returns the first candidate that exists, else the one relative
    /// to the transcript's folder.
    public static func flowLocation(for transcript: Transcript, explicit: String? = nil) -> FlowLocation {
        if let explicit { return .path(explicit) }
        let recorded = transcript.header.flow.path
        guard FilePathText.staysInside(recorded) else { return .outside(recorded: recorded) }
        let folder = FilePathText.folder(of: transcript.path)
        let beside = FilePathText.joining(folder, recorded)
        var candidates: [String] = []
        if folder.isEmpty {
            if currentFolderName == "transcripts" { candidates.append(FilePathText.joining("..", recorded)) }
        } else if FilePathText.lastComponent(of: folder) == "transcripts" {
            candidates.append(FilePathText.joining(FilePathText.folder(of: folder), recorded))
        }
        candidates += [beside, recorded]
        return .path(candidates.first { FileManager.default.fileExists(atPath: $0) } ?? beside)
    }

    /// The name of the current folder (for a transcript given as `x.jsonl` inside `transcripts/`).
    private static var currentFolderName: String {
        FilePathText.lastComponent(of: FileManager.default.currentDirectoryPath)
    }

    /// The sentence for a flow the transcript names outside its folder.
    public static func outsideMessage(_ recorded: String) -> String {
        "the transcript names its flow as '\(recorded)', outside the transcript's folder; it is not opened. Pass the flow with --flow PATH to check against it"
    }

    /// Whether `transcript` is a walk of the flow at `flowPath` named `flowName`: the same file
    /// name, or the same flow `name:`.
    public static func belongs(_ transcript: Transcript, toFlowAt flowPath: String, named flowName: String) -> Bool {
        let recorded = FilePathText.lastComponent(of: transcript.header.flow.path)
        return recorded == FilePathText.lastComponent(of: flowPath) || transcript.header.flow.name == flowName
    }
}

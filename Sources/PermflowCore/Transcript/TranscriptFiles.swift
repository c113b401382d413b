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
                    found.append((path as NSString).appendingPathComponent(relative))
                }
            }
            found.sort()
            files += found
            fromFolders.formUnion(found)
        }
        return (files, fromFolders, missing)
    }

    /// Where the flow of `transcript` is now: `explicit` when given, else the recorded path as
    /// it stands (relative to the current folder), else relative to the folder above the
    /// transcript's own (`transcripts/x.jsonl` next to `flows/`). Returns the first candidate
    /// that exists, or the recorded path when none does.
    public static func flowPath(for transcript: Transcript, explicit: String? = nil) -> String {
        if let explicit { return explicit }
        let recorded = transcript.header.flow.path
        var candidates = [recorded]
        if !recorded.hasPrefix("/") {
            let folder = (transcript.path as NSString).deletingLastPathComponent
            let above = (folder as NSString).deletingLastPathComponent
            candidates.append((above as NSString).appendingPathComponent(recorded))
            candidates.append((folder as NSString).appendingPathComponent(recorded))
        }
        return candidates.first { FileManager.default.fileExists(atPath: $0) } ?? recorded
    }

    /// Whether `transcript` is a walk of the flow at `flowPath` named `flowName`: the same file
    /// name, or the same flow `name:`.
    public static func belongs(_ transcript: Transcript, toFlowAt flowPath: String, named flowName: String) -> Bool {
        let recorded = (transcript.header.flow.path as NSString).lastPathComponent
        return recorded == (flowPath as NSString).lastPathComponent || transcript.header.flow.name == flowName
    }
}

import PermflowCore

/// Turns the paths given on the command line into the files a command reads: files as given,
/// folders searched recursively for files with one of `extensions` (any case), in a stable
/// order. One expander for flows (`lint`) and transcripts (`verify`, `graph`, `coverage`).
enum InputFiles {
    struct Expansion {
        /// Every file, in the order given, each folder's in sorted order.
        var files: [String]
        /// The files found by searching a folder (not named one by one).
        var fromFolders: Set<String>
        /// The paths that do not exist.
        var missing: [String]
    }

    static let flowExtensions = [".yaml", ".yml"]
    static let transcriptExtensions = [".jsonl"]

    /// - Parameter passThrough: paths taken as they are (`-` for standard input).
    static func expand(_ paths: [String], extensions: [String], passThrough: Set<String> = []) -> Expansion {
        var expansion = Expansion(files: [], fromFolders: [], missing: [])
        for path in paths {
            if passThrough.contains(path) {
                expansion.files.append(path)
                continue
            }
            guard let kind = FileSystem.kind(of: path) else {
                expansion.missing.append(path)
                continue
            }
            guard kind == .folder else {
                expansion.files.append(path)
                continue
            }
            var found: [String] = []
            for relative in FileSystem.entries(below: path) {
                let lower = relative.lowercased()
                guard extensions.contains(where: lower.hasSuffix) else { continue }
                // An app file's ignore list (docs/app-files.md) sits beside flows but is not one.
                if FilePathText.lastComponent(of: relative) == AppIgnoreFile.fileName { continue }
                let full = FilePathText.joining(path, relative)
                if let kind = FileSystem.kind(of: full), kind != .folder { found.append(full) }
            }
            found.sort()
            expansion.files += found
            expansion.fromFolders.formUnion(found)
        }
        return expansion
    }
}

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Dispatch
import PermflowCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds an app's files (Info.plist, InfoPlist.xcstrings, `*.lproj/InfoPlist.strings`,
/// project.pbxproj, PrivacyInfo.xcprivacy) in a folder: an Xcode project or a whole repository. Build products and
/// dependencies are skipped, symbolic links are not followed out of the folder, and the search
/// is bounded (entries visited, files found).
enum AppFileDiscovery {
    /// Folders that hold build products, dependencies or version control, never an app's sources.
    static let skippedFolders: Set<String> = [
        ".build", "build", "DerivedData", "Pods", "node_modules", ".git", ".hg", ".svn", "Carthage",
        ".swiftpm", "xcuserdata", "SourcePackages", ".bundle", "vendor",
    ]
    /// Bundles inside a build (an `.app` carries its compiled Info.plist).
    static let skippedSuffixes = [".app", ".appex", ".framework", ".xcframework", ".xcarchive", ".dSYM", ".bundle"]

    static let maxEntries = 200_000
    static let maxFiles = 5_000

    struct Found {
        var files: [String] = []
        /// Why the search stopped early, if it did.
        var truncated: String?
    }

    static func find(in root: String) -> Found {
        var trimmed = root
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        var found = Found()
        guard let rootReal = realPath(trimmed) else { return found }
        var visited = 0
        var pending = [trimmed]
        while let folder = pending.popLast() {
            guard let stream = opendir(folder) else { continue }
            var names: [String] = []
            // One folder's listing is bounded too: past the walk's limit nothing more is read.
            while visited + names.count <= maxEntries, let entry = readdir(stream) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                if name != ".", name != ".." { names.append(name) }
            }
            closedir(stream)
            for name in names.sorted() {
                visited += 1
                if visited > maxEntries {
                    found.truncated = "stopped after \(maxEntries) entries"
                    found.files.sort()
                    return found
                }
                let path = folder == "/" ? "/" + name : folder + "/" + name
                var status = stat()
                guard lstat(path, &status) == 0 else { continue }
                let type = status.st_mode & S_IFMT
                if type == S_IFDIR {
                    if !skippedFolders.contains(name), !skippedSuffixes.contains(where: name.hasSuffix) { pending.append(path) }
                    continue
                }
                guard AppFileKind(foundAt: path) != nil else { continue }
                if type == S_IFLNK {
                    // A link is read only when it stays inside the folder.
                    guard let target = realPath(path), target.hasPrefix(rootReal + "/"), FileSystem.kind(of: path) == .other else { continue }
                } else if type != S_IFREG {
                    continue
                }
                found.files.append(path)
                if found.files.count >= maxFiles {
                    found.truncated = "stopped after \(maxFiles) app files"
                    found.files.sort()
                    return found
                }
            }
        }
        found.files.sort()
        return found
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

/// Lints app files for `permflow lint`: reads them all, indexes the languages they declare and
/// translate, then lints each with the `.permflow.yaml` beside it.
enum AppFilesLint {
    /// Lints `paths` after `flows`' reports, then runs the app-review rules (`AppReviewCheck`)
    /// over both: a finding they place in an app file is switched off by the `.permflow.yaml`
    /// beside it, as an app-file rule's is, and each ignore list's `ignore-unused` counts both.
    ///
    /// - Parameter roots: for an app file found by searching a folder, that folder's real path: its
    ///   `.permflow.yaml` is read only when it stays inside (a link out of the folder is not followed,
    ///   as for the app files themselves; the report would quote the file it points to).
    static func lintAndRead(_ paths: [String], with linter: Linter, roots: [String: String] = [:],
                            after flows: [LintReport] = []) -> (reports: [LintReport], files: [AppStringsFile]) {
        // No app files (a lint of flows only): no app-file linter either, whose rule list alone
        // (a cast of every rule's type to `AppFileRule`, each a scan of the binary's conformance
        // records) was 7.7 M of the 587 M instructions lint of 100 generated flows took.
        guard !paths.isEmpty else { return (flows, []) }
        let appLinter = AppFileLinter(linter)
        let limit = linter.parser.limits.maxBytes
        // Each file's `.permflow.yaml` is looked for beside it in the same loop, on every core: on
        // one thread, a `realpath` and an `open` a file were a serial part of the wall (app32h).
        let read = ResultSlots<(result: ReadResult, ignore: (path: String, file: AppIgnoreFile?)?)>(count: paths.count)
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            let result = Self.read(paths[index], with: appLinter, limit: limit)
            guard case .file(let file) = result else { return read.set(index, (result, nil)) }
            read.set(index, (result, ignoreFile(for: file.source.path, root: roots[file.source.path])))
        }
        let readValues = read.values
        let results = readValues.map(\.result)
        let files = results.compactMap { if case .file(let file) = $0 { file } else { nil } }
        let languages = indexLanguages(of: files)

        // The first file of a folder whose ignore list could be read gives it, as one pass in file order did.
        var ignores: [String: AppIgnoreFile] = [:]
        for value in readValues {
            guard let (path, ignore) = value.ignore, let ignore, ignores[path] == nil else { continue }
            ignores[path] = ignore
        }
        // Each file is linted on its own once the languages are indexed: on every core, as flows
        // are (on one core, this loop was 92 % of a lint of app files' instructions:
        // docs/benchmarks.md, "Issue 32, thirteenth session"); the reports keep the files' order.
        let linted = ResultSlots<(report: LintReport, used: Set<Int>)>(count: results.count)
        let ignoreFiles = ignores
        DispatchQueue.concurrentPerform(iterations: results.count) { index in
            switch results[index] {
            case .failed(let report):
                linted.set(index, (report, []))
            case .file(let file):
                let ignore = readValues[index].ignore.flatMap { ignoreFiles[$0.path] }
                let (report, usedHere) = appLinter.lint(file, languages: languages, ignore: ignore, appName: languages.appName(for: file))
                linted.set(index, (report, usedHere))
            }
        }
        var used: [String: Set<Int>] = [:]
        var reports = flows
        for (value, (report, usedHere)) in zip(readValues, linted.values) {
            if let path = value.ignore?.path { used[path, default: []].formUnion(usedHere) }
            reports.append(report)
        }
        let reviewed = AppReviewCheck.apply(to: &reports, appFiles: files, linter: linter, languages: languages) { ignores[ignorePath(for: $0)] }
        used.merge(reviewed) { $0.union($1) }
        for (path, ignore) in ignores.sorted(by: { $0.key < $1.key }) {
            let report = ignore.report(used: used[path] ?? [])
            if !report.diagnostics.isEmpty { reports.append(report) }
        }
        return (reports, files)
    }

    /// `AppLanguageIndex(files)`, its parts made on every core: runs of 64 files each, joined in
    /// order. On one thread it was 47 M of 500 apps' 174 M serial instructions (docs/benchmarks.md, app32g).
    static func indexLanguages(of files: [AppStringsFile], run: Int = 64) -> AppLanguageIndex {
        let count = (files.count + run - 1) / run
        guard count > 1 else { return AppLanguageIndex(files) }
        let parts = ResultSlots<AppLanguageIndex.Part>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            parts.set(index, AppLanguageIndex.Part(files[(index * run)..<min(files.count, (index + 1) * run)]))
        }
        return AppLanguageIndex(joining: parts.values)
    }

    enum ReadResult: Sendable {
        case file(AppStringsFile)
        case failed(LintReport)
    }

    static func read(_ path: String, with linter: AppFileLinter, limit: Int) -> ReadResult {
        guard let kind = AppFileKind(path: path) else {
            return .failed(AppFileLinter.unusable(path: path, AppFileFailure(ParseRuleID.appFile, "not an app file permflow reads",
                                                                             source: SourceFile(path: path, text: ""))))
        }
        let failure: String
        switch BoundedFile.read(path, maxBytes: limit) {
        case .bytes(let data):
            switch linter.reader.read(path: path, data: data, kind: kind) {
            case .success(let file): return .file(file)
            case .failure(let problem): return .failed(AppFileLinter.unusable(path: path, problem))
            }
        case .tooBig(let size, _):
            return .failed(AppFileLinter.unusable(path: path, AppFileFailure(
                ParseRuleID.limit, "file is \(size) bytes, over the limit of \(limit) bytes",
                hint: "raise it with --max-bytes \(size) if the file is really \(kind.rawValue)", source: SourceFile(path: path, text: ""))))
        case .missing: failure = "no such file"
        case .notARegularFile: failure = "not a regular file"
        case .unreadable(let why): failure = why
        }
        return .failed(AppFileLinter.unusable(path: path, AppFileFailure(ParseRuleID.appFile, "cannot read file: \(failure)",
                                                                         source: SourceFile(path: path, text: ""))))
    }

    /// The `.permflow.yaml` that applies to the app file at `path`, and its reading: nil when it
    /// cannot be read, or when it is reached through a link out of `root` (the real path of the
    /// folder the file was found in, if it was found by a search).
    static func ignoreFile(for path: String, root: String?) -> (path: String, file: AppIgnoreFile?) {
        let ignore = ignorePath(for: path)
        if let root, let real = AppFileDiscovery.realPath(ignore), !real.hasPrefix(root.hasSuffix("/") ? root : root + "/") { return (ignore, nil) }
        guard case .bytes(let data) = BoundedFile.read(ignore, maxBytes: 1 << 20) else { return (ignore, nil) }
        return (ignore, AppIgnoreFile(path: ignore, text: String(decoding: data, as: UTF8.self)))
    }

    /// The `.permflow.yaml` that applies to an app file: beside it, or beside its `.lproj` folder.
    static func ignorePath(for path: String) -> String {
        var folder = FilePathText.folder(of: path)
        if FilePathText.lastComponent(of: folder).lowercased().hasSuffix(".lproj") { folder = FilePathText.folder(of: folder) }
        return FilePathText.joining(folder, AppIgnoreFile.fileName)
    }
}

extension AppFileDiscovery {
    /// The app files among the paths given: their paths, notes for searches that stopped early,
    /// and the real path of the folder each found file was found in.
    typealias Search = (files: [String], notes: [String], roots: [String: String])

    /// The app files among `requested` paths: files named with an app file's extension, and the
    /// app files found in each folder; with notes for searches that stopped early.
    static func appFiles(named requested: [String]) -> Search {
        var files: [String] = []
        var notes: [String] = []
        var roots: [String: String] = [:]
        for path in requested where path != "-" {
            switch FileSystem.kind(of: path) {
            case .folder?:
                let found = find(in: path)
                files += found.files
                // A `.lproj` folder's ignore list sits beside it (`ignorePath`).
                if var real = realPath(path) {
                    if real.lowercased().hasSuffix(".lproj") { real = FilePathText.folder(of: real) }
                    for file in found.files where roots[file] == nil { roots[file] = real }
                }
                if let why = found.truncated { notes.append("searching \(path) for app files \(why); lint its folders one by one") }
            case .other?:
                if AppFileKind(path: path) != nil { files.append(path) }
            case nil:
                break
            }
        }
        var seen: Set<String> = []
        return (files.filter { seen.insert($0).inserted }, notes, roots)
    }
}

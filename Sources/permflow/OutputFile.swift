import ArgumentParser
import PermflowCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a command's output file (`review -o`, `export --asciicast`, `graph -o`, `init -o`)
/// so that nothing is lost:
/// - an output that is the same file as an input (however the path is spelled: `./`, a
///   symbolic link, a hard link) is refused before anything is written;
/// - an existing transcript or flow file is never written over by another command's output;
/// - a symbolic link to nothing is not followed (a dangling link would send the output
///   wherever it points);
/// - the text goes to a temporary file in the same folder, which is renamed into place only
///   once it is whole, so a failed command never leaves half a file where a good one was.
enum OutputFile {
    struct Refusal: Error, CustomStringConvertible {
        var description: String
    }

    /// Writes `text` to `path`, or prints `permflow COMMAND: …` and exits 2.
    /// - Parameters:
    ///   - inputs: the files the command read; the output may be none of them.
    ///   - replace: false for `init -o`, which never replaces anything, and for `export` without
    ///     `--force`.
    ///   - replaceFlag: the option that would replace the file, named when it is refused.
    static func write(_ text: String, to path: String, inputs: [String], command: String, replace: Bool = true,
                      replaceFlag: String? = nil) throws {
        do {
            try writeOrRefuse(text, to: path, inputs: inputs, replace: replace, replaceFlag: replaceFlag)
        } catch let refusal as Refusal {
            Console.standardError("permflow \(command): \(shown(refusal.description))\n")
            throw ExitCode(2)
        }
    }

    static func writeOrRefuse(_ text: String, to path: String, inputs: [String], replace: Bool, replaceFlag: String? = nil) throws {
        guard !path.isEmpty else { throw Refusal(description: "the output path is empty") }
        var target = path
        var linkStatus = stat()
        let exists = lstat(path, &linkStatus) == 0
        if exists {
            var status = stat()
            if (linkStatus.st_mode & S_IFMT) == S_IFLNK {
                guard stat(path, &status) == 0 else {
                    throw Refusal(description: "\(path) is a symbolic link to a file that does not exist; it is not followed. Remove it or choose another output")
                }
                if replace, let resolved = realpath(path, nil) {
                    target = String(cString: resolved)
                    free(resolved)
                }
            } else {
                status = linkStatus
            }
            if !replace {
                throw Refusal(description: alreadyExists(path, replaceFlag: replaceFlag))
            }
            if (status.st_mode & S_IFMT) == S_IFDIR {
                throw Refusal(description: "\(path) is a folder; give a file name")
            }
            for input in inputs {
                var inputStatus = stat()
                if stat(input, &inputStatus) == 0, inputStatus.st_dev == status.st_dev, inputStatus.st_ino == status.st_ino {
                    throw Refusal(description: "the output \(path) is the same file as the input \(input); nothing was written. Choose another output")
                }
            }
            if (status.st_mode & S_IFMT) == S_IFREG, let kind = protectedKind(target) {
                throw Refusal(description: "\(path) is \(kind); permflow writes no other output over it. Choose another output, or remove it first")
            }
        }
        try writeAtomically(text, to: target, replace: replace, replaceFlag: replaceFlag)
    }

    /// "a transcript" or "a flow file" when the file at `path` is one (by its first 4 KB or its
    /// extension), else nil.
    static func protectedKind(_ path: String) -> String? {
        let lower = path.lowercased()
        if lower.hasSuffix(".jsonl") { return "a transcript (.jsonl)" }
        if lower.hasSuffix(".yaml") || lower.hasSuffix(".yml") { return "a flow file (.yaml)" }
        guard case .bytes(let data) = BoundedFile.read(path, maxBytes: 1 << 20), !data.isEmpty else { return nil }
        let head = String(decoding: data.prefix(4096), as: UTF8.self)
        let firstLine = head.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? ""
        if firstLine.hasPrefix("{"), firstLine.contains("\"type\":\"header\"") { return "a transcript" }
        if head.split(separator: "\n").contains(where: { $0.hasPrefix("permflow:") }) { return "a flow file" }
        return nil
    }

    /// Why an existing file was not replaced, and how it could be.
    static func alreadyExists(_ path: String, replaceFlag: String?) -> String {
        replaceFlag.map { "\(path) already exists; choose another path, remove it first, or add \($0) to replace it" }
            ?? "\(path) already exists; choose another path or remove it first"
    }

    private static let counter = Counter()

    /// The text in a new temporary file beside `target`, renamed (or, without `replace`,
    /// hard-linked, which fails if anything appeared there meanwhile) into place.
    private static func writeAtomically(_ text: String, to target: String, replace: Bool, replaceFlag: String?) throws {
        let folder = FilePathText.folder(of: target)
        let name = ".\(FilePathText.lastComponent(of: target)).permflow-\(getpid())-\(counter.next()).tmp"
        let temporary = FilePathText.joining(folder, name)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Refusal(description: "cannot write \(target): \(reason(errno))") }
        var failure = Console.writeAll(descriptor, text)
        if failure == 0, fsync(descriptor) != 0, errno != EINVAL { failure = errno }
        if close(descriptor) != 0, failure == 0, errno != EINTR { failure = errno }
        if failure == 0 {
            if replace {
                if rename(temporary, target) != 0 { failure = errno }
            } else {
                if link(temporary, target) != 0 { failure = errno }
            }
        }
        if failure != 0 || !replace { unlink(temporary) }
        if failure == EEXIST {
            throw Refusal(description: alreadyExists(target, replaceFlag: replaceFlag))
        }
        if failure != 0 { throw Refusal(description: "cannot write \(target): \(reason(failure))") }
    }

    private static func reason(_ code: Int32) -> String {
        strerror(code).map { String(cString: $0) } ?? "error \(code)"
    }

    private final class Counter: @unchecked Sendable {
        private var value = 0
        private let lock = Lock()
        func next() -> Int {
            lock.lock()
            defer { lock.unlock() }
            value += 1
            return value
        }
    }
}


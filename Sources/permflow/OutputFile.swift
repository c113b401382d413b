import ArgumentParser
import PermflowCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a command's output file (`review -o`, `export -o`/`--asciicast`/`--strings`, `graph -o`,
/// `init -o`) so that nothing is lost, by one rule for every command:
/// - a regular file that exists is replaced only with `--force` (without it the command stops,
///   naming `--force`), and then by renaming a whole new file over it;
/// - an output that is the same file as an input (however the path is spelled: `./`, a
///   symbolic link, a hard link) is refused before anything is written, `--force` or not;
/// - an existing transcript or flow file is never written over by another command's output
///   (`init --force` may replace a flow: its output is one);
/// - a symbolic link to nothing is not followed (a dangling link would send the output
///   wherever it points);
/// - an output that exists and is not a regular file is never renamed over (as root, a rename
///   would turn `/dev/null` into a file): a character device (`/dev/null`, a terminal) or a FIFO
///   is written in place, as the shell's `>` writes it, with or without `--force` (there is no
///   file to lose); a FIFO only while some process reads it (never waiting for one); a folder,
///   block device or socket is refused;
/// - the text goes to a temporary file in the same folder, which is renamed into place only
///   once it is whole, so a failed command never leaves half a file where a good one was.
enum OutputFile {
    struct Refusal: Error, CustomStringConvertible {
        var description: String
    }

    /// The option that replaces an existing output, named whenever one is refused.
    static let forceFlag = "--force"

    /// Writes `text` to `path`, or prints `permflow COMMAND: …` and exits 2.
    /// - Parameters:
    ///   - inputs: the files the command read; the output may be none of them.
    ///   - replace: whether a regular file there is replaced (the command's `--force`).
    ///   - replacesFlows: `init`'s output is a flow, so with `--force` it may replace one.
    static func write(_ text: String, to path: String, inputs: [String], command: String, replace: Bool,
                      replacesFlows: Bool = false) throws {
        do {
            try writeOrRefuse(text, to: path, inputs: inputs, replace: replace, replacesFlows: replacesFlows)
        } catch let refusal as Refusal {
            Console.standardError("permflow \(command): \(shown(refusal.description))\n")
            throw ExitCode(2)
        }
    }

    /// What is at an output's path, links followed.
    enum Existing: Equatable {
        /// Nothing: the output is created.
        case nothing
        /// A regular file, replaced only with `--force`; `target` is the file a link there names.
        case file(target: String)
        /// A character device or FIFO, written in place.
        case stream(target: String, fifo: Bool)
    }

    /// What `path` holds, or the refusal for an output that can never be written there (a
    /// folder, a block device, a socket, a dangling link, one of the command's inputs).
    static func existing(_ path: String, inputs: [String]) throws -> Existing {
        guard !path.isEmpty else { throw Refusal(description: "the output path is empty") }
        var linkStatus = stat()
        guard lstat(path, &linkStatus) == 0 else { return .nothing }
        var status = linkStatus
        var target = path
        if (linkStatus.st_mode & S_IFMT) == S_IFLNK {
            guard stat(path, &status) == 0 else {
                throw Refusal(description: "\(path) is a symbolic link to a file that does not exist; it is not followed. Remove it or choose another output")
            }
            if let resolved = realpath(path, nil) {
                target = String(cString: resolved)
                free(resolved)
            }
        }
        for input in inputs {
            var inputStatus = stat()
            if stat(input, &inputStatus) == 0, inputStatus.st_dev == status.st_dev, inputStatus.st_ino == status.st_ino {
                throw Refusal(description: "the output \(path) is the same file as the input \(input); nothing was written. Choose another output")
            }
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .file(target: target)
        case S_IFCHR: return .stream(target: target, fifo: false)
        case S_IFIFO: return .stream(target: target, fifo: true)
        case S_IFDIR: throw Refusal(description: "\(path) is a folder; give a file name")
        case S_IFBLK: throw Refusal(description: notWritable(path, "a block device"))
        case S_IFSOCK: throw Refusal(description: notWritable(path, "a socket"))
        default: throw Refusal(description: notWritable(path, "not a regular file"))
        }
    }

    private static func notWritable(_ path: String, _ kind: String) -> String {
        "\(path) is \(kind); permflow writes a regular file, a character device such as /dev/null, or a FIFO, "
            + "never anything else, even with \(forceFlag). Choose another output"
    }

    /// The refusal for `path` before anything of a command's output is written (a command
    /// writing several files checks them all first), nil when it may be written.
    static func refusal(for path: String, inputs: [String], replace: Bool, replacesFlows: Bool = false) -> String? {
        do {
            if case .file(let target) = try existing(path, inputs: inputs) {
                try checkReplacing(path, target: target, replace: replace, replacesFlows: replacesFlows)
            }
            return nil
        } catch {
            return String(describing: error)
        }
    }

    private static func checkReplacing(_ path: String, target: String, replace: Bool, replacesFlows: Bool) throws {
        guard replace else { throw Refusal(description: alreadyExists(path)) }
        if let kind = protectedKind(target), !(replacesFlows && kind.hasPrefix("a flow file")) {
            throw Refusal(description: "\(path) is \(kind); permflow writes no other output over it, even with \(forceFlag). "
                + "Choose another output, or remove it first")
        }
    }

    static func writeOrRefuse(_ text: String, to path: String, inputs: [String], replace: Bool, replacesFlows: Bool = false) throws {
        switch try existing(path, inputs: inputs) {
        case .nothing:
            try writeAtomically(text, to: path, replace: false)
        case .file(let target):
            try checkReplacing(path, target: target, replace: replace, replacesFlows: replacesFlows)
            try writeAtomically(text, to: target, replace: true)
        case .stream(let target, let fifo):
            try writeInPlace(text, to: target, shownAs: path, fifo: fifo)
        }
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
    static func alreadyExists(_ path: String) -> String {
        "\(path) already exists; choose another path, remove it first, or add \(forceFlag) to replace it"
    }

    private static let counter = Counter()

    /// The text in a new temporary file beside `target`, renamed (or, without `replace`,
    /// hard-linked, which fails if anything appeared there meanwhile) into place.
    private static func writeAtomically(_ text: String, to target: String, replace: Bool) throws {
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
            throw Refusal(description: alreadyExists(target))
        }
        if failure != 0 { throw Refusal(description: "cannot write \(target): \(reason(failure))") }
    }

    /// The text written into the character device or FIFO at `target`, which stays what it is:
    /// opened without creating or truncating anything, checked again once open (it may have been
    /// swapped since it was looked at), a FIFO without waiting for a reader.
    private static func writeInPlace(_ text: String, to target: String, shownAs path: String, fifo: Bool) throws {
        let descriptor = open(target, O_WRONLY | O_NOCTTY | O_CLOEXEC | (fifo ? O_NONBLOCK : 0))
        guard descriptor >= 0 else {
            let code = errno
            if fifo, code == ENXIO {
                throw Refusal(description: "\(path) is a FIFO that no process is reading; nothing was written. Start its reader first")
            }
            throw Refusal(description: "cannot write \(path): \(reason(code))")
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, [S_IFCHR, S_IFIFO].contains(status.st_mode & S_IFMT) else {
            throw Refusal(description: "\(path) changed while it was being opened; nothing was written")
        }
        // The reader is there: from here on, write as the shell's `>` does, blocking while the FIFO is full.
        if fifo { _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK) }
        let failure = Console.writeAll(descriptor, text)
        if failure != 0 { throw Refusal(description: "cannot write \(path): \(reason(failure))") }
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


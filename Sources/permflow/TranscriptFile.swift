#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PermflowCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The transcript's file: the CLI's `TranscriptSink`, which appends lines to a new file, each
/// flushed to disk before `write` returns, and reads transcripts back with their size bounds.
///
/// The file is created with `O_EXCL`, so an existing transcript is never overwritten, and each
/// line goes out in one `write` followed by `fsync`: a walk killed with `kill -9` loses nothing
/// it had already recorded (at worst, a last line cut short, which readers tolerate).
///
/// A line that cannot be written whole (a full disk, a file-size limit, which let part of it
/// through first) is cut off again, so the file ends with the last complete line.
final class TranscriptFile: TranscriptSink {
    /// The file being written.
    let path: String
    private var descriptor: Int32
    /// Bytes of complete lines written so far: where a failed line is cut back to.
    private var committed: off_t = 0
    /// Folders `create` made for this file, outermost first: `discard` removes them again.
    private(set) var createdFolders: [String] = []

    private init(path: String, descriptor: Int32, createdFolders: [String] = []) {
        self.path = path
        self.descriptor = descriptor
        self.createdFolders = createdFolders
    }

    /// Undoes `create` when the walk does not go ahead (the header could not be written, the
    /// terminal could not start): the file goes, and so do the folders made for it, if empty.
    func discard() {
        close()
        _ = unlink(path)
        Self.removeFolders(createdFolders)
        createdFolders = []
    }

    private static func removeFolders(_ folders: [String]) {
        for folder in folders.reversed() { _ = rmdir(folder) }
    }

    /// Whether anything is at `path`, a symbolic link to nothing included.
    static func somethingIsAt(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }

    deinit { close() }

    /// Creates `path` (and its folder), refusing when it already exists.
    /// (`O_EXCL`: a symbolic link there, even one to nothing, counts as existing and is never
    /// followed.) When the file cannot be made, the folders made for it are removed again.
    static func create(at path: String) throws(TranscriptWriteError) -> TranscriptFile {
        let created = try makeFolder(for: path)
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            let code = errno
            removeFolders(created)
            if code == EEXIST {
                throw TranscriptWriteError(path: path, reason: "the file already exists; transcripts are never overwritten")
            }
            throw TranscriptWriteError(path: path, reason: Self.reason(code))
        }
        return TranscriptFile(path: path, descriptor: descriptor, createdFolders: created)
    }

    /// Creates the default transcript for a walk of `flowPath` started at `date`:
    /// `<folder>/<flow-file-stem>-<UTC timestamp>.jsonl`, or with `-2`, `-3` … before `.jsonl`
    /// when that name is taken.
    static func createDefault(flowPath: String, folder: String = "transcripts",
                                     date: Date) throws(TranscriptWriteError) -> TranscriptFile {
        let base = TranscriptPath.defaultPath(flowPath: flowPath, folder: folder, date: date)
        let stem = String(base.dropLast(".jsonl".count))
        for attempt in 1...1000 {
            let path = attempt == 1 ? base : "\(stem)-\(attempt).jsonl"
            do {
                return try create(at: path)
            } catch where somethingIsAt(path) {
                continue
            }
        }
        throw TranscriptWriteError(path: base, reason: "1,000 transcripts with this name already exist")
    }

    /// Writes `line` and a newline, then waits until they are on disk.
    func write(line: String) throws(TranscriptWriteError) {
        guard descriptor >= 0 else { throw TranscriptWriteError(path: path, reason: "the transcript is already closed") }
        let text = line + "\n"
        let code = Console.writeAll(descriptor, text)
        if code != 0 { throw failed(code) }
        while fsync(descriptor) != 0 {
            let code = errno
            if code == EINTR { continue }
            // Character devices and pipes cannot be synced; the data has been handed over.
            if code == EINVAL || code == EROFS { break }
            throw failed(code)
        }
        committed += off_t(text.utf8.count)
    }

    /// The error for `code`, after cutting off what part of the line did get written: with
    /// EFBIG and ENOSPC the kernel first writes as much as fits, then fails the rest. Without
    /// the cut the file would end in half a line, which readers take for a killed walk.
    private func failed(_ code: Int32) -> TranscriptWriteError {
        // Shrinking is allowed past a file-size limit and on a full disk; devices refuse it.
        if ftruncate(descriptor, committed) == 0 { _ = lseek(descriptor, committed, SEEK_SET) }
        return TranscriptWriteError(path: path, reason: Self.reason(code))
    }

    /// Closes the file; later writes fail.
    func close() {
        guard descriptor >= 0 else { return }
        _ = posixClose(descriptor)
        descriptor = -1
    }

    /// A writer over an already open descriptor, for tests (`/dev/full` gives a full disk).
    static func wrapping(descriptor: Int32, path: String) -> TranscriptFile {
        TranscriptFile(path: path, descriptor: descriptor)
    }

    /// Makes the folders `path` needs, one at a time; returns those it made, outermost first.
    /// On failure, removes them again before throwing.
    private static func makeFolder(for path: String) throws(TranscriptWriteError) -> [String] {
        let folder = FilePathText.folder(of: path)
        guard !folder.isEmpty, folder != "/" else { return [] }
        var created: [String] = []
        var prefix = folder.hasPrefix("/") ? "/" : ""
        for component in FilePathText.components(of: folder) {
            prefix = prefix.isEmpty ? component : FilePathText.joining(prefix, component)
            var status = stat()
            if stat(prefix, &status) == 0 {
                if (status.st_mode & S_IFMT) == S_IFDIR { continue }
                removeFolders(created)
                throw TranscriptWriteError(path: path, reason: "'\(prefix)' is not a folder")
            }
            if mkdir(prefix, 0o755) == 0 {
                created.append(prefix)
            } else if errno != EEXIST {
                let code = errno
                removeFolders(created)
                throw TranscriptWriteError(path: path, reason: "cannot create the folder '\(prefix)': \(reason(code))")
            }
        }
        return created
    }

    // MARK: Reading

    /// Reads and parses the transcript at `path` (`TranscriptReader.parse`).
    static func read(contentsOf path: String) throws(TranscriptReadError) -> Transcript {
        try TranscriptReader.parse(data: readBytes(path), path: path)
    }

    /// The file's bytes, read with read(2). A regular file over `TranscriptBounds.fileBytes` is
    /// refused from its size, unread; anything else (a FIFO, `/dev/zero`) is refused as soon as
    /// it has given more than that, instead of being read without end.
    static func readBytes(_ path: String) throws(TranscriptReadError) -> Data {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw TranscriptReadError(path: path, message: errno == ENOENT || errno == ENOTDIR ? "no such file" : "cannot be read")
        }
        defer { _ = posixClose(descriptor) }
        var status = stat()
        if fstat(descriptor, &status) == 0 {
            if (status.st_mode & S_IFMT) == S_IFDIR {
                throw TranscriptReadError(path: path, message: "is a folder, not a transcript")
            }
            if (status.st_mode & S_IFMT) == S_IFREG, Int(status.st_size) > TranscriptBounds.fileBytes {
                throw TranscriptReadError.tooLarge(path: path, size: "\(TranscriptBounds.grouped(Int(status.st_size))) bytes")
            }
        }
        var data = Data()
        let chunk = 1 << 20
        var buffer = [UInt8](repeating: 0, count: chunk)
        while true {
            let count = buffer.withUnsafeMutableBytes { posixRead(descriptor, $0.baseAddress, chunk) }
            if count < 0 {
                if errno == EINTR { continue }
                throw TranscriptReadError(path: path, message: "cannot be read")
            }
            if count == 0 { break }
            data.append(contentsOf: buffer[0..<count])
            if data.count > TranscriptBounds.fileBytes {
                throw TranscriptReadError.tooLarge(path: path, size: "more than that")
            }
        }
        return data
    }

    static func reason(_ code: Int32) -> String {
        strerror(code).map { String(cString: $0) } ?? "error \(code)"
    }
}

// The C functions, under names that do not clash with this type's `close` and `read`.
#if canImport(Glibc)
private func posixClose(_ fd: Int32) -> Int32 { Glibc.close(fd) }
private func posixRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int { Glibc.read(fd, buffer, count) }
#elseif canImport(Darwin)
private func posixClose(_ fd: Int32) -> Int32 { Darwin.close(fd) }
private func posixRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int { Darwin.read(fd, buffer, count) }
#endif

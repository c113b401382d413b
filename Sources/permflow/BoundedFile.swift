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

/// The CLI's reader for a file that someone else may have named (the flow a transcript records), never more
/// than a bound, and only when it is a regular file: a transcript cannot make permflow read a
/// device, wait on a FIFO, or load gigabytes.
enum BoundedFile {
    enum Outcome: Sendable, Equatable {
        case bytes(Data)
        case missing
        case notARegularFile
        case tooBig(size: Int, limit: Int)
        case unreadable(String)
    }

    static func read(_ path: String, maxBytes: Int) -> Outcome {
        var status = stat()
        guard stat(path, &status) == 0 else {
            return errno == ENOENT || errno == ENOTDIR ? .missing : .unreadable(reason(errno))
        }
        guard (status.st_mode & S_IFMT) == S_IFREG else { return .notARegularFile }
        let limit = max(0, maxBytes)
        if status.st_size > off_t(limit) { return .tooBig(size: Int(clamping: status.st_size), limit: limit) }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return .unreadable(reason(errno)) }
        defer { close(descriptor) }
        var data = Data()
        // Read into uninitialized memory: zeroing a 64 KiB buffer first cost more than reading
        // a flow (6.5 M of the instructions lint of 100 generated flows took).
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 65536, alignment: 1)
        defer { chunk.deallocate() }
        while true {
            let count = systemRead(descriptor, chunk.baseAddress, chunk.count)
            if count == 0 { return .bytes(data) }
            if count < 0 {
                if errno == EINTR { continue }
                return .unreadable(reason(errno))
            }
            data.append(contentsOf: UnsafeRawBufferPointer(rebasing: chunk[0..<count]))
            // It grew while being read.
            if data.count > limit { return .tooBig(size: data.count, limit: limit) }
        }
    }

    private static func reason(_ code: Int32) -> String {
        strerror(code).map { String(cString: $0) } ?? "error \(code)"
    }
}

#if canImport(Glibc)
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int { Glibc.read(fd, buffer, count) }
#elseif canImport(Darwin)
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int { Darwin.read(fd, buffer, count) }
#endif

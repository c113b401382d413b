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

/// The CLI's questions to the file system, on POSIX calls: FileManager's folder walk and
/// `FileHandle` are not in FoundationEssentials (docs/benchmarks.md, "Size").
enum FileSystem {
    enum Kind: Equatable {
        case folder
        case other
    }

    /// What `path` is, following symbolic links; nil when nothing is there (or a link is broken).
    /// The folder permflow runs in (nil when it cannot be read, e.g. it was removed).
    static func workingDirectory() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return nil }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    static func kind(of path: String) -> Kind? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return (status.st_mode & S_IFMT) == S_IFDIR ? .folder : .other
    }

    /// Whether `path` itself is a symbolic link (to anything, or to nothing).
    static func isSymbolicLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFLNK
    }

    /// Every entry below the folder `root`, as paths relative to it, depth first: entries of
    /// folders inside it too, but not of folders reached through a symbolic link or on another
    /// file system, and none when `root` itself is a symbolic link. That is what FileManager's
    /// enumerator (fts with FTS_PHYSICAL | FTS_XDEV) gave, which `lint` and `verify` used before.
    static func entries(below root: String) -> [String] {
        var trimmed = root
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        var status = stat()
        guard lstat(trimmed, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR else { return [] }
        var found: [String] = []
        collect(folder: trimmed, relative: "", device: status.st_dev, into: &found)
        return found
    }

    private static func collect(folder: String, relative: String, device: dev_t, into found: inout [String]) {
        guard let stream = opendir(folder) else { return }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != ".", name != ".." { names.append(name) }
        }
        for name in names {
            let path = folder == "/" ? "/" + name : folder + "/" + name
            let inner = relative.isEmpty ? name : relative + "/" + name
            found.append(inner)
            var status = stat()
            if lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR, status.st_dev == device {
                collect(folder: path, relative: inner, device: device, into: &found)
            }
        }
    }

    /// Standard input to its end (what `-` names); a read error ends it like the end of input.
    static func readStandardInput() -> Data {
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(0, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return data }
            data.append(contentsOf: chunk[0..<count])
        }
    }
}

#if canImport(Glibc)
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int { Glibc.read(fd, buffer, count) }
#elseif canImport(Darwin)
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int { Darwin.read(fd, buffer, count) }
#endif

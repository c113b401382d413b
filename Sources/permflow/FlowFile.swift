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

/// Reads flow files for the commands; the core parses their bytes (`FlowParser.parse(path:data:)`).
enum FlowFile {
    /// Reads and parses the file at `path`. A regular file over `parser.limits.maxBytes` is
    /// refused from its size, unread; a file that cannot be read is a `parse-not-a-flow` error.
    static func parse(_ path: String, with parser: FlowParser) -> ParseResult {
        let url = URL(fileURLWithPath: path)
        let limit = parser.limits.maxBytes
        do {
            // The size from stat(2), before reading: FileManager's attribute dictionary cost a
            // tenth of a one-screen walk's start-up (casts out of `Any`).
            var status = stat()
            let regular = stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
            if regular, Int(status.st_size) > limit {
                let size = Int(status.st_size)
                return unusable(path: path, rule: ParseRuleID.limit,
                                message: "file is \(size) bytes, over the limit of \(limit) bytes",
                                hint: "raise it with --max-bytes \(size) if the file is really a flow")
            }
            let data = regular && status.st_size == 0 ? try readZeroSizeFile(path, upTo: limit) : try Data(contentsOf: url)
            return parser.parse(path: path, data: data)
        } catch {
            return unusable(path: path, rule: ParseRuleID.notAFlow, message: "cannot read file: \(reason(error))", hint: nil)
        }
    }

    /// The system's words for why a read failed (strerror of the underlying errno), without
    /// Foundation's localized descriptions, which would link its ICU data into the binary.
    private static func reason(_ error: any Error) -> String {
        if let posix = (error as? CocoaError)?.underlying as? POSIXError ?? error as? POSIXError {
            return String(cString: strerror(posix.code.rawValue))
        }
        return "\(error)"
    }

    private static func unusable(path: String, rule: String, message: String, hint: String?) -> ParseResult {
        ParseResult(flow: nil, diagnostics: [
            Diagnostic(path: path, location: .fileStart, severity: .error, ruleID: rule, message: message, hint: hint),
        ], source: SourceFile(path: path, text: ""))
    }

    /// A regular file stat(2) gives 0 bytes, read with read(2) to its end (/proc files report 0
    /// and still have bytes). Not `Data(contentsOf:)`: on Linux, for such a file, swift-foundation
    /// mallocs a 4 KiB read buffer and loses it when nothing is read (LeakSanitizer, `make asan`).
    static func readZeroSizeFile(_ path: String, upTo limit: Int = Int.max) throws -> Data {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        // Cannot open it: Foundation fails the same way, in its own words.
        guard descriptor >= 0 else { return try Data(contentsOf: URL(fileURLWithPath: path)) }
        defer { close(descriptor) }
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return data }
            if count < 0 {
                if errno == EINTR { continue }
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            }
            data.append(contentsOf: chunk[0..<count])
            if data.count > limit { return data }
        }
    }
}

extension Linter {
    /// Reads, parses and lints the file at `path` (`FlowFile.parse`).
    func lint(contentsOf path: String) -> LintReport {
        lint(FlowFile.parse(path, with: parser))
    }
}

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
    /// Reads and parses the file at `path`, through `BoundedFile`: a regular file over
    /// `parser.limits.maxBytes` is refused from its size, unread, and one that grows past it while
    /// being read is refused too; a device, pipe or socket is not read at all (`/dev/zero` would
    /// never end); any other failure is a `parse-not-a-flow` error in the system's words.
    static func parse(_ path: String, with parser: FlowParser) -> ParseResult {
        let limit = parser.limits.maxBytes
        switch BoundedFile.read(path, maxBytes: limit) {
        case .bytes(let data):
            return parser.parse(path: path, data: data)
        case .tooBig(let size, _):
            return unusable(path: path, rule: ParseRuleID.limit,
                            message: "file is \(size) bytes, over the limit of \(limit) bytes",
                            hint: "raise it with --max-bytes \(size) if the file is really a flow")
        case .missing:
            return unusable(path: path, rule: ParseRuleID.notAFlow, message: "cannot read file: \(reason(ENOENT))", hint: nil)
        case .notARegularFile:
            var status = stat()
            let directory = stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
            return unusable(path: path, rule: ParseRuleID.notAFlow,
                            message: directory ? "cannot read file: \(reason(EISDIR))" : "not a regular file (a device, pipe or socket); a flow is a file",
                            hint: nil)
        case .unreadable(let why):
            return unusable(path: path, rule: ParseRuleID.notAFlow, message: "cannot read file: \(why)", hint: nil)
        }
    }

    /// The system's words for an errno, without Foundation's localized descriptions (which would
    /// link its ICU data into the binary).
    private static func reason(_ code: Int32) -> String {
        strerror(code).map { String(cString: $0) } ?? "error \(code)"
    }

    private static func unusable(path: String, rule: String, message: String, hint: String?) -> ParseResult {
        ParseResult(flow: nil, diagnostics: [
            Diagnostic(path: path, location: .fileStart, severity: .error, ruleID: rule, message: message, hint: hint),
        ], source: SourceFile(path: path, text: ""))
    }
}

extension Linter {
    /// Reads, parses and lints the file at `path` (`FlowFile.parse`).
    func lint(contentsOf path: String) -> LintReport {
        lint(FlowFile.parse(path, with: parser))
    }
}

import Foundation

/// Runs the built `permflow` binary the way a designer or CI would.
struct CLIRunner {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The repository root (two levels above this file's folder).
    static let root: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The binary next to the test bundle (SwiftPM builds it because the tests depend on it).
    /// On Linux `Bundle.main.bundleURL` is the build folder itself (`.build-asan/debug` under
    /// `--build-path .build-asan`), so the search starts there: starting at its parent missed
    /// the binary and fell back to `.build/debug/permflow`, a different (non-sanitized) build.
    static let binary: URL = {
        var directory = Bundle.main.bundleURL
        for _ in 0..<5 {
            let candidate = directory.appendingPathComponent("permflow")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return root.appendingPathComponent(".build/debug/permflow")
    }()

    /// Whether these tests, and so the `permflow` built beside them, run under AddressSanitizer
    /// (`swift build --sanitize=address`, `make asan`): its runtime is linked into the executable.
    static let addressSanitized: Bool = {
        guard let handle = dlopen(nil, RTLD_NOW) else { return false }
        return dlsym(handle, "__asan_init") != nil
    }()

    static func run(_ arguments: [String], environment: [String: String] = [:], stdin: String? = nil,
                    directory: URL = root) throws -> Result {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = nil
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }

    /// A fresh temporary folder.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("permflow-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

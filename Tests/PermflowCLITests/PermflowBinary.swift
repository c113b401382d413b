import Foundation
import Testing

/// The two binaries the terminal tests drive: the one SwiftPM builds beside the tests (debug
/// under `swift test`), and the one `make install` builds (optimised, static Swift runtime on
/// Linux), which is what users run. An optimiser can change behaviour (a release build once
/// ignored SIGTERM), so the signal and terminal-restoration tests run against both.
///
/// `make test` installs into `.build/installed` and passes that binary as
/// `PERMFLOW_INSTALLED_BINARY`; a plain `swift test` runs the built binary only, and CI (which
/// runs `make test`) fails if the installed one is missing.
enum PermflowBinary: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case built, installed

    /// The installed binary, when the environment names one.
    static let installedURL: URL? = {
        guard let path = ProcessInfo.processInfo.environment["PERMFLOW_INSTALLED_BINARY"], !path.isEmpty else { return nil }
        return URL(fileURLWithPath: path)
    }()

    var url: URL? {
        switch self {
        case .built: CLIRunner.binary
        case .installed: Self.installedURL
        }
    }

    /// The installed binary's debug information, where `make install-debug` puts it (and gdb
    /// looks for the file the binary's debug link names), when it is there.
    static var debugInformationURL: URL? {
        guard let binary = installedURL else { return nil }
        let url = binary.deletingLastPathComponent().appendingPathComponent(".debug/permflow.debug")
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }

    /// The binaries this run can drive.
    static var available: [PermflowBinary] { allCases.filter { $0.url != nil } }

    var testDescription: String { rawValue }
}

/// The installed binary is there whenever CI runs, and it is the build users get.
@Suite struct InstalledBinaryTests {
    /// CI runs `make test`, which sets PERMFLOW_INSTALLED_BINARY: without it the installed
    /// binary's terminal tests would be skipped silently.
    @Test func ciDrivesTheInstalledBinary() throws {
        let environment = ProcessInfo.processInfo.environment
        guard environment["CI"] != nil || environment["PERMFLOW_REQUIRE_INSTALLED"] != nil else { return }
        let url = try #require(PermflowBinary.installedURL, "CI must run `make test`, which sets PERMFLOW_INSTALLED_BINARY")
        #expect(FileManager.default.isExecutableFile(atPath: url.path), "\(url.path) is not an executable")
    }

    /// It answers like the built one and, on Linux, carries the Swift runtime inside it (it is
    /// the release build, not a copy of the debug one); built with `make`'s default flags it is a
    /// static executable, with no shared library at all (`make test` passes the flags it used).
    @Test(.enabled(if: PermflowBinary.installedURL != nil, "PERMFLOW_INSTALLED_BINARY is not set (make test sets it)"))
    func installedBinaryIsTheReleaseBuild() throws {
        let url = try #require(PermflowBinary.installedURL)
        let installed = try Spawn.run(url.path, ["--version"], environment: ProcessInfo.processInfo.environment)
        let built = try CLIRunner.run(["--version"])
        #expect(installed.status == 0)
        #expect(installed.output == built.stdout)
        #if os(Linux)
        let ldd = try Spawn.run("/usr/bin/ldd", [url.path], environment: ProcessInfo.processInfo.environment)
        #expect(!ldd.output.contains("libswiftCore"), "\(ldd.output)")
        if ProcessInfo.processInfo.environment["PERMFLOW_RELEASE_FLAGS"]?.contains("-static-pie") == true {
            #expect(ldd.output.contains("statically linked"), "make test built a static executable: \(ldd.output)")
            #expect(!ldd.output.contains("libncursesw") && !ldd.output.contains("libc.so"), "\(ldd.output)")
            // Position-independent (an ELF file of type ET_DYN, 3): the kernel loads it at a
            // random address, as it did the dynamically linked binary.
            let file = try #require(FileHandle(forReadingAtPath: url.path))
            defer { try? file.close() }
            let header = [UInt8](try #require(try file.read(upToCount: 18)))
            #expect(header.count == 18 && header.prefix(4).elementsEqual([0x7F, 0x45, 0x4C, 0x46]))
            #expect(header.count == 18 && UInt16(header[16]) | UInt16(header[17]) << 8 == 3, "not a position-independent executable")
        }
        let debugLdd = try Spawn.run("/usr/bin/ldd", [CLIRunner.binary.path], environment: ProcessInfo.processInfo.environment)
        if !CLIRunner.binary.path.contains("release") {
            #expect(debugLdd.output.contains("libswiftCore"), "the built binary links the runtime dynamically: \(debugLdd.output)")
        }
        #endif
    }

    /// What is installed pays only for what it uses (issue 12): Foundation's internationalization
    /// and ICU's 34 MB data table stay out of the static binary. Any call into Foundation proper
    /// (`String(format:)`, `NSRegularExpression`, `localizedDescription`, …) links them back in:
    /// this names the symbol that gives it away; `make bench ONLY=size` prints the sizes.
    @Test(.enabled(if: PermflowBinary.installedURL != nil, "PERMFLOW_INSTALLED_BINARY is not set (make test sets it)"))
    func installedBinaryCarriesNoICUData() throws {
        #if os(Linux)
        // The installed binary is stripped: its symbols are in the debug information `make test`
        // installs beside it (`make install-debug`).
        let url = try #require(PermflowBinary.debugInformationURL, "make test installs bin/.debug/permflow.debug (make install-debug)")
        // Counted by grep: the symbol table is megabytes.
        func count(_ pattern: String) throws -> String {
            let script = "/usr/bin/nm \"$1\" | grep -c -e \"$2\" || true"
            let run = try Spawn.run("/bin/sh", ["-c", script, "sh", url.path, pattern], environment: ProcessInfo.processInfo.environment)
            return run.output.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        #expect(try count("permflow") != "0", "nm read no symbols from \(url.path)")
        let icu = try count("icudt") + " ICU data, " + count("FoundationInternationalization") + " FoundationInternationalization"
        #expect(icu == "0 ICU data, 0 FoundationInternationalization", "symbols linked in: \(icu)")
        #endif
    }

    /// `make install` ships the binary stripped (issue 26: 44 MB with debug information, 21 MB
    /// without; the README says what to expect): no symbol table and no DWARF, only a debug link
    /// to permflow.debug, which holds both.
    @Test(.enabled(if: PermflowBinary.installedURL != nil, "PERMFLOW_INSTALLED_BINARY is not set (make test sets it)"))
    func installedBinaryIsStripped() throws {
        let url = try #require(PermflowBinary.installedURL)
        let size = try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int)
        #expect(size < 30 << 20, "\(url.path) is \(size) bytes; stripped it was 21 MB")
        #if os(Linux)
        func sections(_ path: String) throws -> String {
            let run = try Spawn.run("/usr/bin/readelf", ["-S", "-W", path], environment: ProcessInfo.processInfo.environment)
            #expect(run.status == 0, "readelf: \(run.errors)")
            return run.output
        }
        let installed = try sections(url.path)
        #expect(installed.contains(" .text "), "readelf read no sections: \(installed)")
        #expect(!installed.contains(" .symtab "), "the installed binary has a symbol table")
        #expect(!installed.contains(" .debug_"), "the installed binary has DWARF sections")
        #expect(installed.contains(" .gnu_debuglink "), "the installed binary does not name its debug information")
        let debug = try sections(try #require(PermflowBinary.debugInformationURL, "make test runs make install-debug").path)
        #expect(debug.contains(" .symtab ") && debug.contains(" .debug_info "), "permflow.debug lacks the symbols or DWARF")
        #endif
    }
}

import Foundation
import Testing

/// `LocaleFileEmbedder`, which the EmbedLocaleFiles build plugin runs on
/// `Sources/PermflowCore/Locales/*.json`: a file it cannot carry fails the build with the file and
/// what is wrong, and a file it carries reaches the binary as it is (docs/locales.md, "Built-in
/// locale files").
@Suite struct LocaleFileEmbedderTests {
    /// Built beside `permflow` (the plugin's tool is a target of the package).
    static let embedder = CLIRunner.binary.deletingLastPathComponent().appendingPathComponent("LocaleFileEmbedder")

    /// Writes `files` (name → bytes) into a fresh folder and runs the embedder on them.
    static func embed(_ files: [(name: String, bytes: [UInt8])]) throws -> (status: Int32, errors: String, output: URL) {
        let directory = try CLIRunner.temporaryDirectory()
        let output = directory.appendingPathComponent("BuiltInLocaleFiles.swift")
        var paths: [String] = []
        for file in files {
            let url = directory.appendingPathComponent(file.name)
            try Data(file.bytes).write(to: url)
            paths.append(url.path)
        }
        let result = try Spawn.run(embedder.path, [output.path] + paths, environment: ProcessInfo.processInfo.environment)
        return (result.status, result.errors, output)
    }

    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    /// Before, a file the binary could not read was embedded anyway and its language stood in as
    /// English without a word, and a file named by a keyword (`is.json`, Icelandic) broke the
    /// build with an error inside the generated file. Each is now refused, naming the file.
    @Test func aFileTheBinaryCannotCarryFailsTheBuildNamingIt() throws {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let cases: [(name: String, bytes: [UInt8], message: String)] = [
            ("nl.json", Self.bytes("{\"locale\": \"nl\" \"quotes\": [\"“\", \"”\"]}\n"), "the file is not valid JSON"),
            ("nl.json", Self.bytes("{\"locale\": \"nl\", \"x\": " + deep + "}\n"), "the file is not valid JSON"),
            ("nl.json", [0x7B, 0x22, 0x6C, 0x6F, 0x63, 0x61, 0x6C, 0x65, 0x22, 0x3A, 0x22, 0xFF, 0x22, 0x7D], "the file is not UTF-8 text"),
            ("nl.json", [0xEF, 0xBB, 0xBF] + Self.bytes("{\"locale\": \"nl\"}\n"), "byte-order mark"),
            ("nl.json", Self.bytes("[\"nl\"]\n"), "not a JSON object"),
            ("nl.json", Self.bytes("{\"locale\": \"de\"}\n"), "the file's \"locale\" is 'de' but the file is named nl.json; set \"locale\" to \"nl\""),
            ("nl.json", Self.bytes("{\"quotes\": []}\n"), "no \"locale\""),
            ("Dutch.json", Self.bytes("{\"locale\": \"Dutch\"}\n"), "'Dutch' is not a locale code"),
            ("n\"l.json", Self.bytes("{\"locale\": \"n\\\"l\"}\n"), "is not a locale code"),
            ("pt_BR.json", Self.bytes("{\"locale\": \"pt_BR\"}\n"), "'pt_BR' is not a locale code"),
        ]
        for file in cases {
            let result = try Self.embed([(file.name, file.bytes)])
            #expect(result.status == 1, "\(file.name): \(file.message)")
            #expect(result.errors.contains("\(file.name): error: ") && result.errors.contains(file.message), "\(result.errors)")
            #expect(!FileManager.default.fileExists(atPath: result.output.path), "nothing is written")
        }
    }

    /// What the embedder writes compiles, and the binary's text of each file is the file's: a
    /// file named by a Swift keyword (Icelandic `is`, Assamese `as`), raw-string delimiters and
    /// interpolation inside its strings, and line endings written as CR LF (JSON whitespace only,
    /// which the literal turns into LF). Each section's and each alert resource's offsets are
    /// those of its value in the text the binary carries (after CR LF became LF), the first of a
    /// repeated name.
    @Test func whatItWritesCompilesAndCarriesEachFilesText() throws {
        let hostile = "{\"locale\": \"is\", \"a\": \"x\\\"#y \\\"## \\\"\\\"\\\"## \\\\#(z) \\\"\\\"\\\"#\"}\n"
        // Lists named `…-patterns` are read into their prefilters (`RegexPrefilter.encoded`):
        // `\bskip\b` needs "skip", `(x` does not read (no clauses), `할+` needs 할; other lists are not.
        let patterned = #"{"locale": "de", "vocabulary": {"exit-patterns": ["\\bskip\\b", "(x", "할+"], "exit-words": ["skip"], "link-patterns": []}}"#
        let files: [(name: String, bytes: [UInt8])] = [
            ("is.json", Self.bytes(hostile)),
            ("as.json", Self.bytes("{\"locale\": \"as\"}")),
            ("de.json", Self.bytes(patterned)),
            ("pt-BR.json", Self.bytes("{\r\n  \"locale\": \"pt-BR\",\r\n  \"alerts\": {\"camera\": [{\"t\": \"}]\\\"\"}], \"camera\": [], \"photos\" : null },\r\n"
                                      + "  \"quotes\": [\"\\u201c\", \"]\"], \"quotes\": []\r\n}\r\n")),
        ]
        let result = try Self.embed(files)
        #expect(result.status == 0, "\(result.errors)")
        let directory = result.output.deletingLastPathComponent()
        let stub = directory.appendingPathComponent("main.swift")
        try """
        enum BuiltInLocales {}
        final class BuiltInLocaleFile {}
        extension BuiltInLocales {
            static func read(_ code: String, _ text: String, sections: [(String, Int, Int)], alerts: [(String, Int, Int)],
                             prefilters: [(String, String)]) -> BuiltInLocaleFile? {
                print("\\(code)=\\(Array(text.utf8))")
                for (name, encoded) in prefilters { print("\\(code) prefilters \\(name)=\\(encoded)") }
                let bytes = Array(text.utf8)
                for (kind, parts) in [("section", sections), ("alert", alerts)] {
                    for (name, start, end) in parts { print("\\(code) \\(kind) \\(name)=\\(String(decoding: bytes[start..<end], as: UTF8.self))") }
                }
                return nil
            }
        }
        for code in BuiltInLocales.fileCodes { _ = BuiltInLocales.file(code) }
        """.write(to: stub, atomically: true, encoding: .utf8)
        let binary = directory.appendingPathComponent("carried").path
        let compiled = try Spawn.run("/usr/bin/env", ["swiftc", "-o", binary, stub.path, result.output.path],
                                     environment: ProcessInfo.processInfo.environment)
        #expect(compiled.status == 0, "\(compiled.errors)")
        guard compiled.status == 0 else { return }
        let run = try Spawn.run(binary, [], environment: [:])
        let carried = Dictionary(uniqueKeysWithValues: run.output.split(separator: "\n").compactMap { line -> (String, String)? in
            guard let equals = line.firstIndex(of: "=") else { return nil }
            return (String(line[..<equals]), String(line[line.index(after: equals)...]))
        })
        #expect(carried["is"] == "\(Self.bytes(hostile))", "the text of is.json, delimiters and all")
        #expect(carried["as"] == "\(Self.bytes("{\"locale\": \"as\"}"))")
        let ptBR = "{\n  \"locale\": \"pt-BR\",\n  \"alerts\": {\"camera\": [{\"t\": \"}]\\\"\"}], \"camera\": [], \"photos\" : null },\n"
            + "  \"quotes\": [\"\\u201c\", \"]\"], \"quotes\": []\n}\n"
        #expect(carried["pt-BR"] == "\(Self.bytes(ptBR))", "CR LF carried as LF")
        #expect(carried["pt-BR section locale"] == "\"pt-BR\"")
        #expect(carried["pt-BR section alerts"] == "{\"camera\": [{\"t\": \"}]\\\"\"}], \"camera\": [], \"photos\" : null }")
        #expect(carried["pt-BR section quotes"] == "[\"\\u201c\", \"]\"]", "the first of a repeated name, after two CR LF")
        #expect(carried["pt-BR alert camera"] == "[{\"t\": \"}]\\\"\"}]", "brackets and quotes inside strings are text")
        #expect(carried["pt-BR alert photos"] == "null")
        #expect(carried["is section a"] == "\"x\\\"#y \\\"## \\\"\\\"\\\"## \\\\#(z) \\\"\\\"\\\"#\"")
        #expect(carried["as section locale"] == "\"as\"" && carried["as section alerts"] == nil)
        #expect(carried["de prefilters exit-patterns"] == "a736b6970;;eed95a0", "one prefilter an entry, in order")
        #expect(carried["de prefilters exit-words"] == nil && carried["de prefilters link-patterns"] == nil, "only non-empty pattern lists")
        #expect(carried["as prefilters exit-patterns"] == nil)
        #expect(run.output.hasPrefix("as=") && run.output.contains("\nis=") && run.output.contains("\npt-BR="), "\(run.output)")
    }

    /// `make fuzz` (`swift build --sanitize=fuzzer`) builds the package's build tools with
    /// libFuzzer too, as a library whose `main` is libFuzzer's: the embedder's top-level
    /// statements stopped that build ("statements are not allowed at the top level"). Built so,
    /// it compiles and still does its work (docs/fuzzing.md, "How it is built and run").
    #if os(Linux)
    @Test func itBuildsAndRunsAsTheFuzzerBuildCompilesIt() throws {
        let source = CLIRunner.root.appendingPathComponent("Sources/LocaleFileEmbedder/main.swift")
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let binary = directory.appendingPathComponent("embedder").path
        let environment = ProcessInfo.processInfo.environment
        // The patterns' reader (`PatternReading`, a module of the package) is compiled in with it.
        let reader = CLIRunner.root.appendingPathComponent("Sources/PatternReading")
        let readerFiles = try FileManager.default.contentsOfDirectory(atPath: reader.path).filter { $0.hasSuffix(".swift") }.sorted()
            .map { reader.appendingPathComponent($0).path }
        let compiled = try Spawn.run("/usr/bin/env", ["swiftc", "-parse-as-library", "-sanitize=fuzzer", "-package-name", "permflow",
                                                      "-o", binary, source.path] + readerFiles,
                                     environment: environment)
        #expect(compiled.status == 0, "\(compiled.errors)")
        guard compiled.status == 0 else { return }
        let file = directory.appendingPathComponent("nl.json"), output = directory.appendingPathComponent("out.swift")
        try Data("{\"locale\": \"nl\"}\n".utf8).write(to: file)
        let run = try Spawn.run(binary, [output.path, file.path], environment: environment)
        #expect(run.status == 0, "\(run.errors)")
        let written = try String(contentsOf: output, encoding: .utf8)
        #expect(written.contains("static let fileCodes: [String] = [\"nl\"]") && written.contains("case \"nl\": EmbeddedLocaleFiles.`nl`"), "\(written)")
        let refused = try Spawn.run(binary, [output.path, directory.appendingPathComponent("missing.json").path], environment: environment)
        #expect(refused.status == 1 && refused.errors.contains("missing.json: error: "), "\(refused.errors)")
    }
    #endif
}

import Foundation
import PermflowCore
import Testing

/// `permflow locales` and `locales export`: a pack exported from Korean and loaded under another
/// code makes `init` and a walk show Korean everywhere inside the phone.
@Suite struct LocaleExportTests {
    /// The built-in locales as an unknown locale's error lists them ("de, en, es, …"), read from
    /// the files (`LocaleFilesTests` checks that every file is one): adding a language's file
    /// changes no expected message here.
    static let knownLocales = BuiltInLocales.locales.sorted().joined(separator: ", ")

    @Test func localesListsTheBuiltInLanguagesWithWhatEachCovers() throws {
        let result = try CLIRunner.run(["locales"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        // Columns padded to the widest code (`zh-Hans`): "ko       built in  …".
        let korean = try #require(lines.first { $0.hasPrefix("ko ") && $0.contains(" built in  ") })
        #expect(korean.contains("alerts for 22 of 22 resources") && korean.contains("settings, health, device, starters"))
        #expect(korean.contains("\u{2714}") && korean.contains("\u{2717}"), "the strings' evidence")
        #expect(lines.contains { $0.hasPrefix("de ") && $0.contains(" built in  ") && $0.contains("alerts for 22 of 22 resources") })
        #expect(lines.contains { $0.hasPrefix("zh-Hant  built in") && $0.contains("alerts for 22 of 22 resources") })
        let unknown = try CLIRunner.run(["locales", "export", "kr"])
        #expect(unknown.status != 0 && unknown.stderr.contains("unknown locale 'kr'; did you mean 'ko'?"))
        // A file is per language: a region of a built-in one points at it.
        let region = try CLIRunner.run(["locales", "export", "de-DE"])
        #expect(region.status != 0 && region.stderr.contains("unknown locale 'de-DE'; did you mean 'de'?; permflow knows "), "\(region.stderr)")
    }

    /// The listing's columns line up by display cells: a code longer than two letters (`pt-BR`,
    /// `zh-Hans`) and a pack whose path holds Hangul (two cells a character) pushed each line's
    /// counts to another column.
    @Test func localesAlignsItsColumnsByDisplayWidth() throws {
        let folder = try CLIRunner.temporaryDirectory().appendingPathComponent("팩")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let pack = folder.appendingPathComponent("한국어.json")
        try Data(#"{"locale": "xx", "quotes": ["‘", "’"]}"#.utf8).write(to: pack)
        for arguments in [["locales"], ["locales", "--locale-pack", pack.path]] {
            let result = try CLIRunner.run(arguments)
            #expect(result.status == 0, "\(result.stderr)")
            let lines = result.stdout.split(separator: "\n").map(String.init)
            #expect(lines.count >= BuiltInLocales.locales.count)
            // The cell where each line's origin and its counts start.
            let origins = Set(lines.compactMap { line in line.range(of: #"^\S+ +"#, options: .regularExpression)
                .map { TextLayout.width(String(line[..<$0.upperBound])) } })
            let counts = Set(lines.compactMap { line in line.range(of: #"  \d+ word lists"#, options: .regularExpression)
                .map { TextLayout.width(String(line[..<$0.lowerBound])) } })
            #expect(origins == [9] && counts.count == 1, "\(arguments): \(result.stdout)")
        }
    }

    /// A locale `locales export` does not know is a mistake on its command line: the message,
    /// `locales export`'s usage and `permflow locales --help`, exit 64; it printed the root's
    /// usage ("Usage: permflow <subcommand>", "See 'permflow --help'"). A pack it cannot load
    /// is a file's problem: exit 2, the file and what is wrong, no usage.
    @Test func localesErrorsPointAtTheLocalesHelp() throws {
        for arguments in [["locales", "export", "kr"], ["locales", "export", "xx"]] {
            let result = try CLIRunner.run(arguments)
            #expect(result.status == 64 && result.stdout.isEmpty, "\(arguments): \(result.status)")
            #expect(result.stderr.hasPrefix("Error: unknown locale '\(arguments[2])'"), "\(result.stderr)")
            #expect(result.stderr.contains("\nUsage: permflow locales export <locale> [--locale-pack <file> ...]\n"
                                           + "  See 'permflow locales --help' for more information.\n"), "\(result.stderr)")
            #expect(!result.stderr.contains("permflow <subcommand>") && !result.stderr.contains("'permflow --help'"), "\(result.stderr)")
        }
        let folder = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pack = folder.appendingPathComponent("bad.json")
        try Data(#"{"locale": "xx", "vocabulary": {"continue-likes": []}}"#.utf8).write(to: pack)
        for arguments in [["locales", "--locale-pack", pack.path], ["locales", "export", "xx", "--locale-pack", pack.path]] {
            let result = try CLIRunner.run(arguments)
            #expect(result.status == 2 && result.stdout.isEmpty, "\(arguments): \(result.status)")
            #expect(result.stderr.hasPrefix("permflow: cannot load locale pack \(pack.path): unknown vocabulary list 'continue-likes'"))
            #expect(!result.stderr.contains("Usage:"), "\(result.stderr)")
        }
    }

    /// `resources --locale` listed English's strings under a locale permflow has no file for
    /// (`zh-TW`, `pt-PT`, `kr`) without a word; it refuses it as lint does, and a region still
    /// counts by its language (`ja-JP` lists Japanese's).
    @Test func resourcesRefusesALocaleWithoutAFile() throws {
        for (written, meant, note) in [("zh-TW", "zh-Hant", "; Chinese is two locales"), ("pt-PT", "pt-BR", "; Portuguese is built in as Brazilian"),
                                       ("kr", "ko", "; permflow knows \(Self.knownLocales)")] {
            let result = try CLIRunner.run(["resources", "--locale", written, "--strings"])
            #expect(result.status != 0 && result.stdout.isEmpty, "\(written): \(result.stdout)")
            #expect(result.stderr.contains("unknown locale '\(written)'; did you mean '\(meant)'?\(note)"), "\(result.stderr)")
        }
        let region = try CLIRunner.run(["resources", "--locale", "ja-JP", "--strings"])
        #expect(region.status == 0 && region.stdout.contains("camera (ja)"), "\(region.stdout)")
    }

    /// The phone's rows of a printed frame: between the outer frame's corners and side borders.
    static func phoneText(_ frame: String) -> [String] {
        let rows = frame.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let top = rows.firstIndex(where: { $0.contains("\u{256D}") }),
              let bottom = rows.lastIndex(where: { $0.contains("\u{2570}") }), top < bottom else { return [] }
        return rows[(top + 1)..<bottom].map { row in
            guard let first = row.firstIndex(of: "\u{2502}"), let last = row.lastIndex(of: "\u{2502}"), first < last else { return "" }
            return String(row[row.index(after: first)..<last])
        }
    }

    @Test func aPackExportedFromKoreanUnderAnotherCodeShowsKoreanInsideThePhone() throws {
        let folder = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let exported = try CLIRunner.run(["locales", "export", "ko"])
        #expect(exported.status == 0, "\(exported.stderr)")
        let renamed = exported.stdout.replacingOccurrences(of: "\n  \"locale\" : \"ko\",\n", with: "\n  \"locale\" : \"xx\",\n")
        #expect(renamed != exported.stdout)
        let pack = folder.appendingPathComponent("xx.json")
        try Data(renamed.utf8).write(to: pack)

        let flow = folder.appendingPathComponent("xx.yaml")
        let made = try CLIRunner.run(["init", "camera", "--locale", "xx", "--app", "영수증", "--locale-pack", pack.path, "-o", flow.path])
        #expect(made.status == 0, "\(made.stderr)")
        // The next step it suggests loads the pack too: without it, `xx` is an unknown locale.
        #expect(made.stderr.contains("next: permflow lint --locale-pack \(pack.path) \(flow.path)\n"), "\(made.stderr)")
        let yaml = try String(contentsOf: flow, encoding: .utf8)
        #expect(yaml.contains("locale: xx") && yaml.contains("title: \"카메라 접근이 꺼져 있습니다\"") || yaml.contains("카메라 접근이 꺼져 있습니다"))

        let walk = try CLIRunner.run(["walk", flow.path, "--locale-pack", pack.path, "--keys", "enter,enter,2", "--print-frames"])
        #expect(walk.status == 0, "\(walk.stderr)")
        let frames = walk.stdout.components(separatedBy: "\u{2500}\u{2500} step ")
        #expect(frames.count >= 4, "the start and three steps")
        // The end screen's own hint is permflow's controls (as the status line), not the phone's.
        let permflowsOwn: Set<String> = ["The flow ends here.", "r restart \u{00B7} R relaunch \u{00B7} Q quit"]
        var seen = ""
        for frame in frames.dropFirst() {
            for row in Self.phoneText(frame) {
                let text = row.trimmingCharacters(in: .whitespaces)
                if permflowsOwn.contains(text) { continue }
                seen += text + "\n"
                #expect(text.range(of: "[A-Za-z]{2,}", options: .regularExpression) == nil, "English inside the phone: \(text)")
            }
        }
        // The alert is the pack's Korean one, with its buttons.
        #expect(seen.contains("허용 안 함") && seen.contains("접근하려고 합니다") && seen.contains("계속"))
    }

    /// `graph` and `coverage` draw a locale pack's words too: the location button's title in a
    /// flow of the pack's locale is the pack's (Korean here), not the built-in English.
    @Test func graphAndCoverageDrawALocalePacksLocationButtonTitle() throws {
        let folder = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let exported = try CLIRunner.run(["locales", "export", "ko"])
        #expect(exported.status == 0, "\(exported.stderr)")
        let pack = folder.appendingPathComponent("xx.json")
        try Data(exported.stdout.replacingOccurrences(of: "\"locale\" : \"ko\"", with: "\"locale\" : \"xx\"").utf8).write(to: pack)
        let bundled = try String(contentsOf: CLIRunner.root.appendingPathComponent("flows/location-button.yaml"), encoding: .utf8)
        let flow = folder.appendingPathComponent("xx.yaml")
        // One locale: the purpose written per locale becomes the plain one.
        let yaml = bundled.replacingOccurrences(of: "\nlocales: [en, ko]\n", with: "\nlocale: xx\n")
            .replacingOccurrences(of: "    purpose:\n      en: ", with: "    purpose: ")
            .replacingOccurrences(of: "\n      ko: Brew는 걸어서 갈 수 있는 카페를 보여 주기 위해 위치를 한 번 사용합니다.", with: "")
        #expect(yaml != bundled)
        try Data(yaml.utf8).write(to: flow)

        let plain = try CLIRunner.run(["graph", flow.path])
        #expect(plain.status == 0, "\(plain.stderr)")
        #expect(plain.stdout.contains("near-me\\nCurrent Location"), "without the pack, the English title")
        for format in ["dot", "mermaid"] {
            let drawn = try CLIRunner.run(["graph", flow.path, "--format", format, "--locale-pack", pack.path])
            #expect(drawn.status == 0, "\(drawn.stderr)")
            #expect(drawn.stdout.contains("현재 위치") && !drawn.stdout.contains("Current Location"), "\(format): \(drawn.stdout)")
        }
        let walked = folder.appendingPathComponent("walk.jsonl")
        let walk = try CLIRunner.run(["walk", flow.path, "--locale-pack", pack.path, "--keys", "enter,enter,1", "--record", walked.path])
        #expect(walk.status == 0, "\(walk.stderr)")
        let coverage = try CLIRunner.run(["coverage", flow.path, walked.path, "--locale-pack", pack.path])
        #expect(coverage.status == 0, "\(coverage.stderr)")
        #expect(coverage.stderr.contains("edges walked"))
    }
}

import Foundation
import Testing
@testable import PermflowCore

/// `permflow lint` as a designer and CI run it: formats, exit codes, colour.
@Suite struct LintCommandTests {
    /// A lint-clean flow: home's one action, Finish, goes to the end screen `done` (no newline at the end).
    static let clean = ExampleFlow(name: "Clean", app: "Demo", home: "Home", action: "Finish",
                                   stock: ExampleFlow.doneScreen).expand("")

    static let broken = """
    permflow: 1
    name: Broken
    app: 영수증
    start: home
    screens:
      home:
        kind: app
        title: 영수증 홈
        actions:
          - label: 스캔
            go: nowhere
    """

    func write(_ text: String, name: String = "flow.yaml") throws -> URL {
        let directory = try CLIRunner.temporaryDirectory()
        let file = directory.appendingPathComponent(name)
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    @Test func cleanFlowExitsZeroWithSummary() throws {
        let file = try write(Self.clean)
        let result = try CLIRunner.run(["lint", file.path])
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout == "1 file, 0 errors, 0 warnings, 0 suppressed\n")
    }

    @Test func violationsExitOneWithCaretUnderTheValue() throws {
        let file = try write(Self.broken)
        let result = try CLIRunner.run(["lint", file.path])
        #expect(result.status == 1)
        let lines = result.stdout.components(separatedBy: "\n")
        let headline = try #require(lines.firstIndex { $0.contains("[flow-unknown-target]") })
        #expect(lines[headline].hasPrefix("\(file.path):11:13: error: screen 'home' leads to 'nowhere'"))
        #expect(lines[headline + 1] == " 11 |         go: nowhere")
        #expect(lines[headline + 2] == "    |             ^~~~~~~")
        #expect(lines[headline + 3].hasPrefix("   = hint: "))
        #expect(result.stdout.hasSuffix("1 file, 1 error, 0 warnings, 0 suppressed\n"))
    }

    @Test func caretCountsWideCharactersAsTwoCells() throws {
        let file = try write(Self.broken.replacingOccurrences(of: "go: nowhere", with: "go: 없는화면"))
        let result = try CLIRunner.run(["lint", file.path])
        let lines = result.stdout.components(separatedBy: "\n")
        let headline = try #require(lines.firstIndex { $0.contains("[flow-unknown-target]") })
        #expect(lines[headline + 2] == "    |             ^~~~~~~~", "four Hangul syllables are eight cells")
    }

    @Test func unusableInputExitsTwo() throws {
        let notYAML = try write("permflow: 1\nname: [oops\n")
        #expect(try CLIRunner.run(["lint", notYAML.path]).status == 2)
        let notFlow = try write("services:\n  web: {}\n")
        let result = try CLIRunner.run(["lint", notFlow.path])
        #expect(result.status == 2)
        #expect(result.stdout.contains("not a flow"))
        let missing = try CLIRunner.run(["lint", "/nonexistent/flow.yaml"])
        #expect(missing.status == 2)
        #expect(missing.stdout.contains("no such file or folder"))
        let empty = try CLIRunner.temporaryDirectory()
        let none = try CLIRunner.run(["lint", empty.path])
        #expect(none.status == 2)
        #expect(none.stderr.contains("no *.yaml or *.yml files"))
    }

    @Test func foldersAreSearchedRecursivelyInOrder() throws {
        let directory = try CLIRunner.temporaryDirectory()
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try Self.broken.write(to: directory.appendingPathComponent("sub/b.yml"), atomically: true, encoding: .utf8)
        try Self.broken.write(to: directory.appendingPathComponent("a.yaml"), atomically: true, encoding: .utf8)
        try "not a flow".write(to: directory.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        let result = try CLIRunner.run(["lint", directory.path])
        #expect(result.stdout.hasSuffix("2 files, 2 errors, 0 warnings, 0 suppressed\n"))
        let a = try #require(result.stdout.range(of: "a.yaml:11:13"))
        let b = try #require(result.stdout.range(of: "sub/b.yml:11:13"))
        #expect(a.lowerBound < b.lowerBound)
    }

    @Test func jsonFormat() throws {
        let file = try write(Self.broken)
        let result = try CLIRunner.run(["lint", "--format", "json", file.path])
        #expect(result.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["version"] as? Int == 1)
        let summary = try #require(object["summary"] as? [String: Any])
        #expect(summary["errors"] as? Int == 1)
        let files = try #require(object["files"] as? [[String: Any]])
        let diagnostic = try #require((files.first?["diagnostics"] as? [[String: Any]])?.first)
        #expect(diagnostic["rule"] as? String == "flow-unknown-target")
        #expect(diagnostic["line"] as? Int == 11)
        #expect(diagnostic["column"] as? Int == 13)
        #expect(diagnostic["length"] as? Int == 7)
        #expect(diagnostic["severity"] as? String == "error")
    }

    @Test func githubFormat() throws {
        let file = try write(Self.broken)
        let result = try CLIRunner.run(["lint", "--format", "github", file.path])
        #expect(result.status == 1)
        let line = try #require(result.stdout.components(separatedBy: "\n").first)
        #expect(line.hasPrefix("::error file=\(file.path),line=11,col=13,endColumn=20,title=permflow flow-unknown-target::screen 'home' leads to 'nowhere'"))
        #expect(line.contains("%0A"), "the hint follows on an escaped new line")
    }

    @Test func colourOnlyWhenAskedAndNeverWithNO_COLOR() throws {
        let file = try write(Self.broken)
        let piped = try CLIRunner.run(["lint", file.path])
        #expect(!piped.stdout.contains("\u{1B}["), "no colour into a pipe")
        let forced = try CLIRunner.run(["lint", "--color", "always", file.path])
        #expect(forced.stdout.contains("\u{1B}[1;31merror\u{1B}[0m"))
        let noColor = try CLIRunner.run(["lint", "--color", "always", file.path], environment: ["NO_COLOR": "1"])
        #expect(!noColor.stdout.contains("\u{1B}["))
    }

    @Test func quietPrintsOnlyErrorsAndSummary() throws {
        let file = try write(Self.broken)
        let result = try CLIRunner.run(["lint", "--quiet", file.path])
        #expect(result.stdout.contains("[flow-unknown-target]"))
        #expect(result.status == 1)
    }

    @Test func standardInputIsADash() throws {
        let result = try CLIRunner.run(["lint", "-"], stdin: Self.broken)
        #expect(result.status == 1)
        #expect(result.stdout.contains("<stdin>:11:13: error:"))
    }

    @Test func hostileTextNeverReachesTheTerminalRaw() throws {
        let file = try write(Self.broken.replacingOccurrences(of: "go: nowhere", with: "go: \"no\\e[31mwhere\""))
        let result = try CLIRunner.run(["lint", file.path])
        #expect(!result.stdout.contains("\u{1B}"), "escape characters are shown as ␛, never sent")
    }

    @Test func aVeryLongLineIsShownAsAWindowAroundTheColumn() throws {
        let long = String(repeating: "y", count: 3000)
        let file = try write("permflow: 1\nname: T\napp: Demo\nstart: home\nscreens: {home: {kind: app, title: \(long), actions: [{label: Go, go: nowhere}]}}\n")
        let result = try CLIRunner.run(["lint", file.path])
        #expect(result.status == 1)
        let lines = result.stdout.components(separatedBy: "\n")
        let headline = try #require(lines.firstIndex { $0.contains("[flow-unknown-target]") })
        let excerpt = lines[headline + 1], caret = lines[headline + 2]
        #expect(excerpt.count < 200, "the excerpt is a window, not the whole 3,000-character line")
        #expect(excerpt.contains(" | \u{2026}y"))
        let caretIndex = try #require(caret.firstIndex(of: "^"))
        let caretColumn = caret.distance(from: caret.startIndex, to: caretIndex)  // one cell per character here
        let underlined = excerpt.dropFirst(caretColumn).prefix(7)
        #expect(underlined == "nowhere", "the caret still sits under the value: \(underlined)")
    }

    @Test func noPathsAndNoFlowsFolderSaysWhatToPass() throws {
        let empty = try CLIRunner.temporaryDirectory()
        let result = try CLIRunner.run(["lint"], directory: empty)
        #expect(result.status == 2)
        #expect(result.stdout == "", "no diagnostic and no file counted: \(result.stdout)")
        #expect(result.stderr == "permflow lint: no flows/ folder here; pass flow files or folders: permflow lint path/to/flow.yaml\n")
        // A flows/ folder here is linted as before.
        try FileManager.default.createDirectory(at: empty.appendingPathComponent("flows"), withIntermediateDirectories: true)
        try Self.clean.write(to: empty.appendingPathComponent("flows/a.yaml"), atomically: true, encoding: .utf8)
        let linted = try CLIRunner.run(["lint"], directory: empty)
        #expect(linted.status == 0)
        #expect(linted.stdout == "1 file, 0 errors, 0 warnings, 0 suppressed\n")
    }

    /// `locale:` and `locales:` entries name locales permflow has word lists or alert text for;
    /// a slip (`kr` for `ko`) used to lint clean with English alerts and no Korean copy rules.
    @Test func anUnknownLocaleIsAnErrorWithASuggestion() throws {
        let korean = try write(Self.clean.replacingOccurrences(of: "start: home", with: "locale: kr\nstart: home"))
        let result = try CLIRunner.run(["lint", korean.path])
        #expect(result.status == 1)
        #expect(result.stdout.contains("\(korean.path):4:9: error: unknown locale 'kr'; did you mean 'ko'? [parse-invalid-value]\n"), "\(result.stdout)")
        #expect(result.stdout.contains("   = hint: permflow knows \(LocaleExportTests.knownLocales); a locale pack adds another"), "\(result.stdout)")
        // A code is no typo of another language's code (`zz` is not `zh`): only aliases are suggested.
        let nowhere = try write(Self.clean.replacingOccurrences(of: "start: home", with: "locale: zz\nlocales: [ko, jp, en-GB]\nstart: home"))
        let both = try CLIRunner.run(["lint", nowhere.path])
        #expect(both.status == 1)
        #expect(both.stdout.contains("\(nowhere.path):4:9: error: unknown locale 'zz' [parse-invalid-value]\n"), "\(both.stdout)")
        #expect(both.stdout.contains("\(nowhere.path):5:15: error: unknown locale 'jp'; did you mean 'ja'? [parse-invalid-value]\n"), "\(both.stdout)")
        #expect(both.stdout.hasSuffix("1 file, 2 errors, 0 warnings, 0 suppressed\n"), "en-GB counts as en: \(both.stdout)")
        for known in ["ko", "en", "ko-KR", "en_US", "ja"] {
            let file = try write(Self.clean.replacingOccurrences(of: "start: home", with: "locale: \(known)\nstart: home"))
            let clean = try CLIRunner.run(["lint", file.path])
            #expect(clean.stdout == "1 file, 0 errors, 0 warnings, 0 suppressed\n", "\(known): \(clean.stdout)")
        }
    }

    /// Chinese is two locales with different words (issue 29): `zh` names neither, so it is an
    /// error that suggests Simplified and names Traditional; the regions' codes suggest theirs.
    /// Portuguese is built in as Brazilian only: `pt` and Portugal's `pt-PT` suggest `pt-BR` and
    /// say that Portugal's words differ.
    @Test func chineseNamesItsScriptAndPortugueseItsRegion() throws {
        let cases = [("zh", "zh-Hans"), ("zh-CN", "zh-Hans"), ("zh-TW", "zh-Hant"), ("zh-HK", "zh-Hant"), ("ZH-HANT", "zh-Hant"),
                     ("pt", "pt-BR"), ("pt-PT", "pt-BR"), ("pt-br", "pt-BR"), ("portuguese", "pt-BR")]
        for (written, meant) in cases {
            let file = try write(Self.clean.replacingOccurrences(of: "start: home", with: "locale: \(written)\nstart: home"))
            let result = try CLIRunner.run(["lint", file.path])
            #expect(result.status == 1, "\(written)")
            #expect(result.stdout.contains("error: ") && result.stdout.contains("'\(written)'") && result.stdout.contains("did you mean '\(meant)'? [parse-invalid-value]"), "\(written): \(result.stdout)")
        }
        let bare = try write(Self.clean.replacingOccurrences(of: "start: home", with: "locale: zh\nstart: home"))
        let result = try CLIRunner.run(["lint", bare.path])
        #expect(result.stdout.contains("\(bare.path):4:9: error: unknown locale 'zh'; did you mean 'zh-Hans'? [parse-invalid-value]\n"), "\(result.stdout)")
        #expect(result.stdout.contains("   = hint: Chinese is two locales: zh-Hans (Simplified) and zh-Hant (Traditional); permflow knows \(LocaleExportTests.knownLocales);"), "\(result.stdout)")
        let portugal = try write(Self.clean.replacingOccurrences(of: "start: home", with: "locale: pt-PT\nstart: home"))
        #expect(try CLIRunner.run(["lint", portugal.path]).stdout.contains(
            "   = hint: Portuguese is built in as Brazilian Portuguese (pt-BR); Portugal's pt-PT words differ; permflow knows "))
        for known in ["zh-Hans", "zh-Hant", "pt-BR"] {
            let file = try write(Self.clean.replacingOccurrences(of: "start: home", with: "locale: \(known)\nstart: home"))
            #expect(try CLIRunner.run(["lint", file.path]).stdout == "1 file, 0 errors, 0 warnings, 0 suppressed\n", "\(known)")
        }
    }

    @Test func aTagOnATextFieldIsATypeErrorAtTheTag() throws {
        let tagged = try write(Self.clean
            .replacingOccurrences(of: "title: Home", with: "title: !!binary aGVsbG8=\n    body: !custom hello\n    image: !!int 5")
            .replacingOccurrences(of: "title: Done", with: "title: !!str Done"))
        let result = try CLIRunner.run(["lint", tagged.path])
        #expect(result.status == 1)
        for (at, field, tag) in [("8:12", "title", "!!binary"), ("9:11", "body", "!custom"), ("10:12", "image", "!!int")] {
            #expect(result.stdout.contains("\(tagged.path):\(at): error: `\(field)` is tagged `\(tag)`; a text field takes plain text, not a YAML tag [parse-type]\n"),
                    "\(field): \(result.stdout)")
        }
        let lines = result.stdout.components(separatedBy: "\n")
        let headline = try #require(lines.firstIndex { $0.contains("`title` is tagged") })
        #expect(lines[headline + 2] == "   |            ^~~~~~~~", "the tag is underlined")
        #expect(result.stdout.hasSuffix("1 file, 3 errors, 0 warnings, 0 suppressed\n"), "`!!str` is fine: \(result.stdout)")
    }

    @Test func gotoSuggestsGo() throws {
        let file = try write(Self.clean.replacingOccurrences(of: "go: done", with: "goto: done"))
        let result = try CLIRunner.run(["lint", file.path])
        #expect(result.stdout.contains("\(file.path):11:9: error: unknown key 'goto' in an action; did you mean 'go'? [parse-unknown-key]\n"),
                "\(result.stdout)")
    }
}

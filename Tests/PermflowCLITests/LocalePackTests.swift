import Foundation
import Testing
import PermflowCore

/// A locale is added with a JSON pack, without code.
@Suite struct LocalePackTests {
    static func flow(button: String) -> String {
        """
        permflow: 1
        name: Bonnen
        app: Bonnetjes
        locale: nl
        start: home
        screens:
          home:
            kind: app
            title: Bonnetjes
            actions:
              - label: Bon scannen
                go: scan
          why:
            kind: pre-alert
            resource: camera
            title: Scan je bonnen met de camera
            body: Richt de camera op een bon en Bonnetjes leest het totaal.
            button: \(button)
            next: camera
          camera:
            kind: alert
            resource: camera
            purpose: Bonnetjes gebruikt de camera om de totalen op je bonnen te lezen.
            on:
              allow: done
              deny: done
          done:
            kind: end
            title: Klaar
          scan:
            kind: check
            resource: camera
            on:
              not-determined: why
              otherwise: camera
        """
    }

    static let pack = """
    {
      "locale": "nl",
      "vocabulary": {
        "continue-like": ["Doorgaan", "Volgende"],
        "allow-like": ["Toestaan", "Sta toe"]
      },
      "alerts": {
        "camera": [
          { "title": "\\u201C%@\\u201D wil toegang tot de camera",
            "buttons": [ { "label": "Sta niet toe", "outcome": "deny" }, { "label": "Sta toe", "outcome": "allow" } ] }
        ]
      }
    }
    """

    func files(button: String) throws -> (flow: String, pack: String) {
        let directory = try CLIRunner.temporaryDirectory()
        let flow = directory.appendingPathComponent("nl.yaml")
        let pack = directory.appendingPathComponent("nl.json")
        try Self.flow(button: button).write(to: flow, atomically: true, encoding: .utf8)
        try Self.pack.write(to: pack, atomically: true, encoding: .utf8)
        return (flow.path, pack.path)
    }

    /// Without the pack, `nl` is a locale permflow has nothing for: an error at the value (it
    /// used to lint with English alerts and no Dutch word lists, only a warning on the button).
    @Test func aLocaleOnlyAPackProvidesIsAnErrorWithoutThePack() throws {
        let (flow, _) = try files(button: "Doorgaan")
        let result = try CLIRunner.run(["lint", flow])
        #expect(result.status == 1)
        #expect(result.stdout.contains("\(flow):4:9: error: unknown locale 'nl' [parse-invalid-value]\n"), "\(result.stdout)")
        #expect(result.stdout.contains("a locale pack adds another (`--locale-pack FILE`, see docs/locales.md)"), "\(result.stdout)")
        #expect(result.stdout.contains("[prealert-button-title]"))
        #expect(result.stdout.contains("1 error, 1 warning"), "\(result.stdout)")
    }

    @Test func packMakesContinueWordsClean() throws {
        let (flow, pack) = try files(button: "Doorgaan")
        let result = try CLIRunner.run(["lint", "--locale-pack", pack, flow])
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout == "1 file, 0 errors, 0 warnings, 0 suppressed\n")
    }

    @Test func packMakesAllowWordsErrorsAlsoFromTheEnvironment() throws {
        let (flow, pack) = try files(button: "Toestaan")
        let result = try CLIRunner.run(["lint", flow], environment: ["PERMFLOW_LOCALE_PACKS": pack])
        #expect(result.status == 1)
        #expect(result.stdout.contains("error: pre-alert button \"Toestaan\""), "\(result.stdout)")
    }

    @Test func brokenPackIsRefusedWithItsPath() throws {
        let (flow, _) = try files(button: "Doorgaan")
        let bad = try CLIRunner.temporaryDirectory().appendingPathComponent("bad.json")
        try #"{"vocabulary": {}}"#.write(to: bad, atomically: true, encoding: .utf8)
        let result = try CLIRunner.run(["lint", "--locale-pack", bad.path, flow])
        #expect(result.status == 2)
        #expect(result.stderr.contains("cannot load locale pack \(bad.path): missing key 'locale'"), "\(result.stderr)")
    }

    @Test func emptyOrMissingPackIsRefusedWithItsPath() throws {
        let (flow, _) = try files(button: "Doorgaan")
        let directory = try CLIRunner.temporaryDirectory()
        let empty = directory.appendingPathComponent("empty.json")
        try Data().write(to: empty)
        let result = try CLIRunner.run(["lint", "--locale-pack", empty.path, flow])
        #expect(result.status == 2)
        #expect(result.stderr.contains("cannot load locale pack \(empty.path): "), "\(result.stderr)")
        let missing = directory.appendingPathComponent("missing.json").path
        let gone = try CLIRunner.run(["lint", "--locale-pack", missing, flow])
        #expect(gone.status == 2)
        #expect(gone.stderr.contains("cannot load locale pack \(missing): "), "\(gone.stderr)")
    }

    /// A list name no rule reads is a typo: refused with a suggestion, not an empty list.
    @Test func aMisspelledListNameIsRefused() throws {
        let (flow, _) = try files(button: "Doorgaan")
        let pack = try CLIRunner.temporaryDirectory().appendingPathComponent("typo.json")
        try #"{"locale": "nl", "vocabulary": {"continue-likes": ["Doorgaan"]}}"#.write(to: pack, atomically: true, encoding: .utf8)
        let result = try CLIRunner.run(["lint", "--locale-pack", pack.path, flow])
        #expect(result.status == 2)
        #expect(result.stderr.contains("unknown vocabulary list 'continue-likes'; did you mean 'continue-like'?"), "\(result.stderr)")
        // Every list the built-in tables hold is one the rules can ask for by name.
        for vocabulary in VocabularyStore.standard.byLocale.values {
            for name in vocabulary.lists.keys {
                #expect(VocabularyList(rawValue: name) != nil, "built-in list '\(name)' (\(vocabulary.locale)) has no VocabularyList case")
            }
        }
    }

    @Test func packAddsAlertTextToTheCatalog() throws {
        let (_, path) = try files(button: "Doorgaan")
        var vocabularies = VocabularyStore.standard
        var catalog = SystemAlertCatalog.standard
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        try LocalePack.decode(data, path: path).apply(to: &vocabularies, catalog: &catalog)
        let alert = try #require(catalog.resource("camera")?.alert(locale: "nl", ios: 18))
        #expect(SystemAlertCatalog.title(alert.title, app: "Bonnetjes") == "\u{201C}Bonnetjes\u{201D} wil toegang tot de camera")
        #expect(alert.buttons.map(\.label) == ["Sta niet toe", "Sta toe"])
        #expect(alert.locale == "nl")
        #expect(!alert.verified)
        #expect(vocabularies.vocabulary(for: "nl").list(.continueLike) == ["Doorgaan", "Volgende"])
    }
}

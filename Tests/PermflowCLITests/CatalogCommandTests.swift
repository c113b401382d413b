import Foundation
import Testing
import PermflowCore

/// `rules`, `resources`, `init`, and the generated docs.
@Suite struct CatalogCommandTests {
    @Test func rulesListsEveryRegisteredRule() throws {
        let result = try CLIRunner.run(["rules"])
        #expect(result.status == 0)
        for id in RuleRegistry.ids {
            #expect(result.stdout.contains("\n\(id) ") || result.stdout.hasPrefix("\(id) "), "\(id) missing from `permflow rules`")
        }
        #expect(result.stdout.contains("\(RuleRegistry.ids.count) rules."))
    }

    @Test func ruleDetailShowsRationaleAndExamples() throws {
        let result = try CLIRunner.run(["rules", "flow-unknown-target"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("severity: error"))
        #expect(result.stdout.contains("example 1 that triggers"))
        #expect(result.stdout.contains("example 1 that does not trigger"))
    }

    @Test func unknownRuleSuggests() throws {
        let result = try CLIRunner.run(["rules", "flow-unknown-targt"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("did you mean 'flow-unknown-target'?"))
    }

    @Test func docsRulesIsNotStale() throws {
        let generated = try CLIRunner.run(["rules", "--markdown"]).stdout
        let committed = try String(contentsOf: CLIRunner.root.appendingPathComponent("docs/rules.md"), encoding: .utf8)
        #expect(generated == committed, "docs/rules.md is stale: run `make docs`")
    }

    /// `--states`: what a check on each resource may map, for the iOS version asked.
    @Test func resourcesListsEachResourcesStates() throws {
        let result = try CLIRunner.run(["resources", "--states", "--ios", "17"])
        #expect(result.status == 0)
        let lines = result.stdout.components(separatedBy: "\n")
        #expect(lines.first?.hasPrefix("resource") == true && lines.first?.hasSuffix("states") == true)
        #expect(lines.contains { $0.hasPrefix("contacts ") && $0.hasSuffix("  not-determined, authorized, denied, restricted") })
        #expect(lines.contains { $0.hasPrefix("calendar ") && $0.hasSuffix("  not-determined, authorized, denied, restricted, write-only") })
        #expect(lines.contains { $0.hasPrefix("notifications ") && $0.hasSuffix("  not-determined, authorized, denied, provisional") })
        #expect(result.stdout.contains("(iOS 17). A check also takes `allowed`"))
    }

    @Test func resourcesListsTheCatalogInTheLocale() throws {
        let english = try CLIRunner.run(["resources", "--app", "Receipts"])
        #expect(english.stdout.contains("camera"))
        #expect(english.stdout.contains("NSCameraUsageDescription"))
        #expect(english.stdout.contains("\u{201C}Receipts\u{201D} would like to access the Camera."))
        let korean = try CLIRunner.run(["resources", "--locale", "ko", "--app", "영수증"])
        #expect(korean.stdout.contains("\u{2018}영수증\u{2019}이(가) 카메라에 접근하려고 합니다"))
        #expect(korean.stdout.contains("\(SystemAlertCatalog.standard.resources.count) resources"))
    }

    @Test func resourcesShowsEachAlertsStatusForIOS26InKorean() throws {
        let result = try CLIRunner.run(["resources", "--ios", "26", "--locale", "ko", "--app", "영수증"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("iOS 26: Liquid Glass look") == true)
        #expect(lines.first?.contains("Look: glass \u{25D0}") == true)
        #expect(lines.contains { $0.hasPrefix("camera ") && $0.contains("\u{2714} verified") && $0.contains("\u{2018}영수증\u{2019}이(가) 카메라에") })
        #expect(lines.contains { $0.hasPrefix("location ") && $0.contains("\u{2714} verified") && $0.contains("앱이 사용자의 위치를 사용하도록") })
        #expect(lines.contains { $0.hasPrefix("tracking ") && $0.contains("\u{25D0} weak") && $0.contains("추적하도록 허용하겠습니까") })
        #expect(lines.contains { $0.hasPrefix("face-id ") && $0.contains("\u{2717} unverified") })
        #expect(result.stdout.contains("(locale ko, iOS 26)"))
        // --strings: every string with its status and source.
        let strings = try CLIRunner.run(["resources", "--ios", "26", "--locale", "ko", "--strings"])
        #expect(strings.stdout.contains("  \u{2717} 승인  [unverified: no source shows the Korean label on iOS 18 or 26]"), "\(strings.stdout)")
        #expect(strings.stdout.contains("  \u{2714} 정확한 위치: 켬/끔  [verified: a UI-test helper's tables (patrol ko.lproj"), "\(strings.stdout)")
        // Versions Apple skipped are refused; 27 carries 26's strings over, marked so.
        let skipped = try CLIRunner.run(["resources", "--ios", "20"])
        #expect(skipped.status != 0)
        #expect(skipped.stderr.contains("iOS 20 does not exist"))
        let next = try CLIRunner.run(["resources", "--ios", "27"])
        #expect(next.status == 0)
        #expect(next.stdout.hasPrefix("iOS 27: no captured alert text: every alert drawn as on iOS 26"), "\(next.stdout)")
        let carried = try CLIRunner.run(["resources", "--ios", "27", "--strings"])
        #expect(carried.stdout.contains("  \u{21B7} \u{201C}App\u{201D} would like to access the Camera.  [carried-over: as on iOS 26: an app's copy baseline"), "\(carried.stdout)")
    }

    /// AlarmKit (iOS 26+) and Siri: listed with their keys, states and evidence; AlarmKit is
    /// named as absent on older versions, and its starter refused there.
    @Test func alarmKitAndSiriAreListedWhereTheyExist() throws {
        let v26 = try CLIRunner.run(["resources", "--ios", "26", "--app", "Wake"])
        let lines26 = v26.stdout.split(separator: "\n").map(String.init)
        #expect(lines26.contains { $0.hasPrefix("alarmkit ") && $0.contains("NSAlarmKitUsageDescription") && $0.contains("allow, deny")
            && $0.contains("\u{2717} unverified") && $0.contains("Allow \u{201C}Wake\u{201D} to schedule alarms and timers?") }, "\(v26.stdout)")
        #expect(lines26.contains { $0.hasPrefix("siri ") && $0.contains("NSSiriUsageDescription") && $0.contains("Would You Like to Use \u{201C}Wake\u{201D} with Siri?") })
        #expect(!v26.stdout.contains("Not on iOS"))
        let v18 = try CLIRunner.run(["resources", "--ios", "18"])
        #expect(!v18.stdout.split(separator: "\n").contains { $0.hasPrefix("alarmkit ") }, "\(v18.stdout)")
        #expect(v18.stdout.contains("Not on iOS 18: alarmkit (iOS 26 and later)."), "\(v18.stdout)")
        let strings = try CLIRunner.run(["resources", "--ios", "26", "--locale", "ko", "--strings", "--app", "깨우미"])
        #expect(strings.stdout.contains("alarmkit (ko)\n  \u{2717} \u{2018}깨우미\u{2019}이(가) 알람을 예약하려고 합니다  [unverified: "), "\(strings.stdout)")
        #expect(strings.stdout.contains("siri (ko)\n  \u{2714} Siri를 \u{2018}깨우미\u{2019}에 사용하겠습니까?  [verified: S5"), "\(strings.stdout)")
        let english = try CLIRunner.run(["resources", "--ios", "26", "--strings"])
        #expect(english.stdout.contains("alarmkit (en)\n  \u{25D0} Allow \u{201C}App\u{201D} to schedule alarms and timers?  [weak: "), "\(english.stdout)")
        let states = try CLIRunner.run(["resources", "--states", "--ios", "26"])
        #expect(states.stdout.contains("\nalarmkit  "), "\(states.stdout)")
        #expect(states.stdout.split(separator: "\n").contains { $0.hasPrefix("alarmkit ") && $0.hasSuffix("  not-determined, authorized, denied") })
        #expect(states.stdout.split(separator: "\n").contains { $0.hasPrefix("siri ") && $0.hasSuffix("  not-determined, authorized, denied, restricted") })
        let states13 = try CLIRunner.run(["resources", "--states", "--ios", "13"])
        #expect(!states13.stdout.split(separator: "\n").contains { $0.hasPrefix("alarmkit ") })
        #expect(states13.stdout.contains("Not on iOS 13: alarmkit (iOS 26 and later)."))
        let refused = try CLIRunner.run(["init", "alarmkit", "--ios", "18"])
        #expect(refused.status == 2)
        #expect(refused.stdout.isEmpty)
        #expect(refused.stderr.contains("alarmkit does not exist there (iOS 26 and later have it); use --ios 26"), "\(refused.stderr)")
    }

    @Test func lintNotesALocalePackThatCorrectsTheTable() throws {
        let directory = try CLIRunner.temporaryDirectory()
        let pack = directory.appendingPathComponent("ko.json")
        try Data("""
            {"locale": "ko", "alerts": {"camera": [
              {"title": "\u{2018}%@\u{2019}이(가) 카메라에 접근하려고 합니다", "ios": {"from": 17},
               "buttons": [{"label": "허용 안 함", "outcome": "deny"}, {"label": "확인", "outcome": "allow"}],
               "status": "verified", "source": "our capture"}]}}
            """.utf8).write(to: pack)
        let result = try CLIRunner.run(["lint", "--locale-pack", pack.path, "flows/ko-camera.yaml"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr.contains("permflow: note: locale pack \(pack.path): camera (ko, iOS 17\u{2013}27) differs from the table (verified): "
            + "buttons 허용 안 함 / 확인 (table: 허용 안 함 / 허용)"), "\(result.stderr)")
    }

    /// A pack text equal to the table's changes nothing and would hide later corrections: a
    /// warning on standard error; the flow's own result is unchanged.
    @Test func lintWarnsAtALocalePackTextThatRepeatsTheTable() throws {
        let directory = try CLIRunner.temporaryDirectory()
        let pack = directory.appendingPathComponent("ko.json")
        try Data("""
            {"locale": "ko", "alerts": {"camera": [
              {"title": "\u{2018}%@\u{2019}이(가) 카메라에 접근하려고 합니다", "ios": {"from": 26},
               "buttons": [{"label": "허용 안 함", "outcome": "deny"}, {"label": "허용", "outcome": "allow"}],
               "status": "verified", "source": "our capture"}]}}
            """.utf8).write(to: pack)
        let result = try CLIRunner.run(["lint", "--strict", "--locale-pack", pack.path, "flows/ko-camera.yaml"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr.contains("permflow: warning: locale pack \(pack.path): camera (ko, iOS 26\u{2013}27) repeats the table (verified) word for word; "
            + "it changes nothing; remove it"), "\(result.stderr)")
        #expect(!result.stderr.contains("differs"))
    }

    @Test func initWritesIOS27() throws {
        let result = try CLIRunner.run(["init", "camera"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("\nios: 27\n"), "\(result.stdout)")
    }

    @Test(arguments: ["en", "ko"])
    func initWritesALintCleanStarterForEveryResource(locale: String) throws {
        let directory = try CLIRunner.temporaryDirectory()
        for id in SystemAlertCatalog.standard.ids.map(\.rawValue) {
            let path = directory.appendingPathComponent("\(id).yaml").path
            let written = try CLIRunner.run(["init", id, "--app", "Receipts", "--locale", locale, "-o", path])
            #expect(written.status == 0, "\(id): \(written.stderr)")
        }
        let lint = try CLIRunner.run(["lint", "--strict", directory.path])
        #expect(lint.status == 0, "\(lint.stdout)")
        #expect(lint.stdout.hasSuffix("\(SystemAlertCatalog.standard.ids.count) files, 0 errors, 0 warnings, 0 suppressed\n"))
    }

    @Test func initRefusesToOverwriteAndSuggestsResources() throws {
        let directory = try CLIRunner.temporaryDirectory()
        let path = directory.appendingPathComponent("flow.yaml").path
        #expect(try CLIRunner.run(["init", "camera", "-o", path]).status == 0)
        let again = try CLIRunner.run(["init", "camera", "-o", path])
        #expect(again.status == 2)
        #expect(again.stderr.contains("already exists"))
        let typo = try CLIRunner.run(["init", "camra"])
        #expect(typo.status == 2)
        #expect(typo.stderr.contains("did you mean 'camera'?"))
    }

    /// The locales whose file carries starters, read from the files: a language's file added
    /// with starters changes no expected message here.
    static let starterLocales = BuiltInLocales.packs.filter { $0.starters != nil }.map(\.locale).sorted().joined(separator: ", ")

    /// `init` writes only what `lint --strict` passes: an iOS version permflow does not draw, a
    /// locale without starter copy or an app name lint refuses is refused (exit 2), nothing written.
    @Test func initRefusesWhatLintWouldRefuse() throws {
        let directory = try CLIRunner.temporaryDirectory()
        let path = directory.appendingPathComponent("flow.yaml").path
        let refusals: [([String], String)] = [
            (["--ios", "12"], "permflow init: cannot write a starter for iOS 12: permflow draws the alerts of iOS 13\u{2013}18, 26\u{2013}27\n"),
            (["--ios", "19"], "permflow init: cannot write a starter for iOS 19: permflow draws the alerts of iOS 13\u{2013}18, 26\u{2013}27\n"),
            (["--ios", "28"], "permflow init: cannot write a starter for iOS 28: permflow draws the alerts of iOS 13\u{2013}18, 26\u{2013}27\n"),
            (["--locale", "kr"], "permflow init: no starter copy in locale 'kr' (did you mean 'ko'?); starters are written in \(Self.starterLocales), "
                + "or a locale pack's with `starters` (`--locale-pack FILE`, docs/locales.md)\n"),
        ]
        for (options, message) in refusals {
            let result = try CLIRunner.run(["init", "camera"] + options + ["-o", path])
            #expect(result.status == 2, "\(options)")
            #expect(result.stderr == message, "\(options)")
            #expect(!FileManager.default.fileExists(atPath: path), "\(options): nothing written")
            let printed = try CLIRunner.run(["init", "camera"] + options)
            #expect(printed.status == 2 && printed.stdout.isEmpty, "\(options): nothing printed")
        }
        // An app name that lint refuses (it would start the purpose string in lowercase).
        let unnamed = try CLIRunner.run(["init", "camera", "--app", "", "-o", path])
        #expect(unnamed.status == 2)
        #expect(unnamed.stderr.hasPrefix("permflow init: the starter would not lint clean, so nothing was written:\n"), "\(unnamed.stderr)")
        #expect(unnamed.stderr.contains("[purpose-sentence-case]"), "\(unnamed.stderr)")
        #expect(!FileManager.default.fileExists(atPath: path))
        // Every version in the range makes a lint-clean starter.
        for version in FlowParser.iosVersions {
            let written = try CLIRunner.run(["init", "location", "--ios", String(version)])
            #expect(written.status == 0, "iOS \(version): \(written.stderr)")
        }
    }
}

import Foundation
import Testing
@testable import PermflowCore

/// NSUserTrackingMarkdownUsageDescription (issue 28, item 0, iOS 27.2): read from flows
/// (`purpose-markdown`) and app files, linted by its words and its own well-formedness,
/// exported beside NSUserTrackingUsageDescription, and carried over by `init --from`.
@Suite struct TrackingMarkdownKeyTests {
    static let key = "NSUserTrackingMarkdownUsageDescription"
    static let markdown = "Dispatch shows **ads that match your interests**.\n\n- Stories stay *free*.\n- Change it in Settings."

    @Test func theCatalogKnowsTheKeyAsTrackingsMarkdownField() throws {
        let info = try #require(SystemAlertCatalog.standard.usageKey(Self.key))
        #expect(info.resource == "tracking" && info.field == .purposeMarkdown && info.ios == IOSRange(from: 27))
        // The plain key stays the one iOS reads for the alert, and required.
        #expect(SystemAlertCatalog.standard.resource("tracking")?.plistKey(ios: 27) == "NSUserTrackingUsageDescription")
    }

    @Test func exportWritesBothKeysOnlyFromIOS27() throws {
        let flow = try WalkFixture.inline(TrackingSheetTests.yaml())
        let purposes = ExportedPurposes.read(flow, catalog: .standard).purposes
        #expect(purposes.map(\.key) == [Self.key, "NSUserTrackingUsageDescription"])
        #expect(purposes.first?.text.contains("**ads you like**") == true)
        let older = try WalkFixture.inline(TrackingSheetTests.yaml(ios: "26"))
        #expect(ExportedPurposes.read(older, catalog: .standard).purposes.map(\.key) == ["NSUserTrackingUsageDescription"])
    }

    @Test func theFlowsMarkdownIsLintedByItsWordsAndItsForm() {
        let linter = Linter()
        let clean = linter.lint(path: "t.yaml", text: TrackingSheetTests.yaml())
        #expect(!clean.diagnostics.contains { $0.ruleID.hasPrefix("purpose") }, "\(clean.diagnostics.map(\.message))")
        // A long formatted page is not held to an alert's length; its words are read all the same.
        let long = TrackingSheetTests.yaml(markdown: Self.longMarkdown + "\\n\\n- TODO finish this.")
        let report = linter.lint(path: "t.yaml", text: long)
        #expect(!report.diagnostics.contains { $0.ruleID == "purpose-brief" })
        let todo = report.diagnostics.first { $0.ruleID == "purpose-placeholder" }
        #expect(todo?.message == "purpose string still contains the placeholder \"TODO\"")
        let open = linter.lint(path: "t.yaml", text: TrackingSheetTests.yaml(markdown: "Demo shows **ads you like."))
        let finding = open.diagnostics.first { $0.ruleID == "purpose-markdown" }
        #expect(finding?.message == "`purpose-markdown` opens \"**\" at character 12 and never closes it; the rest of its paragraph would be bold")
        // At the first character it styles: "a" of "ads", after `purpose-markdown: "Demo shows **`.
        #expect(finding?.location.line == 19 && finding?.location.column == 37)
    }

    static let longMarkdown = Array(repeating: "Dispatch shows ads that match what you read, from partners you can see in Settings.", count: 3)
        .joined(separator: "\\n\\n")

    @Test func anInfoPlistsMarkdownKeyIsLintedAsTheFlowsIs() throws {
        let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        \t<key>NSUserTrackingUsageDescription</key>
        \t<string>Dispatch uses your activity in other apps to show ads that match your interests.</string>
        \t<key>\(Self.key)</key>
        \t<string>Dispatch shows **ads that match your interests.

        - Change it in Settings</string>
        </dict>
        </plist>
        """
        let report = AppFileLinter().lint(path: "Info.plist", data: Data(plist.utf8), kind: .infoPlist)
        #expect(report.diagnostics.map(\.ruleID).sorted() == ["purpose-markdown", "purpose-period"])
        let open = try #require(report.diagnostics.first { $0.ruleID == "purpose-markdown" })
        #expect(open.message.hasPrefix("\(Self.key): `purpose-markdown` opens \"**\""))
        #expect(open.location.line == 7)
        // The well-formed key alone: no purpose-present finding for its alert, nothing at all.
        let good = plist.replacingOccurrences(of: "**ads that match your interests.", with: "**ads that match your interests**.")
            .replacingOccurrences(of: "in Settings<", with: "in Settings.<")
        #expect(AppFileLinter().lint(path: "Info.plist", data: Data(good.utf8), kind: .infoPlist).diagnostics.isEmpty)
    }

    @Test func initFromWritesTheMarkdownKeyAsTheAlertsPurposeMarkdown() throws {
        var file = AppStringsFile(kind: .infoPlist, source: SourceFile(path: "Info.plist", text: ""))
        for (key, value) in [("NSUserTrackingUsageDescription", "Dispatch uses your activity in other apps to show ads that match your interests."),
                             (Self.key, Self.markdown)] {
            file.strings.append(UsageString(key: key, locale: nil, value: value, location: .fileStart, keyPath: key))
        }
        let made = try AppStarterFlow.make(from: [file], locale: "en", app: "Dispatch")
        let flow = try WalkFixture.inline(made.yaml)
        let alert = try #require(flow.screens.first { $0.kind.value == .alert })
        #expect(alert.purposeMarkdown?.value == Self.markdown)
        #expect(Linter().lint(path: "starter", text: made.yaml).active.isEmpty)
    }
}

import Foundation
import Testing
@testable import PermflowCore

/// iOS 27 deprecates PHPhotoLibrary.requestAuthorization(_:) without an access level (issue 28,
/// item 0): a `photos` alert says `access-level: read-write`, lint hints where it does not.
@Suite struct PhotosAccessLevelTests {
    static func errors(_ level: String, resource: String = "photos") -> [String] {
        let outcomes = resource == "photos" ? "{allow-full: done, limit: done, deny: done}" : "{allow: done, deny: done}"
        let text = PhotosAccessLevelRule.example(ios: "27", level: level)
            .replacingOccurrences(of: "resource: photos\n", with: "resource: \(resource)\n")
            .replacingOccurrences(of: "{allow-full: done, limit: done, deny: done}", with: outcomes)
        return FlowParser().parse(path: "p.yaml", text: text).diagnostics.filter { $0.severity == .error }.map(\.message)
    }

    @Test func theLevelIsReadAndBadValuesAreRefused() throws {
        #expect(Self.errors("read-write").isEmpty)
        #expect(Self.errors("add-only") == ["`access-level: add-only` is the photos-add request, not photos'"])
        #expect(Self.errors("read-writ") == ["unknown access level 'read-writ'; did you mean 'read-write'?"])
        #expect(Self.errors("read-write", resource: "photos-add")
            == ["`access-level` belongs to a photos alert: photos-add has no access levels"])
    }

    @Test func lintHintsOnlyOn27WithoutALevel() {
        func fired(_ ios: String, _ level: String?) -> [Diagnostic] {
            Linter().lint(path: "p.yaml", text: PhotosAccessLevelRule.example(ios: ios, level: level)).diagnostics
                .filter { $0.ruleID == "photos-access-level" }
        }
        let hint = fired("27", nil)
        #expect(hint.map(\.severity) == [.hint])
        #expect(hint.first?.message == "the photos request on iOS 27 does not say its access level; "
                + "asking without one (requestAuthorization(_:)) is deprecated since iOS 27.0")
        #expect(fired("27", "read-write").isEmpty && fired("26", nil).isEmpty)
    }

    @Test func thePhotosStarterOn27SaysItsLevel() throws {
        let starter = try StarterFlow.yaml(resource: "photos", app: "Postcard", locale: "en", ios: 27)
        #expect(starter.contains("    access-level: read-write\n"))
        #expect(!(try StarterFlow.yaml(resource: "photos", app: "Postcard", locale: "en", ios: 26)).contains("access-level"))
    }
}

import Foundation
import Testing
@testable import PermflowCore

/// Health on iOS 27 (issue 28, item 0): the sheet offers to share only recent data instead of
/// the whole history (Apple's HealthKit documentation, `earliestAuthorizedSampleDate(for:)`),
/// for a request that reads; its wording is unverified.
@Suite struct HealthRecentWindowTests {
    static func stride(ios: Int, locale: String = "en") -> String {
        HealthSheetTests.stride.replacingOccurrences(of: "ios: 26", with: "ios: \(ios)")
            .replacingOccurrences(of: "app: Stride\n", with: "app: Stride\nlocale: \(locale)\n")
    }

    /// Home → the check → the pre-alert → the sheet.
    static func sheet(ios: Int, locale: String = "en") throws -> (Walker, WalkState) {
        let (walker, _) = try WalkFixture.linted(stride(ios: ios, locale: locale), path: "health.yaml")
        let state = try WalkFixture.keys(walker, "1,1").finalState
        return (walker, state)
    }

    @Test func theSheetOffersTheWindowFrom27ForARequestThatReads() throws {
        let (walker, state) = try Self.sheet(ios: 27)
        let sheet = try #require(state.alert?.sheet)
        #expect(sheet.recentOnly == false)
        #expect(walker.choices(state).last?.label == "Only the Last 30 Days")
        #expect(try Self.sheet(ios: 26).1.alert?.sheet?.recentOnly == nil)
        let model = SystemModel(catalog: .standard, ios: 27)
        #expect(model.healthOffersRecentWindow(read: ["heart-rate"]) && !model.healthOffersRecentWindow(read: []))
        #expect(!SystemModel(catalog: .standard, ios: 26).healthOffersRecentWindow(read: ["heart-rate"]))
    }

    @Test func theSwitchIsRecordedAndTheAnswerSaysSo() throws {
        let (walker, state) = try Self.sheet(ios: 27)
        let window = try #require(walker.choices(state).last).index
        let all = try #require(walker.choices(state).firstIndex { $0.label == "Turn On All" })
        let walk = try WalkFixture.choose(walker, "\(all + 1),\(window + 1),2", from: state)
        #expect(walk.records[1].notes.map(\.english) == ["Only the Last 30 Days on"])
        #expect(walk.records.last?.notes.map(\.english).contains(
            "Health: only recent data is shared (iOS 27); the app reads no older samples (earliestAuthorizedSampleDate)") == true)
        // Off, nothing more is said.
        let whole = try WalkFixture.choose(walker, "\(all + 1),2", from: state)
        #expect(whole.records.last?.notes.contains(.healthRecentWindow) == false)
    }

    @Test(arguments: ["en", "ko"]) func theSheetIsDrawnWithTheWindow(locale: String) throws {
        let (walker, state) = try Self.sheet(ios: 27, locale: locale)
        let frame = RendererTests.render(state, walker, width: 80, height: 30)
        assertSnapshot(frame.plainText, named: "health-sheet-27-\(locale)-80x30")
        let label = locale == "ko" ? "최근 30일의 데이터만" : "Only the Last 30 Days"
        #expect(frame.plainText.contains(label))
    }
}

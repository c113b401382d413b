import Foundation
import Testing
import PermflowCore
@testable import permflow

/// An iOS 26 alert, walked by keys through the session a terminal runs (issue 14): the glass look (capsule buttons, no rules,
/// leading text), the status line's note on unverified wording, and the transcript and review
/// recording it.
@Suite struct WalkIOS26PilotTests {
    static let flow = """
        permflow: 1
        name: 빵 찾기
        app: 빵지도
        locale: ko
        ios: 26
        start: home
        screens:
          home:
            kind: app
            title: 빵지도
            body: 가까운 빵집을 찾아 드립니다.
            actions:
              - label: 다음
                go: location
          location:
            kind: alert
            resource: location
            purpose: 주변 빵집을 보여 드리기 위해 위치를 사용합니다.
            on:
              allow-once: done
              allow-while-using: done
              deny: done
          done:
            kind: end
            title: 완료
        """

    @Test func anIOS26AlertIsDrawnAsGlassAndItsUnverifiedWordingIsNoted() throws {
        let pilot = try WalkPilot(text: Self.flow, name: "bread.yaml")
        try pilot.expect("가까운 빵집")
        let screen = try pilot.press("Enter", andExpect: "앱이 사용자의 위치를", "wording unverified for iOS 26")
        let text = screen.joined(separator: "\n")
        // Capsules (half blocks at their ends), the Korean Precise label, no ruled buttons.
        #expect(text.contains("\u{2590}"), "\(text)")
        #expect(text.contains("정확한 위치: 켬"), "\(text)")
        #expect(!text.contains("\u{251C}\u{2500}"), "\(text)")
        #expect(!text.contains("Precise"), "\(text)")
        // The title starts at the same column as the message: leading-aligned.
        let title = try #require(screen.first { $0.contains("‘빵지도’") })
        let message = try #require(screen.first { $0.contains("주변 빵집을") })
        #expect(CellWidth.of(String(title.prefix { $0 != "\u{2018}" })) == CellWidth.of(String(message.prefix { $0 != "주" })))
        try pilot.press("Enter", andExpect: "완료")
        try pilot.quit()
        let notes = try pilot.transcriptLines().compactMap { $0["notes"] as? [String] }.flatMap { $0 }
        #expect(notes.filter { $0.contains("wording unverified for iOS 26: location alert (ko, weak)") }.count == 1, "\(notes)")
        let review = try CLIRunner.run(["review", try #require(pilot.transcriptPath)])
        #expect(review.stdout.contains("wording unverified for iOS 26"), "\(review.stdout)\(review.stderr)")
    }
}

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
              allow-once: steps
              allow-while-using: steps
              deny: steps
          steps:
            kind: alert
            resource: motion
            purpose: 걸은 거리를 보여 드리기 위해 동작 데이터를 사용합니다.
            on:
              allow: done
              deny: done
          done:
            kind: end
            title: 완료
        """

    @Test func anIOS26AlertIsDrawnAsGlassAndItsUnverifiedWordingIsNoted() throws {
        let pilot = try WalkPilot(text: Self.flow, name: "bread.yaml")
        try pilot.expect("가까운 빵집")
        let screen = try pilot.press("Enter", andExpect: "앱이 사용자의 위치를")
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
        // Every string of the Korean location alert is sourced; motion's 허용 on 26 is weak, and the transcript notes it.
        try pilot.press("Enter", andExpect: "피트니스 활동에")
        try pilot.press("Enter", andExpect: "완료")
        try pilot.quit()
        let notes = try pilot.transcriptLines().compactMap { $0["notes"] as? [String] }.flatMap { $0 }
        #expect(notes.filter { $0.contains("wording unverified for iOS 26: motion alert (ko, weak)") }.count == 1, "\(notes)")
        #expect(!notes.contains { $0.contains("location alert") }, "\(notes)")
        let review = try CLIRunner.run(["review", try #require(pilot.transcriptPath)])
        #expect(review.stdout.contains("wording unverified for iOS 26"), "\(review.stdout)\(review.stderr)")
    }
}

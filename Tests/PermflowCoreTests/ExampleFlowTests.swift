import Testing
@testable import PermflowCore

/// The compact rule examples expand into the complete flows that are linted and documented.
@Suite struct ExampleFlowTests {
    @Test func wrapsTheGivenScreensInHomeAndTheStockScreensTheyGoTo() {
        let yaml = ExampleFlow.receipts.expand("""
            why-camera:
              kind: pre-alert
              resource: camera
              title: Scan receipts with your camera
              button: Continue
              next: camera
            """)
        #expect(yaml == """
            permflow: 1
            name: Scan a receipt
            app: Receipts
            start: home
            screens:
              home:
                kind: app
                title: Receipts
                actions:
                  - label: Scan a receipt
                    go: why-camera
              why-camera:
                kind: pre-alert
                resource: camera
                title: Scan receipts with your camera
                button: Continue
                next: camera
              camera:
                kind: alert
                resource: camera
                purpose: Receipts uses the camera to read the totals on receipts you scan.
                on:
                  allow: done
                  deny: done
              done:
                kind: end
                title: Receipt saved
            """)
    }

    @Test func givenScreensReplaceTheBaseOnesAndUnreachedStockIsLeftOut() {
        let yaml = ExampleFlow.receiptsKo.with(header: "ios: 17").withoutHome.expand("""
            notify:
              kind: alert
              resource: notifications
              on: {allow: done, deny: home}
            home:
              kind: end
              title: 영수증
            """)
        #expect(yaml == """
            permflow: 1
            name: 영수증
            app: 영수증
            locale: ko
            ios: 17
            start: notify
            screens:
              notify:
                kind: alert
                resource: notifications
                on: {allow: done, deny: home}
              home:
                kind: end
                title: 영수증
              done:
                kind: end
                title: 저장했습니다
            """)
    }

    @Test func aPurposeGoesIntoTheStockAlert() throws {
        let example = RuleExample(.sleepy, purpose: "Sleepy records at night.")
        #expect(example.yaml.contains("\n  mic:\n    kind: alert\n    resource: microphone\n    purpose: Sleepy records at night.\n"))
        #expect(example.yaml.contains("\n  done:\n    kind: end\n"))
        let report = Linter().lint(path: "example.yaml", text: example.yaml)
        #expect(!report.isUnusable)
        #expect(ExampleFlow.app("Pace").expand(purpose: "Pace reads your heart rate.") == nil)
    }
}

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

    @Test func aPreAlertTakesItsIdResourceAndNextFromTheStockAlert() throws {
        let example = RuleExample(.sleepy, preAlert: "Sleep better", body: "Sleepy listens for snoring.", button: "Next", more: """
            dismissible: false
            actions:
              - label: Not now
                go: later
            """, then: "later:\n  kind: end\n  title: Maybe another night")
        #expect(example.yaml.hasSuffix("""
            start: home
            screens:
              home:
                kind: app
                title: Sleepy
                actions:
                  - label: Record tonight
                    go: why-mic
              why-mic:
                kind: pre-alert
                resource: microphone
                title: Sleep better
                body: Sleepy listens for snoring.
                button: Next
                next: mic
                dismissible: false
                actions:
                  - label: Not now
                    go: later
              later:
                kind: end
                title: Maybe another night
              mic:
                kind: alert
                resource: microphone
                purpose: Sleepy records during the night to detect snoring sounds.
                on:
                  allow: done
                  deny: done
              done:
                kind: end
                title: Good night
            """))
        #expect(!Linter().lint(path: "example.yaml", text: example.yaml).isUnusable)
        let plain = RuleExample(preAlert: "Scan receipts", button: "Continue")
        #expect(plain.yaml.contains("\n  why-camera:\n    kind: pre-alert\n    resource: camera\n    title: Scan receipts\n    button: Continue\n    next: camera\n  camera:\n"))
        #expect(ExampleFlow.demo.preAlert(title: "T", button: "B") == nil)
    }
}

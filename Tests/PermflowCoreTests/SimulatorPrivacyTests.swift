import Testing
@testable import PermflowCore

/// What `export --simctl` writes for each stored state: a grant or revoke of the service as
/// `xcrun simctl privacy` names it, or a comment saying what simctl cannot set.
@Suite struct SimulatorPrivacyTests {
    static let cases: [(resource: String, state: PermissionState, expected: [SimulatorPrivacy.Line])] = [
        ("location", .whileUsing, [.grant(service: "location", note: nil)]),
        ("location", .always, [.grant(service: "location-always", note: nil)]),
        ("location", .denied, [.revoke(service: "location")]),
        ("contacts", .authorized, [.grant(service: "contacts", note: nil)]),
        ("contacts", .denied, [.revoke(service: "contacts")]),
        ("photos", .authorized, [.grant(service: "photos", note: nil)]),
        ("photos", .writeOnly, [.grant(service: "photos-add", note: nil)]),
        ("photos-add", .authorized, [.grant(service: "photos-add", note: nil)]),
        ("calendar", .authorized, [.grant(service: "calendar", note: nil)]),
        ("reminders", .denied, [.revoke(service: "reminders")]),
        ("media-library", .authorized, [.grant(service: "media-library", note: nil)]),
        ("microphone", .denied, [.revoke(service: "microphone")]),
        ("motion", .authorized, [.grant(service: "motion", note: nil)]),
        ("siri", .authorized, [.grant(service: "siri", note: nil)]),
        ("location", .notDetermined, []),
    ]

    @Test(arguments: cases.indices)
    func eachStoredStateIsTheServiceSimctlNames(_ index: Int) {
        let (resource, state, expected) = Self.cases[index]
        #expect(SimulatorPrivacy.lines(for: ResourceID(resource), state, limited: nil, precise: true) == expected, "\(resource) \(state)")
    }

    @Test func whatSimctlCannotSetIsACommentSayingSo() {
        func comment(_ resource: String, _ state: PermissionState, limited: Int? = nil, precise: Bool = true) -> String {
            let lines = SimulatorPrivacy.lines(for: ResourceID(resource), state, limited: limited, precise: precise)
            guard lines.count == 1, case .comment(let text) = lines[0] else { return "not one comment: \(lines)" }
            return text
        }
        #expect(comment("camera", .authorized) == "camera: authorized: simctl privacy cannot set camera; answer the app's alert by hand")
        #expect(comment("tracking", .denied).hasPrefix("tracking: denied: simctl privacy cannot set tracking"))
        #expect(comment("notifications", .provisional).hasPrefix("notifications: provisional: simctl privacy cannot set notifications"))
        #expect(comment("location", .allowedOnce).contains("simctl has no one-time grant"))
        #expect(comment("photos", .limited, limited: 3).hasPrefix("photos: limited (3 selected): simctl has no limited photos service"))
        #expect(comment("calendar", .writeOnly).contains("no add-events-only calendar service"))
        #expect(comment("location", .restricted).contains("simctl cannot set this state"))
        // Limited contacts and Precise off are granted, with a note on what is left to do by hand.
        #expect(SimulatorPrivacy.lines(for: "contacts", .limited, limited: 2, precise: true)
            == [.grant(service: "contacts-limited", note: "choose the contacts in the app's picker (the walk shared 2); simctl grants limited access with none chosen")])
        let imprecise = SimulatorPrivacy.lines(for: "location", .whileUsing, limited: nil, precise: false)
        guard case .grant("location", let note?) = imprecise.first else { Issue.record("\(imprecise)"); return }
        #expect(note.hasPrefix("Precise was off; simctl cannot set it"))
    }

    @Test func onlyABundleIdentifierReachesTheShell() {
        for good in ["com.example.receipts", "com.example.my-app", "Demo", "a.b.c.d1"] {
            #expect(SimulatorPrivacy.isBundleID(good), "\(good)")
        }
        let tooLong = String(repeating: "a", count: SimulatorPrivacy.maximumBundleIDLength + 1)
        for bad in ["", "com.example app", "x;rm -rf /", "$(id)", "com.example.\u{1B}[2J", "-rf", ".hidden", "com.例.app", "a\nb", tooLong] {
            #expect(!SimulatorPrivacy.isBundleID(bad), "\(bad)")
        }
    }
}

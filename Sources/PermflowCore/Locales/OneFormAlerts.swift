/// The alerts that read the same on every iOS version they are drawn on, written once with their
/// buttons' order and outcomes: a locale file gives their words with each string's evidence.
extension AlertText {
    /// Don't Allow, then Allow: calendar's add-events alert, Health's, AlarmKit's (from iOS 26),
    /// and notifications' (with their `message`).
    static func denyOrAllow(_ ios: IOSRange = .all, title: SystemString, message: SystemString? = nil,
                            deny: AlertButton, allow: SystemString) -> [AlertText] {
        [AlertText(ios: ios, title: title.text, title.evidence, systemMessage: message?.text, systemMessageEvidence: message?.evidence,
                   buttons: [deny, AlertButton(allow.text, "allow", allow.evidence)])]
    }

    /// Location's upgrade to Always: Keep Only While Using, then Change to Always Allow.
    static func alwaysUpgrade(title: SystemString, keep: SystemString, change: SystemString) -> [AlertText] {
        [AlertText(ios: .all, title: title.text, title.evidence, buttons: [
            AlertButton(keep.text, "keep-while-using", keep.evidence), AlertButton(change.text, "allow-always", change.evidence),
        ])]
    }

    /// App Tracking Transparency's alert: Ask App Not to Track, then Allow.
    static func tracking(title: SystemString, askNotToTrack: SystemString, allow: SystemString) -> [AlertText] {
        [AlertText(ios: .all, title: title.text, title.evidence, buttons: [
            AlertButton(askNotToTrack.text, "ask-not-to-track", askNotToTrack.evidence), AlertButton(allow.text, "allow", allow.evidence),
        ])]
    }
}

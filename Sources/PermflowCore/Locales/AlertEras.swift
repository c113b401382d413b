/// A two-button alert's buttons in one language across the iOS versions permflow draws, with each
/// era's evidence: Don't Allow, the OK that the older alerts show (and that no source shows since
/// iOS 18), and the Allow that replaced it (on camera and microphone in iOS 17, on the others in
/// iOS 26). Which alert changed when is iOS's, written once here as the eras below; a locale file
/// gives the words and their evidence once and names an era per alert.
struct AlertEras: Sendable {
    /// Don't Allow, on every era, and OK as the older alerts show it (its label and evidence; its
    /// outcome is the era's).
    var deny, ok: AlertButton
    /// Allow's label.
    var allow: String
    /// OK's evidence on iOS 18 and later, where no source of the language shows it; Allow's on
    /// iOS 17–25, which no source of the language shows; and Allow's on iOS 26, where it was measured.
    var okUnseenSince18, allowUnseen17, allowMeasured26: Evidence

    /// OK through iOS 17, the same OK (unsourced) since 18: Bluetooth, Face ID, HomeKit, Siri …
    func okThrough17(title: String, _ titleEvidence: Evidence) -> [AlertText] {
        AlertText.okThrough17(title: title, titleEvidence, deny: deny, ok: ok, since18: okUnseenSince18)
    }

    /// OK through iOS 16, Allow since 17 (unsourced until 26, measured on 26): camera and
    /// microphone, and with `outcome: "allow-full"` reminders' full access. `titleSince17` is the
    /// title's evidence from iOS 17 on, where it differs.
    func allowSince17(title: String, _ titleEvidence: Evidence, outcome: String = "allow",
                      titleSince17: Evidence? = nil) -> [AlertText] {
        let since17 = titleSince17 ?? titleEvidence
        return [
            AlertText(ios: IOSRange(from: 26), title: title, since17, buttons: [deny, button(allow, outcome, allowMeasured26)]),
            AlertText(ios: IOSRange(from: 17, through: 25), title: title, since17,
                      buttons: [deny, button(allow, outcome, allowUnseen17)]),
            AlertText(ios: IOSRange(through: 16), title: title, titleEvidence, buttons: [deny, button(ok.label, outcome, ok.evidence)]),
        ]
    }

    /// OK through iOS 25 (sourced through 17), Allow on 26 (measured): motion and speech.
    func allowOn26(title: String, _ titleEvidence: Evidence) -> [AlertText] {
        AlertText.byIOS(title: title, titleEvidence, deny: deny, [
            (IOSRange(through: 17), button(ok.label, "allow", ok.evidence)),
            (IOSRange(from: 18, through: 25), button(ok.label, "allow", okUnseenSince18)),
            (IOSRange(from: 26), button(allow, "allow", allowMeasured26)),
        ])
    }

    /// Full access since iOS 17 (`fullAccess`, the title's evidence `titleSince17`), OK through
    /// 16: calendar (`AlertText.fullAccessSince17`).
    func fullAccessSince17(title: String, _ titleEvidence: Evidence, titleSince17: Evidence,
                           fullAccess: AlertButton) -> [AlertText] {
        AlertText.fullAccessSince17(title: SystemString(title, titleSince17), fullAccess: fullAccess,
                                    title16: SystemString(title, titleEvidence), deny: deny, ok: ok)
    }

    /// The era before a resource's levels, whose OK granted full access (`AlertText.okForFullAccess`).
    func okForFullAccess(_ ios: IOSRange, title: String, _ titleEvidence: Evidence) -> AlertText {
        AlertText.okForFullAccess(ios, title: SystemString(title, titleEvidence), deny: deny, ok: ok)
    }

    private func button(_ label: String, _ outcome: String, _ evidence: Evidence) -> AlertButton {
        AlertButton(label, outcome, evidence)
    }
}

extension AlertText {
    /// Calendar's and reminders' two forms: Don't Allow and `fullAccess` since iOS 17, Don't Allow
    /// and OK (full access) through 16, with the title `title16` there.
    static func fullAccessSince17(title: SystemString, fullAccess: AlertButton, title16: SystemString,
                                  deny: AlertButton, ok: AlertButton) -> [AlertText] {
        [AlertText(ios: IOSRange(from: 17), title: title.text, title.evidence, buttons: [deny, fullAccess]),
         okForFullAccess(IOSRange(through: 16), title: title16, deny: deny, ok: ok)]
    }

    /// The era before a resource's levels, whose OK granted full access: calendar and reminders
    /// through iOS 16, contacts through 17, photos through 13. `ok` gives the label and evidence.
    static func okForFullAccess(_ ios: IOSRange, title: SystemString, deny: AlertButton, ok: AlertButton) -> AlertText {
        AlertText(ios: ios, title: title.text, title.evidence, buttons: [deny, AlertButton(ok.label, "allow-full", ok.evidence)])
    }
}

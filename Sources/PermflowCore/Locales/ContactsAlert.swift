/// The contacts alert's two forms, written once for every language: a locale file gives the words
/// of each with their evidence.
struct ContactsAlertWords: Sendable {
    var title: SystemString
    /// iOS 18 and later: Continue, then the second stage (Select Contacts, and the full-access
    /// button) with its title and message, and the contact picker's words.
    var next, selectContacts, allowFullAccess, followUpTitle: SystemString
    var followUpMessage: SystemString? = nil
    var picker: LimitedPickerText
    /// iOS 17 and earlier, where the title differs from the later one's.
    var title17: SystemString? = nil

    /// The texts, newest first: Don't Allow and Continue, then the second stage, since iOS 18;
    /// Don't Allow and OK (full access) before.
    func texts(deny: AlertButton, ok: AlertButton) -> [AlertText] {
        [
            AlertText(ios: IOSRange(from: 18), title: title.text, title.evidence,
                      buttons: [deny, AlertButton(next.text, nil, next.evidence)],
                      followUp: [AlertButton(selectContacts.text, "limit", selectContacts.evidence),
                                 AlertButton(allowFullAccess.text, "allow-full", allowFullAccess.evidence)],
                      followUpTitle: followUpTitle, followUpMessage: followUpMessage, picker: picker),
            AlertText.okForFullAccess(IOSRange(through: 17), title: title17 ?? title, deny: deny, ok: ok),
        ]
    }
}

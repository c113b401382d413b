/// The photos alert's three forms, written once for every language: a locale file gives the words
/// of each with their evidence.
struct PhotosAlertWords: Sendable {
    var title: SystemString
    /// iOS 17 and later: Limit Access… and Allow Full Access, the picker's words and the counts line.
    var limitAccess, allowFullAccess: SystemString
    var picker: LimitedPickerText? = nil
    var libraryCounts: LibraryCountsText? = nil
    /// iOS 14–16: Select Photos… and Allow Access to All Photos.
    var selectPhotos, allowAllPhotos: SystemString
    /// iOS 13 and earlier, where the title differs from the later one's.
    var title13: SystemString? = nil

    /// The texts, newest first: the two levels and Don't Allow last since iOS 14, Don't Allow and
    /// OK (full access) before.
    func texts(deny: AlertButton, ok: AlertButton) -> [AlertText] {
        [
            AlertText(ios: IOSRange(from: 17), title: title.text, title.evidence,
                      buttons: [button(limitAccess, "limit"), button(allowFullAccess, "allow-full"), deny],
                      picker: picker, libraryCounts: libraryCounts),
            AlertText(ios: IOSRange(from: 14, through: 16), title: title.text, title.evidence,
                      buttons: [button(selectPhotos, "limit"), button(allowAllPhotos, "allow-full"), deny]),
            AlertText.okForFullAccess(IOSRange(through: 13), title: title13 ?? title, deny: deny, ok: ok),
        ]
    }

    private func button(_ words: SystemString, _ outcome: String) -> AlertButton {
        AlertButton(words.text, outcome, words.evidence)
    }
}

/// The location alert's two forms, written once for every language: a locale file gives the words
/// of each with their evidence.
struct LocationAlertWords: Sendable {
    /// iOS 14 and later: the title, Allow Once, Allow While Using App, and the Precise switch.
    var title, allowOnce, whileUsing: SystemString
    var precise: PreciseLabels
    /// iOS 13 and earlier: the title that asks for "while you are using the app", and the same two
    /// buttons in the other order (While Using first), without Precise.
    var title13, whileUsing13, allowOnce13: SystemString

    /// The texts, newest first, with `deny` last on both (iOS 14 turned the order of the two
    /// allowing buttons around and added Precise).
    func texts(deny: AlertButton) -> [AlertText] {
        [
            AlertText(ios: IOSRange(from: 14), title: title.text, title.evidence,
                      buttons: [button(allowOnce, "allow-once"), button(whileUsing, "allow-while-using"), deny], precise: precise),
            AlertText(ios: IOSRange(through: 13), title: title13.text, title13.evidence,
                      buttons: [button(whileUsing13, "allow-while-using"), button(allowOnce13, "allow-once"), deny]),
        ]
    }

    private func button(_ words: SystemString, _ outcome: String) -> AlertButton {
        AlertButton(words.text, outcome, words.evidence)
    }
}

extension [AlertText] {
    /// The same texts with the button of `outcome` worded `older` on iOS `from` through `through`:
    /// a text whose range reaches past `through` is split in two, the newer part first (Japanese's
    /// Allow While Using App and Ask App Not to Track said App, not アプリ, through iOS 17). Texts
    /// outside the range stay.
    func relabeled(_ outcome: String, from: Int = 0, through: Int, _ older: SystemString) -> [AlertText] {
        flatMap { text -> [AlertText] in
            if let start = text.ios.from, start > through { return [text] }
            if let end = text.ios.through, end < from { return [text] }
            var old = text
            old.buttons = text.buttons.map { $0.outcome == outcome ? AlertButton(older.text, outcome, older.evidence) : $0 }
            guard text.ios.through.map({ $0 > through }) ?? true else { return [old] }
            var newer = text
            newer.ios.from = through + 1
            old.ios.through = through
            return [newer, old]
        }
    }
}

/// One word Settings › Privacy shows for a choice, with how sure permflow is of it in its language.
struct ChoiceWord: Sendable {
    var text: String
    var status: EvidenceStatus

    static func verified(_ text: String) -> ChoiceWord { ChoiceWord(text: text, status: .verified) }
    static func weak(_ text: String) -> ChoiceWord { ChoiceWord(text: text, status: .weak) }
    static func unverified(_ text: String) -> ChoiceWord { ChoiceWord(text: text, status: .unverified) }
}

/// Settings › Privacy's choice labels in one language: each word once, with its evidence. Which
/// list offers which word on which iOS versions is iOS's, written once in `table` for every
/// language; a locale file gives only the words (`SettingsWords.choices`).
///
/// A word whose evidence differs by where it stands (English's Add Photos Only is sourced on iOS
/// 17's photos list only) has a second field for that place, defaulting to the word.
struct SettingsChoiceWords: Sendable {
    /// Shared by several lists: Not Asked Yet (every list that asks), None (denied on calendar,
    /// contacts, photos since iOS 14 and photos-add), Full Access, Limited Access, Add Events Only,
    /// and Add Photos Only (photos' add-only level since iOS 17 and photos-add's access).
    var notAskedYet, none, fullAccess, limitedAccess, addEventsOnly, addPhotosOnly: ChoiceWord
    /// Location's: Never (photos' denied before iOS 14 too, unless `neverOnPhotos` says otherwise),
    /// Ask Next Time Or When I Share (iOS 15 and later) and Ask Next Time (before), While Using the
    /// App and Always (the switch's too).
    var never, askNextTimeOrWhenIShare, askNextTime, whileUsing, always: ChoiceWord
    /// Photos' levels on iOS 14–16 (Selected Photos, All Photos) and before 14 (Read and Write).
    var selectedPhotos, allPhotos, readAndWrite: ChoiceWord
    /// The switch's words for the states no list of its own words.
    var on, off, deliverQuietly, allowOnce, restricted: ChoiceWord
    /// Photos' add-only level before iOS 17, and photos' denied before iOS 14, where their evidence
    /// differs from the word's elsewhere.
    var addPhotosOnlyBefore17, neverOnPhotos: ChoiceWord

    init(notAskedYet: ChoiceWord, none: ChoiceWord, fullAccess: ChoiceWord, limitedAccess: ChoiceWord,
         addEventsOnly: ChoiceWord, addPhotosOnly: ChoiceWord, never: ChoiceWord, askNextTimeOrWhenIShare: ChoiceWord,
         askNextTime: ChoiceWord, whileUsing: ChoiceWord, always: ChoiceWord, selectedPhotos: ChoiceWord,
         allPhotos: ChoiceWord, readAndWrite: ChoiceWord, on: ChoiceWord, off: ChoiceWord, deliverQuietly: ChoiceWord,
         allowOnce: ChoiceWord, restricted: ChoiceWord, addPhotosOnlyBefore17: ChoiceWord? = nil,
         neverOnPhotos: ChoiceWord? = nil) {
        self.notAskedYet = notAskedYet
        self.none = none
        self.fullAccess = fullAccess
        self.limitedAccess = limitedAccess
        self.addEventsOnly = addEventsOnly
        self.addPhotosOnly = addPhotosOnly
        self.never = never
        self.askNextTimeOrWhenIShare = askNextTimeOrWhenIShare
        self.askNextTime = askNextTime
        self.whileUsing = whileUsing
        self.always = always
        self.selectedPhotos = selectedPhotos
        self.allPhotos = allPhotos
        self.readAndWrite = readAndWrite
        self.on = on
        self.off = off
        self.deliverQuietly = deliverQuietly
        self.allowOnce = allowOnce
        self.restricted = restricted
        self.addPhotosOnlyBefore17 = addPhotosOnlyBefore17 ?? addPhotosOnly
        self.neverOnPhotos = neverOnPhotos ?? never
    }

    /// The lists as iOS offers them: resource id (or `SettingsWords.switchKey`) → its labels, each
    /// on the iOS versions it stands on (calendar's levels since 17, contacts' since 18, photos'
    /// three eras, location's Ask Next Time renamed in 15).
    var table: [String: [ChoiceLabel]] {
        let since15 = IOSRange(from: 15), through14 = IOSRange(through: 14)
        return [
            "calendar": Self.era(IOSRange(from: 17), [(.notDetermined, notAskedYet), (.denied, none), (.authorized, fullAccess)]),
            "calendar-write": Self.era(IOSRange(from: 17), [(.notDetermined, notAskedYet), (.denied, none), (.authorized, addEventsOnly)]),
            "contacts": Self.era(IOSRange(from: 18), [
                (.notDetermined, notAskedYet), (.denied, none), (.limited, limitedAccess), (.authorized, fullAccess),
            ]),
            "location": Self.era(nil, [(.denied, never)])
                + Self.era(since15, [(.notDetermined, askNextTimeOrWhenIShare)]) + Self.era(through14, [(.notDetermined, askNextTime)])
                + Self.era(since15, [(.allowedOnce, askNextTimeOrWhenIShare)]) + Self.era(through14, [(.allowedOnce, askNextTime)])
                + Self.era(nil, [(.whileUsing, whileUsing), (.always, always)]),
            "photos": Self.era(IOSRange(from: 17), [
                (.notDetermined, notAskedYet), (.denied, none), (.limited, limitedAccess), (.writeOnly, addPhotosOnly),
                (.authorized, fullAccess),
            ]) + Self.era(IOSRange(from: 14, through: 16), [
                (.notDetermined, notAskedYet), (.denied, none), (.limited, selectedPhotos), (.writeOnly, addPhotosOnlyBefore17),
                (.authorized, allPhotos),
            ]) + Self.era(IOSRange(through: 13), [
                (.notDetermined, notAskedYet), (.denied, neverOnPhotos), (.writeOnly, addPhotosOnlyBefore17), (.authorized, readAndWrite),
            ]),
            "photos-add": Self.era(nil, [(.notDetermined, notAskedYet), (.denied, none), (.authorized, addPhotosOnly)]),
            SettingsWords.switchKey: Self.era(nil, [
                (.notDetermined, notAskedYet), (.authorized, on), (.denied, off), (.limited, limitedAccess),
                (.provisional, deliverQuietly), (.allowedOnce, allowOnce), (.whileUsing, whileUsing), (.always, always),
                (.restricted, restricted), (.writeOnly, addEventsOnly),
            ]),
        ]
    }

    /// The labels of `states` on the versions `ios` gives (all when nil), in order.
    private static func era(_ ios: IOSRange?, _ states: [(PermissionState, ChoiceWord)]) -> [ChoiceLabel] {
        states.map { ChoiceLabel($0.0, ios: ios, $0.1.text, status: $0.1.status) }
    }
}

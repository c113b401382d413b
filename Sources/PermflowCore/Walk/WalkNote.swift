/// Something a walk says about a step: what the system did on the way (an alert not shown, a
/// check read, Settings changed), why a key did nothing, what the session is doing.
///
/// Notes are values until they are shown: the status line, the transcript writer and the review
/// turn them into English (`english`), and code that reads a walk (the review's summary of
/// requests) matches cases, never sentences.
public enum WalkNote: Sendable, Hashable {
    // MARK: The system's moves
    /// An alert not shown because the resource it stores under was determined; for an upgrade
    /// alert kept away because it was shown before, `upgradeAskedFor` names it.
    case notShown(resource: ResourceID, state: PermissionState, upgradeAskedFor: ResourceID?)
    /// The request was refused by a device-wide switch (Allow Apps to Request to Track off):
    /// no alert, and the app reads denied.
    case requestsOff(resource: ResourceID)
    /// Health's answer with iOS 27's Only Recent Data on: the app reads no older samples.
    case healthRecentWindow
    /// The request was asked with iOS 27.2's EU sheet, the device being in `country`; `optedIn`
    /// when the country does not require it and the app asked with the expanded interface.
    case trackingSheet(resource: ResourceID, country: String, optedIn: Bool)
    /// The EU sheet's Additional Information closed it with no answer.
    case additionalInformation(resource: ResourceID)
    /// An upgrade request while the resource it upgrades was not determined: iOS asks the
    /// upgraded resource's own question first.
    case standsIn(resource: ResourceID, requested: ResourceID, shown: ResourceID)
    /// The answer to a stand-in alert, and the upgrade screen's outcome it goes on through.
    case standInAnswered(resource: ResourceID, state: PermissionState, requested: ResourceID, follows: OutcomeKey)
    /// An answer to the location button's first-tap alert stored `state`.
    case locationStored(PermissionState)
    /// A determined state the screen's `on:` has no outcome for.
    case noOutcomeForState(resource: ResourceID, state: PermissionState)
    /// The state is not one the alert stores; the system follows the nearest answer.
    case followsAnotherAnswer(state: PermissionState, follows: OutcomeKey)
    /// The screen's `on:` does not map the outcome the walk would follow.
    case unmappedOutcome(OutcomeKey)
    /// The catalog has no alert text for the locale and iOS version.
    case noAlertText(resource: ResourceID, locale: String, ios: Int)
    /// A screen named as a target that the flow does not have.
    case missingScreen(String)
    /// Checks and alerts not shown that lead back to one of them.
    case circle([String])
    /// The walk passed more checks and hidden alerts than the flow has screens.
    case hiddenCircle
    /// A check whose `on:` maps no route for the state it read.
    case checkUnmapped(check: String, resource: ResourceID, state: PermissionState)
    /// A check read `state` of `subject` and took `route` to `target`.
    case checked(subject: String, state: PermissionState, route: OutcomeKey, target: String)
    /// Health's sheet shows again for types not asked before.
    case healthAsksAgain
    /// The alert's wording is not confirmed by a primary source for this iOS version.
    case wordingUnverified(ios: Int, what: String, status: EvidenceStatus)
    /// A walk in one of the flow's further locales (`walk --locale`) shows an alert whose purpose
    /// string the flow writes no translation for: the flow's own locale's text is shown, as iOS
    /// shows the development language's string where an app has no InfoPlist.strings for it.
    case purposeUntranslated(locale: String, shown: String)
    /// The flow's `alert:` replaced strings of the system's text.
    case overridden(resource: ResourceID, replaced: [String], locale: String, source: String?)
    /// The first stage of a two-stage alert was answered: its second asks what to share.
    case secondStage(resource: ResourceID?)
    /// Continue led to the sheet a separate system process shows (iOS 18 contacts).
    case sharingSheet(resource: ResourceID?)

    // MARK: The location button
    case buttonRefused(reason: String)
    case buttonKeeps(PermissionState)
    case buttonStaysDenied
    case buttonGrantsOnce
    case buttonFirstTap

    // MARK: Settings, Precise, launches
    case openedSettings(goesOnTo: String)
    case backFromSettings
    case settingsBehindAlert(resource: ResourceID)
    /// Settings > Privacy changed a resource; `label` is the state in Settings' words.
    case settingsChanged(resource: ResourceID, state: PermissionState, label: String)
    /// Settings' Precise Location switch; `word` is Settings' own word for it.
    case settingsPrecise(word: String)
    /// Settings' Allow Apps to Request to Track was switched.
    case settingsTrackingRequests(on: Bool)
    /// The location alert's Precise switch.
    case precise(on: Bool)
    case preciseNotHere
    case relaunched(expired: [ResourceID])
    case restarted

    // MARK: Keys that did nothing
    case flowEnds
    case noButtons(place: String)
    case buttonCount(place: String, count: Int)
    case backOnAlert(key: String)
    case backOnPreAlert(key: String)
    case backAtEnd(key: String)
    case lowercaseQ
    case backOnScreen(key: String)
    case quitCancelled

    // MARK: The picker and the Health sheet
    case pickerShown(contacts: Int)
    /// "Limit Access…" opened iOS 17's photo picker, listing `photos` photos.
    case photoPickerShown(photos: Int)
    case marked(name: String, selected: Int)
    case unmarked(name: String, selected: Int)
    case confirmAsked(count: String)
    case pickerBack
    case pickerCancelled
    case limitedTo(resource: ResourceID, count: String)
    case healthAll(on: Bool)
    case healthSwitch(label: String, on: Bool)
    case healthAllowsNothing(follows: OutcomeKey)
    case healthAnswer(summary: String)

    // MARK: The session
    case reloadedKept(screen: String)
    case reloadedGone(screen: String)
    case alertGone(resource: ResourceID)
    case paused
    case recordingStopped(reason: String, steps: Int)
    /// A note as a transcript recorded it (its status line), shown again as written.
    case recorded(String)
}

/// A note in English, as the status line, the transcript's `notes` and the review show it. The
/// one place where a walk's notes become words.
extension WalkNote {
    /// What the notes of a screen or check with no target for an outcome or state say.
    private static func noTarget(_ outcome: String) -> String { "the flow does not say where \(outcome) leads" }

    /// A key that does nothing where it was pressed, and why.
    private static func doesNothing(_ key: String, _ why: String) -> String { "\(key) does nothing: \(why)" }

    /// The keys that go on from a flow's end.
    private static let endKeys = "r restarts it, R relaunches the app, Q quits"

    public var english: String {
        switch self {
        case let .notShown(resource, state, upgrade):
            "not shown: \(resource) already \(state.rawValue)" + (upgrade.map { "; the \($0) alert was shown before" } ?? "")
        case let .trackingSheet(resource, country, optedIn):
            "\(resource): asked with iOS 27.2's EU sheet (the device is in \(country), "
                + (optedIn ? "and the app asks with the expanded interface)" : "where apps must ask so)")
        case let .additionalInformation(resource):
            "Additional Information: the sheet closed with no answer; \(resource) stays not determined, and the next request shows the sheet again"
        case .healthRecentWindow:
            "Health: only recent data is shared (iOS 27); the app reads no older samples (earliestAuthorizedSampleDate)"
        case let .requestsOff(resource):
            "not shown: Allow Apps to Request to Track is off in Settings, so every \(resource) request reads denied"
        case let .standsIn(resource, requested, shown):
            "\(resource) is not determined: the \(requested) request shows the \(shown) alert first"
        case let .standInAnswered(resource, state, requested, follows):
            "\(resource) is now \(state.rawValue); the \(requested) request goes on through '\(follows)'"
        case let .locationStored(state):
            "location is now \(state.rawValue)"
        case let .noOutcomeForState(resource, state):
            Self.noTarget("\(resource) \(state.rawValue)")
        case let .followsAnotherAnswer(state, follows):
            "\(state.rawValue) is not an answer this alert gives; following '\(follows)'"
        case let .unmappedOutcome(key):
            Self.noTarget("'\(key)'")
        case let .noAlertText(resource, locale, ios):
            "no \(resource) alert text for \(locale), iOS \(ios)"
        case let .missingScreen(id):
            "screen '\(id)' does not exist"
        case let .circle(ids):
            "stopped: \(ids.joined(separator: " \u{2192} ")) leads in a circle with nothing on screen"
        case .hiddenCircle:
            "stopped: checks and alerts that are not shown lead in a circle"
        case let .checkUnmapped(check, resource, state):
            "stopped at check '\(check)': " + Self.noTarget("\(resource) \(state.rawValue)")
        case let .checked(subject, state, route, target):
            "checked \(subject): \(state.rawValue)\(route.rawValue == state.rawValue ? "" : " (\(route))") \u{2192} \(target)"
        case .healthAsksAgain:
            "the Health sheet asks again: the request lists types not asked before"
        case let .wordingUnverified(ios, what, status):
            if status == .carriedOver, let older = IOSVersions.info(ios)?.carriesOver {
                "wording as on iOS \(older), no iOS \(ios) source: \(what))"
            } else {
                "wording unverified for iOS \(ios): \(what), \(status.rawValue))"
            }
        case let .purposeUntranslated(locale, shown):
            "no \(locale) purpose string in the flow: the \(shown) one is shown, as iOS shows the development language's"
        case let .overridden(resource, replaced, locale, source):
            "overridden by the flow: \(resource) alert \(replaced.joined(separator: ", ")) (\(locale)\(source.map { "; \($0)" } ?? ""))"
        case let .secondStage(resource):
            "the alert asks which \(resource?.rawValue ?? "items") to share"
        case let .sharingSheet(resource):
            "a sheet from the system (another process, not an alert) asks how to share \(resource?.rawValue ?? "items")"
        case let .buttonRefused(reason):
            "the system refuses this location button and grants nothing: \(reason)"
        case let .buttonKeeps(state):
            "location is already \(state.rawValue); the button leaves it as it is"
        case .buttonStaysDenied:
            "location is denied; the button grants nothing until it is changed in Settings > Privacy"
        case .buttonGrantsOnce:
            "one-time location access, no alert (the button was approved before)"
        case .buttonFirstTap:
            "first tap: the system shows its location alert"
        case let .openedSettings(target):
            "opened Settings > Privacy; the walk goes on to '\(target)' when it closes"
        case .backFromSettings:
            "back from Settings"
        case let .settingsBehindAlert(resource):
            "Settings cannot open while the \(resource) alert is up: answer it first"
        case let .settingsChanged(resource, state, label):
            "Settings: \(resource) is now \(state.rawValue) (\(label)); it takes effect at the next request"
        case let .settingsPrecise(word):
            "Settings: Precise Location is now \(word)"
        case let .settingsTrackingRequests(on):
            "Settings: Allow Apps to Request to Track is now \(on ? "on" : "off")"
                + (on ? "; apps may ask again" : "; tracking requests read denied, with no alert")
        case let .precise(on):
            "Precise: \(on ? "On" : "Off")"
        case .preciseNotHere:
            "the Precise switch is on the location alert"
        case let .relaunched(expired):
            expired.isEmpty ? "relaunched: no one-time grant to end"
                : "relaunched: one-time access ended for \(expired.map(\.rawValue).joined(separator: ", "))"
        case .restarted:
            "restarted with every permission not determined"
        case .flowEnds:
            "the flow ends here: \(Self.endKeys)"
        case let .noButtons(place):
            "\(place) has no buttons"
        case let .buttonCount(place, count):
            "\(place) has \(count) button\(count == 1 ? "" : "s")"
        case let .backOnAlert(key):
            Self.doesNothing(key, "a system alert has only its own buttons")
        case let .backOnPreAlert(key):
            Self.doesNothing(key, "this screen has one path, its button")
        case let .backAtEnd(key):
            Self.doesNothing(key, "the flow ends here; \(Self.endKeys)")
        case .lowercaseQ:
            "q does nothing here: Q (shift-q) or Ctrl-C quits the prototyper"
        case let .backOnScreen(key):
            Self.doesNothing(key, "a flow goes on through the screen's own actions")
        case .quitCancelled:
            "quit cancelled"
        case let .pickerShown(contacts):
            "the system shows its contact picker: \(contacts) contact\(contacts == 1 ? "" : "s")"
        case let .photoPickerShown(photos):
            "the system shows its photo picker: \(photos) photo\(photos == 1 ? "" : "s")"
        case let .marked(name, selected):
            "marked \(name) (\(selected) selected)"
        case let .unmarked(name, selected):
            "unmarked \(name) (\(selected) selected)"
        case let .confirmAsked(count):
            "the system asks to confirm \(count)"
        case .pickerBack:
            "back to the contact picker"
        case .pickerCancelled:
            "picker cancelled: back to the alert, nothing stored (what iOS does here is unsourced)"
        case let .limitedTo(resource, count):
            "\(resource) is now limited (\(count))"
        case let .healthAll(on):
            on ? "every Health switch on" : "every Health switch off"
        case let .healthSwitch(label, on):
            "\(label) \(on ? "on" : "off")"
        case let .healthAllowsNothing(follows):
            "Allow with every switch off grants nothing: the app reads its share types as denied; following '\(follows)'"
        case let .healthAnswer(summary):
            "Health: \(summary) (read switches are hidden from the app)"
        case let .reloadedKept(screen):
            "reloaded: still at '\(screen)'"
        case let .reloadedGone(screen):
            "reloaded: screen '\(screen)' no longer exists; back at start with permissions kept"
        case let .alertGone(resource):
            "the \(resource) alert is no longer on this screen"
        case .paused:
            "paused until the flow's errors are fixed; Q quits"
        case let .recordingStopped(reason, steps):
            "recording stopped: \(reason); \(steps) step\(steps == 1 ? " is" : "s are") in the transcript"
        case let .recorded(text):
            text
        }
    }
}

extension Array where Element == WalkNote {
    /// The notes as the status line shows them: in order, joined by "; "; nil when there are none.
    public var english: String? {
        isEmpty ? nil : map(\.english).joined(separator: "; ")
    }
}

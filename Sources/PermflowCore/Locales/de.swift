// The German locale file: every word the simulated iPhone shows in German, with each
// string's evidence, in the structure of a locale pack (docs/locales.md). `permflow locales
// export de` prints it as a pack's JSON; a pack may correct or extend any of it.
//
// Sources: research/alert-strings-by-language-2026-11-27.md §2 (tags C, P, M, E, A, AP and the
// ids are that file's). Its strengths map to evidence as: strong → verified, moderate or weak →
// weak, ✗ → unverified. What no source shows is written in German (informal du, as iOS writes)
// after the English alert's structure and marked unverified, with the reason.

/// Nicht erlauben (Don’t Allow), on every alert that has it.
private let dontAllow = AlertButton("Nicht erlauben", "deny", .verified("M (iOS 26.3), P, A, C, E"))

/// OK as the older alerts show it.
private let okShown = Evidence.verified("C (iOS ≤ 14), P `ok`; a German photo test taps OK (id 47374355221)")

/// OK on iOS 18 and 26, on the alerts no German source shows since.
private let okUnseenSince18 = Evidence.unverified("no German source shows this alert's accept button on iOS 18 or 26; drawn as English's (OK)")

/// Erlauben (Allow) on the alerts M measured on iOS 26.3 (camera, microphone, reminders, speech, motion).
private let allowMeasured26 = Evidence.weak("M measured Erlauben on this alert on iOS 26.3 (one source)")

/// Erlauben on iOS 17 and 18, which no German source shows on these alerts.
private let allowUnseen17 = Evidence.unverified("no German source for iOS 17–18; English's OK became Allow in 17, and M shows Erlauben on 26.3")

/// The two-button alerts' buttons across iOS: Don’t Allow, OK as sourced and unsourced since 18,
/// Erlauben unsourced on 17–25 and measured on 26 (`AlertEras`).
private let eras = AlertEras(
    deny: dontAllow, ok: AlertButton("OK", "allow", okShown), allow: "Erlauben",
    okUnseenSince18: okUnseenSince18, allowUnseen17: allowUnseen17, allowMeasured26: allowMeasured26)

/// A title C (DeviceAgent's springboard-alerts-de) shows on iOS ≤ 14 only.
private func titleThrough14(_ extra: String = "") -> Evidence {
    .weak("C (iOS ≤ 14)\(extra); no German source for the title since")
}

/// Precise: On / Off on the location alert.
private let precise = PreciseLabels(label: "Genau: ", on: "An", off: "Aus", evidence: .weak("P (precise_on, precise_off; one table)"))

/// iOS 18's two-stage contacts alert.
private let contactsStages = Evidence.unverified("no German source for iOS 18's contacts stages")

/// iOS 18's contact picker and its confirmation.
private let contactPicker = Evidence.unverified("no German source for iOS 18's contact picker")

/// The photos alert's library counts (iOS 17 and later).
private let libraryCounts = Evidence.unverified("no German source for the iOS 17 photos alert's counts")

/// The Health sheet's words AutoMate lists for iOS 10–12 (research §9).
private let healthAutoMate = Evidence.weak("AutoMate's Health lists (iOS 10–12, id 24068749059 and others); no newer German source")

/// The Health sheet's section headers.
private let healthSectionHeader = Evidence.unverified("no German source for the sheet's section headers")

/// The Health data types' names on the sheet.
private let healthAppNames = Evidence.unverified("no German source for the sheet's rows; the Health app's German names as permflow knows them")

/// The AlarmKit alert, which no German source shows.
private let alarmKit = Evidence.unverified("no German source for the AlarmKit alert; drawn as iOS 26's other two-button alerts")

extension BuiltInLocales {
    static let german = LocalePack(
        locale: "de",
        quotes: ["„", "“"],
        vocabulary: [
            "alert-image-words": [
                "systemdialog", "systemhinweis", "berechtigungsdialog", "screenshot des dialogs",
            ],
            "alert-title-patterns": [
                "möchte auf .+ zugreifen", "^\\s*darf\\s+„.+“", "möchte (dir|ihnen) mitteilungen senden",
            ],
            "allow-like": [
                "erlauben", "zulassen", "ok", "okay", "ja", "akzeptieren", "zustimmen", "aktivieren", "einschalten",
                "gewähren", "freigeben", "einverstanden",
            ],
            "allow-like-exact": [
                "klar",
            ],
            "annotation-patterns": [
                "\\b(tippe|tippen sie|wähle|wählen sie|drücke|drücken sie)\\s+(auf\\s+)?„?(erlauben|ok)\\b",
            ],
            "continue-like": [
                "weiter", "fortfahren", "nächste", "nächster schritt",
            ],
            "exit-button-words": [
                "später", "überspringen", "abbrechen", "schließen", "nein", "zurück", "ablehnen", "verlassen",
                "nicht erlauben",
            ],
            "exit-words": [
                "nicht jetzt", "vielleicht später", "nein danke", "nein, danke", "später erinnern",
            ],
            "generic-button-labels": [
                "OK", "Weiter",
            ],
            "incentive-exceptions": [
                "kostenlos bleiben", "bleibt kostenlos",
            ],
            "incentive-words": [
                "belohnung", "belohnungen", "bonus", "rabatt", "gratis", "kostenlos", "geschenk", "geschenke",
                "punkte", "gutschein", "gutscheine", "prämie", "cashback", "% rabatt", "freischalten",
            ],
            "suggested-button-titles": [
                "Weiter", "Fortfahren",
            ],
            // German writes its nouns with a capital: a purpose string's capitals are no Title Case
            // (purpose-sentence-case checks the first word and ALL CAPS only).
            "sentence-case-checks": [
                "first-word", "capitals",
            ],
            "system-button-labels": [
                "Nicht erlauben", "Erlauben", "Einmal erlauben", "Beim Verwenden der App erlauben",
                "App-Tracking ablehnen", "Zugriff begrenzen …", "Vollen Zugriff erlauben", "Zugriff auf alle Fotos erlauben", "OK",
            ],
            // The location button's titles, index-aligned with English's; no source shows German
            // ones (research §10): permflow's wording, unverified.
            "system-titles": [
                "Aktueller Ort", "Aktuellen Ort senden", "Meinen aktuellen Ort senden", "Aktuellen Ort teilen", "Meinen aktuellen Ort teilen",
            ],
        ],
        alerts: [
            "alarmkit": AlertText.denyOrAllow(IOSRange(from: 26),
                title: SystemString("Darf „%@“ Wecker und Timer planen?",
                    .unverified("no German source; permflow's wording after the English title")),
                deny: AlertButton("Nicht erlauben", "deny", alarmKit), allow: SystemString("Erlauben", alarmKit)),
            "bluetooth": eras.okThrough17(title: "„%@“ möchte Bluetooth verwenden", titleThrough14(" (13–14)")),
            "calendar": eras.fullAccessSince17(
                title: "„%@“ möchte auf deinen Kalender zugreifen", titleThrough14(),
                titleSince17: .unverified("the iOS ≤ 16 title (C); no German source for iOS 17's full-access wording"),
                fullAccess: AlertButton("Vollen Zugriff erlauben", "allow-full", .weak("P and a test show it on the photos alert"))),
            "calendar-write": AlertText.denyOrAllow(
                title: SystemString("„%@“ möchte deinem Kalender Ereignisse hinzufügen", .unverified("no German source; permflow's wording")),
                deny: dontAllow, allow: SystemString("Erlauben", .unverified("no source"))),
            "camera": eras.allowSince17(title: "„%@“ möchte auf deine Kamera zugreifen", titleThrough14()),
            "contacts": ContactsAlertWords(
                title: SystemString("„%@“ möchte auf deine Kontakte zugreifen", titleThrough14()),
                next: SystemString("Weiter", contactsStages),
                selectContacts: SystemString("Kontakte auswählen", contactsStages),
                allowFullAccess: SystemString("Vollen Zugriff erlauben", contactsStages),
                followUpTitle: SystemString("Deine Kontakte mit „%@“ teilen?", contactsStages),
                followUpMessage: SystemString("Wähle aus, welche Kontakte du teilen möchtest. Du kannst später weitere hinzufügen.", contactsStages),
                picker: LimitedPickerText(
                    title: SystemString("Kontakte auswählen", contactPicker),
                    cancel: SystemString("Abbrechen", contactPicker),
                    done: SystemString("Weiter", contactPicker),
                    selected: SystemString("{count} ausgewählt", contactPicker),
                    confirmTitle: SystemString("„%@“ den Zugriff auf diese Kontakte erlauben?", contactPicker),
                    noneChosen: SystemString("Keine Kontakte ausgewählt", contactPicker),
                    confirm: SystemString("Erlauben", contactPicker),
                    back: SystemString("Zurück", contactPicker),
                    count: CountText(one: "{count} Kontakt", other: "{count} Kontakte", contactPicker))
            ).texts(deny: dontAllow, ok: eras.ok),
            "face-id": eras.okThrough17(title: "Darf „%@“ Face ID verwenden?", titleThrough14()),
            "health": AlertText.denyOrAllow(
                title: SystemString("Datenzugriff", .weak("C (iOS ≤ 14; the German table's entry is doubtful)")),
                deny: AlertButton("Nicht erlauben", "deny", healthAutoMate), allow: SystemString("Erlauben", healthAutoMate)),
            "homekit": eras.okThrough17(title: "„%@“ möchte auf die Daten deines Zuhauses zugreifen", titleThrough14(" (iOS 14)")),
            "local-network": eras.okThrough17(title: "„%@“ möchte Geräte in deinem lokalen Netzwerk finden und eine Verbindung herstellen.", titleThrough14(" (iOS 14)")),
            "location": LocationAlertWords(
                title: SystemString("Darf „%@“ deinen Standort verwenden?",
                    .verified("E (gematik E-Rezept XCUITest); C (iOS 14); XCUITest interruption monitors (ids 44542123657, 45023450016)")),
                allowOnce: SystemString("Einmal erlauben", .verified("M (26.3), P, C")),
                whileUsing: SystemString("Beim Verwenden der App erlauben", .verified("M (26.3), P, C, E")),
                precise: precise,
                title13: SystemString("Darf „%@“ auf deinen Standort zugreifen, wenn du die App benutzt?", .weak("C (iOS 13)")),
                whileUsing13: SystemString("Bei Verwenden der App", .weak("C (iOS 13)")),
                allowOnce13: SystemString("Einmal erlauben", .verified("M, P, C"))
            ).texts(deny: dontAllow),
            "location-always": AlertText.alwaysUpgrade(
                title: SystemString("Darf „%@“ deinen Standort auch verwenden, wenn du die App nicht benutzt?", .weak("C (iOS 13–14)")),
                keep: SystemString("Nur beim Verwenden erlauben",
                    .unverified("no German source for the upgrade alert's buttons; permflow's wording")),
                change: SystemString("Zu „Immer erlauben“ wechseln",
                    .unverified("no German source; C shows Immer erlauben on iOS 13's three-button form"))),
            "media-library": eras.okThrough17(title: "„%@“ möchte auf Apple Music, deine Musik- und Videoaktivitäten und auf deine Mediathek zugreifen.", titleThrough14()),
            "microphone": eras.allowSince17(title: "„%@“ möchte auf das Mikrofon zugreifen", titleThrough14()),
            "motion": eras.allowOn26(title: "„%@“ möchte auf deine Bewegungs- und Fitnessdaten zugreifen", titleThrough14()),
            "notifications": AlertText.denyOrAllow(
                title: SystemString("„%@“ möchte dir Mitteilungen senden", .weak("C (iOS ≤ 14); imitations to 2026 (ids 71343437010, 69023911591)")),
                message: SystemString("Mitteilungen können Hinweise, Töne und Kennzeichensymbole enthalten. Diese können in den Einstellungen konfiguriert werden.",
                    .weak("one imitation (id 71343437010); other imitations word it differently")),
                deny: dontAllow, allow: SystemString("Erlauben", .verified("M (26.3), C"))),
            "photos": PhotosAlertWords(
                title: SystemString("„%@“ möchte auf deine Fotos zugreifen", titleThrough14()),
                limitAccess: SystemString("Zugriff begrenzen …", .weak("P (one table; its comment: a space, then U+2026)")),
                allowFullAccess: SystemString("Vollen Zugriff erlauben", .verified("P; a test taps it (id 70535035102)")),
                libraryCounts: LibraryCountsText(
                    sentence: SystemString("Voller Zugriff teilt {photos} und {videos} mit ihren Standortdaten und Beschreibungen.", libraryCounts),
                    photos: CountText(one: "{count} Foto", other: "{count} Fotos", libraryCounts),
                    videos: CountText(one: "{count} Video", other: "{count} Videos", libraryCounts)),
                selectPhotos: SystemString("Fotos auswählen …", .weak("a Flutter imitation of the alert (id 70153490440)")),
                allowAllPhotos: SystemString("Zugriff auf alle Fotos erlauben", .verified("XCUITests tap it (ids 52784207424, 47823951922, 9897413336)"))
            ).texts(deny: dontAllow, ok: eras.ok),
            "photos-add": eras.okThrough17(title: "„%@“ möchte Fotos hinzufügen", titleThrough14(" (iOS 14)")),
            "reminders": eras.allowSince17(
                title: "„%@“ möchte auf deine Erinnerungen zugreifen", titleThrough14(), outcome: "allow-full",
                titleSince17: .unverified("the iOS ≤ 16 title (C); no German source for iOS 17's full-access wording")),
            "siri": eras.okThrough17(title: "Möchtest du „%@“ mit Siri benutzen?", titleThrough14()),
            "speech": eras.allowOn26(title: "„%@“ möchte auf die Spracherkennung zugreifen", titleThrough14()),
            "tracking": AlertText.tracking(
                title: SystemString("Darf „%@“ deine Aktivitäten in Apps und auf Websites anderer Unternehmen erfassen?", .weak("C (iOS 14.5)")),
                askNotToTrack: SystemString("App-Tracking ablehnen", .verified("Apple HT212025 (de-de); heise Mac & i 2021")),
                allow: SystemString("Erlauben", .verified("Apple HT212025 (de-de); heise; C"))),
        ],
        // Settings › Privacy in German: no UI table shows its labels (research §10), so every
        // label is permflow's wording and unverified (the tracking switch's is a press paraphrase).
        settings: SettingsWords(
            heading: "Einstellungen › Datenschutz & Sicherheit", precise: "Genauer Standort",
            trackingRequests: "Apps erlauben, Tracking anzufordern", on: "Ein", off: "Aus",
            names: [
                "alarmkit": "Wecker", "bluetooth": "Bluetooth", "calendar": "Kalender", "calendar-write": "Kalender (nur Ereignisse hinzufügen)",
                "camera": "Kamera", "contacts": "Kontakte", "face-id": "Face ID", "health": "Health", "homekit": "HomeKit",
                "local-network": "Lokales Netzwerk", "location": "Ortungsdienste", "location-always": "Ortungsdienste",
                "media-library": "Medien & Apple Music", "microphone": "Mikrofon", "motion": "Bewegung & Fitness",
                "notifications": "Mitteilungen", "photos": "Fotos", "photos-add": "Fotos (nur hinzufügen)", "reminders": "Erinnerungen", "siri": "Siri",
                "speech": "Spracherkennung", "tracking": "Tracking",
            ],
            choices: SettingsChoiceWords(
                notAskedYet: .unverified("Noch nicht gefragt"),
                none: .unverified("Keiner"),
                fullAccess: .unverified("Voller Zugriff"),
                limitedAccess: .unverified("Beschränkter Zugriff"),
                addEventsOnly: .unverified("Nur Ereignisse hinzufügen"),
                addPhotosOnly: .unverified("Nur Fotos hinzufügen"),
                never: .unverified("Nie"),
                askNextTimeOrWhenIShare: .unverified("Nächstes Mal oder beim Teilen fragen"),
                askNextTime: .unverified("Nächstes Mal fragen"),
                whileUsing: .unverified("Beim Verwenden der App"),
                always: .unverified("Immer"),
                selectedPhotos: .unverified("Ausgewählte Fotos"),
                allPhotos: .unverified("Alle Fotos"),
                readAndWrite: .unverified("Lesen und Schreiben"),
                on: .unverified("Ein"),
                off: .unverified("Aus"),
                deliverQuietly: .unverified("Ohne Ton zustellen"),
                allowOnce: .unverified("Einmal erlauben"),
                restricted: .unverified("Eingeschränkt")
            ).table),
        health: HealthWords(
            sheet: [
                HealthSheetText(
                    ios: .all,
                    title: SystemString("Datenzugriff", .weak("C (iOS ≤ 14; the German table's entry is doubtful)")),
                    dontAllow: SystemString("Nicht erlauben", healthAutoMate),
                    allow: SystemString("Erlauben", healthAutoMate),
                    header: SystemString("„%@“ möchte auf deine Gesundheitsdaten in den folgenden Kategorien zugreifen und sie aktualisieren.", healthAutoMate),
                    turnOnAll: SystemString("Alle Kategorien aktivieren", healthAutoMate),
                    turnOffAll: SystemString("Alle Kategorien deaktivieren", healthAutoMate),
                    shareHeader: SystemString("„%@“ das Schreiben erlauben", healthSectionHeader),
                    readHeader: SystemString("„%@“ das Lesen erlauben", healthSectionHeader),
                ),
            ],
            types: HealthWords.typeNames(healthAppNames, [
                "active-energy": "Aktive Energie",
                "blood-oxygen": "Blutsauerstoff",
                "blood-pressure": "Blutdruck",
                "body-fat": "Körperfettanteil",
                "cycling-distance": "Radfahrdistanz",
                "date-of-birth": "Geburtsdatum",
                "dietary-energy": "Nahrungsenergie",
                "exercise-minutes": "Trainingsminuten",
                "flights-climbed": "Etagen",
                "heart-rate": "Herzfrequenz",
                "heart-rate-variability": "Herzfrequenzvariabilität",
                "height": "Größe",
                "menstrual-flow": "Menstruation",
                "mindful-minutes": "Achtsamkeitsminuten",
                "respiratory-rate": "Atemfrequenz",
                "resting-heart-rate": "Ruheherzfrequenz",
                "sleep": "Schlaf",
                "steps": "Schritte",
                "walking-running-distance": "Gehen + Laufen (Distanz)",
                "water": "Wasser",
                "weight": "Gewicht",
                "workouts": "Trainings",
            ])),
        device: DeviceWords(contacts: ["Anna Schmidt", "Felix Becker", "Jonas Fischer", "Lea Wagner", "Lukas Müller", "Sophie Weber"]),
        starters: StarterWords(
            copy: [
                "alarmkit": StarterCopy(
                    feature: "Wecker stellen",
                    preAlertTitle: "Pünktlich aufwachen",
                    preAlertBody: "Deine Wecker klingeln zur eingestellten Zeit, auch im Stummmodus.",
                    purpose: "$(PRODUCT_NAME) plant die Wecker, die du stellst, damit sie auch im Stummmodus pünktlich klingeln.",
                    settingsPath: "Apps > Wecker",
                    settingsTitle: "Wecker sind für {app} aus",
                    done: "Wecker gestellt"
                ),
                "bluetooth": StarterCopy(
                    feature: "Waage verbinden",
                    preAlertTitle: "Deine Waage verbinden",
                    preAlertBody: "Dein Gewicht erscheint, sobald du auf die Waage steigst.",
                    purpose: "$(PRODUCT_NAME) verbindet sich per Bluetooth mit deiner Waage, um dein Gewicht zu lesen.",
                    settingsPath: "Datenschutz & Sicherheit > Bluetooth",
                    settingsTitle: "Bluetooth ist für {app} aus",
                    done: "Waage verbunden"
                ),
                "calendar": StarterCopy(
                    feature: "Meine Woche planen",
                    preAlertTitle: "Deine Woche an einem Ort",
                    preAlertBody: "Deine Termine erscheinen neben deinen Plänen.",
                    purpose: "$(PRODUCT_NAME) liest deinen Kalender, um deine Termine neben deinen Plänen zu zeigen.",
                    settingsPath: "Datenschutz & Sicherheit > Kalender",
                    settingsTitle: "Kalenderzugriff ist für {app} aus",
                    done: "Woche geplant"
                ),
                "calendar-write": StarterCopy(
                    feature: "Zum Kalender hinzufügen",
                    preAlertTitle: "Buchungen im Kalender",
                    preAlertBody: "Jede Buchung landet in deinem Kalender.",
                    purpose: "$(PRODUCT_NAME) trägt deine Buchungen in deinen Kalender ein.",
                    settingsPath: "Datenschutz & Sicherheit > Kalender",
                    settingsTitle: "Kalenderzugriff ist für {app} aus",
                    done: "Hinzugefügt"
                ),
                "camera": StarterCopy(
                    feature: "Dokument scannen",
                    preAlertTitle: "Mit der Kamera scannen",
                    preAlertBody: "Richte die Kamera auf eine Seite, um sie deinem Dokument hinzuzufügen.",
                    purpose: "$(PRODUCT_NAME) nutzt die Kamera, um die Seiten zu scannen, die du hinzufügst.",
                    settingsPath: "Datenschutz & Sicherheit > Kamera",
                    settingsTitle: "Kamerazugriff ist für {app} aus",
                    done: "Dokument gescannt"
                ),
                "contacts": StarterCopy(
                    feature: "Freunde einladen",
                    preAlertTitle: "Freunde in deinen Kontakten finden",
                    preAlertBody: "Du siehst, welche Kontakte du einladen kannst.",
                    purpose: "$(PRODUCT_NAME) liest deine Kontakte, um zu zeigen, welche Freunde du einladen kannst.",
                    settingsPath: "Datenschutz & Sicherheit > Kontakte",
                    settingsTitle: "Kontaktzugriff ist für {app} aus",
                    done: "Freunde gefunden"
                ),
                "face-id": StarterCopy(
                    feature: "Mit Face ID sperren",
                    preAlertTitle: "Notizen sperren",
                    preAlertBody: "Gesperrte Notizen öffnen sich nur mit deinem Gesicht.",
                    purpose: "$(PRODUCT_NAME) nutzt Face ID, um die Notizen zu entsperren, die du sperrst.",
                    settingsPath: "Face ID & Code",
                    settingsTitle: "Face ID ist für {app} aus",
                    done: "Gesperrt"
                ),
                "health": StarterCopy(
                    feature: "Trainings abgleichen",
                    preAlertTitle: "Trainings abgleichen",
                    preAlertBody: "Deine Trainings aus Health erscheinen auch hier.",
                    purpose: "$(PRODUCT_NAME) liest deine Trainings aus Health, um deinen Fortschritt als Diagramm zu zeigen.",
                    settingsPath: "Health > Datenzugriff & Geräte",
                    settingsTitle: "Health-Zugriff ist für {app} aus",
                    done: "Abgeglichen"
                ),
                "homekit": StarterCopy(
                    feature: "Lichter einrichten",
                    preAlertTitle: "Lichter steuern",
                    preAlertBody: "Schalte deine Lichter in der App ein und aus.",
                    purpose: "$(PRODUCT_NAME) liest deine Home-Daten, um die Lichter zu steuern, die du auswählst.",
                    settingsPath: "Datenschutz & Sicherheit > HomeKit",
                    settingsTitle: "Home-Zugriff ist für {app} aus",
                    done: "Lichter verbunden"
                ),
                "local-network": StarterCopy(
                    feature: "Lautsprecher finden",
                    preAlertTitle: "Lautsprecher im Netzwerk finden",
                    preAlertBody: "Spiele Musik auf den Lautsprechern bei dir zu Hause ab.",
                    purpose: "$(PRODUCT_NAME) sucht Lautsprecher in deinem Netzwerk, um Musik darauf abzuspielen.",
                    settingsPath: "Datenschutz & Sicherheit > Lokales Netzwerk",
                    settingsTitle: "Netzwerkzugriff ist für {app} aus",
                    done: "Lautsprecher gefunden"
                ),
                "location": StarterCopy(
                    feature: "Geschäfte in der Nähe",
                    preAlertTitle: "Geschäfte in deiner Nähe",
                    preAlertBody: "Mit deinem Standort zeigen wir zuerst die nächsten Geschäfte.",
                    purpose: "$(PRODUCT_NAME) nutzt deinen Standort, um dir die nächsten Geschäfte zu zeigen.",
                    settingsPath: "Datenschutz & Sicherheit > Ortungsdienste",
                    settingsTitle: "Standortzugriff ist für {app} aus",
                    done: "Geschäfte gefunden"
                ),
                "location-always": StarterCopy(
                    feature: "Ankunftserinnerungen",
                    preAlertTitle: "Erinnerung bei Ankunft",
                    preAlertBody: "Auch wenn die App geschlossen ist, erinnern wir dich an einem gespeicherten Ort.",
                    purpose: "$(PRODUCT_NAME) nutzt deinen Standort im Hintergrund, um dich bei deiner Ankunft zu erinnern.",
                    settingsPath: "Datenschutz & Sicherheit > Ortungsdienste",
                    settingsTitle: "Standortzugriff ist für {app} aus",
                    done: "Erinnerungen an",
                    firstAsk: StarterCopy.FirstAsk(
                        preAlertTitle: "Erinnerungen am richtigen Ort",
                        preAlertBody: "Dein Standort zeigt, wann du einen gespeicherten Ort erreichst.",
                        purpose: "$(PRODUCT_NAME) nutzt deinen Standort, um dich an einem gespeicherten Ort zu erinnern."
                    )
                ),
                "media-library": StarterCopy(
                    feature: "Meine Musik abspielen",
                    preAlertTitle: "Training mit deiner Musik",
                    preAlertBody: "Wähle für jedes Training Songs aus deiner Mediathek.",
                    purpose: "$(PRODUCT_NAME) spielt Songs aus deiner Mediathek während der Trainings, die du startest.",
                    settingsPath: "Datenschutz & Sicherheit > Medien & Apple Music",
                    settingsTitle: "Apple Music ist für {app} aus",
                    done: "Playlist bereit"
                ),
                "microphone": StarterCopy(
                    feature: "Sprachnotiz aufnehmen",
                    preAlertTitle: "Mit dem Mikrofon aufnehmen",
                    preAlertBody: "Sprich, und deine Notiz wird mit der Aufnahme gesichert.",
                    purpose: "$(PRODUCT_NAME) nutzt das Mikrofon, um die Sprachnotizen aufzunehmen, die du startest.",
                    settingsPath: "Datenschutz & Sicherheit > Mikrofon",
                    settingsTitle: "Mikrofonzugriff ist für {app} aus",
                    done: "Aufgenommen"
                ),
                "motion": StarterCopy(
                    feature: "Schritte zählen",
                    preAlertTitle: "Deine Schritte zählen",
                    preAlertBody: "Deine Schritte erscheinen in deiner Tagesübersicht.",
                    purpose: "$(PRODUCT_NAME) liest deine Bewegungsdaten, um deine täglichen Schritte zu zählen.",
                    settingsPath: "Datenschutz & Sicherheit > Bewegung & Fitness",
                    settingsTitle: "Bewegung & Fitness ist für {app} aus",
                    done: "Zählt Schritte"
                ),
                "notifications": StarterCopy(
                    feature: "Benachrichtige mich",
                    preAlertTitle: "Bescheid, wenn es fertig ist",
                    preAlertBody: "Wir senden dir eine Mitteilung, sobald deine Bestellung abholbereit ist.",
                    purpose: nil,
                    settingsPath: "Mitteilungen",
                    settingsTitle: "Mitteilungen sind für {app} aus",
                    done: "Mitteilungen an"
                ),
                "photos": StarterCopy(
                    feature: "Foto anhängen",
                    preAlertTitle: "Fotos aus deiner Mediathek",
                    preAlertBody: "Du wählst selbst, welche Fotos du anhängst.",
                    purpose: "$(PRODUCT_NAME) zeigt deine Fotos, damit du die auswählen kannst, die du anhängst.",
                    settingsPath: "Datenschutz & Sicherheit > Fotos",
                    settingsTitle: "Fotozugriff ist für {app} aus",
                    done: "Foto angehängt"
                ),
                "photos-add": StarterCopy(
                    feature: "In Fotos sichern",
                    preAlertTitle: "Bilder in Fotos sichern",
                    preAlertBody: "Deine bearbeiteten Bilder landen direkt in deiner Mediathek.",
                    purpose: "$(PRODUCT_NAME) sichert die Bilder, die du exportierst, in deiner Fotomediathek.",
                    settingsPath: "Datenschutz & Sicherheit > Fotos",
                    settingsTitle: "Sichern in Fotos ist für {app} aus",
                    done: "Gesichert"
                ),
                "reminders": StarterCopy(
                    feature: "Erinnere mich",
                    preAlertTitle: "Aufgaben als Erinnerungen",
                    preAlertBody: "Markierte Aufgaben erscheinen in deinen Erinnerungen.",
                    purpose: "$(PRODUCT_NAME) fügt die Aufgaben, die du markierst, deinen Erinnerungen hinzu.",
                    settingsPath: "Datenschutz & Sicherheit > Erinnerungen",
                    settingsTitle: "Erinnerungen sind für {app} aus",
                    done: "Eingerichtet"
                ),
                "siri": StarterCopy(
                    feature: "Läufe mit Siri erfassen",
                    preAlertTitle: "Läufe per Sprache erfassen",
                    preAlertBody: "Bitte Siri, einen Lauf zu erfassen, und er erscheint in deinem Trainingsplan.",
                    purpose: "$(PRODUCT_NAME) nutzt Siri, um die Läufe zu erfassen, um die du per Sprache bittest.",
                    settingsPath: "Siri & Suchen",
                    settingsTitle: "Siri ist für {app} aus",
                    done: "Siri bereit"
                ),
                "speech": StarterCopy(
                    feature: "Notiz diktieren",
                    preAlertTitle: "Notizen diktieren",
                    preAlertBody: "Sprich, und deine Worte erscheinen als Text.",
                    purpose: "$(PRODUCT_NAME) sendet deine Sprache an Apple, um deine diktierten Notizen in Text umzuwandeln.",
                    settingsPath: "Datenschutz & Sicherheit > Spracherkennung",
                    settingsTitle: "Spracherkennung ist für {app} aus",
                    done: "Diktiert"
                ),
                "tracking": StarterCopy(
                    feature: "Werbung anpassen",
                    preAlertTitle: "Werbung, die zu dir passt",
                    preAlertBody: "Du kannst alle Funktionen der App nutzen, egal wie du dich entscheidest.",
                    purpose: "$(PRODUCT_NAME) nutzt deine Aktivität in anderen Apps, um dir passende Werbung zu zeigen.",
                    settingsPath: "Datenschutz & Sicherheit > Tracking",
                    settingsTitle: "Tracking ist für {app} aus",
                    done: "Auswahl gesichert"
                ),
            ],
            homeBody: "Wähle, was du tun möchtest.",
            continueTitle: "Weiter",
            settingsTitle: "{resource} ist für {app} aus",
            settingsBody: "Du kannst das unter Einstellungen > {path} ändern.",
            openSettings: "Einstellungen öffnen",
            notNow: "Nicht jetzt",
            withoutLabel: "Trotzdem fortfahren",
            withoutTitle: "Du kannst es jederzeit einschalten",
            healthSharePurpose: "$(PRODUCT_NAME) sichert jedes Training, das du beendest, in Health.")
    )
}

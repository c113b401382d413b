// The Italian locale file: every word the simulated iPhone shows in Italian, with each
// string's evidence, in the structure of a locale pack (docs/locales.md). `permflow locales
// export it` prints it as a pack's JSON; a pack may correct or extend any of it.
//
// Sources: research/alert-strings-by-language-2026-11-27.md §5 and §9 (tags C, M, A, AP and the
// ids are that file's). Its strengths map to evidence as: strong → verified, moderate or weak →
// weak, ✗ → unverified. What no source shows is written in Italian (informal tu, U+2019
// apostrophes, as M shows iOS 26.3 writes) after the English alert's structure and marked
// unverified, with the reason. Titles keep the apostrophe C writes (ASCII in some entries).

/// Non consentire (Don’t Allow), on every alert that has it.
private let dontAllow = AlertButton("Non consentire", "deny", .verified("M (iOS 26.3), A (iOS 10), C"))

/// OK as the older alerts show it.
private let okShown = Evidence.weak("C (iOS ≤ 14; one table)")

/// OK on iOS 18 and 26, on the alerts no Italian source shows since.
private let okUnseenSince18 = Evidence.unverified("no Italian source shows this alert's accept button on iOS 18 or 26; drawn as English's (OK)")

/// Consenti (Allow) on the alerts M measured on iOS 26.3 (camera, microphone, reminders, speech, motion).
private let allowMeasured26 = Evidence.weak("M measured Consenti on this alert on iOS 26.3 (one source)")

/// Consenti on iOS 17 and 18, which no Italian source shows on these alerts.
private let allowUnseen17 = Evidence.unverified("no Italian source for iOS 17–18; English's OK became Allow in 17, and M shows Consenti on 26.3")

/// The two-button alerts' buttons across iOS: Don’t Allow, OK as sourced and unsourced since 18,
/// Consenti unsourced on 17–25 and measured on 26 (`AlertEras`).
private let eras = AlertEras(
    deny: dontAllow, ok: AlertButton("OK", "allow", okShown), allow: "Consenti",
    okUnseenSince18: okUnseenSince18, allowUnseen17: allowUnseen17, allowMeasured26: allowMeasured26)

/// A title C (DeviceAgent's springboard-alerts-it, id 12312343735) shows on iOS ≤ 14 only.
private func titleThrough14(_ extra: String = "") -> Evidence {
    .weak("C (iOS ≤ 14)\(extra); no Italian source for the title since")
}

/// Precise: On / Off on the location alert, which no Italian source shows.
private let precise = PreciseLabels(label: "Posizione esatta: ", on: "Sì", off: "No",
    evidence: .unverified("no Italian source for Precise (research §5 ✗); C's precise-once title says posizione esatta"))

/// Consenti accesso completo (Allow Full Access): only candidate lists and app copy show it.
private let fullAccess = Evidence.weak("an e2e candidate list (id 59125501888) and app copy (id 62461447103) only")

/// Photos' limited-access buttons other than Allow Full Access.
private let photosButtons = Evidence.unverified("no Italian source for the photos alert's buttons (research §5 ✗); permflow's wording")

/// iOS 18's two-stage contacts alert.
private let contactsStages = Evidence.unverified("no Italian source for iOS 18's contacts stages")

/// iOS 18's contact picker and its confirmation.
private let contactPicker = Evidence.unverified("no Italian source for iOS 18's contact picker")

/// The photos alert's library counts (iOS 17 and later).
private let libraryCounts = Evidence.unverified("no Italian source for the iOS 17 photos alert's counts")

/// The Health sheet's words AutoMate lists for iOS 10–12 (research §9).
private let healthAutoMate = Evidence.weak("AutoMate's Health lists (iOS 10–12, id 24068749059 and others); no newer Italian source")

/// The Health sheet's section headers.
private let healthSectionHeader = Evidence.unverified("no Italian source for the sheet's section headers")

/// The Health data types' names on the sheet.
private let healthAppNames = Evidence.unverified("no Italian source for the sheet's rows; the Health app's Italian names as permflow knows them")

/// The AlarmKit alert, which no Italian source shows.
private let alarmKit = Evidence.unverified("no Italian source for the AlarmKit alert; drawn as iOS 26's other two-button alerts")

extension BuiltInLocales {
    static let italian = LocalePack(
        locale: "it",
        quotes: ["“", "”"],
        vocabulary: [
            "alert-image-words": [
                "avviso di sistema", "avviso di autorizzazione", "finestra di autorizzazione", "schermata dell'avviso",
            ],
            "alert-title-patterns": [
                "(vorrebbe|desidera) (accedere|inviarti|utilizzare|aggiungere|rilevare)", "^\\s*vuoi\\s+consentire\\s+a\\s+[“\"].+[”\"]\\s+di",
            ],
            "allow-like": [
                "consenti", "ok", "sì", "accetta", "accetto", "attiva", "permetti", "autorizza", "d'accordo", "concedi",
                "dai accesso",
            ],
            "allow-like-exact": [
                "certo", "va bene",
            ],
            "annotation-patterns": [
                "\\b(tocca|toccate|premi|premete|scegli|scegliete|seleziona|selezionate)\\s+(su\\s+)?[“\"«]?\\s*(consenti|ok)\\b",
            ],
            "continue-like": [
                "continua", "avanti", "prosegui",
            ],
            "exit-button-words": [
                "più tardi", "ignora", "salta", "annulla", "chiudi", "no", "indietro", "rifiuta", "esci",
                "non consentire",
            ],
            "exit-words": [
                "non ora", "forse più tardi", "no grazie", "no, grazie", "ricordamelo più tardi",
            ],
            "generic-button-labels": [
                "OK", "Continua",
            ],
            "incentive-exceptions": [
                "punti di interesse", "resta gratuito", "rimane gratuito",
            ],
            // Not "premi" (prizes): it is also the verb "press" of annotations. Not "sblocca"
            // (unlocks): Face ID unlocks what an app locks, as Spanish's and Portuguese's lists say.
            "incentive-words": [
                "premio", "ricompensa", "ricompense", "bonus", "sconto", "sconti", "gratis", "gratuito", "gratuita",
                "gratuitamente", "omaggio", "regalo", "regali", "punti", "coupon", "buono sconto", "cashback",
            ],
            "suggested-button-titles": [
                "Continua", "Avanti",
            ],
            "system-button-labels": [
                "Non consentire", "Consenti", "Consenti una volta", "Consenti quando utilizzi l’app",
                "Chiedi all’app di non eseguire il tracciamento", "Limita accesso…", "Consenti accesso completo", "OK",
            ],
            // The location button's titles, index-aligned with English's; no source shows Italian
            // ones (research §10): permflow's wording, unverified.
            "system-titles": [
                "Posizione attuale", "Invia posizione attuale", "Invia la mia posizione attuale", "Condividi posizione attuale",
                "Condividi la mia posizione attuale",
            ],
        ],
        alerts: [
            "alarmkit": AlertText.denyOrAllow(IOSRange(from: 26),
                title: SystemString("Vuoi consentire a “%@” di programmare sveglie e timer?",
                    .unverified("no Italian source; permflow's wording after the English title")),
                deny: AlertButton("Non consentire", "deny", alarmKit), allow: SystemString("Consenti", alarmKit)),
            "bluetooth": eras.okThrough17(title: "“%@” desidera utilizzare il Bluetooth", titleThrough14(" (13–14)")),
            "calendar": eras.fullAccessSince17(
                title: "“%@” vorrebbe accedere al tuo calendario", titleThrough14(),
                titleSince17: .unverified("the iOS ≤ 16 title (C); no Italian source for iOS 17's full-access wording"),
                fullAccess: AlertButton("Consenti accesso completo", "allow-full", fullAccess)),
            "calendar-write": AlertText.denyOrAllow(
                title: SystemString("“%@” vorrebbe aggiungere eventi al tuo calendario",
                    .unverified("no Italian source; permflow's wording after the C calendar title")),
                deny: dontAllow, allow: SystemString("Consenti", .unverified("no source"))),
            "camera": eras.allowSince17(title: "“%@” vorrebbe accedere alla fotocamera", titleThrough14()),
            "contacts": ContactsAlertWords(
                title: SystemString("“%@” vorrebbe accedere ai tuoi contatti", titleThrough14(" (also written …ai tuoi Contatti)")),
                next: SystemString("Continua", contactsStages),
                selectContacts: SystemString("Seleziona contatti", contactsStages),
                allowFullAccess: SystemString("Consenti accesso completo", contactsStages),
                followUpTitle: SystemString("Vuoi condividere i tuoi contatti con “%@”?", contactsStages),
                followUpMessage: SystemString("Scegli i contatti da condividere. Potrai aggiungerne altri in seguito.", contactsStages),
                picker: LimitedPickerText(
                    title: SystemString("Seleziona contatti", contactPicker),
                    cancel: SystemString("Annulla", contactPicker),
                    done: SystemString("Continua", contactPicker),
                    selected: SystemString("{count} selezionati", contactPicker),
                    confirmTitle: SystemString("Vuoi consentire a “%@” di accedere a questi contatti?", contactPicker),
                    noneChosen: SystemString("Nessun contatto selezionato", contactPicker),
                    confirm: SystemString("Consenti", contactPicker),
                    back: SystemString("Indietro", contactPicker),
                    count: CountText(one: "{count} contatto", other: "{count} contatti", contactPicker))
            ).texts(deny: dontAllow, ok: eras.ok),
            "face-id": eras.okThrough17(title: "Vuoi consentire a “%@” di utilizzare Face ID?", titleThrough14()),
            "health": AlertText.denyOrAllow(
                title: SystemString("Accesso dati Salute", titleThrough14(" (the sheet's title)")),
                deny: AlertButton("Non consentire", "deny", healthAutoMate), allow: SystemString("Consenti", healthAutoMate)),
            "homekit": eras.okThrough17(title: "“%@” vorrebbe accedere ai dati della tua abitazione", titleThrough14()),
            "local-network": eras.okThrough17(title: "“%@” vorrebbe rilevare i dispositivi sulla tua rete locale e connettersi.", titleThrough14(" (iOS 14)")),
            "location": LocationAlertWords(
                title: SystemString("Vuoi consentire a “%@” di utilizzare la tua posizione?", .weak("C (iOS 14 block, id 12312343735)")),
                allowOnce: SystemString("Consenti una volta", .verified("M (26.3), C")),
                whileUsing: SystemString("Consenti quando utilizzi l’app", .verified("M (26.3, U+2019), C (ASCII apostrophe in the 13/14 entries)")),
                precise: precise,
                title13: SystemString("Vuoi che “%@” acceda alla tua posizione mentre usi l'app?", .weak("C (iOS 13)")),
                whileUsing13: SystemString("Consenti quando utilizzi l’app", .verified("M, C")),
                allowOnce13: SystemString("Consenti una volta", .verified("M, C"))
            ).texts(deny: dontAllow),
            "location-always": AlertText.alwaysUpgrade(
                title: SystemString("Vuoi consentire a “%@” di accedere alla tua posizione anche quando non stai utilizzando l'app?", .weak("C (iOS 13–14)")),
                keep: SystemString("Mantieni “Quando utilizzi l’app”", .unverified("no Italian source for this button (research §5 ✗); permflow's wording")),
                change: SystemString("Passa a Consenti sempre", .unverified("no Italian source for this button (research §5 ✗); permflow's wording"))),
            "media-library": eras.okThrough17(title: "“%@” desidera accedere ai contenuti di Apple Music, alla tua cronologia di riproduzione di brani e video e alla tua libreria multimediale.", titleThrough14()),
            "microphone": eras.allowSince17(title: "“%@” vorrebbe accedere al microfono", titleThrough14()),
            "motion": eras.allowOn26(title: "“%@” desidera accedere ai dati di “Movimento e fitness”", titleThrough14()),
            "notifications": AlertText.denyOrAllow(
                title: SystemString("“%@” vorrebbe inviarti delle notifiche", titleThrough14()),
                message: SystemString("Le notifiche possono includere avvisi, suoni e badge sulle icone. Puoi configurarle in Impostazioni.",
                    .unverified("no Italian source for the message (research §5 ✗); permflow's wording after English's")),
                deny: dontAllow, allow: SystemString("Consenti", .verified("M (26.3), C"))),
            "photos": PhotosAlertWords(
                title: SystemString("“%@” vorrebbe accedere alle tue foto", titleThrough14(" (also written …alle tue Foto)")),
                limitAccess: SystemString("Limita accesso…", photosButtons),
                allowFullAccess: SystemString("Consenti accesso completo", fullAccess),
                libraryCounts: LibraryCountsText(
                    sentence: SystemString("L’accesso completo condivide {photos} e {videos}, con i relativi dati sulla posizione e le didascalie.", libraryCounts),
                    photos: CountText(one: "{count} foto", other: "{count} foto", libraryCounts),
                    videos: CountText(one: "{count} video", other: "{count} video", libraryCounts)),
                selectPhotos: SystemString("Seleziona foto…", photosButtons),
                allowAllPhotos: SystemString("Consenti accesso a tutte le foto", photosButtons)
            ).texts(deny: dontAllow, ok: eras.ok),
            "photos-add": eras.okThrough17(title: "“%@” desidera aggiungere foto sui tuoi album", titleThrough14()),
            "reminders": eras.allowSince17(
                title: "“%@” vorrebbe accedere ai tuoi promemoria", titleThrough14(), outcome: "allow-full",
                titleSince17: .unverified("the iOS ≤ 16 title (C); no Italian source for iOS 17's full-access wording")),
            "siri": eras.okThrough17(title: "Vuoi utilizzare “%@” con Siri?", titleThrough14()),
            "speech": eras.allowOn26(title: "“%@” desidera accedere all'opzione di riconoscimento vocale", titleThrough14()),
            "tracking": AlertText.tracking(
                title: SystemString("Vuoi consentire a “%@” di tenere traccia delle attività che svolgi nelle app e sui siti web di altre aziende?",
                    .weak("C (iOS 14.5)")),
                askNotToTrack: SystemString("Chiedi all’app di non eseguire il tracciamento",
                    .verified("Apple support it-it HT212025 (written there with an ASCII apostrophe; U+2019 as M shows iOS writes l’app)")),
                allow: SystemString("Consenti", .verified("M (26.3), C, Apple support it-it HT212025"))),
        ],
        // Settings › Privacy in Italian: no UI table shows its labels (research §10); all of it is
        // permflow's wording, unverified.
        settings: SettingsWords(
            heading: "Impostazioni › Privacy e sicurezza", precise: "Posizione esatta",
            trackingRequests: "Consenti alle app di richiedere il tracciamento", on: "Sì", off: "No",
            names: [
                "alarmkit": "Sveglie", "bluetooth": "Bluetooth", "calendar": "Calendari", "calendar-write": "Calendari (solo aggiunta di eventi)",
                "camera": "Fotocamera", "contacts": "Contatti", "face-id": "Face ID", "health": "Salute", "homekit": "HomeKit",
                "local-network": "Rete locale", "location": "Localizzazione", "location-always": "Localizzazione",
                "media-library": "Media e Apple Music", "microphone": "Microfono", "motion": "Movimento e fitness",
                "notifications": "Notifiche", "photos": "Foto", "photos-add": "Foto (solo aggiunta)", "reminders": "Promemoria", "siri": "Siri",
                "speech": "Riconoscimento vocale", "tracking": "Tracciamento",
            ],
            choices: SettingsChoiceWords(
                notAskedYet: .unverified("Non ancora richiesto"),
                none: .unverified("Nessuno"),
                fullAccess: .unverified("Accesso completo"),
                limitedAccess: .unverified("Accesso limitato"),
                addEventsOnly: .unverified("Solo aggiunta di eventi"),
                addPhotosOnly: .unverified("Solo aggiunta di foto"),
                never: .unverified("Mai"),
                askNextTimeOrWhenIShare: .unverified("Chiedi la prossima volta o quando condivido"),
                askNextTime: .unverified("Chiedi la prossima volta"),
                whileUsing: .unverified("Mentre usi l’app"),
                always: .unverified("Sempre"),
                selectedPhotos: .unverified("Foto selezionate"),
                allPhotos: .unverified("Tutte le foto"),
                readAndWrite: .unverified("Lettura e scrittura"),
                on: .unverified("Sì"),
                off: .unverified("No"),
                deliverQuietly: .unverified("Consegna silenziosa"),
                allowOnce: .unverified("Consenti una volta"),
                restricted: .unverified("Limitato"),
                neverOnPhotos: .unverified("Mai")
            ).table),
        health: HealthWords(
            sheet: [
                HealthSheetText(
                    ios: .all,
                    title: SystemString("Accesso dati Salute", titleThrough14(" (the sheet's title)")),
                    dontAllow: SystemString("Non consentire", healthAutoMate),
                    allow: SystemString("Consenti", healthAutoMate),
                    header: SystemString("“%@” desidera accedere ai tuoi dati sanitari e aggiornarli per le seguenti categorie.", healthAutoMate),
                    turnOnAll: SystemString("Attiva tutte le categorie", healthAutoMate),
                    turnOffAll: SystemString("Disattiva tutte le categorie", healthAutoMate),
                    shareHeader: SystemString("Consenti a “%@” di scrivere", healthSectionHeader),
                    readHeader: SystemString("Consenti a “%@” di leggere", healthSectionHeader),
                ),
            ],
            types: HealthWords.typeNames(healthAppNames, [
                "active-energy": "Energia attiva",
                "blood-oxygen": "Ossigeno nel sangue",
                "blood-pressure": "Pressione sanguigna",
                "body-fat": "Percentuale di grasso corporeo",
                "cycling-distance": "Distanza in bicicletta",
                "date-of-birth": "Data di nascita",
                "dietary-energy": "Energia alimentare",
                "exercise-minutes": "Minuti di allenamento",
                "flights-climbed": "Piani saliti",
                "heart-rate": "Frequenza cardiaca",
                "heart-rate-variability": "Variabilità della frequenza cardiaca",
                "height": "Altezza",
                "menstrual-flow": "Flusso mestruale",
                "mindful-minutes": "Minuti di consapevolezza",
                "respiratory-rate": "Frequenza respiratoria",
                "resting-heart-rate": "Frequenza cardiaca a riposo",
                "sleep": "Sonno",
                "steps": "Passi",
                "walking-running-distance": "Distanza camminata e corsa",
                "water": "Acqua",
                "weight": "Peso",
                "workouts": "Allenamenti",
            ])),
        device: DeviceWords(contacts: ["Chiara Colombo", "Francesca Russo", "Giulia Rossi", "Luca Romano", "Marco Bianchi", "Matteo Ricci"]),
        starters: StarterWords(
            copy: [
                "alarmkit": StarterCopy(
                    feature: "Imposta una sveglia",
                    preAlertTitle: "Svegliati in orario",
                    preAlertBody: "Le sveglie suonano all’ora scelta, anche in modalità silenziosa.",
                    purpose: "$(PRODUCT_NAME) programma le sveglie che imposti perché suonino in orario, anche in modalità silenziosa.",
                    settingsPath: "App > Sveglie",
                    settingsTitle: "Le sveglie sono disattivate per {app}",
                    done: "Sveglia impostata"
                ),
                "bluetooth": StarterCopy(
                    feature: "Collega la bilancia",
                    preAlertTitle: "Collega la tua bilancia",
                    preAlertBody: "Il tuo peso appare appena sali sulla bilancia.",
                    purpose: "$(PRODUCT_NAME) usa il Bluetooth per collegarsi alla tua bilancia e leggere il tuo peso.",
                    settingsPath: "Privacy e sicurezza > Bluetooth",
                    settingsTitle: "Il Bluetooth è disattivato per {app}",
                    done: "Bilancia collegata"
                ),
                "calendar": StarterCopy(
                    feature: "Pianifica la settimana",
                    preAlertTitle: "La tua settimana in un solo posto",
                    preAlertBody: "I tuoi eventi appaiono accanto ai tuoi progetti.",
                    purpose: "$(PRODUCT_NAME) legge il tuo calendario per mostrare i tuoi eventi accanto ai tuoi progetti.",
                    settingsPath: "Privacy e sicurezza > Calendari",
                    settingsTitle: "L’accesso al calendario è disattivato per {app}",
                    done: "Settimana pianificata"
                ),
                "calendar-write": StarterCopy(
                    feature: "Aggiungi al calendario",
                    preAlertTitle: "Le tue prenotazioni nel calendario",
                    preAlertBody: "Ogni prenotazione viene aggiunta al tuo calendario.",
                    purpose: "$(PRODUCT_NAME) aggiunge al tuo calendario le prenotazioni che fai.",
                    settingsPath: "Privacy e sicurezza > Calendari",
                    settingsTitle: "L’accesso al calendario è disattivato per {app}",
                    done: "Aggiunto"
                ),
                "camera": StarterCopy(
                    feature: "Scansiona un documento",
                    preAlertTitle: "Scansiona con la fotocamera",
                    preAlertBody: "Inquadra una pagina per aggiungerla al documento.",
                    purpose: "$(PRODUCT_NAME) usa la fotocamera per scansionare le pagine che aggiungi.",
                    settingsPath: "Privacy e sicurezza > Fotocamera",
                    settingsTitle: "L’accesso alla fotocamera è disattivato per {app}",
                    done: "Documento scansionato"
                ),
                "contacts": StarterCopy(
                    feature: "Invita amici",
                    preAlertTitle: "Trova amici nei tuoi contatti",
                    preAlertBody: "Vedi quali contatti puoi invitare.",
                    purpose: "$(PRODUCT_NAME) legge i tuoi contatti per mostrarti gli amici che puoi invitare.",
                    settingsPath: "Privacy e sicurezza > Contatti",
                    settingsTitle: "L’accesso ai contatti è disattivato per {app}",
                    done: "Amici trovati"
                ),
                "face-id": StarterCopy(
                    feature: "Blocca con Face ID",
                    preAlertTitle: "Blocca le tue note",
                    preAlertBody: "Solo il tuo volto apre le note bloccate.",
                    purpose: "$(PRODUCT_NAME) usa Face ID per aprire le note che blocchi.",
                    settingsPath: "Face ID e codice",
                    settingsTitle: "Face ID è disattivato per {app}",
                    done: "Bloccato"
                ),
                "health": StarterCopy(
                    feature: "Sincronizza gli allenamenti",
                    preAlertTitle: "Sincronizza i tuoi allenamenti",
                    preAlertBody: "I tuoi allenamenti di Salute appaiono anche qui.",
                    purpose: "$(PRODUCT_NAME) legge i tuoi allenamenti in Salute per mostrare i tuoi progressi in un grafico.",
                    settingsPath: "Salute > Accesso ai dati e dispositivi",
                    settingsTitle: "L’accesso a Salute è disattivato per {app}",
                    done: "Sincronizzato"
                ),
                "homekit": StarterCopy(
                    feature: "Configura le luci",
                    preAlertTitle: "Controlla le tue luci",
                    preAlertBody: "Accendi e spegni le luci dall’app.",
                    purpose: "$(PRODUCT_NAME) legge i tuoi dati Casa per controllare le luci che scegli.",
                    settingsPath: "Privacy e sicurezza > HomeKit",
                    settingsTitle: "L’accesso a Casa è disattivato per {app}",
                    done: "Luci collegate"
                ),
                "local-network": StarterCopy(
                    feature: "Trova i miei altoparlanti",
                    preAlertTitle: "Trova gli altoparlanti in rete",
                    preAlertBody: "Ascolta la tua musica sugli altoparlanti di casa.",
                    purpose: "$(PRODUCT_NAME) cerca altoparlanti sulla tua rete per riprodurvi la musica.",
                    settingsPath: "Privacy e sicurezza > Rete locale",
                    settingsTitle: "L’accesso alla rete locale è disattivato per {app}",
                    done: "Altoparlanti trovati"
                ),
                "location": StarterCopy(
                    feature: "Negozi vicini",
                    preAlertTitle: "I negozi vicino a te",
                    preAlertBody: "La tua posizione serve a mostrare prima i negozi più vicini.",
                    purpose: "$(PRODUCT_NAME) usa la tua posizione per mostrare i negozi più vicini.",
                    settingsPath: "Privacy e sicurezza > Localizzazione",
                    settingsTitle: "L’accesso alla posizione è disattivato per {app}",
                    done: "Negozi trovati"
                ),
                "location-always": StarterCopy(
                    feature: "Promemoria all’arrivo",
                    preAlertTitle: "Un promemoria quando arrivi",
                    preAlertBody: "Anche ad app chiusa, ricevi un promemoria quando arrivi in un luogo salvato.",
                    purpose: "$(PRODUCT_NAME) usa la tua posizione in background per ricordarti le attività quando arrivi.",
                    settingsPath: "Privacy e sicurezza > Localizzazione",
                    settingsTitle: "L’accesso alla posizione è disattivato per {app}",
                    done: "Promemoria attivati",
                    firstAsk: StarterCopy.FirstAsk(
                        preAlertTitle: "Promemoria nel posto giusto",
                        preAlertBody: "La tua posizione indica quando arrivi in un luogo salvato.",
                        purpose: "$(PRODUCT_NAME) usa la tua posizione per ricordarti le attività quando arrivi in un luogo salvato."
                    )
                ),
                "media-library": StarterCopy(
                    feature: "Ascolta la mia musica",
                    preAlertTitle: "I tuoi allenamenti con la musica",
                    preAlertBody: "Scegli i brani della tua libreria per ogni allenamento.",
                    purpose: "$(PRODUCT_NAME) riproduce brani della tua libreria durante gli allenamenti che avvii.",
                    settingsPath: "Privacy e sicurezza > Media e Apple Music",
                    settingsTitle: "Apple Music è disattivato per {app}",
                    done: "Playlist pronta"
                ),
                "microphone": StarterCopy(
                    feature: "Registra un memo vocale",
                    preAlertTitle: "Registra con il microfono",
                    preAlertBody: "Parla, e la tua nota viene salvata con la registrazione.",
                    purpose: "$(PRODUCT_NAME) usa il microfono per registrare i memo vocali che avvii.",
                    settingsPath: "Privacy e sicurezza > Microfono",
                    settingsTitle: "L’accesso al microfono è disattivato per {app}",
                    done: "Registrato"
                ),
                "motion": StarterCopy(
                    feature: "Conta i miei passi",
                    preAlertTitle: "Conta i tuoi passi",
                    preAlertBody: "I tuoi passi appaiono nel riepilogo della giornata.",
                    purpose: "$(PRODUCT_NAME) legge i tuoi dati di movimento per contare i passi della giornata.",
                    settingsPath: "Privacy e sicurezza > Movimento e fitness",
                    settingsTitle: "Movimento e fitness è disattivato per {app}",
                    done: "Passi contati"
                ),
                "notifications": StarterCopy(
                    feature: "Avvisami",
                    preAlertTitle: "Un avviso quando è pronto",
                    preAlertBody: "Ti inviamo una notifica appena il tuo ordine è pronto.",
                    purpose: nil,
                    settingsPath: "Notifiche",
                    settingsTitle: "Le notifiche sono disattivate per {app}",
                    done: "Notifiche attivate"
                ),
                "photos": StarterCopy(
                    feature: "Allega una foto",
                    preAlertTitle: "Foto dalla tua libreria",
                    preAlertBody: "Scegli tu le foto da allegare.",
                    purpose: "$(PRODUCT_NAME) mostra le tue foto per farti allegare quelle che scegli.",
                    settingsPath: "Privacy e sicurezza > Foto",
                    settingsTitle: "L’accesso alle foto è disattivato per {app}",
                    done: "Foto allegata"
                ),
                "photos-add": StarterCopy(
                    feature: "Salva in Foto",
                    preAlertTitle: "Salva le immagini in Foto",
                    preAlertBody: "Le immagini modificate vanno direttamente nella tua libreria foto.",
                    purpose: "$(PRODUCT_NAME) salva nella tua libreria foto le immagini che esporti.",
                    settingsPath: "Privacy e sicurezza > Foto",
                    settingsTitle: "Il salvataggio in Foto è disattivato per {app}",
                    done: "Salvato"
                ),
                "reminders": StarterCopy(
                    feature: "Ricordamelo",
                    preAlertTitle: "Le tue attività in Promemoria",
                    preAlertBody: "Le attività che contrassegni vengono aggiunte ai tuoi promemoria.",
                    purpose: "$(PRODUCT_NAME) aggiunge ai tuoi promemoria le attività che contrassegni.",
                    settingsPath: "Privacy e sicurezza > Promemoria",
                    settingsTitle: "L’accesso ai promemoria è disattivato per {app}",
                    done: "Configurato"
                ),
                "siri": StarterCopy(
                    feature: "Aggiungi la spesa con Siri",
                    preAlertTitle: "Aggiungi la spesa a voce",
                    preAlertBody: "Chiedi a Siri di annotare un prodotto e finisce nella tua lista.",
                    purpose: "$(PRODUCT_NAME) usa Siri per annotare i prodotti che detti.",
                    settingsPath: "Siri e ricerca",
                    settingsTitle: "Siri è disattivato per {app}",
                    done: "Siri è pronto"
                ),
                "speech": StarterCopy(
                    feature: "Detta una nota",
                    preAlertTitle: "Detta le tue note",
                    preAlertBody: "Parla, e le tue parole diventano testo.",
                    purpose: "$(PRODUCT_NAME) invia la tua voce ad Apple per trasformare in testo le note che detti.",
                    settingsPath: "Privacy e sicurezza > Riconoscimento vocale",
                    settingsTitle: "Il riconoscimento vocale è disattivato per {app}",
                    done: "Dettato"
                ),
                "tracking": StarterCopy(
                    feature: "Personalizza le pubblicità",
                    preAlertTitle: "Pubblicità su misura per te",
                    preAlertBody: "Qualunque sia la tua scelta, tutte le funzioni dell’app restano disponibili.",
                    purpose: "$(PRODUCT_NAME) usa la tua attività in altre app per mostrarti pubblicità adatte ai tuoi gusti.",
                    settingsPath: "Privacy e sicurezza > Tracciamento",
                    settingsTitle: "Il tracciamento è disattivato per {app}",
                    done: "Scelta salvata"
                ),
            ],
            homeBody: "Scegli cosa vuoi fare.",
            continueTitle: "Continua",
            settingsTitle: "{resource} è disattivato per {app}",
            settingsBody: "Puoi modificarlo in Impostazioni > {path}.",
            openSettings: "Apri Impostazioni",
            notNow: "Non ora",
            withoutLabel: "Continua comunque",
            withoutTitle: "Puoi attivarlo in qualsiasi momento",
            healthSharePurpose: "$(PRODUCT_NAME) salva in Salute ogni allenamento che completi.")
    )
}

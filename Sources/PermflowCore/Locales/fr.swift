// The French locale file: every word the simulated iPhone shows in French, with each
// string's evidence, in the structure of a locale pack (docs/locales.md). `permflow locales
// export fr` prints it as a pack's JSON; a pack may correct or extend any of it.
//
// Sources: research/alert-strings-by-language-2026-11-27.md §3 (tags C, P, M, A and the ids are
// that file's). Its strengths map to evidence as: strong → verified, moderate or weak → weak,
// ✗ → unverified. What no source shows is written in French (vous, U+2019 apostrophes, as iOS
// writes) after the English alert's structure and marked unverified, with the reason. The spaces
// inside « » and before ? are written as plain spaces: whether iOS uses no-break ones cannot be
// read from the sources' text (✗).

/// Ne pas autoriser (Don’t Allow). iOS 26.3 also shows Refuser on some alerts (M), which ones ✗.
private let dontAllow = AlertButton("Ne pas autoriser", "deny", .verified("M (iOS 26.3), P; M also lists Refuser, for which alerts ✗"))

/// OK as the older alerts show it.
private let okShown = Evidence.verified("C (iOS ≤ 14), P `ok`")

/// OK on iOS 18 and 26, on the alerts no French source shows since.
private let okUnseenSince18 = Evidence.unverified("no French source shows this alert's accept button on iOS 18 or 26; drawn as English's (OK)")

/// Autoriser (Allow) on the alerts M measured on iOS 26.3 (camera, microphone, reminders, speech, motion).
private let allowMeasured26 = Evidence.weak("M measured Autoriser on this alert on iOS 26.3 (one source)")

/// Autoriser on iOS 17 and 18, which no French source shows on these alerts.
private let allowUnseen17 = Evidence.unverified("no French source for iOS 17–18; English's OK became Allow in 17, and M shows Autoriser on 26.3")

/// The two-button alerts' buttons across iOS: Don’t Allow, OK as sourced and unsourced since 18,
/// Autoriser unsourced on 17–25 and measured on 26 (`AlertEras`).
private let eras = AlertEras(
    deny: dontAllow, ok: AlertButton("OK", "allow", okShown), allow: "Autoriser",
    okUnseenSince18: okUnseenSince18, allowUnseen17: allowUnseen17, allowMeasured26: allowMeasured26)

/// A title C (DeviceAgent's springboard-alerts-fr) shows on iOS ≤ 14 only.
private func titleThrough14(_ extra: String = "") -> Evidence {
    .weak("C (iOS ≤ 14)\(extra); no French source for the title since")
}

/// Precise: On / Off on the location alert.
private let precise = PreciseLabels(label: "Précis : ", on: "Activé", off: "Désactivé", evidence: .weak("P (precise_on, precise_off; one table)"))

/// Autoriser l’accès complet (Allow Full Access).
private let fullAccess = Evidence.weak("P; an automation script taps it (id 71475905762)")

/// iOS 18's two-stage contacts alert.
private let contactsStages = Evidence.unverified("no French source for iOS 18's contacts stages")

/// iOS 18's contact picker and its confirmation.
private let contactPicker = Evidence.unverified("no French source for iOS 18's contact picker")

/// The photos alert's library counts (iOS 17 and later).
private let libraryCounts = Evidence.unverified("no French source for the iOS 17 photos alert's counts")

/// The Health sheet's words AutoMate lists for iOS 10–12 (research §9).
private let healthAutoMate = Evidence.weak("AutoMate's Health lists (iOS 10–12, id 24068749059 and others); no newer French source")

/// The Health sheet's section headers.
private let healthSectionHeader = Evidence.unverified("no French source for the sheet's section headers")

/// The Health data types' names on the sheet.
private let healthAppNames = Evidence.unverified("no French source for the sheet's rows; the Health app's French names as permflow knows them")

/// The AlarmKit alert, which no French source shows.
private let alarmKit = Evidence.unverified("no French source for the AlarmKit alert; drawn as iOS 26's other two-button alerts")

extension BuiltInLocales {
    static let french = LocalePack(
        locale: "fr",
        quotes: ["« ", " »"],
        vocabulary: [
            "alert-image-words": [
                "alerte système", "alerte d'autorisation", "fenêtre d'autorisation", "capture de l'alerte",
            ],
            "alert-title-patterns": [
                "souhaite (accéder|vous envoyer|utiliser)", "^\\s*autoriser\\s+«\\s*.+\\s*»\\s+à",
            ],
            "allow-like": [
                "autoriser", "ok", "oui", "accepter", "j'accepte", "activer", "permettre", "d'accord", "donner accès",
            ],
            "allow-like-exact": [
                "bien sûr",
            ],
            "annotation-patterns": [
                "\\b(appuyez|appuie|touchez|touche|choisissez|choisis|sélectionnez)\\s+(sur\\s+)?«?\\s*(autoriser|ok)\\b",
            ],
            "continue-like": [
                "continuer", "suivant", "poursuivre",
            ],
            "exit-button-words": [
                "plus tard", "ignorer", "passer", "annuler", "fermer", "non", "retour", "refuser", "quitter",
                "ne pas autoriser",
            ],
            "exit-words": [
                "pas maintenant", "peut-être plus tard", "non merci", "non, merci", "me le rappeler plus tard",
            ],
            "generic-button-labels": [
                "OK", "Continuer",
            ],
            "incentive-exceptions": [
                "points d'intérêt", "reste gratuit", "rester gratuit",
            ],
            "incentive-words": [
                "récompense", "récompenses", "bonus", "réduction", "remise", "gratuit", "gratuite", "gratuitement",
                "cadeau", "cadeaux", "points", "prime", "coupon", "bon de réduction", "cashback", "débloquer",
            ],
            "suggested-button-titles": [
                "Continuer", "Suivant",
            ],
            "system-button-labels": [
                "Ne pas autoriser", "Autoriser", "Autoriser une fois", "Autoriser lorsque l’app est active",
                "Demander à l’app de ne pas me suivre", "Refuser", "Limiter l’accès…", "Autoriser l’accès complet", "OK",
            ],
            // The location button's titles, index-aligned with English's; no source shows French
            // ones (research §10): permflow's wording, unverified.
            "system-titles": [
                "Position actuelle", "Envoyer la position actuelle", "Envoyer ma position actuelle", "Partager la position actuelle",
                "Partager ma position actuelle",
            ],
        ],
        alerts: [
            "alarmkit": AlertText.denyOrAllow(IOSRange(from: 26),
                title: SystemString("Autoriser « %@ » à programmer des alarmes et des minuteurs ?",
                    .unverified("no French source; permflow's wording after the English title")),
                deny: AlertButton("Ne pas autoriser", "deny", alarmKit), allow: SystemString("Autoriser", alarmKit)),
            "bluetooth": eras.okThrough17(title: "« %@ » souhaite utiliser le Bluetooth", titleThrough14(" (13–14)")),
            "calendar": eras.fullAccessSince17(
                title: "« %@ » souhaite accéder à votre calendrier.", titleThrough14(),
                titleSince17: .unverified("the iOS ≤ 16 title (C); no French source for iOS 17's full-access wording"),
                fullAccess: AlertButton("Autoriser l’accès complet", "allow-full", .weak("P shows it on the photos alert"))),
            "calendar-write": AlertText.denyOrAllow(
                title: SystemString("« %@ » souhaite ajouter des évènements à votre calendrier.",
                    .unverified("no French source; permflow's wording")),
                deny: dontAllow, allow: SystemString("Autoriser", .unverified("no source"))),
            "camera": eras.allowSince17(title: "« %@ » souhaite accéder à l’appareil photo.", titleThrough14()),
            "contacts": ContactsAlertWords(
                title: SystemString("« %@ » souhaite accéder à vos contacts.", titleThrough14()),
                next: SystemString("Continuer", contactsStages),
                selectContacts: SystemString("Sélectionner des contacts", contactsStages),
                allowFullAccess: SystemString("Autoriser l’accès complet", contactsStages),
                followUpTitle: SystemString("Partager vos contacts avec « %@ » ?", contactsStages),
                followUpMessage: SystemString("Choisissez les contacts à partager. Vous pourrez en ajouter d’autres plus tard.", contactsStages),
                picker: LimitedPickerText(
                    title: SystemString("Sélectionner des contacts", contactPicker),
                    cancel: SystemString("Annuler", contactPicker),
                    done: SystemString("Continuer", contactPicker),
                    selected: SystemString("{count} sélectionné(s)", contactPicker),
                    confirmTitle: SystemString("Autoriser « %@ » à accéder à ces contacts ?", contactPicker),
                    noneChosen: SystemString("Aucun contact sélectionné", contactPicker),
                    confirm: SystemString("Autoriser", contactPicker),
                    back: SystemString("Retour", contactPicker),
                    count: CountText(one: "{count} contact", other: "{count} contacts", contactPicker))
            ).texts(deny: dontAllow, ok: eras.ok),
            "face-id": eras.okThrough17(title: "Voulez-vous autoriser « %@ » à utiliser Face ID ?", titleThrough14()),
            "health": AlertText.denyOrAllow(
                title: SystemString("Accès à Santé", titleThrough14(" (the sheet's title)")),
                deny: AlertButton("Refuser", "deny", healthAutoMate), allow: SystemString("Autoriser", healthAutoMate)),
            "homekit": eras.okThrough17(title: "« %@ » souhaite accéder à vos données Maison", titleThrough14(" (iOS 14)")),
            "local-network": eras.okThrough17(title: "« %@ » souhaite rechercher des appareils sur votre réseau local et s’y connecter.", titleThrough14(" (iOS 14)")),
            "location": LocationAlertWords(
                title: SystemString("Autoriser « %@ » à utiliser votre position ?",
                    .weak("C (iOS 14); imitations word it the same (ids 61456001742, 38249764437)")),
                allowOnce: SystemString("Autoriser une fois", .verified("M (26.3), P, C; an Appium page object (id 10249260209)")),
                whileUsing: SystemString("Autoriser lorsque l’app est active", .verified("M (26.3), C; XCUITests (ids 14048788171, 58057004677)")),
                precise: precise,
                title13: SystemString("Autoriser « %@ » à accéder à votre position ?", .verified("C (iOS 13); a recorded XCUITest (id 14048788171)")),
                whileUsing13: SystemString("Autoriser lorsque l’app est active", .verified("C; a recorded XCUITest (id 14048788171)")),
                allowOnce13: SystemString("Autoriser une fois", .verified("M, P, C"))
            ).texts(deny: dontAllow),
            "location-always": AlertText.alwaysUpgrade(
                title: SystemString("Autoriser « %@ » à utiliser votre position même lorsque vous n’utilisez pas l’app ?", .weak("C (iOS 13–14)")),
                keep: SystemString("Garder « Lorsque l’app est active »", .unverified("no French source for this button; permflow's wording")),
                change: SystemString("Passer à Toujours autoriser", .weak("a translator's notes, unconfirmed (ids 70549918262, 70407789786)"))),
            "media-library": eras.okThrough17(title: "« %@ » aimerait accéder à Apple Music, à votre activité musicale et vidéo, ainsi qu’à votre bibliothèque multimédia.", titleThrough14()),
            "microphone": eras.allowSince17(title: "« %@ » souhaite accéder au micro.", titleThrough14()),
            "motion": eras.allowOn26(title: "« %@ » souhaite accéder à vos mouvements et vos activités physiques.", titleThrough14()),
            "notifications": AlertText.denyOrAllow(
                title: SystemString("Autorisez-vous « %@ » à vous envoyer des notifications ?",
                    titleThrough14(" (imitations write « %@ » souhaite vous envoyer des notifications)")),
                message: SystemString("Les notifications peuvent inclure des alertes, des sons et des pastilles d’icônes. Vous pouvez les configurer dans Réglages.",
                    .weak("imitations (ids 70197252974, 71150364728); they disagree on the second sentence")),
                deny: dontAllow, allow: SystemString("Autoriser", .verified("M (26.3), P, C"))),
            "photos": PhotosAlertWords(
                title: SystemString("« %@ » souhaite accéder à vos photos.", titleThrough14()),
                limitAccess: SystemString("Limiter l’accès…", .weak("P (one table)")),
                allowFullAccess: SystemString("Autoriser l’accès complet", fullAccess),
                libraryCounts: LibraryCountsText(
                    sentence: SystemString("L’accès complet partage {photos} et {videos}, avec leurs données de localisation et leurs légendes.", libraryCounts),
                    photos: CountText(one: "{count} photo", other: "{count} photos", libraryCounts),
                    videos: CountText(one: "{count} vidéo", other: "{count} vidéos", libraryCounts)),
                selectPhotos: SystemString("Sélectionner des photos…", .unverified("no French source for Select Photos…; permflow's wording")),
                allowAllPhotos: SystemString("Autoriser l’accès à toutes les photos", .weak("candidate lists in two automation scripts (ids 71475905762, 71616314404)"))
            ).texts(deny: dontAllow, ok: eras.ok),
            "photos-add": eras.okThrough17(title: "« %@ » souhaite ajouter des photos", titleThrough14()),
            "reminders": eras.allowSince17(
                title: "« %@ » souhaite accéder à vos rappels.", titleThrough14(), outcome: "allow-full",
                titleSince17: .unverified("the iOS ≤ 16 title (C); no French source for iOS 17's full-access wording")),
            "siri": eras.okThrough17(title: "Souhaitez-vous utiliser « %@ » avec Siri ?", titleThrough14()),
            "speech": eras.allowOn26(title: "« %@ » souhaite accéder à la reconnaissance vocale.", titleThrough14()),
            "tracking": AlertText.tracking(
                title: SystemString("Autoriser « %@ » à suivre vos activités dans les apps et sur les sites web d’autres sociétés ?",
                    .weak("C (iOS 14.5)")),
                askNotToTrack: SystemString("Demander à l’app de ne pas me suivre",
                    .weak("a French automation script taps it (id 71475905762); two apps' help texts")),
                allow: SystemString("Autoriser", .verified("M (26.3), P, C"))),
        ],
        // Settings › Privacy in French: no UI table shows its labels (research §10); the location
        // choices come from a translator's unconfirmed notes (weak), the rest is permflow's wording.
        settings: SettingsWords(
            heading: "Réglages › Confidentialité et sécurité", precise: "Position exacte",
            trackingRequests: "Autoriser les demandes de suivi des apps", on: "Oui", off: "Non",
            names: [
                "alarmkit": "Alarmes", "bluetooth": "Bluetooth", "calendar": "Calendriers", "calendar-write": "Calendriers (ajout d’évènements uniquement)",
                "camera": "Appareil photo", "contacts": "Contacts", "face-id": "Face ID", "health": "Santé", "homekit": "HomeKit",
                "local-network": "Réseau local", "location": "Service de localisation", "location-always": "Service de localisation",
                "media-library": "Médias et Apple Music", "microphone": "Micro", "motion": "Mouvements et forme",
                "notifications": "Notifications", "photos": "Photos", "photos-add": "Photos (ajout uniquement)", "reminders": "Rappels", "siri": "Siri",
                "speech": "Reconnaissance vocale", "tracking": "Suivi",
            ],
            choices: SettingsChoiceWords(
                notAskedYet: .unverified("Pas encore demandé"),
                none: .unverified("Aucun"),
                fullAccess: .unverified("Accès complet"),
                limitedAccess: .unverified("Accès limité"),
                addEventsOnly: .unverified("Ajout d’évènements uniquement"),
                addPhotosOnly: .unverified("Ajout de photos uniquement"),
                never: .weak("Jamais"),
                askNextTimeOrWhenIShare: .weak("Demander la prochaine fois ou lors du partage"),
                askNextTime: .unverified("Demander la prochaine fois"),
                whileUsing: .weak("Lorsque l’app est active"),
                always: .weak("Toujours"),
                selectedPhotos: .unverified("Photos sélectionnées"),
                allPhotos: .unverified("Toutes les photos"),
                readAndWrite: .unverified("Lecture et écriture"),
                on: .unverified("Oui"),
                off: .unverified("Non"),
                deliverQuietly: .unverified("Distribution discrète"),
                allowOnce: .unverified("Autoriser une fois"),
                restricted: .unverified("Restreint"),
                neverOnPhotos: .unverified("Jamais")
            ).table),
        health: HealthWords(
            sheet: [
                HealthSheetText(
                    ios: .all,
                    title: SystemString("Accès à Santé", titleThrough14(" (the sheet's title)")),
                    dontAllow: SystemString("Refuser", healthAutoMate),
                    allow: SystemString("Autoriser", healthAutoMate),
                    header: SystemString("« %@ » aimerait accéder à vos Données Santé des catégories ci-dessous et les mettre à jour.", healthAutoMate),
                    turnOnAll: SystemString("Activer toutes les catégories", healthAutoMate),
                    turnOffAll: SystemString("Désactiver toutes les catégories", healthAutoMate),
                    shareHeader: SystemString("Autoriser « %@ » à écrire", healthSectionHeader),
                    readHeader: SystemString("Autoriser « %@ » à lire", healthSectionHeader),
                ),
            ],
            types: HealthWords.typeNames(healthAppNames, [
                "active-energy": "Énergie active",
                "blood-oxygen": "Oxygène sanguin",
                "blood-pressure": "Tension artérielle",
                "body-fat": "Pourcentage de masse grasse",
                "cycling-distance": "Distance à vélo",
                "date-of-birth": "Date de naissance",
                "dietary-energy": "Énergie alimentaire",
                "exercise-minutes": "Minutes d’exercice",
                "flights-climbed": "Étages gravis",
                "heart-rate": "Fréquence cardiaque",
                "heart-rate-variability": "Variabilité de la fréquence cardiaque",
                "height": "Taille",
                "menstrual-flow": "Flux menstruel",
                "mindful-minutes": "Minutes de pleine conscience",
                "respiratory-rate": "Fréquence respiratoire",
                "resting-heart-rate": "Fréquence cardiaque au repos",
                "sleep": "Sommeil",
                "steps": "Pas",
                "walking-running-distance": "Distance de marche et de course",
                "water": "Eau",
                "weight": "Poids",
                "workouts": "Entraînements",
            ])),
        device: DeviceWords(contacts: ["Camille Martin", "Chloé Dubois", "Hugo Bernard", "Léa Petit", "Lucas Moreau", "Manon Laurent"]),
        starters: StarterWords(
            copy: [
                "alarmkit": StarterCopy(
                    feature: "Régler un réveil",
                    preAlertTitle: "Se réveiller à l’heure",
                    preAlertBody: "Vos alarmes sonnent à l’heure choisie, même en mode silencieux.",
                    purpose: "$(PRODUCT_NAME) programme les alarmes que vous réglez pour qu’elles sonnent à l’heure, même en mode silencieux.",
                    settingsPath: "Apps > Alarmes",
                    settingsTitle: "Les alarmes sont désactivées pour {app}",
                    done: "Réveil réglé"
                ),
                "bluetooth": StarterCopy(
                    feature: "Connecter ma balance",
                    preAlertTitle: "Connectez votre balance",
                    preAlertBody: "Votre poids s’affiche dès que vous montez sur la balance.",
                    purpose: "$(PRODUCT_NAME) utilise le Bluetooth pour se connecter à votre balance et lire votre poids.",
                    settingsPath: "Confidentialité et sécurité > Bluetooth",
                    settingsTitle: "Le Bluetooth est désactivé pour {app}",
                    done: "Balance connectée"
                ),
                "calendar": StarterCopy(
                    feature: "Planifier ma semaine",
                    preAlertTitle: "Votre semaine au même endroit",
                    preAlertBody: "Vos évènements s’affichent à côté de vos projets.",
                    purpose: "$(PRODUCT_NAME) lit votre calendrier pour afficher vos évènements à côté de vos projets.",
                    settingsPath: "Confidentialité et sécurité > Calendriers",
                    settingsTitle: "L’accès au calendrier est désactivé pour {app}",
                    done: "Semaine planifiée"
                ),
                "calendar-write": StarterCopy(
                    feature: "Ajouter au calendrier",
                    preAlertTitle: "Vos réservations dans le calendrier",
                    preAlertBody: "Chaque réservation est ajoutée à votre calendrier.",
                    purpose: "$(PRODUCT_NAME) ajoute les réservations que vous faites à votre calendrier.",
                    settingsPath: "Confidentialité et sécurité > Calendriers",
                    settingsTitle: "L’accès au calendrier est désactivé pour {app}",
                    done: "Ajouté"
                ),
                "camera": StarterCopy(
                    feature: "Numériser un document",
                    preAlertTitle: "Numériser avec l’appareil photo",
                    preAlertBody: "Visez une page pour l’ajouter à votre document.",
                    purpose: "$(PRODUCT_NAME) utilise l’appareil photo pour numériser les pages que vous ajoutez.",
                    settingsPath: "Confidentialité et sécurité > Appareil photo",
                    settingsTitle: "L’accès à l’appareil photo est désactivé pour {app}",
                    done: "Document numérisé"
                ),
                "contacts": StarterCopy(
                    feature: "Inviter des amis",
                    preAlertTitle: "Trouver des amis dans vos contacts",
                    preAlertBody: "Vous voyez quels contacts vous pouvez inviter.",
                    purpose: "$(PRODUCT_NAME) lit vos contacts pour montrer les amis que vous pouvez inviter.",
                    settingsPath: "Confidentialité et sécurité > Contacts",
                    settingsTitle: "L’accès aux contacts est désactivé pour {app}",
                    done: "Amis trouvés"
                ),
                "face-id": StarterCopy(
                    feature: "Verrouiller avec Face ID",
                    preAlertTitle: "Verrouiller vos notes",
                    preAlertBody: "Seul votre visage ouvre les notes verrouillées.",
                    purpose: "$(PRODUCT_NAME) utilise Face ID pour ouvrir les notes que vous verrouillez.",
                    settingsPath: "Face ID et code",
                    settingsTitle: "Face ID est désactivé pour {app}",
                    done: "Verrouillé"
                ),
                "health": StarterCopy(
                    feature: "Synchroniser mes entraînements",
                    preAlertTitle: "Synchroniser vos entraînements",
                    preAlertBody: "Vos entraînements de Santé s’affichent aussi ici.",
                    purpose: "$(PRODUCT_NAME) lit vos entraînements dans Santé pour suivre vos progrès en graphique.",
                    settingsPath: "Santé > Accès aux données et appareils",
                    settingsTitle: "L’accès à Santé est désactivé pour {app}",
                    done: "Synchronisé"
                ),
                "homekit": StarterCopy(
                    feature: "Configurer mes lumières",
                    preAlertTitle: "Contrôler vos lumières",
                    preAlertBody: "Allumez et éteignez vos lumières depuis l’app.",
                    purpose: "$(PRODUCT_NAME) lit vos données Maison pour contrôler les lumières que vous choisissez.",
                    settingsPath: "Confidentialité et sécurité > HomeKit",
                    settingsTitle: "L’accès à Maison est désactivé pour {app}",
                    done: "Lumières connectées"
                ),
                "local-network": StarterCopy(
                    feature: "Trouver mes enceintes",
                    preAlertTitle: "Trouver les enceintes du réseau",
                    preAlertBody: "Écoutez votre musique sur les enceintes de la maison.",
                    purpose: "$(PRODUCT_NAME) cherche des enceintes sur votre réseau pour y lire de la musique.",
                    settingsPath: "Confidentialité et sécurité > Réseau local",
                    settingsTitle: "L’accès au réseau local est désactivé pour {app}",
                    done: "Enceintes trouvées"
                ),
                "location": StarterCopy(
                    feature: "Magasins à proximité",
                    preAlertTitle: "Les magasins près de vous",
                    preAlertBody: "Votre position permet d’afficher d’abord les magasins les plus proches.",
                    purpose: "$(PRODUCT_NAME) utilise votre position pour afficher les magasins les plus proches.",
                    settingsPath: "Confidentialité et sécurité > Service de localisation",
                    settingsTitle: "L’accès à la position est désactivé pour {app}",
                    done: "Magasins trouvés"
                ),
                "location-always": StarterCopy(
                    feature: "Rappels à l’arrivée",
                    preAlertTitle: "Un rappel à votre arrivée",
                    preAlertBody: "Même app fermée, vous recevez un rappel en arrivant à un lieu enregistré.",
                    purpose: "$(PRODUCT_NAME) utilise votre position en arrière-plan pour vous rappeler vos tâches à votre arrivée.",
                    settingsPath: "Confidentialité et sécurité > Service de localisation",
                    settingsTitle: "L’accès à la position est désactivé pour {app}",
                    done: "Rappels activés",
                    firstAsk: StarterCopy.FirstAsk(
                        preAlertTitle: "Des rappels au bon endroit",
                        preAlertBody: "Votre position indique quand vous arrivez à un lieu enregistré.",
                        purpose: "$(PRODUCT_NAME) utilise votre position pour vous rappeler vos tâches quand vous arrivez à un lieu enregistré."
                    )
                ),
                "media-library": StarterCopy(
                    feature: "Écouter ma musique",
                    preAlertTitle: "Vos entraînements en musique",
                    preAlertBody: "Choisissez des morceaux de votre bibliothèque pour chaque entraînement.",
                    purpose: "$(PRODUCT_NAME) lit des morceaux de votre bibliothèque pendant les entraînements que vous lancez.",
                    settingsPath: "Confidentialité et sécurité > Médias et Apple Music",
                    settingsTitle: "Apple Music est désactivé pour {app}",
                    done: "Playlist prête"
                ),
                "microphone": StarterCopy(
                    feature: "Enregistrer un mémo vocal",
                    preAlertTitle: "Enregistrer avec le micro",
                    preAlertBody: "Parlez, et votre note est gardée avec l’enregistrement.",
                    purpose: "$(PRODUCT_NAME) utilise le micro pour enregistrer les mémos vocaux que vous lancez.",
                    settingsPath: "Confidentialité et sécurité > Micro",
                    settingsTitle: "L’accès au micro est désactivé pour {app}",
                    done: "Enregistré"
                ),
                "motion": StarterCopy(
                    feature: "Compter mes pas",
                    preAlertTitle: "Compter vos pas",
                    preAlertBody: "Vos pas s’affichent dans le résumé de la journée.",
                    purpose: "$(PRODUCT_NAME) lit vos données de mouvement pour compter vos pas de la journée.",
                    settingsPath: "Confidentialité et sécurité > Mouvements et forme",
                    settingsTitle: "Mouvements et forme est désactivé pour {app}",
                    done: "Pas comptés"
                ),
                "notifications": StarterCopy(
                    feature: "Me prévenir",
                    preAlertTitle: "Prévenu quand c’est prêt",
                    preAlertBody: "Nous vous envoyons une notification dès que votre commande est prête.",
                    purpose: nil,
                    settingsPath: "Notifications",
                    settingsTitle: "Les notifications sont désactivées pour {app}",
                    done: "Notifications activées"
                ),
                "photos": StarterCopy(
                    feature: "Joindre une photo",
                    preAlertTitle: "Des photos de votre bibliothèque",
                    preAlertBody: "Vous choisissez vous-même les photos à joindre.",
                    purpose: "$(PRODUCT_NAME) affiche vos photos pour que vous joigniez celles que vous choisissez.",
                    settingsPath: "Confidentialité et sécurité > Photos",
                    settingsTitle: "L’accès aux photos est désactivé pour {app}",
                    done: "Photo jointe"
                ),
                "photos-add": StarterCopy(
                    feature: "Enregistrer dans Photos",
                    preAlertTitle: "Enregistrer des images dans Photos",
                    preAlertBody: "Vos images modifiées vont directement dans votre photothèque.",
                    purpose: "$(PRODUCT_NAME) enregistre les images que vous exportez dans votre photothèque.",
                    settingsPath: "Confidentialité et sécurité > Photos",
                    settingsTitle: "L’enregistrement dans Photos est désactivé pour {app}",
                    done: "Enregistré"
                ),
                "reminders": StarterCopy(
                    feature: "Me rappeler",
                    preAlertTitle: "Vos tâches dans Rappels",
                    preAlertBody: "Les tâches que vous marquez s’ajoutent à vos rappels.",
                    purpose: "$(PRODUCT_NAME) ajoute les tâches que vous marquez à vos rappels.",
                    settingsPath: "Confidentialité et sécurité > Rappels",
                    settingsTitle: "L’accès aux rappels est désactivé pour {app}",
                    done: "Configuré"
                ),
                "siri": StarterCopy(
                    feature: "Noter mes courses avec Siri",
                    preAlertTitle: "Noter vos courses à la voix",
                    preAlertBody: "Demandez à Siri de noter une course, elle s’ajoute à votre plan.",
                    purpose: "$(PRODUCT_NAME) utilise Siri pour noter les courses que vous dictez.",
                    settingsPath: "Siri et recherche",
                    settingsTitle: "Siri est désactivé pour {app}",
                    done: "Siri est prêt"
                ),
                "speech": StarterCopy(
                    feature: "Dicter une note",
                    preAlertTitle: "Dicter vos notes",
                    preAlertBody: "Parlez, et vos mots deviennent du texte.",
                    purpose: "$(PRODUCT_NAME) envoie votre voix à Apple pour transformer vos notes dictées en texte.",
                    settingsPath: "Confidentialité et sécurité > Reconnaissance vocale",
                    settingsTitle: "La reconnaissance vocale est désactivée pour {app}",
                    done: "Dicté"
                ),
                "tracking": StarterCopy(
                    feature: "Personnaliser les publicités",
                    preAlertTitle: "Des publicités à votre goût",
                    preAlertBody: "Quel que soit votre choix, toutes les fonctions de l’app restent disponibles.",
                    purpose: "$(PRODUCT_NAME) utilise votre activité dans d’autres apps pour afficher des publicités adaptées à vos goûts.",
                    settingsPath: "Confidentialité et sécurité > Suivi",
                    settingsTitle: "Le suivi est désactivé pour {app}",
                    done: "Choix enregistré"
                ),
            ],
            homeBody: "Choisissez ce que vous voulez faire.",
            continueTitle: "Continuer",
            settingsTitle: "{resource} est désactivé pour {app}",
            settingsBody: "Vous pouvez le modifier dans Réglages > {path}.",
            openSettings: "Ouvrir Réglages",
            notNow: "Plus tard",
            withoutLabel: "Continuer quand même",
            withoutTitle: "Vous pourrez l’activer à tout moment",
            healthSharePurpose: "$(PRODUCT_NAME) enregistre dans Santé chaque entraînement que vous terminez.")
    )
}

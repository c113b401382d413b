// The Spanish (Spain) locale file: every word the simulated iPhone shows in Spanish, with each
// string's evidence, in the structure of a locale pack (docs/locales.md). `permflow locales
// export es` prints it as a pack's JSON; a pack may correct or extend any of it.
//
// Sources: research/alert-strings-by-language-2026-11-27.md §4 (tags C, M, A, T, G and the ids
// are that file's). Its strengths map to evidence as: strong → verified, moderate or weak →
// weak, ✗ → unverified. What no source shows is written in Spanish (informal tú, as iOS writes)
// after the English alert's structure and marked unverified, with the reason. This is Spain's
// Spanish: Latin America's (es-419) differs ("Permitir al usar la app") and is not this file.

/// No permitir (Don’t Allow), on every alert that has it.
private let dontAllow = AlertButton("No permitir", "deny", .verified("M (iOS 26.3), A, C; G reads it on a real location alert"))

/// OK as the older alerts show it: C lists both Permitir and OK for camera, photos, contacts …
private let okShown = Evidence.weak("C (iOS ≤ 14) lists OK and Permitir on these alerts; which one Spain's alerts showed before 17 is unclear")

/// OK on iOS 18 and 26, on the alerts no Spanish source shows since.
private let okUnseenSince18 = Evidence.unverified("no Spanish source shows this alert's accept button on iOS 18 or 26; drawn as English's (OK)")

/// Permitir (Allow) on the alerts M measured on iOS 26.3 (camera, microphone, reminders, speech, motion).
private let allowMeasured26 = Evidence.weak("M measured Permitir on this alert on iOS 26.3 (one source)")

/// Permitir on iOS 17 and 18, which no Spanish source shows on these alerts.
private let allowUnseen17 = Evidence.unverified("no Spanish source for iOS 17–18; English's OK became Allow in 17, and M shows Permitir on 26.3")

/// The two-button alerts' buttons across iOS: Don’t Allow, OK as sourced and unsourced since 18,
/// Permitir unsourced on 17–25 and measured on 26 (`AlertEras`).
private let eras = AlertEras(
    deny: dontAllow, ok: AlertButton("OK", "allow", okShown), allow: "Permitir",
    okUnseenSince18: okUnseenSince18, allowUnseen17: allowUnseen17, allowMeasured26: allowMeasured26)

/// A title C (DeviceAgent's springboard-alerts-es) shows on iOS ≤ 14 only.
private func titleThrough14(_ extra: String = "") -> Evidence {
    .weak("C (iOS ≤ 14)\(extra); no Spanish source for the title since")
}

/// Precise: On / Off on the location alert, which no Spanish source shows.
private let precise = PreciseLabels(label: "Exacta: ", on: "Sí", off: "No",
    evidence: .unverified("no Spanish source for Precise On/Off (research §4, ✗); permflow's wording"))

/// iOS 18's two-stage contacts alert.
private let contactsStages = Evidence.unverified("no Spanish source for iOS 18's contacts stages")

/// iOS 18's contact picker and its confirmation.
private let contactPicker = Evidence.unverified("no Spanish source for iOS 18's contact picker")

/// The photos alert's buttons on iOS 14 and later, which no Spanish source shows.
private let photosButtons = Evidence.unverified("no Spanish source for the photos alert's buttons since iOS 14 (only app copy, id 62461447103)")

/// The photos alert's library counts (iOS 17 and later).
private let libraryCounts = Evidence.unverified("no Spanish source for the iOS 17 photos alert's counts")

/// The Health sheet's words AutoMate lists for iOS 10–12 (research §9).
private let healthAutoMate = Evidence.weak("AutoMate's Health lists (iOS 10–12, id 24068749059 and others); no newer Spanish source")

/// The Health sheet's section headers.
private let healthSectionHeader = Evidence.unverified("no Spanish source for the sheet's section headers")

/// The Health data types' names on the sheet.
private let healthAppNames = Evidence.unverified("no Spanish source for the sheet's rows; the Health app's Spanish names as permflow knows them")

/// The AlarmKit alert, which no Spanish source shows.
private let alarmKit = Evidence.unverified("no Spanish source for the AlarmKit alert; drawn as iOS 26's other two-button alerts")

extension BuiltInLocales {
    static let spanish = LocalePack(
        locale: "es",
        quotes: ["“", "”"],
        vocabulary: [
            "alert-image-words": [
                "alerta del sistema", "alerta de permiso", "diálogo de permiso", "captura de la alerta",
            ],
            "alert-title-patterns": [
                "quiere (acceder a|enviarte notificaciones|usar)", "^\\s*¿\\s*permitir (que|a)\\s+",
            ],
            "allow-like": [
                "permitir", "ok", "vale", "sí", "aceptar", "activar", "autorizar", "conceder", "de acuerdo",
            ],
            "allow-like-exact": [
                "claro",
            ],
            "annotation-patterns": [
                "\\b(toca|pulsa|selecciona|elige)\\s+(en\\s+)?[“\"]?(permitir|ok)\\b",
            ],
            "continue-like": [
                "continuar", "siguiente", "seguir", "siguiente paso",
            ],
            "exit-button-words": [
                "más tarde", "omitir", "cancelar", "cerrar", "no", "atrás", "rechazar", "salir", "no permitir",
            ],
            "exit-words": [
                "ahora no", "quizás más tarde", "quizá más tarde", "no, gracias", "no gracias", "recordármelo más tarde",
            ],
            "generic-button-labels": [
                "OK", "Continuar",
            ],
            "incentive-exceptions": [
                "sigue siendo gratis", "seguirá siendo gratis",
            ],
            // Not "desbloquear": it is also what Face ID does (unlock), so it would flag honest purposes.
            "incentive-words": [
                "recompensa", "recompensas", "bonificación", "descuento", "gratis", "regalo", "regalos",
                "puntos", "cupón", "cupones", "premio", "premios", "reembolso", "% de descuento",
            ],
            "suggested-button-titles": [
                "Continuar", "Siguiente",
            ],
            "system-button-labels": [
                "No permitir", "Permitir", "Permitir una vez", "Permitir al usarse la app",
                "Pedir a la app que no rastree", "Limitar acceso…", "Permitir acceso completo", "Permitir acceso a todas las fotos", "OK",
            ],
            // The location button's titles, index-aligned with English's; no source shows Spanish
            // ones (research §10): permflow's wording, unverified.
            "system-titles": [
                "Ubicación actual", "Enviar ubicación actual", "Enviar mi ubicación actual", "Compartir ubicación actual", "Compartir mi ubicación actual",
            ],
        ],
        alerts: [
            "alarmkit": AlertText.denyOrAllow(IOSRange(from: 26),
                title: SystemString("¿Permitir que “%@” programe alarmas y temporizadores?",
                    .unverified("no Spanish source; permflow's wording after the English title")),
                deny: AlertButton("No permitir", "deny", alarmKit), allow: SystemString("Permitir", alarmKit)),
            "bluetooth": eras.okThrough17(title: "“%@” quiere usar Bluetooth", titleThrough14(" (13–14)")),
            "calendar": eras.fullAccessSince17(
                title: "“%@” quiere acceder a tu calendario", titleThrough14(),
                titleSince17: .unverified("the iOS ≤ 16 title (C); no Spanish source for iOS 17's full-access wording"),
                fullAccess: AlertButton("Permitir acceso completo", "allow-full", .unverified("no Spanish source for the calendar's full-access button; app copy has the words (id 62461447103)"))),
            "calendar-write": AlertText.denyOrAllow(
                title: SystemString("“%@” quiere añadir eventos a tu calendario", .unverified("no Spanish source; permflow's wording")),
                deny: dontAllow, allow: SystemString("Permitir", .unverified("no source"))),
            "camera": eras.allowSince17(title: "“%@” quiere acceder a la cámara", titleThrough14()),
            "contacts": ContactsAlertWords(
                title: SystemString("“%@” quiere acceder a tus contactos", titleThrough14()),
                next: SystemString("Continuar", contactsStages),
                selectContacts: SystemString("Seleccionar contactos", contactsStages),
                allowFullAccess: SystemString("Permitir acceso completo", contactsStages),
                followUpTitle: SystemString("¿Compartir tus contactos con “%@”?", contactsStages),
                followUpMessage: SystemString("Elige qué contactos quieres compartir. Puedes añadir más después.", contactsStages),
                picker: LimitedPickerText(
                    title: SystemString("Seleccionar contactos", contactPicker),
                    cancel: SystemString("Cancelar", contactPicker),
                    done: SystemString("Continuar", contactPicker),
                    selected: SystemString("{count} seleccionados", contactPicker),
                    confirmTitle: SystemString("¿Permitir que “%@” acceda a estos contactos?", contactPicker),
                    noneChosen: SystemString("Ningún contacto seleccionado", contactPicker),
                    confirm: SystemString("Permitir", contactPicker),
                    back: SystemString("Atrás", contactPicker),
                    count: CountText(one: "{count} contacto", other: "{count} contactos", contactPicker))
            ).texts(deny: dontAllow, ok: eras.ok),
            "face-id": eras.okThrough17(title: "¿Quieres permitir que “%@” utilice Face ID?", titleThrough14()),
            "health": AlertText.denyOrAllow(
                title: SystemString("Acceso a Salud", .weak("C (iOS ≤ 14, es and es_419)")),
                deny: AlertButton("No permitir", "deny", healthAutoMate), allow: SystemString("Permitir", healthAutoMate)),
            "homekit": eras.okThrough17(title: "“%@” quiere acceder a tus datos de la app Casa", titleThrough14(" (iOS 14)")),
            "local-network": eras.okThrough17(title: "“%@” quiere buscar dispositivos en tu red local y conectarse a ellos.", titleThrough14(" (iOS 14)")),
            "location": LocationAlertWords(
                // No quotes around the app's name, as G reads it on a real alert and C's iOS 14 block writes it.
                title: SystemString("¿Permitir que la app %@ use tu ubicación?",
                    .verified("G (a real alert read from the accessibility tree, 2026; ids 68930629121, 68837498240, 69125463231); C (iOS 14)")),
                allowOnce: SystemString("Permitir una vez", .verified("M (26.3), C, G; XCUITests (ids 59755992810, 71243540792)")),
                whileUsing: SystemString("Permitir al usarse la app", .verified("M (26.3), C, G")),
                precise: precise,
                title13: SystemString("¿Permitir a %@ acceder a tu ubicación mientras utilizas la app?", .weak("C (iOS 13)")),
                whileUsing13: SystemString("Solo al usarse la app", .weak("C (iOS 13)")),
                allowOnce13: SystemString("Permitir una vez", .verified("M, C"))
            ).texts(deny: dontAllow),
            "location-always": AlertText.alwaysUpgrade(
                title: SystemString("¿Permitir que la app %@ también use tu ubicación aunque no la estés utilizando?", .weak("C (iOS 13–14; C also has a quoted variant)")),
                keep: SystemString("Permitir solo al usarse la app",
                    .unverified("no Spanish source for the upgrade alert's buttons; permflow's wording")),
                change: SystemString("Cambiar a “Permitir siempre”",
                    .unverified("no Spanish source for the upgrade alert's buttons; permflow's wording"))),
            "media-library": eras.okThrough17(title: "“%@” quiere acceder a Apple Music, tu actividad relacionada con la música y los vídeos y tu biblioteca multimedia.", titleThrough14()),
            "microphone": eras.allowSince17(title: "“%@” quiere acceder al micrófono", titleThrough14()),
            "motion": eras.allowOn26(title: "“%@” quiere acceder a tu actividad física y deportiva", titleThrough14()),
            "notifications": AlertText.denyOrAllow(
                title: SystemString("“%@” quiere enviarte notificaciones", .weak("C (iOS ≤ 14); T (iOS 14.8, app name unquoted)")),
                message: SystemString("Las notificaciones pueden incluir alertas, sonidos y globos en los iconos. Puedes configurarlas en Ajustes.",
                    .unverified("no Spanish source for the notification alert's message (research §4, ✗); permflow's wording")),
                deny: dontAllow, allow: SystemString("Permitir", .verified("M (26.3), C"))),
            "photos": PhotosAlertWords(
                title: SystemString("“%@” quiere acceder a tus fotos", titleThrough14()),
                limitAccess: SystemString("Limitar acceso…", photosButtons),
                allowFullAccess: SystemString("Permitir acceso completo", .weak("app copy only (id 62461447103); no system source")),
                libraryCounts: LibraryCountsText(
                    sentence: SystemString("El acceso completo comparte {photos} y {videos} con su ubicación y sus descripciones.", libraryCounts),
                    photos: CountText(one: "{count} foto", other: "{count} fotos", libraryCounts),
                    videos: CountText(one: "{count} vídeo", other: "{count} vídeos", libraryCounts)),
                selectPhotos: SystemString("Seleccionar fotos…", photosButtons),
                allowAllPhotos: SystemString("Permitir acceso a todas las fotos", photosButtons)
            ).texts(deny: dontAllow, ok: eras.ok),
            "photos-add": eras.okThrough17(title: "“%@” quiere añadir fotos a tus fotos", titleThrough14(" (iOS 14)")),
            "reminders": eras.allowSince17(
                title: "“%@” quiere acceder a tus recordatorios", titleThrough14(), outcome: "allow-full",
                titleSince17: .unverified("the iOS ≤ 16 title (C); no Spanish source for iOS 17's full-access wording")),
            "siri": eras.okThrough17(title: "¿Quieres usar “%@” con Siri?", titleThrough14()),
            "speech": eras.allowOn26(title: "“%@” quiere acceder al reconocimiento de voz", titleThrough14()),
            "tracking": AlertText.tracking(
                title: SystemString("¿Permitir que “%@” rastree tu actividad en sitios web y apps de otras empresas?",
                    .weak("C (iOS 14.5, es and es_419); T (iOS 14.8) words it differently (realice un seguimiento de…)")),
                askNotToTrack: SystemString("Pedir a la app que no rastree", .weak("T (Movistar QA spec, iOS 14.8); press articles")),
                allow: SystemString("Permitir", .verified("T; C; an Appium locator (id 20285858330)"))),
        ],
        // Settings › Privacy in Spanish: no UI table shows its labels (research §10), so every
        // label is permflow's wording and unverified.
        settings: SettingsWords(
            heading: "Ajustes › Privacidad y seguridad", precise: "Ubicación exacta",
            trackingRequests: "Permitir que las apps soliciten rastrear", on: "Sí", off: "No",
            names: [
                "alarmkit": "Alarmas", "bluetooth": "Bluetooth", "calendar": "Calendarios", "calendar-write": "Calendarios (solo añadir eventos)",
                "camera": "Cámara", "contacts": "Contactos", "face-id": "Face ID", "health": "Salud", "homekit": "HomeKit",
                "local-network": "Red local", "location": "Localización", "location-always": "Localización",
                "media-library": "Contenido multimedia y Apple Music", "microphone": "Micrófono", "motion": "Movimiento y forma física",
                "notifications": "Notificaciones", "photos": "Fotos", "photos-add": "Fotos (solo añadir)", "reminders": "Recordatorios", "siri": "Siri",
                "speech": "Reconocimiento de voz", "tracking": "Rastreo",
            ],
            choices: SettingsChoiceWords(
                notAskedYet: .unverified("Aún no se ha preguntado"),
                none: .unverified("Ninguno"),
                fullAccess: .unverified("Acceso completo"),
                limitedAccess: .unverified("Acceso limitado"),
                addEventsOnly: .unverified("Solo añadir eventos"),
                addPhotosOnly: .unverified("Solo añadir fotos"),
                never: .unverified("Nunca"),
                askNextTimeOrWhenIShare: .unverified("Preguntar la próxima vez o al compartir"),
                askNextTime: .unverified("Preguntar la próxima vez"),
                whileUsing: .unverified("Al usarse la app"),
                always: .unverified("Siempre"),
                selectedPhotos: .unverified("Fotos seleccionadas"),
                allPhotos: .unverified("Todas las fotos"),
                readAndWrite: .unverified("Lectura y escritura"),
                on: .unverified("Sí"),
                off: .unverified("No"),
                deliverQuietly: .unverified("Entregar sin sonido"),
                allowOnce: .unverified("Permitir una vez"),
                restricted: .unverified("Restringido")
            ).table),
        health: HealthWords(
            sheet: [
                HealthSheetText(
                    ios: .all,
                    title: SystemString("Acceso a Salud", .weak("C (iOS ≤ 14, es and es_419)")),
                    dontAllow: SystemString("No permitir", healthAutoMate),
                    allow: SystemString("Permitir", healthAutoMate),
                    // AutoMate writes the app's name without quotes.
                    header: SystemString("%@ quiere acceder a tus datos de salud y actualizarlos en las siguientes categorías.", healthAutoMate),
                    turnOnAll: SystemString("Activar todas las categorías", healthAutoMate),
                    turnOffAll: SystemString("Desactivar todas las categorías", healthAutoMate),
                    shareHeader: SystemString("Permitir que “%@” escriba", healthSectionHeader),
                    readHeader: SystemString("Permitir que “%@” lea", healthSectionHeader),
                ),
            ],
            types: HealthWords.typeNames(healthAppNames, [
                "active-energy": "Energía activa",
                "blood-oxygen": "Oxígeno en sangre",
                "blood-pressure": "Tensión arterial",
                "body-fat": "Porcentaje de grasa corporal",
                "cycling-distance": "Distancia en bicicleta",
                "date-of-birth": "Fecha de nacimiento",
                "dietary-energy": "Energía alimentaria",
                "exercise-minutes": "Minutos de ejercicio",
                "flights-climbed": "Pisos subidos",
                "heart-rate": "Frecuencia cardiaca",
                "heart-rate-variability": "Variabilidad de la frecuencia cardiaca",
                "height": "Altura",
                "menstrual-flow": "Menstruación",
                "mindful-minutes": "Minutos de atención plena",
                "respiratory-rate": "Frecuencia respiratoria",
                "resting-heart-rate": "Frecuencia cardiaca en reposo",
                "sleep": "Sueño",
                "steps": "Pasos",
                "walking-running-distance": "Distancia andando y corriendo",
                "water": "Agua",
                "weight": "Peso",
                "workouts": "Entrenamientos",
            ])),
        device: DeviceWords(contacts: ["Ana García", "Carlos Martín", "Javier López", "Laura Sánchez", "Lucía Fernández", "Pablo Romero"]),
        starters: StarterWords(
            copy: [
                "alarmkit": StarterCopy(
                    feature: "Poner alarmas",
                    preAlertTitle: "Despierta a tiempo",
                    preAlertBody: "Tus alarmas suenan a la hora que elijas, incluso en modo silencio.",
                    purpose: "$(PRODUCT_NAME) programa las alarmas que pones para que suenen a tiempo, incluso en modo silencio.",
                    settingsPath: "Apps > Alarmas",
                    settingsTitle: "Las alarmas están desactivadas para {app}",
                    done: "Alarma puesta"
                ),
                "bluetooth": StarterCopy(
                    feature: "Conectar báscula",
                    preAlertTitle: "Conecta tu báscula",
                    preAlertBody: "Tu peso aparece en cuanto te subes a la báscula.",
                    purpose: "$(PRODUCT_NAME) se conecta a tu báscula por Bluetooth para leer tu peso.",
                    settingsPath: "Privacidad y seguridad > Bluetooth",
                    settingsTitle: "Bluetooth está desactivado para {app}",
                    done: "Báscula conectada"
                ),
                "calendar": StarterCopy(
                    feature: "Planificar mi semana",
                    preAlertTitle: "Tu semana en un solo lugar",
                    preAlertBody: "Tus citas aparecen junto a tus planes.",
                    purpose: "$(PRODUCT_NAME) lee tu calendario para mostrar tus citas junto a tus planes.",
                    settingsPath: "Privacidad y seguridad > Calendarios",
                    settingsTitle: "El acceso al calendario está desactivado para {app}",
                    done: "Semana planificada"
                ),
                "calendar-write": StarterCopy(
                    feature: "Añadir al calendario",
                    preAlertTitle: "Reservas en tu calendario",
                    preAlertBody: "Cada reserva se añade a tu calendario.",
                    purpose: "$(PRODUCT_NAME) añade tus reservas a tu calendario.",
                    settingsPath: "Privacidad y seguridad > Calendarios",
                    settingsTitle: "El acceso al calendario está desactivado para {app}",
                    done: "Añadido"
                ),
                "camera": StarterCopy(
                    feature: "Escanear documento",
                    preAlertTitle: "Escanea con la cámara",
                    preAlertBody: "Apunta la cámara a una página para añadirla a tu documento.",
                    purpose: "$(PRODUCT_NAME) usa la cámara para escanear las páginas que añades.",
                    settingsPath: "Privacidad y seguridad > Cámara",
                    settingsTitle: "El acceso a la cámara está desactivado para {app}",
                    done: "Documento escaneado"
                ),
                "contacts": StarterCopy(
                    feature: "Invitar a amigos",
                    preAlertTitle: "Encuentra amigos en tus contactos",
                    preAlertBody: "Verás a qué contactos puedes invitar.",
                    purpose: "$(PRODUCT_NAME) lee tus contactos para mostrar a qué amigos puedes invitar.",
                    settingsPath: "Privacidad y seguridad > Contactos",
                    settingsTitle: "El acceso a los contactos está desactivado para {app}",
                    done: "Amigos encontrados"
                ),
                "face-id": StarterCopy(
                    feature: "Bloquear con Face ID",
                    preAlertTitle: "Bloquea tus notas",
                    preAlertBody: "Las notas bloqueadas solo se abren con tu cara.",
                    purpose: "$(PRODUCT_NAME) usa Face ID para desbloquear las notas que bloqueas.",
                    settingsPath: "Face ID y código",
                    settingsTitle: "Face ID está desactivado para {app}",
                    done: "Bloqueada"
                ),
                "health": StarterCopy(
                    feature: "Sincronizar entrenamientos",
                    preAlertTitle: "Sincroniza tus entrenamientos",
                    preAlertBody: "Tus entrenamientos de Salud también aparecen aquí.",
                    purpose: "$(PRODUCT_NAME) lee tus entrenamientos de Salud para mostrar tu progreso en un gráfico.",
                    settingsPath: "Salud > Acceso a datos y dispositivos",
                    settingsTitle: "El acceso a Salud está desactivado para {app}",
                    done: "Sincronizado"
                ),
                "homekit": StarterCopy(
                    feature: "Configurar luces",
                    preAlertTitle: "Controla tus luces",
                    preAlertBody: "Enciende y apaga tus luces desde la app.",
                    purpose: "$(PRODUCT_NAME) lee los datos de tu casa para controlar las luces que elijas.",
                    settingsPath: "Privacidad y seguridad > HomeKit",
                    settingsTitle: "El acceso a Casa está desactivado para {app}",
                    done: "Luces conectadas"
                ),
                "local-network": StarterCopy(
                    feature: "Buscar altavoces",
                    preAlertTitle: "Busca altavoces en tu red",
                    preAlertBody: "Reproduce música en los altavoces de tu casa.",
                    purpose: "$(PRODUCT_NAME) busca altavoces en tu red para reproducir música en ellos.",
                    settingsPath: "Privacidad y seguridad > Red local",
                    settingsTitle: "El acceso a la red está desactivado para {app}",
                    done: "Altavoces encontrados"
                ),
                "location": StarterCopy(
                    feature: "Tiendas cercanas",
                    preAlertTitle: "Tiendas cerca de ti",
                    preAlertBody: "Con tu ubicación te mostramos primero las tiendas más cercanas.",
                    purpose: "$(PRODUCT_NAME) usa tu ubicación para mostrarte las tiendas más cercanas.",
                    settingsPath: "Privacidad y seguridad > Localización",
                    settingsTitle: "El acceso a la ubicación está desactivado para {app}",
                    done: "Tiendas encontradas"
                ),
                "location-always": StarterCopy(
                    feature: "Avisos al llegar",
                    preAlertTitle: "Un aviso al llegar",
                    preAlertBody: "Aunque la app esté cerrada, te avisamos en un lugar guardado.",
                    purpose: "$(PRODUCT_NAME) usa tu ubicación en segundo plano para avisarte cuando llegas.",
                    settingsPath: "Privacidad y seguridad > Localización",
                    settingsTitle: "El acceso a la ubicación está desactivado para {app}",
                    done: "Avisos activados",
                    firstAsk: StarterCopy.FirstAsk(
                        preAlertTitle: "Avisos en el lugar adecuado",
                        preAlertBody: "Tu ubicación indica cuándo llegas a un lugar guardado.",
                        purpose: "$(PRODUCT_NAME) usa tu ubicación para avisarte en un lugar guardado."
                    )
                ),
                "media-library": StarterCopy(
                    feature: "Reproducir mi música",
                    preAlertTitle: "Entrena con tu música",
                    preAlertBody: "Elige canciones de tu biblioteca para cada entrenamiento.",
                    purpose: "$(PRODUCT_NAME) reproduce canciones de tu biblioteca durante los entrenamientos que empiezas.",
                    settingsPath: "Privacidad y seguridad > Contenido multimedia y Apple Music",
                    settingsTitle: "Apple Music está desactivado para {app}",
                    done: "Lista preparada"
                ),
                "microphone": StarterCopy(
                    feature: "Grabar nota de voz",
                    preAlertTitle: "Graba con el micrófono",
                    preAlertBody: "Habla y tu nota se guarda con la grabación.",
                    purpose: "$(PRODUCT_NAME) usa el micrófono para grabar las notas de voz que empiezas.",
                    settingsPath: "Privacidad y seguridad > Micrófono",
                    settingsTitle: "El acceso al micrófono está desactivado para {app}",
                    done: "Grabado"
                ),
                "motion": StarterCopy(
                    feature: "Contar pasos",
                    preAlertTitle: "Cuenta tus pasos",
                    preAlertBody: "Tus pasos aparecen en tu resumen diario.",
                    purpose: "$(PRODUCT_NAME) lee tus datos de movimiento para contar tus pasos diarios.",
                    settingsPath: "Privacidad y seguridad > Movimiento y forma física",
                    settingsTitle: "Movimiento y forma física está desactivado para {app}",
                    done: "Contando pasos"
                ),
                "notifications": StarterCopy(
                    feature: "Avísame",
                    preAlertTitle: "Te avisamos cuando esté listo",
                    preAlertBody: "Te enviamos una notificación en cuanto tu pedido esté listo para recoger.",
                    purpose: nil,
                    settingsPath: "Notificaciones",
                    settingsTitle: "Las notificaciones están desactivadas para {app}",
                    done: "Notificaciones activadas"
                ),
                "photos": StarterCopy(
                    feature: "Adjuntar foto",
                    preAlertTitle: "Fotos de tu fototeca",
                    preAlertBody: "Tú eliges qué fotos adjuntas.",
                    purpose: "$(PRODUCT_NAME) muestra tus fotos para que elijas las que adjuntas.",
                    settingsPath: "Privacidad y seguridad > Fotos",
                    settingsTitle: "El acceso a las fotos está desactivado para {app}",
                    done: "Foto adjuntada"
                ),
                "photos-add": StarterCopy(
                    feature: "Guardar en Fotos",
                    preAlertTitle: "Guarda imágenes en Fotos",
                    preAlertBody: "Tus imágenes editadas se guardan directamente en tu fototeca.",
                    purpose: "$(PRODUCT_NAME) guarda en tu fototeca las imágenes que exportas.",
                    settingsPath: "Privacidad y seguridad > Fotos",
                    settingsTitle: "Guardar en Fotos está desactivado para {app}",
                    done: "Guardado"
                ),
                "reminders": StarterCopy(
                    feature: "Recuérdamelo",
                    preAlertTitle: "Tareas como recordatorios",
                    preAlertBody: "Las tareas que marcas aparecen en tus recordatorios.",
                    purpose: "$(PRODUCT_NAME) añade a tus recordatorios las tareas que marcas.",
                    settingsPath: "Privacidad y seguridad > Recordatorios",
                    settingsTitle: "Los recordatorios están desactivados para {app}",
                    done: "Configurado"
                ),
                "siri": StarterCopy(
                    feature: "Registrar carreras con Siri",
                    preAlertTitle: "Registra carreras con la voz",
                    preAlertBody: "Pide a Siri que registre una carrera y aparecerá en tu plan de entrenamiento.",
                    purpose: "$(PRODUCT_NAME) usa Siri para registrar las carreras que pides con la voz.",
                    settingsPath: "Siri y Buscar",
                    settingsTitle: "Siri está desactivado para {app}",
                    done: "Siri listo"
                ),
                "speech": StarterCopy(
                    feature: "Dictar nota",
                    preAlertTitle: "Dicta tus notas",
                    preAlertBody: "Habla y tus palabras aparecen como texto.",
                    purpose: "$(PRODUCT_NAME) envía tu voz a Apple para convertir en texto las notas que dictas.",
                    settingsPath: "Privacidad y seguridad > Reconocimiento de voz",
                    settingsTitle: "El reconocimiento de voz está desactivado para {app}",
                    done: "Dictado"
                ),
                "tracking": StarterCopy(
                    feature: "Personalizar anuncios",
                    preAlertTitle: "Anuncios a tu medida",
                    preAlertBody: "Puedes usar todas las funciones de la app, decidas lo que decidas.",
                    purpose: "$(PRODUCT_NAME) usa tu actividad en otras apps para mostrarte anuncios adecuados.",
                    settingsPath: "Privacidad y seguridad > Rastreo",
                    settingsTitle: "El rastreo está desactivado para {app}",
                    done: "Elección guardada"
                ),
            ],
            homeBody: "Elige qué quieres hacer.",
            continueTitle: "Continuar",
            settingsTitle: "{resource} está desactivado para {app}",
            settingsBody: "Puedes cambiarlo en Ajustes > {path}.",
            openSettings: "Abrir Ajustes",
            notNow: "Ahora no",
            withoutLabel: "Continuar sin ello",
            withoutTitle: "Puedes activarlo cuando quieras",
            healthSharePurpose: "$(PRODUCT_NAME) guarda en Salud cada entrenamiento que terminas.")
    )
}

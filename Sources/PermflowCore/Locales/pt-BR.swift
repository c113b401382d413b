// The Brazilian Portuguese locale file: every word the simulated iPhone shows in Brazilian
// Portuguese, with each string's evidence, in the structure of a locale pack (docs/locales.md).
// `permflow locales export pt-BR` prints it as a pack's JSON; a pack may correct or extend any of it.
//
// Sources: research/alert-strings-by-language-2026-11-27.md §6, §9 and §10 (tags C, M, A, AP and
// the ids are that file's). Its strengths map to evidence as: strong → verified, moderate or
// weak → weak, ✗ → unverified. iOS's "pt" localization is Brazilian (C's springboard-alerts-pt);
// Portugal's pt-PT words differ and are not this file. iOS writes pt-BR's alert titles and
// buttons in Title Case (C, M), as English did; whether iOS 26 moved them to sentence case ✗, so
// the sourced titles keep C's casing. What no source shows is written in Brazilian Portuguese
// (você, as iOS writes) after the English alert's structure and marked unverified, with the reason.

/// Não Permitir (Don’t Allow), on every alert that has it.
private let dontAllow = AlertButton("Não Permitir", "deny", .verified("M (iOS 26.3), A, C"))

/// OK as the older alerts show it.
private let okShown = Evidence.weak("C (iOS ≤ 14; one table)")

/// OK on iOS 18 and 26, on the alerts no Brazilian Portuguese source shows since.
private let okUnseenSince18 = Evidence.unverified("no pt-BR source shows this alert's accept button on iOS 18 or 26; drawn as English's (OK)")

/// Permitir (Allow) on the alerts M measured on iOS 26.3 (camera, microphone, reminders, speech, motion).
private let allowMeasured26 = Evidence.weak("M measured Permitir on this alert on iOS 26.3 (one source)")

/// Permitir on iOS 17 and 18, which no pt-BR source shows on these alerts.
private let allowUnseen17 = Evidence.unverified("no pt-BR source for iOS 17–18; English's OK became Allow in 17, and M shows Permitir on 26.3")

/// The two-button alerts' buttons across iOS: Don’t Allow, OK as sourced and unsourced since 18,
/// Permitir unsourced on 17–25 and measured on 26 (`AlertEras`).
private let eras = AlertEras(
    deny: dontAllow, ok: AlertButton("OK", "allow", okShown), allow: "Permitir",
    okUnseenSince18: okUnseenSince18, allowUnseen17: allowUnseen17, allowMeasured26: allowMeasured26)

/// A title C (DeviceAgent's springboard-alerts-pt) shows on iOS ≤ 14 only.
private func titleThrough14(_ extra: String = "") -> Evidence {
    .weak("C (iOS ≤ 14)\(extra); no pt-BR source for the title since")
}

/// Precise: On / Off on the location alert, which no pt-BR source shows (research §6).
private let precise = PreciseLabels(label: "Precisa: ", on: "Ativada", off: "Desativada",
    evidence: .unverified("no pt-BR source for Precise: On/Off; permflow's wording after English's"))

/// Permitir Acesso Total (Allow Full Access), which no pt-BR source shows.
private let fullAccess = Evidence.unverified("no pt-BR source for Allow Full Access; permflow's wording in pt-BR's Title Case")

/// iOS 18's two-stage contacts alert.
private let contactsStages = Evidence.unverified("no pt-BR source for iOS 18's contacts stages")

/// iOS 18's contact picker and its confirmation.
private let contactPicker = Evidence.unverified("no pt-BR source for iOS 18's contact picker")

/// The photos alert's library counts (iOS 17 and later).
private let libraryCounts = Evidence.unverified("no pt-BR source for the iOS 17 photos alert's counts")

/// The Health sheet's words AutoMate lists for iOS 10–12 (research §9).
private let healthAutoMate = Evidence.weak("AutoMate's Health lists (iOS 10–12, id 24068749059 and others); no newer pt-BR source")

/// The Health sheet's section headers.
private let healthSectionHeader = Evidence.unverified("no pt-BR source for the sheet's section headers")

/// The Health data types' names on the sheet.
private let healthAppNames = Evidence.unverified("no pt-BR source for the sheet's rows; the Health app's pt-BR names as permflow knows them")

/// The AlarmKit alert, which no pt-BR source shows.
private let alarmKit = Evidence.unverified("no pt-BR source for the AlarmKit alert; drawn as iOS 26's other two-button alerts")

extension BuiltInLocales {
    static let brazilianPortuguese = LocalePack(
        locale: "pt-BR",
        quotes: ["“", "”"],
        vocabulary: [
            "alert-image-words": [
                "alerta do sistema", "alerta de permissão", "janela de permissão", "captura do alerta",
            ],
            "alert-title-patterns": [
                "deseja (ter acesso|acessar|enviar|usar|adicionar)", "^\\s*permitir que\\s+“.+”",
            ],
            "allow-like": [
                "permitir", "ok", "sim", "aceitar", "aceito", "ativar", "autorizar", "concordo", "dar acesso", "liberar",
            ],
            "allow-like-exact": [
                "claro", "pode ser",
            ],
            "annotation-patterns": [
                "\\b(toque|toca|clique|selecione|escolha|aperte)\\s+(em\\s+)?“?(permitir|ok)\\b",
            ],
            "continue-like": [
                "continuar", "próximo", "avançar", "seguir",
            ],
            "exit-button-words": [
                "depois", "pular", "cancelar", "fechar", "não", "voltar", "recusar", "sair", "ignorar",
                "não permitir",
            ],
            "exit-words": [
                "agora não", "talvez depois", "talvez mais tarde", "não, obrigado", "não obrigado", "não, obrigada",
                "lembrar mais tarde", "mais tarde",
            ],
            "generic-button-labels": [
                "OK", "Continuar",
            ],
            "incentive-exceptions": [
                "continua grátis", "continua gratuito", "pontos de interesse",
            ],
            // Not "desbloquear": it is also what Face ID does (unlock), so it would flag honest
            // purposes ("usa o Face ID para desbloquear suas notas"), as in Spanish.
            "incentive-words": [
                "recompensa", "recompensas", "bônus", "desconto", "descontos", "grátis", "gratuito", "gratuita",
                "presente", "presentes", "pontos", "prêmio", "cupom", "cupons", "cashback",
            ],
            "suggested-button-titles": [
                "Continuar", "Próximo",
            ],
            "system-button-labels": [
                "Não Permitir", "Permitir", "Permitir Uma Vez", "Permitir Durante o Uso do App",
                "Pedir ao App para Não Rastrear", "Limitar Acesso…", "Permitir Acesso Total", "Permitir Acesso a Todas as Fotos", "OK",
            ],
            // The location button's titles, index-aligned with English's; no source shows pt-BR
            // ones (research §10): permflow's wording, unverified.
            "system-titles": [
                "Localização Atual", "Enviar Localização Atual", "Enviar Minha Localização Atual", "Compartilhar Localização Atual",
                "Compartilhar Minha Localização Atual",
            ],
        ],
        alerts: [
            "alarmkit": AlertText.denyOrAllow(IOSRange(from: 26),
                title: SystemString("Permitir que “%@” agende alarmes e timers?",
                    .unverified("no pt-BR source; permflow's wording after the English title")),
                deny: AlertButton("Não Permitir", "deny", alarmKit), allow: SystemString("Permitir", alarmKit)),
            "bluetooth": eras.okThrough17(title: "“%@” Deseja Usar Bluetooth", titleThrough14(" (13–14)")),
            "calendar": eras.fullAccessSince17(
                title: "“%@” Deseja Ter Acesso ao Seu Calendário", .weak("C (iOS ≤ 16); no pt-BR source for the title since"),
                titleSince17: .unverified("the iOS ≤ 16 title (C); no pt-BR source for iOS 17's full-access wording"),
                fullAccess: AlertButton("Permitir Acesso Total", "allow-full", fullAccess)),
            "calendar-write": AlertText.denyOrAllow(
                title: SystemString("“%@” Deseja Adicionar Eventos ao Seu Calendário", .unverified("no pt-BR source; permflow's wording")),
                deny: dontAllow, allow: SystemString("Permitir", .unverified("no source"))),
            "camera": eras.allowSince17(title: "“%@” Deseja Ter Acesso à Câmera", titleThrough14()),
            "contacts": ContactsAlertWords(
                title: SystemString("“%@” Deseja Ter Acesso aos Seus Contatos", titleThrough14()),
                next: SystemString("Continuar", contactsStages),
                selectContacts: SystemString("Selecionar Contatos", contactsStages),
                allowFullAccess: SystemString("Permitir Acesso Total", contactsStages),
                followUpTitle: SystemString("Compartilhar seus contatos com “%@”?", contactsStages),
                followUpMessage: SystemString("Escolha quais contatos compartilhar. Você pode adicionar mais depois.", contactsStages),
                picker: LimitedPickerText(
                    title: SystemString("Selecionar Contatos", contactPicker),
                    cancel: SystemString("Cancelar", contactPicker),
                    done: SystemString("Continuar", contactPicker),
                    selected: SystemString("{count} selecionado(s)", contactPicker),
                    confirmTitle: SystemString("Permitir que “%@” acesse estes contatos?", contactPicker),
                    noneChosen: SystemString("Nenhum contato selecionado", contactPicker),
                    confirm: SystemString("Permitir", contactPicker),
                    back: SystemString("Voltar", contactPicker),
                    count: CountText(one: "{count} contato", other: "{count} contatos", contactPicker))
            ).texts(deny: dontAllow, ok: eras.ok),
            "face-id": eras.okThrough17(title: "Deseja permitir que “%@” use o Face ID?", titleThrough14()),
            "health": AlertText.denyOrAllow(
                title: SystemString("Acesso à Saúde", titleThrough14(" (the sheet's title)")),
                deny: AlertButton("Não Permitir", "deny", healthAutoMate), allow: SystemString("Permitir", healthAutoMate)),
            "homekit": eras.okThrough17(title: "“%@” Deseja Acessar os Dados do App Casa", titleThrough14(" (iOS 14)")),
            "local-network": eras.okThrough17(title: "“%@” deseja buscar e conectar a dispositivos na sua rede local.", titleThrough14(" (iOS 14)")),
            "location": LocationAlertWords(
                title: SystemString("Permitir que “%@” use a sua localização?", .weak("C (iOS 14 block; one table)")),
                allowOnce: SystemString("Permitir Uma Vez", .verified("M (26.3), C")),
                whileUsing: SystemString("Permitir Durante o Uso do App", .verified("M (26.3), C")),
                precise: precise,
                title13: SystemString("Permitir que “%@” acesse sua localização enquanto você estiver usando o app?", .weak("C (iOS 13; one table)")),
                whileUsing13: SystemString("Apenas Durante Uso do App", .weak("C (iOS 13; one table)")),
                allowOnce13: SystemString("Permitir Uma Vez", .verified("M, C"))
            ).texts(deny: dontAllow),
            "location-always": AlertText.alwaysUpgrade(
                title: SystemString("Permitir que “%@” também use a sua localização mesmo quando você não estiver usando o app?", .weak("C (iOS 13–14)")),
                keep: SystemString("Manter Apenas Durante o Uso", .unverified("no pt-BR source for this button; permflow's wording")),
                change: SystemString("Alterar para Sempre Permitir", .unverified("no pt-BR source for this button; permflow's wording"))),
            "media-library": eras.okThrough17(title: "“%@” deseja ter acesso ao Apple Music, suas atividades de música e vídeo, e à biblioteca de mídia.", titleThrough14()),
            "microphone": eras.allowSince17(title: "“%@” Deseja Ter Acesso ao Microfone", titleThrough14()),
            "motion": eras.allowOn26(title: "“%@” Deseja Ter Acesso às Suas Atividades de Movimento e Preparo Físico", titleThrough14()),
            "notifications": AlertText.denyOrAllow(
                title: SystemString("“%@” Deseja Enviar Notificações", titleThrough14()),
                message: SystemString("As notificações podem incluir alertas, sons e indicadores nos ícones. Você pode configurá-las nos Ajustes.",
                    .unverified("no pt-BR source for the system message; permflow's wording after English's")),
                deny: dontAllow, allow: SystemString("Permitir", .verified("M (26.3), C"))),
            "photos": PhotosAlertWords(
                title: SystemString("“%@” Deseja Ter Acesso às Suas Fotos", titleThrough14()),
                limitAccess: SystemString("Limitar Acesso…", .unverified("no pt-BR source for Limit Access…; permflow's wording")),
                allowFullAccess: SystemString("Permitir Acesso Total", fullAccess),
                libraryCounts: LibraryCountsText(
                    sentence: SystemString("O acesso total compartilha {photos} e {videos}, com seus dados de localização e legendas.", libraryCounts),
                    photos: CountText(one: "{count} foto", other: "{count} fotos", libraryCounts),
                    videos: CountText(one: "{count} vídeo", other: "{count} vídeos", libraryCounts)),
                selectPhotos: SystemString("Selecionar Fotos…",
                    .weak("a QA test plan and app instructions (ids 45825210597, 54621806981) write Selecionar fotos; casing ✗")),
                allowAllPhotos: SystemString("Permitir Acesso a Todas as Fotos",
                    .weak("a QA test plan and app instructions (ids 45825210597, 54498356137) write it in sentence case; casing ✗"))
            ).texts(deny: dontAllow, ok: eras.ok),
            "photos-add": eras.okThrough17(title: "“%@” Deseja Adicionar às Suas Fotos", titleThrough14()),
            "reminders": eras.allowSince17(
                title: "“%@” Deseja Ter Acesso aos Seus Lembretes", .weak("C (iOS ≤ 16); no pt-BR source for the title since"), outcome: "allow-full",
                titleSince17: .unverified("the iOS ≤ 16 title (C); no pt-BR source for iOS 17's full-access wording")),
            "siri": eras.okThrough17(title: "Deseja Usar “%@” com a Siri?", titleThrough14()),
            "speech": eras.allowOn26(title: "“%@” Deseja Ter Acesso ao Reconhecimento de Fala", titleThrough14()),
            "tracking": AlertText.tracking(
                title: SystemString("Permitir que “%@” rastreie suas atividades entre apps e sites de outras empresas?",
                    .weak("C (iOS 14.5)")),
                askNotToTrack: SystemString("Pedir ao App para Não Rastrear",
                    .weak("AP: tecnoblog quoting Apple's page; canaltech 2021; TechTudo")),
                allow: SystemString("Permitir", .verified("M (26.3), AP, C"))),
        ],
        // Settings › Privacy in pt-BR: no UI table shows its labels (research §10), so every
        // label is permflow's wording and unverified (TechTudo, weak, calls the tracking switch
        // "Permitir Solicitações", perhaps shortened; it is written out here after English's).
        settings: SettingsWords(
            heading: "Ajustes › Privacidade e Segurança", precise: "Localização Precisa",
            trackingRequests: "Permitir Solicitações de Rastreamento", on: "Sim", off: "Não",
            names: [
                "alarmkit": "Alarmes", "bluetooth": "Bluetooth", "calendar": "Calendários", "calendar-write": "Calendários (apenas adicionar eventos)",
                "camera": "Câmera", "contacts": "Contatos", "face-id": "Face ID", "health": "Saúde", "homekit": "HomeKit",
                "local-network": "Rede Local", "location": "Serviços de Localização", "location-always": "Serviços de Localização",
                "media-library": "Mídia e Apple Music", "microphone": "Microfone", "motion": "Movimento e Preparo Físico",
                "notifications": "Notificações", "photos": "Fotos", "photos-add": "Fotos (apenas adicionar)", "reminders": "Lembretes", "siri": "Siri",
                "speech": "Reconhecimento de Fala", "tracking": "Rastreamento",
            ],
            choices: SettingsChoiceWords(
                notAskedYet: .unverified("Ainda não solicitado"),
                none: .unverified("Nenhum"),
                fullAccess: .unverified("Acesso Total"),
                limitedAccess: .unverified("Acesso Limitado"),
                addEventsOnly: .unverified("Apenas Adicionar Eventos"),
                addPhotosOnly: .unverified("Apenas Adicionar Fotos"),
                never: .unverified("Nunca"),
                askNextTimeOrWhenIShare: .unverified("Perguntar na Próxima Vez ou Ao Compartilhar"),
                askNextTime: .unverified("Perguntar na Próxima Vez"),
                whileUsing: .unverified("Durante o Uso do App"),
                always: .unverified("Sempre"),
                selectedPhotos: .unverified("Fotos Selecionadas"),
                allPhotos: .unverified("Todas as Fotos"),
                readAndWrite: .unverified("Leitura e Gravação"),
                on: .unverified("Sim"),
                off: .unverified("Não"),
                deliverQuietly: .unverified("Entregar Silenciosamente"),
                allowOnce: .unverified("Permitir Uma Vez"),
                restricted: .unverified("Restrito"),
                neverOnPhotos: .unverified("Nunca")
            ).table),
        health: HealthWords(
            sheet: [
                HealthSheetText(
                    ios: .all,
                    title: SystemString("Acesso à Saúde", titleThrough14(" (the sheet's title)")),
                    dontAllow: SystemString("Não Permitir", healthAutoMate),
                    allow: SystemString("Permitir", healthAutoMate),
                    header: SystemString("“%@” deseja ter acesso e atualizar seus dados de Saúde nas categorias abaixo.", healthAutoMate),
                    turnOnAll: SystemString("Ativar Todas as Categorias", healthAutoMate),
                    turnOffAll: SystemString("Desativar Todas as Categorias", healthAutoMate),
                    shareHeader: SystemString("Permitir que “%@” Grave", healthSectionHeader),
                    readHeader: SystemString("Permitir que “%@” Leia", healthSectionHeader),
                ),
            ],
            types: HealthWords.typeNames(healthAppNames, [
                "active-energy": "Energia Ativa",
                "blood-oxygen": "Oxigênio no Sangue",
                "blood-pressure": "Pressão Arterial",
                "body-fat": "Percentual de Gordura Corporal",
                "cycling-distance": "Distância Pedalando",
                "date-of-birth": "Data de Nascimento",
                "dietary-energy": "Energia Alimentar",
                "exercise-minutes": "Minutos de Exercício",
                "flights-climbed": "Lances de Escada Subidos",
                "heart-rate": "Frequência Cardíaca",
                "heart-rate-variability": "Variabilidade da Frequência Cardíaca",
                "height": "Altura",
                "menstrual-flow": "Fluxo Menstrual",
                "mindful-minutes": "Minutos de Atenção Plena",
                "respiratory-rate": "Frequência Respiratória",
                "resting-heart-rate": "Frequência Cardíaca em Repouso",
                "sleep": "Sono",
                "steps": "Passos",
                "walking-running-distance": "Distância de Caminhada e Corrida",
                "water": "Água",
                "weight": "Peso",
                "workouts": "Treinos",
            ])),
        device: DeviceWords(contacts: ["Ana Souza", "Beatriz Lima", "Gabriel Santos", "Júlia Oliveira", "Lucas Ferreira", "Mariana Costa"]),
        starters: StarterWords(
            copy: [
                "alarmkit": StarterCopy(
                    feature: "Definir um alarme",
                    preAlertTitle: "Acorde na hora certa",
                    preAlertBody: "Seus alarmes tocam na hora escolhida, mesmo no modo silencioso.",
                    purpose: "$(PRODUCT_NAME) agenda os alarmes que você define para que toquem na hora, mesmo no modo silencioso.",
                    settingsPath: "Apps > Alarmes",
                    settingsTitle: "Os alarmes estão desativados para {app}",
                    done: "Alarme definido"
                ),
                "bluetooth": StarterCopy(
                    feature: "Conectar minha balança",
                    preAlertTitle: "Conecte sua balança",
                    preAlertBody: "Seu peso aparece assim que você sobe na balança.",
                    purpose: "$(PRODUCT_NAME) usa o Bluetooth para se conectar à sua balança e ler seu peso.",
                    settingsPath: "Privacidade e Segurança > Bluetooth",
                    settingsTitle: "O Bluetooth está desativado para {app}",
                    done: "Balança conectada"
                ),
                "calendar": StarterCopy(
                    feature: "Planejar minha semana",
                    preAlertTitle: "Sua semana em um só lugar",
                    preAlertBody: "Seus eventos aparecem ao lado dos seus planos.",
                    purpose: "$(PRODUCT_NAME) lê seu calendário para mostrar seus eventos ao lado dos seus planos.",
                    settingsPath: "Privacidade e Segurança > Calendários",
                    settingsTitle: "O acesso ao calendário está desativado para {app}",
                    done: "Semana planejada"
                ),
                "calendar-write": StarterCopy(
                    feature: "Adicionar ao calendário",
                    preAlertTitle: "Suas reservas no calendário",
                    preAlertBody: "Cada reserva é adicionada ao seu calendário.",
                    purpose: "$(PRODUCT_NAME) adiciona ao seu calendário as reservas que você faz.",
                    settingsPath: "Privacidade e Segurança > Calendários",
                    settingsTitle: "O acesso ao calendário está desativado para {app}",
                    done: "Adicionado"
                ),
                "camera": StarterCopy(
                    feature: "Digitalizar um documento",
                    preAlertTitle: "Digitalize com a câmera",
                    preAlertBody: "Aponte para uma página para adicioná-la ao seu documento.",
                    purpose: "$(PRODUCT_NAME) usa a câmera para digitalizar as páginas que você adiciona.",
                    settingsPath: "Privacidade e Segurança > Câmera",
                    settingsTitle: "O acesso à câmera está desativado para {app}",
                    done: "Documento digitalizado"
                ),
                "contacts": StarterCopy(
                    feature: "Convidar amigos",
                    preAlertTitle: "Encontre amigos nos seus contatos",
                    preAlertBody: "Você vê quais contatos pode convidar.",
                    purpose: "$(PRODUCT_NAME) lê seus contatos para mostrar os amigos que você pode convidar.",
                    settingsPath: "Privacidade e Segurança > Contatos",
                    settingsTitle: "O acesso aos contatos está desativado para {app}",
                    done: "Amigos encontrados"
                ),
                "face-id": StarterCopy(
                    feature: "Bloquear com Face ID",
                    preAlertTitle: "Bloqueie suas notas",
                    preAlertBody: "Só o seu rosto abre as notas bloqueadas.",
                    purpose: "$(PRODUCT_NAME) usa o Face ID para abrir as notas que você bloqueia.",
                    settingsPath: "Face ID e Código",
                    settingsTitle: "O Face ID está desativado para {app}",
                    done: "Bloqueado"
                ),
                "health": StarterCopy(
                    feature: "Sincronizar meus treinos",
                    preAlertTitle: "Sincronize seus treinos",
                    preAlertBody: "Seus treinos do app Saúde também aparecem aqui.",
                    purpose: "$(PRODUCT_NAME) lê seus treinos no app Saúde para mostrar seu progresso em gráficos.",
                    settingsPath: "Saúde > Acesso a Dados e Dispositivos",
                    settingsTitle: "O acesso ao app Saúde está desativado para {app}",
                    done: "Sincronizado"
                ),
                "homekit": StarterCopy(
                    feature: "Configurar minhas luzes",
                    preAlertTitle: "Controle suas luzes",
                    preAlertBody: "Acenda e apague suas luzes pelo app.",
                    purpose: "$(PRODUCT_NAME) lê seus dados do app Casa para controlar as luzes que você escolhe.",
                    settingsPath: "Privacidade e Segurança > HomeKit",
                    settingsTitle: "O acesso ao app Casa está desativado para {app}",
                    done: "Luzes conectadas"
                ),
                "local-network": StarterCopy(
                    feature: "Encontrar minhas caixas de som",
                    preAlertTitle: "Encontre as caixas de som da rede",
                    preAlertBody: "Ouça sua música nas caixas de som da casa.",
                    purpose: "$(PRODUCT_NAME) procura caixas de som na sua rede para tocar música nelas.",
                    settingsPath: "Privacidade e Segurança > Rede Local",
                    settingsTitle: "O acesso à rede local está desativado para {app}",
                    done: "Caixas de som encontradas"
                ),
                "location": StarterCopy(
                    feature: "Lojas por perto",
                    preAlertTitle: "As lojas perto de você",
                    preAlertBody: "Sua localização mostra primeiro as lojas mais próximas.",
                    purpose: "$(PRODUCT_NAME) usa sua localização para mostrar as lojas mais próximas.",
                    settingsPath: "Privacidade e Segurança > Serviços de Localização",
                    settingsTitle: "O acesso à localização está desativado para {app}",
                    done: "Lojas encontradas"
                ),
                "location-always": StarterCopy(
                    feature: "Lembretes ao chegar",
                    preAlertTitle: "Um lembrete quando você chegar",
                    preAlertBody: "Mesmo com o app fechado, você recebe um lembrete ao chegar a um local salvo.",
                    purpose: "$(PRODUCT_NAME) usa sua localização em segundo plano para lembrar você das suas tarefas quando você chega.",
                    settingsPath: "Privacidade e Segurança > Serviços de Localização",
                    settingsTitle: "O acesso à localização está desativado para {app}",
                    done: "Lembretes ativados",
                    firstAsk: StarterCopy.FirstAsk(
                        preAlertTitle: "Lembretes no lugar certo",
                        preAlertBody: "Sua localização indica quando você chega a um local salvo.",
                        purpose: "$(PRODUCT_NAME) usa sua localização para lembrar você das suas tarefas quando você chega a um local salvo."
                    )
                ),
                "media-library": StarterCopy(
                    feature: "Ouvir minhas músicas",
                    preAlertTitle: "Seus treinos com música",
                    preAlertBody: "Escolha músicas da sua biblioteca para cada treino.",
                    purpose: "$(PRODUCT_NAME) toca músicas da sua biblioteca durante os treinos que você inicia.",
                    settingsPath: "Privacidade e Segurança > Mídia e Apple Music",
                    settingsTitle: "O Apple Music está desativado para {app}",
                    done: "Playlist pronta"
                ),
                "microphone": StarterCopy(
                    feature: "Gravar um memorando de voz",
                    preAlertTitle: "Grave com o microfone",
                    preAlertBody: "Fale, e sua nota fica guardada com a gravação.",
                    purpose: "$(PRODUCT_NAME) usa o microfone para gravar os memorandos de voz que você inicia.",
                    settingsPath: "Privacidade e Segurança > Microfone",
                    settingsTitle: "O acesso ao microfone está desativado para {app}",
                    done: "Gravado"
                ),
                "motion": StarterCopy(
                    feature: "Contar meus passos",
                    preAlertTitle: "Conte seus passos",
                    preAlertBody: "Seus passos aparecem no resumo do dia.",
                    purpose: "$(PRODUCT_NAME) lê seus dados de movimento para contar seus passos do dia.",
                    settingsPath: "Privacidade e Segurança > Movimento e Preparo Físico",
                    settingsTitle: "Movimento e Preparo Físico está desativado para {app}",
                    done: "Passos contados"
                ),
                "notifications": StarterCopy(
                    feature: "Me avisar",
                    preAlertTitle: "Saiba quando estiver pronto",
                    preAlertBody: "Enviamos uma notificação assim que seu pedido estiver pronto.",
                    purpose: nil,
                    settingsPath: "Notificações",
                    settingsTitle: "As notificações estão desativadas para {app}",
                    done: "Notificações ativadas"
                ),
                "photos": StarterCopy(
                    feature: "Anexar uma foto",
                    preAlertTitle: "Fotos da sua biblioteca",
                    preAlertBody: "Você mesmo escolhe as fotos que vai anexar.",
                    purpose: "$(PRODUCT_NAME) mostra suas fotos para que você anexe as que escolher.",
                    settingsPath: "Privacidade e Segurança > Fotos",
                    settingsTitle: "O acesso às fotos está desativado para {app}",
                    done: "Foto anexada"
                ),
                "photos-add": StarterCopy(
                    feature: "Salvar no app Fotos",
                    preAlertTitle: "Salve imagens no app Fotos",
                    preAlertBody: "Suas imagens editadas vão direto para a sua fototeca.",
                    purpose: "$(PRODUCT_NAME) salva na sua fototeca as imagens que você exporta.",
                    settingsPath: "Privacidade e Segurança > Fotos",
                    settingsTitle: "Salvar no app Fotos está desativado para {app}",
                    done: "Salvo"
                ),
                "reminders": StarterCopy(
                    feature: "Me lembrar",
                    preAlertTitle: "Suas tarefas nos Lembretes",
                    preAlertBody: "As tarefas que você marca entram nos seus lembretes.",
                    purpose: "$(PRODUCT_NAME) adiciona aos seus lembretes as tarefas que você marca.",
                    settingsPath: "Privacidade e Segurança > Lembretes",
                    settingsTitle: "O acesso aos lembretes está desativado para {app}",
                    done: "Configurado"
                ),
                "siri": StarterCopy(
                    feature: "Anotar compras com a Siri",
                    preAlertTitle: "Anote suas compras por voz",
                    preAlertBody: "Peça à Siri para anotar uma compra, e ela entra na sua lista.",
                    purpose: "$(PRODUCT_NAME) usa a Siri para anotar as compras que você dita.",
                    settingsPath: "Siri",
                    settingsTitle: "A Siri está desativada para {app}",
                    done: "A Siri está pronta"
                ),
                "speech": StarterCopy(
                    feature: "Ditar uma nota",
                    preAlertTitle: "Dite suas notas",
                    preAlertBody: "Fale, e suas palavras viram texto.",
                    purpose: "$(PRODUCT_NAME) envia sua voz à Apple para transformar suas notas ditadas em texto.",
                    settingsPath: "Privacidade e Segurança > Reconhecimento de Fala",
                    settingsTitle: "O reconhecimento de fala está desativado para {app}",
                    done: "Ditado"
                ),
                "tracking": StarterCopy(
                    feature: "Personalizar anúncios",
                    preAlertTitle: "Anúncios do seu jeito",
                    preAlertBody: "Seja qual for sua escolha, todos os recursos do app continuam disponíveis.",
                    purpose: "$(PRODUCT_NAME) usa sua atividade em outros apps para mostrar anúncios do seu interesse.",
                    settingsPath: "Privacidade e Segurança > Rastreamento",
                    settingsTitle: "O rastreamento está desativado para {app}",
                    done: "Escolha salva"
                ),
            ],
            homeBody: "Escolha o que você quer fazer.",
            continueTitle: "Continuar",
            settingsTitle: "{resource} está desativado para {app}",
            settingsBody: "Você pode alterar isso em Ajustes > {path}.",
            openSettings: "Abrir Ajustes",
            notNow: "Agora não",
            withoutLabel: "Continuar mesmo assim",
            withoutTitle: "Você pode ativar isso a qualquer momento",
            healthSharePurpose: "$(PRODUCT_NAME) salva no app Saúde cada treino que você termina.")
    )
}

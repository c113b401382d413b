// The Japanese locale file: every word the simulated iPhone shows in Japanese, with each
// string's evidence, in the structure of a locale pack (docs/locales.md). `permflow locales
// export ja` prints it as a pack's JSON; a pack may correct or extend any of it.
//
// Sources: research/alert-strings-by-language-2026-11-27.md §1 (tags C, P, M, HJ, B, A and the
// ids are that file's). Its strengths map to evidence as: strong → verified, moderate or weak →
// weak, ✗ → unverified. What no source shows is written in Japanese after the English alert's
// structure and marked unverified, with the reason.

// Buttons and sources that stand on many Japanese alerts and sheets: one fact each, written once.

/// 許可しない (Don’t Allow), on every alert that has it.
private let dontAllow = AlertButton("許可しない", "deny", .verified("M (iOS 26.3), P, A, C, HJ, B (18.6, 26.5)"))

/// OK as the older alerts show it.
private let okShown = Evidence.verified("C (iOS ≤ 14), P `ok`")

/// OK on iOS 18 and 26, on the alerts no Japanese source shows since.
private let okUnseenSince18 = Evidence.unverified("no Japanese source shows this alert's accept button on iOS 18 or 26; drawn as English's (OK)")

/// 許可 (Allow) on the alerts M measured on iOS 26.3 (camera, microphone, reminders, speech, motion).
private let allowMeasured26 = Evidence.weak("M measured 許可 on this alert on iOS 26.3 (one source)")

/// 許可 (Allow) on iOS 17 and 18, which no Japanese source shows on these alerts.
private let allowUnseen17 = Evidence.unverified("no Japanese source for iOS 17–18; English's OK became Allow in 17, and M shows 許可 on 26.3")

/// The two-button alerts' buttons across iOS: Don’t Allow, OK as sourced and unsourced since 18,
/// 許可 unsourced on 17–25 and measured on 26 (`AlertEras`).
private let eras = AlertEras(
    deny: dontAllow, ok: AlertButton("OK", "allow", okShown), allow: "許可",
    okUnseenSince18: okUnseenSince18, allowUnseen17: allowUnseen17, allowMeasured26: allowMeasured26)

/// A title C (DeviceAgent's springboard-alerts-ja) shows on iOS ≤ 14 only.
private func titleThrough14(_ extra: String = "") -> Evidence {
    .weak("C (iOS ≤ 14)\(extra); no Japanese source for the title since")
}

/// iOS 18's two-stage contacts alert.
private let contactsStages = Evidence.unverified("no Japanese source for iOS 18's contacts stages")

/// iOS 18's contact picker and its confirmation.
private let contactPicker = Evidence.unverified("no Japanese source for iOS 18's contact picker")

/// The photos alert's library counts (iOS 17 and later).
private let libraryCounts = Evidence.unverified("no Japanese source for the iOS 17 photos alert's counts")

/// The Health sheet's words AutoMate lists for iOS 10–12 (research §9).
private let healthAutoMate = Evidence.weak("AutoMate's Health lists (iOS 10–12, id 24068749059 and others); no newer Japanese source")

/// The Health sheet's section headers.
private let healthSectionHeader = Evidence.unverified("no Japanese source for the sheet's section headers")

/// The Health data types' names on the sheet.
private let healthAppNames = Evidence.unverified("no Japanese source for the sheet's rows; the Health app's Japanese names as permflow knows them")

/// The AlarmKit alert, which no Japanese source shows.
private let alarmKit = Evidence.unverified("no Japanese source for the AlarmKit alert; drawn as iOS 26's other two-button alerts")

extension BuiltInLocales {
    static let japanese = LocalePack(
        locale: "ja",
        quotes: ["“", "”"],
        vocabulary: [
            "alert-image-words": [
                "システムアラート", "許可ダイアログ", "アラートの画像", "アラートのスクリーンショット",
            ],
            "alert-title-patterns": [
                "アクセスを求めています", "を許可しますか", "通知を送信します", "にアクセスしようとしています",
            ],
            "allow-like": [
                "許可", "ok", "同意", "オンにする", "有効にする", "承認", "受け入れる",
            ],
            "allow-like-exact": [
                "はい", "いいよ",
            ],
            "annotation-patterns": [
                "[「『“]?(許可しない|許可|ok|1度だけ許可|アプリの使用中は許可|フルアクセスを許可)[」』”]?\\s*を\\s*(タップ|選択|押し)",
            ],
            "continue-like": [
                "続ける", "次へ", "続行", "進む",
            ],
            "exit-button-words": [
                "後で", "あとで", "スキップ", "キャンセル", "閉じる", "いいえ", "戻る", "拒否", "許可しない",
            ],
            "exit-words": [
                "今はしない", "結構です", "あとで通知", "後で通知",
            ],
            "full-stops": fullWidthStops,
            "generic-button-labels": [
                "OK", "続ける",
            ],
            "incentive-exceptions": [
                "無料のまま",
            ],
            "incentive-words": [
                "報酬", "ボーナス", "割引", "無料", "プレゼント", "ポイント", "特典", "クーポン", "ご褒美", "キャッシュバック", "景品",
            ],
            "sentence-ends": fullWidthSentenceEnds,
            "suggested-button-titles": [
                "続ける", "次へ",
            ],
            "system-button-labels": [
                "許可しない", "許可", "1度だけ許可", "アプリの使用中は許可", "Appの使用中は許可", "アプリにトラッキングしないように要求",
                "Appにトラッキングしないように要求", "アクセスを制限…", "フルアクセスを許可", "写真を選択…", "すべての写真へのアクセスを許可", "OK",
            ],
            // The location button's titles, index-aligned with English's. 現在地 and 自分の現在地を共有
            // are the Japanese HIG's (HJ); the other three have no source (permflow's wording).
            "system-titles": [
                "現在地", "現在地を送信", "自分の現在地を送信", "現在地を共有", "自分の現在地を共有",
            ],
        ],
        alerts: [
            "alarmkit": AlertText.denyOrAllow(IOSRange(from: 26),
                title: SystemString("“%@”がアラームのスケジュール設定を求めています", .unverified("no Japanese source; permflow's wording in the camera alert's pattern")),
                deny: AlertButton("許可しない", "deny", alarmKit), allow: SystemString("許可", alarmKit)),
            "bluetooth": eras.okThrough17(title: "“%@”がBluetoothの使用を求めています", titleThrough14(" (13–14)")),
            "calendar": eras.fullAccessSince17(
                title: "“%@”がカレンダーへのアクセスを求めています", titleThrough14(),
                titleSince17: .unverified("the iOS ≤ 16 title (C); no Japanese source for iOS 17's full-access wording"),
                fullAccess: AlertButton("フルアクセスを許可", "allow-full", .weak("P shows it on the photos alert"))),
            "calendar-write": AlertText.denyOrAllow(
                title: SystemString("“%@”がカレンダーへのイベントの追加を求めています", .unverified("no Japanese source; permflow's wording")),
                deny: dontAllow, allow: SystemString("許可", .unverified("no source"))),
            "camera": eras.allowSince17(title: "“%@”がカメラへのアクセスを求めています", titleThrough14(" (every version it lists)")),
            "contacts": ContactsAlertWords(
                title: SystemString("“%@”が連絡先へのアクセスを求めています", .verified("C; HJ alt-text (current HIG)")),
                next: SystemString("続ける", contactsStages),
                selectContacts: SystemString("連絡先を選択", contactsStages),
                allowFullAccess: SystemString("フルアクセスを許可", contactsStages),
                followUpTitle: SystemString("連絡先を“%@”と共有しますか?", contactsStages),
                followUpMessage: SystemString("共有する連絡先を選択してください。あとで追加することもできます。", contactsStages),
                picker: LimitedPickerText(
                    title: SystemString("連絡先を選択", contactPicker),
                    cancel: SystemString("キャンセル", contactPicker),
                    done: SystemString("続ける", contactPicker),
                    selected: SystemString("{count}件を選択済み", contactPicker),
                    confirmTitle: SystemString("“%@”にこれらの連絡先へのアクセスを許可しますか?", contactPicker),
                    noneChosen: SystemString("連絡先が選択されていません", contactPicker),
                    confirm: SystemString("許可", contactPicker),
                    back: SystemString("戻る", contactPicker),
                    count: CountText(one: "{count}件の連絡先", other: "{count}件の連絡先", contactPicker))
            ).texts(deny: dontAllow, ok: AlertButton("OK", "allow-full", .weak("C (iOS ≤ 14); HJ's alt-text shows 許可 on a version it does not name"))),
            "face-id": eras.okThrough17(title: "“%@”にFace IDの使用を許可しますか?", titleThrough14()),
            "health": AlertText.denyOrAllow(
                title: SystemString("ヘルスケアデータのアクセス", titleThrough14(" (the sheet's title)")),
                deny: AlertButton("許可しない", "deny", healthAutoMate), allow: SystemString("許可", healthAutoMate)),
            "homekit": eras.okThrough17(title: "“%@”がホームデータへのアクセスを求めています", titleThrough14()),
            "local-network": eras.okThrough17(title: "“%@”がローカルネットワーク上のデバイスの検索および接続を求めています。", titleThrough14(" (iOS 14)")),
            "location": LocationAlertWords(
                title: SystemString("“%@”に位置情報の使用を許可しますか?", .verified("C (iOS 14); HJ alt-text (current HIG)")),
                allowOnce: SystemString("1度だけ許可", .verified("M (26.3), P, HJ, C")),
                whileUsing: SystemString("アプリの使用中は許可",
                    .verified("M (26.3), P, HJ; B shows the アプリ wording on 18.6 (tracking); the version of the App → アプリ change ✗")),
                precise: PreciseLabels(label: "正確な位置情報: ", on: "オン", off: "オフ",
                    evidence: .weak("P (precise_on, precise_off); HJ's alt-text shows オン; オフ from P only")),
                title13: SystemString("“%@”の使用中に位置情報の利用を許可しますか?", .weak("C (iOS 13)")),
                whileUsing13: SystemString("このAppの使用中のみ許可", .weak("C (iOS 13)")),
                allowOnce13: SystemString("1度だけ許可", .verified("M, P, HJ, C"))
            ).texts(deny: dontAllow).relabeled("allow-while-using", from: 14, through: 17,
                SystemString("Appの使用中は許可", .weak("C shows it on iOS 14; when it became アプリの使用中は許可 (15–18) ✗"))),
            "location-always": AlertText.alwaysUpgrade(
                title: SystemString("“%@”を使用していないときでも位置情報の使用を許可しますか?", .weak("C (iOS 13–14)")),
                keep: SystemString("使用中のみ許可を維持", .unverified("no Japanese source for the upgrade alert's buttons; permflow's wording")),
                change: SystemString("“常に許可”に変更", .unverified("no Japanese source; C shows 常に許可 on the older Always prompt"))),
            "media-library": eras.okThrough17(title: "“%@”がApple Music、ミュージックとビデオの履歴、およびメディアライブラリにアクセスを求めています。", titleThrough14()),
            "microphone": eras.allowSince17(title: "“%@”がマイクへのアクセスを求めています", titleThrough14()),
            "motion": eras.allowOn26(title: "“%@”がモーションとフィットネスのアクティビティへのアクセスを求めています", titleThrough14()),
            "notifications": AlertText.denyOrAllow(
                title: SystemString("“%@”は通知を送信します。よろしいですか?", titleThrough14()),
                message: SystemString("通知方法は、テキスト、サウンド、アイコンバッジが利用できる可能性があります。通知方法は“設定”で設定できます。",
                    .weak("two copies of one imitation (ids 71028162735, 71190851388); no system source")),
                deny: dontAllow, allow: SystemString("許可", .verified("B (UserNotificationsServer strings, 18.6 and 26.5), M (26.3)"))),
            "photos": PhotosAlertWords(
                title: SystemString("“%@”から“写真”にアクセスしようとしています", .verified("C (iOS 14); HJ alt-text (current HIG)")),
                limitAccess: SystemString("アクセスを制限…", .weak("P (one table)")),
                allowFullAccess: SystemString("フルアクセスを許可", .weak("P (one table)")),
                libraryCounts: LibraryCountsText(
                    sentence: SystemString("フルアクセスを許可すると、{photos}と{videos}が位置情報やキャプションとともに共有されます。", libraryCounts),
                    photos: CountText(one: "{count}枚の写真", other: "{count}枚の写真", libraryCounts),
                    videos: CountText(one: "{count}本のビデオ", other: "{count}本のビデオ", libraryCounts)),
                selectPhotos: SystemString("写真を選択…", .verified("HJ alt-text")),
                allowAllPhotos: SystemString("すべての写真へのアクセスを許可", .verified("HJ alt-text")),
                title13: SystemString("“%@”が写真へのアクセスを求めています", .weak("C (iOS ≤ 13)"))
            ).texts(deny: dontAllow, ok: eras.ok),
            "photos-add": eras.okThrough17(title: "“%@”で写真をライブラリに追加しようとしています", titleThrough14(" (iOS 14; ≤ 13 …が写真を…)")),
            "reminders": eras.allowSince17(
                title: "“%@”がリマインダーへのアクセスを求めています", titleThrough14(), outcome: "allow-full",
                titleSince17: .unverified("the iOS ≤ 16 title (C); no Japanese source for iOS 17's full-access wording")),
            "siri": eras.okThrough17(title: "“%@”をSiriで使用しますか?", titleThrough14()),
            "speech": eras.allowOn26(title: "“%@”が音声認識へのアクセスを求めています", titleThrough14()),
            "tracking": AlertText.tracking(
                title: SystemString("“%@”が他社のAppやWebサイトを横断してあなたのアクティビティの追跡することを許可しますか?",
                    .weak("C (iOS 14.5); an article quotes it without することを (which is current ✗)")),
                askNotToTrack: SystemString("アプリにトラッキングしないように要求",
                    .verified("B (Simulator TCC strings, 18.6 and 26.5); Apple HT212025 (ja)")),
                allow: SystemString("許可", .verified("B; Apple HT212025 (ja)"))
            ).relabeled("ask-not-to-track", through: 17, SystemString("Appにトラッキングしないように要求",
                .weak("Unity ATT samples, QA rules, a 2021 article (14.5 on); when it became アプリ… ✗"))),
        ],
        // Settings › Privacy in Japanese: no UI table shows its labels (research §10), so every
        // label is permflow's wording and unverified.
        settings: SettingsWords(
            heading: "設定 › プライバシーとセキュリティ", precise: "正確な位置情報",
            trackingRequests: "Appからのトラッキング要求を許可", on: "オン", off: "オフ",
            names: [
                "alarmkit": "アラーム", "bluetooth": "Bluetooth", "calendar": "カレンダー", "calendar-write": "カレンダー (イベントの追加のみ)",
                "camera": "カメラ", "contacts": "連絡先", "face-id": "Face ID", "health": "ヘルスケア", "homekit": "HomeKit",
                "local-network": "ローカルネットワーク", "location": "位置情報サービス", "location-always": "位置情報サービス",
                "media-library": "メディアとApple Music", "microphone": "マイク", "motion": "モーションとフィットネス",
                "notifications": "通知", "photos": "写真", "photos-add": "写真 (追加のみ)", "reminders": "リマインダー", "siri": "Siri",
                "speech": "音声認識", "tracking": "トラッキング",
            ],
            choices: SettingsChoiceWords(
                notAskedYet: .unverified("未確認"),
                none: .unverified("なし"),
                fullAccess: .unverified("フルアクセス"),
                limitedAccess: .unverified("制限付きアクセス"),
                addEventsOnly: .unverified("イベントの追加のみ"),
                addPhotosOnly: .unverified("写真の追加のみ"),
                never: .unverified("なし"),
                askNextTimeOrWhenIShare: .unverified("次回または共有時に確認"),
                askNextTime: .unverified("次回確認"),
                whileUsing: .unverified("このAppの使用中のみ許可"),
                always: .unverified("常に"),
                selectedPhotos: .unverified("選択した写真"),
                allPhotos: .unverified("すべての写真"),
                readAndWrite: .unverified("読み出しと書き込み"),
                on: .unverified("オン"),
                off: .unverified("オフ"),
                deliverQuietly: .unverified("目立たない形で配信"),
                allowOnce: .unverified("1度だけ許可"),
                restricted: .unverified("制限あり"),
                neverOnPhotos: .unverified("許可しない")
            ).table),
        health: HealthWords(
            sheet: [
                HealthSheetText(
                    ios: .all,
                    title: SystemString("ヘルスケアデータのアクセス", titleThrough14(" (the sheet's title)")),
                    dontAllow: SystemString("許可しない", healthAutoMate),
                    allow: SystemString("許可", healthAutoMate),
                    header: SystemString("“%@”が以下のカテゴリのヘルスケアデータのアクセスとアップデートを求めています。", healthAutoMate),
                    turnOnAll: SystemString("すべてのカテゴリをオン", healthAutoMate),
                    turnOffAll: SystemString("すべてのカテゴリをオフ", healthAutoMate),
                    shareHeader: SystemString("“%@”に書き込みを許可", healthSectionHeader),
                    readHeader: SystemString("“%@”に読み出しを許可", healthSectionHeader),
                ),
            ],
            types: HealthWords.typeNames(healthAppNames, [
                "active-energy": "アクティブエネルギー",
                "blood-oxygen": "血中酸素",
                "blood-pressure": "血圧",
                "body-fat": "体脂肪率",
                "cycling-distance": "サイクリングの距離",
                "date-of-birth": "生年月日",
                "dietary-energy": "摂取エネルギー",
                "exercise-minutes": "エクササイズ時間",
                "flights-climbed": "上った階数",
                "heart-rate": "心拍数",
                "heart-rate-variability": "心拍変動",
                "height": "身長",
                "menstrual-flow": "月経",
                "mindful-minutes": "マインドフルネス時間",
                "respiratory-rate": "呼吸数",
                "resting-heart-rate": "安静時心拍数",
                "sleep": "睡眠",
                "steps": "歩数",
                "walking-running-distance": "ウォーキング + ランニングの距離",
                "water": "水分",
                "weight": "体重",
                "workouts": "ワークアウト",
            ])),
        device: DeviceWords(contacts: ["佐藤花子", "鈴木一郎", "高橋美咲", "田中健太", "伊藤さくら", "渡辺翔"]),
        starters: StarterWords(
            copy: [
                "alarmkit": StarterCopy(
                    feature: "目覚ましを設定",
                    preAlertTitle: "時間どおりに起きる",
                    preAlertBody: "設定したアラームは消音モードでも時間どおりに鳴ります。",
                    purpose: "設定したアラームが消音モードでも時間どおりに鳴るように予約します。",
                    settingsPath: "アプリ > アラーム",
                    settingsTitle: "アラームがオフになっています",
                    done: "アラームを設定しました"
                ),
                "bluetooth": StarterCopy(
                    feature: "体重計をつなぐ",
                    preAlertTitle: "体重計とつなぐ",
                    preAlertBody: "体重計に乗るとすぐに体重を表示します。",
                    purpose: "体重計に接続して体重を読み取るためにBluetoothを使用します。",
                    settingsPath: "プライバシーとセキュリティ > Bluetooth",
                    settingsTitle: "Bluetoothへのアクセスがオフになっています",
                    done: "体重計をつなぎました"
                ),
                "calendar": StarterCopy(
                    feature: "今週の計画",
                    preAlertTitle: "予定をまとめて確認",
                    preAlertBody: "計画の横にカレンダーの予定を表示します。",
                    purpose: "計画の横に予定を表示するためにカレンダーを読み取ります。",
                    settingsPath: "プライバシーとセキュリティ > カレンダー",
                    settingsTitle: "カレンダーへのアクセスがオフになっています",
                    done: "計画が完成しました"
                ),
                "calendar-write": StarterCopy(
                    feature: "カレンダーに追加",
                    preAlertTitle: "予約をカレンダーに追加",
                    preAlertBody: "予約するたびにカレンダーに記録します。",
                    purpose: "予約した日時をカレンダーに追加するために使用します。",
                    settingsPath: "プライバシーとセキュリティ > カレンダー",
                    settingsTitle: "カレンダーへのアクセスがオフになっています",
                    done: "追加しました"
                ),
                "camera": StarterCopy(
                    feature: "書類をスキャン",
                    preAlertTitle: "カメラでスキャン",
                    preAlertBody: "ページにカメラを向けると書類に追加します。",
                    purpose: "選んだページをスキャンするためにカメラを使用します。",
                    settingsPath: "プライバシーとセキュリティ > カメラ",
                    settingsTitle: "カメラへのアクセスがオフになっています",
                    done: "スキャンしました"
                ),
                "contacts": StarterCopy(
                    feature: "友達を招待",
                    preAlertTitle: "連絡先から友達を探す",
                    preAlertBody: "招待できる連絡先を表示します。",
                    purpose: "招待できる友達を表示するために連絡先を読み取ります。",
                    settingsPath: "プライバシーとセキュリティ > 連絡先",
                    settingsTitle: "連絡先へのアクセスがオフになっています",
                    done: "友達が見つかりました"
                ),
                "face-id": StarterCopy(
                    feature: "Face IDでロック",
                    preAlertTitle: "メモをロック",
                    preAlertBody: "ロックしたメモはあなたの顔でだけ開けます。",
                    purpose: "ロックしたメモを開くためにFace IDを使用します。",
                    settingsPath: "Face IDとパスコード",
                    settingsTitle: "Face IDがオフになっています",
                    done: "ロックしました"
                ),
                "health": StarterCopy(
                    feature: "ワークアウトを同期",
                    preAlertTitle: "ワークアウトを同期",
                    preAlertBody: "ヘルスケアのワークアウトをここにも表示します。",
                    purpose: "進み具合をグラフにするためにヘルスケアのワークアウトを読み取ります。",
                    settingsPath: "ヘルスケア > データアクセスとデバイス",
                    settingsTitle: "ヘルスケアへのアクセスがオフになっています",
                    done: "同期しました"
                ),
                "homekit": StarterCopy(
                    feature: "照明を設定",
                    preAlertTitle: "照明を操作",
                    preAlertBody: "アプリから照明をつけたり消したりできます。",
                    purpose: "選んだ照明を操作するためにホームのデータを読み取ります。",
                    settingsPath: "プライバシーとセキュリティ > HomeKit",
                    settingsTitle: "ホームデータへのアクセスがオフになっています",
                    done: "照明をつなぎました"
                ),
                "local-network": StarterCopy(
                    feature: "スピーカーを探す",
                    preAlertTitle: "ネットワーク上のスピーカーを探す",
                    preAlertBody: "家のスピーカーで音楽を再生します。",
                    purpose: "音楽を再生するスピーカーを探すためにネットワークを検索します。",
                    settingsPath: "プライバシーとセキュリティ > ローカルネットワーク",
                    settingsTitle: "ローカルネットワークへのアクセスがオフになっています",
                    done: "スピーカーが見つかりました"
                ),
                "location": StarterCopy(
                    feature: "近くの店舗を探す",
                    preAlertTitle: "近くの店舗を探す",
                    preAlertBody: "位置情報を使って近い店舗から順に表示します。",
                    purpose: "最寄りの店舗を表示するために位置情報を使用します。",
                    settingsPath: "プライバシーとセキュリティ > 位置情報サービス",
                    settingsTitle: "位置情報へのアクセスがオフになっています",
                    done: "店舗が見つかりました"
                ),
                "location-always": StarterCopy(
                    feature: "到着リマインダー",
                    preAlertTitle: "到着したらお知らせ",
                    preAlertBody: "アプリを閉じていても、保存した場所に着いたらお知らせします。",
                    purpose: "到着したときにお知らせするためにバックグラウンドで位置情報を使用します。",
                    settingsPath: "プライバシーとセキュリティ > 位置情報サービス",
                    settingsTitle: "位置情報へのアクセスがオフになっています",
                    done: "リマインダーをオンにしました",
                    firstAsk: StarterCopy.FirstAsk(
                        preAlertTitle: "必要な場所でお知らせ",
                        preAlertBody: "保存した場所に着いたことを位置情報で確かめてお知らせします。",
                        purpose: "保存した場所に着いたときにお知らせするために位置情報を使用します。"
                    )
                ),
                "media-library": StarterCopy(
                    feature: "自分の音楽を再生",
                    preAlertTitle: "自分の音楽でワークアウト",
                    preAlertBody: "ワークアウトごとにライブラリから曲を選べます。",
                    purpose: "開始したワークアウト中にライブラリの曲を再生するために使用します。",
                    settingsPath: "プライバシーとセキュリティ > メディアとApple Music",
                    settingsTitle: "Apple Musicへのアクセスがオフになっています",
                    done: "プレイリストの準備ができました"
                ),
                "microphone": StarterCopy(
                    feature: "ボイスメモを録音",
                    preAlertTitle: "マイクで録音",
                    preAlertBody: "話すと録音と一緒にメモを保存します。",
                    purpose: "開始したボイスメモを録音するためにマイクを使用します。",
                    settingsPath: "プライバシーとセキュリティ > マイク",
                    settingsTitle: "マイクへのアクセスがオフになっています",
                    done: "録音しました"
                ),
                "motion": StarterCopy(
                    feature: "歩数を数える",
                    preAlertTitle: "歩数を数える",
                    preAlertBody: "1日のまとめに歩数を表示します。",
                    purpose: "1日の歩数を数えるためにモーションのデータを読み取ります。",
                    settingsPath: "プライバシーとセキュリティ > モーションとフィットネス",
                    settingsTitle: "モーションとフィットネスへのアクセスがオフになっています",
                    done: "歩数を数えています"
                ),
                "notifications": StarterCopy(
                    feature: "通知を受け取る",
                    preAlertTitle: "準備ができたらお知らせ",
                    preAlertBody: "ご注文を受け取れるようになったら1回だけ通知します。",
                    purpose: nil,
                    settingsPath: "通知",
                    settingsTitle: "通知がオフになっています",
                    done: "通知をオンにしました"
                ),
                "photos": StarterCopy(
                    feature: "写真を添付",
                    preAlertTitle: "ライブラリから写真を追加",
                    preAlertBody: "添付する写真を自分で選べます。",
                    purpose: "選んだ写真を添付できるように写真ライブラリを表示します。",
                    settingsPath: "プライバシーとセキュリティ > 写真",
                    settingsTitle: "写真へのアクセスがオフになっています",
                    done: "写真を添付しました"
                ),
                "photos-add": StarterCopy(
                    feature: "写真に保存",
                    preAlertTitle: "写真アプリに画像を保存",
                    preAlertBody: "編集した画像を写真ライブラリに直接入れます。",
                    purpose: "書き出した画像を写真ライブラリに保存するために使用します。",
                    settingsPath: "プライバシーとセキュリティ > 写真",
                    settingsTitle: "写真への保存がオフになっています",
                    done: "保存しました"
                ),
                "reminders": StarterCopy(
                    feature: "リマインダーを設定",
                    preAlertTitle: "やることをリマインダーに",
                    preAlertBody: "印を付けたやることをリマインダーに追加します。",
                    purpose: "印を付けたやることをリマインダーに追加するために使用します。",
                    settingsPath: "プライバシーとセキュリティ > リマインダー",
                    settingsTitle: "リマインダーへのアクセスがオフになっています",
                    done: "設定しました"
                ),
                "siri": StarterCopy(
                    feature: "Siriでランを記録",
                    preAlertTitle: "声でランを記録",
                    preAlertBody: "Siriにランの記録を頼むとトレーニング計画に追加します。",
                    purpose: "声で頼んだランを記録するためにSiriを使用します。",
                    settingsPath: "Siriと検索",
                    settingsTitle: "Siriがオフになっています",
                    done: "Siriの準備ができました"
                ),
                "speech": StarterCopy(
                    feature: "メモを音声入力",
                    preAlertTitle: "メモを音声入力",
                    preAlertBody: "話した言葉を文字にします。",
                    purpose: "音声入力したメモを文字にするために音声をAppleに送信します。",
                    settingsPath: "プライバシーとセキュリティ > 音声認識",
                    settingsTitle: "音声認識がオフになっています",
                    done: "音声入力しました"
                ),
                "tracking": StarterCopy(
                    feature: "広告をパーソナライズ",
                    preAlertTitle: "興味に合った広告",
                    preAlertBody: "どちらを選んでもアプリのすべての機能を使えます。",
                    purpose: "興味に合った広告を表示するためにほかのアプリでのアクティビティを使用します。",
                    settingsPath: "プライバシーとセキュリティ > トラッキング",
                    settingsTitle: "トラッキングの許可がオフになっています",
                    done: "選択を保存しました"
                ),
            ],
            homeBody: "下から機能を選んでください。",
            continueTitle: "続ける",
            settingsTitle: "{place}へのアクセスがオフになっています",
            settingsBody: "設定 > {path}でオンにできます。",
            openSettings: "設定を開く",
            notNow: "あとで",
            withoutLabel: "使わずに続ける",
            withoutTitle: "あとでいつでもオンにできます",
            healthSharePurpose: "終えたワークアウトをヘルスケアに保存します。")
    )
}

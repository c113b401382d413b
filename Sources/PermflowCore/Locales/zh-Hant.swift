// The Traditional Chinese locale file (zh-Hant, Taiwan; Hong Kong's zh-HK is a separate
// localization with other words, 相片, 咪高風 …, and is not this file). Its words differ from
// zh-Hans's throughout (允許, 使用App期間允許, 取用, 行事曆 …) and it quotes an app's name as 「%@」.
// `permflow locales export zh-Hant` prints it as a pack's JSON; a pack may correct or extend any of it.
//
// Sources: research/alert-strings-by-language-2026-11-27.md §8 (zh-Hant), §9 (Health) and §10
// (Settings); tags C (DeviceAgent's springboard-alerts-zh_TW, id 12526637244), M (iOS 26.3
// measurements, id 70948720292) and A (AutoMate) and the ids are that file's. Its strengths map to
// evidence as: strong → verified, moderate or weak → weak, ✗ → unverified. What no source shows is
// written in Traditional Chinese (Taiwan usage) after the English alert's structure and marked
// unverified, with the reason.

/// 不允許 (Don’t Allow), on every alert that has it.
private let dontAllow = AlertButton("不允許", "deny", .verified("M (iOS 26.3), A, C"))

/// 好 (OK) as the older alerts show it.
private let okShown = Evidence.verified("C (iOS ≤ 14), A")

/// 好 on iOS 18 and 26, on the alerts no Traditional Chinese source shows since.
private let okUnseenSince18 = Evidence.unverified("no Traditional Chinese source shows this alert's accept button on iOS 18 or 26; drawn as English's (OK)")

/// 允許 (Allow) on the alerts M measured on iOS 26.3 (camera, microphone, reminders, speech, motion).
private let allowMeasured26 = Evidence.weak("M measured 允許 on this alert on iOS 26.3 (one source)")

/// 允許 on iOS 17 and 18, which no Traditional Chinese source shows on these alerts.
private let allowUnseen17 = Evidence.unverified("no Traditional Chinese source for iOS 17–18; English's OK became Allow in 17, and M shows 允許 on 26.3")

/// The two-button alerts' buttons across iOS (`AlertEras`).
private let eras = AlertEras(
    deny: dontAllow, ok: AlertButton("好", "allow", okShown), allow: "允許",
    okUnseenSince18: okUnseenSince18, allowUnseen17: allowUnseen17, allowMeasured26: allowMeasured26)

/// A title C (DeviceAgent's springboard-alerts-zh_TW) shows on iOS ≤ 14 only.
private func titleThrough14(_ extra: String = "") -> Evidence {
    .weak("C zh_TW (iOS ≤ 14)\(extra); no Traditional Chinese source for the title since")
}

/// What no source shows, written in Taiwan's words after the English alert.
private func unsourced(_ what: String) -> Evidence {
    .unverified("no Traditional Chinese source for \(what); permflow's wording after the English alert")
}

/// iOS 18's two-stage contacts alert.
private let contactsStages = unsourced("iOS 18's contacts stages")

/// iOS 18's contact picker and its confirmation.
private let contactPicker = unsourced("iOS 18's contact picker")

/// The photos alert's buttons (iOS 14 and later) and counts (iOS 17 and later).
private let photosButtons = unsourced("the photos alert's buttons (research §8: ✗)")
private let libraryCounts = unsourced("the iOS 17 photos alert's counts")

/// The Health sheet's words AutoMate lists for iOS 10–12 (research §9).
private let healthAutoMate = Evidence.weak("AutoMate's Health lists (iOS 10–12, id 24068749059 and others); no newer Traditional Chinese source")

/// The Health sheet's section headers.
private let healthSectionHeader = unsourced("the Health sheet's section headers")

/// The Health data types' names on the sheet.
private let healthAppNames = Evidence.unverified("no Traditional Chinese source for the sheet's rows; the Health app's names in Taiwan as permflow knows them")

/// The AlarmKit alert, which no source shows.
private let alarmKit = Evidence.unverified("no Traditional Chinese source for the AlarmKit alert; drawn as iOS 26's other two-button alerts")

extension BuiltInLocales {
    static let traditionalChinese = LocalePack(
        locale: "zh-Hant",
        quotes: ["「", "」"],
        vocabulary: [
            "alert-image-words": [
                "系統彈窗", "權限彈窗", "授權彈窗", "彈窗截圖", "系統提示框",
            ],
            "alert-title-patterns": [
                "想要取用", "想取用", "想要傳送通知",
            ],
            "allow-like": [
                "允許", "好", "同意", "開啟", "打開", "啟用", "授權", "接受",
            ],
            "allow-like-exact": [
                "是", "好的",
            ],
            "annotation-patterns": [
                "(點擊|點按|點一下|選擇|按下)\\s*[「“\"]?(允許|好|允許一次|使用app期間允許|不允許)",
            ],
            "continue-like": [
                "繼續", "下一步",
            ],
            "exit-button-words": [
                "以後", "稍後", "略過", "跳過", "取消", "關閉", "返回", "拒絕", "不允許",
            ],
            "exit-words": [
                "暫不", "以後再說", "不用了", "稍後提醒",
            ],
            "full-stops": fullWidthStops,
            "generic-button-labels": [
                "好", "繼續",
            ],
            "incentive-exceptions": [
                "保持免費",
            ],
            "incentive-words": [
                "獎勵", "紅包", "優惠", "免費", "禮品", "積分", "點數", "優惠券", "回饋", "獎品", "折扣",
            ],
            "sentence-ends": fullWidthSentenceEnds,
            "suggested-button-titles": [
                "繼續", "下一步",
            ],
            "system-button-labels": [
                "不允許", "允許", "允許一次", "使用App期間允許", "要求App不要追蹤", "限制取用…", "允許完整取用", "好",
            ],
            // The location button's titles, index-aligned with English's; no source shows Chinese
            // ones (research §10): permflow's wording, unverified.
            "system-titles": [
                "目前位置", "傳送目前位置", "傳送我的目前位置", "分享目前位置", "分享我的目前位置",
            ],
        ],
        alerts: [
            "alarmkit": AlertText.denyOrAllow(IOSRange(from: 26),
                title: SystemString("要允許「%@」排定鬧鐘和計時器嗎？", unsourced("the AlarmKit alert's title")),
                deny: AlertButton("不允許", "deny", alarmKit), allow: SystemString("允許", alarmKit)),
            "bluetooth": eras.okThrough17(title: "「%@」想要使用藍牙", titleThrough14(" (13–14)")),
            "calendar": eras.fullAccessSince17(
                title: "「%@」想要取用你的行事曆", titleThrough14(),
                titleSince17: .unverified("the iOS ≤ 16 title (C); no Traditional Chinese source for iOS 17's full-access wording"),
                fullAccess: AlertButton("允許完整取用", "allow-full", unsourced("the full-access button"))),
            "calendar-write": AlertText.denyOrAllow(
                title: SystemString("「%@」想要將行程加入你的行事曆", unsourced("the write-only calendar alert")),
                deny: dontAllow, allow: SystemString("允許", .unverified("no source"))),
            "camera": eras.allowSince17(title: "「%@」想要取用你的相機", titleThrough14()),
            "contacts": ContactsAlertWords(
                title: SystemString("「%@」想要取用聯絡人", titleThrough14(" (older: …聯絡資訊)")),
                next: SystemString("繼續", contactsStages),
                selectContacts: SystemString("選取聯絡人", contactsStages),
                allowFullAccess: SystemString("允許完整取用", contactsStages),
                followUpTitle: SystemString("要與「%@」分享你的聯絡人嗎？", contactsStages),
                followUpMessage: SystemString("選擇要分享的聯絡人。你之後可以加入更多。", contactsStages),
                picker: LimitedPickerText(
                    title: SystemString("選取聯絡人", contactPicker),
                    cancel: SystemString("取消", contactPicker),
                    done: SystemString("繼續", contactPicker),
                    selected: SystemString("已選取{count}個", contactPicker),
                    confirmTitle: SystemString("要允許「%@」取用這些聯絡人嗎？", contactPicker),
                    noneChosen: SystemString("未選取聯絡人", contactPicker),
                    confirm: SystemString("允許", contactPicker),
                    back: SystemString("返回", contactPicker),
                    count: CountText(one: "{count}位聯絡人", other: "{count}位聯絡人", contactPicker))
            ).texts(deny: dontAllow, ok: eras.ok),
            "face-id": eras.okThrough17(title: "要允許「%@」使用Face ID嗎？", titleThrough14()),
            "health": AlertText.denyOrAllow(
                title: SystemString("健康資料取用", titleThrough14(" (the sheet's title)")),
                deny: AlertButton("不允許", "deny", healthAutoMate), allow: SystemString("允許", healthAutoMate)),
            "homekit": eras.okThrough17(title: "「%@」想要取用你的家庭資料", titleThrough14(" (also 住家資料)")),
            "local-network": eras.okThrough17(
                title: "「%@」想要尋找並連接你區域網路上的裝置", .weak("C zh_TW (iOS 14; its 您 form ends with 。); no Traditional Chinese source since")),
            "location": LocationAlertWords(
                title: SystemString("要允許「%@」使用你的位置嗎？", .weak("C zh_TW (iOS 14; an older block writes 您)")),
                allowOnce: SystemString("允許一次", .verified("M (26.3), C")),
                whileUsing: SystemString("使用App期間允許", .verified("M (26.3), C")),
                precise: PreciseLabels(label: "精確位置：", on: "開啟", off: "關閉",
                    evidence: unsourced("Precise's label and its On/Off (research §8: ✗)")),
                title13: SystemString("當您使用App的時候，要允許「%@」取用您的位置嗎？", .weak("C zh_TW (iOS 13)")),
                whileUsing13: SystemString("使用App期間允許", .verified("M, C")),
                allowOnce13: SystemString("允許一次", .verified("M, C"))
            ).texts(deny: dontAllow),
            "location-always": AlertText.alwaysUpgrade(
                title: SystemString("要允許「%@」在你未使用App時也可使用你的位置嗎？", .weak("C zh_TW (iOS 13–14)")),
                keep: SystemString("保持僅在使用期間", unsourced("the upgrade alert's buttons")),
                change: SystemString("更改為永遠允許", .unverified("no Traditional Chinese source for the upgrade alert's buttons; 永遠允許 is C's older three-button Always Allow"))),
            "media-library": eras.okThrough17(title: "「%@」想要取用Apple Music、你的音樂和影片活動和媒體資料庫", titleThrough14()),
            "microphone": eras.allowSince17(title: "「%@」想要取用你的麥克風", titleThrough14()),
            "motion": eras.allowOn26(title: "「%@」想要取用你的動作與健身記錄", titleThrough14(" (older: 運動與健身記錄)")),
            "notifications": AlertText.denyOrAllow(
                title: SystemString("「%@」想要傳送通知", titleThrough14()),
                message: SystemString("通知可能包含提示、聲音和圖像標記。這些可在「設定」中設定。",
                    unsourced("the notification alert's message (research §8: ✗)")),
                deny: dontAllow, allow: SystemString("允許", .verified("M (26.3), C"))),
            "photos": PhotosAlertWords(
                title: SystemString("「%@」想要取用你的照片", titleThrough14()),
                limitAccess: SystemString("限制取用…", photosButtons),
                allowFullAccess: SystemString("允許完整取用", photosButtons),
                libraryCounts: LibraryCountsText(
                    sentence: SystemString("完整取用將分享{photos}和{videos}，以及它們的位置資料和說明。", libraryCounts),
                    photos: CountText(one: "{count}張照片", other: "{count}張照片", libraryCounts),
                    videos: CountText(one: "{count}部影片", other: "{count}部影片", libraryCounts)),
                selectPhotos: SystemString("選取照片…", photosButtons),
                allowAllPhotos: SystemString("允許取用所有照片", photosButtons)
            ).texts(deny: dontAllow, ok: eras.ok),
            "photos-add": eras.okThrough17(title: "「%@」想要加入你的「照片」", titleThrough14()),
            "reminders": eras.allowSince17(
                title: "「%@」想要取用你的提醒事項", titleThrough14(), outcome: "allow-full",
                titleSince17: .unverified("the iOS ≤ 16 title (C); no Traditional Chinese source for iOS 17's full-access wording")),
            "siri": eras.okThrough17(title: "你要將「%@」與Siri搭配使用嗎？", titleThrough14()),
            "speech": eras.allowOn26(title: "「%@」想要取用語音辨識", titleThrough14()),
            "tracking": AlertText.tracking(
                title: SystemString("要允許「%@」追蹤您在其他公司App和網站的記錄嗎？", .weak("C zh_TW (iOS 14.5)")),
                askNotToTrack: SystemString("要求App不要追蹤", .weak("a Taiwanese blog (applefans.today, 2021) writes 要求 App 不要追蹤; the spacing on a device is unknown")),
                allow: SystemString("允許", .weak("applefans.today (2021); C"))),
        ],
        // Settings › Privacy in Traditional Chinese: no UI table shows its labels (research §10),
        // so every label is permflow's wording (Taiwan usage) and unverified.
        settings: SettingsWords(
            heading: "設定 › 隱私權與安全性", precise: "精確位置",
            trackingRequests: "允許App要求追蹤", on: "開啟", off: "關閉",
            names: [
                "alarmkit": "鬧鐘", "bluetooth": "藍牙", "calendar": "行事曆", "calendar-write": "行事曆（僅加入行程）",
                "camera": "相機", "contacts": "聯絡人", "face-id": "Face ID", "health": "健康", "homekit": "HomeKit",
                "local-network": "區域網路", "location": "定位服務", "location-always": "定位服務",
                "media-library": "媒體與Apple Music", "microphone": "麥克風", "motion": "動作與健身",
                "notifications": "通知", "photos": "照片", "photos-add": "照片（僅加入）", "reminders": "提醒事項", "siri": "Siri",
                "speech": "語音辨識", "tracking": "追蹤",
            ],
            choices: SettingsChoiceWords(
                notAskedYet: .unverified("尚未詢問"),
                none: .unverified("無"),
                fullAccess: .unverified("完整取用"),
                limitedAccess: .unverified("有限取用"),
                addEventsOnly: .unverified("僅加入行程"),
                addPhotosOnly: .unverified("僅加入照片"),
                never: .unverified("永不"),
                askNextTimeOrWhenIShare: .unverified("下次詢問或在我分享時"),
                askNextTime: .unverified("下次詢問"),
                whileUsing: .unverified("使用App期間"),
                always: .unverified("永遠"),
                selectedPhotos: .unverified("選取的照片"),
                allPhotos: .unverified("所有照片"),
                readAndWrite: .unverified("讀取和寫入"),
                on: .unverified("開啟"),
                off: .unverified("關閉"),
                deliverQuietly: .unverified("安靜傳送"),
                allowOnce: .unverified("允許一次"),
                restricted: .unverified("受限制")
            ).table),
        health: HealthWords(
            sheet: [
                HealthSheetText(
                    ios: .all,
                    title: SystemString("健康資料取用", titleThrough14(" (the sheet's title)")),
                    dontAllow: SystemString("不允許", healthAutoMate),
                    allow: SystemString("允許", healthAutoMate),
                    header: SystemString("「%@」想要取用並更新您在下列類別中的「健康資料」。", healthAutoMate),
                    turnOnAll: SystemString("開啟所有類別", healthAutoMate),
                    turnOffAll: SystemString("關閉所有類別", healthAutoMate),
                    shareHeader: SystemString("允許「%@」寫入", healthSectionHeader),
                    readHeader: SystemString("允許「%@」讀取", healthSectionHeader),
                ),
            ],
            types: HealthWords.typeNames(healthAppNames, [
                "active-energy": "活動能量",
                "blood-oxygen": "血氧",
                "blood-pressure": "血壓",
                "body-fat": "體脂肪率",
                "cycling-distance": "騎車距離",
                "date-of-birth": "出生日期",
                "dietary-energy": "膳食能量",
                "exercise-minutes": "運動分鐘數",
                "flights-climbed": "已爬樓層",
                "heart-rate": "心率",
                "heart-rate-variability": "心率變異性",
                "height": "身高",
                "menstrual-flow": "月經流量",
                "mindful-minutes": "正念分鐘數",
                "respiratory-rate": "呼吸速率",
                "resting-heart-rate": "靜止心率",
                "sleep": "睡眠",
                "steps": "步數",
                "walking-running-distance": "步行 + 跑步距離",
                "water": "水",
                "weight": "體重",
                "workouts": "體能訓練",
            ])),
        device: DeviceWords(contacts: ["陳怡君", "林志明", "張雅婷", "李建宏", "王淑芬", "黃俊傑"]),
        starters: StarterWords(
            copy: [
                "alarmkit": StarterCopy(feature: "設定起床鬧鐘", preAlertTitle: "準時起床", preAlertBody: "即使在靜音模式下，鬧鐘也會在設定的時間響起。",
                    purpose: "排定你設定的鬧鐘，讓它們在靜音模式下也能準時響起。", settingsPath: "App > 鬧鐘",
                    settingsTitle: "鬧鐘已關閉", done: "鬧鐘已設定"),
                "bluetooth": StarterCopy(feature: "連接體重計", preAlertTitle: "連接你的體重計", preAlertBody: "站上體重計，體重就會立即顯示。",
                    purpose: "使用藍牙連接你的體重計並讀取體重。", settingsPath: "隱私權與安全性 > 藍牙",
                    settingsTitle: "藍牙取用已關閉", done: "體重計已連接"),
                "calendar": StarterCopy(feature: "規劃本週", preAlertTitle: "在一處查看本週安排", preAlertBody: "你的行程會顯示在計畫旁邊。",
                    purpose: "讀取你的行事曆，以便在計畫旁顯示行程。", settingsPath: "隱私權與安全性 > 行事曆",
                    settingsTitle: "行事曆取用已關閉", done: "本週已規劃"),
                "calendar-write": StarterCopy(feature: "加入行事曆", preAlertTitle: "把預約加入行事曆", preAlertBody: "每次預約都會記到你的行事曆中。",
                    purpose: "把你的預約加入行事曆中。", settingsPath: "隱私權與安全性 > 行事曆",
                    settingsTitle: "行事曆取用已關閉", done: "已加入"),
                "camera": StarterCopy(feature: "掃描文件", preAlertTitle: "用相機掃描", preAlertBody: "將相機對準頁面即可加入文件。",
                    purpose: "使用相機掃描你選擇的頁面。", settingsPath: "隱私權與安全性 > 相機",
                    settingsTitle: "相機取用已關閉", done: "掃描完成"),
                "contacts": StarterCopy(feature: "邀請朋友", preAlertTitle: "從聯絡人找朋友", preAlertBody: "顯示你可以邀請的聯絡人。",
                    purpose: "讀取你的聯絡人，以顯示可以邀請的朋友。", settingsPath: "隱私權與安全性 > 聯絡人",
                    settingsTitle: "聯絡人取用已關閉", done: "已找到朋友"),
                "face-id": StarterCopy(feature: "用Face ID鎖定", preAlertTitle: "鎖定備忘錄", preAlertBody: "鎖定的備忘錄只有你的臉孔才能打開。",
                    purpose: "使用Face ID打開你鎖定的備忘錄。", settingsPath: "Face ID與密碼",
                    settingsTitle: "Face ID已關閉", done: "已鎖定"),
                "health": StarterCopy(feature: "同步體能訓練", preAlertTitle: "同步體能訓練", preAlertBody: "健康中的體能訓練也會顯示在這裡。",
                    purpose: "讀取健康中的體能訓練，以圖表顯示你的進度。", settingsPath: "健康 > 資料取用與裝置",
                    settingsTitle: "健康取用已關閉", done: "已同步"),
                "homekit": StarterCopy(feature: "設定燈光", preAlertTitle: "控制燈光", preAlertBody: "在App中開關你的燈。",
                    purpose: "讀取你的家庭資料，以控制你選擇的燈。", settingsPath: "隱私權與安全性 > HomeKit",
                    settingsTitle: "家庭資料取用已關閉", done: "燈光已連接"),
                "local-network": StarterCopy(feature: "尋找喇叭", preAlertTitle: "尋找網路中的喇叭", preAlertBody: "用家裡的喇叭播放音樂。",
                    purpose: "在你的網路中尋找喇叭，以便在上面播放音樂。", settingsPath: "隱私權與安全性 > 區域網路",
                    settingsTitle: "區域網路取用已關閉", done: "已找到喇叭"),
                "location": StarterCopy(feature: "尋找附近門市", preAlertTitle: "尋找最近的門市", preAlertBody: "根據你的位置，先顯示最近的門市。",
                    purpose: "使用你的位置顯示離你最近的門市。", settingsPath: "隱私權與安全性 > 定位服務",
                    settingsTitle: "位置取用已關閉", done: "已找到門市"),
                "location-always": StarterCopy(feature: "抵達提醒", preAlertTitle: "抵達時提醒你", preAlertBody: "即使App已關閉，抵達儲存的地點時也會提醒你。",
                    purpose: "在背景使用你的位置，在你抵達時提醒你。", settingsPath: "隱私權與安全性 > 定位服務",
                    settingsTitle: "位置取用已關閉", done: "提醒已開啟",
                    firstAsk: StarterCopy.FirstAsk(preAlertTitle: "在需要的地方提醒你", preAlertBody: "透過位置得知你何時抵達儲存的地點。",
                                                   purpose: "使用你的位置，在你抵達儲存的地點時提醒你。")),
                "media-library": StarterCopy(feature: "播放我的音樂", preAlertTitle: "聽著自己的音樂運動", preAlertBody: "每次體能訓練都能從資料庫中選歌。",
                    purpose: "在你開始的體能訓練中播放資料庫裡的歌曲。", settingsPath: "隱私權與安全性 > 媒體與Apple Music",
                    settingsTitle: "Apple Music取用已關閉", done: "播放列表已就緒"),
                "microphone": StarterCopy(feature: "錄製語音備忘錄", preAlertTitle: "用麥克風錄音", preAlertBody: "說話時會連同錄音一起儲存備忘錄。",
                    purpose: "使用麥克風錄製你開始的語音備忘錄。", settingsPath: "隱私權與安全性 > 麥克風",
                    settingsTitle: "麥克風取用已關閉", done: "已錄製"),
                "motion": StarterCopy(feature: "計算步數", preAlertTitle: "計算你的步數", preAlertBody: "每日摘要中會顯示你的步數。",
                    purpose: "讀取你的動作資料，以計算每日步數。", settingsPath: "隱私權與安全性 > 動作與健身",
                    settingsTitle: "動作與健身取用已關閉", done: "正在計步"),
                "notifications": StarterCopy(feature: "通知我", preAlertTitle: "準備好時通知你", preAlertBody: "訂單可以取貨時，我們會通知你一次。",
                    purpose: nil, settingsPath: "通知",
                    settingsTitle: "通知已關閉", done: "通知已開啟"),
                "photos": StarterCopy(feature: "附加照片", preAlertTitle: "從圖庫加入照片", preAlertBody: "由你親自挑選要附加的照片。",
                    purpose: "顯示你的照片，以便你附加所選的照片。", settingsPath: "隱私權與安全性 > 照片",
                    settingsTitle: "照片取用已關閉", done: "照片已附加"),
                "photos-add": StarterCopy(feature: "儲存到照片", preAlertTitle: "把圖片存到照片", preAlertBody: "編輯後的圖片直接存入你的圖庫。",
                    purpose: "把你輸出的圖片儲存到照片圖庫。", settingsPath: "隱私權與安全性 > 照片",
                    settingsTitle: "儲存到照片已關閉", done: "已儲存"),
                "reminders": StarterCopy(feature: "提醒我", preAlertTitle: "把工作加入提醒事項", preAlertBody: "你標記的工作會加入提醒事項。",
                    purpose: "把你標記的工作加入提醒事項。", settingsPath: "隱私權與安全性 > 提醒事項",
                    settingsTitle: "提醒事項取用已關閉", done: "已設定"),
                "siri": StarterCopy(feature: "用Siri記錄跑步", preAlertTitle: "用語音記錄跑步", preAlertBody: "讓Siri記錄一次跑步，它會加入你的訓練計畫。",
                    purpose: "使用Siri記錄你用語音要求的跑步。", settingsPath: "Siri與搜尋",
                    settingsTitle: "Siri已關閉", done: "Siri已就緒"),
                "speech": StarterCopy(feature: "聽寫備忘錄", preAlertTitle: "聽寫備忘錄", preAlertBody: "你說的話會變成文字。",
                    purpose: "將你的語音傳送給Apple，把聽寫的備忘錄轉為文字。", settingsPath: "隱私權與安全性 > 語音辨識",
                    settingsTitle: "語音辨識已關閉", done: "聽寫完成"),
                "tracking": StarterCopy(feature: "個人化廣告", preAlertTitle: "符合你興趣的廣告", preAlertBody: "無論你如何選擇，App的所有功能都可使用。",
                    purpose: "使用你在其他App中的活動，以顯示符合你興趣的廣告。", settingsPath: "隱私權與安全性 > 追蹤",
                    settingsTitle: "追蹤已關閉", done: "選擇已儲存"),
            ],
            homeBody: "請在下方選擇功能。",
            continueTitle: "繼續",
            settingsTitle: "{place}取用已關閉",
            settingsBody: "你可以在設定 > {path}中開啟。",
            openSettings: "打開設定",
            notNow: "以後",
            withoutLabel: "不使用並繼續",
            withoutTitle: "你隨時可以開啟它",
            healthSharePurpose: "將你完成的每次體能訓練儲存到健康。")
    )
}

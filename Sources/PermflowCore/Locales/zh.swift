// The Chinese locale files: Simplified (zh-Hans, the Chinese mainland) and Traditional (zh-Hant,
// Taiwan), two localizations with different words throughout (允许/允許, 使用App时允许/使用App期間允許,
// 访问/取用 …) and different quotes around an app's name (“%@” and 「%@」). A flow's `zh` names
// neither and is refused with a did-you-mean (docs/locales.md). `permflow locales export zh-Hans`
// prints a file as a pack's JSON; a pack may correct or extend any of it.
//
// Sources: research/alert-strings-by-language-2026-11-27.md §7 (zh-Hans) and §8 (zh-Hant); tags
// C, M, W, A, K and the ids are that file's. Its strengths map to evidence as: strong → verified,
// moderate or weak → weak, ✗ → unverified. What no source shows is written in Chinese after the
// English alert's structure and marked unverified, with the reason. zh-Hant's file is zh-Hant.swift.

/// 不允许 (Don’t Allow), on every alert that has it.
private let dontAllow = AlertButton("不允许", "deny", .verified("M (iOS 26.3), A, C; Poco device tests"))

/// 好 (OK) as the older alerts show it.
private let okShown = Evidence.verified("C (iOS ≤ 14), A; a Poco device test taps it (id 15512666154)")

/// 好 on iOS 18 and 26, on the alerts no Chinese source shows since.
private let okUnseenSince18 = Evidence.unverified("no Chinese source shows this alert's accept button on iOS 18 or 26; drawn as English's (OK)")

/// 允许 (Allow) on the alerts M measured on iOS 26.3 (camera, microphone, reminders, speech, motion).
private let allowMeasured26 = Evidence.weak("M measured 允许 on this alert on iOS 26.3 (one source)")

/// 允许 on iOS 17 and 18, which no Chinese source shows on these alerts.
private let allowUnseen17 = Evidence.unverified("no Chinese source for iOS 17–18; English's OK became Allow in 17, and M shows 允许 on 26.3")

/// The two-button alerts' buttons across iOS: Don’t Allow, 好 as sourced and unsourced since 18,
/// 允许 unsourced on 17–25 and measured on 26 (`AlertEras`).
private let eras = AlertEras(
    deny: dontAllow, ok: AlertButton("好", "allow", okShown), allow: "允许",
    okUnseenSince18: okUnseenSince18, allowUnseen17: allowUnseen17, allowMeasured26: allowMeasured26)

/// A title C (DeviceAgent's springboard-alerts-zh_CN) shows on iOS ≤ 14 only.
private func titleThrough14(_ extra: String = "") -> Evidence {
    .weak("C (iOS ≤ 14)\(extra); no Chinese source for the title since")
}

/// iOS 18's two-stage contacts alert.
private let contactsStages = Evidence.unverified("no Chinese source for iOS 18's contacts stages")

/// iOS 18's contact picker and its confirmation.
private let contactPicker = Evidence.unverified("no Chinese source for iOS 18's contact picker")

/// The photos alert's library counts (iOS 17 and later).
private let libraryCounts = Evidence.unverified("no Chinese source for the iOS 17 photos alert's counts")

/// The Health sheet's words AutoMate lists for iOS 10–12 (research §9).
private let healthAutoMate = Evidence.weak("AutoMate's Health lists (iOS 10–12, id 24068749059 and others); no newer Chinese source")

/// The Health sheet's section headers.
private let healthSectionHeader = Evidence.unverified("no Chinese source for the sheet's section headers")

/// The Health data types' names on the sheet.
private let healthAppNames = Evidence.unverified("no Chinese source for the sheet's rows; the Health app's Chinese names as permflow knows them")

/// The AlarmKit alert, which no Chinese source shows.
private let alarmKit = Evidence.unverified("no Chinese source for the AlarmKit alert; drawn as iOS 26's other two-button alerts")

extension BuiltInLocales {
    static let simplifiedChinese = LocalePack(
        locale: "zh-Hans",
        quotes: ["“", "”"],
        vocabulary: [
            "alert-image-words": [
                "系统弹窗", "权限弹窗", "授权弹窗", "弹窗截图", "系统提示框",
            ],
            "alert-title-patterns": [
                "想访问", "想要访问", "想给你发送通知",
            ],
            "allow-like": [
                "允许", "好", "同意", "开启", "打开", "启用", "授权", "接受",
            ],
            "allow-like-exact": [
                "是", "好的",
            ],
            "annotation-patterns": [
                "(点击|点按|选择|按下)\\s*[“「\"]?(允许|好|允许一次|使用app时允许|不允许)",
            ],
            "continue-like": [
                "继续", "下一步",
            ],
            "exit-button-words": [
                "以后", "稍后", "跳过", "取消", "关闭", "返回", "拒绝", "不允许",
            ],
            "exit-words": [
                "暂不", "以后再说", "不用了", "稍后提醒",
            ],
            "full-stops": fullWidthStops,
            "generic-button-labels": [
                "好", "继续",
            ],
            "incentive-exceptions": [
                "保持免费",
            ],
            "incentive-words": [
                "奖励", "红包", "优惠", "免费", "礼品", "积分", "优惠券", "返现", "奖品", "折扣",
            ],
            "sentence-ends": fullWidthSentenceEnds,
            "suggested-button-titles": [
                "继续", "下一步",
            ],
            "system-button-labels": [
                "不允许", "允许", "允许一次", "使用App时允许", "要求App不跟踪", "限制访问…", "允许完全访问", "好",
            ],
            // The location button's titles, index-aligned with English's; no source shows Chinese
            // ones (research §10): permflow's wording, unverified.
            "system-titles": [
                "当前位置", "发送当前位置", "发送我的当前位置", "共享当前位置", "共享我的当前位置",
            ],
        ],
        alerts: [
            "alarmkit": AlertText.denyOrAllow(IOSRange(from: 26),
                title: SystemString("允许“%@”安排闹钟和计时器吗？", .unverified("no Chinese source; permflow's wording after the English title")),
                deny: AlertButton("不允许", "deny", alarmKit), allow: SystemString("允许", alarmKit)),
            "bluetooth": eras.okThrough17(title: "“%@”想要使用蓝牙", titleThrough14(" (13–14)")),
            "calendar": eras.fullAccessSince17(
                title: "“%@”想访问你的日历", titleThrough14(),
                titleSince17: .unverified("the iOS ≤ 16 title (C); no Chinese source for iOS 17's full-access wording"),
                fullAccess: AlertButton("允许完全访问", "allow-full", .weak("an automation candidate list shows it for photos (id 70255024076)"))),
            "calendar-write": AlertText.denyOrAllow(
                title: SystemString("“%@”想要向你的日历添加日程", .unverified("no Chinese source; permflow's wording")),
                deny: dontAllow, allow: SystemString("允许", .unverified("no source"))),
            "camera": eras.allowSince17(title: "“%@”想访问你的相机", titleThrough14()),
            "contacts": ContactsAlertWords(
                title: SystemString("“%@”想访问你的通讯录", titleThrough14()),
                next: SystemString("继续", contactsStages),
                selectContacts: SystemString("选择联系人", contactsStages),
                allowFullAccess: SystemString("允许完全访问", contactsStages),
                followUpTitle: SystemString("与“%@”共享你的联系人？", contactsStages),
                followUpMessage: SystemString("选择要共享的联系人。你之后可以添加更多。", contactsStages),
                picker: LimitedPickerText(
                    title: SystemString("选择联系人", contactPicker),
                    cancel: SystemString("取消", contactPicker),
                    done: SystemString("继续", contactPicker),
                    selected: SystemString("已选择{count}个", contactPicker),
                    confirmTitle: SystemString("允许“%@”访问这些联系人吗？", contactPicker),
                    noneChosen: SystemString("未选择联系人", contactPicker),
                    confirm: SystemString("允许", contactPicker),
                    back: SystemString("返回", contactPicker),
                    count: CountText(one: "{count}个联系人", other: "{count}个联系人", contactPicker))
            ).texts(deny: dontAllow, ok: eras.ok),
            "face-id": eras.okThrough17(title: "你要允许“%@”使用面容ID吗？", titleThrough14()),
            "health": AlertText.denyOrAllow(
                title: SystemString("访问健康数据", titleThrough14(" (the sheet's title)")),
                deny: AlertButton("不允许", "deny", healthAutoMate), allow: SystemString("允许", healthAutoMate)),
            "homekit": eras.okThrough17(title: "“%@”想访问你的家庭数据", titleThrough14()),
            "local-network": eras.okThrough17(
                title: "“%@”想要查找并连接到本地网络上的设备。", .verified("C (iOS 14); a Poco device test matches it (id 15512666154)")),
            "location": LocationAlertWords(
                title: SystemString("允许“%@”使用你的位置？", .weak("C (iOS 14; an older block writes 您)")),
                allowOnce: SystemString("允许一次", .verified("M (26.3), C; XCUITests (ids 69206732160, 62529972250)")),
                whileUsing: SystemString("使用App时允许", .verified("M (26.3), C; W (facebook-wda) and device-farm handlers")),
                precise: PreciseLabels(label: "精准位置：", on: "打开", off: "关闭",
                    evidence: .weak("one developer comment shows 精准位置：打开 (id 13345793321); 关闭 ✗")),
                title13: SystemString("允许“%@”在您使用该App时访问您的位置吗？", .weak("C (iOS 13)")),
                whileUsing13: SystemString("使用App时允许", .verified("M, C, W")),
                allowOnce13: SystemString("允许一次", .verified("M, C"))
            ).texts(deny: dontAllow),
            "location-always": AlertText.alwaysUpgrade(
                title: SystemString("允许“%@”在你并未使用该App时使用你的位置吗？", .weak("C (iOS 13–14)")),
                keep: SystemString("保持仅使用期间", .unverified("no Chinese source for the upgrade alert's buttons; permflow's wording")),
                change: SystemString("更改为始终允许", .unverified("no Chinese source for the upgrade alert's buttons; permflow's wording"))),
            "media-library": eras.okThrough17(title: "“%@”想要访问Apple Music、你的音乐与视频的相关活动以及你的媒体资料库", titleThrough14()),
            "microphone": eras.allowSince17(title: "“%@”想访问你的麦克风", titleThrough14()),
            "motion": eras.allowOn26(title: "“%@”想访问你的活动与体能训练记录", titleThrough14()),
            "notifications": AlertText.denyOrAllow(
                title: SystemString("“%@”想给你发送通知", .weak("C (a later block; a Poco device test matches the older 您 form, id 15512666154)")),
                message: SystemString("通知可能包括提醒、声音和图标标记。这些可在“设置”中配置。",
                    .weak("several Chinese apps copy it with small variants (ids 13305468652, 43884825847); a QA case expects its first sentence")),
                deny: dontAllow, allow: SystemString("允许", .verified("M (26.3), C; a Poco device test (id 15512666154)"))),
            "photos": PhotosAlertWords(
                title: SystemString("“%@”想访问你的照片", titleThrough14()),
                limitAccess: SystemString("限制访问…", .weak("a team's acceptance records on an iOS 26 simulator (ids 67233486999, 67367537179)")),
                allowFullAccess: SystemString("允许完全访问", .weak("an automation candidate list only (id 70255024076)")),
                libraryCounts: LibraryCountsText(
                    sentence: SystemString("完全访问将共享{photos}和{videos}，以及它们的位置数据和说明。", libraryCounts),
                    photos: CountText(one: "{count}张照片", other: "{count}张照片", libraryCounts),
                    videos: CountText(one: "{count}个视频", other: "{count}个视频", libraryCounts)),
                selectPhotos: SystemString("选择照片…", .weak("an XCUITest candidate list (选择照片, id 58782651765); an imitation adds the …")),
                allowAllPhotos: SystemString("允许访问所有照片", .weak("an imitation (id 70112744587)"))
            ).texts(deny: dontAllow, ok: eras.ok),
            "photos-add": eras.okThrough17(title: "“%@”想要加入你的“照片”", titleThrough14()),
            "reminders": eras.allowSince17(
                title: "“%@”想访问你的提醒事项", titleThrough14(), outcome: "allow-full",
                titleSince17: .unverified("the iOS ≤ 16 title (C); no Chinese source for iOS 17's full-access wording")),
            "siri": eras.okThrough17(title: "你要通过Siri来使用“%@”吗？", titleThrough14()),
            "speech": eras.allowOn26(title: "“%@”想访问语音识别", titleThrough14()),
            "tracking": AlertText.tracking(
                title: SystemString("允许“%@”跟踪您在其他公司的App和网站上的活动吗？", .verified("C (iOS 14.5); a Poco device test matches it (id 15512666154)")),
                askNotToTrack: SystemString("要求App不跟踪", .verified("a Poco device test taps it (id 15512666154); an XCUITest (id 71143235446)")),
                allow: SystemString("允许", .verified("a Poco device test (id 15512666154); C"))),
        ],
        // Settings › Privacy in Chinese: no UI table shows its labels (research §10), so every
        // label is permflow's wording and unverified.
        settings: SettingsWords(
            heading: "设置 › 隐私与安全性", precise: "精确位置",
            trackingRequests: "允许App请求跟踪", on: "打开", off: "关闭",
            names: [
                "alarmkit": "闹钟", "bluetooth": "蓝牙", "calendar": "日历", "calendar-write": "日历（仅添加日程）",
                "camera": "相机", "contacts": "通讯录", "face-id": "面容ID", "health": "健康", "homekit": "HomeKit",
                "local-network": "本地网络", "location": "定位服务", "location-always": "定位服务",
                "media-library": "媒体与Apple Music", "microphone": "麦克风", "motion": "运动与健身",
                "notifications": "通知", "photos": "照片", "photos-add": "照片（仅添加）", "reminders": "提醒事项", "siri": "Siri",
                "speech": "语音识别", "tracking": "跟踪",
            ],
            choices: SettingsChoiceWords(
                notAskedYet: .unverified("尚未询问"),
                none: .unverified("无"),
                fullAccess: .unverified("完全访问"),
                limitedAccess: .unverified("有限访问"),
                addEventsOnly: .unverified("仅添加日程"),
                addPhotosOnly: .unverified("仅添加照片"),
                never: .unverified("永不"),
                askNextTimeOrWhenIShare: .unverified("下次询问或在我共享时"),
                askNextTime: .unverified("下次询问"),
                whileUsing: .unverified("使用App期间"),
                always: .unverified("始终"),
                selectedPhotos: .unverified("所选照片"),
                allPhotos: .unverified("所有照片"),
                readAndWrite: .unverified("读取和写入"),
                on: .unverified("打开"),
                off: .unverified("关闭"),
                deliverQuietly: .unverified("隐式推送"),
                allowOnce: .unverified("允许一次"),
                restricted: .unverified("受限")
            ).table),
        health: HealthWords(
            sheet: [
                HealthSheetText(
                    ios: .all,
                    title: SystemString("访问健康数据", titleThrough14(" (the sheet's title)")),
                    dontAllow: SystemString("不允许", healthAutoMate),
                    allow: SystemString("允许", healthAutoMate),
                    header: SystemString("“%@”想要访问并更新以下类别中的健康数据。", healthAutoMate),
                    turnOnAll: SystemString("打开所有类别", healthAutoMate),
                    turnOffAll: SystemString("关闭所有类别", healthAutoMate),
                    shareHeader: SystemString("允许“%@”写入", healthSectionHeader),
                    readHeader: SystemString("允许“%@”读取", healthSectionHeader),
                ),
            ],
            types: HealthWords.typeNames(healthAppNames, [
                "active-energy": "活动能量",
                "blood-oxygen": "血氧",
                "blood-pressure": "血压",
                "body-fat": "体脂率",
                "cycling-distance": "骑行距离",
                "date-of-birth": "出生日期",
                "dietary-energy": "膳食能量",
                "exercise-minutes": "锻炼分钟数",
                "flights-climbed": "已爬楼层",
                "heart-rate": "心率",
                "heart-rate-variability": "心率变异性",
                "height": "身高",
                "menstrual-flow": "月经流量",
                "mindful-minutes": "正念分钟数",
                "respiratory-rate": "呼吸速率",
                "resting-heart-rate": "静息心率",
                "sleep": "睡眠",
                "steps": "步数",
                "walking-running-distance": "步行 + 跑步距离",
                "water": "水",
                "weight": "体重",
                "workouts": "体能训练",
            ])),
        device: DeviceWords(contacts: ["王伟", "李娜", "张敏", "刘洋", "陈静", "杨磊"]),
        starters: StarterWords(
            copy: [
                "alarmkit": StarterCopy(feature: "设置起床闹钟", preAlertTitle: "准时起床", preAlertBody: "即使在静音模式下，闹钟也会在设定时间响起。",
                    purpose: "安排你设定的闹钟，让它们在静音模式下也能准时响起。", settingsPath: "App > 闹钟",
                    settingsTitle: "闹钟已关闭", done: "闹钟已设置"),
                "bluetooth": StarterCopy(feature: "连接体重秤", preAlertTitle: "连接你的体重秤", preAlertBody: "站上体重秤，体重就会立即显示。",
                    purpose: "使用蓝牙连接你的体重秤并读取体重。", settingsPath: "隐私与安全性 > 蓝牙",
                    settingsTitle: "蓝牙访问已关闭", done: "体重秤已连接"),
                "calendar": StarterCopy(feature: "规划本周", preAlertTitle: "一处查看本周安排", preAlertBody: "你的日程会显示在计划旁边。",
                    purpose: "读取你的日历，以便在计划旁显示日程。", settingsPath: "隐私与安全性 > 日历",
                    settingsTitle: "日历访问已关闭", done: "本周已规划"),
                "calendar-write": StarterCopy(feature: "添加到日历", preAlertTitle: "把预约加入日历", preAlertBody: "每次预约都会记到你的日历中。",
                    purpose: "把你的预约添加到日历中。", settingsPath: "隐私与安全性 > 日历",
                    settingsTitle: "日历访问已关闭", done: "已添加"),
                "camera": StarterCopy(feature: "扫描文稿", preAlertTitle: "用相机扫描", preAlertBody: "将相机对准页面即可加入文稿。",
                    purpose: "使用相机扫描你选择的页面。", settingsPath: "隐私与安全性 > 相机",
                    settingsTitle: "相机访问已关闭", done: "扫描完成"),
                "contacts": StarterCopy(feature: "邀请朋友", preAlertTitle: "从通讯录找朋友", preAlertBody: "显示你可以邀请的联系人。",
                    purpose: "读取你的通讯录，以显示可以邀请的朋友。", settingsPath: "隐私与安全性 > 通讯录",
                    settingsTitle: "通讯录访问已关闭", done: "已找到朋友"),
                "face-id": StarterCopy(feature: "用面容ID锁定", preAlertTitle: "锁定备忘录", preAlertBody: "锁定的备忘录只有你的面容才能打开。",
                    purpose: "使用面容ID打开你锁定的备忘录。", settingsPath: "面容ID与密码",
                    settingsTitle: "面容ID已关闭", done: "已锁定"),
                "health": StarterCopy(feature: "同步体能训练", preAlertTitle: "同步体能训练", preAlertBody: "健康中的体能训练也会显示在这里。",
                    purpose: "读取健康中的体能训练，以图表显示你的进度。", settingsPath: "健康 > 数据访问与设备",
                    settingsTitle: "健康访问已关闭", done: "已同步"),
                "homekit": StarterCopy(feature: "设置灯光", preAlertTitle: "控制灯光", preAlertBody: "在App中开关你的灯。",
                    purpose: "读取你的家庭数据，以控制你选择的灯。", settingsPath: "隐私与安全性 > HomeKit",
                    settingsTitle: "家庭数据访问已关闭", done: "灯光已连接"),
                "local-network": StarterCopy(feature: "查找音箱", preAlertTitle: "查找网络中的音箱", preAlertBody: "用家里的音箱播放音乐。",
                    purpose: "在你的网络中查找音箱，以便在上面播放音乐。", settingsPath: "隐私与安全性 > 本地网络",
                    settingsTitle: "本地网络访问已关闭", done: "已找到音箱"),
                "location": StarterCopy(feature: "查找附近门店", preAlertTitle: "查找最近的门店", preAlertBody: "根据你的位置，先显示最近的门店。",
                    purpose: "使用你的位置显示离你最近的门店。", settingsPath: "隐私与安全性 > 定位服务",
                    settingsTitle: "位置访问已关闭", done: "已找到门店"),
                "location-always": StarterCopy(feature: "到达提醒", preAlertTitle: "到达时提醒你", preAlertBody: "即使App已关闭，到达保存的地点时也会提醒你。",
                    purpose: "在后台使用你的位置，在你到达时提醒你。", settingsPath: "隐私与安全性 > 定位服务",
                    settingsTitle: "位置访问已关闭", done: "提醒已打开",
                    firstAsk: StarterCopy.FirstAsk(preAlertTitle: "在需要的地方提醒你", preAlertBody: "通过位置得知你何时到达保存的地点。",
                                                   purpose: "使用你的位置，在你到达保存的地点时提醒你。")),
                "media-library": StarterCopy(feature: "播放我的音乐", preAlertTitle: "听着自己的音乐锻炼", preAlertBody: "每次锻炼都能从资料库中选歌。",
                    purpose: "在你开始的锻炼中播放资料库里的歌曲。", settingsPath: "隐私与安全性 > 媒体与Apple Music",
                    settingsTitle: "Apple Music访问已关闭", done: "播放列表已就绪"),
                "microphone": StarterCopy(feature: "录制语音备忘录", preAlertTitle: "用麦克风录音", preAlertBody: "说话时会连同录音一起保存备忘录。",
                    purpose: "使用麦克风录制你开始的语音备忘录。", settingsPath: "隐私与安全性 > 麦克风",
                    settingsTitle: "麦克风访问已关闭", done: "已录制"),
                "motion": StarterCopy(feature: "计算步数", preAlertTitle: "计算你的步数", preAlertBody: "每日摘要中会显示你的步数。",
                    purpose: "读取你的运动数据，以计算每日步数。", settingsPath: "隐私与安全性 > 运动与健身",
                    settingsTitle: "运动与健身访问已关闭", done: "正在计步"),
                "notifications": StarterCopy(feature: "通知我", preAlertTitle: "准备好时通知你", preAlertBody: "订单可以取货时，我们会通知你一次。",
                    purpose: nil, settingsPath: "通知",
                    settingsTitle: "通知已关闭", done: "通知已打开"),
                "photos": StarterCopy(feature: "附加照片", preAlertTitle: "从图库添加照片", preAlertBody: "由你亲自挑选要附加的照片。",
                    purpose: "显示你的照片，以便你附加所选的照片。", settingsPath: "隐私与安全性 > 照片",
                    settingsTitle: "照片访问已关闭", done: "照片已附加"),
                "photos-add": StarterCopy(feature: "存储到照片", preAlertTitle: "把图片存到照片", preAlertBody: "编辑后的图片直接存入你的图库。",
                    purpose: "把你导出的图片存储到照片图库。", settingsPath: "隐私与安全性 > 照片",
                    settingsTitle: "存储到照片已关闭", done: "已存储"),
                "reminders": StarterCopy(feature: "提醒我", preAlertTitle: "把任务加入提醒事项", preAlertBody: "你标记的任务会加入提醒事项。",
                    purpose: "把你标记的任务添加到提醒事项。", settingsPath: "隐私与安全性 > 提醒事项",
                    settingsTitle: "提醒事项访问已关闭", done: "已设置"),
                "siri": StarterCopy(feature: "用Siri记录跑步", preAlertTitle: "用语音记录跑步", preAlertBody: "让Siri记录一次跑步，它会加入你的训练计划。",
                    purpose: "使用Siri记录你用语音要求的跑步。", settingsPath: "Siri与搜索",
                    settingsTitle: "Siri已关闭", done: "Siri已就绪"),
                "speech": StarterCopy(feature: "听写备忘录", preAlertTitle: "听写备忘录", preAlertBody: "你说的话会变成文字。",
                    purpose: "将你的语音发送给Apple，把听写的备忘录转为文字。", settingsPath: "隐私与安全性 > 语音识别",
                    settingsTitle: "语音识别已关闭", done: "听写完成"),
                "tracking": StarterCopy(feature: "个性化广告", preAlertTitle: "符合你兴趣的广告", preAlertBody: "无论你如何选择，App的所有功能都可使用。",
                    purpose: "使用你在其他App中的活动，以显示符合你兴趣的广告。", settingsPath: "隐私与安全性 > 跟踪",
                    settingsTitle: "跟踪已关闭", done: "选择已保存"),
            ],
            homeBody: "请在下方选择功能。",
            continueTitle: "继续",
            settingsTitle: "{place}访问已关闭",
            settingsBody: "你可以在设置 > {path}中打开。",
            openSettings: "打开设置",
            notNow: "以后",
            withoutLabel: "不使用并继续",
            withoutTitle: "你随时可以打开它",
            healthSharePurpose: "将你完成的每次体能训练存储到健康。")
    )
}

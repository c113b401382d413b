// The Korean locale file: every word the simulated iPhone shows in Korean, with each
// string's evidence, in the structure of a locale pack (docs/locales.md). `permflow locales
// export ko` prints it as a pack's JSON; a pack may correct or extend any of it.

// Buttons and sources that stand on many Korean alerts and sheets: one fact each, written once.

/// 허용 안 함 (Don’t Allow), on every alert that has it (the Health sheet's is its own, S17).
private let dontAllow = AlertButton("허용 안 함", "deny", .verified("S5, S6, S15, S16"))

/// 승인 (OK) as the older alerts show it.
private let okShown = Evidence.weak("S5, S6 show 승인 on iOS 8–12; none on 13–17")

/// 승인 (OK) on iOS 18 and 26.
/// The Bluetooth alert in Calabash DeviceAgent's Korean springboard-alert table (older iOS).
private let bluetoothTable = Evidence.weak("Calabash DeviceAgent's springboard-alerts-ko table, id 12672328094 (older iOS; a test helper's table, no capture)")

private let okUnseenSince18 = Evidence.unverified("no source shows the Korean label on iOS 18 or 26")

/// 허용 (Allow) on the camera and microphone alerts of iOS 17 and later.
private let allowSince17 = Evidence.verified("S16 (camera)")

/// The AlarmKit alert's buttons, which no source shows.
private let alarmKitButtons = Evidence.unverified("no source shows the AlarmKit alert's buttons; drawn as iOS 26's other two-button alerts (Don’t Allow | Allow)")

/// 전체 접근 허용 (Allow Full Access), as the photos alert shows it.
private let fullAccessAsOnPhotos = Evidence.weak("S16 shows it on the photos alert")

/// iOS 18's two-stage contacts alert.
private let contactsStages = Evidence.unverified("no Korean source for iOS 18's contacts stages")
/// A Korean XCUITest that taps iOS 18's contacts steps on a simulator (research 2026-11-27, id 56053140907).
private let contactsTest = Evidence.verified("id 56053140907 (a Korean XCUITest taps it)")
/// The same test's comment names it; no assertion matches it.
private let contactsTestComment = Evidence.weak("id 56053140907 (named in a Korean XCUITest's comment, not matched)")

/// iOS 18's contact picker and its confirmation.
private let contactPicker = Evidence.unverified("no Korean source for iOS 18's contact picker")

/// The photo picker "Limit Access…" opens (iOS 17 and later): no Korean source shows its words.
private let photoPicker = Evidence.unverified("no Korean source shows the photo picker's words")

/// The photos alert's library counts (iOS 17 and later).
private let libraryCounts = Evidence.unverified("no Korean source for the iOS 17 photos alert's counts")

/// The Health sheet's section headers.
private let healthSectionHeader = Evidence.unverified("no Korean source for the sheet's section headers")

/// The Health sheet's Turn On All and Turn Off All.
private let healthTurnAll = Evidence.weak("S17's ≤ 12 label (모든 카테고리 켜기/끄기); no Korean source for Turn On All")

/// The Health data types' names on the sheet, where no developer's code shows them.
private let healthAppNames = Evidence.unverified("no Korean source for the sheet's rows; the Health app's Korean names as permflow knows them")

/// A Health row name Korean developers' HealthKit code gives the type (`ids` names where).
private func koreanCode(_ ids: String) -> Evidence {
    .weak("Korean developers' HealthKit code labels the type so (\(ids)); no capture of the sheet")
}

extension BuiltInLocales {
    static let korean = LocalePack(
        locale: "ko",
        quotes: singleQuotes,
        vocabulary: [
            "alert-image-words": [
                "알림창", "경고창", "권한 팝업", "권한 요청 팝업", "권한 요청 창", "권한 요청 화면", "권한 창", "권한 대화상자", "시스템 팝업", "시스템 알림창",
                "시스템 창", "허용 팝업", "허용 버튼", "알럿", "얼럿",
            ],
            "alert-title-patterns": [
                "에\\s*접근하려고\\s*합니다", "허용하(겠|시겠)습니까", "보내고자\\s*합니다", "추가하려고\\s*합니다", "사용하려고\\s*합니다\\s*\\.?\\s*$",
                "['\"“”].+['\"“”]\\s*(이\\(가\\)|을\\(를\\)|에서)",
            ],
            "allow-like": [
                "허용", "확인", "동의", "켜기", "승인", "수락", "활성화", "권한 주기", "권한 허용", "allow", "ok",
            ],
            "allow-like-exact": [
                "예", "네", "응", "좋아요", "좋아", "yes",
            ],
            "annotation-patterns": [
                "[\"“”']?(허용 안 함|앱에 추적 금지 요청|허용|확인|한 번 허용|앱을 사용하는 동안 허용|전체 접근 허용)[\"“”']?\\s*(버튼)?\\s*(을|를)\\s*(꼭\\s*|반드시\\s*)?(눌러|누르|선택|탭)",
                "\\b(tap|press|choose|select|hit|click)\\s+[\"“”']?(allow|ok)\\b",
            ],
            // Urging people to allow. A plain "…하려면 … 허용해야 합니다" ("to …, access must be
            // allowed") names no alert option and urges nothing: it is how Korean states the need,
            // like "…접근해야 합니다" (issue 33), and is left to purpose-specific.
            "annotation-phrases": [
                "꼭 허용해", "허용을 꼭", "반드시 허용",
            ],
            "continue-like": [
                "계속", "다음", "진행", "continue", "next",
            ],
            "exit-button-words": [
                "나중에", "다음에", "취소", "거부", "거절", "아니요", "아니오", "뒤로", "종료", "싫어요", "건너뛰", "허용 안 함", "허용하지 않음",
                "앱에 추적 금지 요청", "skip", "cancel", "close", "later",
            ],
            // Korean offers a way out in many verb endings: the stem and its forms, not whole
            // phrases. 건너뛰 (skip) in any form; putting it off (나중에/다음에 + a verb in
            // -어도/-해도 돼요, -시겠어요, -ㄹ게요, -기); "need not" (-지 않아도 돼요); "if you do
            // not want to" (원하지 않으면).
            "exit-patterns": [
                "건너뛰", "(나중에|다음에)\\s*([^\\s.?!]+\\s+){0,2}[^\\s.?!]*도\\s*(돼|되|괜찮)",
                "(나중에|다음에)\\s*([^\\s.?!]+\\s+){0,2}[^\\s.?!]*(시겠어요|시겠습니까|할게요|할래요|드릴게요|하기)", "않아도\\s*(돼|됩니다|괜찮)",
                "원하지\\s*않(으면|는다면)",
            ],
            "exit-words": [
                "나중에 하기", "나중에 할게요", "나중에 할래요", "다음에 하기", "다음에 할게요", "지금은 안 함", "지금은 괜찮아요", "건너뛰기", "닫기", "괜찮아요",
                "괜찮습니다", "안 할래요", "not now", "no thanks",
            ],
            "full-stops": [
                ".",
            ],
            "generic-button-labels": [
                "확인", "계속", "OK",
            ],
            // How the app is paid for offers nothing for granting (issue 33): 무료로 유지돼요,
            // 모여는 무료예요, 광고 덕분에 … 무료. Offers on condition of granting (허용하면 … 무료)
            // are `incentive-patterns` entries and are never masked.
            "incentive-exception-patterns": [
                "(무료|공짜)로\\s*(유지|운영)", "(무료|공짜)(예요|에요|이에요|입니다|이며|이고|랍니다|인 앱|인 서비스)",
                "(광고|후원|구독|스폰서)\\s*(덕분에|덕에|수익으로|로|으로|를 통해|가|이)\\s+([^\\s.!?]+\\s+){0,3}[^\\s.!?]*(무료|공짜)",
            ],
            "incentive-exceptions": [
                "무료로 유지", "무료로 계속", "핵심 포인트", "-free",
            ],
            // 무료 in its shape, as English "free" (issue 33): given to the person (무료로 드려요,
            // 무료 이용권을 드립니다, 무료로 받으세요) or for granting (허용하면 한 달 무료); 무료 said
            // of the app (모여는 무료예요, 광고 덕분에 무료) is how it is paid for.
            "incentive-patterns": [
                "\\d+\\s*%\\s*할인",
                "(무료|공짜)\\s*(로|으로)?\\s*(이용권|체험권|쿠폰)?\\s*(을|를)?\\s*(드려|드립|드릴|드리|증정|받으|받을|받아|받기|받고)",
                "((허용|동의|활성화|공유)\\s*(하|해\\s*주)?시?면|켜\\s*주?시?면|(허용|동의)\\s*시\\s)[^.!?\\n]{0,40}(무료|공짜|보상|포인트|쿠폰|할인|혜택|적립)",
            ],
            "incentive-words": [
                "보상", "리워드", "쿠폰", "할인", "포인트", "적립", "선물", "혜택", "캐시백", "경품", "상품권", "증정", "코인", "보너스",
                "reward", "coupon", "bonus",
            ],
            // "접근하려고 합니다" is the system title's own "would like to access", not a reason.
            // "이렇게 하면" ("this lets you", "if you do this") introduces what the permission does,
            // not a reason, though it holds the marker 하면.
            "non-reason-phrases": [
                "려고 합니다", "려고 해요", "려고 함", "이렇게 하면",
            ],
            // Matched only when attached to the word before (사용됩니다, 저장되며): "도움이 됩니다",
            // "안 됩니다" and "-게 됩니다" are written apart and are no passives. Predicate and
            // connective forms only: a participle before a noun (지원되는 카드 리더, 내장된 기능,
            // 예정된 회의) or a condition (완료되면) describes, it does not hide who acts. -어지다 and
            // the -이/히/리/기 passives are not listed: too many active words share their shapes
            // (좋아집니다, 보입니다).
            "passive-endings": [
                "됩니다", "되며", "되어", "돼요", "돼서", "되고", "되지", "되기", "되도록", "되었", "됐",
            ],
            "passive-exceptions": [
                "안되", "안돼", "안된", "안될", "잘되", "잘돼", "잘된", "잘될", "못되", "못된", "잘못되", "잘못된", "잘못돼", "오래되", "오래된", "관련되",
                "관련된", "연결되", "연결된", "연결돼", "도움되", "도움된", "도움돼",
            ],
            // Passives that are not a 되다 ending: 쓰이다 (is used). "…이 필요합니다" (X is needed) is
            // not listed: 필요하다 is an adjective, and with a specific use ("…하려면 카메라 접근
            // 권한이 필요합니다.") it is the common Korean purpose string, which a reviewer accepts;
            // the HIG's vague example with it ("더 나은 사용을 위해 …") is purpose-specific's.
            "passive-phrases": [
                "쓰입니다", "쓰이며", "쓰여요", "쓰이고",
            ],
            "placeholder-words": [
                "앱 이름", "앱이름", "○○", "OOO",
            ],
            // An experience or a service as the purpose (최상의 위치 경험을 위해, 자가진단 서비스를 위해)
            // names no use, and "친구 찾기 등의 기능" (features such as …) trails off.
            // "사용해 ", "이용해 ", "활용해 " are 사용하여's spoken forms ("X를 사용해 Y합니다": uses X to Y),
            // and "…하는 데 " is "for …ing" (…는 데만: "only for …ing"); written with the space that
            // follows, so 사용해요 (uses) and 데이터 (data) are not markers. "경우에" (in the case
            // that …) gives a condition, as "when" does in English.
            "reason-markers": [
                "위해", "위한", "때", "려고", "려면", "도록", "하면", "으면", "있으면", "때문", "하여", "해서", "고자", "동안", "사용해 ", "이용해 ",
                "활용해 ", "는 데 ", "는 데만 ", "경우에",
            ],
            // "사용하", "사용합" and not "사용": 사용자 (user) is no request.
            "request-words": [
                "접근", "권한", "사용하", "사용합", "사용해", "필요", "허용",
            ],
            // Saving photos to the library, said as all the add-only photo key does: "라이브러리에
            // 사진을 저장하게 됩니다." (Not with a purpose of its own: 공유 이미지를 …에 저장하기 위해.)
            // So is the alert's own "would like to" (…저장하려고 합니다) and "makes it possible to"
            // (…저장할 수 있도록 합니다) with no object of its own (issue 33, tune33).
            // Also a reason that is only the resource's own function, as the whole reason at the
            // start (issue 33; HELDOUT.md's "needs camera access to take photos"): 사진을 찍기 위해,
            // 사진 촬영을 위해, 음성을 녹음하기 위해, 현재 위치를 확인하기 위해 … 권한이 필요합니다.
            "restatement-patterns": [
                "^\\s*(사진|동영상|비디오|영상)((과|와|이나|나|및|또는) ?(사진|동영상|비디오|영상))?\\s*(을|를)?\\s*(촬영|찍)(하기|기)?\\s*(을|를)?\\s*위(해|한)",
                "^\\s*(음성|소리|오디오)\\s*(을|를)?\\s*녹음(하기)?\\s*(을|를)?\\s*위(해|한)",
                "^\\s*(사용자의\\s*|현재\\s*)?위치(를|정보를)?\\s*(확인|파악|가져오|얻)(하기|기)?\\s*(을|를)?\\s*위(해|한)",
                "(라이브러리|보관함|앨범|카메라 ?롤|갤러리|기기)에 (사진|동영상|이미지|비디오)( ?(과|와|이나|나|및|또는) ?(사진|동영상|이미지|비디오))?[을를] 저장(하게 됩니다|합니다|해요|할 수 있습니다|할 수 있게 됩니다|하려고 합니다|할 수 있도록 합니다|할 수 있게 합니다)\\s*([.!]|$)",
                "(사진|동영상|이미지|비디오)( ?(과|와|이나|나|및|또는) ?(사진|동영상|이미지|비디오))?[을를] (사진 )?(라이브러리|보관함|앨범|카메라 ?롤|갤러리|기기)에 저장(하게 됩니다|합니다|해요|할 수 있습니다|할 수 있게 됩니다|하려고 합니다|할 수 있도록 합니다|할 수 있게 합니다)\\s*([.!]|$)",
                // Saving with no object of its own and no place either, as the whole sentence: the
                // photo words open it (after a subject, or "이렇게 하면", "this lets you"), so a
                // modifier that names the object (공유 이미지를 …) keeps it from matching.
                "(^\\s*|^\\s*[^\\s.!?]+(이|가|은|는)\\s+|이렇게 하면\\s+)(사진|동영상|이미지|비디오)( ?(과|와|이나|나|및|또는) ?(사진|동영상|이미지|비디오))?[을를] 저장(하게 됩니다|합니다|해요|할 수 있습니다|할 수 있게 됩니다|할 수 있게 합니다|하려고 합니다|할 수 있도록 합니다)\\s*([.!]|$)",
                // The microphone's, speech recognition's and the local network's own function as
                // the whole reason at the start, like 사진을 찍기 위해 (HELDOUT.md: 음성 입력을 위해,
                // 로컬 네트워크 기능을 사용하기 위해).
                "^\\s*(음성\\s*(인식|입력)|받아쓰기|음성을\\s*텍스트로\\s*변환(하기)?|(말|음성)을\\s*(인식|받아쓰)(하기|기))\\s*(을|를)?\\s*위(해|한)",
                "^\\s*로컬\\s*네트워크(\\s*기능)?\\s*(을|를)?\\s*(사용|이용)(하기)?\\s*(을|를)?\\s*위(해|한)",
            ],
            "sentence-ends": [
                ".", "!", "?",
            ],
            // purpose-brief: a Korean sentence ends in a verb ending; a purpose string that ends
            // in a noun ("카메라 사용 허용") is a fragment. An imperative ending (…하세요.) is a
            // verb ending too: a complete sentence (issue 33), judged on what it says by
            // purpose-specific and no-alert-annotation.
            "sentence-final-endings": [
                "다", "요", "까", "죠", "네", "시오",
            ],
            // A request to grant steers when it names what granting gets, before it in the sentence
            // (…하려면/…위해 … 허용하세요; HELDOUT.md: 허용해 주세요 alone restates the request,
            // purpose-specific's, and with a benefit of granting it steers).
            // A question that asks to grant (…위해 … 허용하시겠습니까?) asks the same way, and so does
            // a request to allow what the app does (…추적할 수 있도록 허용해 주세요) (issue 33, tune33).
            "steering-imperative-patterns": [
                "[^\\s.!?]*(려면|위해|위한|하면|으면|도록|려고)[^.!?\\n]*(접근|액세스|권한|face id|touch id|위치|카메라|마이크|알림|추적|블루투스|bluetooth)\\s*(을|를)?\\s*((할|하게)\\s*수\\s*있도록\\s*|하도록\\s*)?(활성화|허용|사용)\\s*(하세요|해 ?주세요|하십시오|해 ?주십시오|하시겠습니까|하시겠어요|해 ?주시겠습니까|해 ?주시겠어요)",
                "[^\\s.!?]*(려면|위해|위한|하면|으면|도록|려고)[^.!?\\n]*(face id|touch id|위치|카메라|마이크|알림|추적|블루투스|bluetooth)\\s*(을|를)?\\s*켜\\s*(세요|주세요|주십시오|십시오)",
            ],
            "suggested-button-titles": [
                "계속", "다음",
            ],
            "system-button-labels": [
                "허용 안 함", "허용", "한 번 허용", "앱을 사용하는 동안 허용", "앱에 추적 금지 요청", "전체 접근 허용", "확인", "항상 허용",
            ],
            // Unverified: no public source confirmed Core Location's Korean titles; these are the
            // translations Apple's Korean UI uses for the same words (현재 위치 = Current Location,
            // 보내기 = Send, 공유 = Share, 나의 = My). Correct them here when confirmed.
            "system-titles": [
                "현재 위치", "현재 위치 보내기", "나의 현재 위치 보내기", "현재 위치 공유", "나의 현재 위치 공유",
            ],
            "vague-phrases": [
                "더 나은 사용을 위해", "더 나은 사용", "더 나은 경험", "더 나은 서비스", "원활한 사용", "원활한 이용", "원활한 서비스", "앱 기능", "일부 기능",
                "특정 기능", "정상적인 작동", "정상적으로 작동", "서비스 이용을 위해", "서비스 제공을 위해", "앱 사용을 위해", "최적의 경험", "편리한 사용", "편리한 이용", "광고 경험",
                "다른 기능", "앱의 기능을 즐길", "경험을 위해", "경험을 위한", "서비스를 위해", "등의 기능",
            ],
        ],
        alerts: [
            "alarmkit": AlertText.denyOrAllow(IOSRange(from: 26),
                title: SystemString("‘%@’이(가) 알람을 예약하려고 합니다",
                    .unverified("no Korean source; permflow's wording after the English title, in the camera alert's pattern")),
                deny: AlertButton("허용 안 함", "deny", alarmKitButtons), allow: SystemString("허용", alarmKitButtons)),
            "bluetooth": AlertText.okThrough17(
                // Calabash DeviceAgent's Korean alert table opens both Bluetooth titles with ’ (U+2019) where
                // every other title has ‘ (U+2018): a quirk no one types by hand, so kept as the table has it.
                title: "’%@’에서 Bluetooth를 사용하려고 합니다", bluetoothTable,
                deny: dontAllow, ok: AlertButton("확인", "allow", bluetoothTable), since18: okUnseenSince18),
            "calendar": AlertText.fullAccessSince17(
                title: SystemString("‘%@’이(가) 사용자의 캘린더에 접근하려고 합니다", .unverified("the iOS ≤ 16 title; no Korean source for iOS 17's full-access wording")),
                fullAccess: AlertButton("전체 접근 허용", "allow-full", fullAccessAsOnPhotos),
                title16: SystemString("‘%@’이(가) 사용자의 캘린더에 접근하려고 합니다", .verified("S5, S6")),
                deny: dontAllow, ok: AlertButton("승인", "allow-full", okShown)),
            "calendar-write": AlertText.denyOrAllow(
                title: SystemString("‘%@’이(가) 사용자의 캘린더에 이벤트를 추가하려고 합니다", .unverified("no source")),
                deny: dontAllow, allow: SystemString("허용", .unverified("no source"))),
            "camera": AlertText.byIOS(
                title: "‘%@’이(가) 카메라에 접근하려고 합니다", .verified("S5, S6"),
                deny: dontAllow, [
                    (IOSRange(from: 17), AlertButton("허용", "allow", allowSince17)),
                    (IOSRange(through: 16), AlertButton("승인", "allow", okShown)),
                ]),
            "contacts": ContactsAlertWords(
                title: SystemString("‘%@’이(가) 사용자의 연락처에 접근하려고 합니다.", .verified("S15 (recent, with the period)")),
                next: SystemString("계속", contactsTest),
                // The second stage is a sheet from another process (ContactsUI), not an alert.
                selectContacts: SystemString("연락처 선택", contactsTest),
                allowFullAccess: SystemString("{count}개의 연락처 모두 공유", .verified("id 56053140907 (a Korean XCUITest taps the label containing 모두 공유; its comment gives 9개의 연락처 모두 공유)")),
                followUpTitle: SystemString("연락처를 어떻게 공유하겠습니까?", contactsTestComment),
                picker: LimitedPickerText(
                    title: SystemString("연락처 선택", contactPicker),
                    cancel: SystemString("취소", contactPicker),
                    done: SystemString("계속", contactsTest),
                    selected: SystemString("{count}개 선택됨", contactPicker),
                    confirmTitle: SystemString("{count}개의 연락처에 대한 접근을 허용하겠습니까?", contactsTestComment),
                    noneChosen: SystemString("선택한 연락처 없음", contactPicker),
                    confirm: SystemString("선택한 연락처에 접근 허용", contactsTest),
                    back: SystemString("지금 안 함", contactsTestComment),
                    count: CountText(one: "연락처 {count}개", other: "연락처 {count}개", contactPicker)),
                title17: SystemString("‘%@’이(가) 사용자의 연락처에 접근하려고 합니다", .verified("S5"))
            ).texts(deny: dontAllow, ok: AlertButton("승인", "allow-full", okShown)),
            "face-id": AlertText.okThrough17(
                title: "‘%@’ 앱이 Face ID를 사용하도록 허용하겠습니까?", .unverified("no Korean source for the Face ID alert"),
                deny: dontAllow, ok: AlertButton("승인", "allow", .unverified("no Korean source for the Face ID alert")), since18: okUnseenSince18),
            "health": AlertText.denyOrAllow(
                title: SystemString("건강 접근", .verified("S17 (the sheet's title, iOS ≤ 12)")),
                deny: AlertButton("허용 안 함", "deny", .verified("S17")), allow: SystemString("허용", .verified("S17"))),
            "homekit": AlertText.okThrough17(
                title: "‘%@’이(가) 사용자의 홈 데이터에 접근하려고 합니다", .verified("S5"),
                deny: dontAllow, ok: AlertButton("승인", "allow", okShown), since18: okUnseenSince18),
            "local-network": AlertText.okThrough17(
                title: "‘%@’이(가) 로컬 네트워크에서 기기를 찾고 연결하려고 합니다.", .unverified("no iOS source; macOS 15 asks ‘X’이(가) 로컬 네트워크에서 기기를 찾고 연결하도록 허용하겠습니까?"),
                deny: dontAllow, ok: AlertButton("승인", "allow", .unverified("no Korean source for this alert")), since18: okUnseenSince18),
            "location": LocationAlertWords(
                title: SystemString("‘%@’ 앱이 사용자의 위치를 사용하도록 허용하겠습니까?", .verified("S15 (real device); ids 37224562823, 67625896223")),
                allowOnce: SystemString("한 번 허용", .verified("S2, S15, S16")),
                whileUsing: SystemString("앱을 사용하는 동안 허용", .verified("S2, S15, S16")),
                precise: PreciseLabels(label: "정확한 위치: ", on: "켬", off: "끔", evidence: .verified(
                    "a UI-test helper's tables (patrol ko.lproj, id 66096354081) and its taps (ids 10892689811, 3367456487); S2, S16")),
                title13: SystemString("‘%@’을(를) 사용하는 동안 해당 앱이 사용자의 위치에 접근하도록 허용하겠습니까?", .weak("S5, S6 show it on iOS 11–12; none on 13")),
                whileUsing13: SystemString("앱을 사용하는 동안 허용", .weak("iOS 14's label (S2, S15), in iOS 13's order (S3)")),
                allowOnce13: SystemString("한 번 허용", .weak("iOS 14's label (S2, S15), in iOS 13's order (S3)"))
            ).texts(deny: dontAllow),
            "location-always": AlertText.alwaysUpgrade(
                title: SystemString("‘%@’을(를) 사용하지 않을 때에도 해당 앱이 사용자의 위치에 접근하도록 허용하겠습니까?", .weak("S5 shows it on iOS 12; the modern title ✗")),
                keep: SystemString("사용하는 동안만 유지", .weak("developers' comments, ids 18467813590, 18320410123, 71601816226; a mock has 앱 사용 중 허용 유지")),
                change: SystemString("항상 허용으로 변경", .weak("a mock and developers' comments, ids 62679413457, 18467813590, 18320410123, 71601816226"))),
            "media-library": AlertText.okThrough17(
                title: "‘%@’이(가) Apple Music, 사용자의 음악 및 비디오 관련 활동 및 사용자의 미디어 보관함에 접근하려고 합니다.", .verified("S5"),
                deny: dontAllow, ok: AlertButton("승인", "allow", okShown), since18: okUnseenSince18),
            "microphone": AlertText.byIOS(
                title: "‘%@’이(가) 마이크에 접근하려고 합니다.", .verified("S5"),
                deny: dontAllow, [
                    (IOSRange(from: 17), AlertButton("허용", "allow", allowSince17)),
                    (IOSRange(through: 16), AlertButton("승인", "allow", okShown)),
                ]),
            "motion": AlertText.byIOS(
                title: "‘%@’이(가) 사용자의 동작 및 피트니스 활동에 접근하려고 합니다", .verified("S5"),
                deny: dontAllow, [
                    (IOSRange(through: 17), AlertButton("승인", "allow", okShown)),
                    (IOSRange(from: 18, through: 25), AlertButton("승인", "allow", okUnseenSince18)),
                    (IOSRange(from: 26), AlertButton("허용", "allow", .weak("허용 as other alerts' Allow; S14 shows Allow in English only"))),
                ]),
            "notifications": AlertText.denyOrAllow(
                title: SystemString("‘%@’에서 알림을 보내고자 합니다.", .verified("S15, S6")),
                message: SystemString("경고, 사운드 및 아이콘 배지가 알림에 포함될 수 있습니다. 설정에서 이를 구성할 수 있습니다.",
                    .weak("five Korean apps copy it verbatim (ids 67165274579, 2476081765, 12140244878); no system source")),
                deny: dontAllow, allow: SystemString("허용", .verified("S6, S15"))),
            "photos": PhotosAlertWords(
                title: SystemString("‘%@’이(가) 사용자의 사진에 접근하려고 합니다", .verified("S5, S6")),
                limitAccess: SystemString("접근 제한…", .verified("S16; id 69358441622")),
                allowFullAccess: SystemString("전체 접근 허용", .verified("S16")),
                picker: LimitedPickerText(
                    title: SystemString("사진 선택", photoPicker),
                    cancel: SystemString("취소", photoPicker),
                    done: SystemString("완료", photoPicker),
                    selected: SystemString("{count}개 선택됨", photoPicker),
                    count: CountText(one: "사진 {count}장", other: "사진 {count}장", photoPicker),
                    items: .photos),
                libraryCounts: LibraryCountsText(
                    sentence: SystemString("전체 접근을 허용하면 {photos}과 {videos}가 위치 데이터 및 캡션과 함께 공유됩니다.", libraryCounts),
                    photos: CountText(one: "사진 {count}장", other: "사진 {count}장", libraryCounts),
                    videos: CountText(one: "비디오 {count}개", other: "비디오 {count}개", libraryCounts)),
                selectPhotos: SystemString("사진 선택…", .weak("S2 shows 사진 선택 without …; the … from English and an imitation, id 55679015546")),
                allowAllPhotos: SystemString("모든 사진에 대한 접근 허용", .verified("S2"))
            ).texts(deny: dontAllow, ok: AlertButton("승인", "allow-full", okShown)),
            "photos-add": AlertText.okThrough17(
                title: "‘%@’이(가) 사용자의 사진에 추가하려고 합니다", .verified("S5"),
                deny: dontAllow, ok: AlertButton("승인", "allow", okShown), since18: okUnseenSince18),
            "reminders": AlertText.fullAccessSince17(
                title: SystemString("‘%@’이(가) 사용자의 미리 알림에 접근하려고 합니다", .unverified("the iOS ≤ 16 title; no Korean source for iOS 17's full-access wording")),
                fullAccess: AlertButton("전체 접근 허용", "allow-full", fullAccessAsOnPhotos),
                title16: SystemString("‘%@’이(가) 사용자의 미리 알림에 접근하려고 합니다", .verified("S5, S6")),
                deny: dontAllow, ok: AlertButton("승인", "allow-full", okShown)),
            "siri": AlertText.okThrough17(
                title: "Siri를 ‘%@’에 사용하겠습니까?", .verified("S5 (SiriAlert, iOS 10)"),
                deny: dontAllow, ok: AlertButton("승인", "allow", okShown), since18: okUnseenSince18),
            "speech": AlertText.okThrough17(
                title: "‘%@’이(가) 음성 인식에 접근하려고 합니다", .verified("S5"),
                deny: dontAllow, ok: AlertButton("승인", "allow", okShown), since18: okUnseenSince18),
            "tracking": AlertText.tracking(
                title: SystemString("‘%@’이(가) 다른 회사의 앱 및 웹 사이트에 걸친 사용자의 활동을 추적하도록 허용하겠습니까?",
                    .weak("Appium locator id 9824685240; id 58583035406 has 웹사이트 (which iOS has which ✗)")),
                askNotToTrack: SystemString("앱에 추적 금지 요청",
                    .verified("XCUITest tap, id 58655774016; Apple's Korean support page HT212025 (id 6926101528); an iPadOS 26 capture, id 60771048581")),
                allow: SystemString("허용", .verified("S5, S15, S16, S2"))),
        ],
        settings: SettingsWords(
            heading: "설정 › 개인정보 보호", precise: "정확한 위치",
            // Unverified: no source in the research shows the Korean switch's label.
            trackingRequests: "앱이 추적을 요청하도록 허용",
            // Unverified: no Korean source shows the EU wording of iOS 27.2 (a translation of Apple's English).
            trackingRequestsEU: "앱이 회사 간에 사용자의 활동을 연결하도록 요청하는 것을 허용", on: "켬", off: "끔",
            names: [
                "alarmkit": "알람", "bluetooth": "Bluetooth", "calendar": "캘린더", "calendar-write": "캘린더 (이벤트 추가만)",
                "camera": "카메라", "contacts": "연락처", "face-id": "Face ID", "health": "건강", "homekit": "HomeKit",
                "local-network": "로컬 네트워크", "location": "위치 서비스", "location-always": "위치 서비스",
                "media-library": "미디어 및 Apple Music", "microphone": "마이크", "motion": "동작 및 피트니스",
                "notifications": "알림", "photos": "사진", "photos-add": "사진 (추가만)", "reminders": "미리 알림", "siri": "Siri",
                "speech": "음성 인식", "tracking": "추적",
            ],
            choices: SettingsChoiceWords(
                notAskedYet: .unverified("아직 묻지 않음"),
                none: .unverified("없음"),
                fullAccess: .unverified("전체 접근"),
                limitedAccess: .unverified("제한된 접근"),
                addEventsOnly: .unverified("이벤트 추가만"),
                addPhotosOnly: .unverified("사진 추가만"),
                never: .verified("안 함"),
                askNextTimeOrWhenIShare: .verified("다음번에 묻기 또는 내가 공유할 때"),
                askNextTime: .unverified("다음번에 묻기"),
                whileUsing: .verified("앱을 사용하는 동안"),
                always: .verified("항상"),
                selectedPhotos: .unverified("선택된 사진"),
                allPhotos: .unverified("모든 사진"),
                readAndWrite: .unverified("읽기 및 쓰기"),
                on: .unverified("켬"),
                off: .unverified("끔"),
                deliverQuietly: .unverified("조용히 전달"),
                allowOnce: .verified("한 번 허용"),
                restricted: .unverified("제한됨"),
                neverOnPhotos: .unverified("안 함")
            ).table),
        health: HealthWords(
            sheet: [
                HealthSheetText(
                    ios: .all,
                    title: SystemString("건강 접근", .verified("S17 (the sheet's title, iOS ≤ 12)")),
                    dontAllow: SystemString("허용 안 함", .verified("S17")),
                    allow: SystemString("허용", .verified("S17")),
                    header: SystemString("‘%@’에서 아래 카테고리에 해당하는 사용자의 건강 데이터에 접근하여 업데이트하려고 합니다.", .weak("S17 shows it on iOS 10–12; no newer Korean source")),
                    turnOnAll: SystemString("모든 카테고리 켜기", healthTurnAll),
                    turnOffAll: SystemString("모든 카테고리 끄기", healthTurnAll),
                    shareHeader: SystemString("‘%@’이(가) 쓰도록 허용", healthSectionHeader),
                    readHeader: SystemString("‘%@’이(가) 읽도록 허용", healthSectionHeader),
                ),
            ],
            types: HealthWords.typeNames(healthAppNames, [
                "active-energy": "활동 에너지",
                "blood-oxygen": "혈중 산소",
                "blood-pressure": "혈압",
                "body-fat": "체지방률",
                "cycling-distance": "사이클링 거리",
                "date-of-birth": "생년월일",
                "dietary-energy": "식이 에너지",
                "exercise-minutes": "운동하기 시간",
                "flights-climbed": "오른 층계",
                "heart-rate": "심박수",
                "heart-rate-variability": "심박 변이",
                "height": "신장",
                "menstrual-flow": "월경 흐름",
                "mindful-minutes": "마음챙김 시간",
                "respiratory-rate": "호흡수",
                "resting-heart-rate": "휴식기 심박수",
                "sleep": "수면",
                "steps": "걸음",
                "walking-running-distance": "걷기 + 달리기 거리",
                "water": "물",
                "weight": "체중",
                "workouts": "운동",
            ], sourced: [
                "active-energy": koreanCode("ids 28353544461, 38219565127"),
                "blood-oxygen": koreanCode("id 47182001710"),
                "exercise-minutes": koreanCode("ids 38219565127, 37818774537"),
                "flights-climbed": koreanCode("id 28353544461"),
                "heart-rate": koreanCode("ids 28353544461, 47182001710"),
                "heart-rate-variability": koreanCode("id 28353544461"),
                "resting-heart-rate": koreanCode("id 28353544461"),
                "sleep": koreanCode("id 28353544461"),
                "steps": koreanCode("id 28353544461; ids 38033311034, 37818774537 write 걸음 수"),
                "walking-running-distance": koreanCode("ids 28353544461, 38219565127, 70103680077"),
            ]),
            recentWindow: SystemString("최근 30일의 데이터만", .unverified("no Korean capture of iOS 27's Health sheet"))),
        trackingSheet: TrackingSheetText(
            title: SystemString("‘%@’ 앱이 다른 회사의 앱 및 웹 사이트 간에 사용자의 활동을 연결하도록 허용하겠습니까?",
                                .unverified("no Korean capture of iOS 27.2's EU sheet; worded after the classic alert")),
            allow: SystemString("허용", .unverified("no Korean capture of the EU sheet; the classic alert's 허용")),
            deny: SystemString("거부", .unverified("no Korean capture of the EU sheet")),
            additionalInformation: SystemString("추가 정보", .unverified("no Korean capture of the EU sheet"))),
        device: DeviceWords(contacts: ["김민준", "이서연", "박지호", "최수아", "정도윤", "강하은"],
                            photos: ["분홍 꽃", "폭포", "해 질 녘 호수", "노란 꽃", "바위 해안", "빨간 튤립"]),
        starters: StarterWords(
            copy: [
                "alarmkit": StarterCopy(
                    feature: "기상 알람 설정",
                    preAlertTitle: "제시간에 일어나기",
                    preAlertBody: "무음 모드에서도 설정한 시간에 알람이 울립니다.",
                    purpose: "설정한 알람이 무음 모드에서도 제시간에 울리도록 알람을 예약합니다.",
                    settingsPath: "앱 > 알람",
                    settingsTitle: "알람이 꺼져 있습니다",
                    done: "알람 설정 완료"
                ),
                "bluetooth": StarterCopy(
                    feature: "체중계 연결",
                    preAlertTitle: "체중계 연결하기",
                    preAlertBody: "체중계에 올라서면 바로 체중을 보여 줍니다.",
                    purpose: "체중계에 연결해 체중을 읽기 위해 Bluetooth를 사용합니다.",
                    settingsPath: "개인정보 보호 및 보안 > Bluetooth",
                    settingsTitle: "Bluetooth 접근이 꺼져 있습니다",
                    done: "연결 완료"
                ),
                "calendar": StarterCopy(
                    feature: "이번 주 계획",
                    preAlertTitle: "한 곳에서 일정 보기",
                    preAlertBody: "계획 옆에 일정을 함께 보여 줍니다.",
                    purpose: "계획 옆에 일정을 보여 주기 위해 캘린더를 읽습니다.",
                    settingsPath: "개인정보 보호 및 보안 > 캘린더",
                    settingsTitle: "캘린더 접근이 꺼져 있습니다",
                    done: "계획 완료"
                ),
                "calendar-write": StarterCopy(
                    feature: "캘린더에 추가",
                    preAlertTitle: "예약을 캘린더에 추가",
                    preAlertBody: "예약할 때마다 캘린더에 표시합니다.",
                    purpose: "예약한 일정을 캘린더에 추가하기 위해 사용합니다.",
                    settingsPath: "개인정보 보호 및 보안 > 캘린더",
                    settingsTitle: "캘린더 접근이 꺼져 있습니다",
                    done: "추가 완료"
                ),
                "camera": StarterCopy(
                    feature: "문서 스캔",
                    preAlertTitle: "카메라로 스캔하기",
                    preAlertBody: "페이지에 카메라를 대면 문서에 추가합니다.",
                    purpose: "선택한 페이지를 스캔하기 위해 카메라를 사용합니다.",
                    settingsPath: "개인정보 보호 및 보안 > 카메라",
                    settingsTitle: "카메라 접근이 꺼져 있습니다",
                    done: "스캔 완료"
                ),
                "contacts": StarterCopy(
                    feature: "친구 초대",
                    preAlertTitle: "연락처에서 친구 찾기",
                    preAlertBody: "초대할 수 있는 연락처를 보여 줍니다.",
                    purpose: "초대할 수 있는 친구를 보여 주기 위해 연락처를 읽습니다.",
                    settingsPath: "개인정보 보호 및 보안 > 연락처",
                    settingsTitle: "연락처 접근이 꺼져 있습니다",
                    done: "친구 찾기 완료"
                ),
                "face-id": StarterCopy(
                    feature: "Face ID로 잠그기",
                    preAlertTitle: "메모 잠그기",
                    preAlertBody: "잠근 메모는 내 얼굴로만 열 수 있습니다.",
                    purpose: "잠근 메모를 열기 위해 Face ID를 사용합니다.",
                    settingsPath: "Face ID 및 암호",
                    settingsTitle: "Face ID 사용이 꺼져 있습니다",
                    done: "잠금 완료"
                ),
                "health": StarterCopy(
                    feature: "운동 동기화",
                    preAlertTitle: "운동 기록 동기화",
                    preAlertBody: "운동 기록을 건강 앱과 여기에 함께 보여 줍니다.",
                    purpose: "진행 상황을 차트로 보여 주기 위해 건강 앱의 운동 기록을 읽습니다.",
                    settingsPath: "건강 > 데이터 접근 및 기기",
                    settingsTitle: "건강 데이터 접근이 꺼져 있습니다",
                    done: "동기화 완료"
                ),
                "homekit": StarterCopy(
                    feature: "조명 설정",
                    preAlertTitle: "조명 제어하기",
                    preAlertBody: "앱에서 조명을 켜고 끌 수 있습니다.",
                    purpose: "선택한 조명을 제어하기 위해 홈 데이터를 읽습니다.",
                    settingsPath: "개인정보 보호 및 보안 > HomeKit",
                    settingsTitle: "홈 데이터 접근이 꺼져 있습니다",
                    done: "조명 연결 완료"
                ),
                "local-network": StarterCopy(
                    feature: "스피커 찾기",
                    preAlertTitle: "네트워크의 스피커 찾기",
                    preAlertBody: "집에 있는 스피커로 음악을 재생합니다.",
                    purpose: "음악을 재생할 스피커를 찾기 위해 네트워크를 검색합니다.",
                    settingsPath: "개인정보 보호 및 보안 > 로컬 네트워크",
                    settingsTitle: "로컬 네트워크 접근이 꺼져 있습니다",
                    done: "스피커 찾기 완료"
                ),
                "location": StarterCopy(
                    feature: "주변 매장 찾기",
                    preAlertTitle: "가까운 매장 찾기",
                    preAlertBody: "위치를 사용해 가장 가까운 매장부터 보여 줍니다.",
                    purpose: "가장 가까운 매장을 보여 주기 위해 위치를 사용합니다.",
                    settingsPath: "개인정보 보호 및 보안 > 위치 서비스",
                    settingsTitle: "위치 접근이 꺼져 있습니다",
                    done: "매장 찾기 완료"
                ),
                "location-always": StarterCopy(
                    feature: "도착 알림",
                    preAlertTitle: "도착하면 알려 드려요",
                    preAlertBody: "앱을 닫아 두어도 장소에 도착하면 알려 줍니다.",
                    purpose: "도착했을 때 알려 주기 위해 백그라운드에서 위치를 사용합니다.",
                    settingsPath: "개인정보 보호 및 보안 > 위치 서비스",
                    settingsTitle: "위치 접근이 꺼져 있습니다",
                    done: "알림 켬",
                    firstAsk: StarterCopy.FirstAsk(
                        preAlertTitle: "필요한 곳에서 알려 드려요",
                        preAlertBody: "저장한 장소에 도착하면 위치로 알아차리고 알려 드립니다.",
                        purpose: "저장한 장소에 도착하면 알려 드리기 위해 위치를 사용합니다."
                    )
                ),
                "media-library": StarterCopy(
                    feature: "내 음악 재생",
                    preAlertTitle: "내 음악으로 운동하기",
                    preAlertBody: "운동마다 보관함에서 노래를 고를 수 있습니다.",
                    purpose: "시작한 운동 중에 보관함의 노래를 재생하기 위해 사용합니다.",
                    settingsPath: "개인정보 보호 및 보안 > 미디어 및 Apple Music",
                    settingsTitle: "Apple Music 접근이 꺼져 있습니다",
                    done: "재생 목록 준비"
                ),
                "microphone": StarterCopy(
                    feature: "음성 메모 녹음",
                    preAlertTitle: "마이크로 녹음하기",
                    preAlertBody: "말하면 녹음과 함께 메모를 저장합니다.",
                    purpose: "시작한 음성 메모를 녹음하기 위해 마이크를 사용합니다.",
                    settingsPath: "개인정보 보호 및 보안 > 마이크",
                    settingsTitle: "마이크 접근이 꺼져 있습니다",
                    done: "녹음 완료"
                ),
                "motion": StarterCopy(
                    feature: "걸음 수 세기",
                    preAlertTitle: "걸음 수 세기",
                    preAlertBody: "하루 요약에 걸음 수를 보여 줍니다.",
                    purpose: "하루 걸음 수를 세기 위해 동작 데이터를 읽습니다.",
                    settingsPath: "개인정보 보호 및 보안 > 동작 및 피트니스",
                    settingsTitle: "동작 및 피트니스 접근이 꺼져 있습니다",
                    done: "걸음 수 세는 중"
                ),
                "notifications": StarterCopy(
                    feature: "알림 받기",
                    preAlertTitle: "주문이 준비되면 알려 드려요",
                    preAlertBody: "주문을 찾아갈 수 있을 때 알림을 한 번 보냅니다.",
                    purpose: nil,
                    settingsPath: "알림",
                    settingsTitle: "알림이 꺼져 있습니다",
                    done: "알림 켬"
                ),
                "photos": StarterCopy(
                    feature: "사진 첨부",
                    preAlertTitle: "보관함에서 사진 추가",
                    preAlertBody: "첨부할 사진을 직접 고를 수 있습니다.",
                    purpose: "고른 사진을 첨부할 수 있도록 사진 보관함을 보여 줍니다.",
                    settingsPath: "개인정보 보호 및 보안 > 사진",
                    settingsTitle: "사진 접근이 꺼져 있습니다",
                    done: "사진 첨부 완료"
                ),
                "photos-add": StarterCopy(
                    feature: "사진에 저장",
                    preAlertTitle: "사진 앱에 이미지 저장",
                    preAlertBody: "편집한 이미지를 사진 보관함에 바로 넣습니다.",
                    purpose: "내보낸 이미지를 사진 보관함에 저장하기 위해 사용합니다.",
                    settingsPath: "개인정보 보호 및 보안 > 사진",
                    settingsTitle: "사진 저장이 꺼져 있습니다",
                    done: "저장 완료"
                ),
                "reminders": StarterCopy(
                    feature: "알림 설정",
                    preAlertTitle: "할 일을 미리 알림으로",
                    preAlertBody: "표시한 할 일을 미리 알림에 추가합니다.",
                    purpose: "표시한 할 일을 미리 알림에 추가하기 위해 사용합니다.",
                    settingsPath: "개인정보 보호 및 보안 > 미리 알림",
                    settingsTitle: "미리 알림 접근이 꺼져 있습니다",
                    done: "설정 완료"
                ),
                "siri": StarterCopy(
                    feature: "Siri로 달리기 기록",
                    preAlertTitle: "말로 달리기 기록하기",
                    preAlertBody: "Siri에게 달리기를 기록해 달라고 하면 훈련 계획에 추가됩니다.",
                    purpose: "음성으로 요청한 달리기를 기록하기 위해 Siri를 사용합니다.",
                    settingsPath: "Siri 및 검색",
                    settingsTitle: "Siri가 꺼져 있습니다",
                    done: "Siri 준비 완료"
                ),
                "speech": StarterCopy(
                    feature: "메모 받아쓰기",
                    preAlertTitle: "메모 받아쓰기",
                    preAlertBody: "말하면 글로 바꿔 줍니다.",
                    purpose: "받아쓴 메모를 글로 바꾸기 위해 음성을 Apple에 보냅니다.",
                    settingsPath: "개인정보 보호 및 보안 > 음성 인식",
                    settingsTitle: "음성 인식이 꺼져 있습니다",
                    done: "받아쓰기 완료"
                ),
                "tracking": StarterCopy(
                    feature: "맞춤 광고",
                    preAlertTitle: "관심사에 맞는 광고",
                    preAlertBody: "선택과 관계없이 앱의 모든 기능을 쓸 수 있습니다.",
                    purpose: "관심사에 맞는 광고를 보여 주기 위해 다른 앱에서의 활동을 사용합니다.",
                    settingsPath: "개인정보 보호 및 보안 > 추적",
                    settingsTitle: "추적 허용이 꺼져 있습니다",
                    done: "선택 저장"
                ),
            ],
            homeBody: "아래에서 기능을 선택하세요.",
            continueTitle: "계속",
            settingsTitle: "{place} 접근이 꺼져 있습니다",
            settingsBody: "설정 > {path}에서 켤 수 있습니다.",
            openSettings: "설정 열기",
            notNow: "나중에",
            withoutLabel: "없이 계속하기",
            withoutTitle: "나중에 언제든 켤 수 있습니다",
            healthSharePurpose: "운동을 마치면 운동 기록을 건강 앱에 저장합니다.")
    )
}

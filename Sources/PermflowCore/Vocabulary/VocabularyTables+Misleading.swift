// Word lists of the misleading-screen rules (no-*), per locale.
//
// Matching as for the pre-alert lists (see `TextMatcher`); a locale that lacks a list uses the
// English one. Lists whose name ends in "-patterns" are regular expressions applied to the
// lowercased text with ’ ‘ folded to ' (see `PatternRegex` and docs/locales.md).
//
// Lists:
// - "incentive-words": offers of something in return (no-incentive).
// - "incentive-patterns": offers with a number ("10% off"), so messages quote them whole.
// - "incentive-exceptions", "incentive-exception-patterns": text that contains an incentive word
//   without offering anything ("feel free", "hands-free", "keep Receipts free"); masked first.
// - "alert-title-patterns": a title shaped like a system alert's (no-imitation-request). The
//   catalog's own alert titles are checked too.
// - "system-button-labels": alert button labels besides the catalog's (older iOS wording,
//   locales the catalog has no alerts for).
// - "generic-button-labels": labels also common outside alerts ("OK"); they count in text art
//   but not as a copied button on their own.
// - "alert-image-words": an image described as showing the system alert (no-alert-image).
// - "alert-art-patterns": characters that draw boxes and buttons in text.
// - "annotation-phrases", "annotation-patterns": copy telling people what to choose in the
//   alert (no-alert-annotation).
// - "steering-imperative-patterns": a purpose string that tells people to grant ("Enable Face ID
//   for …", "Allow tracking to …", 마이크 접근을 활성화하세요): inside the alert, an imperative to
//   enable the resource is the answer it asks for (no-alert-annotation, purpose strings only: on
//   a pre-alert, "Turn on notifications" before a Continue button explains the request).
// - "pointing-glyphs": arrows and pointing hands aimed at the alert.

extension VocabularyTables {
    /// Word lists of the misleading rules.
    static let misleading: [String: [String: [String]]] = [
        "en": [
            "incentive-words": [
                "reward", "rewards", "rewarded", "coin", "coins", "bonus", "bonuses", "discount", "discounts",
                "% off", "percent off", "free", "for free", "freebie", "freebies", "gift", "gifts", "points",
                "prize", "prizes", "cash back", "cashback", "coupon", "coupons", "voucher", "vouchers", "perk",
                "perks", "giveaway", "extra lives", "unlock premium", "unlock rewards", "unlock exclusive",
                "unlock extra", "unlock bonus", "unlock more", "unlock features", "unlock all features", "unlock pro",
                "unlock content",
            ],
            "incentive-patterns": [#"\b\d+\s*(%|percent)\s*off\b"#],
            "incentive-exceptions": [
                "feel free", "-free", "free up", "free space", "free from", "free of ads", "toll free", "free time",
                "points of interest", "data points", "pickup points", "access points", "meeting points",
            ],
            "incentive-exception-patterns": [
                #"\b(keep|keeps|keeping|stay|stays|staying|remain|remains)\s+(\S+\s+){0,3}free\b"#,
            ],
            "alert-title-patterns": [
                #"\bwould like (full access to|to (access|use|send you|add|find|track))\b"#,
                #"^\s*allow\s+["“'«].+?["”'»]\s+to\b"#,
                #"^\s*allow\s+.+\s+to\s+(use|access|track|also use|send)\b.*\?\s*$"#,
                #"^\s*do you want to allow\b"#,
            ],
            "system-button-labels": [
                "Don't Allow", "Allow", "Allow Once", "Allow While Using App", "Ask App Not to Track",
                "Allow Full Access", "Limit Access…", "Keep Only While Using", "Change to Always Allow",
                "Only While Using the App", "Always Allow", "OK",
            ],
            "generic-button-labels": ["OK", "Continue"],
            "alert-image-words": [
                "the alert", "system alert", "permission alert", "alert dialog", "alert box", "alert screenshot",
                "image of the alert", "screenshot of the alert", "permission dialog", "permission prompt",
                "permission popup", "permission pop-up", "permission request", "system dialog", "system prompt",
                "system popup", "system pop-up", "ios alert", "ios prompt", "tracking prompt", "att prompt",
                "allow dialog", "allow button", "don't allow button",
            ],
            "alert-art-patterns": [#"[\x{2500}-\x{257F}]"#, #"[|｜¦]"#, #"\[[^\]\n]+\]"#],
            "annotation-phrases": [
                "make sure to allow", "be sure to allow", "don't forget to allow", "remember to allow",
                "just allow",
            ],
            "annotation-patterns": [
                #"\b(tap|tapping|press|pressing|choose|choosing|select|selecting|hit|hitting|click|clicking|pick|touch)\s+(on\s+)?(the\s+)?["“”']?"#
                    + #"(allow once|allow while using( the)? app|allow full access|change to always allow|don't allow|ask app not to track|allow|ok|okay|yes)\b["“”']?"#,
            ],
            "steering-imperative-patterns": [
                #"^\s*(enable|allow|turn on|activate|grant)\s+(the\s+|your\s+)?(face id|touch id|tracking|notifications|location( access| services)?|camera( access)?|"#
                    + #"microphone( access)?|bluetooth)\b"#,
            ],
            "pointing-glyphs": ["👇", "☟", "↓", "⬇", "⤵", "⇩", "⇓", "🔽", "⏬", "⬎"],
        ],
        "ko": [
            "incentive-words": [
                "보상", "리워드", "쿠폰", "할인", "무료", "공짜", "포인트", "적립", "선물", "혜택", "캐시백", "경품", "상품권",
                "증정", "코인", "보너스", "reward", "free", "coupon", "bonus",
            ],
            "incentive-patterns": [#"\d+\s*%\s*할인"#],
            "incentive-exceptions": ["무료로 유지", "무료로 계속", "핵심 포인트", "-free"],
            "incentive-exception-patterns": [#"(무료|공짜)로\s*(유지|운영)"#],
            "alert-title-patterns": [
                #"에\s*접근하려고\s*합니다"#, #"허용하(겠|시겠)습니까"#, #"보내고자\s*합니다"#, #"추가하려고\s*합니다"#,
                #"사용하려고\s*합니다\s*\.?\s*$"#, #"['"“”].+['"“”]\s*(이\(가\)|을\(를\)|에서)"#,
            ],
            "system-button-labels": [
                "허용 안 함", "허용", "한 번 허용", "앱을 사용하는 동안 허용", "앱에 추적 금지 요청", "전체 접근 허용", "확인",
                "항상 허용",
            ],
            "generic-button-labels": ["확인", "계속", "OK"],
            "alert-image-words": [
                "알림창", "경고창", "권한 팝업", "권한 요청 팝업", "권한 요청 창", "권한 요청 화면", "권한 창", "권한 대화상자",
                "시스템 팝업", "시스템 알림창", "시스템 창", "허용 팝업", "허용 버튼", "알럿", "얼럿",
            ],
            "annotation-phrases": ["꼭 허용해", "허용을 꼭", "반드시 허용", "허용해야 합니다"],
            "annotation-patterns": [
                #"["“”']?(허용 안 함|앱에 추적 금지 요청|허용|확인|한 번 허용|앱을 사용하는 동안 허용|전체 접근 허용)["“”']?\s*(버튼)?\s*(을|를)\s*(꼭\s*|반드시\s*)?"#
                    + #"(눌러|누르|선택|탭)"#,
                #"\b(tap|press|choose|select|hit|click)\s+["“”']?(allow|ok)\b"#,
            ],
            "steering-imperative-patterns": [
                #"(접근|액세스|권한|face id|touch id|위치|카메라|마이크|알림|추적|블루투스|bluetooth)\s*(을|를)?\s*(활성화|허용|사용)\s*"#
                    + #"(하세요|해 ?주세요|하십시오|해 ?주십시오)"#,
                #"(face id|touch id|위치|카메라|마이크|알림|추적|블루투스|bluetooth)\s*(을|를)?\s*켜\s*(세요|주세요|주십시오|십시오)"#,
            ],
        ],
        "de": [
            "incentive-words": [
                "belohnung", "belohnungen", "bonus", "rabatt", "gratis", "kostenlos", "geschenk", "geschenke", "punkte",
                "gutschein", "gutscheine", "prämie", "cashback", "% rabatt", "freischalten",
            ],
            "incentive-exceptions": ["kostenlos bleiben", "bleibt kostenlos"],
            "alert-title-patterns": [#"möchte auf .+ zugreifen"#, #"^\s*darf\s+„.+“"#, #"möchte (dir|ihnen) mitteilungen senden"#],
            "system-button-labels": [
                "Nicht erlauben", "Erlauben", "Einmal erlauben", "Beim Verwenden der App erlauben",
                "App bitten, kein Tracking durchzuführen", "OK",
            ],
            "generic-button-labels": ["OK", "Weiter"],
            "alert-image-words": ["systemdialog", "systemhinweis", "berechtigungsdialog", "screenshot des dialogs"],
            "annotation-patterns": [
                #"\b(tippe|tippen sie|wähle|wählen sie|drücke|drücken sie)\s+(auf\s+)?„?(erlauben|ok)\b"#,
            ],
        ],
        "fr": [
            "incentive-words": [
                "récompense", "récompenses", "bonus", "réduction", "remise", "gratuit", "gratuite", "gratuitement",
                "cadeau", "cadeaux", "points", "prime", "coupon", "bon de réduction", "cashback", "débloquer",
            ],
            "incentive-exceptions": ["points d'intérêt", "reste gratuit", "rester gratuit"],
            "alert-title-patterns": [#"souhaite (accéder|vous envoyer|utiliser)"#, #"^\s*autoriser\s+«\s*.+\s*»\s+à"#],
            "system-button-labels": [
                "Ne pas autoriser", "Autoriser", "Autoriser une fois", "Autoriser lorsque l'app est active",
                "Demander à l'app de ne pas suivre mes activités", "OK",
            ],
            "generic-button-labels": ["OK", "Continuer"],
            "alert-image-words": ["alerte système", "alerte d'autorisation", "fenêtre d'autorisation", "capture de l'alerte"],
            "annotation-patterns": [
                #"\b(appuyez|appuie|touchez|touche|choisissez|choisis|sélectionnez)\s+(sur\s+)?«?\s*(autoriser|ok)\b"#,
            ],
        ],
        "ja": [
            "incentive-words": [
                "報酬", "ボーナス", "割引", "無料", "プレゼント", "ポイント", "特典", "クーポン", "ご褒美", "キャッシュバック", "景品",
            ],
            "incentive-exceptions": ["無料のまま"],
            "alert-title-patterns": [#"アクセスを求めています"#, #"を許可しますか"#, #"通知を送信します"#],
            "system-button-labels": ["許可しない", "許可", "1度だけ許可", "Appの使用中は許可", "Appにトラッキングしないように要求", "OK"],
            "generic-button-labels": ["OK", "続ける"],
            "alert-image-words": ["システムアラート", "許可ダイアログ", "アラートの画像", "アラートのスクリーンショット"],
            "annotation-patterns": [#"[「『]?(許可|ok)[」』]?\s*を\s*(タップ|選択|押し)"#],
        ],
    ]
}

// Word lists of the pre-alert rules (prealert-*), per locale.
//
// Matching (see `TextMatcher`): case-insensitive, typographic apostrophes folded to ', whole
// words where the script spaces its words, substrings in Hangul, kana and CJK. A locale that
// lacks a list uses the English one, so locale-independent lists (glyphs, regular expressions)
// are written once, under "en".
//
// Lists:
// - "continue-like": a pre-alert button containing one of these says it moves on (clean).
// - "suggested-button-titles": what messages suggest instead, best first (the first two are used).
// - "allow-like": a button containing one of these reads like the alert's Allow button (error).
// - "allow-like-exact": allow-like only as the whole title (short words that hide inside others,
//   e.g. Korean 네 in 네트워크).
// - "exit-words": offer a way out wherever they appear on a pre-alert (title, body, button).
// - "exit-button-words": offer a way out as the button, or as a title/body line or [bracketed]
//   text of their own; in running text they are ordinary words ("change this later", "if you
//   choose Don't Allow, you can still type it in").
// - "close-glyphs": close symbols, matched anywhere.
// - "close-glyph-patterns": regular expressions (over lowercased text) for a letter X drawn as a
//   close control: alone on a line, or in brackets. Not "iPhone X", not "2 × faster".
// - "link-patterns": regular expressions for links, a second way off the screen.

extension VocabularyTables {
    /// Word lists of the preAlert rules.
    static let preAlert: [String: [String: [String]]] = [
        "en": [
            "continue-like": ["continue", "next", "proceed", "go on"],
            "suggested-button-titles": ["Continue", "Next"],
            "allow-like": [
                "allow", "ok", "okay", "yes", "accept", "agree", "i agree", "enable", "grant", "turn on",
                "give access", "authorize", "authorise", "approve", "permit", "opt in", "opt-in", "let's do it",
            ],
            "allow-like-exact": ["sure", "yep"],
            "exit-words": [
                "not now", "maybe later", "no thanks", "no, thanks", "no thank you", "ask me later",
                "remind me later", "skip for now", "not right now", "decide later", "i'll do it later",
            ],
            // Ways out said in a sentence, anywhere on the pre-alert: putting the choice off
            // ("you can do this later", "come back to this later") or saying people need not make
            // it. Reassurance that a choice can be changed ("You can change this later in
            // Settings") is not a way out and matches none of these.
            "exit-patterns": [
                #"\byou can (also |always )?skip\b"#,
                #"\b(do|decide|finish|configure|set up|deal with|come back to|return to) (this|it|that)( step)? (later|another time)\b"#,
                #"\bnot ready( yet)?\?"#,
                #"\bif you('d| would) rather not\b"#,
                #"\bif you (don't|do not) want to( allow| share| give)?,"#,
            ],
            "exit-button-words": [
                "skip", "cancel", "close", "later", "dismiss", "no", "go back", "back", "exit", "deny", "decline",
                "never", "leave", "don't allow", "ask app not to track",
            ],
            "close-glyphs": ["✕", "✖", "ⓧ", "╳", "❌", "⨯", "☒", "⊗", "⮾"],
            "close-glyph-patterns": [
                #"(?m)^[ \t]*[\[(]?[ \t]*[x×][ \t]*[\])]?[ \t]*$"#,
                #"[\[(][ \t]*[x×][ \t]*[\])]"#,
            ],
            "link-patterns": [
                #"\[[^\]\n]+\]\([^)\n]+\)"#,
                #"\bhttps?://[^\s)>\]]+"#,
            ],
        ],
        "ko": [
            "continue-like": ["계속", "다음", "진행", "continue", "next"],
            "suggested-button-titles": ["계속", "다음"],
            "allow-like": ["허용", "확인", "동의", "켜기", "승인", "수락", "활성화", "권한 주기", "권한 허용", "allow", "ok"],
            "allow-like-exact": ["예", "네", "응", "좋아요", "좋아", "yes"],
            "exit-words": [
                "나중에 하기", "나중에 할게요", "나중에 할래요", "다음에 하기", "다음에 할게요", "지금은 안 함", "지금은 괜찮아요",
                "건너뛰기", "닫기", "괜찮아요", "괜찮습니다", "안 할래요",
                "not now", "no thanks",
            ],
            // Korean offers a way out in many verb endings: the stem and its forms, not whole
            // phrases. 건너뛰 (skip) in any form; putting it off (나중에/다음에 + a verb in
            // -어도/-해도 돼요, -시겠어요, -ㄹ게요, -기); "need not" (-지 않아도 돼요); "if you do
            // not want to" (원하지 않으면).
            "exit-patterns": [
                #"건너뛰"#,
                #"(나중에|다음에)\s*([^\s.?!]+\s+){0,2}[^\s.?!]*도\s*(돼|되|괜찮)"#,
                #"(나중에|다음에)\s*([^\s.?!]+\s+){0,2}[^\s.?!]*(시겠어요|시겠습니까|할게요|할래요|드릴게요|하기)"#,
                #"않아도\s*(돼|됩니다|괜찮)"#,
                #"원하지\s*않(으면|는다면)"#,
            ],
            "exit-button-words": [
                "나중에", "다음에", "취소", "거부", "거절", "아니요", "아니오", "뒤로", "종료", "싫어요", "건너뛰", "허용 안 함", "허용하지 않음",
                "앱에 추적 금지 요청", "skip", "cancel", "close", "later",
            ],
        ],
        "de": [
            "continue-like": ["weiter", "fortfahren", "nächste", "nächster schritt"],
            "suggested-button-titles": ["Weiter", "Fortfahren"],
            "allow-like": [
                "erlauben", "zulassen", "ok", "okay", "ja", "akzeptieren", "zustimmen", "aktivieren", "einschalten",
                "gewähren", "freigeben", "einverstanden",
            ],
            "allow-like-exact": ["klar"],
            "exit-words": ["nicht jetzt", "vielleicht später", "nein danke", "nein, danke", "später erinnern"],
            "exit-button-words": ["später", "überspringen", "abbrechen", "schließen", "nein", "zurück", "ablehnen", "verlassen", "nicht erlauben"],
        ],
        "fr": [
            "continue-like": ["continuer", "suivant", "poursuivre"],
            "suggested-button-titles": ["Continuer", "Suivant"],
            "allow-like": [
                "autoriser", "ok", "oui", "accepter", "j'accepte", "activer", "permettre", "d'accord", "donner accès",
            ],
            "allow-like-exact": ["bien sûr"],
            "exit-words": ["pas maintenant", "peut-être plus tard", "non merci", "non, merci", "me le rappeler plus tard"],
            "exit-button-words": ["plus tard", "ignorer", "passer", "annuler", "fermer", "non", "retour", "refuser", "quitter", "ne pas autoriser"],
        ],
        "ja": [
            "continue-like": ["続ける", "次へ", "続行", "進む"],
            "suggested-button-titles": ["続ける", "次へ"],
            "allow-like": ["許可", "ok", "同意", "オンにする", "有効にする", "承認", "受け入れる"],
            "allow-like-exact": ["はい", "いいよ"],
            "exit-words": ["今はしない", "結構です", "あとで通知", "後で通知"],
            "exit-button-words": ["後で", "あとで", "スキップ", "キャンセル", "閉じる", "いいえ", "戻る", "拒否", "許可しない"],
        ],
    ]
}

// The Japanese locale file: every word the simulated iPhone shows in Japanese, with each
// string's evidence, in the structure of a locale pack (docs/locales.md). `permflow locales
// export ja` prints it as a pack's JSON; a pack may correct or extend any of it.

extension BuiltInLocales {
    static let japanese = LocalePack(
        locale: "ja",
        quotes: singleQuotes,
        vocabulary: [
            "alert-image-words": [
                "システムアラート", "許可ダイアログ", "アラートの画像", "アラートのスクリーンショット",
            ],
            "alert-title-patterns": [
                "アクセスを求めています", "を許可しますか", "通知を送信します",
            ],
            "allow-like": [
                "許可", "ok", "同意", "オンにする", "有効にする", "承認", "受け入れる",
            ],
            "allow-like-exact": [
                "はい", "いいよ",
            ],
            "annotation-patterns": [
                "[「『]?(許可|ok)[」』]?\\s*を\\s*(タップ|選択|押し)",
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
                "許可しない", "許可", "1度だけ許可", "Appの使用中は許可", "Appにトラッキングしないように要求", "OK",
            ],
        ]
    )
}

/// Where an invisible joiner does a job, one definition for the lint (`flow-unsafe-text` lets it
/// pass) and for display (`VisibleText` prints it as itself instead of `⟨U+200D⟩`), so the
/// walker never shows a stand-in for text the lint accepted, nor hides one it refused.
enum Joiners {
    /// Whether U+200D ZERO WIDTH JOINER or U+200C ZERO WIDTH NON-JOINER between `previous` and
    /// `next` is doing its job: ZWJ between emoji (👩‍💻) or between letters of scripts that use
    /// joiners (Arabic, Indic …); ZWNJ between such letters. Any other scalar: false.
    static func isAllowed(_ joiner: Unicode.Scalar, previous: Unicode.Scalar?, next: Unicode.Scalar?) -> Bool {
        switch joiner.value {
        case 0x200D: (isEmojiPart(previous) && startsEmoji(next)) || (joinsScript(previous) && joinsScript(next))
        case 0x200C: joinsScript(previous) && joinsScript(next)
        default: false
        }
    }

    /// An emoji a ZWJ can join on to. Not a variation selector or skin-tone modifier: those only
    /// follow an emoji, so a joiner before one joins nothing (and `👩` + ZWJ VS16 ZWJ VS16 …
    /// would otherwise pass as an endless invisible "sequence").
    static func startsEmoji(_ scalar: Unicode.Scalar?) -> Bool {
        guard let scalar, scalar.value > 0x7F else { return false }
        return scalar.properties.isEmoji && !scalar.properties.isEmojiModifier
    }

    static func isEmojiPart(_ scalar: Unicode.Scalar?) -> Bool {
        guard let scalar, scalar.value > 0x7F else { return false }
        return scalar.properties.isEmoji || scalar.value == 0xFE0F || scalar.properties.isEmojiModifier
    }

    /// A letter or mark of a script that uses joiners (Hebrew onward, Hangul and CJK excepted).
    static func joinsScript(_ scalar: Unicode.Scalar?) -> Bool {
        guard let scalar, scalar.value >= 0x0590 else { return false }
        switch scalar.value {
        case 0x1100...0x11FF, 0x3000...0x9FFF, 0xA960...0xA97F, 0xAC00...0xD7FF, 0xF900...0xFAFF, 0x20000...0x3FFFF:
            return false
        case 0x180B...0x180D, 0x180F, 0xFE00...0xFE0F, 0xE0100...0xE01EF:
            return false  // variation selectors are marks of no script: joiners between them join nothing
        default:
            break
        }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return scalar.properties.isAlphabetic
        }
    }
}

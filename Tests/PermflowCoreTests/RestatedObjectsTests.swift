import Testing
@testable import PermflowCore

/// `purpose-specific` finds "(to) use/access (your/the) (device's) <resource>" by reading back
/// from each resource word instead of compiling one large regular expression (which cost a walk
/// 7.6 M instructions). It must find what that expression found, where it found it.
@Suite struct RestatedObjectsTests {
    static let formerPattern = #"\b(to )?(use|access) (your |the )?((device|iphone|phone)'s )?(camera|microphone|(current )?location|contacts|calendars?|"#
        + #"reminders|photos|photo library|camera roll|accelerometer|motion (data|sensors?)|bluetooth|health data|media library|"#
        + #"music library|speech recognition|local network|face id|touch id)\b"#
    /// Issue 33 (tune33): also "access to <resource>" with no determiner when it ends the text
    /// ("VM needs access to microphone."), matched here up to the end and measured without the
    /// closing white space and marks.
    static let bareAccessPattern = #"\b(to )?access to ((device|iphone|phone)'s )?(camera|microphone|(current )?location|contacts|calendars?|"#
        + #"reminders|photos|photo library|camera roll|accelerometer|motion (data|sensors?)|bluetooth|health data|media library|"#
        + #"music library|speech recognition|local network|face id|touch id)[\s.!]*$"#

    static let samples = [
        "Allow Receipts to use your camera.", "Receipts uses the camera to read the totals.", "To access the device's accelerometer.",
        "Used to Access Your Photo Library and Camera Roll", "We need to use your iPhone's Face ID.", "misuse your camera",
        "reuse the camera", "To access your saved passwords.", "Use the phone's motion sensors and use Bluetooth.",
        "to use your current location", "access contacts, then use calendars", "ACCESS THE MICROPHONE", "custom camera access",
        "use your location-based reminders", "photo-to use the camera", "auto use your camera", "카메라를 use your camera 사용",
        "Sleepy needs access to microphone.", "Sleepy needs access to microphone to record.", "needs access to the microphone.",
    ]

    @Test func findsWhatTheFormerPatternFound() throws {
        let regex = PatternRegex(Self.formerPattern, ignoresCase: true)
        let bare = PatternRegex(Self.bareAccessPattern, ignoresCase: true)
        #expect(regex.compiles && bare.compiles)
        let objects = TextMatcher(VocabularyStore.standard.vocabulary(for: "en").list(.restatementObjects))
        var texts = Self.samples
        let (corpus, _) = try Corpus.load()
        texts += corpus.entries.filter { $0.lang == "en" }.map(\.text)
        var compared = 0
        for text in texts {
            let scalars = text.unicodeScalars
            let former = regex.ranges(in: text).map { range in
                let offset = scalars.distance(from: scalars.startIndex, to: range.lowerBound)
                return [offset, scalars.distance(from: range.lowerBound, to: range.upperBound)]
            }
            let bareAccess = bare.ranges(in: text).map { range in
                let offset = scalars.distance(from: scalars.startIndex, to: range.lowerBound)
                let closing = scalars[range].reversed().prefix { $0.properties.isWhitespace || $0 == "." || $0 == "!" }.count
                return [offset, scalars.distance(from: range.lowerBound, to: range.upperBound) - closing]
            }
            let expected = (former + bareAccess).sorted { $0[0] < $1[0] }
            let found = PurposeSpecificRule.restatedObjects(objects, in: text).map { [$0.offset, $0.length] }
            #expect(found == expected, "\(text)")
            compared += expected.count
        }
        #expect(compared >= 12)
    }

    /// tune42: a text without "use " or "access" in any case is not read (Korean has objects now).
    @Test func readsOnlyTextsWithUseOrAccess() {
        let korean = TextMatcher(VocabularyStore.standard.vocabulary(for: "ko").list(.restatementObjects))
        #expect(!korean.isEmpty)
        #expect(PurposeSpecificRule.restatedObjects(korean, in: "사진과 카메라를 사용합니다.").isEmpty)
        for text in ["USE ", "x ACCESS", "Access", "reuse it"] { #expect(PurposeSpecificRule.holdsUseOrAccess(text), "\(text)") }
        for text in ["use", "acces", "u se ", "카메라 사용", "usE"] { #expect(!PurposeSpecificRule.holdsUseOrAccess(text), "\(text)") }
    }
}

import Foundation
import Testing
@testable import PermflowCore

/// The text helpers that replace Foundation's ICU-backed string methods in the targets: each is
/// checked against the Foundation call it replaced, which the tests may still use.
@Suite struct PlainTextTests {
    @Test func fixedDecimalsMatchPrintf() {
        let fixed: [Double] = [
            0, -0.0, 0.005, 0.015, 0.025, 1.005, 2.675, 4.5, 21, -0.001, 0.125, 0.375, 3.0000000000000004,
            1e20, 1e300, -1e300, 123_456_789.125, 5e-324, 9_007_199_254_740_993, .greatestFiniteMagnitude,
            .leastNormalMagnitude, 4.02, 3.65, 2.9999999999999996, 0.995, 0.994999, 99.995,
            .infinity, -.infinity, .nan, -.nan, Double("-nan") ?? 0,
        ]
        var generator = SplitMix64(seed: 12)
        let random = (0..<3000).map { _ in Double.random(in: -1000...1000, using: &generator) }
            + (0..<500).map { _ in Double(bitPattern: UInt64.random(in: 0...UInt64.max, using: &generator)) }
        for value in fixed + random {
            for places in [0, 2, 3] {
                #expect(FixedDecimal.text(value, places: places) == String(format: "%.\(places)f", value), "\(value) to \(places)")
            }
        }
        #expect(FixedDecimal.text(.infinity, places: 2) == "inf")
        #expect(FixedDecimal.text(-.infinity, places: 2) == "-inf")
        #expect(FixedDecimal.text(.nan, places: 2) == "nan")
        #expect(FixedDecimal.text(-.nan, places: 2) == "-nan")
    }

    @Test(arguments: [
        " \t\u{A0}x y\u{3000} ", "\u{85}x\u{2028}", "\u{301} x", " \u{301}x", "", " ", "\t\t", "none ", "#FF0000",
        "\u{2009}한\u{2009}", "\n x \n", "\u{200B}x\u{200B}", "\u{1680}\u{202F}\u{205F}x",
    ])
    func trimmingWhitespacesMatchesCharacterSet(_ text: String) {
        #expect(text.trimmingWhitespaces() == text.trimmingCharacters(in: .whitespaces))
    }

    /// `trimmingWhitespace` (Character.isWhitespace, both ends) keeps exactly the characters the
    /// two-reversal definition it replaced kept, byte for byte: the fixed cases (CR LF, combining
    /// marks on a space, line and paragraph separators, Hangul jamo, a lone BOM) and 3,000 random
    /// strings drawn from white space, marks and letters.
    @Test func trimmingWhitespaceKeepsWhatTheReversedWalkKept() {
        func reversedWalk(_ text: String) -> String {
            String(text.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
        }
        let pieces: [String] = [" ", "\t", "\n", "\r\n", "\r", "\u{A0}", "\u{3000}", "\u{2028}", "\u{2029}", "\u{85}", "\u{200B}",
                                "\u{FEFF}", "\u{301}", "\u{1100}", "\u{1161}", "e", "한", "x", "\u{200D}", "👍", "\u{1F3FD}", "$(", "NS"]
        let fixed = ["", " ", "\r\n\r\nTODO\r\n", " \u{301} uses the camera. \u{301}", "\u{2028}x\u{2029}", "  NSCameraUsageDescription  ",
                     "\u{A0}\u{3000} privacy - microphone usage description\t\n", "e\u{301} \u{1100}\u{1161} \u{FEFF}", "\t\t"]
        var generator = SplitMix64(seed: 32)
        let random = (0..<3000).map { _ in
            (0..<Int.random(in: 0...9, using: &generator)).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &generator)] }.joined()
        }
        for text in fixed + random {
            let trimmed = text.trimmingWhitespace()
            #expect(Array(trimmed.utf8) == Array(reversedWalk(text).utf8), "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
        #expect("\r\n\r\nTODO\r\n".trimmingWhitespace() == "TODO")
    }

    /// The first look of `trimmingWhitespace` (first scalar not white space, last byte printable
    /// ASCII: nothing to trim) answers as the walk by characters does, with every scalar of the
    /// BMP, of the supplementary blocks that hold Prepend and joining scalars, and the tags alone,
    /// at the end, at the start, before the last byte, and twice in a row.
    @Test func trimmingWhitespacesFirstLookAgreesWithTheWalk() {
        let values = Array(UInt32(0)...0xFFFF) + Array(UInt32(0x11000)...0x11FFF) + Array(UInt32(0x1F000)...0x1FAFF)
            + Array(UInt32(0xE0000)...0xE01EF)
        var differ: [String] = []
        for value in values {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let one = String(scalar)
            for text in [one, "a" + one, one + ".", "a" + one + "x", one + one + "1", one + "\u{301}z"]
            where text.trimmingWhitespace() != text.trimmingWhitespaceByCharacters() {
                differ.append(String(value, radix: 16))
            }
        }
        #expect(differ.isEmpty, "\(differ.prefix(20))")
    }

    @Test func everyScalarFoundationCountsAsWhitespaceIsTrimmed() {
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if scalar.isHorizontalWhitespace != CharacterSet.whitespaces.contains(scalar) {
                Issue.record("U+\(String(value, radix: 16)) is whitespace to one and not the other")
            }
        }
    }

    @Test(arguments: [
        ("a,b", ",", "%2C"), ("\r\n", "\r", "%0D"), ("100%", "%", "%25"), ("%@ wants", "%@", "“App”"),
        ("a|b|", "|", "\\|"), ("", "x", "y"), ("xxx", "xx", "y"), ("한,글", ",", "%2C"), ("none", "", "x"),
        ("PermflowCore.ChoiceMethod.key", "PermflowCore.ChoiceMethod.", ""),
    ])
    func replacingEveryMatchesFoundationOnPlainText(_ text: String, _ target: String, _ replacement: String) {
        let expected = target.isEmpty ? text : text.replacingOccurrences(of: target, with: replacement)
        #expect(text.replacingEvery(target, with: replacement) == expected)
    }

    /// Where Foundation leaves a match alone (a combining mark follows), an escape must not.
    @Test func replacingEveryReplacesBeforeACombiningMark() {
        #expect(",\u{301}".replacingEvery(",", with: "%2C") == "%2C\u{301}")
        #expect(GitHubReporter.escapeProperty("a:\u{20DD}b,\u{FE0F}") == "a%3A\u{20DD}b%2C\u{FE0F}")
    }

    @Test func transcriptTimesMatchTheISO8601Formatter() {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        formatter.timeZone = TimeZone(identifier: "UTC")
        var generator = SplitMix64(seed: 12)
        let fixed: [Int64] = [0, 999, 1000, 951_782_400_000, 1_763_780_400_999, 4_102_444_800_250, 253_402_300_799_999]
        let random = (0..<5000).map { _ in Int64.random(in: 0...253_402_300_799_999, using: &generator) }
        for ms in fixed + random {
            let date = Date(timeIntervalSince1970: Double(ms) / 1000)
            let expected = formatter.string(from: date)
            #expect(TranscriptTime.iso8601(date) == expected, "\(ms) ms")
            #expect(TranscriptTime.readable(date) == expected.replacingOccurrences(of: "T", with: " ").replacingOccurrences(of: "Z", with: " UTC"))
            #expect(TranscriptTime.compact(date) == expected.replacingOccurrences(of: "-", with: "").replacingOccurrences(of: ":", with: ""))
        }
        // Rounded to the millisecond before the seconds are cut, as the formatter does.
        let late = Date(timeIntervalSince1970: 1_763_780_400.9999)
        #expect(TranscriptTime.iso8601(late) == formatter.string(from: late))
    }

    @Test func logStampsCarryMillisecondsAndTheOffset() throws {
        let date = Date(timeIntervalSince1970: 1_763_780_400.25)
        #expect(TranscriptTime.iso8601WithMilliseconds(date, utcOffset: 0) == "2025-11-22T03:00:00.250Z")
        #expect(TranscriptTime.iso8601WithMilliseconds(date, utcOffset: 3600) == "2025-11-22T04:00:00.250+01:00")
        #expect(TranscriptTime.iso8601WithMilliseconds(date, utcOffset: -(9 * 3600 + 30 * 60)) == "2025-11-21T17:30:00.250-09:30")
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        for offset in [0, 3600, -18_000, 19_800, 45_900] {
            formatter.timeZone = try #require(TimeZone(secondsFromGMT: offset))
            #expect(TranscriptTime.iso8601WithMilliseconds(date, utcOffset: offset) == formatter.string(from: date))
        }
    }

    @Test func eventKindsReadAsHeadings() {
        for kind in TranscriptEvent.Kind.allCases where !kind.rawValue.contains("-") {
            #expect(kind.title == kind.rawValue.capitalized)
        }
        // A kind of two words reads as two, the first capitalised.
        #expect(TranscriptEvent.Kind.trackingRequests.title == "Tracking requests")
    }

    @Test func lockSerializesConcurrentWork() {
        final class Counter: @unchecked Sendable {
            let lock = Lock()
            var value = 0
        }
        let counter = Counter()
        DispatchQueue.concurrentPerform(iterations: 2000) { _ in
            counter.lock.withLock { counter.value += 1 }
        }
        #expect(counter.value == 2000)
    }
}

/// A locale pack that is not JSON is refused with the sentence Foundation's error description
/// gave on Linux, now the same on every platform.
@Suite struct LocalePackJSONErrorTests {
    @Test(arguments: [
        ("{x", "The data isn’t in the correct format."), ("", "The data isn’t in the correct format."),
("{\"locale\": null}", "The data is missing."),
    ])
    func notJSON(_ text: String, _ sentence: String) {
        let error = #expect(throws: LocalePack.LoadError.self) { try LocalePack.decode(Data(text.utf8), path: "p.json") }
        #expect(error?.reason == "not valid JSON (The operation could not be completed. \(sentence))")
    }
}

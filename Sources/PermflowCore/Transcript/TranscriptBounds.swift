/// The ranges every number in a transcript must fall in, and the sizes a transcript and its
/// lines may have (docs/transcripts.md, "Bounds").
///
/// A transcript comes from other people (attached to a pull request), so every number in it is
/// read into a checked range and a line outside one is refused with its `file:line` and what was
/// expected, e.g. `t.jsonl:3: "ms" must be a whole number from 0 to 2,592,000,000 (30 days);
/// found -5`. The bounds are generous for any real walk and small enough that no arithmetic on
/// them can overflow and no size read from a file can make permflow allocate more than a
/// terminal's worth of cells.
public enum TranscriptBounds {
    /// Milliseconds since the start: 0 to 30 days (a walk left open longer is recorded at 30 days).
    public static let ms = TranscriptBound(0...2_592_000_000, note: "30 days")
    /// A terminal's width or height, in cells: what `walk --size` and `render --size` accept,
    /// and the largest frame permflow draws (`Frame.maximumSide`).
    public static let terminalSide = TranscriptBound(1...Frame.maximumSide, note: "cells")
    /// Step counters and counts, button indexes and focus: 0 to a million.
    public static let count = TranscriptBound(0...1_000_000)
    /// A line's position among the steps and events, from 1.
    public static let seq = TranscriptBound(1...1_000_000)
    /// The header's start, in milliseconds since 1970: up to the end of the year 9999.
    public static let startedMs = TranscriptBound(0...253_402_300_799_999, note: "1970 to 9999")
    /// The header's format version.
    public static let format = TranscriptBound(1...1_000_000)
    /// The iOS major version in the header.
    public static let ios = TranscriptBound(0...1000)
    /// Line, column and length of a recorded lint warning.
    public static let sourcePosition = TranscriptBound(0...2_147_483_647)

    /// Lines in a frame: a frame is at most as tall as the tallest terminal.
    public static let frameLines = Frame.maximumSide
    /// Bytes (UTF-8) in one frame line: 1,000 cells with room for combining marks and emoji
    /// sequences, and for control characters a hand-edited transcript spells out.
    public static let frameLineBytes = 65_536
    /// Bytes in one line of the file, before it is decoded.
    public static let lineBytes = 16 * 1024 * 1024
    /// Bytes in a transcript file, checked before it is read.
    public static let fileBytes = 256 * 1024 * 1024
    /// Step and event lines in one transcript.
    public static let entries = 1_000_000
    /// Lines in a file: a header, the steps and events, and a closing line.
    public static let fileLines = entries + 2

    /// `2,592,000,000`: digits in groups of three, whatever the locale.
    public static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var out = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0 && (digits.count - offset) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return number < 0 ? "-" + out : out
    }
}

/// A closed range a transcript's number must fall in, and how to say so.
public struct TranscriptBound: Sendable, Equatable {
    public var range: ClosedRange<Int>
    /// What the upper bound means, e.g. `30 days`.
    public var note: String?

    public init(_ range: ClosedRange<Int>, note: String? = nil) {
        self.range = range
        self.note = note
    }

    /// `a whole number from 0 to 2,592,000,000 (30 days)`.
    public var expected: String {
        "a whole number from \(TranscriptBounds.grouped(range.lowerBound)) to \(TranscriptBounds.grouped(range.upperBound))"
            + (note.map { " (\($0))" } ?? "")
    }

    /// `value` moved into the range: for numbers that came from a file some other way.
    public func clamp(_ value: Int) -> Int {
        min(max(value, range.lowerBound), range.upperBound)
    }

    /// `value`, or an error naming `field` and what was expected.
    func check(_ value: Int, field: String) throws(TranscriptFieldError) -> Int {
        guard range.contains(value) else { throw TranscriptFieldError(field: field, bound: self, found: String(value)) }
        return value
    }
}

/// A field of a transcript line that holds something other than what it must. Thrown while a
/// line is decoded; the reader adds the file and line.
struct TranscriptFieldError: Error, Sendable, Equatable {
    var message: String

    init(message: String) {
        self.message = message
    }

    /// `"ms" must be a whole number from 0 to 2,592,000,000 (30 days); found -5`.
    init(field: String, bound: TranscriptBound, found: String) {
        message = "\"\(field)\" must be \(bound.expected); found \(found)"
    }
}

extension KeyedDecodingContainer {
    /// The field's dotted name, `terminal.width` or `warnings.0.location.line`, for messages.
    func fieldName(_ key: Key) -> String {
        (codingPath + [key]).map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
    }

    /// A whole number within `bound`. A missing field is `DecodingError.keyNotFound`, as for any
    /// field; anything else that is not a whole number in range (a negative time, a string, a
    /// fraction, 1e400, null) is a `TranscriptFieldError` saying what was found.
    func decode(_ bound: TranscriptBound, forKey key: Key) throws -> Int {
        guard contains(key) else {
            throw DecodingError.keyNotFound(key, DecodingError.Context(codingPath: codingPath, debugDescription: "missing"))
        }
        return try bounded(bound, forKey: key)
    }

    /// As `decode(_:forKey:)`, nil when the field is absent or null.
    func decodeIfPresent(_ bound: TranscriptBound, forKey key: Key) throws -> Int? {
        guard contains(key), !((try? decodeNil(forKey: key)) ?? false) else { return nil }
        return try bounded(bound, forKey: key)
    }

    private func bounded(_ bound: TranscriptBound, forKey key: Key) throws -> Int {
        do {
            let value = try decode(Int.self, forKey: key)
            return try bound.check(value, field: fieldName(key))
        } catch let error as TranscriptFieldError {
            throw error
        } catch {
            throw TranscriptFieldError(field: fieldName(key), bound: bound, found: found(forKey: key, intError: error))
        }
    }

    /// What the field holds instead of a whole number in an `Int`: the number as written when
    /// the decoder says so, else the kind of value, briefly.
    private func found(forKey key: Key, intError: any Error) -> String {
        // swift-foundation says `numberIsNotRepresentableInSwift(parsed: "1e400")` for a number
        // that is not a whole number or does not fit: quote what was written.
        let text = "\(intError)"
        if let start = text.firstRange(of: "parsed: \""), let end = text[start.upperBound...].firstIndex(of: "\"") {
            let written = text[start.upperBound..<end]
            if !written.isEmpty, written.count <= 40 { return VisibleText.sanitize(String(written)) }
        }
        if let number = try? decode(Double.self, forKey: key) { return "\(number)" }
        if let string = try? decode(String.self, forKey: key) {
            let shown = string.count > 40 ? String(string.prefix(40)) + "…" : string
            return "the string \"\(VisibleText.sanitize(shown))\""
        }
        if let flag = try? decode(Bool.self, forKey: key) { return flag ? "true" : "false" }
        if (try? decodeNil(forKey: key)) == true { return "null" }
        if (try? nestedContainer(keyedBy: AnyKey.self, forKey: key)) != nil { return "an object" }
        if (try? nestedUnkeyedContainer(forKey: key)) != nil { return "a list" }
        return "a number that does not fit"
    }

    /// The recorded frame: at most `TranscriptBounds.frameLines` lines of at most
    /// `TranscriptBounds.frameLineBytes` bytes each. The line count is checked before any line
    /// is decoded.
    func decodeFrame(forKey key: Key) throws -> [String] {
        guard contains(key) else {
            throw DecodingError.keyNotFound(key, DecodingError.Context(codingPath: codingPath, debugDescription: "missing"))
        }
        var list = try nestedUnkeyedContainer(forKey: key)
        let name = fieldName(key)
        if let count = list.count, count > TranscriptBounds.frameLines {
            throw TranscriptFieldError(message: "\"\(name)\" must have at most \(TranscriptBounds.grouped(TranscriptBounds.frameLines)) lines "
                                       + "(the tallest terminal); found \(TranscriptBounds.grouped(count))")
        }
        var lines: [String] = []
        lines.reserveCapacity(list.count ?? 0)
        while !list.isAtEnd {
            let line = try list.decode(String.self)
            if line.utf8.count > TranscriptBounds.frameLineBytes {
                throw TranscriptFieldError(message: "\"\(name)\" line \(lines.count + 1) must be at most "
                                           + "\(TranscriptBounds.grouped(TranscriptBounds.frameLineBytes)) bytes long; "
                                           + "found \(TranscriptBounds.grouped(line.utf8.count))")
            }
            lines.append(line)
        }
        return lines
    }

    /// As `decodeFrame(forKey:)`, nil when the field is absent or null.
    func decodeFrameIfPresent(forKey key: Key) throws -> [String]? {
        guard contains(key), !((try? decodeNil(forKey: key)) ?? false) else { return nil }
        return try decodeFrame(forKey: key)
    }
}

/// Any key, for peeking at what a field holds.
struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int?
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
    }
}

extension Int {
    /// `self + other`, held at `Int.max` or `Int.min` instead of trapping.
    func saturatingAdd(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? (other > 0 ? .max : .min) : sum
    }

    /// `self - other`, held at `Int.max` or `Int.min` instead of trapping.
    func saturatingSubtract(_ other: Int) -> Int {
        let (difference, overflow) = subtractingReportingOverflow(other)
        return overflow ? (other < 0 ? .max : .min) : difference
    }
}

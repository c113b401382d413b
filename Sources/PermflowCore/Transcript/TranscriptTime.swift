#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Time formatting shared by the transcript and its readers.
public enum TranscriptTime {
    /// `2025-11-22T03:10:00Z`.
    public static func iso8601(_ date: Date) -> String {
        stamp(date, dateSeparator: "-", timeSeparator: ":", between: "T", zone: "Z")
    }

    /// `2025-11-22 03:10:00 UTC`, for documents.
    public static func readable(_ date: Date) -> String {
        stamp(date, dateSeparator: "-", timeSeparator: ":", between: " ", zone: " UTC")
    }

    /// `20251122T031000Z`, for file names.
    public static func compact(_ date: Date) -> String {
        stamp(date, dateSeparator: "", timeSeparator: "", between: "T", zone: "Z")
    }

    /// `2025-11-22T04:10:00.250+01:00` for an offset of 3600 s east of UTC (`Z` for none), with
    /// milliseconds: the walk log's time stamps, in the local time the CLI looks up.
    public static func iso8601WithMilliseconds(_ date: Date, utcOffset seconds: Int) -> String {
        let offset = max(-86_399, min(86_399, seconds))
        var zone = "Z"
        if offset != 0 {
            zone = (offset < 0 ? "-" : "+") + twoDigits(offset.magnitude / 3600) + ":" + twoDigits(offset.magnitude / 60 % 60)
        }
        return stamp(date.addingTimeInterval(Double(offset)), dateSeparator: "-", timeSeparator: ":", between: "T",
                     zone: zone, milliseconds: true)
    }

    /// The date's UTC calendar date and time (proleptic Gregorian), rounded to the millisecond
    /// first as Foundation's ISO 8601 formatter did, then cut to the second unless `milliseconds`.
    private static func stamp(_ date: Date, dateSeparator: String, timeSeparator: String, between: String, zone: String,
                              milliseconds: Bool = false) -> String {
        // ±2^52 ms is ±142,000 years: every date a clock or a transcript (1970 to 9999) gives.
        let limit = 4_503_599_627_370_496.0
        let exact = (date.timeIntervalSince1970 * 1000).rounded()
        let ms = Int64(exact.isNaN ? 0 : max(-limit, min(limit, exact)))
        let millisecond = (ms % 1000 + 1000) % 1000
        let seconds = (ms - millisecond) / 1000
        let second = (seconds % 86_400 + 86_400) % 86_400
        let days = (seconds - second) / 86_400
        // Days since 1970-01-01 to a civil date (H. Hinnant's algorithm, exact for every Int64 here).
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
        let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        let yearText = year < 0 ? "-" + String(year.magnitude).leftPadded(to: 4) : String(year).leftPadded(to: 4)
        var text = yearText + dateSeparator + twoDigits(month) + dateSeparator + twoDigits(day) + between
            + twoDigits(second / 3600) + timeSeparator + twoDigits(second / 60 % 60) + timeSeparator + twoDigits(second % 60)
        if milliseconds { text += "." + String(millisecond).leftPadded(to: 3) }
        return text + zone
    }

    private static func twoDigits(_ value: some BinaryInteger) -> String {
        String(value).leftPadded(to: 2)
    }

    /// `0.8 s`, `12.3 s`, `2 min 05 s`. Negative times read as 0; rounding divides before it
    /// adds, so no `ms` (`Int.max` included) can overflow.
    public static func duration(ms: Int) -> String {
        let ms = max(0, ms)
        if ms < 60_000 {
            let tenths = ms / 100 + (ms % 100 >= 50 ? 1 : 0)
            return "\(tenths / 10).\(tenths % 10) s"
        }
        let seconds = ms / 1000 + (ms % 1000 >= 500 ? 1 : 0)
        let rest = seconds % 60
        return "\(seconds / 60) min \(rest < 10 ? "0" : "")\(rest) s"
    }
}

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
/// Where the core gets "now" from: the times a transcript records.
///
/// The core never reads the system clock itself, so everything in it runs the same in a test.
/// The CLI passes a clock that reads the system time; tests pass `fixed`.
public struct WalkClock: Sendable {
    /// The current time as this clock tells it.
    public let now: @Sendable () -> Date

    public init(now: @escaping @Sendable () -> Date) {
        self.now = now
    }

    /// A clock that always says `date`.
    public static func fixed(_ date: Date) -> WalkClock {
        WalkClock { date }
    }
}

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PermflowCore

extension WalkClock {
    /// The system's wall clock: the one place the walk reads the time of day for the core.
    static let system = WalkClock { Date() }
}

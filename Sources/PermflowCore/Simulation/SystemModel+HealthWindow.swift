/// Health's recent-data window (iOS 27.0, Apple's HealthKit documentation:
/// `earliestAuthorizedSampleDate(for:)`): on the sheet people may share only recent data
/// instead of the whole history. The app then reads no older samples; what it asks and what a
/// check reads are unchanged (authorization is per type as before), so the walk records the
/// choice in its notes and nothing reads it back.
extension SystemModel {
    /// Whether Health's sheet offers the window: on iOS 27 and later, for a request that reads
    /// (the window limits the history an app reads).
    public func healthOffersRecentWindow(read: [String]) -> Bool {
        ios >= 27 && !read.isEmpty
    }
}

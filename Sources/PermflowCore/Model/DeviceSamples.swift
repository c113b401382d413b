/// What the simulated iPhone holds, for the system screens that show it: the contacts iOS 18's
/// contact picker lists, the photos iOS 17's photo picker lists, and the library counts iOS 17's
/// photos alert states. A flow may name
/// them (`device:`, optional); otherwise the defaults stand in, the contacts per locale.
public struct DeviceSamples: Sendable {
    /// Names the contact picker lists, in order; nil for the locale's defaults.
    public var contacts: [Located<String>]?
    /// Photos and videos in the library; nil for the defaults.
    public var photos: Located<Int>?
    public var videos: Located<Int>?
    /// What the photo picker lists (each photo's caption), in order; nil for the locale's defaults.
    public var samplePhotos: [Located<String>]?
    /// Settings > Privacy & Security > Tracking > Allow Apps to Request to Track, device-wide:
    /// off, no app's tracking alert shows and every request reads denied. Nil for on.
    public var trackingRequests: Located<Bool>?
    /// The country the device is set to, ISO 3166-1 alpha-2 in capitals (`DE`); nil for none
    /// said. In some EU countries iOS 27.2 asks for tracking with a sheet (`EURegion`).
    public var country: Located<String>?

    public init(contacts: [Located<String>]? = nil, photos: Located<Int>? = nil, videos: Located<Int>? = nil,
                samplePhotos: [Located<String>]? = nil, trackingRequests: Located<Bool>? = nil) {
        self.contacts = contacts
        self.samplePhotos = samplePhotos
        self.photos = photos
        self.videos = videos
        self.trackingRequests = trackingRequests
    }

    /// Whether the device refuses every app's tracking request (`tracking-requests: off`).
    public var trackingRequestsOff: Bool { trackingRequests?.value == false }

    /// Most contacts a flow may name: a picker the designer can walk, and a bound on input.
    public static let maxContacts = 50
    /// Longest contact name, in Unicode scalars.
    public static let maxNameLength = 60
    /// Largest photo or video count (a big real library holds a few hundred thousand).
    public static let maxCount = 10_000_000

    public static let defaultPhotos = 1_284
    public static let defaultVideos = 57

    /// The picker's list: the flow's contacts, else `defaults` (the locale file's
    /// `device.contacts`: the iOS Simulator's own sample contacts in English, common names in Korean).
    public func contactNames(default defaults: [String]) -> [String] {
        contacts.map { $0.map(\.value) } ?? defaults
    }

    /// The photo picker's list: the flow's `sample-photos`, else `defaults` (the locale file's
    /// `device.photos`).
    public func photoNames(default defaults: [String]) -> [String] {
        samplePhotos.map { $0.map(\.value) } ?? defaults
    }

    public var photoCount: Int { photos?.value ?? Self.defaultPhotos }
    public var videoCount: Int { videos?.value ?? Self.defaultVideos }
}

/// A parsed flow file: what the walker walks and the linter checks.
///
/// Every value keeps where it was written so diagnostics can point at it.
public struct Flow: Sendable {
    public var source: SourceFile
    public var version: Located<Int>
    public var name: Located<String>
    public var app: Located<String>
    public var locale: Located<String>
    /// More locales the app ships in (an addition to format v1); `locale` is always included first.
    public var extraLocales: [Located<String>]
    /// The iOS version whose alerts are drawn.
    public var ios: Located<Int>
    /// The minor release of `ios` a flow names (`ios: 27.2` → 2); 0 when it names the major
    /// version alone, which stands for its first release (27.0). Only what a minor release
    /// changed reads it (App Tracking Transparency's EU sheet, 27.2).
    public var iosMinor = 0
    public var start: Located<String>
    public var launchRequest: LaunchRequest?
    /// What the simulated iPhone holds (`device:`); nil for the defaults.
    public var device: DeviceSamples?
    /// Screens in file order.
    public var screens: [Screen]
    /// Screen id → index in `screens` (the first screen with that id).
    public var screenIndex: [String: Int]
    /// For a flow walked in one of its further locales (`walked(in:)`), the locale it is written
    /// in: a purpose with no translation shows that locale's text. Nil for a flow as written.
    public var walkedFrom: String?

    public init(
        source: SourceFile,
        version: Located<Int>,
        name: Located<String>,
        app: Located<String>,
        locale: Located<String>,
        extraLocales: [Located<String>] = [],
        ios: Located<Int>,
        start: Located<String>,
        launchRequest: LaunchRequest? = nil,
        device: DeviceSamples? = nil,
        screens: [Screen]
    ) {
        self.source = source
        self.version = version
        self.name = name
        self.app = app
        self.locale = locale
        self.extraLocales = extraLocales
        self.ios = ios
        self.start = start
        self.launchRequest = launchRequest
        self.device = device
        self.screens = screens
        // Sized once: grown from empty it was rehashed five times for a flow of 19 screens.
        var index = [String: Int](minimumCapacity: screens.count)
        for (offset, screen) in screens.enumerated() where index[screen.id.value] == nil {
            index[screen.id.value] = offset
        }
        self.screenIndex = index
    }

    /// The screen with `id`, if any.
    public func screen(_ id: String) -> Screen? {
        screenIndex[id].map { screens[$0] }
    }

    /// What the simulated iPhone holds: the flow's `device:` or the defaults.
    public var samples: DeviceSamples { device ?? DeviceSamples() }

    /// Every locale the flow declares, the primary one first, without repeats.
    public var declaredLocales: [String] {
        var seen: Set<String> = []
        return ([locale] + extraLocales).map(\.value).filter { seen.insert($0).inserted }
    }
}

/// The one request a flow declares essential at launch.
public struct LaunchRequest: Sendable {
    public var resource: Located<String>
    public var reason: Located<String>
    public var location: SourceLocation
    /// `resource` as a resource id.
    public var resourceID: ResourceID { ResourceID(resource.value) }

    public init(resource: Located<String>, reason: Located<String>, location: SourceLocation) {
        self.resource = resource
        self.reason = reason
        self.location = location
    }
}

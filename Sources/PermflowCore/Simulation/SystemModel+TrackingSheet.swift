/// App Tracking Transparency's EU request (iOS 27.2 and later), as the system model answers it.
///
/// On a device whose country requires it, or elsewhere in the EU when the app asks with the
/// expanded interface (`EURegion.showsSheet`), a tracking request that would
/// show the alert shows a full-page sheet instead: the same two answers, storing what the
/// alert's do (Allow: authorized; the refusal: denied), and, when the app offers it, Additional
/// Information, which closes the sheet with no answer: the state stays not determined, the
/// app runs its own action (the screen's `additional-information:`), and the next request
/// shows the sheet again.
///
/// Apps may ask again one year after an answer (Apple's User Privacy and Data Use page): a walk
/// never lets a year pass, so within a walk an answered request shows nothing, as the classic
/// alert's does, and lint's state analysis reasons the same way.
extension SystemModel {
    /// The outcome key a tracking alert screen's Additional Information button follows: not an
    /// answer, so not among the resource's outcomes; the screen names its target on its own
    /// (`additional-information:`).
    public static let additionalInformationKey = OutcomeKey("additional-information")

    /// Whether the request of `requested` on a device as `device` says, on iOS `ios`.`minor`,
    /// is asked with the EU sheet rather than the alert (when the system asks at all:
    /// `request(…)` decides that); `expanded` is the app asking with the expanded interface
    /// (the screen's `expanded-interface: true`), which elsewhere in the EU opts in to the sheet.
    public func asksWithTrackingSheet(_ requested: ResourceInfo, device: DeviceSamples, minor: Int, expanded: Bool) -> Bool {
        requested.has(.trackingConsent)
            && EURegion.showsSheet(country: device.country?.value, ios: ios, minor: minor, expanded: expanded)
    }

    /// Whether `screen`'s request, in `flow`, is asked with the EU sheet: the question above for
    /// the screen's resource, device, release and `expanded-interface:`. Where it is not, the
    /// screen's Additional Information (`additional-information:`) can never be tapped.
    public func asksWithTrackingSheet(on screen: Screen, in flow: Flow) -> Bool {
        guard let requested = screen.resourceID.flatMap({ catalog.resource($0) }) else { return false }
        return asksWithTrackingSheet(requested, device: flow.samples, minor: flow.iosMinor,
                                     expanded: screen.expandedInterface?.value ?? false)
    }

    /// Additional Information on the EU sheet: nothing is stored, the state the app then reads
    /// is the one it had (not determined), and the walk follows the screen's own target.
    public func answerAdditionalInformation(facts: ResourceFacts) -> PermissionState {
        facts.state
    }
}

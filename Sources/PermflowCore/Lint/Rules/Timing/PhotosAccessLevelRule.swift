/// `photos-access-level`: on iOS 27 a `photos` alert says which access level it prototypes.
public struct PhotosAccessLevelRule: Rule {
    public static let description = RuleDescription(
        id: "photos-access-level",
        name: "Photos request names its access level",
        family: .timing,
        severity: .hint,
        summary: "on iOS 27 and later a `photos` alert says `access-level: read-write` (asking without a level is deprecated)",
        rationale: """
        Apple's documentation marks PHPhotoLibrary.requestAuthorization(_:), which asks without an access \
        level, deprecated in iOS 27.0: an app asks with requestAuthorization(for:handler:) and .readWrite or \
        .addOnly. A `photos` alert prototypes .readWrite; saying so keeps the flow and the app's call in step, \
        and an app that only saves photos asks for `photos-add` (.addOnly) instead. The alert itself is \
        unchanged (no source shows a difference).
        """,
        hint: "add `access-level: read-write` to the photos alert, or ask for `photos-add` if the app only saves photos",
        triggering: [
            RuleExample(Self.example(ios: "27", level: nil), note: "iOS 27, no level"),
        ],
        nonTriggering: [
            RuleExample(Self.example(ios: "27", level: "read-write"), note: "the level said"),
            RuleExample(Self.example(ios: "26", level: nil), note: "before iOS 27 the call without a level is current"),
        ]
    )

    static func example(ios: String, level: String?) -> String {
        """
        permflow: 1
        name: Share a photo
        app: Postcard
        ios: \(ios)
        start: home
        screens:
          home:
            kind: app
            title: Postcard
            actions:
              - label: Choose a photo
                go: photos
          photos:
            kind: alert
            resource: photos
            purpose: Postcard shows your photos so you can pick one to send as a card.
        \(level.map { "    access-level: \($0)\n" } ?? "")    on: {allow-full: done, limit: done, deny: done}
          done: {kind: end, title: Done}
        """
    }

    public init() {}

    public func check(_ context: LintContext) -> [Violation] {
        guard context.flow.ios.value >= 27 else { return [] }
        return context.flow.screens.compactMap { screen in
            guard screen.kind.value == .alert, screen.resourceID?.rawValue == "photos", screen.accessLevel == nil,
                  let resource = screen.resource else { return nil }
            return Violation(resource, "the photos request on iOS \(context.flow.ios.value) does not say its access level; "
                             + "asking without one (requestAuthorization(_:)) is deprecated since iOS 27.0", screen: screen)
        }
    }
}

extension RuleRegistry {
    /// The app-review family, in catalog order: a flow, the app's files and its privacy manifest
    /// checked together, as App Review reads them.
    static let appReviewRules: [any Rule.Type] = appReviewRuleTypes.map { $0 as any Rule.Type }
    /// The same rules as `AppReviewRule`s, which `AppReviewCheck` picks by identity (`members`).
    static let appReviewRuleTypes: [any AppReviewRule.Type] = [
        AppKeyMissingRule.self,
        AppKeyUnprototypedRule.self,
        AppPurposeDiffersRule.self,
        PrivacyTrackingUndeclaredRule.self,
        PrivacyTrackingDomainsRule.self,
        PrivacyTrackingUnusedRule.self,
    ]
}

/// A rule on flows and app files linted in one run (`permflow lint flows/ MyApp/`): it reads an
/// `AppReviewContext`, never one flow, so on a flow alone it reports nothing. Its findings land
/// in whichever file the problem is in: a flow's alert, an app file's key, the manifest.
public protocol AppReviewRule: Rule {
    func check(_ context: AppReviewContext) -> [AppReviewFinding]
}

extension AppReviewRule {
    public func check(_ context: LintContext) -> [Violation] { [] }
}

/// One finding of an app-review rule: the file it is in, and the violation there.
public struct AppReviewFinding: Sendable {
    public var path: String
    public var violation: Violation
    /// Where it is in an app file's structure (`NSCameraUsageDescription`), as app-file findings say.
    public var keyPath: String?

    public init(path: String, _ violation: Violation, keyPath: String? = nil) {
        self.path = path
        self.violation = violation
        self.keyPath = keyPath
    }
}

/// What the app-review rules see: every usable flow of the run with the purpose strings it hands
/// to the app (`ExportedPurposes`), every app file with usage keys, every privacy manifest.
public struct AppReviewContext: Sendable {
    /// A flow of the run and what it asks for.
    public struct FlowFile: Sendable {
        public var path: String
        public var flow: Flow
        /// Each Info.plist key the flow's requests need, with its text (the catalog's resource→key table).
        public var purposes: [ExportedPurpose]
        /// The resources its alerts and location buttons ask for, and those they upgrade.
        public var resources: Set<ResourceID>
    }

    public let flows: [FlowFile]
    /// Info.plist, String Catalogs, `.strings`, Xcode projects.
    public let appFiles: [AppStringsFile]
    /// Privacy manifests (`PrivacyInfo.xcprivacy`).
    public let manifests: [AppStringsFile]
    public let languages: AppLanguageIndex
    public let catalog: SystemAlertCatalog

    /// `languages`: `AppLanguageIndex` of the app files that are not privacy manifests, when the
    /// caller has made it already (the run's serial part made it twice: docs/benchmarks.md, "app32f").
    public init(flows: [(path: String, flow: Flow)], appFiles: [AppStringsFile], catalog: SystemAlertCatalog = .standard,
                languages: AppLanguageIndex? = nil) {
        self.catalog = catalog
        self.appFiles = appFiles.filter { $0.privacy == nil }
        manifests = appFiles.filter { $0.privacy != nil }
        self.languages = languages ?? AppLanguageIndex(self.appFiles)
        self.flows = flows.map { path, flow in
            var resources: Set<ResourceID> = []
            for screen in flow.screens {
                let resource: ResourceInfo?
                switch screen.kind.value {
                case .alert: resource = screen.resourceID.flatMap { catalog.resource($0) }
                case .locationButton: resource = catalog.locationButtonResource
                default: resource = nil
                }
                guard let resource else { continue }
                resources.insert(resource.id)
                if let upgraded = resource.upgrades { resources.insert(upgraded) }
            }
            return FlowFile(path: path, flow: flow, purposes: ExportedPurposes.read(flow, catalog: catalog).purposes, resources: resources)
        }
    }

    /// Whether the run compares flows with an app's keys: it has both.
    public var comparesFlowsAndApp: Bool { !flows.isEmpty && !appFiles.isEmpty }

    /// Every usage key some app file names.
    public var appKeys: Set<String> { languages.keys }

    /// Where a flow's purpose for `purpose.key` is written: its screen's field for the key (Health's
    /// update key: `share-purpose`), the `purpose` it borrows from an upgrade alert, or the screen.
    public func location(of purpose: ExportedPurpose, in flow: Flow) -> (SourceLocation, Int) {
        guard let screen = flow.screen(purpose.screen) else { return (.fileStart, 1) }
        let field = catalog.usageKey(purpose.key)?.field ?? .purpose
        let written: Located<String>?
        switch field {
        case .purpose: written = screen.purpose
        case .sharePurpose: written = screen.sharePurpose ?? screen.purpose
        case .purposeMarkdown: written = screen.purposeMarkdown ?? screen.purpose
        }
        if let written, written.value == purpose.text { return (written.location, written.length) }
        if let purpose = screen.purpose { return (purpose.location, purpose.length) }
        return (screen.id.location, screen.id.length)
    }

    /// The resources whose alert asks to track (the catalog's `trackingConsent`).
    public var trackingResources: Set<ResourceID> { Set(catalog.resources.filter { $0.has(.trackingConsent) }.map(\.id)) }

    /// Their usage keys (`NSUserTrackingUsageDescription`; not the Markdown one, which only goes with it).
    public var trackingKeys: [String] {
        catalog.resources.filter { $0.has(.trackingConsent) }.flatMap { $0.plistKeys.filter { $0.field == .purpose }.map(\.key) }
    }

    /// Whether the app asks for tracking: a flow's tracking alert, or an app file's tracking key.
    public var asksForTracking: Bool { trackingAsker != nil }

    /// Who asks for tracking, for a message: the first flow alert that does ("the tracking alert
    /// 'tracking' at flows/tracking.yaml:40:3"), else the first app file's tracking key; nil when none does.
    public var trackingAsker: String? {
        let resources = trackingResources
        for file in flows where !file.resources.isDisjoint(with: resources) {
            for screen in file.flow.screens where screen.kind.value == .alert {
                guard let id = screen.resourceID, resources.contains(id) else { continue }
                return "the tracking alert '\(screen.id.value)' at \(file.path):\(screen.id.location)"
            }
        }
        let keys = trackingKeys
        for file in appFiles {
            for key in keys {
                guard let location = file.keys[key] else { continue }
                return "\(key) at " + Self.place(file.source.path, location, keyPath: key)
            }
        }
        return nil
    }

    /// Where a finding in an app file is: `Info.plist:12:3`, or for a binary one, `Info.plist (key)`.
    static func place(_ path: String, _ location: SourceLocation, keyPath: String) -> String {
        location.line > 0 ? "\(path):\(location)" : "\(path) (\(keyPath))"
    }
}

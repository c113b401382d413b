/// The text of one resource's system alert in one locale, for a range of iOS versions. Each
/// string carries its evidence; the alert's `status` is its weakest string's.
public struct AlertText: Sendable, Codable, Hashable {
    public var locale: String
    public var ios: IOSRange
    /// The title with `%@` where the app's name goes (the name is quoted by the caller).
    public var title: String
    public var titleEvidence: Evidence
    /// The system's own message, for alerts whose message is not the app's purpose string.
    public var systemMessage: String?
    public var systemMessageEvidence: Evidence?
    /// Buttons in the order iOS draws them (top to bottom, or left to right for two).
    public var buttons: [AlertButton]
    /// A second set of buttons shown after a first-stage button with no outcome.
    public var followUp: [AlertButton]?
    /// The map and Precise switch (location, iOS 14+); nil draws neither.
    public var precise: PreciseLabels?
    /// The second stage's own title and message (iOS 18 contacts), drawn instead of the first's.
    public var followUpTitle: SystemString?
    public var followUpMessage: SystemString?
    /// The picker the limited-access button opens, and its confirmation (iOS 18 contacts); nil
    /// stores `limited` at once.
    public var picker: LimitedPickerText?
    /// The iOS version the text was looked up for (`ResourceInfo.alert(locale:ios:)`), which
    /// `strings` reads its evidence on: a version that carries an older one's strings over
    /// marks them so (`IOSVersions.evidence`). Nil for the table's own entries.
    public var shownOn: Int?
    /// What the app would see, drawn under the message (iOS 17+ photos).
    public var libraryCounts: LibraryCountsText?

    enum CodingKeys: String, CodingKey, CaseIterable {
        case locale, ios, title, systemMessage, buttons, followUp, precise, verified, status, source
        case followUpTitle, followUpMessage, picker, libraryCounts
    }

    /// A locale pack's text: one `status` (or the older `verified`) and `source` for all its
    /// strings; a pack that says neither is unverified.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        locale = try container.decodeIfPresent(String.self, forKey: .locale) ?? ""
        ios = try container.decodeIfPresent(IOSRange.self, forKey: .ios) ?? .all
        title = try container.decode(String.self, forKey: .title)
        // The message may carry its own evidence ({"text", "status", "source"}); as plain text it has the alert's.
        let message = try container.decodeIfPresent(SystemString.self, forKey: .systemMessage)
        systemMessage = message?.text
        var precise = try container.decodeIfPresent(PreciseLabels.self, forKey: .precise)
        let verified = try container.decodeIfPresent(Bool.self, forKey: .verified)
        let status = try container.decodeIfPresent(EvidenceStatus.self, forKey: .status)
            ?? (verified == true ? .verified : .unverified)
        let evidence = Evidence(status: status, source: try container.decodeIfPresent(String.self, forKey: .source) ?? "")
        if precise?.evidence == .unsourced { precise?.evidence = evidence }
        self.precise = precise
        titleEvidence = evidence
        systemMessageEvidence = message.map { $0.evidence == .unsourced ? evidence : $0.evidence }
        func stamped(_ buttons: [AlertButton]) -> [AlertButton] {
            buttons.map { button in
                var button = button
                if button.evidence.source.isEmpty, button.evidence.status == .unverified { button.evidence = evidence }
                return button
            }
        }
        buttons = stamped(try container.decode([AlertButton].self, forKey: .buttons))
        followUp = try container.decodeIfPresent([AlertButton].self, forKey: .followUp).map(stamped)
        func stamped(_ string: SystemString?) -> SystemString? {
            guard var string else { return nil }
            if string.evidence == .unsourced { string.evidence = evidence }
            return string
        }
        followUpTitle = stamped(try container.decodeIfPresent(SystemString.self, forKey: .followUpTitle))
        followUpMessage = stamped(try container.decodeIfPresent(SystemString.self, forKey: .followUpMessage))
        picker = try container.decodeIfPresent(LimitedPickerText.self, forKey: .picker)
        libraryCounts = try container.decodeIfPresent(LibraryCountsText.self, forKey: .libraryCounts)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        // A locale file's texts are in the file's locale: they leave it out.
        if !locale.isEmpty { try container.encode(locale, forKey: .locale) }
        try container.encode(ios, forKey: .ios)
        try container.encode(title, forKey: .title)
        if let systemMessage {
            let evidence = systemMessageEvidence ?? .unsourced
            if evidence == titleEvidence {
                try container.encode(systemMessage, forKey: .systemMessage)
            } else {
                try container.encode(SystemString(systemMessage, evidence), forKey: .systemMessage)
            }
        }
        try container.encode(buttons, forKey: .buttons)
        try container.encodeIfPresent(followUp, forKey: .followUp)
        try container.encodeIfPresent(precise, forKey: .precise)
        try container.encodeIfPresent(followUpTitle, forKey: .followUpTitle)
        try container.encodeIfPresent(followUpMessage, forKey: .followUpMessage)
        try container.encodeIfPresent(picker, forKey: .picker)
        try container.encodeIfPresent(libraryCounts, forKey: .libraryCounts)
        try container.encode(titleEvidence.status, forKey: .status)
        try container.encode(titleEvidence.source, forKey: .source)
    }

    public init(
        locale: String = "",
        ios: IOSRange = .all,
        title: String,
        _ titleEvidence: Evidence = .unsourced,
        systemMessage: String? = nil,
        systemMessageEvidence: Evidence? = nil,
        buttons: [AlertButton],
        followUp: [AlertButton]? = nil,
        followUpTitle: SystemString? = nil,
        followUpMessage: SystemString? = nil,
        picker: LimitedPickerText? = nil,
        precise: PreciseLabels? = nil,
        libraryCounts: LibraryCountsText? = nil
    ) {
        self.locale = locale
        self.ios = ios
        self.title = title
        self.titleEvidence = titleEvidence
        self.systemMessage = systemMessage
        self.systemMessageEvidence = systemMessage == nil ? nil : (systemMessageEvidence ?? .unsourced)
        self.buttons = buttons
        self.followUp = followUp
        self.followUpTitle = followUpTitle
        self.followUpMessage = followUpMessage
        self.picker = picker
        self.precise = precise
        self.libraryCounts = libraryCounts
    }

    /// Every string of the alert with its evidence, in drawing order, as it stands on the
    /// version the text was looked up for (`shownOn`).
    public var strings: [(text: String, evidence: Evidence)] {
        guard let version = shownOn, IOSVersions.carriedOver[version] != nil else { return ownStrings }
        return ownStrings.map { ($0.text, IOSVersions.evidence($0.evidence, sourcedFor: ios, on: version)) }
    }

    /// The status of each string of `strings`, without building their sources or their texts
    /// (`ownEvidences`: making the texts was 5 M instructions of a lint of 200 generated flows,
    /// where `text-fits` enters every alert screen; docs/benchmarks.md, "flows32f").
    public var statuses: [EvidenceStatus] {
        guard let version = shownOn, IOSVersions.carriedOver[version] != nil else { return ownEvidences.map(\.status) }
        return ownEvidences.map { IOSVersions.status($0.status, sourcedFor: ios, on: version) }
    }

    /// The evidence of each of `ownStrings`, in its order, without making the texts.
    /// `AlertTextTests.statusesAreTheStringsStatuses` holds the two in step.
    private var ownEvidences: [Evidence] {
        var all: [Evidence] = [titleEvidence]
        if systemMessage != nil { all.append(systemMessageEvidence ?? .unsourced) }
        if let libraryCounts { all += libraryCounts.evidences }
        if let precise { all.append(precise.evidence) }
        all += buttons.map(\.evidence)
        all += [followUpTitle, followUpMessage].compactMap { $0?.evidence }
        all += (followUp ?? []).map(\.evidence)
        all += picker?.evidences ?? []
        return all
    }

    /// Every string with the evidence the table gives it.
    private var ownStrings: [(text: String, evidence: Evidence)] {
        var all: [(text: String, evidence: Evidence)] = [(title, titleEvidence)]
        if let systemMessage { all.append((systemMessage, systemMessageEvidence ?? .unsourced)) }
        if let libraryCounts { all += libraryCounts.strings }
        if let precise { all.append((precise.label + precise.on + "/" + precise.off, precise.evidence)) }
        all += buttons.map { ($0.label, $0.evidence) }
        all += [followUpTitle, followUpMessage].compactMap { $0.map { ($0.text, $0.evidence) } }
        all += (followUp ?? []).map { ($0.label, $0.evidence) }
        all += picker?.strings ?? []
        return all
    }

    /// The weakest status of its strings: what a walk and `permflow resources` report.
    public var status: EvidenceStatus {
        statuses.max() ?? .unverified
    }

    /// Whether every string was seen in a primary source.
    public var verified: Bool { status == .verified }
}

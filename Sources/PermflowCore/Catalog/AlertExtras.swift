/// One system string and its evidence: the words iOS draws around an alert besides its title and
/// buttons (the contact picker's, the photos alert's counts line).
public struct SystemString: Sendable, Codable, Hashable {
    public var text: String
    public var evidence: Evidence

    public init(_ text: String, _ evidence: Evidence = .unsourced) {
        self.text = text
        self.evidence = evidence
    }

    enum CodingKeys: String, CodingKey { case text, status, source }

    /// A locale pack's string: `{"text": …, "status": …, "source": …}`, or just the text
    /// (unverified, unless the alert's own status is stamped on it).
    public init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer(), let text = try? single.decode(String.self) {
            self.init(text)
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(try container.decode(String.self, forKey: .text), try Evidence.decode(container, status: .status, source: .source))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(text, forKey: .text)
        try evidence.encode(to: &container, status: .status, source: .source)
    }
}

/// A count in words, one form for 1 and one for the rest, `{count}` standing for the number
/// ("1 contact", "3 contacts"; Korean uses one form: "연락처 3개").
public struct CountText: Sendable, Codable, Hashable {
    public var one: String
    public var other: String
    public var evidence: Evidence

    public init(one: String, other: String, _ evidence: Evidence) {
        self.one = one
        self.other = other
        self.evidence = evidence
    }

    /// The words for `count`, its digits grouped by thousands ("2,480").
    public func callAsFunction(_ count: Int) -> String {
        (count == 1 ? one : other).replacingEvery("{count}", with: TranscriptBounds.grouped(count))
    }
}

/// The screens iOS 18 shows after Contacts' "Select Contacts": a full-screen picker of the
/// person's contacts with a mark on each one chosen, then a confirmation listing the chosen ones
/// (WWDC24 10121, S9); and the photo picker iOS 17 and later show after Photos' "Limit Access…"
/// (`items: .photos`), whose Done grants access to the photos chosen without a confirmation. The picker's and the confirmation's words are not in any source (✗): each
/// string says so in its evidence, and the walk's "wording unverified" note covers them.
public struct LimitedPickerText: Sendable, Codable, Hashable {
    /// The picker's title.
    public var title: SystemString
    /// Leaves the picker without choosing: back to the alert's second stage.
    public var cancel: SystemString
    /// Goes on to the confirmation with the contacts chosen.
    public var done: SystemString
    /// How many are chosen, over the list ("{count} Selected").
    public var selected: SystemString
    /// The confirmation's title, `%@` for the app.
    public var confirmTitle: SystemString
    /// What the confirmation lists when nothing was chosen.
    public var noneChosen: SystemString
    /// The confirmation's button that grants access to the chosen contacts.
    public var confirm: SystemString
    /// The confirmation's way back to the picker.
    public var back: SystemString
    /// The grant's size in Settings and the transcript ("3 contacts").
    public var count: CountText
    /// What the picker lists: the device's contacts (nil, as iOS 18's contact picker) or its
    /// photos (iOS 17's photo picker after "Limit Access…").
    public var items: PickerItems?
    /// False when Done grants at once, with no confirmation (the photo picker); nil or true for
    /// the contact picker's confirmation.
    public var confirms: Bool?

    public init(title: SystemString, cancel: SystemString, done: SystemString, selected: SystemString,
                confirmTitle: SystemString, noneChosen: SystemString, confirm: SystemString, back: SystemString,
                count: CountText, items: PickerItems? = nil, confirms: Bool? = nil) {
        self.title = title
        self.cancel = cancel
        self.done = done
        self.selected = selected
        self.confirmTitle = confirmTitle
        self.noneChosen = noneChosen
        self.confirm = confirm
        self.back = back
        self.count = count
        self.items = items
        self.confirms = confirms
    }

    /// A picker whose Done grants at once (no confirmation strings): the photo picker.
    public init(title: SystemString, cancel: SystemString, done: SystemString, selected: SystemString,
                count: CountText, items: PickerItems) {
        self.init(title: title, cancel: cancel, done: done, selected: selected, confirmTitle: SystemString(""),
                  noneChosen: SystemString(""), confirm: SystemString(""), back: SystemString(""), count: count,
                  items: items, confirms: false)
    }

    /// Whether Done leads to a confirmation (the contact picker) rather than granting at once.
    public var hasConfirmation: Bool { confirms ?? true }

    /// Every string with its evidence, in drawing order (a picker without a confirmation has no
    /// confirmation strings).
    public var strings: [(text: String, evidence: Evidence)] {
        let drawn = hasConfirmation ? [title, cancel, done, selected, confirmTitle, noneChosen, confirm, back] : [title, cancel, done, selected]
        return drawn.map { ($0.text, $0.evidence) } + [(count.one + " / " + count.other, count.evidence)]
    }

    /// The evidence of each of `strings`, in its order, without making their texts.
    public var evidences: [Evidence] {
        let drawn = hasConfirmation ? [title, cancel, done, selected, confirmTitle, noneChosen, confirm, back] : [title, cancel, done, selected]
        return drawn.map(\.evidence) + [count.evidence]
    }

    enum CodingKeys: String, CodingKey {
        case title, cancel, done, selected, confirmTitle, noneChosen, confirm, back, count, items, confirms
    }

    /// A locale pack's picker: a photo picker (`"confirms": false`) may leave out the confirmation's strings.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let confirms = try c.decodeIfPresent(Bool.self, forKey: .confirms)
        func confirmation(_ key: CodingKeys) throws -> SystemString {
            confirms == false ? try c.decodeIfPresent(SystemString.self, forKey: key) ?? SystemString("") : try c.decode(SystemString.self, forKey: key)
        }
        self.init(title: try c.decode(SystemString.self, forKey: .title), cancel: try c.decode(SystemString.self, forKey: .cancel),
                  done: try c.decode(SystemString.self, forKey: .done), selected: try c.decode(SystemString.self, forKey: .selected),
                  confirmTitle: try confirmation(.confirmTitle), noneChosen: try confirmation(.noneChosen),
                  confirm: try confirmation(.confirm), back: try confirmation(.back),
                  count: try c.decode(CountText.self, forKey: .count),
                  items: try c.decodeIfPresent(PickerItems.self, forKey: .items), confirms: confirms)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(title, forKey: .title)
        try c.encode(cancel, forKey: .cancel)
        try c.encode(done, forKey: .done)
        try c.encode(selected, forKey: .selected)
        if hasConfirmation {
            try c.encode(confirmTitle, forKey: .confirmTitle)
            try c.encode(noneChosen, forKey: .noneChosen)
            try c.encode(confirm, forKey: .confirm)
            try c.encode(back, forKey: .back)
        }
        try c.encode(count, forKey: .count)
        try c.encodeIfPresent(items, forKey: .items)
        try c.encodeIfPresent(confirms, forKey: .confirms)
    }
}

/// What a limited-access picker lists.
public enum PickerItems: String, Sendable, Codable, Hashable {
    /// The device's contacts (`device.contacts`, or the locale's sample names).
    case contacts
    /// The device's photos (`device.sample-photos`, or the locale's sample photos).
    case photos
}

/// The lines iOS 17 and later add to the photos alert: what the app would see (the library's
/// photo and video counts, shared with their location data and captions). That the alert says
/// so is sourced (S10); its words are not.
public struct LibraryCountsText: Sendable, Codable, Hashable {
    /// The sentence, `{photos}` and `{videos}` standing for the counts in words, `%@` for the app.
    public var sentence: SystemString
    public var photos: CountText
    public var videos: CountText

    /// The sentence for a library of `photos` photos and `videos` videos.
    public func line(photos photoCount: Int, videos videoCount: Int) -> String {
        sentence.text.replacingEvery("{photos}", with: photos(photoCount)).replacingEvery("{videos}", with: videos(videoCount))
    }

    public var strings: [(text: String, evidence: Evidence)] {
        [(sentence.text, sentence.evidence), (photos.one + " / " + photos.other, photos.evidence),
         (videos.one + " / " + videos.other, videos.evidence)]
    }

    /// The evidence of each of `strings`, in its order, without making their texts.
    public var evidences: [Evidence] { [sentence.evidence, photos.evidence, videos.evidence] }
}

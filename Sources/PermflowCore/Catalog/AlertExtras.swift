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
/// (WWDC24 10121, S9). The picker's and the confirmation's words are not in any source (✗): each
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

    /// Every string with its evidence, in drawing order.
    public var strings: [(text: String, evidence: Evidence)] {
        [title, cancel, done, selected, confirmTitle, noneChosen, confirm, back].map { ($0.text, $0.evidence) }
            + [(count.one + " / " + count.other, count.evidence)]
    }
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
}

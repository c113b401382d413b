/// The words of one alert text that a system alert's look is made of (`SystemAlertLook`): its
/// title, its own message and its buttons' labels (the follow-up's after the first stage's), with
/// the locale and versions that tell whether a pack's text replaces it.
///
/// A built-in locale file's texts are read into these by the same keys and the same readers as
/// `AlertText` (the synthesized decoding below, `SystemString`'s and `IOSRange`'s own), leaving
/// out what the look never reads: outcomes, evidence, the Precise switch, the picker, the library
/// counts. The look reads every resource's texts of the flow's locale on any flow with a custom
/// screen, and decoding the 48 English texts whole cost 3.4 M instructions of a scripted walk's
/// 29.4 M (docs/benchmarks.md, "speed25l"). `LocaleFilesTests` holds these equal to the words of
/// the texts `AlertText` reads, for every resource of every built-in file and for a pack's texts.
struct AlertLookWords: Sendable, Decodable {
    /// The text's locale: absent in a locale file, whose texts are in the file's.
    var locale: String?
    var ios: IOSRange?
    var title: String
    var systemMessage: SystemString?
    var buttons: [Label]
    var followUp: [Label]?

    enum CodingKeys: String, CodingKey, CaseIterable { case locale, ios, title, systemMessage, buttons, followUp }

    /// A button, by its label only.
    struct Label: Sendable, Decodable {
        var label: String

        enum CodingKeys: String, CodingKey, CaseIterable { case label }
    }

    /// The members of an alert text and of its buttons that these words leave out: a file's
    /// texts are read for them with those members passed over, not built
    /// (`LocaleFileReader.value(_:in:at:leavingOut:)`). The evidence of a message given as an
    /// object (`SystemString`) goes with them; its text stays.
    static let unread: Set<String> = {
        let read = Set(CodingKeys.allCases.map(\.stringValue) + Label.CodingKeys.allCases.map(\.stringValue))
        return Set(AlertText.CodingKeys.allCases.map(\.stringValue) + AlertButton.CodingKeys.allCases.map(\.stringValue)).subtracting(read)
    }()

    /// The words of a text already read whole (a pack's, or a built-in one a walk drew).
    init(_ text: AlertText) {
        locale = text.locale
        ios = text.ios
        title = text.title
        systemMessage = text.systemMessage.map { SystemString($0) }
        buttons = text.buttons.map { Label(label: $0.label) }
        followUp = text.followUp.map { $0.map { Label(label: $0.label) } }
    }

    /// Every button label, the first stage's then the follow-up's.
    var labels: [String] { buttons.map(\.label) + (followUp ?? []).map(\.label) }

    /// The system's own message, without its evidence.
    var message: String? { systemMessage?.text }

    /// The locale and versions, as `AlertText` reads them (an absent range is every version).
    var place: (locale: String, ios: IOSRange) { (locale ?? "", ios ?? .all) }
}

/// A screen's title and body with their field names, in that order, for the rules that read the
/// two alike: `for (field, text) in TitleAndBody(screen)`.
///
/// A literal `[("title", screen.title), ("body", screen.body)]` made, filled and freed an array
/// for every screen of every flow in each of the six rules that read them (about 2,000
/// instructions a screen in all; docs/benchmarks.md, "flows32k"); this holds the two in place.
struct TitleAndBody: Sequence, IteratorProtocol {
    private let title: Located<String>?
    private let body: Located<String>?
    private var step = 0

    /// `skippingTitle`: the title is given as nil (a rule that has reported it already).
    init(_ screen: Screen, skippingTitle: Bool = false) {
        title = skippingTitle ? nil : screen.title
        body = screen.body
    }

    mutating func next() -> (field: String, text: Located<String>?)? {
        step += 1
        switch step {
        case 1: return ("title", title)
        case 2: return ("body", body)
        default: return nil
        }
    }
}

/// Sentences of the Human Interface Guidelines ("Accessing private data") that the rationales
/// of several rules open with, written once so that every rule quotes them alike.
enum HIGQuote {
    /// The guideline every rule on purpose strings and on the copy around them rests on.
    static let describeUse = #"HIG: "Write copy that clearly describes how your app uses the ability, data, or resource you're requesting.""#

    /// `describeUse` with the sentence after it, on where the alert shows that copy.
    static let describeUseInAlert = #"HIG: "Write copy that clearly describes how your app uses the ability, data, or resource you're requesting. The standard alert displays your copy (called a purpose string or usage description string) after your app name and before the buttons people use to grant or deny their permission.""#

    /// A rationale that quotes `quote` and goes on, after a space, with the rule's `reasoning`.
    static func rationale(_ quote: String, _ reasoning: String) -> String {
        quote + " " + reasoning
    }
}

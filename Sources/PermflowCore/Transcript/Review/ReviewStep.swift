/// A step of a review: the screen as shown, the choice, and what followed.
public struct ReviewStep: Sendable, Equatable {
    /// From 1, in the order of the walk.
    public var number: Int
    /// The screen's id.
    public var screen: String
    /// `camera alert` for a system alert, else the screen's kind.
    public var kind: String
    /// The label pressed.
    public var choice: String
    /// The frame on screen when the choice was made.
    public var picture: ReviewPicture
    public var showing: ReviewPicture.Showing
    /// Choice, dwell, permissions after, and the notes when there are any.
    public var details: [ReviewDocument.Fact]

    /// `step-3`: the step's anchor in the review (`review.html#step-3`), the same number the
    /// status line, replay and verify give it.
    public var anchor: String { "step-\(number)" }

    /// The picture's title: `Step 3: why-camera`, with the screen as the writer shows it.
    public func caption(screen: String) -> String { "Step \(number): \(screen)" }
}

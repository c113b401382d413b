/// Where the phone, its screen and the status line sit in a terminal of a given size.
///
/// The phone is 40 cells wide (a little narrower than tall-and-thin would suggest, so an alert
/// has room), shrinking to fit the terminal, and at most 36 rows tall; it is centred in the
/// rows above the status line, which is the terminal's bottom row.
public struct PhoneLayout: Sendable, Equatable {
    /// The smallest terminal the phone is drawn in: 30×12 leaves a 28×9 screen, enough for a
    /// title, a line of body and three stacked alert buttons. Below it the renderer asks for a
    /// larger terminal instead of drawing something unreadable.
    public static let minimumWidth = 30
    public static let minimumHeight = 12
    public static let preferredWidth = 40
    public static let maximumHeight = 36

    public let terminalWidth: Int
    public let terminalHeight: Int
    /// The phone with its border.
    let phone: Rect
    /// Inside the border: what the screen (and a dimmed backdrop) fills.
    let screen: Rect
    /// The screen less its margins: where a screen's text goes.
    let content: Rect
    public let statusRow: Int

    public init(width: Int, height: Int) {
        terminalWidth = width
        terminalHeight = height
        let phoneWidth = min(Self.preferredWidth, width)
        let available = max(0, height - 1)
        let phoneHeight = min(Self.maximumHeight, available)
        phone = Rect(column: (width - phoneWidth) / 2, row: (available - phoneHeight) / 2, width: phoneWidth, height: phoneHeight)
        screen = phone.inset(1, 1)
        content = screen.inset(phoneWidth >= 36 ? 2 : 1, screen.height >= 14 ? 1 : 0)
        statusRow = height - 1
    }

    /// Whether the terminal is large enough to draw the phone.
    public var fits: Bool {
        terminalWidth >= Self.minimumWidth && terminalHeight >= Self.minimumHeight
    }
}

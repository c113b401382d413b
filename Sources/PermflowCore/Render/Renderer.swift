/// Draws the walk into a `Frame`: pure, `(state, options) → Frame`.
///
/// A phone centred in the terminal (see `PhoneLayout`) shows the current screen; a system
/// alert is drawn over the screen before it, dimmed; overlays (help, Settings > Privacy, the
/// quit question) go on top; the status line is the bottom row. Below
/// `PhoneLayout.minimumWidth`×`minimumHeight` only a request for a larger terminal is drawn.
///
/// Every flow string is made visible (`VisibleText.sanitize`) and measured in cells before it
/// reaches the frame, so a hostile flow cannot move the cursor and Korean lines up exactly.
public enum Renderer {
    /// Whether a frame of `state` could cut any text of the flow's (`Frame.cuts`): false means
    /// `render` would record no cut, so `text-fits` need not draw it. A necessary condition the
    /// painters read from their own widths and row budgets; screens they do not measure (the
    /// pickers, the Health sheet, the EU tracking sheet) count as possibly cut.
    ///
    /// It reads the layout, the walker and the state as they are given, with no `RenderContext`:
    /// a context holds a copy of both, which `text-fits` paid for every screen it measured.
    public static func mayCut(_ state: WalkState, walker: Walker, width: Int, height: Int) -> Bool {
        let layout = PhoneLayout(width: width, height: height)
        guard layout.fits else { return true }
        if let alert = state.alert {
            guard alert.picker == nil, alert.sheet == nil, alert.trackingSheet == nil, !walker.showsSharingSheet(alert) else { return true }
            // The screen behind the alert is drawn too, and can be cut as itself.
            let backdropID = alert.backdrop ?? state.previousScreenID
            if let id = backdropID, let screen = walker.flow.screen(id), screen.kind.value != .alert,
               ScreenPainter.mayCut(ScreenPainter.parts(of: screen, id: id, walker: walker), layout: layout) { return true }
            return AlertPainter.mayCut(alert, state: state, walker: walker, layout: layout)
        }
        return ScreenPainter.mayCut(ScreenPainter.parts(of: walker.screen(state), id: state.screenID, walker: walker), layout: layout)
    }

    public static func render(_ state: WalkState, walker: Walker, options: RenderOptions) -> Frame {
        var canvas = Canvas(width: options.width, height: options.height)
        let layout = PhoneLayout(width: canvas.width, height: canvas.height)
        guard layout.fits else {
            OverlayPainter.paintTooSmall(on: &canvas, quitting: state.overlay == .confirmQuit)
            return canvas.frame
        }
        let theme = Theme(options.theme, color: options.color)
        let context = RenderContext(state: state, walker: walker, options: options, theme: theme, layout: layout)

        paintPhone(context, on: &canvas)
        let screens = ScreenPainter(context: context)
        var hotspots: [Hotspot]
        var modal: Bool
        if let alert = state.alert, let picker = alert.picker {
            // The contact picker is a full screen of its own, not an alert over one.
            hotspots = PickerPainter(context: context).paint(alert, picker, on: &canvas)
            modal = false
        } else if let alert = state.alert, let sheet = alert.sheet {
            // Health's request is a full-screen sheet: nothing behind it shows.
            hotspots = HealthSheetPainter(context: context).paint(alert, sheet: sheet, on: &canvas)
            modal = true
        } else if let alert = state.alert, walker.showsSharingSheet(alert) {
            // iOS 18 contacts' second step: a sheet from another process, over the whole screen.
            hotspots = SharingSheetPainter(context: context).paint(alert, on: &canvas)
            modal = true
        } else if let alert = state.alert, let sheet = alert.trackingSheet {
            // The EU tracking sheet is a full page too (iOS 27.2).
            hotspots = TrackingSheetPainter(context: context).paint(alert, sheet: sheet, on: &canvas)
            modal = true
        } else if let alert = state.alert {
            let backdropID = alert.backdrop ?? state.previousScreenID
            if let id = backdropID, let screen = walker.flow.screen(id), screen.kind.value != .alert {
                _ = screens.paint(screen, id: id, focus: nil, on: &canvas)
            } else {
                canvas.fill(layout.screen, style: context.screenText)
            }
            canvas.dim(layout.screen, overlay: theme[\.dimOverlay])
            hotspots = AlertPainter(context: context).paint(alert, on: &canvas)
            modal = true
        } else {
            let screen = walker.screen(state)
            hotspots = screens.paint(screen, id: state.screenID, focus: state.focus, on: &canvas)
            modal = screen?.kind.value == .preAlert
        }

        let overlays = OverlayPainter(context: context)
        switch state.overlay {
        case .privacy(let selection):
            overlays.paintPrivacy(selection: selection, on: &canvas)
        case .help, .confirmQuit, .warnings, .notes:
            canvas.dim(Rect(column: 0, row: 0, width: canvas.width, height: canvas.height), overlay: theme[\.dimOverlay])
            switch state.overlay {
            case .help: overlays.paintHelp(on: &canvas)
            case .warnings: overlays.paintWarnings(on: &canvas)
            case .notes(let notes): overlays.paintNotes(notes, on: &canvas)
            default: overlays.paintQuit(on: &canvas)
            }
        case nil:
            break
        }
        StatusLine(context: context).paint(on: &canvas)
        if let banner = options.banner, !banner.isEmpty {
            overlays.paintBanner(banner, on: &canvas)
        }
        if state.overlay != nil {
            // Keys go to the overlay; nothing behind it can be clicked.
            hotspots = []
            modal = false
        }
        canvas.frame.hotspots = hotspots
        canvas.frame.modal = modal
        return canvas.frame
    }

    /// The phone's body: a rounded border with a home indicator, and the screen's background.
    static func paintPhone(_ context: RenderContext, on canvas: inout Canvas) {
        let phone = context.layout.phone
        canvas.fill(context.layout.screen, style: context.screenText)
        canvas.roundedBox(phone, style: context.style(\.phoneBorder, nil))
        let indicator = min(8, max(0, phone.width - 6))
        canvas.horizontal("\u{2501}", column: phone.column + (phone.width - indicator) / 2, row: phone.bottom - 1,
                          width: indicator, style: context.style(\.phoneBorder, nil, [.bold]))
    }
}

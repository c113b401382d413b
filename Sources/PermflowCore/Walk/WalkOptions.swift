/// Options the walk needs from outside the core's pure data.
public struct WalkOptions: Sendable {
    /// Location-button screen id → why the system would refuse it (from the location-button
    /// checks); such a button is drawn but grants nothing.
    public var refusedLocationButtons: [String: String]

    public init(refusedLocationButtons: [String: String] = [:]) {
        self.refusedLocationButtons = refusedLocationButtons
    }

    /// Options that refuse every location button a `location-button-*` diagnostic points into,
    /// with that diagnostic's message as the reason.
    ///
    /// The walker never imports lint code, so the `walk` command passes the lint report's
    /// diagnostics here, suppressed ones included: a button whose problem is only suppressed
    /// with `ignore:` still renders badly, and iOS would still refuse it.
    public init(refusingLocationButtonsFrom diagnostics: [Diagnostic], in flow: Flow) {
        // Screens in file order; a diagnostic belongs to the last screen that starts before it.
        let ordered = flow.screens.sorted { $0.location < $1.location }
        var refused: [String: String] = [:]
        for diagnostic in diagnostics where diagnostic.ruleID.hasPrefix("location-button-") {
            guard let screen = ordered.last(where: { $0.location <= diagnostic.location }),
                  screen.kind.value == .locationButton else { continue }
            let reason = "\(diagnostic.message) [\(diagnostic.ruleID)]"
            if let earlier = refused[screen.id.value] {
                refused[screen.id.value] = earlier + "; " + reason
            } else {
                refused[screen.id.value] = reason
            }
        }
        self.refusedLocationButtons = refused
    }
}

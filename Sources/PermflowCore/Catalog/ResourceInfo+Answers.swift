/// What the system does with a resource once it has an answer: which states people can choose
/// in Settings, and which way an alert that is no longer shown goes. The walker (a request for a
/// determined resource) and the linter's state analysis (`PermissionStateAnalysis`) both ask here,
/// so the walk and the lint agree on where a path leads.
extension ResourceInfo {
    /// The states a person can leave the resource in from Settings, or between two launches:
    /// what the resource can be in but not determined and what only the app or an alert brings
    /// about (one-time access, which also ends at the next launch; provisional authorization;
    /// `restricted`, which Screen Time sets). A resource with one-time grants (location) can be
    /// set back to asking ("Ask Next Time Or When I Share"), which is not determined. The
    /// walker's privacy panel (`Walker.settableStates`) offers not determined for every resource
    /// besides, as a designer's reset.
    public func settableStates(ios version: Int) -> [PermissionState] {
        // A switch, not a `Set` made per call: the state analysis asks once per resource it
        // searches (docs/benchmarks.md, "flows32i").
        states(ios: version).filter { state in
            switch state {
            case .allowedOnce, .provisional, .restricted: false
            case .notDetermined: grantsOnce
            default: true
            }
        }
    }

    /// The outcome the system follows when this resource's alert is reached while the resource is
    /// already `stored`: the one that stores it, or for a state this alert cannot give (set in
    /// Settings) the nearest kind of answer; among equally good outcomes, one in `mapped` (the
    /// keys the screen maps). Nil when no outcome stands for `stored`.
    public func outcomeKey(notShownFor stored: PermissionState, mapped: Set<OutcomeKey>, ios version: Int) -> OutcomeKey? {
        let available = outcomes(ios: version)
        let candidates = Self.nearest(to: stored).flatMap { state in available.filter { $0.state == state } }
        // An upgrade alert cannot lower a grant: a denial or one-time access goes on as a declined
        // upgrade would (Keep Only While Using), the way an app reads "not Always" after asking.
        let declined = upgrades == nil ? [] : available.filter { $0.state == upgradedFrom }
        return (candidates + declined).first { mapped.contains($0.key) }?.key ?? (candidates + declined).first?.key
    }

    /// States in order of how well they stand for `stored` when an alert cannot store it.
    private static func nearest(to stored: PermissionState) -> [PermissionState] {
        switch stored {
        case .notDetermined: []
        case .denied: [.denied]
        case .authorized: [.authorized, .whileUsing, .always, .limited, .provisional, .allowedOnce]
        case .limited: [.limited, .authorized, .allowedOnce]
        case .provisional: [.provisional, .authorized]
        case .allowedOnce: [.allowedOnce, .whileUsing, .authorized, .limited]
        case .whileUsing: [.whileUsing, .always, .authorized, .allowedOnce]
        case .always: [.always, .whileUsing, .authorized]
        case .restricted: [.denied]
        case .writeOnly: [.writeOnly, .authorized, .limited]
        }
    }
}

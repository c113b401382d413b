@testable import PermflowCore

/// Flow texts the CLI tests write into files: `ExampleFlow` (the rules' example language) gives
/// the header and home, the test only the screens that matter to it.
extension ExampleFlow {
    /// The end screen most small flows finish at, as a stock screen: added when a screen goes to `done`.
    static let doneScreen = "done:\n  kind: end\n  title: Done"
}

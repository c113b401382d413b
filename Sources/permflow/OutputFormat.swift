import ArgumentParser

/// How `lint` prints its report (`--format`).
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, github, sarif, xcode
}

import ArgumentParser

/// Whether `lint` colours its text report (`--color`).
enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
    case auto, always, never
}

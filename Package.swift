// swift-tools-version:6.0
import PackageDescription

// Each file sees only the members of the modules it imports itself, so a file that imports
// FoundationEssentials cannot quietly use a `Foundation` method another file brought in (on Linux
// that links ICU's 34 MB of data into the binary: docs/benchmarks.md, "Size").
let importsPerFile: [SwiftSetting] = [.enableUpcomingFeature("MemberImportVisibility")]

// ncursesw through pkg-config on macOS (Homebrew's keg), but not on Linux: Debian's ncursesw.pc adds
// `-D_DEFAULT_SOURCE -D_XOPEN_SOURCE=600`, which SwiftPM drops with a "prohibited flag(s)" warning on
// every build. The shim header defines what they would; the headers and libraries are on the default
// paths, and the terminal library ncursesw needs (tinfo, which the .pc file adds) is linked below.
#if os(Linux)
let ncursesPkgConfig: String? = nil
let ncursesLinkerSettings: [LinkerSetting] = [.linkedLibrary("tinfo")]
#else
let ncursesPkgConfig: String? = "ncursesw"
let ncursesLinkerSettings: [LinkerSetting] = []
#endif

let package = Package(
    name: "permflow",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "permflow", targets: ["permflow"]),
        .library(name: "PermflowCore", targets: ["PermflowCore"]),
        // libFuzzer target over parse + lint + render: `make fuzz` (docs/fuzzing.md).
        .executable(name: "PermflowFuzz", targets: ["PermflowFuzz"]),
        // `swift package permflow-lint` in a package that depends on permflow (README, "SwiftPM plugin").
        .plugin(name: "PermflowLintPlugin", targets: ["PermflowLintPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
    ],
    targets: [
        // The pure core: parsing, linting, the walk state machine, layout, transcripts.
        // Foundation and libyaml only; never a terminal, a file or the environment (the CLI's).
        // The built-in languages are JSON files in Locales/ (docs/locales.md), carried inside the
        // binary as string literals by the EmbedLocaleFiles plugin: no resource bundle at run time.
        .target(
            name: "PermflowCore",
            dependencies: ["CLibYAML", "PatternReading"],
            swiftSettings: importsPerFile,
            plugins: ["EmbedLocaleFiles"]
        ),
        // The word-list patterns' reader and the literals a match needs (`RegexPrefilter`): in a
        // module of their own so that the embedder reads the built-in files' patterns at build
        // time with the same code the core reads a pack's with (docs/benchmarks.md, "speed25m").
        .target(name: "PatternReading", swiftSettings: importsPerFile),
        // Writes Locales/*.json into a Swift file of the build folder, for the plugin below.
        .executableTarget(name: "LocaleFileEmbedder", dependencies: ["PatternReading"], path: "Sources/LocaleFileEmbedder"),
        .plugin(name: "EmbedLocaleFiles", capability: .buildTool(), dependencies: ["LocaleFileEmbedder"]),
        // libyaml, the YAML parser, from the system (docs/linting.md, "How a flow file is read"):
        // only Parsing/YAMLComposer.swift imports it.
        .systemLibrary(
            name: "CLibYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // ncursesw, seen through a shim header that turns on the wide-character API.
        .systemLibrary(
            name: "CNcursesw",
            pkgConfig: ncursesPkgConfig,
            providers: [.apt(["libncursesw5-dev"]), .brew(["ncurses"])]
        ),
        // The signal handler and the slot it writes, in one C translation unit: a slot in a
        // header can be duplicated by an optimised build (docs/walker.md, "Signals").
        .target(name: "CPermflowSignals"),
        // The one place that calls ncurses.
        .target(
            name: "PermflowTerminal",
            dependencies: ["PermflowCore", "CNcursesw", "CPermflowSignals"],
            swiftSettings: importsPerFile,
            linkerSettings: ncursesLinkerSettings
        ),
        .executableTarget(
            name: "permflow",
            dependencies: [
                "PermflowCore",
                "PermflowTerminal",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: importsPerFile
        ),
        // The fuzz target: `LLVMFuzzerTestOneInput` in FuzzTarget.swift (no main.swift).
        // Under --sanitize=fuzzer libFuzzer supplies main; a plain build links a main that does nothing.
        .executableTarget(
            name: "PermflowFuzz",
            dependencies: ["PermflowCore"],
            swiftSettings: importsPerFile
        ),
        // A command plugin: builds the permflow tool and runs `permflow lint` in the package.
        .plugin(
            name: "PermflowLintPlugin",
            capability: .command(
                intent: .custom(verb: "permflow-lint", description: "Lint the package's permission flows and app files with permflow"),
                permissions: []
            ),
            dependencies: ["permflow"]
        ),
        .testTarget(
            name: "PermflowCoreTests",
            dependencies: ["PermflowCore", "PatternReading"],
            exclude: ["Snapshots"]
        ),
        .testTarget(
            name: "PermflowTerminalTests",
            dependencies: ["PermflowTerminal", "PermflowCore"]
        ),
        .testTarget(
            name: "PermflowCLITests",
            dependencies: ["PermflowCore", "permflow"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

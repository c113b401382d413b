import ArgumentParser
import PermflowCore

extension ThemeName: ExpressibleByArgument {}

/// `permflow render`: one screen of a flow as the walker draws it, without a terminal.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Print one screen of a flow as the walker draws it (no terminal needed).",
        discussion: """
        Draws the phone, the screen and the status line exactly as `permflow walk` would, and \
        prints them as plain text (with --color: 24-bit ANSI colour; with --svg: an SVG picture of \
        the phone, always in colour, every cell at its own x so it lines up in any browser). Without --screen it draws \
        the flow's start. A size under 30x12 draws only a request for a larger terminal, as \
        the walker does.

        --screen on an alert screen draws the system alert over the screen that leads to it while \
        the resource is not determined; when --state has already determined it, the alert is not \
        shown and the preview follows the stored answer, as a walk would, saying so in the status \
        line.

        render is a preview: it lints the flow and prints any errors to standard error, but still \
        draws the screen when the flow could be read. Warnings show as a count in the status line.

        Exit status: 0 drawn, lint clean of errors; 1 drawn, but lint found errors; 2 unusable \
        input (unreadable file, not a flow, unknown screen, bad --state or --size).

        Examples:
          permflow render flows/camera.yaml
          permflow render flows/camera.yaml --screen camera
          permflow render flows/camera.yaml --screen camera --state camera=denied
          permflow render flows/location.yaml --screen location --theme dark --color
          permflow render flows/ko-camera.yaml --size 50x20
          permflow render flows/camera.yaml --screen camera --locale ko
          permflow render flows/ko-camera.yaml --screen camera --svg > camera.svg
        """
    )

    @Argument(help: "The flow file (- reads standard input).")
    var flow: String

    @Option(help: "The screen to draw (default: the flow's start).")
    var screen: String?

    @Option(name: .customLong("state"), parsing: .upToNextOption, help: ArgumentHelp(
        "Preset permission states, as resource=state (repeatable; commas also separate).",
        discussion: "States: \(PermissionState.allCases.map(\.rawValue).joined(separator: ", ")); an outcome key such as deny or allow-once means the state its button stores.",
        valueName: "resource=state"))
    var states: [String] = []

    @Option(help: ArgumentHelp("Terminal size as WIDTHxHEIGHT.", valueName: "WxH"))
    var size = "80x24"

    @Option(help: "Locale for the system's strings (alerts, location button titles), instead of the flow's.")
    var locale: String?

    @Option(help: "Colour theme: light or dark.")
    var theme: ThemeName = .light

    @Flag(help: "Colour the output with 24-bit ANSI escapes (ignored when NO_COLOR is set).")
    var color = false

    @Flag(help: "Print the screen as an SVG picture (the phone, in the theme's colours, text kept as text).")
    var svg = false

    @OptionGroup(title: "Lint options")
    var thresholds: LintThresholds

    /// A bad `--size` is a usage error, as for `walk` (exit 64, with the usage line).
    func validate() throws {
        if Self.parseSize(size) == nil { throw ValidationError(SizeOption.problem(size)) }
    }

    func run() throws {
        guard let (width, height) = Self.parseSize(size) else { throw ValidationError(SizeOption.problem(size)) }
        let linter = try thresholds.makeLinter()
        let report: LintReport
        if flow == "-" {
            report = linter.lint(linter.parser.parse(path: "<stdin>", data: FileSystem.readStandardInput()))
        } else {
            report = linter.lint(contentsOf: flow)
        }
        let errors = report.active.filter { $0.severity == .error }
        let reporter = TextReporter(color: Console.useColor(.auto, fileDescriptor: 2), quiet: true)
        guard var parsedFlow = report.flow, !report.isUnusable else {
            Console.standardError(reporter.format([report]))
            throw ExitCode(2)
        }
        if let locale {
            // A locale the flow declares draws its purpose strings' translations too, as `walk --locale`.
            if let walked = try? parsedFlow.walked(in: locale) {
                parsedFlow = walked
            } else {
                parsedFlow.locale = Located(locale, at: parsedFlow.locale.location, length: parsedFlow.locale.length)
            }
        }
        // The buttons a walk refuses, decided as `walk` decides: suppressed problems count too.
        let walker = Walker(flow: parsedFlow, catalog: linter.catalog,
                            options: WalkOptions(refusingLocationButtonsFrom: report.diagnostics, in: parsedFlow))

        let permissions: PermissionStore
        let state: WalkState
        do {
            permissions = try Self.parseStates(states, walker: walker)
            state = try walker.state(at: screen, permissions: permissions)
        } catch let problem as UnknownScreen {
            Console.standardError("permflow render: \(shown(problem))\n")
            throw ExitCode(2)
        } catch {
            Console.standardError("permflow render: \(shown(error))\n")
            throw ExitCode(2)
        }

        // A picture is not a terminal: NO_COLOR does not apply to it.
        let useColor = svg || (color && Console.useColor(.always, fileDescriptor: 1))
        let options = RenderOptions(width: width, height: height, theme: theme, color: useColor,
                                    warnings: report.active.filter { $0.severity == .warning })
        let frame = Renderer.render(state, walker: walker, options: options)
        if svg {
            Console.standardOutput(FrameSVG.svg(frame, theme: theme, title: "\(parsedFlow.name.value): \(state.screenID)") + "\n")
        } else {
            Console.standardOutput((useColor ? frame.ansiText : frame.plainText) + "\n")
        }
        if !errors.isEmpty {
            Console.standardError(reporter.format([report]))
            throw ExitCode(1)
        }
    }

    /// `80x24` (or `80×24`) → (80, 24); both at least 1 and at most 1000.
    static func parseSize(_ text: String) -> (Int, Int)? {
        SizeOption.parse(text).map { ($0.width, $0.height) }
    }

    struct StateProblem: Error, CustomStringConvertible {
        var description: String
    }

    /// `camera=denied` and friends, checked against the catalog and what the resource's alert
    /// can store.
    static func parseStates(_ values: [String], walker: Walker) throws -> PermissionStore {
        var store = PermissionStore()
        let items = values.flatMap { $0.split(separator: ",") }.map { String($0).trimmingWhitespaces() }
        for item in items where !item.isEmpty {
            let parts = item.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else {
                throw StateProblem(description: "--state '\(item)' is not resource=state, e.g. camera=denied")
            }
            let (resource, value) = (ResourceID(parts[0]), parts[1])
            guard walker.catalog.resource(resource) != nil else {
                let ids = walker.catalog.ids.map(\.rawValue)
                throw StateProblem(description: "--state names unknown resource '\(resource)'\(Suggestion.didYouMean(parts[0], in: ids))")
            }
            // Every state the resource can be in, restricted too (no Settings row sets it, but a
            // check routes on it).
            let legal = walker.catalog.resource(resource)?.states(ios: walker.flow.ios.value) ?? walker.settableStates(resource)
            // An outcome key (`deny`, `allow-once`) names the state its button stores.
            let outcome = walker.catalog.resource(resource)?.outcomes.first { $0.key == OutcomeKey(value) }?.state
            guard let state = PermissionState(rawValue: value) ?? outcome, legal.contains(state) else {
                let names = legal.map(\.rawValue)
                throw StateProblem(description: "--state \(resource)='\(value)' is not a state \(resource) "
                    + "can have\(Suggestion.didYouMean(value, in: names)); use one of: \(names.joined(separator: ", "))")
            }
            // `location-always=always` is location's one authorization; `photos-add=authorized`
            // is the Photos setting's Add Photos Only.
            let stored = walker.catalog.resource(resource).map { walker.system.stored($0, answered: state) } ?? state
            store.set(walker.catalog.stateResource(resource), to: stored)
        }
        return store
    }
}

import ArgumentParser
import PermflowCore

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "render", abstract: "Print one screen of a flow as plain text.")

    @Argument(help: "The flow file.")
    var flow: String

    func run() throws {
        let parsed = FlowParser().parse(contentsOf: flow)
        guard let parsedFlow = parsed.flow else { throw ExitCode(2) }
        let walker = Walker(flow: parsedFlow)
        Terminal.standardOutput(Renderer.render(walker.start(), walker: walker, options: RenderOptions()).plainText + "\n")
    }
}

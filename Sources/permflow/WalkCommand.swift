import ArgumentParser
import PermflowCore

struct WalkCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "walk", abstract: "Walk a flow in the terminal.")

    @Argument(help: "The flow file.")
    var flow: String

    func run() throws {
        Terminal.standardError("permflow walk: not yet available\n")
        throw ExitCode(2)
    }
}

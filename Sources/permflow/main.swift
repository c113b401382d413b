import ArgumentParser
import PermflowCore

// A walk or a lint is parsed as a command of its own first: parsing from the root also reflects
// the options of the eleven other subcommands, 2 to 4 M of a scripted walk's 27 M instructions
// (docs/benchmarks.md, "Issue 25: the double parse of `walk` in main.swift, measured again")
// and 2.8 M of a lint's (docs/benchmarks.md, "Issue 25, tenth session").
// Whatever that parse refuses (a mistake, a completion request) goes through the root as
// before, so every message and exit status is the root's; `parseAsRoot` answers `--help` with
// a help command, not a walk or a lint, which goes through the root too.
let arguments = Array(CommandLine.arguments.dropFirst())
let direct: [ParsableCommand.Type] = [WalkCommand.self, LintCommand.self]
if let name = arguments.first, let type = direct.first(where: { $0.configuration.commandName == name }),
   var command = try? type.parseAsRoot(Array(arguments.dropFirst())), Swift.type(of: command) == type {
    do {
        try command.run()
    } catch {
        PermflowCommand.exit(withError: error)
    }
} else {
    PermflowCommand.main()
}

import ArgumentParser
import PermflowCore

// A walk is parsed as a command of its own first: parsing from the root also reflects the
// options of the eleven other subcommands, 2 to 4 M of a scripted walk's 27 M instructions
// (docs/benchmarks.md, "Issue 25: the double parse of `walk` in main.swift, measured again").
// Whatever that parse refuses (a mistake, a completion request) goes through the root as
// before, so every message and exit status is the root's; `parseAsRoot` answers `--help` with
// a help command, not a walk, which goes through the root too.
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "walk", let walk = (try? WalkCommand.parseAsRoot(Array(arguments.dropFirst()))) as? WalkCommand {
    do {
        try walk.run()
    } catch {
        PermflowCommand.exit(withError: error)
    }
} else {
    PermflowCommand.main()
}

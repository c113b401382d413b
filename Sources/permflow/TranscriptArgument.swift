import ArgumentParser
import PermflowCore

extension TranscriptFile {
    /// The transcript at `path` for `permflow <command>`: a file that cannot be read or parsed
    /// is reported and exits with status 2; its warnings are printed when `warnings` is set.
    static func readForCommand(_ path: String, command: String, warnings: Bool = true) throws -> Transcript {
        let walk: Transcript
        do {
            walk = try read(contentsOf: path)
        } catch {
            Console.visibleError("permflow \(command): \(shown(error))\n")
            throw ExitCode(2)
        }
        if warnings {
            for warning in walk.warnings { Console.visibleError("warning: \(shown(warning))\n") }
        }
        return walk
    }
}

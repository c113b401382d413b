import Foundation
import PackagePlugin

/// `swift package permflow-lint [ARGUMENT…]`: `permflow lint` in the package's folder, on the
/// arguments given (paths and any `lint` option), or with none on the package's folder: its flows
/// and app files (Info.plist, String Catalogs, `.strings`, `project.pbxproj`). The package's
/// `.permflow.yaml` applies. The plugin fails when `lint` does (findings, or unusable input).
@main
struct PermflowLintPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "permflow")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = ["lint"] + (arguments.isEmpty ? ["."] : arguments)
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        let status = process.terminationStatus
        guard status == 0 else {
            Diagnostics.error("permflow lint exited \(status): \(status == 2 ? "unusable input" : "findings") (its report is above)")
            throw PluginFailure(status: status)
        }
    }
}

struct PluginFailure: Error, CustomStringConvertible {
    var status: Int32
    var description: String { "permflow lint exited \(status)" }
}

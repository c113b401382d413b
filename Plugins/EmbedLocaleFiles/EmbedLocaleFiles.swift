import Foundation
import PackagePlugin

/// Carries the built-in locale files (`Sources/PermflowCore/Locales/*.json`) inside the binary:
/// at build time, `LocaleFileEmbedder` writes each file's text as a raw string literal (with where
/// each of its sections lies in it, so that a run reads only the parts it needs) into a
/// Swift file of the build folder (never committed), so a run reads no resource bundle and the
/// static binary works wherever it is copied. SwiftPM's own `.embedInCode` writes a `[UInt8]`
/// literal instead, whose type-checking added 3 minutes to a clean debug build
/// (docs/benchmarks.md, "Locale files in the binary").
@main
struct EmbedLocaleFiles: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let files = target.sourceFiles(withSuffix: "json").map(\.url)
            .filter { $0.deletingLastPathComponent().lastPathComponent == "Locales" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        let output = context.pluginWorkDirectoryURL.appending(path: "BuiltInLocaleFiles.swift")
        return [.buildCommand(
            displayName: "Embedding \(files.count) built-in locale files",
            executable: try context.tool(named: "LocaleFileEmbedder").url,
            arguments: [output.path(percentEncoded: false)] + files.map { $0.path(percentEncoded: false) },
            inputFiles: files,
            outputFiles: [output]
        )]
    }
}

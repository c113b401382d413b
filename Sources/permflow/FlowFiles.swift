import Foundation

/// Turns the paths given on the command line into flow files: files as given, folders searched
/// recursively for `*.yaml` and `*.yml`, in a stable order.
enum FlowFiles {
    static func expand(_ paths: [String]) -> (files: [String], missing: [String]) {
        var files: [String] = []
        var missing: [String] = []
        let manager = FileManager.default
        for path in paths {
            if path == "-" {
                files.append(path)
                continue
            }
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                missing.append(path)
                continue
            }
            if !isDirectory.boolValue {
                files.append(path)
                continue
            }
            var found: [String] = []
            if let enumerator = manager.enumerator(atPath: path) {
                while let relative = enumerator.nextObject() as? String {
                    let lower = relative.lowercased()
                    guard lower.hasSuffix(".yaml") || lower.hasSuffix(".yml") else { continue }
                    let full = path.hasSuffix("/") ? path + relative : path + "/" + relative
                    var isDir: ObjCBool = false
                    if manager.fileExists(atPath: full, isDirectory: &isDir), !isDir.boolValue { found.append(full) }
                }
            }
            files.append(contentsOf: found.sorted())
        }
        return (files, missing)
    }
}

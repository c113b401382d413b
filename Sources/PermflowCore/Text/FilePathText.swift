/// Path arithmetic on the text of a path, the one place permflow splits and joins paths.
///
/// Foundation's `NSString` path methods trap in this Foundation on one-character folder names
/// (`deletingLastPathComponent` of `./x`), and `URL` turns relative paths into absolute ones,
/// which changes what messages and transcripts say. These work on the text alone, as POSIX
/// `dirname` and `basename` do, and never trap.
public enum FilePathText {
    /// The folder part: `flows/x.yaml` → `flows`, `x` → `` (the current folder), `/x` → `/`,
    /// `./x` → `.`, `a/b/` → `a`, `/` → `/`, `..` → ``.
    public static func folder(of path: String) -> String {
        let trimmed = trimmingTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        let folder = trimmingTrailingSlashes(String(trimmed[..<slash]))
        return folder.isEmpty ? "/" : folder
    }

    /// The last component: `flows/x.yaml` → `x.yaml`, `a/b/` → `b`, `/` → `/`, `` → ``.
    public static func lastComponent(of path: String) -> String {
        let trimmed = trimmingTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return trimmed }
        let last = String(trimmed[trimmed.index(after: slash)...])
        return last.isEmpty ? "/" : last
    }

    /// `name` inside `folder`: `flows` + `x.yaml` → `flows/x.yaml`; an empty folder is the
    /// current one (`x.yaml`); an absolute `name` stays as it is.
    public static func joining(_ folder: String, _ name: String) -> String {
        if folder.isEmpty || name.hasPrefix("/") { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// The components, without empty ones and `.`: `./a//b/` → [`a`, `b`].
    public static func components(of path: String) -> [String] {
        path.split(separator: "/", omittingEmptySubsequences: true).map(String.init).filter { $0 != "." }
    }

    /// Whether `path`, taken relative to some folder, stays inside it: not absolute, and no
    /// `..` ever climbs above where it started (`a/../b` stays, `../x` and `a/../../x` leave).
    public static func staysInside(_ path: String) -> Bool {
        guard !path.hasPrefix("/"), !path.isEmpty else { return false }
        var depth = 0
        for component in components(of: path) {
            if component == ".." {
                depth -= 1
                if depth < 0 { return false }
            } else {
                depth += 1
            }
        }
        return true
    }

    private static func trimmingTrailingSlashes(_ path: String) -> String {
        var text = Substring(path)
        while text.count > 1, text.hasSuffix("/") { text = text.dropLast() }
        return String(text)
    }
}

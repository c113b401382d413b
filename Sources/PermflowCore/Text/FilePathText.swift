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
        asciiParts(path)?.folder ?? folder(byCharacters: path)
    }

    /// The last component: `flows/x.yaml` → `x.yaml`, `a/b/` → `b`, `/` → `/`, `` → ``.
    public static func lastComponent(of path: String) -> String {
        asciiParts(path)?.last ?? lastComponent(byCharacters: path)
    }

    static func folder(byCharacters path: String) -> String {
        let trimmed = trimmingTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        let folder = trimmingTrailingSlashes(String(trimmed[..<slash]))
        return folder.isEmpty ? "/" : folder
    }

    static func lastComponent(byCharacters path: String) -> String {
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

    /// `folder(of:)` and `lastComponent(of:)` of an ASCII path, by its bytes (nil for any other
    /// path). In ASCII text a `Character` is a byte, but for CR LF, which holds no `/`: the same
    /// answers as by `Character`s (`FilePathTextTests`), without grapheme breaking (12 k
    /// instructions a path, paid for every app file's folder: docs/benchmarks.md, "app32f").
    static func asciiParts(_ path: String) -> (folder: String, last: String)? {
        var path = path
        return path.withUTF8 { bytes -> (String, String)? in
            var end = bytes.count
            for byte in bytes where byte >= 0x80 { return nil }
            let slash = UInt8(ascii: "/")
            while end > 1, bytes[end - 1] == slash { end -= 1 }
            var cut = end
            while cut > 0, bytes[cut - 1] != slash { cut -= 1 }
            guard cut > 0 else { return ("", String(decoding: bytes[0..<end], as: UTF8.self)) }
            let last = cut == end ? "/" : String(decoding: bytes[cut..<end], as: UTF8.self)
            var folderEnd = cut - 1
            while folderEnd > 1, bytes[folderEnd - 1] == slash { folderEnd -= 1 }
            return (folderEnd == 0 ? "/" : String(decoding: bytes[0..<folderEnd], as: UTF8.self), last)
        }
    }

    private static func trimmingTrailingSlashes(_ path: String) -> String {
        var text = Substring(path)
        while text.count > 1, text.hasSuffix("/") { text = text.dropLast() }
        return String(text)
    }
}

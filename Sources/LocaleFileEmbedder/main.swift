import Foundation
// The patterns' reader is a module of the package; the fuzzer build's test compiles its files
// with this one into one module (LocaleFileEmbedderTests), where there is nothing to import.
#if canImport(PatternReading)
import PatternReading
#endif

// LocaleFileEmbedder OUTPUT FILE…: writes OUTPUT, a Swift file that carries each built-in locale
// file (`Sources/PermflowCore/Locales/CODE.json`) as a raw string literal, with where each of its
// sections lies in that text (`sections`), so that the binary reads only the parts a run asks for
// (`BuiltInLocales.file`), and with its pattern lists already read into their prefilters
// (`prefilters`). Run by the EmbedLocaleFiles build-tool plugin; its output is never
// committed. A file it cannot carry stops the build, naming the file and what is wrong.

/// `text` as a raw multi-line string literal: as many `#` as no run in the text reaches, so no
/// quote or backslash in it ends the literal or starts an escape; the text's last line break is
/// kept by the empty line before the closing delimiter.
func rawLiteral(_ text: String) -> String {
    var longest = 0, run = 0
    for character in text.unicodeScalars {
        run = character == "#" ? run + 1 : 0
        longest = max(longest, run)
    }
    let hashes = String(repeating: "#", count: longest + 1)
    return "\(hashes)\"\"\"\n\(text)\n\"\"\"\(hashes)"
}

/// `text` as the literal `rawLiteral` writes carries it: a multi-line string literal turns each
/// line ending (CR LF, CR) into a line feed, and offsets into the text must count the bytes the
/// binary holds. A carriage return can only be JSON whitespace here (one inside a string must be
/// escaped), so the text means the same.
func carried(_ text: String) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    var afterCR = false
    for byte in text.utf8 {
        defer { afterCR = byte == 0x0D }
        if byte == 0x0A, afterCR { continue }
        bytes.append(byte == 0x0D ? 0x0A : byte)
    }
    return bytes
}

/// Where the members' values of a JSON object lie in its bytes, read from text that
/// `JSONSerialization` has accepted: the reader in the binary parses one member's bytes (an alert
/// resource's texts, the word lists) without the rest of the file.
struct MemberRanges {
    let bytes: [UInt8]

    /// Each member of the object whose `{` is at `start` (after any space), by name, with its
    /// value's byte range; a repeated name keeps its first value, as the binary's reader does.
    func members(ofObjectAt start: Int) -> [(name: String, range: Range<Int>)]? {
        var at = start
        skipSpace(&at)
        guard at < bytes.count, bytes[at] == UInt8(ascii: "{") else { return nil }
        at += 1
        var members: [(name: String, range: Range<Int>)] = []
        while true {
            skipSpace(&at)
            guard at < bytes.count else { return nil }
            if bytes[at] == UInt8(ascii: "}") { return members }
            if bytes[at] == UInt8(ascii: ",") {
                at += 1
                continue
            }
            let keyStart = at
            guard skipString(&at),
                  let name = try? JSONSerialization.jsonObject(with: Data(bytes[keyStart..<at]), options: .fragmentsAllowed) as? String
            else { return nil }
            skipSpace(&at)
            guard at < bytes.count, bytes[at] == UInt8(ascii: ":") else { return nil }
            at += 1
            skipSpace(&at)
            let valueStart = at
            guard skipValue(&at) else { return nil }
            if !members.contains(where: { $0.name == name }) { members.append((name, valueStart..<at)) }
        }
    }

    private func skipSpace(_ at: inout Int) {
        while at < bytes.count, bytes[at] == 0x20 || bytes[at] == 0x0A || bytes[at] == 0x0D || bytes[at] == 0x09 { at += 1 }
    }

    /// Past the string whose quote is at `at`.
    private func skipString(_ at: inout Int) -> Bool {
        guard at < bytes.count, bytes[at] == UInt8(ascii: "\"") else { return false }
        at += 1
        while at < bytes.count, bytes[at] != UInt8(ascii: "\"") { at += bytes[at] == UInt8(ascii: "\\") ? 2 : 1 }
        guard at < bytes.count else { return false }
        at += 1
        return true
    }

    /// Past the value at `at`: a string, an object or array (brackets counted outside strings),
    /// or a number or literal.
    private func skipValue(_ at: inout Int) -> Bool {
        guard at < bytes.count else { return false }
        switch bytes[at] {
        case UInt8(ascii: "\""):
            return skipString(&at)
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0
            while at < bytes.count {
                switch bytes[at] {
                case UInt8(ascii: "\""):
                    guard skipString(&at) else { return false }
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 {
                        at += 1
                        return true
                    }
                default:
                    break
                }
                at += 1
            }
            return false
        default:
            let start = at
            while at < bytes.count, !" \t\n\r,}]".utf8.contains(bytes[at]) { at += 1 }
            return at > start
        }
    }
}

/// The Swift array literal of `members`: `[("name", start, end), …]`.
func sectionsLiteral(_ members: [(name: String, range: Range<Int>)]) -> String {
    "[" + members.map { member in
        let name = member.name.unicodeScalars.map { $0.isASCII && $0 != "\"" && $0 != "\\" && $0.value >= 0x20 ? String($0) : "\\u{\(String($0.value, radix: 16))}" }.joined()
        return "(\"\(name)\", \(member.range.lowerBound), \(member.range.upperBound))"
    }.joined(separator: ", ") + "]"
}

/// The prefilters of the file's pattern lists (the `vocabulary` lists named `…-patterns`, the
/// lists the lint reads as regular expressions), each list's in its entries' order, written by
/// `RegexPrefilter.encoded`: the lint reads them back instead of reading each pattern at every
/// start (`CopyScanner.Lists`). The same `RegexPrefilter` reads a pack's patterns at run time, and
/// a test holds the two equal for every list of every built-in file.
func prefilters(of pack: [String: Any]) -> [(name: String, encoded: String)] {
    guard let vocabulary = pack["vocabulary"] as? [String: Any] else { return [] }
    return vocabulary.keys.sorted().compactMap { name in
        guard name.hasSuffix("-patterns"), let entries = vocabulary[name] as? [String], !entries.isEmpty else { return nil }
        return (name, RegexPrefilter.encoded(entries.map { RegexPrefilter(pattern: $0) }))
    }
}

/// The Swift array literal of `lists`: `[("name", "encoded"), …]` (both ASCII without quotes or
/// backslashes: list names are, and `encoded` writes letters, hex digits and `;|,`).
func prefiltersLiteral(_ lists: [(name: String, encoded: String)]) -> String {
    "[" + lists.map { "(\"\($0.name)\", \"\($0.encoded)\")" }.joined(separator: ", ") + "]"
}

/// `pt-BR` → `` `pt_BR` ``: the code as a Swift identifier, in backticks, so that a code that is a
/// keyword (Icelandic `is`, Assamese `as`) still names a constant.
func identifier(_ code: String) -> String {
    "`" + String(code.map { $0.isLetter || $0.isNumber ? $0 : "_" }) + "`"
}

/// Whether `code` is shaped as a locale code: a language of two or three lowercase ASCII letters,
/// then subtags of two to eight ASCII letters or digits after a hyphen (`ko`, `pt-BR`, `zh-Hans`).
/// The file name becomes a Swift string and identifier, so nothing else may reach the output.
func isLocaleCode(_ code: String) -> Bool {
    let parts = code.split(separator: "-", omittingEmptySubsequences: false)
    guard let language = parts.first, (2...3).contains(language.count),
          language.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) }) else { return false }
    return parts.dropFirst().allSatisfy { part in
        (2...8).contains(part.count) && part.unicodeScalars.allSatisfy { $0.isASCII && $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }
}

/// Why the file at `path`, named `code`, cannot be a built-in locale file, or nil when it can: the
/// build fails on it, where a file the binary cannot read would otherwise stand for its language
/// as English does, without a word, until a test ran.
func problem(code: String, data: Data) -> String? {
    guard isLocaleCode(code) else {
        return "'\(code)' is not a locale code: a file here is named by its locale, as ko.json, pt-BR.json or zh-Hans.json"
    }
    if data.starts(with: [0xEF, 0xBB, 0xBF]) {
        return "the file starts with a byte-order mark; save it as UTF-8 without one (as `permflow locales export` writes it)"
    }
    guard String(data: data, encoding: .utf8) != nil else { return "the file is not UTF-8 text" }
    let object: Any
    do {
        object = try JSONSerialization.jsonObject(with: data)
    } catch {
        let reason = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
        return "the file is not valid JSON: \(reason)"
    }
    guard let pack = object as? [String: Any] else { return "the file is not a JSON object (a locale pack, docs/locales.md)" }
    guard let locale = pack["locale"] as? String else { return "the file has no \"locale\" (it must be \"\(code)\", the file's name)" }
    guard locale == code else {
        return "the file's \"locale\" is '\(locale)' but the file is named \(code).json; set \"locale\" to \"\(code)\" (or rename the file)"
    }
    return nil
}

/// Writes the output file from `arguments` (the program's name, OUTPUT, FILE…); the exit status.
func embed(_ arguments: [String]) -> Int32 {
    let arguments = arguments.dropFirst()
    guard let output = arguments.first else {
        FileHandle.standardError.write(Data("usage: LocaleFileEmbedder OUTPUT FILE…\n".utf8))
        return 2
    }
    var files: [(code: String, text: String, sections: String, alerts: String, prefilters: String)] = []
    for path in arguments.dropFirst() {
        let code = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        guard let data = FileManager.default.contents(atPath: path) else {
            FileHandle.standardError.write(Data("\(path): error: cannot read the locale file\n".utf8))
            return 1
        }
        if let problem = problem(code: code, data: data) {
            FileHandle.standardError.write(Data("\(path): error: \(problem)\n".utf8))
            return 1
        }
        let text = String(decoding: data, as: UTF8.self)
        let lists = prefilters(of: (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] ?? [:])
        guard lists.allSatisfy({ list in list.name.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C } }) else {
            FileHandle.standardError.write(Data("\(path): error: a pattern list's name holds a quote, a backslash or a byte beyond printable ASCII\n".utf8))
            return 1
        }
        let ranges = MemberRanges(bytes: carried(text))
        guard let sections = ranges.members(ofObjectAt: 0) else {
            FileHandle.standardError.write(Data("\(path): error: the file's members cannot be told apart\n".utf8))
            return 1
        }
        let alerts = sections.first { $0.name == "alerts" }.map { ranges.members(ofObjectAt: $0.range.lowerBound) ?? [] } ?? []
        files.append((code, text, sectionsLiteral(sections), sectionsLiteral(alerts), prefiltersLiteral(lists)))
    }
    // English first: every lookup's last fallback, and the first language `permflow locales` counts.
    files.sort { ($0.code == "en" ? "" : $0.code) < ($1.code == "en" ? "" : $1.code) }

    var swift = """
    // Generated by the EmbedLocaleFiles plugin from Sources/PermflowCore/Locales/*.json: do not edit.

    extension BuiltInLocales {
        /// The built-in locale files' codes, English first.
        static let fileCodes: [String] = [\(files.map { "\"\($0.code)\"" }.joined(separator: ", "))]

        /// The built-in file of `code`, made on its first use (a static constant: once, by one thread).
        static func file(_ code: String) -> BuiltInLocaleFile? {
            switch code {

    """
    for file in files { swift += "        case \"\(file.code)\": EmbeddedLocaleFiles.\(identifier(file.code))\n" }
    swift += """
            default: nil
            }
        }
    }

    /// Each built-in locale file's text, where its sections and its alerts' resources lie in it
    /// (UTF-8 offsets), read part by part on first use, and its pattern lists' prefilters.
    private enum EmbeddedLocaleFiles {

    """
    for file in files {
        swift += "    static let \(identifier(file.code)) = BuiltInLocales.read(\"\(file.code)\", \(rawLiteral(file.text)),\n"
            + "        sections: \(file.sections),\n        alerts: \(file.alerts),\n        prefilters: \(file.prefilters))\n"
    }
    swift += "}\n"
    do {
        try Data(swift.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
    } catch {
        FileHandle.standardError.write(Data("\(output): error: cannot write: \(error)\n".utf8))
        return 1
    }
    return 0
}

// The program's entry, written so that the file also builds as a library: `swift build
// --sanitize=fuzzer` (`make fuzz`) builds every executable of the package with libFuzzer, build
// tools too, as a library whose `main` is libFuzzer's (docs/fuzzing.md). A plain build runs this
// global's initializer as top-level code, in order; the fuzzer build never reads it, and libFuzzer
// calls LLVMFuzzerInitialize with the command line before it reads it, where the tool does its
// work and exits.
let embedderExitStatus: Int32 = { exit(embed(CommandLine.arguments)) }()

@_cdecl("LLVMFuzzerInitialize")
func fuzzerInitialize(_ argc: UnsafeMutablePointer<Int32>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>) -> Int32 {
    let arguments = (0..<Int(argc.pointee)).map { index in argv.pointee?[index].map { String(cString: $0) } ?? "" }
    exit(embed(arguments))
}

/// libFuzzer's `main` needs it; the tool never gets this far.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 { 0 }

/// Ids of problems found while reading a flow file, before any rule runs.
///
/// They share the `Diagnostic` type with the rules; the ones marked unusable mean the
/// file is not a flow at all (`lint` exits 2 for them).
public enum ParseRuleID {
    public static let encoding = "parse-encoding"
    public static let yamlSyntax = "parse-yaml-syntax"
    public static let notAFlow = "parse-not-a-flow"
    public static let limit = "parse-limit"
    public static let version = "parse-version"
    public static let type = "parse-type"
    public static let missingKey = "parse-missing-key"
    public static let unknownKey = "parse-unknown-key"
    public static let keyNotAllowed = "parse-key-not-allowed"
    public static let invalidValue = "parse-invalid-value"
    public static let invalidID = "parse-invalid-id"
    public static let ignore = "parse-ignore"
    public static let unsourcedIOS = "parse-ios-unsourced"
    /// An app file (Info.plist, String Catalog, .strings, project.pbxproj) that cannot be read.
    public static let appFile = "parse-app-file"

    /// Problems that mean the input is unusable (not text, not YAML, not a flow, too large).
    public static let unusable: Set<String> = [encoding, yamlSyntax, notAFlow, limit, version, appFile]

    /// Every parse id with a one-line description, for `permflow rules` and docs.
    public static let all: [(id: String, summary: String)] = [
        (encoding, "the file is not valid UTF-8 text"),
        (yamlSyntax, "the file is not valid YAML"),
        (notAFlow, "the YAML is not a permflow flow (no `permflow:` mapping at the top)"),
        (limit, "the file exceeds a configured size, nesting or alias limit"),
        (version, "the `permflow:` version is not one this permflow reads"),
        (type, "a value has the wrong type (text, number, list, mapping)"),
        (missingKey, "a required key is missing"),
        (unknownKey, "a key permflow does not know, with a did-you-mean suggestion"),
        (keyNotAllowed, "a known key used on a screen kind that does not take it"),
        (invalidValue, "a value outside its legal set (screen kind, glyph, colour, locale)"),
        (invalidID, "a screen id with characters other than letters, digits, - and _"),
        (ignore, "an `ignore:` entry without a reason, or naming an unknown or unsuppressible rule"),
        (unsourcedIOS, "an `ios:` version Apple has announced whose alerts no source shows yet, drawn as the version before (warning)"),
        (appFile, "an app file (Info.plist, String Catalog, .strings, project.pbxproj) that is not one: malformed, not a dictionary, not JSON"),
    ]
}

/// `plist-value-empty`: a usage-description key with an empty or blank value.
public struct PlistValueEmptyRule: AppFileRule {
    public static let description = RuleDescription(
        id: "plist-value-empty",
        name: "Usage description is not empty",
        family: .appFiles,
        severity: .error,
        summary: "an Info.plist usage-description key (or its translation) has text, not an empty or blank value",
        rationale: HIGQuote.rationale(HIGQuote.describeUseInAlert, """
        With an empty value the alert explains nothing, and App Review rejects the app (guideline 5.1.1). \
        A value that is not text (a number, a dictionary) counts as empty.
        """),
        hint: "write one sentence that says what the app does with the resource and why",
        triggering: [
            RuleExample(infoPlist: "NSCameraUsageDescription", "   ", note: "only spaces"),
            RuleExample(stringCatalog: "NSMicrophoneUsageDescription", en: "Sleepy records during the night to detect snoring sounds.", ko: "",
                        note: "the Korean translation is empty"),
        ],
        nonTriggering: [
            RuleExample(infoPlist: "NSCameraUsageDescription", "Receipts uses the camera to read the totals on receipts you scan."),
        ]
    )

    public init() {}

    public func check(_ context: AppFileContext) -> [Violation] {
        context.file.strings.compactMap { string in
            guard TextMatcher.isBlank(string.value) else { return nil }
            return Violation(at: string.location, length: string.length,
                             AppFileContext.prefix(string) + "the usage description is empty; the alert would explain nothing",
                             screen: string.key)
        }
    }
}

extension RuleExample {
    /// An `Info.plist` (`infoPlistExample`) whose usage-description `key` says `value`, with the
    /// entries `more` (plist lines) before it.
    init(infoPlist key: String, _ value: String, more: String = "", note: String? = nil) {
        self.init(file: "Info.plist", infoPlistExample(key: key, value: value, more: more), note: note)
    }

    /// A String Catalog `InfoPlist.xcstrings` (`catalogExample`) with `key` in English and Korean.
    init(stringCatalog key: String, en: String, ko: String?, note: String? = nil) {
        self.init(file: "InfoPlist.xcstrings", catalogExample(key: key, en: en, ko: ko), note: note)
    }
}

/// An Info.plist holding one key, for examples.
func infoPlistExample(key: String, value: String, more: String = "") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \(more)	<key>CFBundleDisplayName</key>
    	<string>\(key.hasPrefix("NSMicrophone") ? "Sleepy" : "Receipts")</string>
    	<key>\(key)</key>
    	<string>\(value)</string>
    </dict>
    </plist>

    """
}

/// A String Catalog with one key in English and Korean (a nil translation is left out), for examples.
func catalogExample(key: String, en: String, ko: String?) -> String {
    func unit(_ language: String, _ value: String) -> String {
        """
                "\(language)" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "\(value)"
                  }
                }
        """
    }
    let units = [unit("en", en)] + (ko.map { [unit("ko", $0)] } ?? [])
    return """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "CFBundleDisplayName" : {
          "localizations" : {
    \(unit("en", key.hasPrefix("NSMicrophone") ? "Sleepy" : "Receipts")),
    \(unit("ko", key.hasPrefix("NSMicrophone") ? "Sleepy" : "Receipts"))
          }
        },
        "\(key)" : {
          "localizations" : {
    \(units.joined(separator: ",\n"))
          }
        }
      },
      "version" : "1.0"
    }

    """
}

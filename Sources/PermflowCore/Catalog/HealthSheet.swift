// The Health authorization sheet, as data: the HealthKit data types a flow may ask to read and to
// share (write). Their names and the sheet's own strings per locale and iOS version, each with its
// evidence, are in the locale files (`HealthWords`). Sources: shared/research/ios-permission-alerts.md
// sections 3 and 4 (S17 = AutoMate's Health strings, iOS 10–12; the mock is id 60407018912, 2026).

/// One HealthKit data type a flow can ask for, by the name flows write (`heart-rate`).
public struct HealthDataType: Sendable, Hashable {
    /// The name flows write: kebab-case, after the HealthKit identifier.
    public var id: String
    /// The HealthKit identifier it stands for, for docs and messages.
    public var healthKit: String
    /// Whether an app may ask to share (write) it: HealthKit refuses a request to write a type
    /// only the system records (exercise minutes) or a characteristic (date of birth).
    public var shareable: Bool

    init(_ id: String, _ healthKit: String, shareable: Bool = true) {
        self.id = id
        self.healthKit = healthKit
        self.shareable = shareable
    }
}

/// Which list of the sheet a switch is in: share (write) or read.
public enum HealthAccessKind: String, Sendable, Codable, Hashable, CaseIterable {
    case share
    case read
}

/// The sheet's own strings in one locale, for a range of iOS versions. `%@` is the app's name
/// (quoted by the caller, as in alert titles).
public struct HealthSheetText: Sendable, Hashable {
    public var locale: String
    public var ios: IOSRange
    public var title: String
    public var dontAllow: String
    public var allow: String
    /// The line beside the app's icon.
    public var header: String
    public var turnOnAll: String
    public var turnOffAll: String
    /// The section headers over the share (write) and read switches.
    public var shareHeader: String
    public var readHeader: String
    /// Each string's evidence, by the property's name.
    public var evidence: [String: Evidence]

    /// Every string with its evidence, in drawing order.
    public var strings: [(text: String, evidence: Evidence)] {
        [("title", title), ("dontAllow", dontAllow), ("allow", allow), ("header", header), ("turnOnAll", turnOnAll),
         ("turnOffAll", turnOffAll), ("shareHeader", shareHeader), ("readHeader", readHeader)]
            .map { ($0.1, evidence[$0.0] ?? .unsourced) }
    }

    /// The weakest status of its strings.
    public var status: EvidenceStatus { strings.map(\.evidence.status).max() ?? .unverified }
}

extension HealthSheetText {
    /// A locale file's sheet; its locale is the file's, set when the file is applied.
    init(ios: IOSRange, title: SystemString, dontAllow: SystemString, allow: SystemString, header: SystemString,
         turnOnAll: SystemString, turnOffAll: SystemString, shareHeader: SystemString, readHeader: SystemString) {
        let strings = [("title", title), ("dontAllow", dontAllow), ("allow", allow), ("header", header), ("turnOnAll", turnOnAll),
                       ("turnOffAll", turnOffAll), ("shareHeader", shareHeader), ("readHeader", readHeader)]
        self.init(locale: "", ios: ios, title: title.text, dontAllow: dontAllow.text, allow: allow.text, header: header.text,
                  turnOnAll: turnOnAll.text, turnOffAll: turnOffAll.text, shareHeader: shareHeader.text, readHeader: readHeader.text,
                  evidence: Dictionary(uniqueKeysWithValues: strings.map { ($0.0, $0.1.evidence) }))
    }
}

extension HealthSheetText: Codable {
    enum CodingKeys: String, CodingKey {
        case ios, title, dontAllow, allow, header, turnOnAll, turnOffAll, shareHeader, readHeader
    }

    /// A locale file's sheet: each string as text or `{"text", "status", "source"}`; its locale is
    /// the file's (set when the file is applied).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func string(_ key: CodingKeys) throws -> SystemString { try container.decode(SystemString.self, forKey: key) }
        self.init(ios: try container.decodeIfPresent(IOSRange.self, forKey: .ios) ?? .all, title: try string(.title),
                  dontAllow: try string(.dontAllow), allow: try string(.allow), header: try string(.header),
                  turnOnAll: try string(.turnOnAll), turnOffAll: try string(.turnOffAll), shareHeader: try string(.shareHeader),
                  readHeader: try string(.readHeader))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(ios, forKey: .ios)
        for (key, text) in [(CodingKeys.title, title), (.dontAllow, dontAllow), (.allow, allow), (.header, header),
                            (.turnOnAll, turnOnAll), (.turnOffAll, turnOffAll), (.shareHeader, shareHeader), (.readHeader, readHeader)] {
            try container.encode(SystemString(text, evidence[key.stringValue] ?? .unsourced), forKey: key)
        }
    }
}

/// The sheet's data: its types and strings, and how it is laid out.
public enum HealthSheet {
    /// At most this many types in one list of a flow (more than permflow knows would repeat one).
    public static var maxTypesPerList: Int { types.count }

    /// The data types permflow knows, in the order the sheet lists them.
    public static let types: [HealthDataType] = [
        HealthDataType("steps", "HKQuantityTypeIdentifierStepCount"),
        HealthDataType("walking-running-distance", "HKQuantityTypeIdentifierDistanceWalkingRunning"),
        HealthDataType("cycling-distance", "HKQuantityTypeIdentifierDistanceCycling"),
        HealthDataType("flights-climbed", "HKQuantityTypeIdentifierFlightsClimbed"),
        HealthDataType("active-energy", "HKQuantityTypeIdentifierActiveEnergyBurned"),
        HealthDataType("exercise-minutes", "HKQuantityTypeIdentifierAppleExerciseTime", shareable: false),
        HealthDataType("workouts", "HKWorkoutType"),
        HealthDataType("heart-rate", "HKQuantityTypeIdentifierHeartRate"),
        HealthDataType("resting-heart-rate", "HKQuantityTypeIdentifierRestingHeartRate"),
        HealthDataType("heart-rate-variability", "HKQuantityTypeIdentifierHeartRateVariabilitySDNN"),
        HealthDataType("blood-pressure", "HKCorrelationTypeIdentifierBloodPressure"),
        HealthDataType("blood-oxygen", "HKQuantityTypeIdentifierOxygenSaturation"),
        HealthDataType("respiratory-rate", "HKQuantityTypeIdentifierRespiratoryRate"),
        HealthDataType("sleep", "HKCategoryTypeIdentifierSleepAnalysis"),
        HealthDataType("mindful-minutes", "HKCategoryTypeIdentifierMindfulSession"),
        HealthDataType("weight", "HKQuantityTypeIdentifierBodyMass"),
        HealthDataType("height", "HKQuantityTypeIdentifierHeight"),
        HealthDataType("body-fat", "HKQuantityTypeIdentifierBodyFatPercentage"),
        HealthDataType("dietary-energy", "HKQuantityTypeIdentifierDietaryEnergyConsumed"),
        HealthDataType("water", "HKQuantityTypeIdentifierDietaryWater"),
        HealthDataType("menstrual-flow", "HKCategoryTypeIdentifierMenstrualFlow"),
        HealthDataType("date-of-birth", "HKCharacteristicTypeIdentifierDateOfBirth", shareable: false),
    ]

    private static let index: [String: HealthDataType] = Dictionary(types.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })

    public static func type(_ id: String) -> HealthDataType? { index[id] }

    public static var typeIDs: [String] { types.map(\.id) }

    /// Where things sit on the sheet: the navigation bar and the switches are sourced; where the
    /// two purpose strings go (under their sections here) is not.
    public static let layoutEvidence = Evidence.weak("nav bar S17; layout from a 2026 mock, id 60407018912; the purpose strings' place \u{2717}; "
                                                     + "no source shows iOS 26's sheet apart from 18's")
}

extension HealthSheet {
    /// What `permflow init health` asks for: the starter's types and its share purpose (its read
    /// purpose is the starter copy's `purpose`).
    struct Starter {
        var share: [String]
        var read: [String]
        var sharePurpose: String
    }

    /// `sharePurpose` is the locale file's (`starters.healthSharePurpose`).
    static func starter(sharePurpose: String) -> Starter {
        Starter(share: ["workouts"], read: ["workouts"], sharePurpose: sharePurpose)
    }
}

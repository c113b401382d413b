// The Health authorization sheet, as data: the HealthKit data types a flow may ask to read and to
// share (write), their names per locale, and the sheet's own strings per locale and iOS version,
// each with its evidence. Sources: shared/research/ios-permission-alerts.md sections 3 and 4
// (S17 = AutoMate's Health strings, iOS 10–12; the mock is id 60407018912, 2026).

/// One HealthKit data type a flow can ask for, by the name flows write (`heart-rate`).
public struct HealthDataType: Sendable, Hashable {
    /// The name flows write: kebab-case, after the HealthKit identifier.
    public var id: String
    /// The HealthKit identifier it stands for, for docs and messages.
    public var healthKit: String
    /// What the sheet's row says, per locale (the Health app's names).
    public var names: [String: String]
    public var evidence: [String: Evidence]
    /// Whether an app may ask to share (write) it: HealthKit refuses a request to write a type
    /// only the system records (exercise minutes) or a characteristic (date of birth).
    public var shareable: Bool

    init(_ id: String, _ healthKit: String, en: String, ko: String, shareable: Bool = true,
         enEvidence: Evidence = healthNameEN, koEvidence: Evidence = healthNameKO) {
        self.id = id
        self.healthKit = healthKit
        names = ["en": en, "ko": ko]
        evidence = ["en": enEvidence, "ko": koEvidence]
        self.shareable = shareable
    }

    /// The row's name in `locale`, English when the locale has none.
    public func name(locale: String) -> String {
        names[locale] ?? names[LocaleLanguage.of(locale)] ?? names["en"] ?? id
    }
}

private let healthNameEN = Evidence.weak("the Health app's English names; no capture of the sheet's rows")
private let healthNameKO = Evidence.unverified("no Korean source for the sheet's rows; the Health app's Korean names as permflow knows them")

/// A Korean name seen only in developers' comments and labels that quote the Health app.
private func koSeen(_ ids: String) -> Evidence {
    .weak("Korean developers' HealthKit code labels the type so (\(ids)); no capture of the sheet")
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

/// The sheet's data: its types and strings, and how it is laid out.
public enum HealthSheet {
    /// At most this many types in one list of a flow (more than permflow knows would repeat one).
    public static var maxTypesPerList: Int { types.count }

    /// The data types permflow knows, in the order the sheet lists them.
    public static let types: [HealthDataType] = [
        HealthDataType("steps", "HKQuantityTypeIdentifierStepCount", en: "Steps", ko: "걸음",
                       koEvidence: koSeen("id 28353544461; ids 38033311034, 37818774537 write 걸음 수")),
        HealthDataType("walking-running-distance", "HKQuantityTypeIdentifierDistanceWalkingRunning",
                       en: "Walking + Running Distance", ko: "걷기 + 달리기 거리", koEvidence: koSeen("ids 28353544461, 38219565127, 70103680077")),
        HealthDataType("cycling-distance", "HKQuantityTypeIdentifierDistanceCycling", en: "Cycling Distance", ko: "사이클링 거리"),
        HealthDataType("flights-climbed", "HKQuantityTypeIdentifierFlightsClimbed", en: "Flights Climbed", ko: "오른 층계",
                       koEvidence: koSeen("id 28353544461")),
        HealthDataType("active-energy", "HKQuantityTypeIdentifierActiveEnergyBurned", en: "Active Energy", ko: "활동 에너지",
                       koEvidence: koSeen("ids 28353544461, 38219565127")),
        HealthDataType("exercise-minutes", "HKQuantityTypeIdentifierAppleExerciseTime", en: "Exercise Minutes", ko: "운동하기 시간",
                       shareable: false, koEvidence: koSeen("ids 38219565127, 37818774537")),
        HealthDataType("workouts", "HKWorkoutType", en: "Workouts", ko: "운동"),
        HealthDataType("heart-rate", "HKQuantityTypeIdentifierHeartRate", en: "Heart Rate", ko: "심박수", koEvidence: koSeen("ids 28353544461, 47182001710")),
        HealthDataType("resting-heart-rate", "HKQuantityTypeIdentifierRestingHeartRate", en: "Resting Heart Rate", ko: "휴식기 심박수",
                       koEvidence: koSeen("id 28353544461")),
        HealthDataType("heart-rate-variability", "HKQuantityTypeIdentifierHeartRateVariabilitySDNN",
                       en: "Heart Rate Variability", ko: "심박 변이", koEvidence: koSeen("id 28353544461")),
        HealthDataType("blood-pressure", "HKCorrelationTypeIdentifierBloodPressure", en: "Blood Pressure", ko: "혈압"),
        HealthDataType("blood-oxygen", "HKQuantityTypeIdentifierOxygenSaturation", en: "Blood Oxygen", ko: "혈중 산소",
                       koEvidence: koSeen("id 47182001710")),
        HealthDataType("respiratory-rate", "HKQuantityTypeIdentifierRespiratoryRate", en: "Respiratory Rate", ko: "호흡수"),
        HealthDataType("sleep", "HKCategoryTypeIdentifierSleepAnalysis", en: "Sleep", ko: "수면", koEvidence: koSeen("id 28353544461")),
        HealthDataType("mindful-minutes", "HKCategoryTypeIdentifierMindfulSession", en: "Mindful Minutes", ko: "마음챙김 시간"),
        HealthDataType("weight", "HKQuantityTypeIdentifierBodyMass", en: "Weight", ko: "체중"),
        HealthDataType("height", "HKQuantityTypeIdentifierHeight", en: "Height", ko: "신장"),
        HealthDataType("body-fat", "HKQuantityTypeIdentifierBodyFatPercentage", en: "Body Fat Percentage", ko: "체지방률"),
        HealthDataType("dietary-energy", "HKQuantityTypeIdentifierDietaryEnergyConsumed", en: "Dietary Energy", ko: "식이 에너지"),
        HealthDataType("water", "HKQuantityTypeIdentifierDietaryWater", en: "Water", ko: "물"),
        HealthDataType("menstrual-flow", "HKCategoryTypeIdentifierMenstrualFlow", en: "Menstrual Flow", ko: "월경 흐름"),
        HealthDataType("date-of-birth", "HKCharacteristicTypeIdentifierDateOfBirth", en: "Date of Birth", ko: "생년월일",
                       shareable: false),
    ]

    private static let index: [String: HealthDataType] = Dictionary(types.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })

    public static func type(_ id: String) -> HealthDataType? { index[id] }

    public static var typeIDs: [String] { types.map(\.id) }

    private static let s17 = Evidence.verified("S17 (AutoMate, iOS 10\u{2013}12); the 2026 mock id 60407018912 draws the same")
    private static let s17Old = Evidence.weak("S17 shows it on iOS 10\u{2013}12; none on 13\u{2013}18")
    private static let mock = Evidence.weak("a 2026 mock of the sheet, id 60407018912; no capture")
    private static let turnOnAllEN = Evidence.verified("an Appium page object taps it, id 30818774656 (iOS version not given); \u{2264} 12 read "
                                                       + "\u{201C}Turn All Categories On\u{201D} (S17)")
    private static let koTurnAll = Evidence.weak("S17's \u{2264} 12 label (모든 카테고리 켜기/끄기); no Korean source for Turn On All")
    private static let noSection = Evidence.unverified("the section header's text has no source (research section 3)")
    private static let koSection = Evidence.unverified("no Korean source for the sheet's section headers")

    /// The sheet's strings. iOS 13–18 keep S17's header (the newest text found for them); iOS 26
    /// the mock's shorter one. No source distinguishes the two versions' layout, so one look is
    /// drawn for both (`layoutEvidence`).
    public static let texts: [HealthSheetText] = [
        HealthSheetText(locale: "en", ios: IOSRange(through: 18), title: "Health Access", dontAllow: "Don\u{2019}t Allow", allow: "Allow",
                        header: "\u{201C}%@\u{201D} would like to access and update your Health data in the categories below.",
                        turnOnAll: "Turn On All", turnOffAll: "Turn Off All",
                        shareHeader: "Allow \u{201C}%@\u{201D} to Write", readHeader: "Allow \u{201C}%@\u{201D} to Read",
                        evidence: ["title": s17, "dontAllow": s17, "allow": s17, "header": s17Old, "turnOnAll": turnOnAllEN,
                                   "turnOffAll": turnOnAllEN, "shareHeader": noSection, "readHeader": mock]),
        HealthSheetText(locale: "en", ios: IOSRange(from: 19), title: "Health Access", dontAllow: "Don\u{2019}t Allow", allow: "Allow",
                        header: "\u{201C}%@\u{201D} would like to access and update your Health data.",
                        turnOnAll: "Turn On All", turnOffAll: "Turn Off All",
                        shareHeader: "Allow \u{201C}%@\u{201D} to Write", readHeader: "Allow \u{201C}%@\u{201D} to Read",
                        evidence: ["title": s17, "dontAllow": s17, "allow": s17, "header": mock, "turnOnAll": turnOnAllEN,
                                   "turnOffAll": turnOnAllEN, "shareHeader": noSection, "readHeader": mock]),
        HealthSheetText(locale: "ko", ios: .all, title: "건강 접근", dontAllow: "허용 안 함", allow: "허용",
                        header: "\u{2018}%@\u{2019}에서 아래 카테고리에 해당하는 사용자의 건강 데이터에 접근하여 업데이트하려고 합니다.",
                        turnOnAll: "모든 카테고리 켜기", turnOffAll: "모든 카테고리 끄기",
                        shareHeader: "\u{2018}%@\u{2019}이(가) 쓰도록 허용", readHeader: "\u{2018}%@\u{2019}이(가) 읽도록 허용",
                        evidence: ["title": .verified("S17 (the sheet's title, iOS \u{2264} 12)"), "dontAllow": .verified("S17"),
                                   "allow": .verified("S17"), "header": .weak("S17 shows it on iOS 10\u{2013}12; no newer Korean source"),
                                   "turnOnAll": koTurnAll, "turnOffAll": koTurnAll, "shareHeader": koSection, "readHeader": koSection]),
    ]

    /// Where things sit on the sheet: the navigation bar and the switches are sourced; where the
    /// two purpose strings go (under their sections here) is not.
    public static let layoutEvidence = Evidence.weak("nav bar S17; layout from a 2026 mock, id 60407018912; the purpose strings' place \u{2717}; "
                                                     + "no source shows iOS 26's sheet apart from 18's")

    /// The strings for `locale` and iOS `version`, falling back to English.
    public static func text(locale: String, ios version: Int) -> HealthSheetText? {
        let language = LocaleLanguage.of(locale)
        return texts.first { $0.locale == locale && $0.ios.contains(version) }
            ?? texts.first { $0.locale == language && $0.ios.contains(version) }
            ?? texts.first { $0.locale == "en" && $0.ios.contains(version) }
    }
}

extension HealthSheet {
    /// What `permflow init health` asks for: the starter's types and its share purpose (its read
    /// purpose is the starter copy's `purpose`).
    struct Starter {
        var share: [String]
        var read: [String]
        var sharePurpose: String
    }

    static func starter(locale: String) -> Starter {
        let purpose = locale == "ko" ? "운동을 마치면 운동 기록을 건강 앱에 저장합니다."
                                     : "$(PRODUCT_NAME) saves each workout you finish to Health."
        return Starter(share: ["workouts"], read: ["workouts"], sharePurpose: purpose)
    }
}

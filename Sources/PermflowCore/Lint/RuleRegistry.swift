/// Every rule permflow runs, in catalog order. Each family lists its own rules in its folder.
public enum RuleRegistry {
    public static let all: [any Rule.Type] =
        preAlertRules + misleadingRules + timingRules + purposeRules + locationButtonRules + structureRules + appFileRules
        + appReviewRules

    /// Rule type by id.
    public static let byID: [String: any Rule.Type] = {
        var result: [String: any Rule.Type] = [:]
        for rule in all { result[rule.description.id] = rule }
        return result
    }()

    public static var ids: [String] { all.map { $0.description.id } }

    public static func description(of id: String) -> RuleDescription? { byID[id]?.description }
}

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

    /// The registered rules, by identity.
    static let registeredIDs = Set(all.map { ObjectIdentifier($0) })

    /// The members of a family (`family`, typed as its protocol) among `rules`, in `rules`' order: a
    /// registered rule is known by identity, and only a rule from outside the registry (a test's
    /// own) is cast. Casting each of the 54 registered rule types to the family's protocol looked
    /// the conformance up in the static binary's whole table the first time: about 180 k
    /// instructions a rule, 9.6 M a run for each of the two families, serial, before any file
    /// was read (issue 32, app32d).
    static func members<Member>(_ family: [Member], of rules: [any Rule.Type], id: (Member) -> ObjectIdentifier,
                                cast: (any Rule.Type) -> Member?) -> [Member] {
        rules.compactMap { rule in
            let identity = ObjectIdentifier(rule)
            if let member = family.first(where: { id($0) == identity }) { return member }
            return registeredIDs.contains(identity) ? nil : cast(rule)
        }
    }

    public static func description(of id: String) -> RuleDescription? { byID[id]?.description }
}

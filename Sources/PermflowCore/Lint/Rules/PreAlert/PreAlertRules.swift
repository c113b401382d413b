extension RuleRegistry {
    /// The preAlert family, in catalog order.
    static let preAlertRules: [any Rule.Type] = [
        PreAlertSingleButtonRule.self,
        PreAlertButtonTitleRule.self,
        PreAlertLeadsToAlertRule.self,
        PreAlertNoExitRule.self,
        PreAlertResourceRule.self,
    ]
}

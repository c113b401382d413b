extension RuleRegistry {
    /// The misleading family, in catalog order.
    static let misleadingRules: [any Rule.Type] = [
        NoIncentiveRule.self,
        NoImitationRequestRule.self,
        NoAlertImageRule.self,
        NoAlertAnnotationRule.self,
        NoWithholdingRule.self,
    ]
}

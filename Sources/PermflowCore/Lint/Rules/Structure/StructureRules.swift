extension RuleRegistry {
    /// The structure family, in catalog order.
    static let structureRules: [any Rule.Type] = [
        FlowUnknownTargetRule.self,
    ]
}

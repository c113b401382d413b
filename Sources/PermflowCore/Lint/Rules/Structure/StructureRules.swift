extension RuleRegistry {
    /// The structure family, in catalog order.
    static let structureRules: [any Rule.Type] = [
        FlowUnknownTargetRule.self,
        FlowUnhandledOutcomeRule.self,
        FlowUnreachableScreenRule.self,
        FlowDeadEndRule.self,
        FlowCheckLoopRule.self,
        FlowUnknownResourceRule.self,
        FlowDuplicateIDRule.self,
        FlowUnsafeTextRule.self,
        TextFitsRule.self,
        CopyLanguageRule.self,
        IgnoreUnusedRule.self,
        AlertOverrideDiffersRule.self,
        AlertOverrideRedundantRule.self,
    ]
}

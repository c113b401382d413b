extension RuleRegistry {
    /// The locationButton family, in catalog order.
    static let locationButtonRules: [any Rule.Type] = [
        LocationButtonLabelRule.self,
        LocationButtonStyleRule.self,
        LocationButtonContrastRule.self,
        LocationButtonFitsRule.self,
    ]
}

extension ExampleFlow {
    /// A spot-sharing app: home's "Share where I am" leads to the screens given (a location button
    /// `share`), and `sent` ends the flow.
    static let spots = ExampleFlow(app: "Spots", home: "Spots", action: "Share where I am", stock: """
        sent:
          kind: end
          title: Sent
        """)
}

/// A foreground action always needs an unlocked device, so `authenticationRequired` adds nothing.
enum RedundantAuthenticationRule: ValidationRule {
    static func check(_ context: inout RuleContext) {
        guard context.action.options.contains([.foreground, .authenticationRequired]) else { return }
        context.report(
            .warning, .redundantAuthentication, at: ".options",
            RuleMessages.redundantAuthentication(context.actionName, category: context.categoryName)
        )
    }
}

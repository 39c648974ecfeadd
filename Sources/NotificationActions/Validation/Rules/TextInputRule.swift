/// A reply field has a send button title and readable text, and does not ask to unlock needlessly.
enum TextInputRule: ValidationRule {
    static func check(_ context: inout RuleContext) {
        let action = context.action
        guard let textInput = action.textInput else { return }
        let name = context.actionName
        if textInput.buttonTitle.allSatisfy(\.isWhitespace) {
            // Shipped apps create exactly this with init(identifier:title:options:), as do Notifee's
            // `input: true` and iOS 9's text-input behavior: the system shows its own localized "Send".
            context.report(
                .warning, .missingButtonTitle, at: ".textInput.buttonTitle",
                RuleMessages.missingButtonTitle(name, category: context.categoryName)
            )
        }
        TextRules.checkLength(textInput.buttonTitle, "button title", at: ".textInput.buttonTitle", &context)
        TextRules.checkLength(textInput.placeholder, "placeholder", at: ".textInput.placeholder", &context)
        TextRules.checkVisible(
            textInput.buttonTitle, "the button title of action \(name)", at: ".textInput.buttonTitle",
            &context)
        TextRules.checkVisible(
            textInput.placeholder, "the placeholder of action \(name)", at: ".textInput.placeholder", &context
        )
        if action.options.contains(.authenticationRequired) {
            context.report(
                .warning, .textInputAuthentication, at: ".options",
                RuleMessages.textInputAuthentication(name, category: context.categoryName)
            )
        }
    }
}

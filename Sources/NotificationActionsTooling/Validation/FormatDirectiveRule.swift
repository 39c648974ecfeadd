@_spi(Generated) import NotificationActions

/// The hidden-previews placeholder and the summary format hold valid `printf` directives (`%u`, `%%`): an
/// advisory rule, so the tooling's. (Their length and control characters are the runtime's
/// `FormatStringRule`.)
enum FormatDirectiveRule: ValidationRule {
    static func check(_ context: inout RuleContext) {
        context.category.forEachFormatString { key, format in
            guard let problem = FormatDirective.firstInvalid(in: format) else { return }
            context.report(
                .warning, .invalidFormatDirective, at: "." + key,
                RuleMessages.invalidFormatDirective(
                    key, format: format, category: context.categoryName, problem: problem)
            )
        }
    }
}

/// The hidden-previews placeholder and the summary format: within the limit, valid `printf` directives
/// (`%u`, `%%`), no control characters.
enum FormatStringRule: ValidationRule {
    static func check(_ context: inout RuleContext) {
        let category = context.category
        for (key, format) in [
            ("hiddenPreviewsBodyPlaceholder", category.hiddenPreviewsBodyPlaceholder),
            ("categorySummaryFormat", category.categorySummaryFormat),
        ] {
            guard let format else { continue }
            TextRules.checkLength(format, key, at: "." + key, &context)
            TextRules.checkVisible(
                format, "\(key) of category \(context.categoryName)", at: "." + key, &context)
            if let problem = FormatDirective.firstInvalid(in: format) {
                context.report(
                    .warning, .invalidFormatDirective, at: "." + key,
                    RuleMessages.invalidFormatDirective(
                        key, format: format, category: context.categoryName, problem: problem)
                )
            }
        }
    }
}

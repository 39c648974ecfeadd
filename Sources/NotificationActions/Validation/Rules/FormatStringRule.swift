/// The hidden-previews placeholder and the summary format: within the limit, no control characters. (Their
/// `printf` directives are an advisory rule of the tooling's: `FormatDirectiveRule`.)
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
        }
    }
}

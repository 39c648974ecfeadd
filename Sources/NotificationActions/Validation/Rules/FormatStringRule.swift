/// The hidden-previews placeholder and the summary format: within the limit, no control characters. (Their
/// `printf` directives are an advisory rule of the tooling's: `FormatDirectiveRule`.)
enum FormatStringRule: ValidationRule {
    static func check(_ context: inout RuleContext) {
        for (key, format) in context.category.formatStrings {
            TextRules.checkLength(format, key, at: "." + key, &context)
            TextRules.checkVisible(
                format, "\(key) of category \(context.categoryName)", at: "." + key, &context)
        }
    }
}

extension NotificationCategory {
    /// The format strings the category has, by their configuration keys: what the format rules read.
    package var formatStrings: [(key: String, format: String)] {
        [
            ("hiddenPreviewsBodyPlaceholder", hiddenPreviewsBodyPlaceholder),
            ("categorySummaryFormat", categorySummaryFormat),
        ].compactMap { key, format in format.map { (key, $0) } }
    }
}

/// The hidden-previews placeholder and the summary format: within the limit, no control characters. (Their
/// `printf` directives are an advisory rule of the tooling's: `FormatDirectiveRule`.)
enum FormatStringRule: ValidationRule {
    static func check(_ context: inout RuleContext) {
        context.category.forEachFormatString { key, format in
            TextRules.checkLength(format, key, at: "." + key, &context)
            TextRules.checkVisible(
                format, "\(key) of category \(context.categoryName)", at: "." + key, &context)
        }
    }
}

extension NotificationCategory {
    /// Calls `body` with each format string the category has and its configuration key: what the format
    /// rules read. A call rather than a list, so loading a configuration builds no array for it.
    package func forEachFormatString(_ body: (_ key: String, _ format: String) -> Void) {
        if let placeholder = hiddenPreviewsBodyPlaceholder {
            body("hiddenPreviewsBodyPlaceholder", placeholder)
        }
        if let summary = categorySummaryFormat { body("categorySummaryFormat", summary) }
    }
}

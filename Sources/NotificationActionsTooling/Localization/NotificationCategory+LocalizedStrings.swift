@_spi(Generated) import NotificationActions

// What the localization checks and `localize` read: an app localizes through `CategoryRegistry.localized`,
// which needs no list, so the list lives with the tools.
extension NotificationCategory {
    /// Every localized string of the category: where it is (a JSON path), its key, and its
    /// development-language text.
    package var localizedStrings: [(path: String, key: LocalizationKey, text: String)] {
        var strings: [(String, LocalizationKey, String)] = []
        if let key = hiddenPreviewsBodyPlaceholderLocalization {
            strings.append(("hiddenPreviewsBodyPlaceholder", key, hiddenPreviewsBodyPlaceholder ?? ""))
        }
        if let key = categorySummaryFormatLocalization {
            strings.append(("categorySummaryFormat", key, categorySummaryFormat ?? ""))
        }
        for (index, action) in actions.enumerated() {
            if let key = action.titleLocalization {
                strings.append(("actions[\(index)].title", key, action.title))
            }
            if let input = action.textInput {
                if let key = input.buttonTitleLocalization {
                    strings.append(("actions[\(index)].textInput.buttonTitle", key, input.buttonTitle))
                }
                if let key = input.placeholderLocalization {
                    strings.append(("actions[\(index)].textInput.placeholder", key, input.placeholder))
                }
            }
        }
        return strings
    }
}

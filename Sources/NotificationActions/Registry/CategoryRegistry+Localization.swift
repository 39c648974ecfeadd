import Foundation

extension CategoryRegistry {
    /// The registry with every localized string replaced by what `translate` returns for its key (the
    /// development-language text when it returns `nil`); keys are kept. Validation already ran on the
    /// development language; translations are the app's.
    ///
    /// - Parameter translate: Returns the text for a key in the language wanted, given the key and its development-language text; `nil` keeps that text.
    package func translated(_ translate: (LocalizationKey, String) -> String?) -> CategoryRegistry {
        func resolve(_ text: String, _ key: LocalizationKey?) -> String {
            key.flatMap { translate($0, text) } ?? text
        }
        return replacingCategories { category in
            var copy = category
            if let text = category.hiddenPreviewsBodyPlaceholder {
                copy.hiddenPreviewsBodyPlaceholder = resolve(
                    text, category.hiddenPreviewsBodyPlaceholderLocalization)
            }
            if let text = category.categorySummaryFormat {
                copy.categorySummaryFormat = resolve(text, category.categorySummaryFormatLocalization)
            }
            copy.actions = category.actions.map { action in
                var action = action
                action.title = resolve(action.title, action.titleLocalization)
                if var input = action.textInput {
                    input.buttonTitle = resolve(input.buttonTitle, input.buttonTitleLocalization)
                    input.placeholder = resolve(input.placeholder, input.placeholderLocalization)
                    action.textInput = input
                }
                return action
            }
            return copy
        }
    }

    /// The registry in the language `bundle` resolves to (default `Bundle.main`, which follows the
    /// person's preferred languages): each key looked up with `localizedString(forKey:value:table:)`.
    /// `UNUserNotificationCenter.register(_:serverChosen:translatedIn:diagnostics:)` calls this. Keys stay:
    /// a text whose key the app's strings have in every language is registered to be localized when shown,
    /// so a language change — which ends the app and launches nothing — shows the new language at once;
    /// the others show this translation until the next registration.
    ///
    /// - Parameter bundle: The bundle whose strings tables translate the keys (the app's main bundle).
    public func translated(in bundle: Bundle) -> CategoryRegistry {
        translated(Self.translation(in: bundle))
    }

    /// `bundle`'s look-up as a `translate` closure, built out of line: a closure literal passed to
    /// ``translated(_:)`` had the optimiser compile that function a second time, specialised for it.
    private static func translation(in bundle: Bundle) -> (LocalizationKey, String) -> String? {
        { key, text in bundle.localizedString(forKey: key.key, value: text, table: key.table) }
    }

    /// The registry with every localization key removed: registered as its development-language text,
    /// never localized when shown (`register(…, translatedIn: nil)`).
    package var withoutLocalizationKeys: CategoryRegistry {
        replacingCategories(\.withoutLocalizationKeys)
    }
}

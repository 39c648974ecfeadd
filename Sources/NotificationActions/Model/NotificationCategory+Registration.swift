extension NotificationCategory {
    /// The actions in the order they are registered with the system.
    ///
    /// iOS 8 and 9 took the minimal context's actions separately; iOS 10 and later show the first two
    /// actions of the one array in banners. So for ``PlatformProfile/modern`` the `minimalActions` come
    /// first (in their order), then the others as declared; otherwise the declared order is kept.
    ///
    /// - Parameter profile: The platform generation the actions are registered for.
    package func registeredActions(for profile: PlatformProfile) -> [NotificationAction] {
        guard profile != .legacy, let minimal = minimalActions, !minimal.isEmpty else { return actions }
        var first: [NotificationAction] = []
        for identifier in minimal where !first.contains(where: { $0.identifier == identifier }) {
            if let action = action(identifier) { first.append(action) }
        }
        return first + actions.filter { action in !first.contains { $0.identifier == action.identifier } }
    }

    /// The category as the system stores it: what a read-back from `UNUserNotificationCenter` can
    /// show. Minimal actions become the order of the actions, and what the system does not keep (icons,
    /// the foreground presentation) is dropped, so two definitions are compared on what the user sees.
    package var systemDefinition: NotificationCategory {
        var copy = self
        copy.actions = registeredActions(for: .modern).map { action in
            var stored = action
            stored.icon = nil
            stored.site = IgnoredInEquality(nil)
            return stored
        }
        copy.minimalActions = nil
        copy.foregroundPresentation = []
        copy.priority = nil
        copy.site = IgnoredInEquality(nil)
        if copy.hiddenPreviewsBodyPlaceholder == "" { copy.hiddenPreviewsBodyPlaceholder = nil }
        if copy.categorySummaryFormat == "" { copy.categorySummaryFormat = nil }
        return copy
    }
}

extension NotificationCategory {
    /// The category as the system keeps it, for comparing with `mine` (the registry's): a text `mine` gives
    /// a key for is taken as `mine`'s — what the system reads back for it may be the text in another
    /// language (registered before a language change) or a text localized when shown, neither a
    /// redefinition (audit B1) — and keys are left out on both sides.
    package func comparable(keyedAs mine: NotificationCategory) -> NotificationCategory {
        var copy = systemDefinition
        if mine.hiddenPreviewsBodyPlaceholderLocalization != nil {
            copy.hiddenPreviewsBodyPlaceholder = mine.systemDefinition.hiddenPreviewsBodyPlaceholder
        }
        if mine.categorySummaryFormatLocalization != nil {
            copy.categorySummaryFormat = mine.systemDefinition.categorySummaryFormat
        }
        let keyed = Dictionary(
            mine.actions.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })
        copy.actions = copy.actions.map { action in
            var action = action
            if let own = keyed[action.identifier] {
                if own.titleLocalization != nil { action.title = own.title }
                if let ownInput = own.textInput, var input = action.textInput {
                    if ownInput.buttonTitleLocalization != nil { input.buttonTitle = ownInput.buttonTitle }
                    if ownInput.placeholderLocalization != nil { input.placeholder = ownInput.placeholder }
                    action.textInput = input
                }
            }
            return action
        }
        return copy.withoutLocalizationKeys
    }

    /// The category with every localization key removed: its texts as they are.
    package var withoutLocalizationKeys: NotificationCategory {
        var copy = self
        copy.hiddenPreviewsBodyPlaceholderLocalization = nil
        copy.categorySummaryFormatLocalization = nil
        copy.actions = actions.map { action in
            var action = action
            action.titleLocalization = nil
            if var input = action.textInput {
                input.buttonTitleLocalization = nil
                input.placeholderLocalization = nil
                action.textInput = input
            }
            return action
        }
        return copy
    }
}

/// A text as a category registered with the system carries it.
package enum SystemText: Hashable, Sendable {
    /// Shown as it is.
    case text(String)
    /// Looked up in the app's `Localizable` strings when shown, in the person's language of that moment
    /// (`NSString.localizedUserNotificationString(forKey:arguments:)`; a key the strings lack shows as the
    /// key itself, its documentation page says).
    case localizedWhenShown(key: String)

    /// A text and its key as the system gets them: localized when shown when it has a key that
    /// `isTranslated` finds (``Foundation/Bundle/hasNotificationString(_:)``: in the `Localizable` table of
    /// every language), so that a language change — which ends the app and launches nothing — shows the new
    /// language at once (audit B1; before, only server-chosen buttons were, and the app's own categories
    /// kept the language of their last registration until the person next opened the app); else the text.
    package init(_ text: String, key: LocalizationKey?, isTranslated: (LocalizationKey) -> Bool) {
        if let key, key.table == nil || key.table == "Localizable", isTranslated(key) {
            self = .localizedWhenShown(key: key.key)
        } else {
            self = .text(text)
        }
    }
}

extension NotificationAction {
    /// The action's title, and its text input's button title and placeholder, as the system gets them.
    ///
    /// - Parameter isTranslated: Whether the strings the system will read have a key in every language.
    package func systemTexts(isTranslated: (LocalizationKey) -> Bool) -> (
        title: SystemText, buttonTitle: SystemText?, placeholder: SystemText?
    ) {
        func text(_ text: String, _ key: LocalizationKey?) -> SystemText {
            SystemText(text, key: key, isTranslated: isTranslated)
        }
        return (
            text(title, titleLocalization),
            textInput.map { text($0.buttonTitle, $0.buttonTitleLocalization) },
            textInput.map { text($0.placeholder, $0.placeholderLocalization) }
        )
    }
}

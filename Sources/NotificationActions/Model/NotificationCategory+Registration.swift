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
        copy.site = IgnoredInEquality(nil)
        if copy.hiddenPreviewsBodyPlaceholder == "" { copy.hiddenPreviewsBodyPlaceholder = nil }
        if copy.categorySummaryFormat == "" { copy.categorySummaryFormat = nil }
        return copy
    }
}

/// A text as a category registered with the system carries it.
package enum SystemText: Hashable, Sendable {
    /// Shown as it is.
    case text(String)
    /// Looked up in the app's `Localizable` strings when shown, in the person's language of that moment:
    /// `NSString.localizedUserNotificationString(forKey:arguments:)` ("The key to use when looking up the
    /// string in the app's `Localizable.strings` file"; "If a string resource corresponding to the
    /// specified key cannot be found, this method returns key" —
    /// https://developer.apple.com/documentation/foundation/nsstring/localizedusernotificationstring(forkey:arguments:)).
    case localizedWhenShown(key: String)

    /// A text and its key as the system gets them. A server-chosen category outlives the push that
    /// brought it and the language it was registered in, so its keyed texts are localized when shown —
    /// when the key is in the `Localizable` table (the only one that call reads) and `isTranslated` finds
    /// it there (otherwise the system would show the key itself), else its default text. The app's own
    /// categories were translated for this launch by ``CategoryRegistry/localized(in:)``: their text as it is.
    package init(
        _ text: String, key: LocalizationKey?, serverChosen: Bool, isTranslated: (LocalizationKey) -> Bool
    ) {
        if serverChosen, let key, key.table == nil || key.table == "Localizable", isTranslated(key) {
            self = .localizedWhenShown(key: key.key)
        } else {
            self = .text(text)
        }
    }
}

extension NotificationAction {
    /// The action's title, and its text input's button title and placeholder, as the system gets them.
    ///
    /// - Parameters:
    ///   - serverChosen: Whether the action is a server-chosen button (see ``SystemText``).
    ///   - isTranslated: Whether the app's `Localizable` strings have a key.
    package func systemTexts(serverChosen: Bool, isTranslated: (LocalizationKey) -> Bool) -> (
        title: SystemText, buttonTitle: SystemText?, placeholder: SystemText?
    ) {
        func text(_ text: String, _ key: LocalizationKey?) -> SystemText {
            SystemText(text, key: key, serverChosen: serverChosen, isTranslated: isTranslated)
        }
        return (
            text(title, titleLocalization),
            textInput.map { text($0.buttonTitle, $0.buttonTitleLocalization) },
            textInput.map { text($0.placeholder, $0.placeholderLocalization) }
        )
    }
}

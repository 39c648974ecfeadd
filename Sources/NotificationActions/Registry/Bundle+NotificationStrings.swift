import Foundation

extension Bundle {
    /// Whether a text keyed `key` can be registered to be localized when shown: the key is in the
    /// `Localizable` table (the only one `localizedUserNotificationString(forKey:arguments:)` reads) of
    /// **every** localization of this bundle. A key missing in one language would show as the raw key to a
    /// person using that language, later, after a change this process never sees (a language change ends
    /// the app and launches nothing); so one language missing it means the text is registered as it is.
    /// A bundle with no localization folders is asked for its development language.
    ///
    /// - Parameter key: The text's localization key.
    package func hasNotificationString(_ key: LocalizationKey) -> Bool {
        guard key.table == nil || key.table == "Localizable" else { return false }
        let missing = "\u{1}notification-actions-missing"
        let languages = localizations.filter { $0 != "Base" }
        guard !languages.isEmpty else {
            return localizedString(forKey: key.key, value: missing, table: nil) != missing
        }
        return languages.allSatisfy { language in
            guard let path = path(forResource: language, ofType: "lproj"), let strings = Bundle(path: path)
            else { return false }
            return strings.localizedString(forKey: key.key, value: missing, table: nil) != missing
        }
    }

    /// The bundles whose strings a text localized when shown may be resolved against, for the running
    /// process: its own, and — in an app extension (a service extension registering a push's buttons) —
    /// the app that contains it. Apple documents neither which one the system uses for a key registered by
    /// an extension nor when; the harsher reading is that it may be either, so a key is deferred only when
    /// both have it (audit B2: the strings in the app target only, Xcode's default, and the extension's
    /// registration showed the default text in every language).
    package static var notificationStringBundles: [Bundle] {
        let own = Bundle.main
        guard own.bundleURL.pathExtension == "appex" else { return [own] }
        // An extension lives in App.app/PlugIns/Name.appex.
        let app = own.bundleURL.deletingLastPathComponent().deletingLastPathComponent()
        return [own] + (Bundle(url: app).map { [$0] } ?? [])
    }

    /// Whether every bundle of ``notificationStringBundles`` has `key` in every language.
    package static func notificationStringEverywhere(_ key: LocalizationKey) -> Bool {
        notificationStringBundles.allSatisfy { $0.hasNotificationString(key) }
    }
}

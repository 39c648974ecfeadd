extension NotificationCategory {
    /// The actions in the order they are registered with the system.
    ///
    /// iOS 8 and 9 took the minimal context's actions separately; iOS 10 and later show the first two
    /// actions of the one array in banners. So for ``PlatformProfile/modern`` the `minimalActions` come
    /// first (in their order), then the others as declared; otherwise the declared order is kept.
    ///
    /// - Parameter profile: The platform generation the actions are registered for.
    public func registeredActions(for profile: PlatformProfile) -> [NotificationAction] {
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

extension NotificationCategory.ForegroundPresentation {
    /// The `UNNotificationPresentationOptions` bits: the same as these, except that before iOS 14,
    /// macOS 11 and watchOS 7, which have no `banner` and `list`, either becomes `alert` (bit 2).
    package func systemRawValue(bannerAndListAvailable: Bool) -> UInt {
        if bannerAndListAvailable { return rawValue }
        var bits = rawValue & (Self.badge.rawValue | Self.sound.rawValue)
        if !isDisjoint(with: [.banner, .list]) { bits |= 1 << 2 }
        return bits
    }
}

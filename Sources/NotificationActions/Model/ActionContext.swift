/// Where a notification is shown, which decides how many of its actions the user sees.
package enum ActionContext: String, Hashable, Sendable, CaseIterable {
    /// The expanded, alert-style presentation: up to ``PlatformProfile/defaultActionLimit`` actions.
    case `default`
    /// Banners, the lock screen and compact views: up to ``PlatformProfile/minimalActionLimit`` actions.
    case minimal
}

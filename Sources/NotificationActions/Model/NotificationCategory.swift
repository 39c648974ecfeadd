/// A named set of buttons that a notification can carry, with how the notification is presented.
///
/// ```swift
/// NotificationCategory("invite", options: .customDismissAction) {
///     NotificationAction("invite.accept", title: "Accept")
///     NotificationAction("invite.decline", title: "Decline", options: .destructive)
/// }
/// ```
public struct NotificationCategory: Hashable, Sendable {
    /// The identifier a notification names to carry this category's buttons.
    public var identifier: CategoryIdentifier
    /// The buttons of the default (expanded) context, in the order they are shown.
    public var actions: [NotificationAction]
    /// The buttons of the minimal context (banners, lock screen), or `nil` for the first two actions.
    public package(set) var minimalActions: [ActionIdentifier]?
    /// The category's options.
    public package(set) var options: Options
    /// The SiriKit intents the category's notifications relate to.
    public package(set) var intentIdentifiers: [String]
    /// The body shown when previews are hidden (iOS 11 and later); may contain `%u`.
    public package(set) var hiddenPreviewsBodyPlaceholder: String?
    /// The summary of a group of this category's notifications (iOS 12 and later); may contain `%u`.
    public package(set) var categorySummaryFormat: String?
    /// How a notification of this category is shown while the app is in the foreground; empty (the
    /// default): not shown, as the system does for an app that does not answer.
    public package(set) var foregroundPresentation: ForegroundPresentation
    /// The hidden-previews placeholder's localization key, when it is translated.
    package var hiddenPreviewsBodyPlaceholderLocalization: LocalizationKey?
    /// The summary format's localization key, when it is translated.
    package var categorySummaryFormatLocalization: LocalizationKey?
    /// The custom keys this category's pushes carry beside `aps`, in order; empty when undeclared (then
    /// pushes of the category are not checked for them). See ``PayloadField``.
    public package(set) var payload: [PayloadField]
    /// Which of the app's own scheduled notifications the system keeps pending first when there are more
    /// than its limit, 0 to 100 (`NotificationScheduler`, in the opt-in `NotificationActionsPosting`
    /// library); `nil` for the default, 50.
    public package(set) var priority: Int?
    var site: IgnoredInEquality<SourceSite?>

    /// Where the category was declared in Swift, or `nil` when it came from JSON.
    package var declaredAt: SourceSite? { site.value }

    /// Creates a category whose actions are listed by a result builder.
    ///
    /// - Parameters:
    ///   - identifier: The identifier notifications name (`aps.category`).
    ///   - options: How the system treats the category's notifications.
    ///   - minimalActions: The actions a banner or the lock screen shows (at most two); `nil` shows the first two.
    ///   - intentIdentifiers: The SiriKit intents the category's notifications relate to.
    ///   - hiddenPreviewsBodyPlaceholder: The text shown instead of the body when previews are hidden.
    ///   - categorySummaryFormat: The summary of a group of the category's notifications (`%u more messages`).
    ///   - foregroundPresentation: How its notifications show while the app is in the foreground.
    ///   - priority: Which of the app's scheduled notifications stay pending first when there are more than
    ///     the system keeps, 0 to 100 (default 50); see `NotificationScheduler` in `NotificationActionsPosting`.
    ///   - fileID: Where the category is declared, for validation messages; leave the default.
    ///   - line: The line of the declaration; leave the default.
    ///   - actions: The buttons, in order.
    public init(
        _ identifier: CategoryIdentifier,
        options: Options = [],
        minimalActions: [ActionIdentifier]? = nil,
        intentIdentifiers: [String] = [],
        hiddenPreviewsBodyPlaceholder: String? = nil,
        categorySummaryFormat: String? = nil,
        foregroundPresentation: ForegroundPresentation = [],
        priority: Int? = nil,
        fileID: String = #fileID,
        line: Int = #line,
        @ListBuilder<NotificationAction> actions: () -> [NotificationAction] = { [] }
    ) {
        self.init(
            identifier: identifier, actions: actions(), minimalActions: minimalActions, options: options,
            intentIdentifiers: intentIdentifiers,
            hiddenPreviewsBodyPlaceholder: hiddenPreviewsBodyPlaceholder,
            categorySummaryFormat: categorySummaryFormat, foregroundPresentation: foregroundPresentation,
            site: SourceSite(fileID: fileID, line: line))
        self.priority = priority
    }

    /// A category whose pushes carry the declared keys — the payload contract that `check-payload`, the
    /// payload JSON Schema, the generated structs and the typed routes read (*The payload contract*).
    ///
    /// - Parameters:
    ///   - identifier: The identifier a notification names to carry this category's buttons.
    ///   - options: The category's options.
    ///   - minimalActions: The buttons of the minimal context, or `nil` for the first two actions.
    ///   - intentIdentifiers: The SiriKit intents the category's notifications relate to.
    ///   - hiddenPreviewsBodyPlaceholder: The body shown when previews are hidden; may contain `%u`.
    ///   - categorySummaryFormat: The summary of a group of this category's notifications; may contain `%u`.
    ///   - foregroundPresentation: How its notifications show while the app is in the foreground.
    ///   - priority: Which of the app's scheduled notifications stay pending first, 0 to 100 (default 50).
    ///   - payload: The custom keys its pushes carry beside `aps`, in order.
    ///   - fileID: Where the category is declared, for validation messages; leave the default.
    ///   - line: The line of the declaration, with `fileID`; leave the default.
    ///   - actions: The buttons of the default (expanded) context, in order.
    public init(
        _ identifier: CategoryIdentifier,
        options: Options = [],
        minimalActions: [ActionIdentifier]? = nil,
        intentIdentifiers: [String] = [],
        hiddenPreviewsBodyPlaceholder: String? = nil,
        categorySummaryFormat: String? = nil,
        foregroundPresentation: ForegroundPresentation = [],
        priority: Int? = nil,
        payload: [PayloadField],
        fileID: String = #fileID,
        line: Int = #line,
        @ListBuilder<NotificationAction> actions: () -> [NotificationAction] = { [] }
    ) {
        self.init(
            identifier, options: options, minimalActions: minimalActions,
            intentIdentifiers: intentIdentifiers,
            hiddenPreviewsBodyPlaceholder: hiddenPreviewsBodyPlaceholder,
            categorySummaryFormat: categorySummaryFormat, foregroundPresentation: foregroundPresentation,
            priority: priority, fileID: fileID, line: line, actions: actions)
        self.payload = payload
    }

    package init(
        identifier: CategoryIdentifier, actions: [NotificationAction], minimalActions: [ActionIdentifier]?,
        options: Options, intentIdentifiers: [String], hiddenPreviewsBodyPlaceholder: String?,
        categorySummaryFormat: String?, foregroundPresentation: ForegroundPresentation,
        payload: [PayloadField] = [], site: SourceSite?
    ) {
        self.identifier = identifier
        self.actions = actions
        self.minimalActions = minimalActions
        self.options = options
        self.intentIdentifiers = intentIdentifiers
        self.hiddenPreviewsBodyPlaceholder = hiddenPreviewsBodyPlaceholder
        self.categorySummaryFormat = categorySummaryFormat
        self.foregroundPresentation = foregroundPresentation
        self.payload = payload
        self.site = IgnoredInEquality(site)
    }

    /// The priorities a category can have: 0 to 100.
    package static let priorities = 0...100
    /// A category's priority when it does not say: 50.
    package static let defaultPriority = 50

    /// The action with an identifier, by linear search; ``CategoryRegistry`` answers in O(1).
    ///
    /// - Parameter identifier: The action's identifier.
    package func action(_ identifier: ActionIdentifier) -> NotificationAction? {
        actions.first { $0.identifier == identifier }
    }
}

extension NotificationCategory {
    /// A category's options. Raw values match `UNNotificationCategoryOptions`.
    public struct Options: OptionSet, Hashable, Sendable {
        /// The option bits.
        public var rawValue: UInt
        /// Creates options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Deliver a response with ``ActionIdentifier/dismissAction`` when the user dismisses the notification.
        public static let customDismissAction = Options(rawValue: 1 << 0)
        /// Allow the category's notifications in CarPlay.
        public static let allowInCarPlay = Options(rawValue: 1 << 1)
        /// Show the title when previews are hidden (iOS 11 and later).
        public static let hiddenPreviewsShowTitle = Options(rawValue: 1 << 2)
        /// Show the subtitle when previews are hidden (iOS 11 and later).
        public static let hiddenPreviewsShowSubtitle = Options(rawValue: 1 << 3)
        /// Let Siri announce the notification (iOS 13; ignored since iOS 15).
        package static let allowAnnouncement = Options(rawValue: 1 << 4)

        /// Every option with its JSON name, in the order they are written.
        package static let named: [(name: String, option: Options)] = [
            ("customDismissAction", .customDismissAction),
            ("allowInCarPlay", .allowInCarPlay),
            ("hiddenPreviewsShowTitle", .hiddenPreviewsShowTitle),
            ("hiddenPreviewsShowSubtitle", .hiddenPreviewsShowSubtitle),
            ("allowAnnouncement", .allowAnnouncement),
        ]
    }

    /// How a notification is shown while the app is in the foreground.
    /// Raw values match `UNNotificationPresentationOptions`.
    public struct ForegroundPresentation: OptionSet, Hashable, Sendable {
        /// The option bits.
        public var rawValue: UInt
        /// Creates a presentation from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Update the app icon's badge.
        public static let badge = ForegroundPresentation(rawValue: 1 << 0)
        /// Play the notification's sound.
        public static let sound = ForegroundPresentation(rawValue: 1 << 1)
        /// Add the notification to Notification Center.
        public static let list = ForegroundPresentation(rawValue: 1 << 3)
        /// Show the notification as a banner.
        public static let banner = ForegroundPresentation(rawValue: 1 << 4)

        /// Every option with its JSON name, in the order they are written.
        package static let named: [(name: String, option: ForegroundPresentation)] = [
            ("banner", .banner), ("list", .list), ("sound", .sound), ("badge", .badge),
        ]
    }
}

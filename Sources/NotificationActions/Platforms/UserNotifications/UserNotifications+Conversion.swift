// The Apple bridge: conversions between this package's model and UserNotifications. Thin on purpose:
// the decisions (option bits, action order, what the system stores) are platform-neutral and tested
// on Linux; this file only translates types. Also compiled on Linux against a stub of the Apple
// declarations it uses (Tests/BridgeCompileCheck), so its Swift is checked on every CI run.
#if canImport(UserNotifications) && !os(tvOS)
    import UserNotifications
#elseif BRIDGE_COMPILE_CHECK
    import Foundation
    import NotificationActions
    import UserNotificationsStub
#endif

#if (canImport(UserNotifications) && !os(tvOS)) || BRIDGE_COMPILE_CHECK
    import Foundation

    extension NotificationAction {
        /// The action as the system takes it: a `UNTextInputNotificationAction` when it asks for text, with
        /// its icon on iOS 15, macOS 12, watchOS 8 and visionOS and later.
        public var systemAction: UNNotificationAction {
            let options = UNNotificationActionOptions(rawValue: self.options.rawValue)
            if #available(iOS 15, macOS 12, watchOS 8, *), let icon = systemIcon {
                if let input = textInput {
                    return UNTextInputNotificationAction(
                        identifier: identifier.rawValue, title: title, options: options, icon: icon,
                        textInputButtonTitle: input.buttonTitle, textInputPlaceholder: input.placeholder)
                }
                return UNNotificationAction(
                    identifier: identifier.rawValue, title: title, options: options, icon: icon)
            }
            if let input = textInput {
                return UNTextInputNotificationAction(
                    identifier: identifier.rawValue, title: title, options: options,
                    textInputButtonTitle: input.buttonTitle, textInputPlaceholder: input.placeholder)
            }
            return UNNotificationAction(identifier: identifier.rawValue, title: title, options: options)
        }

        @available(iOS 15, macOS 12, watchOS 8, *)
        private var systemIcon: UNNotificationActionIcon? {
            switch icon {
            case .systemImage(let name)?: UNNotificationActionIcon(systemImageName: name)
            case .templateImage(let name)?: UNNotificationActionIcon(templateImageName: name)
            case nil: nil
            }
        }

        /// Reads an action registered with the system (by this package or anyone else). The system does not
        /// expose an action's icon, so ``icon`` is `nil`.
        public init(_ action: UNNotificationAction) {
            var textInput: TextInput?
            if let input = action as? UNTextInputNotificationAction {
                textInput = TextInput(
                    buttonTitle: input.textInputButtonTitle, placeholder: input.textInputPlaceholder)
            }
            self.init(
                identifier: ActionIdentifier(action.identifier), title: action.title,
                options: Options(rawValue: action.options.rawValue), textInput: textInput, icon: nil,
                site: nil)
        }
    }

    extension NotificationCategory {
        /// The category as the system takes it, its actions in registered order (`minimalActions` first,
        /// because iOS 10 and later show a banner's buttons from the start of the list).
        public var systemCategory: UNNotificationCategory {
            let actions = registeredActions(for: .modern).map(\.systemAction)
            let options = UNNotificationCategoryOptions(rawValue: self.options.rawValue)
            #if os(watchOS)
                return UNNotificationCategory(
                    identifier: identifier.rawValue, actions: actions, intentIdentifiers: intentIdentifiers,
                    options: options)
            #else
                return UNNotificationCategory(
                    identifier: identifier.rawValue, actions: actions, intentIdentifiers: intentIdentifiers,
                    hiddenPreviewsBodyPlaceholder: hiddenPreviewsBodyPlaceholder,
                    categorySummaryFormat: categorySummaryFormat,
                    options: options)
            #endif
        }

        /// Reads a category registered with the system, so that categories registered by someone else can be
        /// merged and validated.
        public init(_ category: UNNotificationCategory) {
            #if os(watchOS)
                let placeholder: String? = nil
                let summary: String? = nil
            #else
                let placeholder: String? =
                    category.hiddenPreviewsBodyPlaceholder.isEmpty
                    ? nil : category.hiddenPreviewsBodyPlaceholder
                let summary: String? =
                    category.categorySummaryFormat.isEmpty ? nil : category.categorySummaryFormat
            #endif
            self.init(
                identifier: CategoryIdentifier(category.identifier),
                actions: category.actions.map(NotificationAction.init),
                minimalActions: nil, options: Options(rawValue: category.options.rawValue),
                intentIdentifiers: category.intentIdentifiers, hiddenPreviewsBodyPlaceholder: placeholder,
                categorySummaryFormat: summary, foregroundPresentation: [], site: nil)
        }
    }

    extension CategoryRegistry {
        /// Every category as the system takes it.
        public var systemCategories: Set<UNNotificationCategory> { Set(categories.map(\.systemCategory)) }
    }

    extension UNNotificationPresentationOptions {
        /// The system's options for a foreground presentation; before iOS 14, macOS 11 and watchOS 7,
        /// `banner` and `list` become `alert`.
        public init(_ presentation: NotificationCategory.ForegroundPresentation) {
            if #available(iOS 14, macOS 11, watchOS 7, *) {
                self.init(rawValue: presentation.systemRawValue(bannerAndListAvailable: true))
            } else {
                self.init(rawValue: presentation.systemRawValue(bannerAndListAvailable: false))
            }
        }
    }

    extension DeliveredNotification {
        /// Reads a delivered notification: its request, content, `userInfo` (converted to ``JSONValue``),
        /// and whether a push or a local trigger delivered it.
        public init(_ notification: UNNotification) {
            let request = notification.request
            let content = request.content
            let userInfo = JSONValue.userInfo(content.userInfo)
            let sound = userInfo["aps"]?["sound"]
            self.init(
                requestIdentifier: request.identifier,
                category: CategoryIdentifier(content.categoryIdentifier),
                title: content.title, subtitle: content.subtitle, body: content.body,
                badge: content.badge?.intValue,
                soundName: sound?.stringValue ?? sound?["name"]?.stringValue,
                threadIdentifier: content.threadIdentifier,
                userInfo: userInfo, origin: request.trigger is UNPushNotificationTrigger ? .push : .local,
                date: notification.date)
        }
    }

    extension NotificationResponse {
        /// Reads the user's response: the notification, the action (the system's default and dismiss
        /// identifiers mapped to ``ActionIdentifier/defaultAction`` and ``ActionIdentifier/dismissAction``),
        /// and the typed text of a `UNTextInputNotificationResponse`.
        public init(_ response: UNNotificationResponse) {
            let action: ActionIdentifier =
                switch response.actionIdentifier {
                case UNNotificationDefaultActionIdentifier: .defaultAction
                case UNNotificationDismissActionIdentifier: .dismissAction
                case let other: ActionIdentifier(other)
                }
            self.init(
                notification: DeliveredNotification(response.notification), actionIdentifier: action,
                userText: (response as? UNTextInputNotificationResponse)?.userText)
        }
    }

    extension UNUserNotificationCenter {
        /// Registers a registry's categories without removing anyone else's: reads what is registered, keeps
        /// every category the registry does not define, replaces (and reports) those it redefines, and sets
        /// the union. Call it before the app finishes launching; await one registration before starting
        /// another, since each reads what the last one set.
        ///
        /// Localized strings (``LocalizationKey``) are resolved through `bundle` (default `Bundle.main`, in
        /// the person's preferred language) as they are registered; pass `nil` to register the development
        /// text. Register at every launch: changing the system language relaunches the app, and the new
        /// registration carries the new language.
        ///
        /// - Returns: The diagnostics, also sent to `diagnostics`.
        @discardableResult
        public func register(
            _ registry: CategoryRegistry, localizedIn bundle: Bundle? = .main,
            diagnostics: DiagnosticHandler = .platformDefault
        ) async -> [Diagnostic] {
            let existing = await notificationCategories()
            let plan = CategoryRegistration.plan(
                registering: bundle.map { registry.localized(in: $0) } ?? registry,
                existing: existing.map(NotificationCategory.init))
            for diagnostic in plan.diagnostics { diagnostics(diagnostic) }
            setNotificationCategories(Set(plan.categories.map(\.systemCategory)))
            return plan.diagnostics
        }
    }
#endif

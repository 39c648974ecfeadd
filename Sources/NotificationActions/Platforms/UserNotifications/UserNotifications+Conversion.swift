// The Apple bridge: conversions between this package's model and UserNotifications. Thin on purpose:
// the decisions (option bits, action order, what the system stores) are platform-neutral and tested
// on Linux; this file only translates types. Also compiled on Linux against a stub of the Apple
// declarations it uses (Tests/BridgeCompileCheck), so its Swift is checked on every CI run.
#if canImport(UserNotifications) && !os(tvOS)
    import UserNotifications
#elseif BRIDGE_COMPILE_CHECK
    import Foundation
    @_spi(Generated) import NotificationActions
    import UserNotificationsStub
#endif

#if (canImport(UserNotifications) && !os(tvOS)) || BRIDGE_COMPILE_CHECK
    import Foundation

    extension NotificationAction {
        /// The action as the system takes it: a `UNTextInputNotificationAction` when it asks for text, with
        /// its icon on iOS 15, macOS 12, watchOS 8 and visionOS and later; keyed texts the strings have in
        /// every language are localized when shown (see `SystemText`).
        package var systemAction: UNNotificationAction {
            let options = UNNotificationActionOptions(rawValue: self.options.rawValue)
            let texts = systemTexts(isTranslated: Bundle.notificationStringEverywhere)
            let title = Self.string(texts.title)
            if let icon = systemIcon {
                if let buttonTitle = texts.buttonTitle, let placeholder = texts.placeholder {
                    return UNTextInputNotificationAction(
                        identifier: identifier.rawValue, title: title, options: options, icon: icon,
                        textInputButtonTitle: Self.string(buttonTitle),
                        textInputPlaceholder: Self.string(placeholder))
                }
                return UNNotificationAction(
                    identifier: identifier.rawValue, title: title, options: options, icon: icon)
            }
            if let buttonTitle = texts.buttonTitle, let placeholder = texts.placeholder {
                return UNTextInputNotificationAction(
                    identifier: identifier.rawValue, title: title, options: options,
                    textInputButtonTitle: Self.string(buttonTitle),
                    textInputPlaceholder: Self.string(placeholder))
            }
            return UNNotificationAction(identifier: identifier.rawValue, title: title, options: options)
        }

        static func string(_ text: SystemText) -> String {
            switch text {
            case .text(let text): text
            case .localizedWhenShown(let key):
                NSString.localizedUserNotificationString(forKey: key, arguments: nil)
            }
        }

        private var systemIcon: UNNotificationActionIcon? {
            switch icon {
            case .systemImage(let name)?: UNNotificationActionIcon(systemImageName: name)
            case .templateImage(let name)?: UNNotificationActionIcon(templateImageName: name)
            case nil: nil
            }
        }

        /// Reads an action registered with the system (by this package or anyone else). The system exposes
        /// an action's icon object (`UNNotificationAction.icon`) but not the image name it was made from,
        /// so ``icon`` is `nil`; the registration merge keeps the system's own object.
        package init(_ action: UNNotificationAction) {
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
        package var systemCategory: UNNotificationCategory {
            let actions = registeredActions(for: .modern).map(\.systemAction)
            let options = UNNotificationCategoryOptions(rawValue: self.options.rawValue)
            #if os(watchOS)
                return UNNotificationCategory(
                    identifier: identifier.rawValue, actions: actions, intentIdentifiers: intentIdentifiers,
                    options: options)
            #else
                return UNNotificationCategory(
                    identifier: identifier.rawValue, actions: actions, intentIdentifiers: intentIdentifiers,
                    hiddenPreviewsBodyPlaceholder: hiddenPreviewsBodyPlaceholder.map {
                        NotificationAction.string(
                            SystemText(
                                $0, key: hiddenPreviewsBodyPlaceholderLocalization,
                                isTranslated: Bundle.notificationStringEverywhere))
                    },
                    categorySummaryFormat: categorySummaryFormat.map {
                        NotificationAction.string(
                            SystemText(
                                $0, key: categorySummaryFormatLocalization,
                                isTranslated: Bundle.notificationStringEverywhere))
                    },
                    options: options)
            #endif
        }

        /// Reads a category registered with the system, so that categories registered by someone else can be
        /// merged and validated.
        package init(_ category: UNNotificationCategory) {
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
        package var systemCategories: Set<UNNotificationCategory> { Set(categories.map(\.systemCategory)) }
    }

    extension UNNotificationPresentationOptions {
        /// The system's options for a foreground presentation: the same bits.
        package init(_ presentation: NotificationCategory.ForegroundPresentation) {
            self.init(rawValue: presentation.rawValue)
        }
    }

    extension DeliveredNotification {
        /// Reads a delivered notification: its request, content, `userInfo` (its values as they arrived),
        /// and whether a push or a local trigger delivered it.
        public init(_ notification: UNNotification) {
            let request = notification.request
            let content = request.content
            let values = SendableValues(propertyList: content.userInfo)
            let sound = values.json["aps"]?["sound"]
            self.init(
                requestIdentifier: request.identifier,
                category: CategoryIdentifier(content.categoryIdentifier),
                title: content.title, subtitle: content.subtitle, body: content.body,
                badge: content.badge?.intValue,
                soundName: sound?.stringValue ?? sound?["name"]?.stringValue,
                threadIdentifier: content.threadIdentifier,
                userInfo: values.dictionary,
                origin: request.trigger is UNPushNotificationTrigger ? .push : .local,
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
            system = IgnoredInEquality(SystemObject(object: response))
        }

        /// The system's response this one was read from — for `targetScene`, or an SDK that takes the
        /// system's objects — or `nil` for a response made in a test.
        public var systemResponse: UNNotificationResponse? { system.value?.object as? UNNotificationResponse }
    }

    extension UNUserNotificationCenter {
        /// Registers the app's categories — and, given the ledger of server-chosen buttons, prunes the
        /// server-chosen categories no delivered notification uses — in one step that no other
        /// registration, in this process or in the Notification Service Extension, can interleave with.
        /// It keeps every category the registry does not define as the system holds it (another SDK's,
        /// with its icons), and reads the result back, reporting `categories-not-registered` if the
        /// registry's categories are not there. Call it once at every launch, before the app finishes
        /// launching.
        ///
        /// - Parameters:
        ///   - registry: The app's categories.
        ///   - store: The ledger of server-chosen buttons in the App Group container, if the app uses them.
        ///   - bundle: The bundle whose strings tables translate the keys (default `Bundle.main`, in the
        ///     person's preferred language); `nil` for the development text.
        ///   - diagnostics: Where problems go (unified logging by default).
        /// - Returns: The diagnostics, also sent to `diagnostics`.
        @discardableResult
        public func register(
            _ registry: CategoryRegistry, serverChosen store: ServerChosenCategoryStore? = nil,
            translatedIn bundle: Bundle? = .main, diagnostics: DiagnosticHandler = .platformDefault
        ) async -> [Diagnostic] {
            await registerCategories(
                registry, serverChosen: store, translatedIn: bundle, diagnostics: diagnostics)
        }
    }

    extension UNUserNotificationCenter: NotificationCategoryCenter {
        /// The categories registered now, as the system holds them.
        package func registeredCategories() async -> [UNNotificationCategory] {
            Array(await notificationCategories())
        }

        /// Replaces the registered categories.
        ///
        /// - Parameter categories: The whole set.
        package func setRegisteredCategories(_ categories: [UNNotificationCategory]) async {
            setNotificationCategories(Set(categories))
        }

        /// The categories of the notifications still in Notification Center.
        package func deliveredCategoryIdentifiers() async -> Set<CategoryIdentifier> {
            Set(
                await deliveredNotifications().map {
                    CategoryIdentifier($0.request.content.categoryIdentifier)
                })
        }

        /// A registered category's identifier.
        ///
        /// - Parameter category: A category as the system holds it.
        package func identifier(of category: UNNotificationCategory) -> CategoryIdentifier {
            CategoryIdentifier(category.identifier)
        }

        /// What can be read of a registered category (not its actions' icons, which the system keeps but
        /// does not expose).
        ///
        /// - Parameter category: A category as the system holds it.
        package func definition(of category: UNNotificationCategory) -> NotificationCategory {
            NotificationCategory(category)
        }

        /// The system's object for a category.
        ///
        /// - Parameter category: A category to register.
        package func systemCategory(for category: NotificationCategory) -> UNNotificationCategory {
            category.systemCategory
        }
    }
#endif

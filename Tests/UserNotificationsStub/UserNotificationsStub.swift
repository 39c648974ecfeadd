// A stub of the UserNotifications declarations the Apple bridge uses, with Apple's signatures as its
// documentation gives them (convenience initialisers become designated ones here), so the bridge's
// Swift compiles and runs on Linux. Option raw values are Apple's documented bits. Not shipped: only
// the BridgeCompileCheck target and its tests use it.
import Foundation

public struct UNNotificationActionOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let authenticationRequired = UNNotificationActionOptions(rawValue: 1 << 0)
    public static let destructive = UNNotificationActionOptions(rawValue: 1 << 1)
    public static let foreground = UNNotificationActionOptions(rawValue: 1 << 2)
}

public struct UNNotificationCategoryOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let customDismissAction = UNNotificationCategoryOptions(rawValue: 1 << 0)
    public static let allowInCarPlay = UNNotificationCategoryOptions(rawValue: 1 << 1)
    public static let hiddenPreviewsShowTitle = UNNotificationCategoryOptions(rawValue: 1 << 2)
    public static let hiddenPreviewsShowSubtitle = UNNotificationCategoryOptions(rawValue: 1 << 3)
    public static let allowAnnouncement = UNNotificationCategoryOptions(rawValue: 1 << 4)
}

public struct UNNotificationPresentationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = UNNotificationPresentationOptions(rawValue: 1 << 0)
    public static let sound = UNNotificationPresentationOptions(rawValue: 1 << 1)
    public static let alert = UNNotificationPresentationOptions(rawValue: 1 << 2)
    public static let list = UNNotificationPresentationOptions(rawValue: 1 << 3)
    public static let banner = UNNotificationPresentationOptions(rawValue: 1 << 4)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
// swift-format-ignore: AlwaysUseLowerCamelCase
public let UNNotificationDismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"

open class UNNotificationActionIcon: NSObject {
    public let systemImageName: String?
    public let templateImageName: String?
    public init(systemImageName: String) {
        self.systemImageName = systemImageName
        self.templateImageName = nil
    }
    public init(templateImageName: String) {
        self.systemImageName = nil
        self.templateImageName = templateImageName
    }
}

open class UNNotificationAction: NSObject {
    open private(set) var identifier: String
    open private(set) var title: String
    open private(set) var options: UNNotificationActionOptions
    open private(set) var icon: UNNotificationActionIcon?
    public init(identifier: String, title: String, options: UNNotificationActionOptions = []) {
        self.identifier = identifier
        self.title = title
        self.options = options
    }
    public init(
        identifier: String, title: String, options: UNNotificationActionOptions = [],
        icon: UNNotificationActionIcon?
    ) {
        self.identifier = identifier
        self.title = title
        self.options = options
        self.icon = icon
    }
}

open class UNTextInputNotificationAction: UNNotificationAction {
    open private(set) var textInputButtonTitle: String = ""
    open private(set) var textInputPlaceholder: String = ""
    public init(
        identifier: String, title: String, options: UNNotificationActionOptions = [],
        textInputButtonTitle: String,
        textInputPlaceholder: String
    ) {
        super.init(identifier: identifier, title: title, options: options)
        self.textInputButtonTitle = textInputButtonTitle
        self.textInputPlaceholder = textInputPlaceholder
    }
    public init(
        identifier: String, title: String, options: UNNotificationActionOptions = [],
        icon: UNNotificationActionIcon?,
        textInputButtonTitle: String, textInputPlaceholder: String
    ) {
        super.init(identifier: identifier, title: title, options: options, icon: icon)
        self.textInputButtonTitle = textInputButtonTitle
        self.textInputPlaceholder = textInputPlaceholder
    }
}

open class UNNotificationCategory: NSObject {
    open private(set) var identifier: String
    open private(set) var actions: [UNNotificationAction]
    open private(set) var intentIdentifiers: [String]
    open private(set) var options: UNNotificationCategoryOptions
    open private(set) var hiddenPreviewsBodyPlaceholder: String = ""
    open private(set) var categorySummaryFormat: String = ""
    public init(
        identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
        options: UNNotificationCategoryOptions = []
    ) {
        self.identifier = identifier
        self.actions = actions
        self.intentIdentifiers = intentIdentifiers
        self.options = options
    }
    public init(
        identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
        hiddenPreviewsBodyPlaceholder: String?,
        categorySummaryFormat: String?, options: UNNotificationCategoryOptions = []
    ) {
        self.identifier = identifier
        self.actions = actions
        self.intentIdentifiers = intentIdentifiers
        self.options = options
        self.hiddenPreviewsBodyPlaceholder = hiddenPreviewsBodyPlaceholder ?? ""
        self.categorySummaryFormat = categorySummaryFormat ?? ""
    }
}

open class UNNotificationContent: NSObject {
    open var title = ""
    open var subtitle = ""
    open var body = ""
    open var badge: NSNumber?
    open var categoryIdentifier = ""
    open var threadIdentifier = ""
    open var userInfo: [AnyHashable: Any] = [:]
    public override init() {}
}

open class UNNotificationTrigger: NSObject {}
open class UNPushNotificationTrigger: UNNotificationTrigger {}

open class UNNotificationRequest: NSObject {
    open private(set) var identifier: String
    open private(set) var content: UNNotificationContent
    open private(set) var trigger: UNNotificationTrigger?
    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        self.identifier = identifier
        self.content = content
        self.trigger = trigger
    }
}

open class UNNotification: NSObject {
    open private(set) var date: Date
    open private(set) var request: UNNotificationRequest
    public init(date: Date, request: UNNotificationRequest) {
        self.date = date
        self.request = request
    }
}

open class UNNotificationResponse: NSObject {
    open private(set) var notification: UNNotification
    open private(set) var actionIdentifier: String
    public init(notification: UNNotification, actionIdentifier: String) {
        self.notification = notification
        self.actionIdentifier = actionIdentifier
    }
}

open class UNTextInputNotificationResponse: UNNotificationResponse {
    open private(set) var userText: String = ""
    public init(notification: UNNotification, actionIdentifier: String, userText: String) {
        super.init(notification: notification, actionIdentifier: actionIdentifier)
        self.userText = userText
    }
}

/// The center, keeping its categories in memory as the system does.
open class UNUserNotificationCenter: NSObject, @unchecked Sendable {
    private var categories: Set<UNNotificationCategory> = []
    public override init() {}
    open class func current() -> UNUserNotificationCenter { UNUserNotificationCenter() }
    open func setNotificationCategories(_ categories: Set<UNNotificationCategory>) {
        self.categories = categories
    }
    open func notificationCategories() async -> Set<UNNotificationCategory> { categories }
    /// The notifications in Notification Center: none here.
    open func deliveredNotifications() async -> [UNNotification] { [] }
}

extension NSString {
    /// The system's look-up when shown; here the key itself, which is what the system shows for a key
    /// the app's strings lack.
    public class func localizedUserNotificationString(forKey key: String, arguments: [Any]?) -> String { key }
}

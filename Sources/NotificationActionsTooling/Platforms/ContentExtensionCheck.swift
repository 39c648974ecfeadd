import Foundation
@_spi(Generated) import NotificationActions

/// Checks a notification content extension's `Info.plist` against the app's categories: the extension
/// shows only for the categories its `UNNotificationExtensionCategory` names, so a name the app never
/// registers means the custom interface never appears. Keys and types are Apple's ("Information Property
/// List › NSExtension › NSExtensionAttributes", and `UNNotificationContentExtension`): the category is a
/// string or an array of strings (required), `UNNotificationExtensionInitialContentSizeRatio` a number
/// (required), `UNNotificationExtensionDefaultContentHidden`, `…OverridesDefaultTitle` and
/// `…UserInteractionEnabled` (iOS 12) booleans. XML and binary property lists are read, on Linux too.
public enum ContentExtensionCheck {
    /// The `NSExtensionAttributes` keys Apple defines for content extensions.
    public static let booleanKeys = [
        "UNNotificationExtensionDefaultContentHidden", "UNNotificationExtensionOverridesDefaultTitle",
        "UNNotificationExtensionUserInteractionEnabled",
    ]
    static let categoryKey = "UNNotificationExtensionCategory"
    static let ratioKey = "UNNotificationExtensionInitialContentSizeRatio"
    static var knownKeys: [String] { [categoryKey, ratioKey] + booleanKeys }

    /// Every problem of one `Info.plist`, located at the line of its key where the file is XML.
    ///
    /// - Parameters:
    ///   - bytes: The extension's `Info.plist`, XML or binary.
    ///   - registry: The app's categories, which `UNNotificationExtensionCategory` must name.
    ///   - fileName: The name issues are located in (`FILE:LINE:COLUMN`); `nil` leaves it out.
    public static func check(_ bytes: [UInt8], registry: CategoryRegistry, fileName: String? = nil)
        -> [ValidationIssue]
    {
        var found:
            [(severity: Severity, code: ValidationIssue.Code, key: String?, path: String, message: String)] =
                []
        func add(
            _ severity: Severity, _ code: ValidationIssue.Code, key: String?, _ path: String,
            _ message: String
        ) {
            found.append((severity, code, key, path, message))
        }
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
        } catch {
            return [
                ValidationIssue(
                    .error, .malformedPropertyList,
                    at: IssueLocation(path: "", file: fileName, line: 1, column: 1),
                    "not a property list (XML or binary): \(shortened(String(describing: error), limit: 200))"
                )
            ]
        }
        let root = plist as? [String: Any]
        guard let ext = root?["NSExtension"] as? [String: Any] else {
            add(
                .error, .missingKey, key: nil, "NSExtension",
                "there is no NSExtension dictionary: this is not an app extension's Info.plist")
            return locate(found, bytes, fileName)
        }
        if let point = ext["NSExtensionPointIdentifier"] as? String,
            point != "com.apple.usernotifications.content-extension"
        {
            add(
                .warning, .invalidValue, key: "NSExtensionPointIdentifier",
                "NSExtension.NSExtensionPointIdentifier",
                PlatformMessages.notAContentExtension(point)
            )
        }
        guard let attributes = ext["NSExtensionAttributes"] as? [String: Any] else {
            add(
                .error, .missingKey, key: "NSExtension", "NSExtension.NSExtensionAttributes",
                "NSExtension has no NSExtensionAttributes dictionary; add one with \(categoryKey) and \(ratioKey)"
            )
            return locate(found, bytes, fileName)
        }
        let base = "NSExtension.NSExtensionAttributes."
        let registered = registry.categoryIdentifiers.map(\.rawValue)
        func checkCategory(_ value: Any, _ path: String) {
            guard let name = value as? String else {
                add(
                    .error, .wrongType, key: categoryKey, path,
                    "\(categoryKey) must name categories as strings, found \(describe(value))")
                return
            }
            guard registered.contains(name) else {
                let hint = Suggestion.didYouMean(name, in: registered)
                add(
                    .error, .unregisteredCategory, key: categoryKey, path,
                    PlatformMessages.extensionUnregisteredCategory(name, hint: hint, registered: registered)
                )
                return
            }
        }
        switch attributes[categoryKey] {
        case nil:
            add(
                .error, .missingKey, key: "NSExtensionAttributes", base + categoryKey,
                PlatformMessages.missingExtensionCategory(categoryKey)
            )
        case let list as [Any]:
            if list.isEmpty {
                add(
                    .error, .invalidValue, key: categoryKey, base + categoryKey,
                    "\(categoryKey) is an empty array: the extension shows for no category")
            }
            for (index, value) in list.enumerated() {
                checkCategory(value, base + categoryKey + "[\(index)]")
            }
        case let value?:
            checkCategory(value, base + categoryKey)
        }
        switch attributes[ratioKey] {
        case nil:
            add(
                .error, .missingKey, key: "NSExtensionAttributes", base + ratioKey,
                PlatformMessages.missingSizeRatio(ratioKey)
            )
        case let number as NSNumber where !isBoolean(number):
            if number.doubleValue < 0 {
                add(
                    .error, .invalidValue, key: ratioKey, base + ratioKey,
                    "\(ratioKey) must be 0 or more, found \(number)")
            } else if number.doubleValue == 0 {
                // Home Assistant ships 0 and sizes its view in code: legal, but the notification opens with
                // no room for the interface until the view controller sets preferredContentSize.
                add(
                    .warning, .invalidValue, key: ratioKey, base + ratioKey,
                    "\(ratioKey) is 0: the interface opens with no height until your view controller sets "
                        + "preferredContentSize; give the ratio of its height to its width (0.5, 1) unless it does"
                )
            }
        case let value?:
            add(
                .error, .wrongType, key: ratioKey, base + ratioKey,
                "\(ratioKey) must be a number (<real>0.5</real>), found \(describe(value))")
        }
        for key in booleanKeys {
            guard let value = attributes[key] else { continue }
            if let number = value as? NSNumber, isBoolean(number) { continue }
            add(
                .error, .wrongType, key: key, base + key,
                "\(key) must be a boolean (<true/> or <false/>), found \(describe(value))")
        }
        for key in attributes.keys.sorted()
        where key.hasPrefix("UNNotificationExtension") && !knownKeys.contains(key) {
            let hint = Suggestion.didYouMean(key, in: knownKeys)
            add(
                .warning, .unknownKey, key: key, base + key,
                "\(quoted(key)) is not a key content extensions read; it is ignored.\(hint)")
        }
        return locate(found, bytes, fileName)
    }

    private static func describe(_ value: Any) -> String {
        switch value {
        case let string as String: "the string \(quoted(string))"
        case let number as NSNumber: isBoolean(number) ? "a boolean" : "the number \(number)"
        case is [Any]: "an array"
        case is [String: Any]: "a dictionary"
        default: "\(type(of: value))"
        }
    }

    private static func isBoolean(_ number: NSNumber) -> Bool {
        let kind = String(cString: number.objCType)
        return kind == "c" || kind == "B"
    }

    /// Each problem at the line of its key's `<key>` element (XML), else at the top of the file.
    private static func locate(
        _ found: [(
            severity: Severity, code: ValidationIssue.Code, key: String?, path: String, message: String
        )],
        _ bytes: [UInt8], _ fileName: String?
    ) -> [ValidationIssue] {
        let text = String(decoding: bytes, as: UTF8.self)
        let source = SourceText(bytes: bytes)
        return IssueLimit.located(
            found.map { item in
                IssueLimit.Unlocated(
                    offset: item.key.flatMap { keyOffset($0, in: text) } ?? 0, severity: item.severity,
                    code: item.code, path: item.path,
                    message: item.message)
            }, in: source, file: fileName)
    }
}

extension ContentExtensionCheck {
    /// The byte offset of the first `<key>KEY</key>` element of an XML property list's text, if there is one.
    static func keyOffset(_ key: some StringProtocol, in text: String) -> Int? {
        text.range(of: "<key>\(key)</key>").map {
            text.utf8.distance(from: text.utf8.startIndex, to: $0.lowerBound)
        }
    }
}

extension ValidationIssue.Code {
    /// A file that is not a property list.
    package static let malformedPropertyList: Self = "malformed-property-list"
}

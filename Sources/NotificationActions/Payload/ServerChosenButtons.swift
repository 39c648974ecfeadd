import Foundation

/// Buttons chosen by the server for one push: a category built at run time, in the Notification Service
/// Extension, from a spec the push carries under `notification-actions`.
///
/// ```json
/// {
///   "aps": {"alert": {"title": "Your order shipped"}, "mutable-content": 1},
///   "notification-actions": {
///     "actions": [
///       {"identifier": "track", "title": "Track order", "options": ["foreground"], "url": "https://shop.example/o/42"},
///       {"identifier": "reply", "title": "Reply", "textInput": {"buttonTitle": "Send"}}
///     ]
///   }
/// }
/// ```
///
/// Each action is written in the configuration's action vocabulary (identifier, title — text or
/// `{"key", "default"}` —, options, icon, textInput) and checked by the same rules as a static category's,
/// plus what only a push can get wrong (each reported when the service extension reads the push). An action with a `url` opens it
/// (on a scheme the app allows); one without is routed to the app's handler of its identifier.
public struct ServerChosenButtons: Hashable, Sendable {
    /// The key of the spec beside `aps`.
    package static let payloadKey = "notification-actions"
    /// The prefix of every dynamic category's identifier: what the router recognises.
    package static let categoryPrefix = "na.dyn."

    /// One button, and what pressing it does.
    package struct Button: Hashable, Sendable {
        /// The button, as a static category's action.
        package var action: NotificationAction
        /// The URL it opens; `nil` routes it to the app's handler of its identifier.
        package var url: String?

        /// Creates a button.
        ///
        /// - Parameters:
        ///   - action: The button, as a static category's action.
        ///   - url: The URL it opens; `nil` routes it to the app's handler.
        package init(_ action: NotificationAction, url: String? = nil) {
            self.action = action
            self.url = url
        }

        /// Buttons are equal when their actions and URLs are; out of line, like ``hash(into:)``, so an array
        /// of buttons calls them rather than copying them in.
        @inline(never)
        package static func == (lhs: Button, rhs: Button) -> Bool {
            lhs.action == rhs.action && lhs.url == rhs.url
        }

        /// Hashes the action and the URL, consistently with ``==(_:_:)``.
        @inline(never)
        package func hash(into hasher: inout Hasher) {
            hasher.combine(action)
            hasher.combine(url)
        }
    }

    /// The buttons, in the order they show.
    package var buttons: [Button]

    /// Creates a spec.
    ///
    /// - Parameter buttons: The buttons, in the order they show.
    package init(buttons: [Button]) { self.buttons = buttons }

    /// The category identifier of this button set: `na.dyn.` and a 64-bit FNV-1a hash of the buttons'
    /// every field, in order, each tagged and length-prefixed (so no two button sets write the same bytes),
    /// in hexadecimal. Stable — the same buttons always give the same identifier,
    /// across launches, processes and devices (it does not use Swift's seeded `Hasher`), so ten pushes
    /// with "Like / Reply" share one category — and different for any difference in identifiers, titles,
    /// options, order, icons, text input or URLs, so two button sets never collide on one identifier (the
    /// bug openHAB fixed by appending a hash of the action set).
    package var categoryIdentifier: CategoryIdentifier {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ byte: UInt8) {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        func mix(_ number: Int) {
            for shift in stride(from: 0, to: 64, by: 8) {
                mix(UInt8(truncatingIfNeeded: UInt64(number) >> shift))
            }
        }
        // Every field is written unambiguously — its tag, whether it is there, its length, its bytes — so no
        // two different button sets write the same bytes: a missing URL differs from an empty one, and text
        // holding NUL or any separator cannot shift a field's end.
        func field(_ tag: UInt8, _ text: String?) {
            mix(tag)
            guard let text else { return mix(UInt8(0)) }
            mix(UInt8(1))
            mix(text.utf8.count)
            for byte in text.utf8 { mix(byte) }
        }
        func key(_ tag: UInt8, _ key: LocalizationKey?) {
            field(tag, key?.key)
            field(tag &+ 1, key?.table)
        }
        mix(buttons.count)
        for button in buttons {
            let action = button.action
            field(1, action.identifier.rawValue)
            field(2, action.title)
            key(3, action.titleLocalization)
            mix(Int(action.options.rawValue))
            switch action.icon {
            case .systemImage(let name)?: field(5, name)
            case .templateImage(let name)?: field(6, name)
            case nil: field(7, String?.none)
            }
            field(8, action.textInput?.buttonTitle)
            field(9, action.textInput?.placeholder)
            key(10, action.textInput?.buttonTitleLocalization)
            key(12, action.textInput?.placeholderLocalization)
            field(14, button.url)
        }
        let hex = String(hash, radix: 16)
        return CategoryIdentifier(Self.categoryPrefix + String(repeating: "0", count: 16 - hex.count) + hex)
    }

    /// The category the system registers for these buttons: ``categoryIdentifier``, the buttons in order,
    /// no options (a dynamic category delivers no dismissals). A button with a URL is registered with
    /// `.foreground` whatever its spec says: opening a URL needs the app in the foreground, and without it a
    /// press launches the app in the background, where nothing can be opened
    /// (UNNotificationAction.h, `UNNotificationActionOptionForeground`).
    package var category: NotificationCategory {
        NotificationCategory(
            identifier: categoryIdentifier,
            actions: buttons.map { button in
                guard button.url != nil else { return button.action }
                var action = button.action
                action.options.insert(.foreground)
                return action
            }, minimalActions: nil, options: [],
            intentIdentifiers: [], hiddenPreviewsBodyPlaceholder: nil, categorySummaryFormat: nil,
            foregroundPresentation: [], site: nil)
    }

    /// Whether `identifier` names a dynamic category.
    ///
    /// - Parameter identifier: A category identifier.
    package static func isDynamic(_ identifier: CategoryIdentifier) -> Bool {
        identifier.rawValue.hasPrefix(categoryPrefix)
    }
}

extension ServerChosenButtons {
    /// The spec as a push carries it under `notification-actions`: `{"actions": [...]}`, each action in the
    /// configuration's vocabulary with its `url`. What a server (or a test) writes.
    package var payloadValue: JSONValue {
        [
            "actions": .array(
                buttons.map { button in
                    var object =
                        ConfigurationNodes.action(button.action).plainValue.objectValue
                        ?? [String: JSONValue]()
                    if let url = button.url { object["url"] = .string(url) }
                    return .object(object)
                })
        ]
    }
}

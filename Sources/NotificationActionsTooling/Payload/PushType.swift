@_spi(Generated) import NotificationActions

/// The kind of a push, as the `apns-push-type` request header names it.
///
/// Every value is one Apple lists in "Sending notification requests to APNs"
/// (https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns),
/// plus `widgets`, from "Updating widgets with WidgetKit push notifications"
/// (https://developer.apple.com/documentation/widgetkit/updating-widgets-with-widgetkit-push-notifications),
/// and `controls`, from "Updating controls locally and remotely"
/// (https://developer.apple.com/documentation/widgetkit/updating-controls-locally-and-remotely).
/// A payload is checked by the rules of its type: a Live Activity update shows no notification and needs
/// no category; a background push must not carry an alert; a VoIP push may be 5,120 bytes.
public enum PushType: String, CaseIterable, Sendable, CustomStringConvertible {
    /// A notification the person sees or hears: an alert, a badge or a sound. The only type whose
    /// `aps.category` shows buttons.
    case alert
    /// Content delivered in the background (`"content-available": 1`), with nothing shown.
    case background
    /// A request for the device's location, delivered to a location push service extension.
    case location
    /// An incoming Voice-over-IP call, delivered through PushKit.
    case voip
    /// An update to a watchOS complication, delivered through PushKit.
    case complication
    /// A change signalled to a File Provider extension.
    case fileprovider
    /// A request to a managed device to contact its MDM server.
    case mdm
    /// A start, update or end of a Live Activity (ActivityKit).
    case liveactivity
    /// An update to a Push to Talk channel.
    case pushtotalk
    /// A request to reload the app's widgets (WidgetKit, iOS 26).
    case widgets
    /// A request to reload the app's Control Center controls (WidgetKit).
    case controls

    /// The `apns-push-type` value.
    public var description: String { rawValue }

    /// The largest payload APNs accepts for the type: 5,120 bytes for VoIP, 4,096 for every other type
    /// ("Generating a remote notification", "Sending notification requests to APNs").
    public var maximumSize: Int { self == .voip ? 5120 : 4096 }

    /// Whether the payload's meaning lives in an `aps` object. PushKit, File Provider, MDM and Push to
    /// Talk payloads are the app's (or the system's) own JSON; an `aps` object in them is not read.
    var readsAps: Bool {
        switch self {
        case .alert, .background, .liveactivity, .widgets, .controls: true
        case .location, .voip, .complication, .fileprovider, .mdm, .pushtotalk: false
        }
    }

    /// What the type's pushes are for, for messages ("a VoIP push").
    var article: String {
        switch self {
        case .alert: "an alert push"
        case .background: "a background push"
        case .location: "a location push"
        case .voip: "a VoIP push"
        case .complication: "a complication push"
        case .fileprovider: "a File Provider push"
        case .mdm: "an MDM push"
        case .liveactivity: "a Live Activity push"
        case .pushtotalk: "a Push to Talk push"
        case .widgets: "a widgets push"
        case .controls: "a controls push"
        }
    }

    /// The type a payload's keys imply, for when the sender does not say: `event` or `content-state` in
    /// `aps` mean a Live Activity, `content-changed` a widgets push (a controls push is the same payload; say so with the type), only `content-available` (no alert,
    /// badge or sound) a background push, a top-level `mdm` without `aps` an MDM push; anything else is
    /// an alert push.
    static func inferred(root: [JSONNode.Member], aps: [JSONNode.Member]?) -> PushType {
        let keys = Set((aps ?? []).map(\.key))
        // An MDM wake-up is {"mdm": PushMagic}; senders built on a general push library add an empty "aps"
        // (PyAPNs2's Payload(custom={"mdm": magic}) writes {"aps": {}, "mdm": …}). Anything that would show
        // or wake an app makes it a notification instead.
        if root.contains(where: { $0.key == "mdm" }),
            keys.isDisjoint(with: [
                "alert", "badge", "sound", "content-available", "content-changed", "event",
            ])
        {
            return .mdm
        }
        guard aps != nil else { return .alert }
        if keys.contains("event") || keys.contains("content-state") || keys.contains("attributes-type") {
            return .liveactivity
        }
        if keys.contains("content-changed") { return .widgets }
        if keys.contains("content-available"), keys.isDisjoint(with: ["alert", "badge", "sound"]) {
            return .background
        }
        return .alert
    }
}

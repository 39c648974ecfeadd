@_spi(Generated) import NotificationActions

// The rules for Live Activity and widgets pushes. Live Activity rules are from "Starting and updating Live
// Activities with ActivityKit push notifications"
// (https://developer.apple.com/documentation/activitykit/starting-and-updating-live-activities-with-activitykit-push-notifications)
// and WWDC23 session 10185, "Update Live Activities with push notifications", whose payloads are among
// Examples/Payloads/liveactivity.

extension PayloadCheck {
    /// The values of a Live Activity push's `aps.event`.
    public static let liveActivityEvents = ["start", "update", "end"]

    func checkLiveActivity(
        _ fields: [String: JSONNode], in aps: JSONNode, into findings: inout PayloadFindings
    ) {
        var event: String?
        if let node = fields["event"] {
            if let text = node.stringValue {
                if Self.liveActivityEvents.contains(text) {
                    event = text
                } else {
                    let synonyms = ["stop", "finish", "finished", "dismiss", "close", "ended", "done"]
                    let hint =
                        synonyms.contains(text.lowercased())
                        ? " To end the Live Activity, write \"end\"."
                        : Suggestion.didYouMean(text, in: Self.liveActivityEvents)
                    findings.add(
                        .error, .invalidValue,
                        "\"event\" \(quoted(text)) is not one of \(quotedList(Self.liveActivityEvents)).\(hint)",
                        at: node.offset, path: "aps.event")
                }
            } else {
                findings.add(
                    .error, .wrongType,
                    "\"event\" must be \"start\", \"update\" or \"end\", found \(node.typeName)",
                    at: node.offset, path: "aps.event")
            }
        } else {
            findings.add(
                .error, .missingKey,
                "a Live Activity push needs \"event\": \"start\", \"update\" or \"end\" in \"aps\"",
                at: aps.offset, path: "aps.event")
        }
        // "timestamp": required in every Live Activity push, in seconds since 1970; it orders the updates.
        if let timestamp = fields["timestamp"] {
            checkDate(timestamp, key: "timestamp", into: &findings)
        } else {
            findings.add(
                .error, .missingKey,
                PayloadMessages.missingTimestamp,
                at: aps.offset, path: "aps.timestamp")
        }
        for key in ["stale-date", "dismissal-date"] {
            if let date = fields[key] { checkDate(date, key: key, into: &findings) }
        }
        if let state = fields["content-state"] {
            if !state.isObject {
                findings.add(
                    .error, .wrongType,
                    PayloadMessages.contentStateWrongType(found: state.typeName),
                    at: state.offset, path: "aps.content-state")
            }
        } else if let event, event != "end" {
            findings.add(
                .error, .missingKey,
                "a Live Activity \(event) needs \"content-state\": the JSON encoding of the activity's ContentState",
                at: aps.offset, path: "aps.content-state")
        }
        // Push to start (iOS 17.2): "attributes-type" names the ActivityAttributes type and "attributes"
        // holds its static values; other events ignore both.
        for (key, wantsObject) in [("attributes-type", false), ("attributes", true)] {
            let node = fields[key]
            if event == "start" {
                guard let node else {
                    findings.add(
                        .error, .missingKey,
                        PayloadMessages.missingStartAttribute(key, wantsObject: wantsObject),
                        at: aps.offset, path: "aps.\(key)")
                    continue
                }
                if wantsObject ? !node.isObject : node.stringValue == nil {
                    findings.add(
                        .error, .wrongType,
                        "\(quoted(key)) must be \(wantsObject ? "an object" : "a string"), found \(node.typeName)",
                        at: node.offset, path: "aps.\(key)")
                }
            } else if let node, let event {
                findings.add(
                    .warning, .ignoredForPushType,
                    "\(quoted(key)) is read only when a Live Activity starts; this is an \(event), so remove it",
                    at: node.offset, path: "aps.\(key)")
            }
        }
        if let score = fields["relevance-score"], score.numberValue == nil {
            // For Live Activities, any number: it orders several activities of an app.
            findings.add(
                .error, .wrongType, "\"relevance-score\" must be a number, found \(score.typeName)",
                at: score.offset, path: "aps.relevance-score")
        }
        if let token = fields["input-push-token"], !token.value.isInteger(1) {
            findings.add(
                .error, .invalidValue,
                PayloadMessages.inputPushTokenNotOne(found: token.typeName + Self.literal(token)),
                at: token.offset, path: "aps.input-push-token")
        }
        if let channel = fields["input-push-channel"], channel.stringValue == nil {
            findings.add(
                .error, .wrongType,
                "\"input-push-channel\" must be the channel identifier string, found \(channel.typeName)",
                at: channel.offset, path: "aps.input-push-channel")
        }
        if let alert = fields["alert"] {
            checkLiveActivityAlert(alert, into: &findings)
        } else if event == "start" {
            // "Construct the payload that starts a Live Activity": "Include an alert in the JSON payload."
            findings.add(
                .error, .missingKey,
                PayloadMessages.startWithoutAlert,
                at: aps.offset, path: "aps.alert")
        }
    }

    /// A Live Activity alert: `title` and `body` as strings or `{"loc-key", "loc-args"}` objects, and `sound`.
    private func checkLiveActivityAlert(_ alert: JSONNode, into findings: inout PayloadFindings) {
        guard let members = alert.members else {
            findings.add(
                .error, .wrongType,
                "a Live Activity \"alert\" must be an object with \"title\" and \"body\", found \(alert.typeName)",
                at: alert.offset, path: "aps.alert")
            return
        }
        let keys = ["title", "body", "sound"]
        for member in members {
            let path = "aps.alert.\(member.key)"
            switch member.key {
            case "title", "body":
                if member.value.stringValue != nil { continue }
                guard let parts = member.value.members else {
                    findings.add(
                        .error, .wrongType,
                        PayloadMessages.alertTextWrongType(member.key, found: member.value.typeName),
                        at: member.value.offset, path: path)
                    continue
                }
                if let key = parts.first(where: { $0.key == "loc-key" })?.value {
                    if key.stringValue == nil {
                        findings.add(
                            .error, .wrongType, "\"loc-key\" must be a string, found \(key.typeName)",
                            at: key.offset, path: "\(path).loc-key")
                    }
                } else {
                    findings.add(
                        .error, .missingKey,
                        PayloadMessages.missingLocKey(member.key),
                        at: member.value.offset, path: "\(path).loc-key")
                }
                for part in parts {
                    switch part.key {
                    case "loc-key": break
                    case "loc-args":
                        checkArguments(part.value, key: "loc-args", path: "\(path).loc-args", into: &findings)
                    default:
                        findings.add(
                            .warning, .unknownApsKey,
                            PayloadMessages.unknownLocalizedPart(part.key, of: member.key),
                            at: part.keyOffset, path: "\(path).\(part.key)")
                    }
                }
            case "sound":
                if member.value.stringValue == nil {
                    findings.add(
                        .error, .wrongType,
                        PayloadMessages.liveActivitySoundWrongType(found: member.value.typeName),
                        at: member.value.offset, path: path)
                }
            default:
                findings.add(
                    .warning, .unknownApsKey,
                    PayloadMessages.unknownLiveActivityAlertKey(member.key, keys: keys),
                    at: member.keyOffset, path: path)
            }
        }
    }

    /// A date in a Live Activity payload: whole seconds since 1970.
    private func checkDate(_ node: JSONNode, key: String, into findings: inout PayloadFindings) {
        switch node.value {
        case .int(let value) where value >= 0: break
        case .int(let value):
            findings.add(
                .error, .invalidValue, "\(quoted(key)) must be seconds since 1970, found \(value)",
                at: node.offset, path: "aps.\(key)")
        default:
            findings.add(
                .error, .wrongType,
                "\(quoted(key)) must be a whole number of seconds since 1970, \(Self.notAnInteger(node))",
                at: node.offset, path: "aps.\(key)")
        }
    }

    /// A widgets or controls push is `{"aps": {"content-changed": true}}` ("Updating widgets with WidgetKit
    /// push notifications", https://developer.apple.com/documentation/widgetkit/updating-widgets-with-widgetkit-push-notifications;
    /// "Updating controls locally and remotely").
    func checkContentChanged(
        _ fields: [String: JSONNode], in aps: JSONNode, type: PushType, into findings: inout PayloadFindings
    ) {
        guard let changed = fields["content-changed"] else {
            findings.add(
                .error, .missingKey, "\(type.article) needs \"content-changed\": true in \"aps\"",
                at: aps.offset,
                path: "aps.content-changed")
            return
        }
        if case .bool(true) = changed.value { return }
        findings.add(
            .error, .invalidValue,
            PayloadMessages.contentChangedNotTrue(found: changed.typeName + Self.literal(changed)),
            at: changed.offset, path: "aps.content-changed")
    }
}

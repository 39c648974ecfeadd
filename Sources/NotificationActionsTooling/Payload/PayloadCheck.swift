@_spi(Generated) import NotificationActions

/// Checks push payloads against an app's categories before they are sent: the commonest reason buttons
/// don't appear is an `aps.category` that is missing or misspelled.
///
/// ```swift
/// let check = PayloadCheck(registry: registry)
/// let issues = check.check(payloadBytes)
/// if issues.contains(where: { $0.severity == .error }) { reject(payload, issues) }
/// ```
///
/// Each payload is checked by the rules of its push type (``PushType``): pass the type you send in the
/// `apns-push-type` header, or let the check infer it from the payload's keys (``inspect(_:fileName:pushType:)``
/// says which it inferred). A Live Activity update needs no category; a background push must not carry an
/// alert; a VoIP push may be 5,120 bytes.
///
/// Issues use the same ``ValidationIssue`` type as configurations: a code, a JSON path such as
/// `aps.alert.title`, a line and column, and a message naming what is wrong and how to fix it.
public struct PayloadCheck: Sendable {
    /// The categories payloads must name.
    public let registry: CategoryRegistry
    /// The largest payload, in bytes, whatever the push type; `nil` (the default) uses each type's own
    /// limit (``PushType/maximumSize``: 4,096 bytes, 5,120 for VoIP).
    public var maximumSize: Int?

    /// Creates a check against a registry's categories.
    ///
    /// - Parameters:
    ///   - registry: The categories payloads must name.
    ///   - maximumSize: A size limit in bytes for every payload; `nil` uses the push type's (5120 for VoIP, 4096 otherwise).
    public init(registry: CategoryRegistry, maximumSize: Int? = nil) {
        self.registry = registry
        self.maximumSize = maximumSize
    }

    /// What one payload was found to be, and what is wrong with it.
    public struct Inspection: Sendable {
        /// The push type the payload was checked as.
        public var pushType: PushType
        /// Whether ``pushType`` was inferred from the payload's keys rather than given.
        public var pushTypeWasInferred: Bool
        /// The payload's size in bytes.
        public var size: Int
        /// The size limit it was checked against.
        public var maximumSize: Int
        /// The issues, in the order of the document.
        public var issues: [ValidationIssue]
    }

    /// The top-level key the iOS Simulator reads in a `.apns` file to pick the app; APNs never sees it.
    public static let simulatorTargetBundleKey = "Simulator Target Bundle"

    /// The `aps` keys of notifications that show something (alert pushes) or wake the app (background
    /// pushes), from "Generating a remote notification"
    /// (https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification).
    static let notificationApsKeys = [
        "alert", "badge", "sound", "thread-id", "category", "content-available", "mutable-content",
        "target-content-id", "interruption-level", "relevance-score", "filter-criteria", "url-args",
    ]
    /// The `aps` keys of Live Activity pushes, from "Starting and updating Live Activities with ActivityKit
    /// push notifications"
    /// (https://developer.apple.com/documentation/activitykit/starting-and-updating-live-activities-with-activitykit-push-notifications).
    static let liveActivityApsKeys = [
        "timestamp", "event", "content-state", "stale-date", "dismissal-date", "relevance-score", "alert",
        "attributes-type", "attributes", "input-push-token", "input-push-channel",
    ]
    /// The `aps` keys of widgets and controls pushes, from "Updating widgets with WidgetKit push notifications".
    static let widgetsApsKeys = ["content-changed"]

    /// Every `aps` key Apple documents, for alerts, background updates, Live Activities, widgets and Safari.
    public static let knownApsKeys: [String] = {
        var keys = notificationApsKeys
        for key in liveActivityApsKeys + widgetsApsKeys where !keys.contains(key) { keys.append(key) }
        return keys
    }()
    /// The keys of an `aps.alert` object.
    public static let knownAlertKeys = [
        "title", "subtitle", "body", "launch-image", "title-loc-key", "title-loc-args", "subtitle-loc-key",
        "subtitle-loc-args", "loc-key", "loc-args", "action-loc-key", "summary-arg", "summary-arg-count",
        "action",
    ]
    /// The values of `aps.interruption-level`.
    public static let interruptionLevels = ["passive", "active", "time-sensitive", "critical"]

    /// Checks one payload's bytes; `fileName` goes into the issues' locations. Without a `pushType`, the
    /// type is inferred from the payload (see ``inspect(_:fileName:pushType:)``).
    ///
    /// - Parameters:
    ///   - payload: The payload's JSON text.
    ///   - fileName: The name issues are located in (`FILE:LINE:COLUMN`); `nil` leaves it out.
    ///   - pushType: The `apns-push-type` it is sent with; `nil` infers it from the payload's keys.
    public func check(_ payload: some Sequence<UInt8>, fileName: String? = nil, pushType: PushType? = nil)
        -> [ValidationIssue]
    {
        inspect(payload, fileName: fileName, pushType: pushType).issues
    }

    /// Checks one payload's bytes and says which push type it was checked as. Without a `pushType`, the
    /// type is inferred: `event` or `content-state` in `aps` mean a Live Activity, `content-changed` a
    /// widgets push, only `content-available` (no alert, badge or sound) a background push, a top-level
    /// `mdm` without `aps` an MDM push, and anything else an alert push.
    ///
    /// - Parameters:
    ///   - payload: The payload's JSON text.
    ///   - fileName: The name issues are located in (`FILE:LINE:COLUMN`); `nil` leaves it out.
    ///   - pushType: The `apns-push-type` it is sent with; `nil` infers it from the payload's keys.
    public func inspect(_ payload: some Sequence<UInt8>, fileName: String? = nil, pushType: PushType? = nil)
        -> Inspection
    {
        let bytes = Array(payload)
        let source = SourceText(bytes: bytes)
        var findings = PayloadFindings()
        let root: JSONNode
        do {
            root = try JSONParser.parse(bytes, maxDepth: 128)
        } catch {
            let type = pushType ?? .alert
            let limit = maximumSize ?? type.maximumSize
            let position = source.position(ofOffset: error.offset)
            var issues = [
                ValidationIssue(
                    .error, error.code,
                    at: IssueLocation(path: "", file: fileName, line: position.line, column: position.column),
                    error.kind == .empty
                        ? PayloadMessages.emptyPayload
                        : error.message)
            ]
            if bytes.count > limit {
                issues.append(
                    ValidationIssue(
                        .error, .payloadTooLarge,
                        at: IssueLocation(path: "", file: fileName, line: 1, column: 1),
                        sizeMessage(bytes.count, limit: limit, type: type)))
            }
            return Inspection(
                pushType: type, pushTypeWasInferred: pushType == nil, size: bytes.count, maximumSize: limit,
                issues: issues)
        }
        let type = check(root, requested: pushType, into: &findings)
        let limit = maximumSize ?? type.maximumSize
        if bytes.count > limit {
            findings.add(
                .error, .payloadTooLarge, sizeMessage(bytes.count, limit: limit, type: type), at: root.offset,
                path: "")
        }
        let issues = IssueLimit.located(
            findings.items.map { item in
                IssueLimit.Unlocated(
                    offset: item.offset, severity: item.severity, code: item.code, path: item.path,
                    message: item.message)
            }, in: source, file: fileName)
        return Inspection(
            pushType: type, pushTypeWasInferred: pushType == nil, size: bytes.count, maximumSize: limit,
            issues: issues)
    }

    /// What was found where an integer belongs: "2.0 is not a whole number written as an integer: write 2".
    static func notAnInteger(_ node: JSONNode) -> String {
        switch node.value {
        case .double(let value) where value.rounded() == value && abs(value) < 1e15:
            "but \(value) is not a whole number written as an integer: write \(Int(value))"
        case .double(let value): "found \(value)"
        case .string(let text) where Int(text) != nil:
            "found the string \"\(text)\": write it without quotes, \(text)"
        default: "found \(node.typeName)"
        }
    }

    /// ` (2)` for a number, ` (true)` for a boolean, nothing for other values.
    static func literal(_ node: JSONNode) -> String {
        switch node.value {
        case .int(let value): " (\(value))"
        case .double(let value): " (\(value))"
        case .bool(let value): " (\(value))"
        default: ""
        }
    }

    private func sizeMessage(_ size: Int, limit: Int, type: PushType) -> String {
        let which = maximumSize == nil ? "\(type.article) payload" : "a payload"
        return PayloadMessages.payloadTooLarge(size, which: which, limit: limit)
    }

    /// Checks the document and returns the push type it was checked as.
    private func check(_ root: JSONNode, requested: PushType?, into findings: inout PayloadFindings)
        -> PushType
    {
        guard let members = root.members else {
            findings.add(
                .error, .wrongType,
                "a push payload must be a JSON object with an \"aps\" object, found \(root.typeName)",
                at: root.offset, path: "")
            return requested ?? .alert
        }
        for duplicate in duplicates(members) {
            findings.add(
                .error, .duplicateKey,
                PayloadMessages.duplicateKey(duplicate.key),
                at: duplicate.keyOffset, path: duplicate.key)
        }
        if let target = members.first(where: { $0.key == Self.simulatorTargetBundleKey }),
            target.value.stringValue == nil
        {
            findings.add(
                .error, .wrongType,
                PayloadMessages.simulatorTargetWrongType(
                    Self.simulatorTargetBundleKey, found: target.value.typeName),
                at: target.value.offset, path: Self.simulatorTargetBundleKey)
        }
        let apsMember = members.first { $0.key == "aps" }
        let type = requested ?? PushType.inferred(root: members, aps: apsMember?.value.members)
        guard type.readsAps else {
            checkOpaque(type, members, aps: apsMember?.value, into: &findings)
            return type
        }
        guard let apsMember else {
            let hint = Suggestion.didYouMean("aps", in: members.map(\.key))
            let example =
                switch type {
                case .liveactivity:
                    "\"aps\": {\"event\": \"update\", \"timestamp\": …, \"content-state\": {…}}"
                case .background: "\"aps\": {\"content-available\": 1}"
                case .widgets, .controls: "\"aps\": {\"content-changed\": true}"
                default: "\"aps\": {\"alert\": …, \"category\": …}"
                }
            findings.add(
                .error, .missingAps,
                PayloadMessages.missingAps(type, hint: hint, example: example),
                at: root.offset, path: "aps")
            return type
        }
        let aps = apsMember.value
        guard let apsMembers = aps.members else {
            findings.add(
                .error, .wrongType, "\"aps\" must be an object, found \(aps.typeName)", at: aps.offset,
                path: "aps")
            return type
        }
        let fields = collect(apsMembers, type: type, into: &findings)
        switch type {
        case .liveactivity: checkLiveActivity(fields, in: aps, into: &findings)
        case .widgets, .controls: checkContentChanged(fields, in: aps, type: type, into: &findings)
        default:
            checkNotification(
                fields, in: aps, type: type, inferred: requested == nil, document: root, root: members,
                into: &findings)
        }
        return type
    }

    /// The `aps` members by key; duplicates, unknown keys and keys the type does not read reported.
    private func collect(_ members: [JSONNode.Member], type: PushType, into findings: inout PayloadFindings)
        -> [String: JSONNode]
    {
        let read: [String] =
            switch type {
            case .liveactivity: Self.liveActivityApsKeys
            case .widgets, .controls: Self.widgetsApsKeys
            default: Self.notificationApsKeys
            }
        var fields: [String: JSONNode] = [:]
        for member in members {
            let path = "aps.\(member.key)"
            if fields[member.key] != nil {
                findings.add(
                    .error, .duplicateKey,
                    "the key \(quoted(member.key)) is written twice in \"aps\"; remove one",
                    at: member.keyOffset, path: path)
                continue
            }
            fields[member.key] = member.value
            if read.contains(member.key) { continue }
            if Self.knownApsKeys.contains(member.key) {
                findings.add(
                    .warning, .ignoredForPushType,
                    "\(quoted(member.key)) is not read in \(type.article)\(Self.ignoredHint(member.key, type: type))",
                    at: member.keyOffset, path: path)
            } else {
                let hint = Suggestion.didYouMean(member.key, in: read)
                findings.add(
                    .warning, .unknownApsKey,
                    PayloadMessages.unknownApsKey(member.key, hint: hint),
                    at: member.keyOffset, path: path)
            }
        }
        return fields
    }

    /// Why a known key does nothing in this type, and what to do instead.
    private static func ignoredHint(_ key: String, type: PushType) -> String {
        if type == .liveactivity {
            switch key {
            case "sound": return "; put \"sound\" inside \"alert\", where Live Activity pushes read it"
            case "category": return "; a Live Activity shows no notification buttons, so remove it"
            default: return "; Live Activity pushes read only \(quotedList(liveActivityApsKeys))"
            }
        }
        if notificationApsKeys.contains(key), type != .alert, type != .background {
            return "; it belongs to alert pushes (apns-push-type: alert)"
        }
        if liveActivityApsKeys.contains(key) {
            return PayloadMessages.belongsToLiveActivity
        }
        if widgetsApsKeys.contains(key) {
            return "; it belongs to widgets and controls pushes (apns-push-type: widgets or controls)"
        }
        return "; remove it"
    }

    /// The payload of a push type whose `aps` the system does not read (VoIP, location, complication,
    /// File Provider, MDM, Push to Talk): anything the app wants, within the size limit. What would show a
    /// notification in an alert push shows nothing here, so it is reported.
    private func checkOpaque(
        _ type: PushType, _ members: [JSONNode.Member], aps: JSONNode?, into findings: inout PayloadFindings
    ) {
        if type == .mdm {
            // "The push type for notifications that tell managed devices to contact the MDM server": the
            // payload is {"mdm": PushMagic} (Apple's MDM protocol reference, "Sending MDM commands to a device").
            if let magic = members.first(where: { $0.key == "mdm" })?.value {
                if magic.stringValue == nil {
                    findings.add(
                        .error, .wrongType,
                        "\"mdm\" must be the device's PushMagic string, found \(magic.typeName)",
                        at: magic.offset, path: "mdm")
                }
            } else {
                findings.add(
                    .error, .missingKey,
                    PayloadMessages.missingPushMagic,
                    at: members.first?.keyOffset ?? 0, path: "mdm")
            }
        }
        guard let apsMembers = aps?.members else { return }
        for member in apsMembers where ["alert", "badge", "sound", "category"].contains(member.key) {
            findings.add(
                .warning, .ignoredForPushType,
                PayloadMessages.shownKeyInOpaquePush(member.key, type: type),
                at: member.keyOffset, path: "aps.\(member.key)")
        }
    }

    private func duplicates(_ members: [JSONNode.Member]) -> [JSONNode.Member] {
        var seen: Set<String> = []
        return members.filter { !seen.insert($0.key).inserted }
    }
}

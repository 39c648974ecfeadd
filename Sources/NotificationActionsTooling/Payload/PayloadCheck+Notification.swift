@_spi(Generated) import NotificationActions

// The rules for alert and background pushes. Each cites the Apple page it comes from.

extension PayloadCheck {
    /// The `aps` keys that, written beside `aps`, are probably meant to be inside it.
    static let misplaceableKeys = [
        "alert", "badge", "sound", "category", "thread-id", "content-available", "mutable-content",
        "interruption-level",
    ]

    func checkNotification(
        _ fields: [String: JSONNode], in aps: JSONNode, type: PushType, inferred: Bool, document: JSONNode,
        root: [JSONNode.Member], into findings: inout PayloadFindings
    ) {
        let hasAlert = fields["alert"] != nil
        let shows = hasAlert || fields["badge"] != nil || fields["sound"] != nil
        // "Generating a remote notification": the keys the system reads are in "aps"; a key beside it is
        // the app's own data, delivered but never shown.
        for member in root where Self.misplaceableKeys.contains(member.key) && fields[member.key] == nil {
            findings.add(
                .warning, .misplacedKey,
                PayloadMessages.misplacedKey(member.key),
                at: member.keyOffset, path: member.key)
        }
        switch type {
        case .alert:
            // "Sending notification requests to APNs": the alert type is "for notifications that trigger a
            // user interaction — for example, an alert, badge, or sound".
            if !shows {
                let message = PayloadMessages.nothingToShow(
                    alertBesideAps: root.contains(where: { $0.key == "alert" }),
                    contentAvailable: fields["content-available"] != nil)
                findings.add(.error, .nothingToShow, message, at: aps.offset, path: "aps")
            }
            // "Pushing background updates to your app": for a background update "don't include the alert,
            // badge, or sound keys". With a badge or a sound it is sent, and shown, as an alert push.
            if inferred, !hasAlert, let available = fields["content-available"], available.value.isInteger(1)
            {
                for key in ["badge", "sound"] where fields[key] != nil {
                    findings.add(
                        .warning, .backgroundWithShownKeys,
                        PayloadMessages.backgroundWithShownKey(key),
                        at: fields[key]!.offset, path: "aps.\(key)")
                }
            }
        default:
            // "Pushing background updates to your app": "the aps dictionary must include the
            // content-available key with a value of 1 … don't include the alert, badge, or sound keys".
            if fields["content-available"] == nil {
                findings.add(
                    .error, .missingKey,
                    "a background push needs \"content-available\": 1 in \"aps\", or the app is not woken",
                    at: aps.offset, path: "aps.content-available")
            }
            for key in ["alert", "badge", "sound"] {
                guard let value = fields[key] else { continue }
                findings.add(
                    .error, .ignoredForPushType,
                    PayloadMessages.shownKeyInBackgroundPush(key),
                    at: value.offset, path: "aps.\(key)")
            }
        }
        // A push with server-chosen buttons gets its category from the service extension.
        checkCategory(
            fields["category"], in: aps, type: type, hasAlert: hasAlert,
            noButtonsNeeded: fields["url-args"] != nil
                || root.contains { $0.key == ServerChosenButtons.payloadKey },
            into: &findings)
        if let name = fields["category"]?.stringValue,
            let declared = registry.category(CategoryIdentifier(name))?.payload, !declared.isEmpty
        {
            checkCustomKeys(
                document, members: root, declared: declared, category: CategoryIdentifier(name),
                into: &findings)
        }
        if let spec = root.first(where: { $0.key == ServerChosenButtons.payloadKey })?.value {
            checkServerChosenButtons(spec, fields: fields, in: aps, hasAlert: hasAlert, into: &findings)
        }
        if let alert = fields["alert"] { checkAlert(alert, into: &findings) }
        if let badge = fields["badge"] { checkBadge(badge, into: &findings) }
        if let sound = fields["sound"] { checkSound(sound, into: &findings) }
        checkFlags(fields, into: &findings)
        // "Modifying content in newly delivered notifications": the service extension runs only when the
        // payload "includes an alert dictionary" and "mutable-content" is 1.
        if let mutable = fields["mutable-content"], mutable.value.isInteger(1), !hasAlert {
            findings.add(
                .warning, .mutableContentWithoutAlert,
                PayloadMessages.mutableContentWithoutAlert,
                at: mutable.offset, path: "aps.mutable-content")
        }
        for key in ["thread-id", "target-content-id", "filter-criteria"] {
            guard let value = fields[key], value.stringValue == nil else { continue }
            findings.add(
                .error, .wrongType, "\"\(key)\" must be a string, found \(value.typeName)", at: value.offset,
                path: "aps.\(key)")
        }
        if let level = fields["interruption-level"] { checkInterruptionLevel(level, into: &findings) }
        if let score = fields["relevance-score"] {
            // "Generating a remote notification": for notifications, "a number between 0 and 1"
            // (a Live Activity's relevance score is any number; see checkLiveActivity).
            switch score.value {
            case .int(let value) where (0...1).contains(value): break
            case .double(let value) where (0...1).contains(value): break
            case .int, .double:
                findings.add(
                    .error, .invalidValue,
                    PayloadMessages.relevanceScoreOutOfRange,
                    at: score.offset, path: "aps.relevance-score")
            default:
                findings.add(
                    .error, .wrongType,
                    "\"relevance-score\" must be a number between 0 and 1, found \(score.typeName)",
                    at: score.offset, path: "aps.relevance-score")
            }
        }
    }

    private func checkCategory(
        _ node: JSONNode?, in aps: JSONNode, type: PushType, hasAlert: Bool, noButtonsNeeded: Bool,
        into findings: inout PayloadFindings
    ) {
        guard let node else {
            // Buttons appear on an alert only; a badge-only or sound-only push has nothing to put them on.
            // A Safari website push ("url-args") has no categories at all; a push with server-chosen buttons
            // gets one from the service extension.
            if type == .alert, hasAlert, !noButtonsNeeded {
                findings.add(
                    .warning, .missingCategory,
                    PayloadMessages.missingCategory(registry.categoryIdentifiers),
                    at: aps.offset, path: "aps.category")
            }
            return
        }
        guard let name = node.stringValue else {
            findings.add(
                .error, .wrongType, "\"category\" must be a string, found \(node.typeName)", at: node.offset,
                path: "aps.category")
            return
        }
        if !registry.contains(CategoryIdentifier(name)) {
            let names = registry.categoryIdentifiers.map(\.rawValue)
            findings.add(
                .error, .unregisteredCategory,
                PayloadMessages.unregisteredCategory(name, names),
                at: node.offset, path: "aps.category")
        }
        if type == .background {
            findings.add(
                .warning, .silentPushWithCategory,
                PayloadMessages.silentPushWithCategory(name),
                at: node.offset, path: "aps.category")
        } else if !hasAlert {
            findings.add(
                .warning, .categoryWithoutAlert,
                PayloadMessages.categoryWithoutAlert(name),
                at: node.offset, path: "aps.category")
        }
    }

    private func checkBadge(_ badge: JSONNode, into findings: inout PayloadFindings) {
        switch badge.value {
        case .int(let value) where value >= 0: break
        case .int(let value):
            findings.add(
                .error, .invalidValue, "\"badge\" must be 0 or more, found \(value)", at: badge.offset,
                path: "aps.badge")
        case .string(let text):
            let fix = Int(text).map { " without quotes: \"badge\": \($0)" } ?? " such as 3"
            findings.add(
                .error, .wrongType,
                "\"badge\" must be a number, found the string \"\(shortened(text))\"; write it\(fix)",
                at: badge.offset, path: "aps.badge")
        default:
            findings.add(
                .error, .wrongType, "\"badge\" must be a whole number, \(Self.notAnInteger(badge))",
                at: badge.offset, path: "aps.badge")
        }
    }

    private func checkFlags(_ fields: [String: JSONNode], into findings: inout PayloadFindings) {
        for key in ["content-available", "mutable-content"] {
            guard let flag = fields[key], !flag.value.isInteger(1) else { continue }
            let found: String = {
                switch flag.value {
                case .int(let value): return "\(value)"
                case .bool(let value): return "\(value)"
                case .string(let value): return "the string \"\(shortened(value))\""
                case .double(let value) where value == 1: return "1.0, not written as an integer"
                case .double(let value): return "\(value)"
                default: return flag.typeName
                }
            }()
            findings.add(
                .error, .invalidValue,
                PayloadMessages.flagNotOne(key, found: found),
                at: flag.offset, path: "aps.\(key)")
        }
    }

    private func checkInterruptionLevel(_ level: JSONNode, into findings: inout PayloadFindings) {
        guard let text = level.stringValue else {
            findings.add(
                .error, .wrongType, "\"interruption-level\" must be a string, found \(level.typeName)",
                at: level.offset, path: "aps.interruption-level")
            return
        }
        if !Self.interruptionLevels.contains(text) {
            findings.add(
                .error, .invalidValue,
                PayloadMessages.unknownInterruptionLevel(text, Self.interruptionLevels),
                at: level.offset, path: "aps.interruption-level")
        }
    }

    private func checkAlert(_ alert: JSONNode, into findings: inout PayloadFindings) {
        if alert.stringValue != nil { return }
        guard let members = alert.members else {
            findings.add(
                .error, .wrongType,
                PayloadMessages.alertWrongType(found: alert.typeName),
                at: alert.offset, path: "aps.alert")
            return
        }
        for member in members {
            let path = "aps.alert.\(member.key)"
            guard Self.knownAlertKeys.contains(member.key) else {
                findings.add(
                    .warning, .unknownApsKey,
                    PayloadMessages.unknownAlertKey(member.key, known: Self.knownAlertKeys),
                    at: member.keyOffset, path: path)
                continue
            }
            switch member.key {
            case "title-loc-args", "subtitle-loc-args", "loc-args":
                checkArguments(member.value, key: member.key, path: path, into: &findings)
            case "summary-arg-count":
                if case .int = member.value.value {
                } else {
                    findings.add(
                        .error, .wrongType,
                        "\"summary-arg-count\" must be a whole number, \(Self.notAnInteger(member.value))",
                        at: member.value.offset, path: path)
                }
            default:
                if member.value.stringValue == nil,
                    !(member.key == "action-loc-key" && member.value.value.isNull)
                {
                    findings.add(
                        .error, .wrongType,
                        "\"\(member.key)\" must be a string, found \(member.value.typeName)",
                        at: member.value.offset, path: path)
                }
            }
        }
        // "Generating a remote notification": loc-args are "variable string values to appear in place of
        // the format specifiers in loc-key"; without the key nothing uses them.
        let keys = Set(members.map(\.key))
        for (arguments, key) in [
            ("loc-args", "loc-key"), ("title-loc-args", "title-loc-key"),
            ("subtitle-loc-args", "subtitle-loc-key"),
        ] where keys.contains(arguments) && !keys.contains(key) {
            let member = members.first { $0.key == arguments }!
            findings.add(
                .error, .argumentsWithoutKey,
                PayloadMessages.argumentsWithoutKey(arguments, key: key),
                at: member.keyOffset, path: "aps.alert.\(arguments)")
        }
    }

    /// `loc-args` and friends: an array of strings, naming the first element that is not one.
    func checkArguments(_ node: JSONNode, key: String, path: String, into findings: inout PayloadFindings) {
        guard let elements = node.elements else {
            findings.add(
                .error, .wrongType, "\"\(key)\" must be an array of strings, found \(node.typeName)",
                at: node.offset, path: path)
            return
        }
        // Name the offending element: "found an array" says nothing about which one is wrong.
        if let (index, element) = elements.enumerated().first(where: { $0.element.stringValue == nil }) {
            findings.add(
                .error, .wrongType,
                PayloadMessages.argumentNotString(
                    key, index: index, found: element.typeName + Self.literal(element)),
                at: element.offset, path: "\(path)[\(index)]")
        }
    }

    private func checkSound(_ sound: JSONNode, into findings: inout PayloadFindings) {
        if sound.stringValue != nil { return }
        guard let members = sound.members else {
            findings.add(
                .error, .wrongType,
                PayloadMessages.soundWrongType(found: sound.typeName),
                at: sound.offset, path: "aps.sound")
            return
        }
        for member in members {
            let path = "aps.sound.\(member.key)"
            switch member.key {
            case "name":
                if member.value.stringValue == nil {
                    findings.add(
                        .error, .wrongType, "\"name\" must be a string, found \(member.value.typeName)",
                        at: member.value.offset, path: path)
                }
            case "critical":
                if !member.value.value.isInteger(1), !member.value.value.isInteger(0) {
                    findings.add(
                        .error, .invalidValue, "\"critical\" must be 1 (or 0)", at: member.value.offset,
                        path: path)
                }
            case "volume":
                if !(member.value.numberValue.map { (0...1).contains($0) } ?? false) {
                    findings.add(
                        .error, .invalidValue, "\"volume\" must be a number between 0 and 1",
                        at: member.value.offset, path: path)
                }
            default:
                findings.add(
                    .warning, .unknownApsKey,
                    PayloadMessages.unknownSoundKey(member.key),
                    at: member.keyOffset, path: path)
            }
        }
        if !members.contains(where: { $0.key == "name" }) {
            findings.add(
                .error, .missingKey,
                "a critical-alert \"sound\" object needs a \"name\" (\"default\" for the system sound)",
                at: sound.offset, path: "aps.sound")
        }
    }

    /// Server-chosen buttons (``ServerChosenButtons``): the spec by the rules of a static category and the
    /// push's own, and what makes the service extension run at all ("Modifying content in newly delivered
    /// notifications": an alert and "mutable-content": 1).
    private func checkServerChosenButtons(
        _ spec: JSONNode, fields: [String: JSONNode], in aps: JSONNode, hasAlert: Bool,
        into findings: inout PayloadFindings
    ) {
        let (_, items, _) = ServerChosenButtons.read(spec, registry: registry)
        for item in items {
            findings.add(item.severity, item.code, item.message, at: item.offset, path: item.path)
        }
        if !hasAlert || !(fields["mutable-content"]?.value.isInteger(1) ?? false) {
            findings.add(
                .error, .serverChosenButtonsNotShown,
                PayloadMessages.serverChosenNeedsExtension(hasAlert: hasAlert),
                at: spec.offset, path: ServerChosenButtons.payloadKey)
        }
    }
}

extension ValidationIssue.Code {
    /// A push with server-chosen buttons that its service extension never sees: no alert, or no
    /// `"mutable-content": 1`.
    package static let serverChosenButtonsNotShown: Self = "server-chosen-buttons-not-shown"
}

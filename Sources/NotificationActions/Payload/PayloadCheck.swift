/// Checks push payloads against an app's categories before they are sent: the commonest reason buttons
/// don't appear is an `aps.category` that is missing or misspelled.
///
/// ```swift
/// let check = PayloadCheck(registry: registry)
/// let issues = check.check(payloadBytes)
/// if issues.contains(where: { $0.severity == .error }) { reject(payload, issues) }
/// ```
///
/// Issues use the same ``ValidationIssue`` type as configurations: a code, a JSON path such as
/// `aps.alert.title`, a line and column, and a message naming what is wrong and how to fix it.
public struct PayloadCheck: Sendable {
    /// The categories payloads must name.
    public let registry: CategoryRegistry
    /// The largest payload, in bytes: 4,096 for remote notifications (5,120 for VoIP pushes).
    public var maximumSize: Int

    /// Creates a check against a registry's categories.
    public init(registry: CategoryRegistry, maximumSize: Int = 4096) {
        self.registry = registry
        self.maximumSize = maximumSize
    }

    /// The `aps` keys Apple documents, for alerts, Live Activities and Safari.
    public static let knownApsKeys = [
        "alert", "badge", "sound", "thread-id", "category", "content-available", "mutable-content",
        "target-content-id", "interruption-level", "relevance-score", "filter-criteria", "stale-date",
        "content-state", "timestamp", "event", "dismissal-date", "attributes-type", "attributes", "url-args",
        "input-push-channel", "input-push-token",
    ]
    /// The keys of an `aps.alert` object.
    public static let knownAlertKeys = [
        "title", "subtitle", "body", "launch-image", "title-loc-key", "title-loc-args", "subtitle-loc-key",
        "subtitle-loc-args", "loc-key", "loc-args", "action-loc-key", "summary-arg", "summary-arg-count",
        "action",
    ]
    /// The values of `aps.interruption-level`.
    public static let interruptionLevels = ["passive", "active", "time-sensitive", "critical"]

    /// Checks one payload's bytes; `fileName` goes into the issues' locations.
    public func check(_ payload: some Sequence<UInt8>, fileName: String? = nil) -> [ValidationIssue] {
        let bytes = Array(payload)
        let source = SourceText(bytes: bytes)
        var findings = PayloadFindings()
        let root: JSONNode
        do {
            root = try JSONParser.parse(bytes, maxDepth: 128)
        } catch {
            let position = source.position(ofOffset: error.offset)
            let code = error.code
            var issues = [
                ValidationIssue(
                    .error, code,
                    at: IssueLocation(path: "", file: fileName, line: position.line, column: position.column),
                    error.kind == .empty
                        ? "the payload is empty; a push payload is a JSON object like {\"aps\": {\"alert\": \"Hello\", \"category\": \"invite\"}}"
                        : error.message)
            ]
            if bytes.count > maximumSize { issues.append(sizeIssue(bytes.count, fileName)) }
            return issues
        }
        if bytes.count > maximumSize {
            findings.add(.error, .payloadTooLarge, sizeMessage(bytes.count), at: root.offset, path: "")
        }
        check(root, into: &findings)
        return IssueLimit.located(
            findings.items.map { item in
                IssueLimit.Unlocated(
                    offset: item.offset, severity: item.severity, code: item.code, path: item.path,
                    message: item.message)
            }, in: source, file: fileName)
    }

    /// What was found where an integer belongs: "2.0 is not a whole number written as an integer: write 2".
    static func notAnInteger(_ node: JSONNode) -> String {
        switch node.value {
        case .double(let value) where value.rounded() == value && abs(value) < 1e15:
            "but \(value) is not a whole number written as an integer: write \(Int(value))"
        case .double(let value): "found \(value)"
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

    private func sizeMessage(_ size: Int) -> String {
        "the payload is \(size) bytes; Apple rejects remote notification payloads over \(maximumSize) bytes. Move data out of the payload (send an identifier and fetch the rest), or shorten the text"
    }

    private func sizeIssue(_ size: Int, _ fileName: String?) -> ValidationIssue {
        ValidationIssue(
            .error, .payloadTooLarge, at: IssueLocation(path: "", file: fileName, line: 1, column: 1),
            sizeMessage(size))
    }

    private func check(_ root: JSONNode, into findings: inout PayloadFindings) {
        guard let members = root.members else {
            findings.add(
                .error, .wrongType,
                "a push payload must be a JSON object with an \"aps\" object, found \(root.typeName)",
                at: root.offset, path: "")
            return
        }
        for duplicate in duplicates(members) {
            findings.add(
                .error, .duplicateKey,
                "the key \(quoted(duplicate.key)) is written twice; APNs and apps disagree on which wins, so remove one",
                at: duplicate.keyOffset, path: duplicate.key)
        }
        guard let apsMember = members.first(where: { $0.key == "aps" }) else {
            let hint = Suggestion.didYouMean("aps", in: members.map(\.key))
            findings.add(
                .error, .missingAps,
                "the payload has no \"aps\" object, so the system shows nothing.\(hint.isEmpty ? "" : " (A key is close: \(hint.dropFirst()))") Add \"aps\": {\"alert\": …, \"category\": …}",
                at: root.offset, path: "aps")
            return
        }
        let aps = apsMember.value
        guard let apsMembers = aps.members else {
            findings.add(
                .error, .wrongType, "\"aps\" must be an object, found \(aps.typeName)", at: aps.offset,
                path: "aps")
            return
        }
        var fields: [String: JSONNode] = [:]
        for member in apsMembers {
            let path = "aps.\(member.key)"
            if fields[member.key] != nil {
                findings.add(
                    .error, .duplicateKey,
                    "the key \(quoted(member.key)) is written twice in \"aps\"; remove one",
                    at: member.keyOffset, path: path)
                continue
            }
            if !Self.knownApsKeys.contains(member.key) {
                let hint = Suggestion.didYouMean(member.key, in: Self.knownApsKeys)
                findings.add(
                    .warning, .unknownApsKey,
                    "\(quoted(member.key)) is not a key the system reads in \"aps\"; it is ignored.\(hint) Put the app's own data outside \"aps\".",
                    at: member.keyOffset, path: path)
            }
            fields[member.key] = member.value
        }

        let silent = fields["content-available"]?.value.isInteger(1) == true
        checkCategory(
            fields["category"], in: aps, silent: silent, hasAlert: fields["alert"] != nil, into: &findings)
        if let alert = fields["alert"] { checkAlert(alert, into: &findings) }
        if let badge = fields["badge"] {
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
        if let sound = fields["sound"] { checkSound(sound, into: &findings) }
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
                "\"\(key)\" must be the number 1 when present, found \(found); write \"\(key)\": 1, or remove the key",
                at: flag.offset, path: "aps.\(key)")
        }
        for key in ["thread-id", "target-content-id", "filter-criteria"] {
            guard let value = fields[key], value.stringValue == nil else { continue }
            findings.add(
                .error, .wrongType, "\"\(key)\" must be a string, found \(value.typeName)", at: value.offset,
                path: "aps.\(key)")
        }
        if let level = fields["interruption-level"] {
            if let text = level.stringValue {
                if !Self.interruptionLevels.contains(text) {
                    findings.add(
                        .error, .invalidValue,
                        "\"interruption-level\" \(quoted(text)) is not one of \(quotedList(Self.interruptionLevels)).\(Suggestion.didYouMean(text, in: Self.interruptionLevels))",
                        at: level.offset, path: "aps.interruption-level")
                }
            } else {
                findings.add(
                    .error, .wrongType, "\"interruption-level\" must be a string, found \(level.typeName)",
                    at: level.offset, path: "aps.interruption-level")
            }
        }
        if let score = fields["relevance-score"] {
            switch score.value {
            case .int(let value) where (0...1).contains(value): break
            case .double(let value) where (0...1).contains(value): break
            case .int, .double:
                findings.add(
                    .error, .invalidValue, "\"relevance-score\" must be between 0 and 1", at: score.offset,
                    path: "aps.relevance-score")
            default:
                findings.add(
                    .error, .wrongType,
                    "\"relevance-score\" must be a number between 0 and 1, found \(score.typeName)",
                    at: score.offset, path: "aps.relevance-score")
            }
        }
    }

    private func checkCategory(
        _ node: JSONNode?, in aps: JSONNode, silent: Bool, hasAlert: Bool,
        into findings: inout PayloadFindings
    ) {
        guard let node else {
            if !silent {
                findings.add(
                    .warning, .missingCategory,
                    "the payload has no \"aps.category\", so the notification shows no buttons; add one of \(quotedList(registry.categoryIdentifiers.map(\.rawValue)))",
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
                "category \(quoted(name)) is not registered by the app, so the notification shows no buttons.\(Suggestion.didYouMean(name, in: names)) The categories are \(quotedList(names)).",
                at: node.offset, path: "aps.category")
        }
        if silent, !hasAlert {
            findings.add(
                .warning, .silentPushWithCategory,
                "a silent push (\"content-available\": 1 with no \"alert\") shows nothing, so its category \(quoted(name)) has no effect; add an alert or remove the category",
                at: node.offset, path: "aps.category")
        }
    }

    private func checkAlert(_ alert: JSONNode, into findings: inout PayloadFindings) {
        if alert.stringValue != nil { return }
        guard let members = alert.members else {
            findings.add(
                .error, .wrongType,
                "\"alert\" must be a string or an object with \"title\", \"subtitle\" and \"body\", found \(alert.typeName)",
                at: alert.offset, path: "aps.alert")
            return
        }
        for member in members {
            let path = "aps.alert.\(member.key)"
            guard Self.knownAlertKeys.contains(member.key) else {
                findings.add(
                    .warning, .unknownApsKey,
                    "\(quoted(member.key)) is not a key the system reads in \"alert\"; it is ignored.\(Suggestion.didYouMean(member.key, in: Self.knownAlertKeys))",
                    at: member.keyOffset, path: path)
                continue
            }
            switch member.key {
            case "title-loc-args", "subtitle-loc-args", "loc-args":
                if let elements = member.value.elements {
                    // Name the offending element: "found an array" says nothing about which one is wrong.
                    if let (index, element) = elements.enumerated().first(where: {
                        $0.element.stringValue == nil
                    }) {
                        findings.add(
                            .error, .wrongType,
                            "\"\(member.key)\" must be an array of strings, but element \(index) is \(element.typeName)\(Self.literal(element)); write every argument as a string",
                            at: element.offset, path: "\(path)[\(index)]")
                    }
                } else {
                    findings.add(
                        .error, .wrongType,
                        "\"\(member.key)\" must be an array of strings, found \(member.value.typeName)",
                        at: member.value.offset, path: path)
                }
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
    }

    private func checkSound(_ sound: JSONNode, into findings: inout PayloadFindings) {
        if sound.stringValue != nil { return }
        guard let members = sound.members else {
            findings.add(
                .error, .wrongType,
                "\"sound\" must be a file name (\"default\" for the system sound) or a critical-alert object, found \(sound.typeName)",
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
                    "\(quoted(member.key)) is not a key the system reads in \"sound\"; the keys are 'critical', 'name', 'volume'",
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

    private func duplicates(_ members: [JSONNode.Member]) -> [JSONNode.Member] {
        var seen: Set<String> = []
        return members.filter { !seen.insert($0.key).inserted }
    }
}

/// The issues found in one payload, with their byte offsets.
struct PayloadFindings {
    struct Item {
        var severity: ValidationIssue.Severity
        var code: ValidationIssue.Code
        var message: String
        var offset: Int
        var path: String
    }

    private(set) var items: [Item] = []

    mutating func add(
        _ severity: ValidationIssue.Severity, _ code: ValidationIssue.Code, _ message: String, at offset: Int,
        path: String
    ) {
        items.append(Item(severity: severity, code: code, message: message, offset: offset, path: path))
    }
}

extension JSONNode.Value {
    func isInteger(_ expected: Int) -> Bool {
        if case .int(let value) = self { value == expected } else { false }
    }

    var isNull: Bool {
        if case .null = self { true } else { false }
    }
}

extension JSONNode {
    var numberValue: Double? {
        switch value {
        case .int(let value): Double(value)
        case .double(let value): value
        default: nil
        }
    }
}

extension ValidationIssue.Code {
    /// A payload over the size APNs accepts.
    public static let payloadTooLarge: Self = "payload-too-large"
    /// A payload without an `aps` object.
    public static let missingAps: Self = "missing-aps"
    /// A payload without `aps.category`: no buttons will show.
    public static let missingCategory: Self = "missing-category"
    /// A payload whose `aps.category` the app does not register: no buttons will show.
    public static let unregisteredCategory: Self = "unregistered-category"
    /// A key the system does not read.
    public static let unknownApsKey: Self = "unknown-aps-key"
    /// A value of the right type outside its allowed range or set.
    public static let invalidValue: Self = "invalid-value"
    /// A silent push that names a category, which it cannot show.
    public static let silentPushWithCategory: Self = "silent-push-with-category"
}

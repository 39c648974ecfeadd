import Foundation

extension ServerChosenButtons {
    /// What reading a push's button spec found: the buttons when the spec is usable, and every problem.
    package struct Reading: Sendable {
        /// The buttons; `nil` when the push has no spec, or when the spec has errors (the push then keeps
        /// its static category, or none: it is never dropped).
        package var buttons: ServerChosenButtons?
        /// The problems, errors and warnings, located by JSON path (`notification-actions.actions[1].title`).
        package var issues: [ValidationIssue]
        /// The spec's size in bytes as written in the push, of the push's limit (4,096 bytes for an alert).
        package var size: Int
    }

    /// The URL schemes a button may open: the web's, and an app's own (checked against the app's list when
    /// routed). `javascript`, `file`, `data` and their kin never.
    /// An alert push's limit in bytes ("Generating a remote notification": 4 KB for a regular remote
    /// notification; `PushType.alert.maximumSize` in the tooling library says the same).
    package static let alertPushLimit = 4_096

    package static let refusedSchemes: Set<String> = [
        "javascript", "file", "data", "vbscript", "about", "blob",
    ]

    /// Reads the spec of a notification's `userInfo` (the whole push payload, as the extension and the
    /// router see it).
    ///
    /// - Parameters:
    ///   - userInfo: The push payload.
    ///   - registry: The app's static categories, whose action identifiers a dynamic button may not take.
    package static func read(from userInfo: [String: JSONValue], registry: CategoryRegistry) -> Reading {
        read(from: userInfo, registry: registry, rules: true)
    }

    /// Reads a spec; with `rules: false`, as the router does on a press, without the platform rules and
    /// the static-identifier check: the service extension ran both before it registered the spec's
    /// category, and the pressed notification's category equalling ``categoryIdentifier`` (a digest of
    /// every button) proves this is that spec. What a press still refuses without them: a spec that does
    /// not decode, and a button URL that is not absolute or has a scheme no button may open.
    package static func read(from userInfo: [String: JSONValue], registry: CategoryRegistry, rules: Bool)
        -> Reading
    {
        guard let spec = userInfo[payloadKey] else { return Reading(buttons: nil, issues: [], size: 0) }
        let (buttons, findings, size) = read(spec.node, registry: registry, rules: rules)
        let issues = findings.map {
            ValidationIssue($0.severity, $0.code, at: IssueLocation(path: $0.path), $0.message)
        }
        return Reading(buttons: buttons, issues: issues, size: size)
    }

    /// Reads and checks a spec node: the buttons (when there is no error), the findings with the offsets of
    /// the values they are about (for `check-payload`'s lines and columns), the spec's size in bytes.
    package static func read(_ spec: JSONNode, registry: CategoryRegistry, rules: Bool = true) -> (
        ServerChosenButtons?, [PayloadFindings.Item], Int
    ) {
        var findings = PayloadFindings()
        var writer = JSONWriter(pretty: false)
        writer.write(spec)
        let size = writer.output.utf8.count
        let base = payloadKey
        guard let members = spec.members else {
            findings.add(
                .error, .wrongType, PayloadMessages.dynamicSpecNotObject(found: spec.typeName),
                at: spec.offset,
                path: base)
            return (nil, findings.items, size)
        }
        for member in members where member.key != "actions" {
            findings.add(
                .warning, .unknownKey, PayloadMessages.dynamicUnknownKey(member.key), at: member.keyOffset,
                path: "\(base).\(member.key)")
        }
        guard let actionsNode = members.first(where: { $0.key == "actions" })?.value else {
            findings.add(
                .error, .missingKey, PayloadMessages.dynamicNoActions, at: spec.offset,
                path: "\(base).actions")
            return (nil, findings.items, size)
        }
        guard let elements = actionsNode.elements, !elements.isEmpty else {
            findings.add(
                .error, actionsNode.elements == nil ? .wrongType : .missingKey,
                PayloadMessages.dynamicNoActions,
                at: actionsNode.offset, path: "\(base).actions")
            return (nil, findings.items, size)
        }
        // Each action without its "url", as a configuration's action: the configuration's own decoder and
        // rules check it (counts, titles, options, text input, icons), with their messages.
        var urls: [String?] = []
        var actions: [JSONNode] = []
        for (index, element) in elements.enumerated() {
            guard let fields = element.members else {
                actions.append(element)
                urls.append(nil)
                continue
            }
            var url: String?
            if let node = fields.first(where: { $0.key == "url" })?.value {
                url = checkURL(node, path: "\(base).actions[\(index)].url", into: &findings)
            }
            urls.append(url)
            actions.append(
                JSONNode(value: .object(fields.filter { $0.key != "url" }), offset: element.offset))
        }
        let document = JSONNode(
            object: [
                ("version", JSONNode(.int(1))),
                (
                    "categories",
                    JSONNode(
                        .array([
                            JSONNode(object: [
                                ("identifier", JSONNode(.string("na.dyn.spec"))),
                                ("actions", JSONNode(value: .array(actions), offset: actionsNode.offset)),
                            ])
                        ]))
                ),
            ])
        var decoder = ConfigurationDecoder()
        let categories = decoder.decode(document)
        var structural = decoder.findings
        if rules, !structural.contains(where: { $0.severity == .error }) {
            structural += CategoryValidator.validate(categories, profile: registry.profile)
        }
        // A spec cannot name minimal actions: banners show its first two buttons, as the server orders them.
        for finding in structural where finding.code != .implicitMinimalActions {
            // categories[0].actions[1].title → notification-actions.actions[1].title, at the value in the push.
            let path = finding.path.replacingOccurrences(of: "categories[0].", with: "\(base).")
            let inSpec = path.hasPrefix("\(base).actions")
            let offset =
                finding.offset
                ?? document.nearestOffset(of: finding.path).nonZero ?? actionsNode.offset
            let message = finding.message.replacingOccurrences(
                of: "category 'na.dyn.spec'", with: "the push's server-chosen buttons")
            findings.add(
                finding.severity, finding.code, message, at: inSpec ? offset : spec.offset, path: path)
        }
        let decoded = categories.first?.actions ?? []
        for (index, action) in decoded.enumerated() where rules && !action.identifier.rawValue.isEmpty {
            if let owner = registry.categories.first(where: { $0.action(action.identifier) != nil }) {
                findings.add(
                    .error, .shadowsStaticAction,
                    PayloadMessages.dynamicShadowsStatic(
                        action.identifier.rawValue, category: owner.identifier),
                    at: elements[index]["identifier"]?.offset ?? elements[index].offset,
                    path: "\(base).actions[\(index)].identifier")
            }
        }
        if size > Self.alertPushLimit / 2 {
            findings.add(
                .warning, .payloadTooLarge,
                PayloadMessages.dynamicSpecLarge(size, limit: Self.alertPushLimit),
                at: spec.offset, path: base)
        }
        let hasError = findings.items.contains { $0.severity == .error }
        guard !hasError, decoded.count == elements.count else { return (nil, findings.items, size) }
        let buttons = zip(decoded, urls).map { Button($0, url: $1) }
        return (ServerChosenButtons(buttons: buttons), findings.items, size)
    }

    /// A button's URL: absolute, with a scheme a button may open.
    private static func checkURL(_ node: JSONNode, path: String, into findings: inout PayloadFindings)
        -> String?
    {
        guard let text = node.stringValue else {
            findings.add(
                .error, .wrongType, "\"url\" must be a string, found \(node.typeName)", at: node.offset,
                path: path)
            return nil
        }
        guard let scheme = URL(string: text)?.scheme?.lowercased(), !scheme.isEmpty else {
            findings.add(
                .error, .invalidValue, PayloadMessages.dynamicURLNotAbsolute(text), at: node.offset,
                path: path)
            return nil
        }
        if refusedSchemes.contains(scheme) {
            findings.add(
                .error, .invalidValue, PayloadMessages.dynamicURLScheme(scheme), at: node.offset, path: path)
            return nil
        }
        if scheme == "http" {
            findings.add(
                .warning, .invalidValue, PayloadMessages.dynamicURLInsecure(text), at: node.offset, path: path
            )
        }
        return text
    }
}

extension Int {
    /// `nil` for 0 (a synthesized node's offset), the value otherwise.
    fileprivate var nonZero: Int? { self == 0 ? nil : self }
}

extension ValidationIssue.Code {
    /// A server-chosen button takes the identifier of a static category's action: its presses would be
    /// ambiguous.
    package static let shadowsStaticAction: Self = "shadows-static-action"
}

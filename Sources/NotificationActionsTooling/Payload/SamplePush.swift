@_spi(Generated) import NotificationActions

extension CategoryRegistry {
    /// A sample alert push for one category, as a `.apns` file the iOS Simulator accepts (drag it onto the
    /// Simulator, or `xcrun simctl push booted BUNDLE_ID FILE`): an alert naming the category's buttons, the
    /// category, a sound, a thread, and the custom keys the category declares (its configuration's `payload`),
    /// each with an example value of its type — or, when it declares none, app data shaped like a real
    /// push's. `nil` for an unregistered category.
    ///
    /// With `simulatorTarget` (the app's bundle identifier) the file carries the top-level
    /// `"Simulator Target Bundle"` key, so the Simulator knows which app it is for; APNs never sees it.
    /// Every sample passes ``PayloadCheck`` with no issues.
    ///
    /// - Parameters:
    ///   - identifier: The category to write a push for.
    ///   - simulatorTarget: The app's bundle identifier, written as `Simulator Target Bundle`; `nil` leaves it out.
    public func samplePush(for identifier: CategoryIdentifier, simulatorTarget: String? = nil) -> String? {
        guard let category = category(identifier) else { return nil }
        let name = category.identifier.rawValue
        let titles = category.actions.map(\.title).filter { !$0.isEmpty }
        let body =
            titles.isEmpty
            ? "The '\(name)' category has no buttons; tapping opens the app."
            : "Press and hold (or swipe down) for: \(titles.joined(separator: ", "))."
        let alert: [(String, JSONNode)] = [
            ("title", .init(.string("Sample '\(name)' notification"))), ("body", .init(.string(body))),
        ]
        var members: [(String, JSONNode)] = []
        if let simulatorTarget {
            members.append((PayloadCheck.simulatorTargetBundleKey, .init(.string(simulatorTarget))))
        }
        members.append(
            (
                "aps",
                JSONNode(object: [
                    ("alert", JSONNode(object: alert)),
                    ("category", .init(.string(name))),
                    ("sound", .init(.string("default"))),
                    ("thread-id", .init(.string("sample-\(name)"))),
                ])
            ))
        if category.payload.isEmpty {
            members.append(("notificationID", .init(.string("sample-\(name)-1"))))
            members.append(
                (
                    "sample",
                    JSONNode(object: [
                        ("category", .init(.string(name))),
                        (
                            "actions",
                            .init(.array(category.actions.map { .init(.string($0.identifier.rawValue)) }))
                        ),
                    ])
                ))
        } else {
            // The declared custom keys, every one (optional ones too), with an example value of its type.
            for field in category.payload {
                members.append((field.name, Self.example(field.type, field.name)))
            }
        }
        var writer = JSONWriter(pretty: true)
        writer.write(JSONNode(object: members))
        return writer.output + "\n"
    }

    /// An example value of a payload type: what `sample-pushes` writes and tests start from.
    static func example(_ type: PayloadType, _ name: String) -> JSONNode {
        switch type.shape {
        case .string: .init(.string("sample-\(name)"))
        case .integer: .init(.int(1))
        case .number: .init(.double(1.5))
        case .boolean: .init(.bool(true))
        case .url: .init(.string("https://example.com/\(name)"))
        case .date(.iso8601): .init(.string("2026-01-01T09:00:00Z"))
        case .date(.unixSeconds): .init(.int(1_767_258_000))
        case .enumeration(let values): .init(.string(values.first ?? ""))
        case .array(let element): .init(.array([example(element, name)]))
        case .object(let fields): JSONNode(object: fields.map { ($0.name, example($0.type, $0.name)) })
        }
    }

    /// A sample alert push carrying server-chosen buttons (``ServerChosenButtons``): a button that opens an
    /// `https` URL, one that asks for text, and one routed to the app, with identifiers no static
    /// category of this registry uses, and `"mutable-content": 1` so the service extension runs. It passes
    /// ``PayloadCheck`` with no issues.
    ///
    /// - Parameter simulatorTarget: The app's bundle identifier, written as `Simulator Target Bundle`; `nil` leaves it out.
    public func serverChosenSamplePush(simulatorTarget: String? = nil) -> String {
        var taken = Set(categories.flatMap { $0.actions.map(\.identifier.rawValue) })
        func fresh(_ name: String) -> ActionIdentifier {
            var candidate = "sample.\(name)"
            var number = 2
            while !taken.insert(candidate).inserted {
                candidate = "sample.\(name)\(number)"
                number += 1
            }
            return ActionIdentifier(candidate)
        }
        let buttons = ServerChosenButtons(buttons: [
            .init(
                NotificationAction(fresh("open"), title: "Open the site", options: .foreground),
                url: "https://example.com/"),
            .init(NotificationAction(fresh("reply"), title: "Reply", textInput: .init(buttonTitle: "Send"))),
            .init(NotificationAction(fresh("done"), title: "Done")),
        ])
        var members: [(String, JSONNode)] = []
        if let simulatorTarget {
            members.append((PayloadCheck.simulatorTargetBundleKey, .init(.string(simulatorTarget))))
        }
        members.append(
            (
                "aps",
                JSONNode(object: [
                    (
                        "alert",
                        JSONNode(object: [
                            ("title", .init(.string("Sample server-chosen buttons"))),
                            (
                                "body",
                                .init(
                                    .string("Press and hold (or swipe down) for the buttons this push chose.")
                                )
                            ),
                        ])
                    ),
                    ("mutable-content", .init(.int(1))),
                    ("sound", .init(.string("default"))),
                ])
            ))
        members.append((ServerChosenButtons.payloadKey, buttons.payloadValue.node))
        var writer = JSONWriter(pretty: true)
        writer.write(JSONNode(object: members))
        return writer.output + "\n"
    }
}

/// A configuration's values as JSON nodes, in the format's vocabulary: what the configuration writer
/// (`jsonText()`, in the tooling library) and a server-chosen spec's `payloadValue` write.
package enum ConfigurationNodes {
    package static func action(_ action: NotificationAction) -> JSONNode {
        var members: [(String, JSONNode)] = [
            (key(.identifier), .init(.string(action.identifier.rawValue))),
            (key(.title), text(action.title, action.titleLocalization)),
        ]
        if !action.options.isEmpty {
            members.append((key(.options), names(action.options, NotificationAction.Options.named)))
        }
        if let textInput = action.textInput {
            var input: [(String, JSONNode)] = [
                (key(.buttonTitle), text(textInput.buttonTitle, textInput.buttonTitleLocalization))
            ]
            if !textInput.placeholder.isEmpty || textInput.placeholderLocalization != nil {
                input.append(
                    (key(.placeholder), text(textInput.placeholder, textInput.placeholderLocalization)))
            }
            members.append((key(.textInput), JSONNode(object: input)))
        }
        switch action.icon {
        case .systemImage(let name)?:
            members.append((key(.icon), JSONNode(object: [(key(.systemImageName), .init(.string(name)))])))
        case .templateImage(let name)?:
            members.append((key(.icon), JSONNode(object: [(key(.templateImageName), .init(.string(name)))])))
        case nil: break
        }
        return JSONNode(object: members)
    }

    /// A user-visible string: plain text, or `{"key", "default", "table", "comment"}` when localized.
    package static func text(_ text: String, _ localization: LocalizationKey?) -> JSONNode {
        guard let localization else { return .init(.string(text)) }
        var members: [(String, JSONNode)] = [
            (key(.localizationKey), .init(.string(localization.key))),
            (key(.defaultText), .init(.string(text))),
        ]
        if let table = localization.table { members.append((key(.table), .init(.string(table)))) }
        if let comment = localization.comment { members.append((key(.comment), .init(.string(comment)))) }
        return JSONNode(object: members)
    }

    package static func strings(_ values: [String]) -> JSONNode {
        .init(.array(values.map { .init(.string($0)) }))
    }

    package static func names<Option: OptionSet>(_ options: Option, _ named: [(name: String, option: Option)])
        -> JSONNode
    where Option.Element == Option {
        strings(named.filter { options.contains($0.option) }.map(\.name))
    }
}

extension JSONNode {
    package init(_ value: Value) { self.init(value: value, offset: 0) }

    package init(object members: [(String, JSONNode)]) {
        self.init(value: .object(members.map { Member(key: $0.0, keyOffset: 0, value: $0.1) }), offset: 0)
    }
}

/// A key's spelling, from the one list of the format's keys.
private func key(_ key: ConfigurationKey) -> String { key.rawValue }

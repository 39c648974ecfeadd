import Foundation

extension CategoryRegistry {
    /// The registry as a JSON configuration (version 1) that decodes to an equal registry.
    ///
    /// Keys are written in the order the format documents, and values that equal their defaults
    /// (empty options, no text input) are left out.
    ///
    /// - Parameter schema: A `$schema` to write at the top (an editor then offers completion); `nil` writes none.
    public func jsonText(schema: String? = nil) -> String {
        var members: [(String, JSONNode)] = []
        if let schema { members.append((key(.schema), .init(.string(schema)))) }
        members.append((key(.version), .init(.int(ConfigurationFormat.version))))
        members.append((key(.categories), .init(.array(categories.map(Self.node(for:))))))
        var writer = JSONWriter(pretty: true)
        writer.write(JSONNode(object: members))
        return writer.output + "\n"
    }

    /// The registry as JSON configuration bytes, UTF-8.
    public func jsonData() -> Data { Data(jsonText().utf8) }

    private static func node(for category: NotificationCategory) -> JSONNode {
        var members: [(String, JSONNode)] = [(key(.identifier), .init(.string(category.identifier.rawValue)))]
        if !category.actions.isEmpty {
            members.append((key(.actions), .init(.array(category.actions.map(node(for:))))))
        }
        if let minimal = category.minimalActions {
            members.append((key(.minimalActions), strings(minimal.map(\.rawValue))))
        }
        if !category.options.isEmpty {
            members.append((key(.options), names(category.options, NotificationCategory.Options.named)))
        }
        if !category.intentIdentifiers.isEmpty {
            members.append((key(.intentIdentifiers), strings(category.intentIdentifiers)))
        }
        if let placeholder = category.hiddenPreviewsBodyPlaceholder {
            members.append(
                (
                    key(.hiddenPreviewsBodyPlaceholder),
                    text(placeholder, category.hiddenPreviewsBodyPlaceholderLocalization)
                ))
        }
        if let format = category.categorySummaryFormat {
            members.append(
                (key(.categorySummaryFormat), text(format, category.categorySummaryFormatLocalization)))
        }
        if !category.foregroundPresentation.isEmpty {
            members.append(
                (
                    "foregroundPresentation",
                    names(category.foregroundPresentation, NotificationCategory.ForegroundPresentation.named)
                ))
        }
        if !category.payload.isEmpty { members.append((key(.payload), payload(category.payload))) }
        return JSONNode(object: members)
    }

    /// A `payload` object: each key's type, as its name when nothing else needs saying.
    private static func payload(_ fields: [PayloadField]) -> JSONNode {
        JSONNode(
            object: fields.map { ($0.name, type($0.type, optional: $0.isOptional, summary: $0.summary)) })
    }

    private static func type(_ type: PayloadType, optional: Bool = false, summary: String? = nil) -> JSONNode
    {
        var members: [(String, JSONNode)] = [(key(.type), .init(.string(type.name)))]
        switch type.shape {
        case .string, .integer, .number, .boolean, .url:
            if !optional, summary == nil { return .init(.string(type.name)) }
        case .date(let format): members.append((key(.format), .init(.string(format.rawValue))))
        case .enumeration(let values): members.append((key(.values), strings(values)))
        case .array(let element): members.append((key(.items), Self.type(element)))
        case .object(let fields): members.append((key(.properties), payload(fields)))
        }
        if optional { members.append((key(.optional), .init(.bool(true)))) }
        if let summary { members.append((key(.summary), .init(.string(summary)))) }
        return JSONNode(object: members)
    }

    private static func node(for action: NotificationAction) -> JSONNode {
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
    private static func text(_ text: String, _ localization: LocalizationKey?) -> JSONNode {
        guard let localization else { return .init(.string(text)) }
        var members: [(String, JSONNode)] = [
            (key(.localizationKey), .init(.string(localization.key))),
            (key(.defaultText), .init(.string(text))),
        ]
        if let table = localization.table { members.append((key(.table), .init(.string(table)))) }
        if let comment = localization.comment { members.append((key(.comment), .init(.string(comment)))) }
        return JSONNode(object: members)
    }

    private static func strings(_ values: [String]) -> JSONNode {
        .init(.array(values.map { .init(.string($0)) }))
    }

    private static func names<Option: OptionSet>(_ options: Option, _ named: [(name: String, option: Option)])
        -> JSONNode
    where Option.Element == Option {
        strings(named.filter { options.contains($0.option) }.map(\.name))
    }
}

extension JSONNode {
    init(_ value: Value) { self.init(value: value, offset: 0) }

    init(object members: [(String, JSONNode)]) {
        self.init(value: .object(members.map { Member(key: $0.0, keyOffset: 0, value: $0.1) }), offset: 0)
    }
}

/// A key's spelling, from the one list of the format's keys.
private func key(_ key: ConfigurationKey) -> String { key.rawValue }

import Foundation
@_spi(Generated) import NotificationActions

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
            members.append((key(.actions), .init(.array(category.actions.map(ConfigurationNodes.action)))))
        }
        if let minimal = category.minimalActions {
            members.append((key(.minimalActions), ConfigurationNodes.strings(minimal.map(\.rawValue))))
        }
        if !category.options.isEmpty {
            members.append(
                (
                    key(.options),
                    ConfigurationNodes.names(category.options, NotificationCategory.Options.named)
                ))
        }
        if !category.intentIdentifiers.isEmpty {
            members.append((key(.intentIdentifiers), ConfigurationNodes.strings(category.intentIdentifiers)))
        }
        if let placeholder = category.hiddenPreviewsBodyPlaceholder {
            members.append(
                (
                    key(.hiddenPreviewsBodyPlaceholder),
                    ConfigurationNodes.text(placeholder, category.hiddenPreviewsBodyPlaceholderLocalization)
                ))
        }
        if let format = category.categorySummaryFormat {
            members.append(
                (
                    key(.categorySummaryFormat),
                    ConfigurationNodes.text(format, category.categorySummaryFormatLocalization)
                ))
        }
        if !category.foregroundPresentation.isEmpty {
            members.append(
                (
                    "foregroundPresentation",
                    ConfigurationNodes.names(
                        category.foregroundPresentation, NotificationCategory.ForegroundPresentation.named)
                ))
        }
        if let priority = category.priority { members.append((key(.priority), JSONNode(.int(priority)))) }
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
        case .enumeration(let values): members.append((key(.values), ConfigurationNodes.strings(values)))
        case .array(let element): members.append((key(.items), Self.type(element)))
        case .object(let fields): members.append((key(.properties), payload(fields)))
        }
        if optional { members.append((key(.optional), .init(.bool(true)))) }
        if let summary { members.append((key(.summary), .init(.string(summary)))) }
        return JSONNode(object: members)
    }
}

/// A key's spelling, from the one list of the format's keys.
private func key(_ key: ConfigurationKey) -> String { key.rawValue }

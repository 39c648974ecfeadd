/// Decoding a category's `payload`: each custom key's name and type.
///
/// ```json
/// "payload": {
///   "invitationID": "string",
///   "sender": {"type": "object", "properties": {"name": "string"}},
///   "expires": {"type": "date", "format": "iso8601", "optional": true}
/// }
/// ```
extension ConfigurationDecoder {
    mutating func payloadFields(_ node: JSONNode, at path: ConfigurationPath) -> [PayloadField] {
        guard
            let members = object(
                node, at: path, what: "'payload'",
                example:
                    "{\"invitationID\": \"string\", \"count\": {\"type\": \"integer\", \"optional\": true}}")
        else { return [] }
        let path = path.shared
        return members.compactMap { member in
            payloadField(member.key, member.value, at: path.key(member.key))
        }
    }

    private mutating func payloadField(_ name: String, _ node: JSONNode, at path: ConfigurationPath)
        -> PayloadField?
    {
        // "string": the short form of {"type": "string"}, for the types that need nothing more.
        if let typeName = node.stringValue {
            guard let type = payloadType(named: typeName, at: path) else { return nil }
            switch type.shape {
            case .date, .enumeration, .array, .object:
                error(
                    .missingKey, at: path,
                    ConfigurationMessages.payloadTypeNeedsObject(name, type: typeName))
                return nil
            default:
                return PayloadField(name, type)
            }
        }
        guard
            let members = object(
                node, at: path, what: "a payload key's type",
                example: "\"string\" or {\"type\": \"integer\", \"optional\": true}")
        else { return nil }
        let fields = keys(members, at: path, known: ConfigurationFormat.payloadTypeFields)
        let path = path.shared  // extended once per field
        guard let typeNode = fields[.type] else {
            error(.missingKey, at: path.key("type"), ConfigurationMessages.payloadMissingType(name))
            return nil
        }
        guard let typeName = string(typeNode, at: path.key("type")),
            let kind = payloadType(named: typeName, at: path.key("type"))
        else { return nil }
        var type = kind
        switch kind.shape {
        case .date:
            guard let formatNode = fields[.format] else {
                error(.missingKey, at: path.key("format"), ConfigurationMessages.payloadDateNeedsFormat(name))
                return nil
            }
            guard let format = string(formatNode, at: path.key("format")) else { return nil }
            guard let known = PayloadType.DateFormat(rawValue: format) else {
                let hint = Suggestion.didYouMean(format, in: ConfigurationFormat.dateFormats)
                error(
                    .unknownOption, at: path.key("format"),
                    ConfigurationMessages.unknownDateFormat(format, key: name, hint: hint))
                return nil
            }
            type = .date(known)
        case .enumeration:
            guard let valuesNode = fields[.values] else {
                error(.missingKey, at: path.key("values"), ConfigurationMessages.payloadEnumNeedsValues(name))
                return nil
            }
            type = .enumeration(strings(valuesNode, at: path.key("values")))
        case .array:
            guard let items = fields[.items] else {
                error(.missingKey, at: path.key("items"), ConfigurationMessages.payloadArrayNeedsItems(name))
                return nil
            }
            guard let element = payloadField(name + "[]", items, at: path.key("items")) else { return nil }
            type = .array(element.type)
        case .object:
            guard let properties = fields[.properties] else {
                error(
                    .missingKey, at: path.key("properties"),
                    ConfigurationMessages.payloadObjectNeedsProperties(name))
                return nil
            }
            type = .object(payloadFields(properties, at: path.key("properties")))
        default: break
        }
        for (key, needs) in [
            (ConfigurationKey.format, "date"), (.values, "enum"), (.items, "array"), (.properties, "object"),
        ]
        where fields[key] != nil && needs != kind.name {
            error(
                .unknownKey, at: path.key(key.rawValue),
                ConfigurationMessages.payloadKeyForOtherType(
                    key.rawValue, of: name, type: kind.name, needs: needs))
        }
        var optional = false
        if let optionalNode = fields[.optional] {
            guard case .bool(let value) = optionalNode.value else {
                error(
                    .wrongType, at: path.key("optional"),
                    "'optional' must be true or false, found \(optionalNode.typeName)")
                return nil
            }
            optional = value
        }
        let summary = fields[.summary].flatMap { string($0, at: path.key("description")) }
        return PayloadField(name, type, optional: optional, summary: summary)
    }

    private mutating func payloadType(named typeName: String, at path: ConfigurationPath)
        -> PayloadType?
    {
        switch typeName {
        case "string": return .string
        case "integer": return .integer
        case "number": return .number
        case "boolean": return .boolean
        case "url": return .url
        case "date": return .date(.iso8601)
        case "enum": return .enumeration([])
        case "array": return .array(.string)
        case "object": return .object([])
        default:
            let hint = Suggestion.didYouMean(
                typeName, in: PayloadType.names, aliases: ConfigurationFormat.payloadTypeAliases)
            error(.unknownOption, at: path, ConfigurationMessages.unknownPayloadType(typeName, hint: hint))
            return nil
        }
    }
}

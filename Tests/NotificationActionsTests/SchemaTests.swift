import Foundation
import Testing

@testable @_spi(Generated) import NotificationActions
@testable import NotificationActionsTooling

@Suite("JSON Schema")
struct SchemaTests {
    let schema = try! JSONValue(parsing: ConfigurationFormat.jsonSchema.utf8)

    func definition(_ name: String) -> JSONValue? { schema["$defs"]?[name] }

    func keys(_ node: JSONValue?) -> Set<String> { Set(node?["properties"]?.objectValue?.keys ?? [:].keys) }

    func enumValues(_ node: JSONValue?) -> Set<String> {
        Set(node?["items"]?["enum"]?.arrayValue?.compactMap(\.stringValue) ?? [])
    }

    @Test("the shipped schema file is the schema the tool prints")
    func fileMatches() throws {
        let file = try String(
            contentsOf: packageRoot.appendingPathComponent("Schemas/notification-actions.schema.json"),
            encoding: .utf8)
        #expect(file == ConfigurationFormat.jsonSchema)
    }

    @Test("the schema's keys are exactly the keys the decoder accepts")
    func keysMatchDecoder() {
        // Every key of the format is in exactly the objects the schema says, and the typed list has no extra.
        #expect(
            Set(ConfigurationKey.allCases)
                == Set(
                    ConfigurationFormat.documentFields + ConfigurationFormat.categoryFields
                        + ConfigurationFormat.actionFields + ConfigurationFormat.textInputFields
                        + ConfigurationFormat.iconFields + ConfigurationFormat.localizedTextFields
                        + ConfigurationFormat.payloadTypeFields))
        #expect(keys(schema) == Set(ConfigurationFormat.documentKeys))
        #expect(keys(definition("category")) == Set(ConfigurationFormat.categoryKeys))
        #expect(keys(definition("action")) == Set(ConfigurationFormat.actionKeys))
        #expect(keys(definition("textInput")) == Set(ConfigurationFormat.textInputKeys))
        #expect(keys(definition("icon")) == Set(ConfigurationFormat.iconKeys))
        #expect(keys(definition("localized")) == Set(ConfigurationFormat.localizedTextKeys))
        #expect(
            keys(definition("payloadTypeObject"))
                == Set(ConfigurationFormat.payloadTypeFields.map(\.rawValue)))
        #expect(
            Set(
                definition("payloadTypeObject")?["properties"]?["type"]?["enum"]?.arrayValue?.compactMap(
                    \.stringValue) ?? [])
                == Set(ConfigurationFormat.payloadTypes))
        #expect(
            Set(
                definition("payloadTypeObject")?["properties"]?["format"]?["enum"]?.arrayValue?.compactMap(
                    \.stringValue) ?? [])
                == Set(ConfigurationFormat.dateFormats))
    }

    @Test("the schema's option lists are exactly the options the decoder accepts")
    func optionsMatchDecoder() {
        let category = definition("category")?["properties"]
        #expect(
            enumValues(definition("action")?["properties"]?["options"])
                == Set(ConfigurationFormat.actionOptions))
        #expect(enumValues(category?["options"]) == Set(ConfigurationFormat.categoryOptions))
        #expect(
            enumValues(category?["foregroundPresentation"]) == Set(ConfigurationFormat.presentationOptions))
    }

    @Test("the schema's required keys and limits are the decoder's")
    func requiredMatchDecoder() {
        #expect(schema["required"] == ["version", "categories"])
        #expect(definition("category")?["required"] == ["identifier"])
        #expect(definition("action")?["required"] == ["identifier", "title"])
        // No button title is legal: the system shows its own localized "Send" (a warning says so).
        #expect(definition("textInput")?["required"] == nil)
        #expect(
            definition("category")?["properties"]?["actions"]?["maxItems"]
                == .int(PlatformProfile.modern.defaultActionLimit))
        #expect(
            definition("category")?["properties"]?["minimalActions"]?["maxItems"]
                == .int(PlatformProfile.modern.minimalActionLimit))
        #expect(definition("identifier")?["maxLength"] == .int(CategoryValidator.maxStringLength))
    }

    @Test("every example configuration satisfies the schema")
    func examplesSatisfySchema() throws {
        for url in exampleConfigs {
            let document = try JSONValue(parsing: Data(contentsOf: url))
            #expect(SchemaChecker(schema: schema).errors(in: document) == [], "\(url.lastPathComponent)")
        }
    }

    @Test(
        "the schema rejects what the decoder rejects",
        arguments: [
            #"{"version": 2, "categories": []}"#,
            config(
                #"{"identifier": "c", "actions": [{"identifier": "a", "title": "A", "options": ["forground"]}]}"#
            ),
            config(#"{"identifier": "c", "extra": 1}"#),
            config(#"{"actions": []}"#),
            config(
                #"{"identifier": "c", "actions": [{"identifier": "a", "title": "A", "textInput": {"buttonTitle": 5}}]}"#
            ),
            config(#"{"identifier": "c", "actions": [{"identifier": "a", "title": "A", "icon": {}}]}"#),
            config(#"{"identifier": "c", "priority": 101}"#),
            config(#"{"identifier": "c", "priority": -1}"#),
            config(#"{"identifier": "c", "priority": 2.5}"#),
            config(#"{"identifier": "c", "priority": "high"}"#),
        ])
    func schemaRejects(_ json: String) throws {
        #expect(!CategoryRegistry.validate(jsonData: Array(json.utf8)).isValid)
        #expect(!SchemaChecker(schema: schema).errors(in: try JSONValue(parsing: json.utf8)).isEmpty)
    }
}

/// Checks a document against the subset of JSON Schema 2020-12 the configuration schema uses; a keyword
/// it does not know fails the check, so the schema cannot grow past what this test understands.
struct SchemaChecker {
    let schema: JSONValue
    static let known: Set<String> = [
        "$schema", "$id", "title", "description", "type", "required", "additionalProperties", "properties",
        "$defs",
        "items", "$ref", "enum", "const", "minLength", "maxLength", "maxItems", "uniqueItems", "oneOf",
        "minimum", "maximum",
    ]

    func errors(in value: JSONValue) -> [String] { check(value, against: schema, at: "") }

    private func check(_ value: JSONValue, against node: JSONValue, at path: String) -> [String] {
        guard let rules = node.objectValue else { return ["\(path): schema node is not an object"] }
        var errors: [String] = []
        for keyword in rules.keys where !Self.known.contains(keyword) {
            errors.append("unknown keyword \(keyword)")
        }
        if let reference = rules["$ref"]?.stringValue {
            let name = String(reference.dropFirst("#/$defs/".count))
            guard let target = schema["$defs"]?[name] else { return ["\(path): unresolved \(reference)"] }
            errors += check(value, against: target, at: path)
        }
        if let type = rules["type"]?.stringValue {
            let matches: Bool =
                switch (type, value) {
                case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool): true
                case ("integer", .int), ("number", .int), ("number", .double): true
                default: false
                }
            if !matches { return errors + ["\(path): not \(type)"] }
        }
        if let constant = rules["const"], constant != value { errors.append("\(path): not \(constant)") }
        if let options = rules["enum"]?.arrayValue, !options.contains(value) {
            errors.append("\(path): not in enum")
        }
        if let number = value.doubleValue {
            if let minimum = rules["minimum"]?.doubleValue, number < minimum {
                errors.append("\(path): below minimum")
            }
            if let maximum = rules["maximum"]?.doubleValue, number > maximum {
                errors.append("\(path): above maximum")
            }
        }
        if let string = value.stringValue {
            if let minimum = rules["minLength"]?.intValue, string.count < minimum {
                errors.append("\(path): too short")
            }
            if let maximum = rules["maxLength"]?.intValue, string.count > maximum {
                errors.append("\(path): too long")
            }
        }
        if let elements = value.arrayValue {
            if let maximum = rules["maxItems"]?.intValue, elements.count > maximum {
                errors.append("\(path): too many items")
            }
            if rules["uniqueItems"] == true, Set(elements).count != elements.count {
                errors.append("\(path): not unique")
            }
            if let items = rules["items"] {
                for (index, element) in elements.enumerated() {
                    errors += check(element, against: items, at: "\(path)[\(index)]")
                }
            }
        }
        if let members = value.objectValue {
            let properties = rules["properties"]?.objectValue ?? [:]
            for required in rules["required"]?.arrayValue?.compactMap(\.stringValue) ?? []
            where members[required] == nil {
                errors.append("\(path): missing \(required)")
            }
            for (key, member) in members {
                if let property = properties[key] {
                    errors += check(member, against: property, at: "\(path).\(key)")
                } else if rules["additionalProperties"] == false {
                    errors.append("\(path): unexpected \(key)")
                }
            }
        }
        if let choices = rules["oneOf"]?.arrayValue {
            let passing = choices.filter { check(value, against: $0, at: path).isEmpty }.count
            if passing != 1 { errors.append("\(path): matches \(passing) of oneOf") }
        }
        return errors
    }
}

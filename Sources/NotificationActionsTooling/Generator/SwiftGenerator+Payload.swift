@_spi(Generated) import NotificationActions

/// The `Decodable` (and `Encodable`, for tests) `Sendable` struct of each category's declared custom keys.
extension SwiftGenerator {
    /// Type names a generated nested type must not take: every type and protocol the generated code names
    /// inside a payload struct (a nested `Codable` would shadow the protocol its siblings conform to), and
    /// the names Swift forbids for a type member (`Type`, `Protocol`, `Self`, `Any`).
    static let reservedNestedNames: Set<String> = [
        "String", "Int", "Double", "Bool", "URL", "Date", "CodingKeys", "CodingKey", "Decoder", "Encoder",
        "Category", "Key", "Codable", "Decodable", "Encodable", "Sendable", "Hashable", "Equatable",
        "CaseIterable", "DecodingError", "Error", "Optional", "Array", "CategoryIdentifier",
        "NotificationPayload", "PayloadISO8601Date", "PayloadUnixDate", "PayloadURLElement", "Type",
        "Protocol",
        "Self", "Any", "Foundation", "Swift", "NotificationActions",
    ]

    /// Writes the payload struct of `category`, if it declares keys; `types` holds the top-level names
    /// taken, `constant` is the category's `CategoryIdentifier` constant.
    static func payloadSource(
        for category: NotificationCategory, constant: String, access: String,
        actions: (type: String, cases: [String])?,
        types: inout Set<String>, into out: inout SwiftPrinter
    ) {
        guard !category.payload.isEmpty else { return }
        var name = identifier(category.identifier.rawValue, upper: true, fallback: "Category") + "Payload"
        if reservedTypeNames.contains(name) { name = "Category" + name }
        name = unique(name, in: &types)
        out.line()
        out.doc(
            "The custom keys of a push of category \(documentation(category.identifier.rawValue)), decoded:")
        if let actions {
            usageExample(
                "routes.handle(all: \(actions.type).self, payload: \(name).self) { action, payload, response in",
                cases: actions.cases, into: &out)
        } else {
            out.line("///")
            out.doc("```swift")
            out.doc("routes.handle(.defaultAction, payload: \(name).self) { payload, response in }")
            out.doc("```")
        }
        structBody(
            name, category.payload, access: access, conformances: "NotificationPayload, Hashable",
            header: [
                "/// The category whose pushes carry these keys.",
                "\(access)static let category: CategoryIdentifier = .\(escaped(constant))",
            ], into: &out)
    }

    /// Writes a struct with one property per field, its memberwise `init`, nested types, `CodingKeys`, and
    /// the `init(from:)`/`encode(to:)` that read dates and URLs as the declaration says.
    private static func structBody(
        _ name: String, _ fields: [PayloadField], access: String, conformances: String, header: [String],
        into out: inout SwiftPrinter
    ) {
        // `self` and `init` cannot be properties; `category` is the payload type's static property.
        var properties: Set<String> = ["category", "self", "init", "Type", "Protocol", "Self", "hashValue"]
        var nestedNames: Set<String> = reservedNestedNames.union([name])
        var nested: [SwiftPrinter] = []
        var members: [(field: PayloadField, property: String, type: String)] = []
        for field in fields {
            let property = unique(identifier(field.name, upper: false, fallback: "value"), in: &properties)
            let type = swiftType(
                field.type, key: field.name, access: access, nestedNames: &nestedNames, nested: &nested,
                depth: out.depth + 1, topLevel: true)
            members.append((field, property, type))
        }
        out.block("\(access)nonisolated struct \(name): \(conformances)") { out in
            for line in header { out.line(line) }
            if !header.isEmpty { out.line() }
            for member in members {
                out.doc("\(fieldSummary(member.field)).")
                let optional = member.field.isOptional ? "?" : ""
                out.line("\(access)var \(escaped(member.property)): \(member.type)\(optional)")
            }
            // The memberwise initializer, at the declarations' access level (Swift's own is internal and has
            // no defaults for optional keys): tests and previews build payloads.
            let parameters = members.map { member in
                "\(escaped(member.property)): \(member.type)\(member.field.isOptional ? "? = nil" : "")"
            }
            out.line()
            out.doc("Creates the keys of a push (tests and previews build one; the router decodes one).")
            out.block("\(access)init(\(parameters.joined(separator: ", ")))") { out in
                for member in members {
                    out.line("self.\(escaped(member.property)) = \(escaped(member.property))")
                }
            }
            for type in nested {
                out.line()
                out.append(type)
            }
            out.line()
            out.block("private enum CodingKeys: String, CodingKey") { out in
                for member in members {
                    out.line("case \(escaped(member.property)) = \(literal(member.field.name))")
                }
            }
            out.line()
            out.block("\(access)init(from decoder: any Decoder) throws") { out in
                out.line("let container = try decoder.container(keyedBy: CodingKeys.self)")
                for member in members {
                    let (helper, key, present) = coding(member.field, property: member.property)
                    let optional = member.field.isOptional ? "?" : ""
                    let value =
                        if let elements = elementWrapping(member.field.type) {
                            "try container.decode\(present)(\(elements.type).self, forKey: \(key))\(optional)\(elements.unwrap)"
                        } else if helper.isEmpty {
                            "try container.decode\(present)(\(member.type).self, forKey: \(key))"
                        } else {
                            "try container.decode\(helper)\(present)(forKey: \(key))"
                        }
                    out.line("self.\(escaped(member.property)) = \(value)")
                }
            }
            out.line()
            out.block("\(access)func encode(to encoder: any Encoder) throws") { out in
                out.line("var container = encoder.container(keyedBy: CodingKeys.self)")
                for member in members {
                    let (helper, key, present) = coding(member.field, property: member.property)
                    let property = "self.\(escaped(member.property))"
                    if let elements = elementWrapping(member.field.type) {
                        let optional = member.field.isOptional ? "?" : ""
                        out.line(
                            "try container.encode\(present)(\(property)\(optional)\(elements.wrap), forKey: \(key))"
                        )
                    } else {
                        out.line("try container.encode\(helper)\(present)(\(property), forKey: \(key))")
                    }
                }
            }
        }
    }

    /// For an array (of arrays …) of dates or URLs: the type decoded in its place, of the library's element
    /// types, and the `.map` that turns it into the declared `[Date]`/`[URL]` (`unwrap`) and back (`wrap`).
    static func elementWrapping(_ type: PayloadType) -> (type: String, unwrap: String, wrap: String)? {
        guard case .array(let element) = type.shape else { return nil }
        switch element.shape {
        case .date(.iso8601):
            return ("[PayloadISO8601Date]", ".map(\\.date)", ".map(PayloadISO8601Date.init)")
        case .date(.unixSeconds): return ("[PayloadUnixDate]", ".map(\\.date)", ".map(PayloadUnixDate.init)")
        case .url: return ("[PayloadURLElement]", ".map(\\.url)", ".map(PayloadURLElement.init)")
        case .array:
            guard let inner = elementWrapping(element) else { return nil }
            return ("[\(inner.type)]", ".map { $0\(inner.unwrap) }", ".map { $0\(inner.wrap) }")
        default: return nil
        }
    }

    /// The Swift type of a payload type; enums and objects become nested types, printed `depth` levels in
    /// and appended to `nested`. Dates are `Date` and URLs `URL` at any depth (inside arrays through
    /// ``elementWrapping(_:)``).
    private static func swiftType(
        _ type: PayloadType, key: String, access: String, nestedNames: inout Set<String>,
        nested: inout [SwiftPrinter], depth: Int, topLevel: Bool
    ) -> String {
        switch type.shape {
        case .string: return "String"
        case .integer: return "Int"
        case .number: return "Double"
        case .boolean: return "Bool"
        case .url: return "URL"
        case .date: return "Date"
        case .enumeration(let values):
            let name = nestedName(key, topLevel: topLevel, in: &nestedNames)
            var out = SwiftPrinter(depth: depth)
            out.doc("The values of \(documentation(key)).")
            out.block("\(access)nonisolated enum \(name): String, Codable, Sendable, Hashable, CaseIterable")
            { out in
                var cases: Set<String> = ["allCases", "rawValue", "init", "self", "hashValue"]
                for value in values {
                    let caseName = unique(identifier(value, upper: false, fallback: "value"), in: &cases)
                    out.line("case \(escaped(caseName)) = \(literal(value))")
                }
                let expected = "one of " + values.map { "'\($0)'" }.joined(separator: ", ")
                out.line()
                out.block("\(access)init(from decoder: any Decoder) throws") { out in
                    out.line("let container = try decoder.singleValueContainer()")
                    out.line("let text = try container.decode(String.self)")
                    out.block("guard let value = Self(rawValue: text) else") { out in
                        out.line(
                            "throw DecodingError.dataCorruptedError(in: container, debugDescription: \(literal(expected)))"
                        )
                    }
                    out.line("self = value")
                }
            }
            nested.append(out)
            return name
        case .array(let element):
            let elementType = swiftType(
                element, key: key, access: access, nestedNames: &nestedNames, nested: &nested, depth: depth,
                topLevel: false)
            return "[\(elementType)]"
        case .object(let fields):
            let name = nestedName(key, topLevel: topLevel, in: &nestedNames)
            var out = SwiftPrinter(depth: depth)
            out.doc("The keys of \(documentation(key)).")
            structBody(
                name, fields, access: access, conformances: "Codable, Sendable, Hashable", header: [],
                into: &out)
            nested.append(out)
            return name
        }
    }

    /// How a field is read and written: the library's helper for a date or a URL (`PayloadDate`, with its
    /// format after the key, or `PayloadURL`; empty for the standard `decode`/`encode`), the key with
    /// what follows it, and `IfPresent` for an optional field.
    private static func coding(_ field: PayloadField, property: String) -> (
        helper: String, key: String, present: String
    ) {
        let key = ".\(escaped(property))"
        let present = field.isOptional ? "IfPresent" : ""
        return switch field.type.shape {
        case .date(let format): ("PayloadDate", "\(key), format: .\(format.rawValue)", present)
        case .url: ("PayloadURL", key, present)
        default: ("", key, present)
        }
    }

    /// `host` → `Host`; an array's element type gets `Element`: `attendees` → `AttendeesElement`.
    private static func nestedName(_ key: String, topLevel: Bool, in taken: inout Set<String>) -> String {
        var name = identifier(key, upper: true, fallback: "Value") + (topLevel ? "" : "Element")
        if reservedNestedNames.contains(name) { name += "Value" }
        return unique(name, in: &taken)
    }

    /// The documentation line of a field: its summary, or its key and type.
    private static func fieldSummary(_ field: PayloadField) -> String {
        var text = "\(documentation(field.name)), \(field.type.description)"
        if field.isOptional { text += "; optional" }
        guard let summary = field.summary else { return text }
        // The summary as prose: documentation() quotes it in backticks, which are dropped here.
        return String(documentation(summary).dropFirst().dropLast()) + " (\(text))"
    }
}

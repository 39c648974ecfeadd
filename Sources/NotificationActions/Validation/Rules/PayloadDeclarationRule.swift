/// A category's custom payload keys describe pushes a server can send: no key is `aps` (Apple's) or
/// empty, none is declared twice at one level, an enum lists values (each once), an object declares keys.
enum PayloadDeclarationRule: ValidationRule {
    static func check(_ context: inout RuleContext) {
        check(context.category.payload, at: ".payload", topLevel: true, &context)
    }

    private static func check(
        _ fields: [PayloadField], at path: String, topLevel: Bool, _ context: inout RuleContext
    ) {
        var seen: Set<String> = []
        for field in fields {
            let fieldPath = "\(path).\(field.name)"
            if field.name.isEmpty {
                context.report(
                    .error, .invalidPayloadDeclaration, at: path,
                    RuleMessages.emptyPayloadKey(category: context.categoryName))
            } else if topLevel, field.name == "aps" {
                context.report(
                    .error, .invalidPayloadDeclaration, at: fieldPath,
                    RuleMessages.payloadKeyIsAps(category: context.categoryName))
            } else if !seen.insert(field.name).inserted {
                context.report(
                    .error, .invalidPayloadDeclaration, at: fieldPath,
                    RuleMessages.payloadKeyTwice(field.name, category: context.categoryName))
            }
            check(field.type, of: field.name, at: fieldPath, &context)
        }
    }

    private static func check(
        _ type: PayloadType, of name: String, at path: String, _ context: inout RuleContext
    ) {
        switch type.shape {
        case .enumeration(let values):
            if values.isEmpty {
                context.report(
                    .error, .invalidPayloadDeclaration, at: path + ".values",
                    RuleMessages.emptyPayloadEnum(name, category: context.categoryName))
            }
            var seen: Set<String> = []
            for value in values where !seen.insert(value).inserted {
                context.report(
                    .warning, .invalidPayloadDeclaration, at: path + ".values",
                    RuleMessages.payloadEnumValueTwice(value, key: name, category: context.categoryName))
            }
        case .array(let element):
            check(element, of: name + "[]", at: path + ".items", &context)
        case .object(let fields):
            if fields.isEmpty {
                context.report(
                    .error, .invalidPayloadDeclaration, at: path + ".properties",
                    RuleMessages.emptyPayloadObject(name, category: context.categoryName))
            }
            check(fields, at: path + ".properties", topLevel: false, &context)
        default: break
        }
    }
}

@_spi(Generated) import NotificationActions

extension SwiftGenerator {
    /// `CategoryRegistry` members a generated registry constant must not take.
    static let reservedRegistryNames: Set<String> = ["validate", "init", "self", "Type", "Protocol"]

    /// Swift that builds the registry with the result-builder DSL, so an app gets its categories at launch
    /// without reading or parsing JSON: `extension CategoryRegistry { static let chatAndReminders }`.
    ///
    /// The configuration was validated when this was generated, with the same rules the initializer
    /// applies, so the `try!` cannot fail; the DSL's own validation still runs once, when the constant is
    /// first read.
    ///
    /// - Parameters:
    ///   - registry: The validated categories to embed.
    ///   - configurationName: The configuration's file name, for the header and the constant's name.
    ///   - isPublic: Whether the constant is `public` rather than `internal`.
    ///   - profile: The platform profile the registry is rebuilt with.
    package static func registrySource(
        for registry: CategoryRegistry, configurationName: String, public isPublic: Bool = false,
        profile: PlatformProfile = .modern
    ) -> String {
        let access = isPublic ? "public " : ""
        var stem = configurationName.split(separator: "/").last.map(String.init) ?? configurationName
        for suffix in [".notification-categories.json", ".json"] where stem.hasSuffix(suffix) {
            stem = String(stem.dropLast(suffix.count))
            break
        }
        var name = identifier(stem, upper: false, fallback: "categories")
        if reservedRegistryNames.contains(name) || keywords.contains(name) { name += "Categories" }
        let profileExpression =
            profile.name == "legacy"
            ? ".legacy"
            : profile.name == "modern"
                ? ".modern"
                : "PlatformProfile(name: \(literal(profile.name)), defaultActionLimit: \(profile.defaultActionLimit), minimalActionLimit: \(profile.minimalActionLimit))"
        let maker = "make" + name.prefix(1).uppercased() + name.dropFirst()
        var out = SwiftPrinter()
        out.line()
        out.block("nonisolated extension CategoryRegistry") { out in
            out.doc(
                "The categories of \(documentation(configurationName)), built once, without reading or parsing JSON."
            )
            out.line("\(access)static let \(name): CategoryRegistry = \(maker)()")
            out.line()
            out.doc(
                "Builds the categories of \(documentation(configurationName)) anew with the Swift DSL. Validated when"
            )
            out.doc("generated (profile \(documentation(profile.name))), so building them cannot fail.")
            out.block("\(access)static func \(maker)() -> CategoryRegistry") { out in
                // A modern registry needs no profile (the public initializer); another is generated code's
                // `@_spi(Generated)` initializer, whose import generate-swift then writes.
                let call =
                    profile == .modern
                    ? "CategoryRegistry" : "CategoryRegistry(profile: \(profileExpression))"
                out.block("try! \(call)") { out in
                    for category in registry.categories { categorySource(category, into: &out) }
                }
            }
        }
        return out.text
    }

    /// `NotificationCategory(…)`, with its actions in a block when it has any, and its localization keys.
    private static func categorySource(_ category: NotificationCategory, into out: inout SwiftPrinter) {
        var arguments = [literal(category.identifier.rawValue)]
        if !category.options.isEmpty {
            arguments.append("options: \(members(category.options, NotificationCategory.Options.named))")
        }
        if let minimal = category.minimalActions {
            arguments.append(
                "minimalActions: [\(minimal.map { literal($0.rawValue) }.joined(separator: ", "))]")
        }
        if !category.intentIdentifiers.isEmpty {
            arguments.append(
                "intentIdentifiers: [\(category.intentIdentifiers.map(literal).joined(separator: ", "))]")
        }
        if let placeholder = category.hiddenPreviewsBodyPlaceholder {
            arguments.append("hiddenPreviewsBodyPlaceholder: \(literal(placeholder))")
        }
        if let format = category.categorySummaryFormat {
            arguments.append("categorySummaryFormat: \(literal(format))")
        }
        if !category.foregroundPresentation.isEmpty {
            arguments.append(
                "foregroundPresentation: \(members(category.foregroundPresentation, NotificationCategory.ForegroundPresentation.named))"
            )
        }
        if let priority = category.priority { arguments.append("priority: \(priority)") }
        if !category.payload.isEmpty {
            arguments.append("payload: \(payloadExpression(category.payload))")
        }
        let declaration = "NotificationCategory(\(arguments.joined(separator: ", ")))"
        let categoryKeys = modifiers([
            ("hiddenPreviewsBodyPlaceholder", category.hiddenPreviewsBodyPlaceholderLocalization),
            ("categorySummaryFormat", category.categorySummaryFormatLocalization),
        ])
        guard !category.actions.isEmpty else { return out.line(declaration + categoryKeys) }
        out.block(declaration, close: "}" + categoryKeys) { out in
            for action in category.actions {
                var parts = [literal(action.identifier.rawValue), "title: \(literal(action.title))"]
                if !action.options.isEmpty {
                    parts.append("options: \(members(action.options, NotificationAction.Options.named))")
                }
                if let input = action.textInput {
                    parts.append(
                        "textInput: .init(buttonTitle: \(literal(input.buttonTitle)), placeholder: \(literal(input.placeholder)))"
                    )
                }
                switch action.icon {
                case .systemImage(let image)?: parts.append("icon: .systemImage(\(literal(image)))")
                case .templateImage(let image)?: parts.append("icon: .templateImage(\(literal(image)))")
                case nil: break
                }
                let keys = modifiers([
                    ("title", action.titleLocalization),
                    ("buttonTitle", action.textInput?.buttonTitleLocalization),
                    ("placeholder", action.textInput?.placeholderLocalization),
                ])
                out.line("NotificationAction(\(parts.joined(separator: ", ")))\(keys)")
            }
        }
    }

    /// `.localized(title: "KEY", table: "T", comment: "…")`, one call per localized string.
    private static func modifiers(_ keys: [(String, LocalizationKey?)]) -> String {
        keys.compactMap { label, key in
            guard let key else { return nil }
            var arguments = ["\(label): \(literal(key.key))"]
            if let table = key.table { arguments.append("table: \(literal(table))") }
            if let comment = key.comment { arguments.append("comment: \(literal(comment))") }
            return ".localized(\(arguments.joined(separator: ", ")))"
        }.joined()
    }

    /// An option set as `[.a, .b]`, by the names the JSON format uses (which are the Swift members' names).
    private static func members<Options: OptionSet>(
        _ options: Options, _ named: [(name: String, option: Options)]
    )
        -> String where Options.Element == Options
    {
        "[" + named.filter { options.contains($0.option) }.map { "." + $0.name }.joined(separator: ", ") + "]"
    }

    /// `[PayloadField("a", .string), …]`, as Swift.
    static func payloadExpression(_ fields: [PayloadField]) -> String {
        "["
            + fields.map { field in
                var parts = [literal(field.name), typeExpression(field.type)]
                if field.isOptional { parts.append("optional: true") }
                if let summary = field.summary { parts.append("summary: \(literal(summary))") }
                return "PayloadField(\(parts.joined(separator: ", ")))"
            }.joined(separator: ", ") + "]"
    }

    private static func typeExpression(_ type: PayloadType) -> String {
        switch type.shape {
        case .string: ".string"
        case .integer: ".integer"
        case .number: ".number"
        case .boolean: ".boolean"
        case .url: ".url"
        case .date(let format): ".date(.\(format.rawValue))"
        case .enumeration(let values): ".enumeration([\(values.map(literal).joined(separator: ", "))])"
        case .array(let element): ".array(\(typeExpression(element)))"
        case .object(let fields): ".object(\(payloadExpression(fields)))"
        }
    }
}

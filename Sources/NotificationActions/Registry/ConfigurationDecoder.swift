/// Turns a parsed configuration into categories, reporting every structural problem (types, missing and
/// unknown keys, unknown options, the version) at the path where it is, and remembering where every value
/// starts so the platform rules' findings can be located too.
///
/// Paths ("categories[1].actions[0].title") are ``ConfigurationPath`` values, turned into text only when a
/// finding is reported: building the text for every value cost a tenth of loading.
struct ConfigurationDecoder {
    private(set) var findings: [Finding] = []

    mutating func decode(_ root: JSONNode) -> [NotificationCategory] {
        guard
            let members = object(
                root, at: .root, what: "the configuration", example: "{\"version\": 1, \"categories\": []}")
        else { return [] }
        let fields = keys(members, at: .root, known: ConfigurationFormat.documentFields)

        if let schema = fields[.schema] { _ = string(schema, at: .root.key("$schema")) }
        if let version = fields[.version] {
            switch version.value {
            case .int(ConfigurationFormat.version): break
            // JSON has one number type: 1.0 is 1, as the JSON Schema's "const": 1 also accepts.
            case .double(let value) where value == Double(ConfigurationFormat.version): break
            case .double(let value):
                error(
                    .unsupportedVersion, at: .root.key("version"),
                    ConfigurationMessages.unsupportedVersion("\(value)"))
            case .int(let other):
                error(
                    .unsupportedVersion, at: .root.key("version"),
                    ConfigurationMessages.unsupportedVersion("\(other)"))
            default:
                error(
                    .wrongType, at: .root.key("version"),
                    "'version' must be the number 1, found \(version.typeName)")
            }
        } else {
            error(
                .missingKey, at: .root.key("version"),
                "the configuration has no 'version'; add \"version\": 1")
        }
        guard let list = fields[.categories] else {
            error(
                .missingKey, at: .root.key("categories"),
                "the configuration has no 'categories'; add \"categories\": [] with one object per category")
            return []
        }
        guard let elements = array(list, at: .root.key("categories")) else { return [] }
        let categories = ConfigurationPath.root.key("categories").shared
        return elements.enumerated().map { index, element in category(element, at: categories.index(index)) }
    }

    // MARK: Categories and actions

    private mutating func category(_ node: JSONNode, at path: ConfigurationPath)
        -> NotificationCategory
    {
        var category = NotificationCategory(
            identifier: "", actions: [], minimalActions: nil, options: [], intentIdentifiers: [],
            hiddenPreviewsBodyPlaceholder: nil, categorySummaryFormat: nil, foregroundPresentation: [],
            site: nil)
        guard
            let members = object(
                node, at: path, what: "a category", example: "{\"identifier\": \"invite\"}")
        else {
            return category
        }
        let fields = keys(members, at: path, known: ConfigurationFormat.categoryFields)
        let path = path.shared  // extended once per field
        category.identifier = CategoryIdentifier(
            required(.identifier, of: fields, at: path, what: "category") ?? "")
        if let actions = fields[.actions], let elements = array(actions, at: path.key("actions")) {
            category.actions = elements.enumerated().map { index, element in
                action(element, at: path.key("actions").index(index))
            }
        }
        if let minimal = fields[.minimalActions] {
            category.minimalActions = strings(minimal, at: path.key("minimalActions")).map {
                ActionIdentifier($0)
            }
        }
        if let options = fields[.options] {
            category.options = optionSet(options, at: path.key("options"), NotificationCategory.Options.named)
        }
        if let intents = fields[.intentIdentifiers] {
            category.intentIdentifiers = strings(intents, at: path.key("intentIdentifiers"))
        }
        if let placeholder = fields[.hiddenPreviewsBodyPlaceholder] {
            (category.hiddenPreviewsBodyPlaceholder, category.hiddenPreviewsBodyPlaceholderLocalization) =
                localizable(placeholder, at: path.key("hiddenPreviewsBodyPlaceholder"))
        }
        if let format = fields[.categorySummaryFormat] {
            (category.categorySummaryFormat, category.categorySummaryFormatLocalization) = localizable(
                format, at: path.key("categorySummaryFormat"))
        }
        if let presentation = fields[.foregroundPresentation] {
            category.foregroundPresentation = optionSet(
                presentation, at: path.key("foregroundPresentation"),
                NotificationCategory.ForegroundPresentation.named)
        }
        if let priority = fields[.priority] {
            category.priority = self.priority(priority, at: path.key("priority"))
        }
        if let payload = fields[.payload] {
            category.payload = payloadFields(payload, at: path.key("payload"))
        }
        return category
    }

    /// A category's scheduling priority: a whole number from 0 to 100.
    private mutating func priority(_ node: JSONNode, at path: ConfigurationPath) -> Int? {
        guard case .int(let value) = node.value, NotificationCategory.priorities.contains(value) else {
            error(
                .wrongType, at: path,
                "'priority' must be a whole number from 0 to 100 (higher stays pending first; default 50), "
                    + "found \(node.typeName)\(Self.literal(node))")
            return nil
        }
        return value
    }

    private mutating func action(_ node: JSONNode, at path: ConfigurationPath) -> NotificationAction {
        var action = NotificationAction(
            identifier: "", title: "", options: [], textInput: nil, icon: nil, site: nil)
        guard
            let members = object(
                node, at: path, what: "an action",
                example: "{\"identifier\": \"invite.accept\", \"title\": \"Accept\"}")
        else { return action }
        let fields = keys(members, at: path, known: ConfigurationFormat.actionFields)
        let path = path.shared  // extended once per field
        action.identifier = ActionIdentifier(
            required(.identifier, of: fields, at: path, what: "action") ?? "")
        if let title = fields[.title], !title.isObject {
            action.title = required(.title, of: fields, at: path, what: "action") ?? ""
        } else if let title = fields[.title] {
            let (text, key) = localizable(title, at: path.key("title"))
            (action.title, action.titleLocalization) = (text ?? "", key)
        } else {
            action.title = required(.title, of: fields, at: path, what: "action") ?? ""
        }
        if let options = fields[.options] {
            action.options = optionSet(options, at: path.key("options"), NotificationAction.Options.named)
        }
        if let textInput = fields[.textInput] {
            let inputPath = path.key("textInput").shared
            action.textInput = NotificationAction.TextInput(buttonTitle: "")
            if let members = object(
                textInput, at: inputPath, what: "'textInput'",
                example: "{\"buttonTitle\": \"Send\", \"placeholder\": \"Message\"}")
            {
                let inputFields = keys(members, at: inputPath, known: ConfigurationFormat.textInputFields)
                if let node = inputFields[.buttonTitle] {
                    let (text, key) = localizable(node, at: inputPath.key("buttonTitle"))
                    action.textInput?.buttonTitle = text ?? ""
                    action.textInput?.buttonTitleLocalization = key
                }
                if let node = inputFields[.placeholder] {
                    let (text, key) = localizable(node, at: inputPath.key("placeholder"))
                    action.textInput?.placeholder = text ?? ""
                    action.textInput?.placeholderLocalization = key
                }
            }
        }
        if let icon = fields[.icon] {
            action.icon = self.icon(icon, at: path.key("icon"))
        }
        return action
    }

    private mutating func icon(_ node: JSONNode, at path: ConfigurationPath) -> NotificationAction
        .Icon?
    {
        guard
            let members = object(
                node, at: path, what: "'icon'", example: "{\"systemImageName\": \"checkmark\"}")
        else {
            return nil
        }
        let fields = keys(members, at: path, known: ConfigurationFormat.iconFields)
        let path = path.shared  // extended once per field
        let system = fields[.systemImageName].flatMap { string($0, at: path.key("systemImageName")) }
        let template = fields[.templateImageName].flatMap { string($0, at: path.key("templateImageName")) }
        switch (system, template) {
        case (let name?, nil): return .systemImage(name)
        case (nil, let name?): return .templateImage(name)
        case (_?, _?):
            error(
                .invalidIcon, at: path,
                "'icon' names both a system image and a template image; keep one of them")
        case (nil, nil):
            if fields[.systemImageName] == nil, fields[.templateImageName] == nil {
                error(
                    .invalidIcon, at: path,
                    "'icon' names no image; add \"systemImageName\" (an SF Symbol) or \"templateImageName\" (an asset)"
                )
            }
        }
        return nil
    }

    // MARK: Typed access, each reporting what it finds wrong

    mutating func error(
        _ code: ValidationIssue.Code, at path: ConfigurationPath, _ message: String
    ) {
        findings.append(Finding(.error, code, at: path.description, message))
    }

    mutating func object(
        _ node: JSONNode, at path: ConfigurationPath, what: String, example: String
    )
        -> [JSONNode.Member]?
    {
        guard let members = node.members else {
            error(
                .wrongType, at: path,
                "\(what) must be a JSON object like \(example), found \(node.typeName)")
            return nil
        }
        return members
    }

    private mutating func array(_ node: JSONNode, at path: ConfigurationPath) -> [JSONNode]? {
        guard let elements = node.elements else {
            error(
                .wrongType, at: path,
                "'\(path.lastKey)' must be an array, found \(node.typeName)")
            return nil
        }
        return elements
    }

    /// A user-visible string: text, or `{"key": …, "default": …, "table": …, "comment": …}` — the
    /// development-language text and its localization key.
    private mutating func localizable(_ node: JSONNode, at path: ConfigurationPath) -> (
        String?, LocalizationKey?
    ) {
        guard let members = node.members else {
            guard let text = node.stringValue else {
                error(
                    .wrongType, at: path,
                    ConfigurationMessages.localizableWrongType(
                        path.lastKey, found: node.typeName + Self.literal(node)))
                return (nil, nil)
            }
            return (text, nil)
        }
        let fields = keys(members, at: path, known: ConfigurationFormat.localizedTextFields)
        let path = path.shared  // extended once per field
        let key = required(.localizationKey, of: fields, at: path, what: "localized string")
        let text = required(.defaultText, of: fields, at: path, what: "localized string")
        if let key, key.isEmpty || key.allSatisfy(\.isWhitespace) {
            error(
                .emptyIdentifier, at: path.key("key"),
                ConfigurationMessages.emptyLocalizationKey)
        }
        let table = fields[.table].flatMap { string($0, at: path.key("table")) }
        if let table, table.isEmpty || table.contains("/") {
            error(
                .invalidValue, at: path.key("table"),
                ConfigurationMessages.invalidTable(table))
        }
        let comment = fields[.comment].flatMap { string($0, at: path.key("comment")) }
        return (text, key.map { LocalizationKey($0, table: table, comment: comment) })
    }

    mutating func string(_ node: JSONNode, at path: ConfigurationPath) -> String? {
        guard let string = node.stringValue else {
            error(
                .wrongType, at: path,
                "'\(path.lastKey)' must be a string, found \(node.typeName)\(Self.literal(node))")
            return nil
        }
        return string
    }

    private mutating func required(
        _ field: ConfigurationKey, of fields: Fields, at path: ConfigurationPath, what: String
    ) -> String? {
        let key = field.rawValue
        guard let node = fields[field] else {
            error(.missingKey, at: path.key(key), "the \(what) at \(path) has no '\(key)'; add it")
            return nil
        }
        return string(node, at: path.key(key))
    }

    mutating func strings(_ node: JSONNode, at path: ConfigurationPath) -> [String] {
        guard let elements = array(node, at: path) else { return [] }
        let path = path.shared
        return elements.enumerated().compactMap { index, element in string(element, at: path.index(index))
        }
    }

    private mutating func optionSet<Option: OptionSet>(
        _ node: JSONNode, at path: ConfigurationPath, _ named: [(name: String, option: Option)]
    ) -> Option where Option.Element == Option {
        var result: Option = []
        if let members = node.members {
            // Expo's and Notifee's shape: {"isDestructive": true, "opensAppToForeground": true}. Say exactly
            // what to write instead.
            let names = named.map(\.name)
            let translated = members.compactMap { member -> String? in
                guard case .bool(true) = member.value.value else { return nil }
                if names.contains(member.key) { return member.key }
                return ConfigurationFormat.optionAliases[member.key].flatMap { names.contains($0) ? $0 : nil }
            }
            let written = "[" + translated.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
            error(
                .wrongType, at: path,
                ConfigurationMessages.optionsAsFlags(
                    path.lastKey, written: written, options: names))
            return result
        }
        guard let elements = array(node, at: path) else { return result }
        var seen: Set<String> = []
        let path = path.shared
        for (index, element) in elements.enumerated() {
            let elementPath = path.index(index)
            guard let name = string(element, at: elementPath) else { continue }
            guard let match = named.first(where: { $0.name == name }) else {
                let names = named.map(\.name)
                let hint = Suggestion.didYouMean(name, in: names, aliases: ConfigurationFormat.optionAliases)
                error(
                    .unknownOption, at: elementPath,
                    ConfigurationMessages.unknownOption(
                        name, in: path.lastKey, hint: hint, options: names))
                continue
            }
            if !seen.insert(name).inserted {
                findings.append(
                    Finding(
                        .warning, .duplicateOption, at: elementPath.description,
                        "option \(quoted(name)) is written twice in '\(path.lastKey)'; remove one"
                    ))
            }
            result.insert(match.option)
        }
        return result
    }

    /// The first value of each known key; unknown and repeated keys are reported. A member's path is
    /// built only when it is reported (building it for every member cost a quarter of loading).
    mutating func keys(
        _ members: [JSONNode.Member], at path: ConfigurationPath, known: [ConfigurationKey]
    )
        -> Fields
    {
        var fields = Fields()
        func memberPath(_ key: String) -> String { path.key(key).description }
        for member in members {
            // Matched against this object's few keys, not every key's raw value.
            guard let key = known.first(where: { $0.rawValue == member.key }) else {
                let names = known.map(\.rawValue)
                let hint = Suggestion.didYouMean(
                    member.key, in: names, aliases: ConfigurationFormat.keyAliases)
                findings.append(
                    Finding(
                        .error, .unknownKey, at: memberPath(member.key), offset: member.keyOffset,
                        ConfigurationMessages.unknownKey(
                            member.key, in: path.description, hint: hint, keys: names)))
                continue
            }
            if fields[key] != nil {
                findings.append(
                    Finding(
                        .error, .duplicateKey, at: memberPath(member.key), offset: member.keyOffset,
                        ConfigurationMessages.duplicateKey(member.key, in: path.description)))
                continue
            }
            fields[key] = member.value
        }
        return fields
    }

    /// An object's known members by key: a handful, so a linear search beats hashing each key's text.
    struct Fields {
        private var members: [(key: ConfigurationKey, value: JSONNode)] = []

        subscript(key: ConfigurationKey) -> JSONNode? {
            get { members.first { $0.key == key }?.value }
            set {
                members.removeAll { $0.key == key }
                if let newValue { members.append((key, newValue)) }
            }
        }
    }

    static func literal(_ node: JSONNode) -> String {
        switch node.value {
        case .int(let value): " (\(value)); write it in double quotes"
        case .double(let value): " (\(value)); write it in double quotes"
        case .bool(let value): " (\(value)); write it in double quotes"
        default: ""
        }
    }
}

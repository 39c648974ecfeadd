/// The platform's rules for categories and actions, applied alike to categories declared in Swift and
/// decoded from JSON.
enum CategoryValidator {
    /// The longest string, in characters (Unicode scalars, as JSON Schema's `maxLength` counts), that a
    /// configuration may hold: a whole push payload is 4,096 bytes.
    static let maxStringLength = 1024

    static func validate(_ categories: [NotificationCategory], profile: PlatformProfile) -> [Finding] {
        var findings: [Finding] = []
        var firstCategory: [CategoryIdentifier: Int] = [:]
        var firstActionDefinition: [ActionIdentifier: (category: Int, action: NotificationAction)] = [:]

        for (c, category) in categories.enumerated() {
            var path: String { "categories[\(c)]" }
            var name: String { quoted(category.identifier) }
            func add(
                _ severity: ValidationIssue.Severity, _ code: ValidationIssue.Code, _ suffix: String,
                _ message: String
            ) {
                findings.append(Finding(severity, code, at: path + suffix, category: c, message))
            }

            if category.identifier.rawValue.isEmpty {
                add(
                    .error, .emptyIdentifier, ".identifier",
                    "the category identifier is empty; give it the non-empty identifier that notifications and push payloads name in 'aps.category'"
                )
            } else if let first = firstCategory[category.identifier] {
                add(
                    .error, .duplicateCategory, ".identifier",
                    "duplicate category identifier \(name): categories[\(first)] already declares it, and registering both would drop one; rename or remove one of them"
                )
            } else {
                firstCategory[category.identifier] = c
            }
            checkLength(
                category.identifier.rawValue, "category identifier", path + ".identifier", c, nil, &findings)
            checkIdentifier(
                category.identifier.rawValue, "the category identifier", path + ".identifier", c, nil,
                &findings)
            for (i, intent) in category.intentIdentifiers.enumerated() {
                checkLength(intent, "intent identifier", path + ".intentIdentifiers[\(i)]", c, nil, &findings)
            }

            if category.options.contains(.allowAnnouncement) {
                add(
                    .warning, .deprecatedOption, ".options",
                    "'allowAnnouncement' in category \(name) is ignored since iOS 15 (announcement is the user's choice in Settings); remove it"
                )
            }
            for (key, format) in [
                ("hiddenPreviewsBodyPlaceholder", category.hiddenPreviewsBodyPlaceholder),
                ("categorySummaryFormat", category.categorySummaryFormat),
            ] {
                guard let format else { continue }
                checkLength(format, key, path + "." + key, c, nil, &findings)
                checkVisibleText(format, "\(key) of category \(name)", path + "." + key, c, nil, &findings)
                if let problem = FormatDirective.firstInvalid(in: format) {
                    add(
                        .warning, .invalidFormatDirective, "." + key,
                        "\(key) \(quoted(format)) of category \(name) has \(problem); write %% for a literal percent sign and %u for the count"
                    )
                }
            }

            let actionCount = category.actions.count
            if actionCount > profile.defaultActionLimit {
                let dropped = category.actions.dropFirst(profile.defaultActionLimit).map(
                    \.identifier.rawValue)
                add(
                    .error, .tooManyActions, ".actions",
                    "category \(name) has \(actionCount) actions, but the \(profile) profile shows at most \(profile.defaultActionLimit) and the system silently drops \(quotedList(dropped)); move them to another category or remove them"
                )
            }
            if category.minimalActions == nil, actionCount > profile.minimalActionLimit {
                let shown = category.actions.prefix(profile.minimalActionLimit).map(\.identifier.rawValue)
                add(
                    .warning, .implicitMinimalActions, "",
                    "category \(name) has \(actionCount) actions but no 'minimalActions': banners and the lock screen show only the first \(profile.minimalActionLimit) (\(quotedList(shown))); name the ones that matter in 'minimalActions'"
                )
            }
            if let first = category.actions.first, first.options.contains(.destructive) {
                findings.append(
                    Finding(
                        .warning, .destructiveFirstAction, at: path + ".actions[0]", category: c, action: 0,
                        "the first action \(quoted(first.identifier)) of category \(name) is destructive: it is the most prominent button in banners and the easiest to press by mistake; put a non-destructive action first"
                    ))
            }

            var actionIndices: [ActionIdentifier: Int] = [:]
            for (a, action) in category.actions.enumerated() {
                validate(
                    action, at: a, in: category, c, &actionIndices, &firstActionDefinition, categories,
                    &findings)
            }

            if let minimal = category.minimalActions {
                var seen: Set<ActionIdentifier> = []
                for (m, identifier) in minimal.enumerated() {
                    let suffix = ".minimalActions[\(m)]"
                    if actionIndices[identifier] == nil {
                        var names: [String] = []
                        for action in category.actions where !names.contains(action.identifier.rawValue) {
                            names.append(action.identifier.rawValue)
                        }
                        let hint = Suggestion.didYouMean(identifier.rawValue, in: names)
                        add(
                            .error, .unknownMinimalAction, suffix,
                            "'minimalActions' of category \(name) names \(quoted(identifier)), which is not one of its actions (\(quotedList(names))).\(hint.isEmpty ? " Name one of them instead." : hint)"
                        )
                    } else if !seen.insert(identifier).inserted {
                        add(
                            .error, .duplicateMinimalAction, suffix,
                            "'minimalActions' of category \(name) names \(quoted(identifier)) twice; list each action once"
                        )
                    }
                }
                let known = minimal.filter { actionIndices[$0] != nil }
                if profile != .legacy, known.count == minimal.count, Set(known).count == known.count,
                    known != category.actions.prefix(known.count).map(\.identifier)
                {
                    let order = category.registeredActions(for: profile).map(\.identifier.rawValue)
                    add(
                        .warning, .minimalActionsReordered, ".minimalActions",
                        "'minimalActions' of category \(name) (\(quotedList(known.map(\.rawValue)))) are not its first actions; iOS 10 and later take a banner's buttons from the start of the one action list, so they are registered first and the expanded view shows \(quotedList(order)). Declare them first, so the order you write is the order users see"
                    )
                }
                if minimal.count > profile.minimalActionLimit {
                    add(
                        .error, .tooManyMinimalActions, ".minimalActions",
                        "'minimalActions' of category \(name) has \(minimal.count) actions, but the minimal context shows at most \(profile.minimalActionLimit); keep the \(profile.minimalActionLimit) that matter most"
                    )
                }
            }
        }
        return findings
    }

    private static func validate(
        _ action: NotificationAction, at a: Int, in category: NotificationCategory, _ c: Int,
        _ actionIndices: inout [ActionIdentifier: Int],
        _ firstDefinition: inout [ActionIdentifier: (category: Int, action: NotificationAction)],
        _ categories: [NotificationCategory], _ findings: inout [Finding]
    ) {
        var path: String { "categories[\(c)].actions[\(a)]" }
        var name: String { quoted(action.identifier) }
        var categoryName: String { quoted(category.identifier) }
        func add(
            _ severity: ValidationIssue.Severity, _ code: ValidationIssue.Code, _ suffix: String,
            _ message: String
        ) {
            findings.append(Finding(severity, code, at: path + suffix, category: c, action: a, message))
        }

        if action.identifier.rawValue.isEmpty {
            add(
                .error, .emptyIdentifier, ".identifier",
                "action \(a) of category \(categoryName) has an empty identifier; give it the identifier your handler routes on"
            )
        } else if action.identifier.isReserved {
            let meaning =
                action.identifier == .defaultAction ? "a tap on the notification body" : "a dismissal"
            add(
                .error, .reservedIdentifier, ".identifier",
                "action identifier \(name) in category \(categoryName) is reserved by the system for \(meaning); choose another identifier"
            )
        } else if let first = actionIndices[action.identifier] {
            add(
                .error, .duplicateAction, ".identifier",
                "duplicate action identifier \(name) in category \(categoryName): actions[\(first)] already uses it, and a response could not tell them apart; rename one of them"
            )
        } else {
            actionIndices[action.identifier] = a
            if let first = firstDefinition[action.identifier] {
                if first.category != c, first.action != action {
                    add(
                        .warning, .sharedActionIdentifier, ".identifier",
                        "action identifier \(name) is defined differently in categories \(quoted(categories[first.category].identifier)) and \(categoryName); the app's delegate tells actions apart by identifier alone, so give them distinct identifiers or identical definitions"
                    )
                }
            } else {
                firstDefinition[action.identifier] = (c, action)
            }
        }
        checkLength(action.identifier.rawValue, "action identifier", path + ".identifier", c, a, &findings)
        checkIdentifier(
            action.identifier.rawValue, "the identifier of action \(a) in category \(categoryName)",
            path + ".identifier", c, a, &findings)

        if action.title.allSatisfy(\.isWhitespace) {
            add(
                .error, .emptyTitle, ".title",
                "action \(name) of category \(categoryName) has an empty title; give the button a label")
        }
        checkLength(action.title, "title", path + ".title", c, a, &findings)
        checkVisibleText(action.title, "the title of action \(name)", path + ".title", c, a, &findings)

        if action.options.contains([.foreground, .authenticationRequired]) {
            add(
                .warning, .redundantAuthentication, ".options",
                "action \(name) of category \(categoryName) opens the app ('foreground'), which always requires an unlocked device; remove 'authenticationRequired'"
            )
        }
        if let textInput = action.textInput {
            if textInput.buttonTitle.allSatisfy(\.isWhitespace) {
                add(
                    .error, .missingButtonTitle, ".textInput.buttonTitle",
                    "text-input action \(name) of category \(categoryName) has no button title; set 'buttonTitle' (for example \"Send\")"
                )
            }
            checkLength(
                textInput.buttonTitle, "button title", path + ".textInput.buttonTitle", c, a, &findings)
            checkLength(
                textInput.placeholder, "placeholder", path + ".textInput.placeholder", c, a, &findings)
            checkVisibleText(
                textInput.buttonTitle, "the button title of action \(name)", path + ".textInput.buttonTitle",
                c, a,
                &findings)
            checkVisibleText(
                textInput.placeholder, "the placeholder of action \(name)", path + ".textInput.placeholder",
                c, a,
                &findings)
            if action.options.contains(.authenticationRequired) {
                add(
                    .warning, .textInputAuthentication, ".options",
                    "text-input action \(name) of category \(categoryName) requires authentication, so the user must unlock the device before replying from the lock screen; remove 'authenticationRequired' unless the reply touches private data"
                )
            }
        }
        if let icon = action.icon {
            if icon.name.isEmpty {
                add(
                    .error, .invalidIcon, ".icon",
                    "the icon of action \(name) in category \(categoryName) has an empty image name; name an SF Symbol ('systemImageName') or a template image ('templateImageName')"
                )
            }
            checkLength(icon.name, "icon name", path + ".icon", c, a, &findings)
        }
    }

    /// An identifier must match notifications and payloads exactly: not blank, not padded with whitespace
    /// (a copy-paste slip no payload will reproduce), no control characters. An empty one is reported apart.
    private static func checkIdentifier(
        _ text: String, _ what: @autoclosure () -> String, _ path: @autoclosure () -> String, _ c: Int?,
        _ a: Int?, _ findings: inout [Finding]
    ) {
        guard !text.isEmpty else { return }
        let problem: String
        if text.unicodeScalars.contains(where: isControl) {
            problem =
                "holds control characters (\(visible(String(text.unicodeScalars.filter(isControl).prefix(5).map(Character.init))))), which no payload or code can spell reliably"
        } else if text.allSatisfy(\.isWhitespace) {
            problem = "is blank (only whitespace)"
        } else if text.first!.isWhitespace || text.last!.isWhitespace {
            problem = "starts or ends with whitespace, which payloads and code will not reproduce"
        } else {
            return
        }
        findings.append(
            Finding(
                .error, .invalidIdentifier, at: path(), category: c, action: a,
                "\(quoted(text)), \(what()), \(problem); use letters, digits, '.', '-' and '_'"))
    }

    /// Text the user reads: control characters render as garbage on the lock screen (and can rewrite a
    /// terminal or a generated source file), so they are reported.
    private static func checkVisibleText(
        _ text: String, _ what: @autoclosure () -> String, _ path: @autoclosure () -> String, _ c: Int?,
        _ a: Int?, _ findings: inout [Finding]
    ) {
        guard text.unicodeScalars.contains(where: isControl) else { return }
        findings.append(
            Finding(
                .warning, .controlCharacters, at: path(), category: c, action: a,
                "\(quoted(text)), \(what()), holds control characters, which show as garbage on the lock screen; remove them"
            ))
    }

    private static func checkLength(
        _ text: String, _ what: String, _ path: @autoclosure () -> String, _ c: Int?, _ a: Int?,
        _ findings: inout [Finding]
    ) {
        // Counted in bytes first: a string of no more bytes than the limit has no more characters.
        guard text.utf8.count > maxStringLength else { return }
        let length = text.unicodeScalars.count
        guard length > maxStringLength else { return }
        findings.append(
            Finding(
                .error, .stringTooLong, at: path(), category: c, action: a,
                "the \(what) \(quoted(text)) is \(length) characters long; strings are limited to \(maxStringLength) characters (a whole push payload is 4,096 bytes)"
            ))
    }
}

/// Checks `printf`-style format strings such as `%u new messages`.
enum FormatDirective {
    /// A description of the first `%` that does not start a valid directive, or `nil`.
    static func firstInvalid(in format: String) -> String? {
        let scalars = Array(format.unicodeScalars)
        var index = 0
        while index < scalars.count {
            defer { index += 1 }
            guard scalars[index] == "%" else { continue }
            let start = index
            index += 1
            guard index < scalars.count else { return "a '%' at its end that starts no directive" }
            if scalars[index] == "%" { continue }
            // %[argument$][flags][width][.precision][length]conversion
            var lookahead = index
            while lookahead < scalars.count, ("0"..."9").contains(scalars[lookahead]) { lookahead += 1 }
            if lookahead > index, lookahead < scalars.count, scalars[lookahead] == "$" {
                index = lookahead + 1
            }
            // No flags: "50% off" is a legal printf directive ("% o") but never what a notification means.
            while index < scalars.count, ("0"..."9").contains(scalars[index]) { index += 1 }
            if index < scalars.count, scalars[index] == "." {
                index += 1
                while index < scalars.count, ("0"..."9").contains(scalars[index]) { index += 1 }
            }
            while index < scalars.count, "hlqLzjt".unicodeScalars.contains(scalars[index]) { index += 1 }
            guard index < scalars.count, "@diuxXfcs".unicodeScalars.contains(scalars[index]) else {
                return "a '%' at position \(start + 1) that starts no valid directive"
            }
        }
        return nil
    }
}

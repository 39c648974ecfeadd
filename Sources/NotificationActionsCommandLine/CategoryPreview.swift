@_spi(Generated) import NotificationActions
import NotificationActionsTooling

/// Renders categories as the user sees them, as plain text.
enum CategoryPreview {
    static func text(_ registry: CategoryRegistry, only: CategoryIdentifier? = nil, colour: Bool = false)
        -> String
    {
        let style = Style(enabled: colour)
        var lines: [String] = []
        for category in registry.categories where only == nil || category.identifier == only {
            var header = "  \(style.bold(visible(category.identifier.rawValue)))"
            let options = NotificationCategory.Options.named.filter { category.options.contains($0.option) }
                .map(\.name)
            if !options.isEmpty { header += "  [\(options.joined(separator: ", "))]" }
            let presentation = NotificationCategory.ForegroundPresentation.named
                .filter { category.foregroundPresentation.contains($0.option) }.map(\.name)
            header +=
                "  foreground: \(presentation.isEmpty ? "not shown" : presentation.joined(separator: ", "))"
            lines.append(header)
            for context in ActionContext.allCases {
                let actions = registry.actions(for: category.identifier, in: context)
                let label = context == .default ? "expanded" : "banner  "
                let rendered =
                    actions.isEmpty
                    ? "(no buttons)"
                    : actions.map { action in
                        action.options.contains(.destructive) ? style.red(describe(action)) : describe(action)
                    }.joined(separator: " · ")
                lines.append("    \(style.dim(label))  \(rendered)")
            }
            // What the lock screen shows when previews are hidden, and how a stack of them is summed up.
            if let placeholder = category.hiddenPreviewsBodyPlaceholder {
                lines.append("    \(style.dim("hidden  "))  \"\(visible(placeholder))\"")
            }
            if let summary = category.categorySummaryFormat {
                lines.append("    \(style.dim("summary "))  \"\(visible(summary))\"")
            }
            // The custom keys the server sends beside aps, as declared: one line each, nested keys indented.
            if !category.payload.isEmpty {
                lines.append("    \(style.dim("payload "))  the keys beside \"aps\":")
                lines += payloadLines(category.payload, indent: "      ")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// `key: type`, `key?: type` for optional keys, an object's keys below it.
    static func payloadLines(_ fields: [PayloadField], indent: String) -> [String] {
        var lines: [String] = []
        for field in fields {
            let name = visible(field.name) + (field.isOptional ? "?" : "")
            let summary = field.summary.map { "  — \(visible($0))" } ?? ""
            lines.append("\(indent)\(name): \(field.type.description)\(summary)")
            var type = field.type
            while case .array(let element) = type.shape { type = element }
            if case .object(let nested) = type.shape { lines += payloadLines(nested, indent: indent + "  ") }
        }
        return lines
    }

    /// ANSI styles, or none when output is not a terminal.
    struct Style {
        var enabled: Bool
        func bold(_ text: String) -> String { enabled ? "\u{1B}[1m\(text)\u{1B}[0m" : text }
        func red(_ text: String) -> String { enabled ? "\u{1B}[31m\(text)\u{1B}[0m" : text }
        func dim(_ text: String) -> String { enabled ? "\u{1B}[2m\(text)\u{1B}[0m" : text }
    }

    /// `Reply [type: "Write…" → Send] (background)`.
    static func describe(_ action: NotificationAction) -> String {
        // Text from the configuration is shown with its control characters visible, never sent raw to a
        // terminal (an escape sequence in a title must not clear the screen).
        var text = visible(action.title)
        var notes: [String] = []
        if let input = action.textInput {
            let button = visible(input.buttonTitle)
            notes.append(
                input.placeholder.isEmpty
                    ? "type → \(button)" : "type: \"\(visible(input.placeholder))\" → \(button)")
        }
        if action.options.contains(.destructive) { notes.append("red") }
        notes.append(action.opensApp ? "opens app" : "background")
        if action.options.contains(.authenticationRequired) { notes.append("unlock") }
        if let icon = action.icon { notes.append("icon \(visible(icon.name))") }
        text += " (\(notes.joined(separator: ", ")))"
        return text
    }
}

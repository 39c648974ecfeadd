@_spi(Generated) import NotificationActions
import NotificationActionsTooling

/// A self-contained page of notification cards that resemble the system's: per category, the banner
/// (minimal context) and the expanded view (default context).
enum HTMLPreview {
    static func page(_ registry: CategoryRegistry, source: String, only: CategoryIdentifier? = nil) -> String
    {
        var body = ""
        for category in registry.categories where only == nil || category.identifier == only {
            body += section(category, registry)
        }
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Notification categories — \(escape(source))</title>
            <style>
            \(style)
            </style>
            </head>
            <body>
            <header><h1>Notification categories</h1><p>\(escape(source)) · profile \(escape(registry.profile.name)) · \(registry.categories.count) categories</p></header>
            <main>
            \(body)</main>
            </body>
            </html>

            """
    }

    private static func section(_ category: NotificationCategory, _ registry: CategoryRegistry) -> String {
        let options = NotificationCategory.Options.named.filter { category.options.contains($0.option) }.map(
            \.name)
        let presentation = NotificationCategory.ForegroundPresentation.named
            .filter { category.foregroundPresentation.contains($0.option) }.map(\.name)
        let body =
            category.hiddenPreviewsBodyPlaceholder.map { $0.replacingOccurrences(of: "%u", with: "2") }
            ?? "A notification of category “\(category.identifier)”"
        let banner = registry.actions(for: category.identifier, in: .minimal)
        let expanded = registry.actions(for: category.identifier, in: .default)
        var html = "<section class=\"category\">\n"
        html += "<h2><code>\(escape(category.identifier.rawValue))</code></h2>\n<p class=\"meta\">"
        html +=
            options.isEmpty
            ? "no options" : options.map { "<span class=\"tag\">\(escape($0))</span>" }.joined(separator: " ")
        html +=
            " · in the foreground: \(presentation.isEmpty ? "not shown" : escape(presentation.joined(separator: ", ")))</p>\n"
        html += "<div class=\"views\">\n"
        html +=
            "<figure><figcaption>Banner (minimal context: \(banner.count) of \(category.actions.count))</figcaption>\n"
        html += "<div class=\"card banner\">\(header(body))<div class=\"row-buttons\">"
        html += banner.map {
            "<span class=\"button\(($0.options.contains(.destructive)) ? " destructive" : "")\">\(escape($0.title))</span>"
        }.joined()
        html += banner.isEmpty ? "<span class=\"none\">no buttons</span>" : ""
        html += "</div></div></figure>\n"
        html +=
            "<figure><figcaption>Expanded (default context: \(expanded.count) of \(category.actions.count))</figcaption>\n"
        html += "<div class=\"card expanded\">\(header(body))</div>\n<ul class=\"menu\">"
        for action in expanded {
            html += "<li class=\"\(action.options.contains(.destructive) ? "destructive" : "")\">"
            html += "<span class=\"title\">\(escape(action.title))</span>"
            var notes: [String] = [action.opensApp ? "opens app" : "background"]
            if action.options.contains(.authenticationRequired) { notes.append("unlock") }
            html += "<span class=\"notes\">\(escape(notes.joined(separator: " · ")))</span>"
            if let icon = action.icon {
                html += "<span class=\"icon\" title=\"\(escape(icon.name))\">\(escape(icon.name))</span>"
            }
            if let input = action.textInput {
                html +=
                    "<div class=\"reply\"><span class=\"field\">\(escape(input.placeholder.isEmpty ? " " : input.placeholder))</span>"
                html += "<span class=\"send\">\(escape(input.buttonTitle))</span></div>"
            }
            html += "<code>\(escape(action.identifier.rawValue))</code></li>"
        }
        if expanded.isEmpty { html += "<li class=\"none\">no buttons</li>" }
        html += "</ul></figure>\n</div>\n</section>\n"
        return html
    }

    private static func header(_ body: String) -> String {
        "<div class=\"app\"><span class=\"app-icon\"></span><span class=\"app-name\">YOUR APP</span><span class=\"time\">now</span></div>"
            + "<div class=\"n-title\">Notification title</div><div class=\"n-body\">\(escape(body))</div>"
    }

    static func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }

    private static let style = """
        :root { color-scheme: light; font-family: -apple-system, "SF Pro Text", "Helvetica Neue", Arial, sans-serif; }
        body { margin: 0; background: linear-gradient(160deg, #5b7fd6, #a36bd1 55%, #e98a9f); min-height: 100vh; color: #111; }
        header { padding: 24px 32px 8px; color: white; }
        header h1 { margin: 0; font-size: 26px; }
        header p { margin: 4px 0 0; opacity: .85; }
        main { display: flex; flex-wrap: wrap; gap: 24px; padding: 16px 32px 32px; }
        .category { background: rgba(255,255,255,.18); border-radius: 20px; padding: 16px 18px; width: 690px; box-sizing: border-box; }
        .category h2 { margin: 0; color: white; font-size: 18px; }
        .meta { color: white; margin: 4px 0 12px; font-size: 13px; }
        .tag { background: rgba(0,0,0,.25); border-radius: 6px; padding: 1px 6px; }
        .views { display: flex; gap: 18px; align-items: flex-start; }
        figure { margin: 0; width: 318px; }
        figcaption { color: white; font-size: 12px; margin-bottom: 6px; text-transform: uppercase; letter-spacing: .04em; }
        .card { background: rgba(245,245,247,.92); border-radius: 18px; padding: 12px 14px; box-shadow: 0 6px 20px rgba(0,0,0,.18); }
        .app { display: flex; align-items: center; gap: 6px; font-size: 12px; color: #555; }
        .app-icon { width: 18px; height: 18px; border-radius: 5px; background: linear-gradient(135deg, #34c759, #0a84ff); display: inline-block; }
        .app-name { flex: 1; letter-spacing: .03em; }
        .n-title { font-weight: 600; margin-top: 6px; font-size: 15px; }
        .n-body { font-size: 15px; margin-top: 2px; overflow: hidden; display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; }
        .row-buttons { display: flex; gap: 8px; margin-top: 10px; }
        .button { flex: 1; text-align: center; background: rgba(120,120,128,.16); border-radius: 10px; padding: 8px; font-size: 14px; color: #0a60d6; }
        .destructive, .destructive .title, .button.destructive { color: #ff3b30 !important; }
        .menu { list-style: none; margin: 10px 0 0; padding: 0; background: rgba(245,245,247,.95); border-radius: 14px; overflow: hidden; box-shadow: 0 6px 20px rgba(0,0,0,.18); }
        .menu li { padding: 10px 14px; border-top: 1px solid rgba(60,60,67,.18); font-size: 15px; display: flex; flex-wrap: wrap; align-items: baseline; gap: 6px; }
        .menu li:first-child { border-top: none; }
        .menu .title { flex: 1; }
        .menu .notes { font-size: 11px; color: #666; }
        .menu .icon { font-size: 11px; color: #333; background: rgba(0,0,0,.06); border-radius: 5px; padding: 1px 5px; }
        .menu code { width: 100%; font-size: 11px; color: #888; }
        .reply { width: 100%; display: flex; gap: 6px; margin-top: 4px; }
        .field { flex: 1; border: 1px solid #c7c7cc; border-radius: 14px; padding: 4px 10px; color: #999; background: white; font-size: 13px; }
        .send { background: #0a84ff; color: white; border-radius: 14px; padding: 4px 10px; font-size: 13px; }
        .none { color: #888; font-style: italic; }
        """
}

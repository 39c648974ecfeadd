import Foundation
import NotificationActions

extension CommandLineTool {
    mutating func preview(_ parsed: Arguments) throws(UsageError) {
        guard parsed.operands.count == 1, let path = parsed.operands.first else {
            throw UsageError(
                command: "preview",
                message: "'preview' takes exactly one CONFIG file (or - for standard input)")
        }
        guard let bytes = read(path) else {
            result.exitCode = 2
            return
        }
        let name = path == "-" ? "<stdin>" : path
        let report = CategoryRegistry.validate(jsonData: bytes, profile: Self.profile(parsed), fileName: name)
        guard let registry = report.registry else {
            for issue in report.issues { print(issue.description) }
            print(
                "\(name): invalid: \(Self.plural(report.errors.count, "error")); fix them to preview the categories"
            )
            result.exitCode = 1
            return
        }
        var only: CategoryIdentifier?
        if let wanted = parsed["category"] {
            guard registry.contains(CategoryIdentifier(wanted)) else {
                let names = registry.categoryIdentifiers.map(\.rawValue)
                let hint = Suggestion.didYouMean(wanted, in: names)
                throw UsageError(
                    command: "preview",
                    message:
                        "\(name) has no category '\(wanted)'.\(hint) Its categories are \(names.map { "'\($0)'" }.joined(separator: ", "))."
                )
            }
            only = CategoryIdentifier(wanted)
        }
        print(CategoryPreview.text(registry, only: only, colour: isTerminal))
        for warning in report.warnings { printError(warning.description) }
        if let out = parsed["html"] {
            let page = HTMLPreview.page(registry, source: name, only: only)
            do {
                try Data(page.utf8).write(to: URL(fileURLWithPath: out))
                print("wrote \(out)")
            } catch {
                printError("\(out): error: cannot write the page: \(error.localizedDescription)")
                result.exitCode = 2
            }
        }
    }
}

import Foundation
@_spi(Generated) import NotificationActions

/// One key of a `.stringsdict` file — the plural, device and width rules of `.strings` projects — as a
/// translation with its forms, like a String Catalog's variations:
///
/// - a format with variables: `NSStringLocalizedFormatKey` (`"%#@messages@"`) and, per variable, a
///   dictionary with `NSStringFormatSpecTypeKey` `NSStringPluralRuleType`, `NSStringFormatValueTypeKey`
///   (`u`) and the forms `zero`, `one`, `two`, `few`, `many`, `other`, each holding its own directive;
/// - `NSStringDeviceSpecificRuleType`: a string per device (`iphone`, `ipad`, `mac`, `other`…);
/// - `NSStringVariableWidthRuleType`: a string per width.
enum StringsDictionary {
    static let pluralForms = ["zero", "one", "two", "few", "many", "other"]

    /// The translation of one key's rule, or `nil` when it holds no string.
    static func translation(_ rule: Any?, location: IssueLocation) -> StringsCatalog.Translation? {
        guard let rule = rule as? [String: Any] else {
            guard let text = rule as? String else { return nil }
            return .init(value: text, state: "translated", location: location)
        }
        var forms: [StringsCatalog.Translation.Form] = []
        var shown: String?
        for (kind, name) in [
            ("NSStringDeviceSpecificRuleType", "device"), ("NSStringVariableWidthRuleType", "width"),
        ] {
            guard let variants = rule[kind] as? [String: Any] else { continue }
            for variant in variants.keys.sorted() {
                guard let text = variants[variant] as? String else { continue }
                forms.append(.init(variant: "\(name).\(variant)", value: text, state: "translated"))
            }
            shown = shown ?? (variants["iphone"] ?? variants["other"] ?? variants.values.first) as? String
        }
        if let format = rule["NSStringLocalizedFormatKey"] as? String {
            let variables = rule.keys.sorted().compactMap { name -> (String, [String: String])? in
                guard let variable = rule[name] as? [String: Any],
                    variable["NSStringFormatSpecTypeKey"] as? String == "NSStringPluralRuleType"
                else { return nil }
                var texts: [String: String] = [:]
                for form in pluralForms { texts[form] = variable[form] as? String }
                return (name, texts)
            }
            func resolve(choosing: (String, String)?) -> String {
                var text = format
                for (name, texts) in variables {
                    let form = choosing.flatMap { $0.0 == name ? $0.1 : nil } ?? texts["other"] ?? ""
                    text = text.replacingOccurrences(of: "%#@\(name)@", with: form)
                }
                return text
            }
            forms.append(.init(variant: "", value: resolve(choosing: nil), state: "translated"))
            for (name, texts) in variables {
                for form in pluralForms {
                    guard let text = texts[form] else { continue }
                    forms.append(
                        .init(
                            variant: "\(name).plural.\(form)", value: resolve(choosing: (name, text)),
                            state: "translated"))
                }
            }
            shown = shown ?? resolve(choosing: nil)
        }
        guard let shown else { return nil }
        return .init(value: shown, state: "translated", location: location, forms: forms)
    }
}

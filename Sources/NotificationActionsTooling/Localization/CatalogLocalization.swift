import Foundation
@_spi(Generated) import NotificationActions

/// One language's localization of one String Catalog key, in every shape Xcode 15 to 26 writes: a plain
/// `stringUnit`; `variations` by `device` (iphone, ipad, mac, watch, vision, other…) and by `plural`
/// (zero, one, two, few, many, other), nested either way; and `substitutions` — `%#@name@` in the string,
/// each substitution with its `argNum`, `formatSpecifier` and its own plural variations, where `%arg`
/// stands for the substituted number.
enum CatalogLocalization {
    /// A string form before substitutions are applied: its variant path, text and state.
    private struct Leaf {
        var variant: String
        var value: String
        var state: String
    }

    private struct Substitution {
        var name: String
        /// The directive `%arg` and `%#@name@` stand for, such as `%u` or `%lld`.
        var directive: String
        var forms: [Leaf]
    }

    /// The translation a localization gives, or `nil` when it has no string at all.
    static func translation(_ localization: JSONNode, location: IssueLocation) -> StringsCatalog.Translation?
    {
        let leaves = self.leaves(localization, variant: "")
        guard !leaves.isEmpty else { return nil }
        let substitutions = (localization["substitutions"]?.members ?? []).map { member in
            let specifier = member.value["formatSpecifier"]?.stringValue ?? "@"
            return Substitution(
                name: member.key, directive: "%" + specifier,
                forms: self.leaves(member.value, variant: "substitutions.\(member.key)"))
        }
        var forms: [StringsCatalog.Translation.Form] = []
        for leaf in leaves {
            // The string as written, each substitution at its `other` form; then each substitution's
            // every form in turn, so a variant that drops or changes the directive is caught.
            forms.append(
                .init(variant: leaf.variant, value: resolve(leaf.value, substitutions), state: leaf.state))
            for substitution in substitutions {
                for form in substitution.forms {
                    forms.append(
                        .init(
                            variant: [leaf.variant, form.variant].filter { !$0.isEmpty }.joined(
                                separator: "."),
                            value: resolve(
                                leaf.value, substitutions, choosing: (substitution.name, form.value)),
                            state: form.state))
                }
            }
        }
        let shown = preferred(leaves)
        let state = forms.first { $0.state != "translated" }?.state ?? "translated"
        return StringsCatalog.Translation(
            value: resolve(shown.value, substitutions), state: state, location: location, forms: forms)
    }

    /// Every string unit under `node`, depth first, with the path of variations that leads to it.
    private static func leaves(_ node: JSONNode, variant: String) -> [Leaf] {
        if let unit = node["stringUnit"] {
            return [
                Leaf(
                    variant: variant, value: unit["value"]?.stringValue ?? "",
                    state: unit["state"]?.stringValue ?? "translated")
            ]
        }
        var found: [Leaf] = []
        for kind in node["variations"]?.members ?? [] {
            for form in kind.value.members ?? [] {
                let path = [variant, kind.key, form.key].filter { !$0.isEmpty }.joined(separator: ".")
                found += leaves(form.value, variant: path)
            }
        }
        return found
    }

    /// The form to show: the iPhone's (else the device `other`), and the plural `other`.
    private static func preferred(_ leaves: [Leaf]) -> Leaf {
        func score(_ leaf: Leaf) -> Int {
            var score = 0
            if leaf.variant.contains("device.iphone") {
                score += 4
            } else if leaf.variant.contains("device.other") {
                score += 2
            }
            if leaf.variant.contains("plural.other") { score += 1 }
            return score
        }
        return leaves.max { score($0) < score($1) } ?? leaves[0]
    }

    /// `text` with each `%#@name@` replaced by its substitution's `other` form (or `choosing`'s form for
    /// that name), and `%arg` in it by the substitution's directive.
    private static func resolve(
        _ text: String, _ substitutions: [Substitution], choosing: (name: String, value: String)? = nil
    ) -> String {
        var result = text
        for substitution in substitutions {
            let token = "%#@\(substitution.name)@"
            guard result.contains(token) else { continue }
            let form =
                choosing.flatMap { $0.name == substitution.name ? $0.value : nil }
                ?? (substitution.forms.first { $0.variant.hasSuffix("plural.other") }
                ?? substitution.forms.first)?
                .value ?? substitution.directive
            result = result.replacingOccurrences(
                of: token, with: form.replacingOccurrences(of: "%arg", with: substitution.directive))
        }
        return result
    }
}

/// The text encodings `.strings` files come in: UTF-8 (with or without a byte-order mark) and UTF-16,
/// little- or big-endian, with or without one. Everything is read as UTF-8.
enum StringsFileEncoding {
    static func utf8(_ bytes: [UInt8]) -> [UInt8] {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return Array(bytes.dropFirst(3)) }
        if bytes.starts(with: [0xFF, 0xFE]) { return decode(bytes.dropFirst(2), littleEndian: true) }
        if bytes.starts(with: [0xFE, 0xFF]) { return decode(bytes.dropFirst(2), littleEndian: false) }
        // Without a mark: a file of mostly ASCII in UTF-16 has a zero in every other byte.
        let sample = bytes.prefix(200)
        guard sample.count >= 4, sample.count % 2 == 0 else { return bytes }
        let evenZeros = stride(from: 0, to: sample.count, by: 2).filter {
            sample[sample.startIndex + $0] == 0
        }.count
        let oddZeros = stride(from: 1, to: sample.count, by: 2).filter { sample[sample.startIndex + $0] == 0 }
            .count
        let half = sample.count / 2
        if oddZeros * 2 > half, evenZeros == 0 { return decode(bytes[...], littleEndian: true) }
        if evenZeros * 2 > half, oddZeros == 0 { return decode(bytes[...], littleEndian: false) }
        return bytes
    }

    private static func decode(_ bytes: ArraySlice<UInt8>, littleEndian: Bool) -> [UInt8] {
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = bytes.startIndex
        while index + 1 < bytes.endIndex {
            let (low, high) =
                littleEndian ? (bytes[index], bytes[index + 1]) : (bytes[index + 1], bytes[index])
            units.append(UInt16(high) << 8 | UInt16(low))
            index += 2
        }
        return Array(String(decoding: units, as: UTF16.self).utf8)
    }
}

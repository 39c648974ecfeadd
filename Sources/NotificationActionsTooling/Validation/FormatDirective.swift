@_spi(Generated) import NotificationActions

/// Checks `printf`-style format strings such as `%u new messages`.
package enum FormatDirective {
    /// The directives of a format, as written without their argument positions (`%1$@` is `%@`), sorted:
    /// what a translation must keep. `%%` is not a directive.
    package static func directives(in format: String) -> [String] {
        let scalars = Array(format.unicodeScalars)
        var found: [String] = []
        var index = 0
        while index < scalars.count {
            defer { index += 1 }
            guard scalars[index] == "%", index + 1 < scalars.count else { continue }
            index += 1
            if scalars[index] == "%" { continue }
            var lookahead = index
            while lookahead < scalars.count, ("0"..."9").contains(scalars[lookahead]) { lookahead += 1 }
            if lookahead > index, lookahead < scalars.count, scalars[lookahead] == "$" {
                index = lookahead + 1
            }
            var spec = "%"
            while index < scalars.count, "0123456789.hlqLzjt".unicodeScalars.contains(scalars[index]) {
                if !("0"..."9").contains(scalars[index]) && scalars[index] != "." {
                    spec.unicodeScalars.append(scalars[index])
                }
                index += 1
            }
            if index < scalars.count { spec.unicodeScalars.append(scalars[index]) }
            found.append(spec)
        }
        return found.sorted()
    }

    /// A description of the first `%` that does not start a valid directive, or `nil`.
    package static func firstInvalid(in format: String) -> String? {
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

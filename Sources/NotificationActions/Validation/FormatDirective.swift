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

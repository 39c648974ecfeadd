/// "Did you mean" suggestions, by edit distance.
package enum Suggestion {
    /// The candidate closest to a misspelling, if it is close enough to be what was meant.
    ///
    /// A case-insensitive match always wins, then one that differs only in case and word separators
    /// (`order_id`, `order-id` and `orderID` — snake case against camel case, the commonest slip between a
    /// server and an app); otherwise the Levenshtein distance must be at most a third of the longer word
    /// (and at least 1), so `forground` suggests `foreground` but `x` suggests nothing.
    package static func closest<S: Sequence<String>>(
        to word: String, in candidates: S, aliases: [String: String] = [String: String]()
    )
        -> String?
    {
        if let alias = aliases[word] { return alias }
        let lowered = word.lowercased()
        let letters = Self.letters(of: word)
        var best: (candidate: String, distance: Int)?
        var sameLetters: String?
        for candidate in candidates {
            if candidate.lowercased() == lowered { return candidate }
            if sameLetters == nil, !letters.isEmpty, Self.letters(of: candidate) == letters {
                sameLetters = candidate
            }
            let limit = max(1, max(candidate.count, word.count) / 3)
            let distance = editDistance(word, candidate, limit: limit)
            if distance <= limit, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return sameLetters ?? best?.candidate
    }

    /// A word's letters and digits, lowercased, without `_`, `-`, `.` or spaces.
    private static func letters(of word: String) -> String {
        String(word.lowercased().unicodeScalars.filter { !"_-. ".unicodeScalars.contains($0) })
    }

    /// ` Did you mean 'x'?` or an empty string.
    package static func didYouMean<S: Sequence<String>>(
        _ word: String, in candidates: S, aliases: [String: String] = [String: String]()
    )
        -> String
    {
        closest(to: word, in: candidates, aliases: aliases).map {
            " Did you mean '\(shortened($0, limit: 120))'?"
        } ?? ""
    }

    /// The edit distance between two strings, counting an insertion, a deletion, a substitution or a swap of
    /// two neighbours as one edit (optimal string alignment), or a value above `limit` once it is certain
    /// to exceed it.
    package static func editDistance(_ lhs: String, _ rhs: String, limit: Int = .max) -> Int {
        let a = Array(lhs.unicodeScalars.prefix(256))
        let b = Array(rhs.unicodeScalars.prefix(256))
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > limit { return limit + 1 }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}

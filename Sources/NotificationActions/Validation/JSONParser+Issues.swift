extension JSONParser.Failure {
    /// The validation code that reports this failure: the JSON layer knows nothing of validation, so the
    /// translation lives here.
    package var code: ValidationIssue.Code {
        switch kind {
        case .syntax: .malformedJSON
        case .encoding: .invalidEncoding
        case .tooDeep: .nestingTooDeep
        case .empty: .emptyDocument
        }
    }
}

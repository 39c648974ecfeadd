import Testing

@testable @_spi(Generated) import NotificationActions
@testable import NotificationActionsTooling

@Suite("One diagnostics vocabulary")
struct DiagnosticsVocabularyTests {
    @Test("a registry error lists its errors first, however the document orders them")
    func errorsFirst() {
        let json =
            #"{"version":1,"categories":[{"identifier":"c","options":["allowAnnouncement"]},{"identifier":""}]}"#
        do {
            _ = try CategoryRegistry(jsonData: Array(json.utf8), fileName: "f.json")
            Issue.record("an empty identifier must throw")
        } catch {
            #expect(error.issues.map(\.severity) == [.error, .warning])
            #expect(error.issues.map(\.code) == [.emptyIdentifier, .deprecatedOption])
            #expect(
                error.description.hasPrefix(
                    "NotificationActions: the categories have 1 error and 1 warning:\n- f.json:1:93: error: ")
            )
        }
    }

    @Test("a repeated option is a warning, as it is reported")
    func duplicateOptionIsAWarning() {
        let report = CategoryRegistry.validate(
            jsonData: Array(
                #"{"version":1,"categories":[{"identifier":"c","options":["allowInCarPlay","allowInCarPlay"]}]}"#
                    .utf8))
        #expect(report.issues.map(\.code) == [.duplicateOption])
        #expect(report.issues.map(\.severity) == [.warning])
        #expect(report.isValid)
    }

    @Test(
        "each code carries its own topic, wherever it is declared",
        arguments: [
            (Diagnostic.Code.completionCalledTwice, "completion misuse"), (.handlerThrew, "handler error"),
            (.unknownCategory, "routing"), (.coldStartAbandoned, "cold start"), (.duplicateRoute, "coverage"),
            (.categoryRedefined, "registration"),
        ])
    func topics(_ code: Diagnostic.Code, _ topic: String) {
        #expect(code.topic.rawValue == topic)
        #expect(Diagnostic(code, .warning, "m").description == "NotificationActions: \(topic): m [\(code)]")
        #expect(Diagnostic.Code(rawValue: code.rawValue) == code)
    }

    @Test("validation issues and diagnostics share one severity; lists put errors first")
    func oneSeverity() {
        let issue: ValidationIssue.Severity = .error
        let diagnostic: Diagnostic.Severity = issue
        #expect(diagnostic == Severity.error)
        // Not Comparable (1.0: `.error < .warning` read backwards); the package orders by rank.
        #expect([Severity.warning, .error].sorted { $0.rank < $1.rank } == [.error, .warning])
    }
}

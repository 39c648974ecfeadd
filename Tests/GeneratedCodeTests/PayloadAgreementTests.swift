import Foundation
@_spi(Generated) import NotificationActions
import Testing

@testable import NotificationActionsTooling

/// One contract, three readers: `check-payload` (``PayloadCheck``), the JSON Schema of `schema --payloads`
/// and the generated decoder must give every push the same verdict, or a server's check passes and the app
/// drops the push as `payload-undecodable`. The declaration (Tests/Fixtures/payload-agreement.json) has a
/// key of every type; the cases (payload-agreement-cases.json, raw JSON text so numbers keep their
/// spelling) are its boundaries. Here: the check and the decoder of PayloadAgreement.generated.swift against
/// each case's verdict, and against each other on random pushes; Scripts/check-payload-agreement.py holds
/// the JSON Schema to the same verdicts (with Python's jsonschema, in CI).
@Suite("one contract, three readers")
struct PayloadAgreementTests {
    struct Case: Decodable, CustomTestStringConvertible {
        var name: String
        var accepted: Bool
        var set: [String: String]?
        var remove: [String]?
        var testDescription: String { name }
    }

    struct Cases: Decodable {
        var base: [String: String]
        var cases: [Case]
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static let fixture: Cases = {
        let url = root.appendingPathComponent("Tests/Fixtures/payload-agreement-cases.json")
        return try! JSONDecoder().decode(Cases.self, from: Data(contentsOf: url))
    }()

    static let check: PayloadCheck = {
        let url = root.appendingPathComponent("Tests/Fixtures/payload-agreement.json")
        return PayloadCheck(registry: try! CategoryRegistry(contentsOf: url))
    }()

    /// The push's text: the base push's keys (in a fixed order), with the case's keys set and removed.
    static func pushText(_ members: [String: String]) -> String {
        "{" + members.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \($0.value)" }.joined(separator: ", ")
            + "}"
    }

    static func members(of testCase: Case) -> [String: String] {
        var members = fixture.base
        for (key, value) in testCase.set ?? [:] { members[key] = value }
        for key in testCase.remove ?? [] { members[key] = nil }
        return members
    }

    /// check-payload's verdict: no error (warnings, such as an undeclared key, do not refuse a push).
    static func checkAccepts(_ text: String) -> (Bool, [String]) {
        let errors = check.check(Array(text.utf8)).filter { $0.severity == .error }
        return (errors.isEmpty, errors.map(\.description))
    }

    /// The app's verdict: the generated struct decodes from the push's userInfo.
    static func decoderAccepts(_ text: String) throws -> (Bool, String?) {
        guard case .object(let userInfo) = try JSONValue(parsing: Array(text.utf8)) else {
            Issue.record("not an object: \(text)")
            return (false, nil)
        }
        do {
            _ = try PayloadDecoding.decode(EveryPayload.self, from: userInfo)
            return (true, nil)
        } catch {
            return (false, "\(error)")
        }
    }

    @Test("the check and the generated decoder give each boundary case its verdict", arguments: fixture.cases)
    func boundary(_ testCase: Case) throws {
        let text = Self.pushText(Self.members(of: testCase))
        let (checked, errors) = Self.checkAccepts(text)
        let (decoded, failure) = try Self.decoderAccepts(text)
        #expect(checked == testCase.accepted, "check-payload: \(errors) for \(text)")
        #expect(decoded == testCase.accepted, "decoder: \(failure ?? "decoded") for \(text)")
    }

    @Test("the cases reach every declared key, and both verdicts")
    func casesCoverTheDeclaration() throws {
        let declared = Set(Self.check.registry.category("every")!.payload.map(\.name))
        let touched = Set(Self.fixture.cases.flatMap { Array($0.set?.keys ?? [:].keys) + ($0.remove ?? []) })
        #expect(
            declared.subtracting(touched).isEmpty, "keys no case changes: \(declared.subtracting(touched))")
        #expect(Self.fixture.cases.contains { $0.accepted } && Self.fixture.cases.contains { !$0.accepted })
    }

    /// Random pushes: one to three keys of the base push replaced — mostly by a value some case gives that
    /// key (valid or not), else by any case's value (so a value valid for one key lands on keys of every
    /// other type) — or removed; a seeded generator, so a failure names a push that can be run again.
    @Test("on random pushes the check and the decoder agree", arguments: [1, 2, 3, 4])
    func randomPushes(seed: UInt64) throws {
        var random = SeededGenerator(state: seed)
        let values = Array(Set(Self.fixture.cases.flatMap { $0.set?.values.map { $0 } ?? [] })).sorted()
        let keys = Self.fixture.base.keys.filter { $0 != "aps" }.sorted()
        var valuesOfKey: [String: [String]] = [:]
        for testCase in Self.fixture.cases {
            for (key, value) in testCase.set ?? [:] { valuesOfKey[key, default: []].append(value) }
        }
        var accepted = 0
        for _ in 0..<250 {
            var members = Self.fixture.base
            for _ in 0...(random.next() % 3) {
                let key = keys[Int(random.next() % UInt64(keys.count))]
                let pool = random.next() % 4 == 0 ? values : valuesOfKey[key, default: values]
                members[key] = random.next() % 8 == 0 ? nil : pool[Int(random.next() % UInt64(pool.count))]
            }
            let text = Self.pushText(members)
            let (checked, errors) = Self.checkAccepts(text)
            let (decoded, failure) = try Self.decoderAccepts(text)
            #expect(checked == decoded, "check: \(errors); decoder: \(failure ?? "decoded"); push: \(text)")
            if checked { accepted += 1 }
        }
        // The generator reaches both verdicts, or the agreement is vacuous.
        #expect(accepted > 10 && accepted < 240, "\(accepted) of 250 accepted")
    }
}

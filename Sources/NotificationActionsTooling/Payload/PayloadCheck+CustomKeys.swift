import Foundation
@_spi(Generated) import NotificationActions

// The custom keys beside `aps`, checked against the category's `payload` declaration: the half of the
// push the server decides, which Apple never reads and so never rejects ("Generating a remote
// notification": "custom keys … at the same level as the aps dictionary").

extension PayloadCheck {
    /// Checks the keys beside `aps` against `declared`: a required key missing, a value of the wrong type
    /// or outside its enum (errors), a key not declared (a warning, with "did you mean").
    func checkCustomKeys(
        _ root: JSONNode, members: [JSONNode.Member], declared: [PayloadField], category: CategoryIdentifier,
        into findings: inout PayloadFindings
    ) {
        let custom = members.filter {
            $0.key != "aps" && $0.key != Self.simulatorTargetBundleKey
                && $0.key != ServerChosenButtons.payloadKey
        }
        checkObject(custom, at: root.offset, declared, path: "", category: category, into: &findings)
    }

    /// The errors of `userInfo`'s custom keys against the declaration of `category`, each as `PATH: MESSAGE`
    /// — the test kit's check that a simulated push keeps the contract, with check-payload's own rules.
    package func customKeyErrors(in userInfo: [String: JSONValue], category: CategoryIdentifier) -> [String] {
        guard let declared = registry.category(category)?.payload, !declared.isEmpty,
            let root = try? JSONParser.parse(Array(JSONValue.object(userInfo).jsonText.utf8), maxDepth: 128),
            case .object(let members) = root.value
        else { return [] }
        var findings = PayloadFindings()
        checkCustomKeys(root, members: members, declared: declared, category: category, into: &findings)
        return findings.items.filter { $0.severity == .error }.map { "\($0.path): \($0.message)" }
    }

    private func checkObject(
        _ members: [JSONNode.Member], at offset: Int, _ declared: [PayloadField], path: String,
        category: CategoryIdentifier, into findings: inout PayloadFindings
    ) {
        func keyPath(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }
        for field in declared where !field.isOptional {
            let value = members.first { $0.key == field.name }?.value
            if value == nil || value?.value.isNull == true {
                findings.add(
                    .error, .missingPayloadKey,
                    PayloadMessages.missingPayloadKey(
                        keyPath(field.name), type: field.type, category: category,
                        present: value != nil),
                    at: value?.offset ?? offset, path: keyPath(field.name))
            }
        }
        let names = declared.map(\.name)
        for member in members {
            guard let field = declared.first(where: { $0.name == member.key }) else {
                findings.add(
                    .warning, .undeclaredPayloadKey,
                    PayloadMessages.undeclaredPayloadKey(
                        keyPath(member.key), category: category, hint: Self.hint(member.key, in: names),
                        declared: names),
                    at: member.keyOffset, path: keyPath(member.key))
                continue
            }
            // A null optional key is absent; a null required one was reported above.
            if member.value.value.isNull { continue }
            checkValue(
                member.value, field.type, path: keyPath(member.key), category: category, into: &findings)
        }
    }

    private func checkValue(
        _ node: JSONNode, _ type: PayloadType, path: String, category: CategoryIdentifier,
        into findings: inout PayloadFindings
    ) {
        func wrong() {
            findings.add(
                .error, .payloadTypeMismatch,
                PayloadMessages.payloadTypeMismatch(path, expected: type, found: node.described),
                at: node.offset, path: path)
        }
        switch type.shape {
        case .string: if node.stringValue == nil { wrong() }
        case .integer:
            // What the app's decoder reads into `Int`: a whole number within 64 bits (`1.0` is 1; 2^63 and
            // 1e300 are whole numbers, but no `Int`).
            switch node.value {
            case .int: break
            case .double(let number): if Int(exactly: number) == nil { wrong() }
            default: wrong()
            }
        case .number: if node.numberValue == nil { wrong() }
        case .boolean: if case .bool = node.value {} else { wrong() }
        case .url:
            guard let text = node.stringValue else { return wrong() }
            if URL(string: text)?.scheme?.isEmpty ?? true {
                findings.add(
                    .error, .invalidValue, PayloadMessages.notAURL(path, text), at: node.offset, path: path)
            }
        case .date(let format):
            let date = format.date(text: node.stringValue, seconds: node.numberValue)
            if date == nil {
                if format == .iso8601, let text = node.stringValue {
                    findings.add(
                        .error, .invalidValue, PayloadMessages.notADate(path, text), at: node.offset,
                        path: path)
                } else {
                    wrong()
                }
            }
        case .enumeration(let values):
            guard let text = node.stringValue else { return wrong() }
            if !values.contains(text) {
                findings.add(
                    .error, .invalidValue,
                    PayloadMessages.notInEnum(path, text, values: values, hint: Self.hint(text, in: values)),
                    at: node.offset, path: path)
            }
        case .array(let element):
            guard let elements = node.elements else { return wrong() }
            for (index, item) in elements.enumerated() {
                checkValue(item, element, path: "\(path)[\(index)]", category: category, into: &findings)
            }
        case .object(let fields):
            guard let members = node.members else { return wrong() }
            checkObject(members, at: node.offset, fields, path: path, category: category, into: &findings)
        }
    }

    /// "Did you mean": a spelling that differs only in case first (`invitationId` for `invitationID`, the
    /// commonest slip between a server and an app), then the nearest by edit distance.
    static func hint(_ name: String, in names: [String]) -> String {
        if let sameLetters = names.first(where: { $0.lowercased() == name.lowercased() }) {
            return " Did you mean \(quoted(sameLetters))?"
        }
        return Suggestion.didYouMean(name, in: names)
    }
}

extension JSONNode {
    /// The value as a message shows what arrived: `the number 42`, `the string "abc"`, `an object` — the
    /// words the router's `payload-undecodable` uses too. (Error paths only: a push is at most 4 KB.)
    var described: String { PayloadDecodingError.describe(plainValue) }
}

extension ValidationIssue.Code {
    /// A custom key the push's category declares as required is missing (or null).
    package static let missingPayloadKey: Self = "missing-payload-key"
    /// A custom key's value is not of its declared type.
    package static let payloadTypeMismatch: Self = "payload-type-mismatch"
    /// A custom key the push's category does not declare (often a misspelling of one it does).
    package static let undeclaredPayloadKey: Self = "undeclared-payload-key"
}

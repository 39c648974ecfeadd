/// Writes JSON text: compact or indented with two spaces, strings escaped as RFC 8259 requires.
package struct JSONWriter {
    package private(set) var output = ""
    package let pretty: Bool
    private var indentation = 0

    package init(pretty: Bool) { self.pretty = pretty }

    package mutating func write(_ value: JSONValue) {
        write(value.node)
    }

    package mutating func write(_ node: JSONNode) {
        switch node.value {
        case .null: output += "null"
        case .bool(let bool): output += bool ? "true" : "false"
        case .int(let int): output += String(int)
        case .double(let double): output += "\(double)"
        case .string(let string): writeString(string)
        case .array(let elements):
            writeList(elements, open: "[", close: "]") { writer, element in writer.write(element) }
        case .object(let members):
            writeList(members, open: "{", close: "}") { writer, member in
                writer.writeString(member.key)
                writer.output += writer.pretty ? ": " : ":"
                writer.write(member.value)
            }
        }
    }

    private mutating func writeList<Element>(
        _ elements: [Element], open: String, close: String,
        _ writeElement: (inout JSONWriter, Element) -> Void
    ) {
        guard !elements.isEmpty else {
            output += open + close
            return
        }
        output += open
        indentation += 1
        for (position, element) in elements.enumerated() {
            if position > 0 { output += "," }
            newline()
            writeElement(&self, element)
        }
        indentation -= 1
        newline()
        output += close
    }

    private mutating func newline() {
        guard pretty else { return }
        output += "\n" + String(repeating: "  ", count: indentation)
    }

    package mutating func writeString(_ string: String) {
        output += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            case "\u{00}"..."\u{1F}":
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}

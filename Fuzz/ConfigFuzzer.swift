// libFuzzer target: configuration decoding and validation. Built by Scripts/fuzz.sh together with the
// library's sources (one module, so internal invariants can be checked).
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfiguration(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    for profile in [PlatformProfile.modern, .legacy] {
        let report = CategoryRegistry.validate(jsonData: bytes, profile: profile, fileName: "fuzz.json")
        // Every issue is located.
        for issue in report.issues where issue.location.line == nil || issue.location.column == nil {
            fatalError("unlocated issue: \(issue)")
        }
        // Messages are bounded and hold no raw control character, whatever the input.
        for issue in report.issues {
            let text = issue.description
            precondition(!text.unicodeScalars.contains(where: isControl), "raw control character: \(text)")
            precondition(text.utf8.count < 4_000, "a \(text.utf8.count)-byte message")
        }
        precondition(report.issues.count <= IssueLimit.perFile + 1)
        // A valid configuration writes back as JSON that loads to an equal registry.
        if let registry = report.registry {
            let again = CategoryRegistry.validate(jsonData: Array(registry.jsonText().utf8), profile: profile)
            guard again.registry == registry else {
                fatalError("round trip changed the registry: \(again.issues)")
            }
            // generate-swift's output holds no raw control character but line ends, so no text from the
            // configuration can end a comment or a literal; every enum case is a plain Swift identifier.
            let source = SwiftGenerator.source(for: registry, configurationName: "fuzz.json")
            precondition(
                !source.unicodeScalars.contains { isControl($0) && $0 != "\n" },
                "raw control character generated")
            for line in source.split(separator: "\n") {
                let trimmed = line.drop { $0 == " " }
                guard trimmed.hasPrefix("case ") else { continue }
                let name = trimmed.dropFirst(5).prefix { $0 != " " }.trimmingCharacters(in: ["`"])
                precondition(
                    name.first.map { $0 == "_" || $0.isASCII && $0.isLetter } == true
                        && name.allSatisfy { $0 == "_" || $0.isASCII && ($0.isLetter || $0.isNumber) },
                    "generated case name '\(name)'")
            }
            // What a context shows never exceeds its limit.
            for category in registry.categories {
                precondition(
                    registry.actions(for: category.identifier, in: .default).count
                        <= profile.defaultActionLimit)
                precondition(
                    registry.actions(for: category.identifier, in: .minimal).count
                        <= profile.minimalActionLimit)
            }
        }
    }
    return 0
}

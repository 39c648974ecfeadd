// libFuzzer target: push payload checking. Built by Scripts/fuzz.sh together with the library's sources.
import Foundation

let fuzzRegistry = try! CategoryRegistry {
    NotificationCategory("message") {
        NotificationAction("message.reply", title: "Reply", textInput: .init(buttonTitle: "Send"))
        NotificationAction("message.like", title: "Like")
    }
    NotificationCategory("invite", options: .customDismissAction) {
        NotificationAction("invite.accept", title: "Accept")
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPayload(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // The last byte picks a push type (or none: inferred), so every type's rules are reached.
    let types = [nil] + PushType.allCases.map(Optional.some)
    let requested = types[Int(bytes.last ?? 0) % types.count]
    let inspection = PayloadCheck(registry: fuzzRegistry).inspect(
        bytes, fileName: "payload.json", pushType: requested)
    precondition(requested == nil || inspection.pushType == requested, "the requested type is kept")
    precondition(inspection.size == bytes.count)
    let issues = inspection.issues
    // At most the per-file limit, plus the one issue that counts the rest.
    precondition(issues.count <= IssueLimit.perFile + 1, "\(issues.count) issues")
    for issue in issues {
        // Every issue is located: a line and a column.
        guard issue.location.line != nil, issue.location.column != nil else {
            fatalError("unlocated issue: \(issue)")
        }
        // What a terminal prints holds no raw control character: no escape sequence reaches it.
        let text = issue.description
        guard !text.unicodeScalars.contains(where: isControl) else {
            fatalError("raw control character in: \(text.unicodeScalars.map(\.value))")
        }
        // Bounded, however long the keys and values in the payload are.
        guard text.utf8.count < 2_000 else { fatalError("a \(text.utf8.count)-byte message") }
    }
    // A payload that parses also becomes a delivered notification without trapping.
    if let notification = try? DeliveredNotification(pushPayloadJSON: bytes) {
        precondition(notification.origin == .push)
    }
    return 0
}

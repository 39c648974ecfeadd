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
    let issues = PayloadCheck(registry: fuzzRegistry).check(bytes, fileName: "payload.json")
    for issue in issues where issue.location.line == nil {
        fatalError("unlocated issue: \(issue)")
    }
    // A payload that parses also becomes a delivered notification without trapping.
    if let notification = try? DeliveredNotification(pushPayloadJSON: bytes) {
        precondition(notification.origin == .push)
    }
    return 0
}

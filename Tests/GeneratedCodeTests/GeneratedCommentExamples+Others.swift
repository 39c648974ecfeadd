// swift-format-ignore-file
// The ```swift blocks generate-swift writes for the configurations only this target compiles (see
// GeneratedCommentExamples.swift, which the Xcode 26 app target shares).

import NotificationActions

// NewsAction (Minimal.generated.swift)
func newsActionExample(_ routes: inout RouterBuilder) {
    routes.handle(all: NewsAction.self) { action, response in
        switch action {
        case .read: break
        case .save: break
        }
    }
}

// EveryAction (PayloadAgreement.generated.swift)
func everyActionExample(_ routes: inout RouterBuilder) {
    routes.handle(all: EveryAction.self) { action, response in
        switch action {
        case .`open`: break
        }
    }
}

// EveryPayload (PayloadAgreement.generated.swift)
func everyPayloadExample(_ routes: inout RouterBuilder) {
    routes.handle(all: EveryAction.self, payload: EveryPayload.self) { action, payload, response in
        switch action {
        case .`open`: break
        }
    }
}

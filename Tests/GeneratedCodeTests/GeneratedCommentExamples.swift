// swift-format-ignore-file
// The ```swift block generate-swift writes above each action enum and payload struct, line for line, for
// the configurations Tests/DefaultIsolationApp's build plugin generates: compiled, never called — here in
// plain settings, and in that target (a link to this file) in Xcode 26's settings with no `package` access.
// GeneratedCodeTests.writtenExamplesCompile holds every such block to a passage here or in
// GeneratedCommentExamples+Others.swift.

import NotificationActions

// MessageAction (ChatAndReminders.generated.swift)
func messageActionExample(_ routes: inout RouterBuilder) {
    routes.handle(all: MessageAction.self) { action, response in
        switch action {
        case .reply: break
        case .like: break
        case .mute: break
        }
    }
}

// InviteAction (ChatAndReminders.generated.swift)
func inviteActionExample(_ routes: inout RouterBuilder) {
    routes.handle(all: InviteAction.self) { action, response in
        switch action {
        case .accept: break
        case .decline: break
        case .view: break
        }
    }
}

// ReminderAction (ChatAndReminders.generated.swift)
func reminderActionExample(_ routes: inout RouterBuilder) {
    routes.handle(all: ReminderAction.self) { action, response in
        switch action {
        case .complete: break
        case .snooze: break
        case .delete: break
        }
    }
}

// MessagePayload (ChatAndReminders.generated.swift)
func messagePayloadExample(_ routes: inout RouterBuilder) {
    routes.handle(all: MessageAction.self, payload: MessagePayload.self) { action, payload, response in
        switch action {
        case .reply: break
        case .like: break
        case .mute: break
        }
    }
}

// InvitePayload (ChatAndReminders.generated.swift)
func invitePayloadExample(_ routes: inout RouterBuilder) {
    routes.handle(all: InviteAction.self, payload: InvitePayload.self) { action, payload, response in
        switch action {
        case .accept: break
        case .decline: break
        case .view: break
        }
    }
}

// ReminderPayload (ChatAndReminders.generated.swift)
func reminderPayloadExample(_ routes: inout RouterBuilder) {
    routes.handle(all: ReminderAction.self, payload: ReminderPayload.self) { action, payload, response in
        switch action {
        case .complete: break
        case .snooze: break
        case .delete: break
        }
    }
}

// NotificationCategoryAction (NamingEdgeCases.generated.swift)
func notificationCategoryActionExample(_ routes: inout RouterBuilder) {
    routes.handle(all: NotificationCategoryAction.self) { action, response in
        switch action {
        case .`default`: break
        case .`class`: break
        case ._2ndTry: break
        }
    }
}

// ChatV2Action (NamingEdgeCases.generated.swift)
func chatV2ActionExample(_ routes: inout RouterBuilder) {
    routes.handle(all: ChatV2Action.self) { action, response in
        switch action {
        case .reply: break
        case .reply2: break
        case .category2: break
        }
    }
}

// ChatV2Action2 (NamingEdgeCases.generated.swift)
func chatV2Action2Example(_ routes: inout RouterBuilder) {
    routes.handle(all: ChatV2Action2.self) { action, response in
        switch action {
        case .snooze10min: break
        }
    }
}

// EmojiAction (NamingEdgeCases.generated.swift)
func emojiActionExample(_ routes: inout RouterBuilder) {
    routes.handle(all: EmojiAction.self) { action, response in
        switch action {
        case .backSlashQuoted: break
        }
    }
}

// PayloadEdgeCasesAction (NamingEdgeCases.generated.swift)
func payloadEdgeCasesActionExample(_ routes: inout RouterBuilder) {
    routes.handle(all: PayloadEdgeCasesAction.self) { action, response in
        switch action {
        case .`open`: break
        }
    }
}

// PayloadEdgeCasesPayload (NamingEdgeCases.generated.swift)
func payloadEdgeCasesPayloadExample(_ routes: inout RouterBuilder) {
    routes.handle(all: PayloadEdgeCasesAction.self, payload: PayloadEdgeCasesPayload.self) { action, payload, response in
        switch action {
        case .`open`: break
        }
    }
}

// AssociatedtypeAction (KeywordNames.generated.swift)
func associatedtypeActionExample(_ routes: inout RouterBuilder) {
    routes.handle(all: AssociatedtypeAction.self) { action, response in
        switch action {
        case .`associatedtype`: break
        case .`borrowing`: break
        case .`class`: break
        case .`consuming`: break
        case .`deinit`: break
        case .`enum`: break
        case .`extension`: break
        case .`fileprivate`: break
        case .`func`: break
        case .`import`: break
        }
    }
}

// AssociatedtypeMoreAction (KeywordNames.generated.swift)
func associatedtypeMoreActionExample(_ routes: inout RouterBuilder) {
    routes.handle(all: AssociatedtypeMoreAction.self) { action, response in
        switch action {
        case .init2: break
        case .`inout`: break
        }
    }
}

// InternalAction (KeywordNames.generated.swift)
func internalActionExample(_ routes: inout RouterBuilder) {
    routes.handle(all: InternalAction.self) { action, response in
        switch action {
        case .`internal`: break
        case .`let`: break
        case .nonisolated: break
        case .`open`: break
        case .`operator`: break
        case .`private`: break
        case .`precedencegroup`: break
        case .`protocol`: break
        case .`public`: break
        case .`rethrows`: break
        }
    }
}

// InternalMoreAction (KeywordNames.generated.swift)
func internalMoreActionExample(_ routes: inout RouterBuilder) {
    routes.handle(all: InternalMoreAction.self) { action, response in
        switch action {
        case .`static`: break
        case .`struct`: break
        }
    }
}

// SubscriptAction (KeywordNames.generated.swift)
func subscriptActionExample(_ routes: inout RouterBuilder) {
    routes.handle(all: SubscriptAction.self) { action, response in
        switch action {
        case .`subscript`: break
        case .`typealias`: break
        case .`var`: break
        case .`break`: break
        case .`case`: break
        case .`catch`: break
        case .`continue`: break
        case .`default`: break
        case .`defer`: break
        case .`do`: break
        }
    }
}

// SubscriptMoreAction (KeywordNames.generated.swift)
func subscriptMoreActionExample(_ routes: inout RouterBuilder) {
    routes.handle(all: SubscriptMoreAction.self) { action, response in
        switch action {
        case .`else`: break
        case .`fallthrough`: break
        }
    }
}

// ForAction (KeywordNames.generated.swift)
func forActionExample(_ routes: inout RouterBuilder) {
    routes.handle(all: ForAction.self) { action, response in
        switch action {
        case .`for`: break
        case .`guard`: break
        case .`if`: break
        case .`in`: break
        case .`repeat`: break
        case .`return`: break
        case .`throw`: break
        case .`switch`: break
        case .`where`: break
        case .`while`: break
        }
    }
}

// ForMoreAction (KeywordNames.generated.swift)
func forMoreActionExample(_ routes: inout RouterBuilder) {
    routes.handle(all: ForMoreAction.self) { action, response in
        switch action {
        case .`any`: break
        case .`as`: break
        }
    }
}

// AwaitAction (KeywordNames.generated.swift)
func awaitActionExample(_ routes: inout RouterBuilder) {
    routes.handle(all: AwaitAction.self) { action, response in
        switch action {
        case .`await`: break
        case .`false`: break
        case .`is`: break
        case .`nil`: break
        case .self2: break
        case .self3: break
        case .`super`: break
        case .`throws`: break
        case .`true`: break
        case .`try`: break
        }
    }
}

// AwaitMoreAction (KeywordNames.generated.swift)
func awaitMoreActionExample(_ routes: inout RouterBuilder) {
    routes.handle(all: AwaitMoreAction.self) { action, response in
        switch action {
        case .`some`: break
        case .`any`: break
        }
    }
}

// PackageAction (KeywordNames.generated.swift)
func packageActionExample(_ routes: inout RouterBuilder) {
    routes.handle(all: PackageAction.self) { action, response in
        switch action {
        case .`package`: break
        case .type: break
        case .`protocol`: break
        case .get: break
        case .set: break
        case .willSet: break
        case .didSet: break
        case .lazy: break
        case .mutating: break
        case .override: break
        }
    }
}

// PackageMoreAction (KeywordNames.generated.swift)
func packageMoreActionExample(_ routes: inout RouterBuilder) {
    routes.handle(all: PackageMoreAction.self) { action, response in
        switch action {
        case .required: break
        case .weak: break
        }
    }
}

// UnownedAction (KeywordNames.generated.swift)
func unownedActionExample(_ routes: inout RouterBuilder) {
    routes.handle(all: UnownedAction.self) { action, response in
        switch action {
        case .unowned: break
        case .underscore: break
        case .hashValue2: break
        case .hash: break
        case .description: break
        case .rawValue2: break
        case .allCases2: break
        case .encode: break
        case .codingKeys: break
        case .codable: break
        }
    }
}

// UnownedMoreAction (KeywordNames.generated.swift)
func unownedMoreActionExample(_ routes: inout RouterBuilder) {
    routes.handle(all: UnownedMoreAction.self) { action, response in
        switch action {
        case .sendable: break
        case .hashable: break
        }
    }
}

// StringAction (KeywordNames.generated.swift)
func stringActionExample(_ routes: inout RouterBuilder) {
    routes.handle(all: StringAction.self) { action, response in
        switch action {
        case .string: break
        case .int: break
        case .date: break
        case .url: break
        case .category2: break
        case .category3: break
        case .actionIdentifier2: break
        case .decoder: break
        case .container: break
        case .optional: break
        }
    }
}

// StringMoreAction (KeywordNames.generated.swift)
func stringMoreActionExample(_ routes: inout RouterBuilder) {
    routes.handle(all: StringMoreAction.self) { action, response in
        switch action {
        case .never: break
        case .error: break
        }
    }
}

// AsyncAction (KeywordNames.generated.swift)
func asyncActionExample(_ routes: inout RouterBuilder) {
    routes.handle(all: AsyncAction.self) { action, response in
        switch action {
        case .`async`: break
        case .macro: break
        case .each: break
        case .copy: break
        case .discard: break
        case .then: break
        case .actor: break
        case .distributed: break
        case .isolated: break
        case .sending: break
        }
    }
}

// SelfAction (KeywordNames.generated.swift)
func selfActionExample(_ routes: inout RouterBuilder) {
    routes.handle(all: SelfAction.self) { action, response in
        switch action {
        case .`open`: break
        }
    }
}

// SelfPayload (KeywordNames.generated.swift)
func selfPayloadExample(_ routes: inout RouterBuilder) {
    routes.handle(all: SelfAction.self, payload: SelfPayload.self) { action, payload, response in
        switch action {
        case .`open`: break
        }
    }
}

// TypePayload (KeywordNames.generated.swift)
func typePayloadExample(_ routes: inout RouterBuilder) {
    routes.handle(.defaultAction, payload: TypePayload.self) { payload, response in }
}

import Foundation
import Testing

@testable @_spi(Generated) import NotificationActions
@testable import NotificationActionsTooling

enum InviteAction: String, ActionIdentifierConvertible, CaseIterable {
    static let category: CategoryIdentifier = "invite"
    case accept = "invite.accept"
    case decline = "invite.decline"
}

@Suite("Category registry")
struct RegistryTests {
    static let invite = NotificationCategory(
        "invite", options: .customDismissAction, minimalActions: ["invite.decline", "invite.accept"]
    ) {
        NotificationAction("invite.view", title: "View", options: .foreground)
        NotificationAction(
            InviteAction.accept.actionIdentifier, title: "Accept", options: .authenticationRequired)
        NotificationAction("invite.decline", title: "Decline", options: .destructive)
    }

    @Test("the result builder supports if, if/else, switch, for, optionals and #available")
    func builderControlFlow() throws {
        let includeReminders = true
        let beta = false
        let style = 2
        let registry = try CategoryRegistry {
            Self.invite
            if includeReminders {
                NotificationCategory("reminder") {
                    NotificationAction("reminder.done", title: "Done")
                    for minutes in [5, 10] {
                        NotificationAction(
                            ActionIdentifier("reminder.snooze.\(minutes)"), title: "Snooze \(minutes)")
                    }
                }
            }
            if beta {
                NotificationCategory("beta")
            } else {
                NotificationCategory("stable")
            }
            switch style {
            case 1: NotificationCategory("style.one")
            default: NotificationCategory("style.other")
            }
            if #available(macOS 10.15, iOS 13, *) {
                NotificationCategory("modern.only")
            }
            Optional<NotificationCategory>.none
        }
        #expect(
            registry.categoryIdentifiers == ["invite", "reminder", "stable", "style.other", "modern.only"])
        #expect(
            registry.category("reminder")?.actions.map(\.identifier) == [
                "reminder.done", "reminder.snooze.5", "reminder.snooze.10",
            ])
    }

    @Test("a category and its actions read back what they were declared with, in Swift and in JSON alike")
    func readsBack() throws {
        let swift = try CategoryRegistry {
            NotificationCategory(
                "message", options: [.customDismissAction, .allowInCarPlay],
                minimalActions: ["message.reply"],
                intentIdentifiers: ["INSendMessageIntent"], hiddenPreviewsBodyPlaceholder: "%u messages",
                categorySummaryFormat: "%u more", foregroundPresentation: [.banner], priority: 70
            ) {
                NotificationAction(
                    "message.reply", title: "Reply", options: .authenticationRequired,
                    textInput: .init(buttonTitle: "Send", placeholder: "Message"),
                    icon: .systemImage("arrowshape.turn.up.left"))
                NotificationAction("message.delete", title: "Delete", options: [.destructive, .foreground])
            }
        }
        let json = try CategoryRegistry(
            jsonData: Array(
                """
                {"version": 1, "categories": [{"identifier": "message", "options": ["customDismissAction", "allowInCarPlay"],
                  "minimalActions": ["message.reply"], "intentIdentifiers": ["INSendMessageIntent"],
                  "hiddenPreviewsBodyPlaceholder": "%u messages", "categorySummaryFormat": "%u more",
                  "foregroundPresentation": ["banner"], "priority": 70,
                  "actions": [
                    {"identifier": "message.reply", "title": "Reply", "options": ["authenticationRequired"],
                     "textInput": {"buttonTitle": "Send", "placeholder": "Message"},
                     "icon": {"systemImageName": "arrowshape.turn.up.left"}},
                    {"identifier": "message.delete", "title": "Delete", "options": ["destructive", "foreground"]}]}]}
                """.utf8))
        for registry in [swift, json] {
            let category = try #require(registry.category("message"))
            #expect(category.options == [.customDismissAction, .allowInCarPlay])
            #expect(category.minimalActions == ["message.reply"])
            #expect(category.intentIdentifiers == ["INSendMessageIntent"])
            #expect(category.hiddenPreviewsBodyPlaceholder == "%u messages")
            #expect(category.categorySummaryFormat == "%u more")
            #expect(category.foregroundPresentation == [.banner])
            #expect(category.priority == 70)
            let reply = category.actions[0]
            #expect(reply.options == .authenticationRequired)
            #expect(reply.textInput?.buttonTitle == "Send")
            #expect(reply.textInput?.placeholder == "Message")
            #expect(reply.icon == .systemImage("arrowshape.turn.up.left"))
            let delete = category.actions[1]
            #expect(delete.options == [.destructive, .foreground])
            #expect(delete.textInput == nil)
            #expect(delete.icon == nil)
        }
        #expect(NotificationCategory("plain").priority == nil)
        #expect(NotificationCategory("plain").foregroundPresentation.isEmpty)
    }

    @Test("look-ups answer by category and by action within a category")
    func lookUps() throws {
        let registry = try CategoryRegistry {
            Self.invite
            NotificationCategory("chat") { NotificationAction("chat.reply", title: "Reply") }
        }
        #expect(registry.category("invite")?.options == .customDismissAction)
        #expect(registry.category("missing") == nil)
        #expect(registry.action("invite.accept", in: "invite")?.title == "Accept")
        #expect(registry.action("invite.accept", in: "chat") == nil)
        #expect(registry.contains("chat.reply", in: "chat"))
        #expect(!registry.contains("chat.reply", in: "invite"))
        #expect(registry.categories(containing: "chat.reply") == ["chat"])
        #expect(registry.contains(CategoryIdentifier("invite")))
    }

    @Test("actions(for:in:) returns exactly what the user sees in each context")
    func visibleActions() throws {
        let registry = try CategoryRegistry {
            Self.invite
            NotificationCategory("plain") {
                NotificationAction("one", title: "1")
                NotificationAction("two", title: "2")
                NotificationAction("three", title: "3")
            }
        }
        // iOS 10+ shows a banner's buttons from the start of the one list: the minimal actions come first.
        #expect(
            registry.actions(for: "invite", in: .default).map(\.identifier) == [
                "invite.decline", "invite.accept", "invite.view",
            ])
        #expect(registry.warnings.map(\.code) == [.minimalActionsReordered, .implicitMinimalActions])
        #expect(
            registry.actions(for: "invite", in: .minimal).map(\.identifier) == [
                "invite.decline", "invite.accept",
            ])
        #expect(registry.actions(for: "plain", in: .minimal).map(\.identifier) == ["one", "two"])
        #expect(registry.actions(for: "nothing", in: .default).isEmpty)
        let legacy = try CategoryRegistry(categories: registry.categories, profile: .legacy)
        #expect(legacy.actions(for: "plain", in: .default).count == 3)
        #expect(
            legacy.actions(for: "invite", in: .default).map(\.identifier) == [
                "invite.view", "invite.accept", "invite.decline",
            ])
        #expect(legacy.warnings.map(\.code) == [.implicitMinimalActions])
    }

    @Test("errors in Swift declarations are located at the declaring file and line")
    func swiftLocations() throws {
        // Declared outside any macro: a `#line` default inside a macro's closure is the macro's line.
        let line = #line + 3
        let categories = [
            NotificationCategory("c") {
                NotificationAction("a", title: "")
            }
        ]
        let error = try #require(throws: RegistryError.self) { try CategoryRegistry(categories: categories) }
        let issue = try #require(error.issues.first)
        #expect(issue.code == .emptyTitle)
        #expect(issue.location.file == "NotificationActionsTests/RegistryTests.swift")
        #expect(issue.location.line == line)
        #expect(issue.location.path == "categories[0].actions[0].title")
        #expect(issue.description.hasPrefix("NotificationActionsTests/RegistryTests.swift:\(line): error: "))
    }

    @Test("a registry encodes to JSON that decodes to an equal registry")
    func roundTrip() throws {
        let registry = try CategoryRegistry {
            Self.invite
            NotificationCategory(
                "chat", intentIdentifiers: ["INSendMessageIntent"],
                hiddenPreviewsBodyPlaceholder: "%u messages",
                categorySummaryFormat: "%u more", foregroundPresentation: [.banner, .sound]
            ) {
                NotificationAction(
                    "chat.reply", title: "Reply \"now\"",
                    textInput: .init(buttonTitle: "Send", placeholder: "Say…"),
                    icon: .systemImage("arrowshape.turn.up.left"))
                NotificationAction("chat.like", title: "Like", icon: .templateImage("like"))
            }
        }
        let decoded = try CategoryRegistry(jsonData: registry.jsonData())
        #expect(decoded == registry)
        #expect(decoded.category("chat")?.declaredAt == nil)
        #expect(
            registry.category("chat")?.declaredAt?.fileID == "NotificationActionsTests/RegistryTests.swift")
    }

    @Test("every example configuration is valid and round-trips through JSON")
    func examples() throws {
        #expect(!exampleConfigs.isEmpty)
        for url in exampleConfigs {
            let registry = try CategoryRegistry(contentsOf: url)
            #expect(registry.warnings.isEmpty, "\(url.lastPathComponent): \(registry.warnings)")
            #expect(try CategoryRegistry(jsonData: registry.jsonData()) == registry)
        }
    }

    @Test("a file that cannot be read is an error naming it")
    func unreadableFile() throws {
        let error = try #require(throws: RegistryError.self) {
            try CategoryRegistry(contentsOf: URL(fileURLWithPath: "/nonexistent/categories.json"))
        }
        #expect(error.issues.map(\.code) == [.unreadableFile])
        #expect(error.issues[0].location.file == "/nonexistent/categories.json")
    }

    @Test("merging keeps identical duplicates once and adds new categories")
    func mergingIdentical() throws {
        let app = try CategoryRegistry { Self.invite }
        let sdk = try CategoryRegistry {
            Self.invite
            NotificationCategory("sdk.promo") { NotificationAction("sdk.open", title: "Open") }
        }
        let merged = try app.merging(sdk)
        #expect(merged.categoryIdentifiers == ["invite", "sdk.promo"])
    }

    @Test("merging reports a conflicting definition instead of replacing it")
    func mergingConflict() throws {
        let app = try CategoryRegistry { Self.invite }
        let sdk = try CategoryRegistry {
            NotificationCategory("invite") { NotificationAction("sdk.accept", title: "OK") }
        }
        let error = try #require(throws: RegistryError.self) { try app.merging(sdk) }
        #expect(error.issues.map(\.code) == [.conflictingCategory])
        #expect(error.issues[0].message.contains("'invite'"))
        #expect(error.issues[0].message.contains("'sdk.accept'"))
    }

    @Test("merging applies the platform rules to the union")
    func mergingValidatesUnion() throws {
        let app = try CategoryRegistry {
            NotificationCategory("a") { NotificationAction("shared", title: "One") }
        }
        let sdk = try CategoryRegistry {
            NotificationCategory("b") { NotificationAction("shared", title: "Two") }
        }
        let merged = try app.merging(sdk)
        #expect(merged.warnings.map(\.code) == [.sharedActionIdentifier])
    }

    @Test("identifiers compare by value; the system's default and dismiss identifiers are Apple's")
    func identifiersByValue() throws {
        #expect(ActionIdentifier("a") == "a")
        #expect(CategoryIdentifier("invite") != "Invite")
        #expect(ActionIdentifier.defaultAction.rawValue == "com.apple.UNNotificationDefaultActionIdentifier")
        #expect(ActionIdentifier.dismissAction.rawValue == "com.apple.UNNotificationDismissActionIdentifier")
        #expect(ActionIdentifier(InviteAction.decline) == "invite.decline")
    }

    @Test("option bits match Apple's documented raw values")
    func optionBits() {
        #expect(NotificationAction.Options.authenticationRequired.rawValue == 1)
        #expect(NotificationAction.Options.destructive.rawValue == 2)
        #expect(NotificationAction.Options.foreground.rawValue == 4)
        #expect(NotificationCategory.Options.customDismissAction.rawValue == 1)
        #expect(NotificationCategory.Options.allowInCarPlay.rawValue == 2)
        #expect(NotificationCategory.Options.hiddenPreviewsShowTitle.rawValue == 4)
        #expect(NotificationCategory.Options.hiddenPreviewsShowSubtitle.rawValue == 8)
        #expect(NotificationCategory.Options.allowAnnouncement.rawValue == 16)
        #expect(NotificationCategory.ForegroundPresentation.badge.rawValue == 1)
        #expect(NotificationCategory.ForegroundPresentation.sound.rawValue == 2)
        #expect(NotificationCategory.ForegroundPresentation.list.rawValue == 8)
        #expect(NotificationCategory.ForegroundPresentation.banner.rawValue == 16)
    }
}

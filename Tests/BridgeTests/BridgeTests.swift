import BridgeCompileCheck
import Foundation
@_spi(Generated) import NotificationActions
import Testing
import UserNotificationsStub

/// The Apple bridge's code, run on Linux against the stub of UserNotifications.
@Suite("Apple bridge (against the UserNotifications stub)")
struct BridgeTests {
    static let registry = try! CategoryRegistry {
        NotificationCategory(
            "invite", options: [.customDismissAction, .allowInCarPlay],
            minimalActions: ["invite.accept", "invite.decline"],
            intentIdentifiers: ["INSendMessageIntent"], hiddenPreviewsBodyPlaceholder: "%u invitations",
            categorySummaryFormat: "%u more"
        ) {
            NotificationAction("invite.view", title: "View", options: .foreground, icon: .systemImage("eye"))
            NotificationAction("invite.accept", title: "Accept", options: .authenticationRequired)
            NotificationAction(
                "invite.decline", title: "Decline", options: .destructive, icon: .templateImage("no"))
            NotificationAction(
                "invite.reply", title: "Reply", textInput: .init(buttonTitle: "Send", placeholder: "Note"))
        }
    }

    @Test("a category converts with its options, texts and actions, the minimal actions first")
    func categoryConversion() throws {
        let system = try #require(Self.registry.category("invite")).systemCategory
        #expect(system.identifier == "invite")
        #expect(system.options == [.customDismissAction, .allowInCarPlay])
        #expect(system.intentIdentifiers == ["INSendMessageIntent"])
        #expect(system.hiddenPreviewsBodyPlaceholder == "%u invitations")
        #expect(system.categorySummaryFormat == "%u more")
        #expect(
            system.actions.map(\.identifier) == [
                "invite.accept", "invite.decline", "invite.view", "invite.reply",
            ])
        #expect(system.actions.map(\.options) == [.authenticationRequired, .destructive, .foreground, []])
        #expect(system.actions[1].icon?.templateImageName == "no")
        #expect(system.actions[2].icon?.systemImageName == "eye")
        let reply = try #require(system.actions[3] as? UNTextInputNotificationAction)
        #expect(reply.textInputButtonTitle == "Send")
        #expect(reply.textInputPlaceholder == "Note")
    }

    @Test("a category read back from the system equals its system definition")
    func readBack() throws {
        let category = try #require(Self.registry.category("invite"))
        let readBack = NotificationCategory(category.systemCategory)
        #expect(readBack == category.systemDefinition)
        #expect(readBack.actions.allSatisfy { $0.icon == nil })
    }

    @Test("a response maps the system's identifiers, the typed text and the trigger")
    func responses() {
        let content = UNNotificationContent()
        content.categoryIdentifier = "invite"
        content.title = "Dinner"
        content.badge = 3
        content.userInfo = [
            "aps": ["sound": "default", "category": "invite"] as [String: Any], "invitation": "i1",
            "count": 2, "urgent": true, "ratio": 2.0, "sentAt": Date(timeIntervalSince1970: 50),
            "token": Data([1, 2, 3]),
        ]
        let push = UNNotification(
            date: Date(timeIntervalSince1970: 100),
            request: UNNotificationRequest(
                identifier: "n1", content: content, trigger: UNPushNotificationTrigger()))
        let tap = NotificationResponse(
            UNNotificationResponse(
                notification: push, actionIdentifier: UNNotificationDefaultActionIdentifier))
        #expect(tap.actionIdentifier == .defaultAction)
        #expect(tap.notification.origin == .push)
        #expect(tap.notification.badge == 3)
        #expect(tap.notification.soundName == "default")
        // The values as they arrived: a number stays a number of its kind, a date a Date, data Data.
        #expect(tap.notification.userInfo["invitation"] as? String == "i1")
        #expect(tap.notification.userInfo["count"] as? Int == 2)
        #expect(tap.notification.userInfo["urgent"] as? Bool == true)
        #expect(tap.notification.userInfo["ratio"] as? Double == 2.0)
        #expect(tap.notification.userInfo["sentAt"] as? Date == Date(timeIntervalSince1970: 50))
        #expect(tap.notification.userInfo["token"] as? Data == Data([1, 2, 3]))
        #expect(
            (tap.notification.userInfo["aps"] as? [String: any Sendable])?["category"] as? String == "invite")
        // …and the system's response, for what the package does not model (`targetScene`).
        #expect(tap.systemResponse?.actionIdentifier == UNNotificationDefaultActionIdentifier)
        #expect(NotificationResponse(category: "invite", action: "invite.accept").systemResponse == nil)
        #expect(tap.notification.date == Date(timeIntervalSince1970: 100))
        let local = UNNotification(
            date: Date(), request: UNNotificationRequest(identifier: "n2", content: content, trigger: nil))
        let dismiss = NotificationResponse(
            UNNotificationResponse(
                notification: local, actionIdentifier: UNNotificationDismissActionIdentifier))
        #expect(dismiss.actionIdentifier == .dismissAction)
        #expect(dismiss.notification.origin == .local)
        let reply = NotificationResponse(
            UNTextInputNotificationResponse(
                notification: local, actionIdentifier: "invite.reply", userText: "Yes!"))
        #expect(reply.actionIdentifier == "invite.reply")
        #expect(reply.userText == "Yes!")
    }

    @Test("registering keeps categories someone else registered, and registering twice changes nothing")
    func registration() async throws {
        let center = UNUserNotificationCenter()
        center.setNotificationCategories([
            UNNotificationCategory(
                identifier: "sdk.promo",
                actions: [UNNotificationAction(identifier: "sdk.open", title: "Open")], intentIdentifiers: [])
        ])
        let first = await center.register(Self.registry, diagnostics: .silent)
        #expect(first.isEmpty)
        let again = await center.register(Self.registry, diagnostics: .silent)
        #expect(again.isEmpty)
        let registered = await center.notificationCategories()
        #expect(Set(registered.map(\.identifier)) == ["invite", "sdk.promo"])
    }

    @Test("registering over a different definition replaces it and reports it")
    func redefinition() async throws {
        let center = UNUserNotificationCenter()
        center.setNotificationCategories([
            UNNotificationCategory(
                identifier: "invite", actions: [UNNotificationAction(identifier: "old.accept", title: "OK")],
                intentIdentifiers: [])
        ])
        let diagnostics = await center.register(Self.registry, diagnostics: .silent)
        #expect(diagnostics.map(\.code) == [.categoryRedefined])
        #expect(diagnostics[0].message.contains("'old.accept'"))
        let registered = await center.notificationCategories()
        #expect(registered.first?.actions.first?.identifier == "invite.accept")
    }

    @Test("foreground presentation options map to the system's bits")
    func presentation() {
        #expect(
            UNNotificationPresentationOptions([.banner, .list, .sound, .badge]) == [
                .banner, .list, .sound, .badge,
            ])
    }
}

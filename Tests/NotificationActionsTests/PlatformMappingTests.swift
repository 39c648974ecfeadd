import Foundation
import NotificationActionsTesting
import Testing

@testable @_spi(Generated) import NotificationActions
@testable import NotificationActionsTooling

@Suite("Platform-neutral mappings for the Apple bridge")
struct PlatformMappingTests {
    @Test("presentation bits are UNNotificationPresentationOptions' (badge 1, sound 2, list 8, banner 16)")
    func presentationBits() {
        let all: NotificationCategory.ForegroundPresentation = [.banner, .list, .sound, .badge]
        #expect(all.rawValue == 0b11011)
        #expect(NotificationCategory.ForegroundPresentation.list.rawValue == 0b1000)
    }

    @Test("userInfo converts every property-list type, bridged or not, without losing anything")
    func userInfo() {
        let date = Date(timeIntervalSince1970: 0)
        let info: [AnyHashable: Any] = [
            "string": "s", "int": 42, "double": 2.5, "bool": true, "false": NSNumber(value: false),
            "nsInt": NSNumber(value: 7),
            "nsDouble": NSNumber(value: 1.5), "null": NSNull(), "array": [1, "two"] as [Any],
            "nested": ["a": ["b": 1]] as [String: Any], "date": date, "data": Data([1, 2, 3]),
            5: "number key",
        ]
        let converted = JSONValue.userInfo(info)
        #expect(converted["string"] == "s")
        #expect(converted["int"] == 42)
        #expect(converted["double"] == 2.5)
        #expect(converted["bool"] == true)
        #expect(converted["false"] == false)
        #expect(converted["nsInt"] == 7)
        #expect(converted["nsDouble"] == 1.5)
        #expect(converted["null"] == .null)
        #expect(converted["array"] == [1, "two"])
        #expect(converted["nested"] == ["a": ["b": 1]])
        #expect(converted["date"] == "1970-01-01T00:00:00Z")
        #expect(converted["data"] == "AQID")
        #expect(converted["5"] == "number key")
    }

    @Test("registered order puts minimal actions first for iOS 10+, and keeps the declared order for iOS 8/9")
    func registeredOrder() {
        let category = NotificationCategory("c", minimalActions: ["c", "a"]) {
            NotificationAction("a", title: "A")
            NotificationAction("b", title: "B")
            NotificationAction("c", title: "C")
        }
        #expect(category.registeredActions(for: .modern).map(\.identifier) == ["c", "a", "b"])
        #expect(category.registeredActions(for: .legacy).map(\.identifier) == ["a", "b", "c"])
        let plain = NotificationCategory("p") { NotificationAction("x", title: "X") }
        #expect(plain.registeredActions(for: .modern).map(\.identifier) == ["x"])
    }

    @Test("the system definition keeps what the system stores and drops the rest")
    func systemDefinition() {
        let category = NotificationCategory(
            "c", minimalActions: ["b"], hiddenPreviewsBodyPlaceholder: "", foregroundPresentation: .banner
        ) {
            NotificationAction("a", title: "A", icon: .systemImage("star"))
            NotificationAction("b", title: "B")
        }
        let stored = category.systemDefinition
        #expect(stored.actions.map(\.identifier) == ["b", "a"])
        #expect(stored.actions.allSatisfy { $0.icon == nil })
        #expect(stored.minimalActions == nil)
        #expect(stored.foregroundPresentation == [])
        #expect(stored.hiddenPreviewsBodyPlaceholder == nil)
    }

    @Test(
        "the registration plan keeps others' categories, keeps identical ones silently, and reports redefinitions"
    )
    func registrationPlan() async throws {
        let registry = try CategoryRegistry {
            NotificationCategory("mine", minimalActions: ["b"]) {
                NotificationAction("a", title: "A", icon: .systemImage("star"))
                NotificationAction("b", title: "B")
            }
            NotificationCategory("changed") { NotificationAction("new", title: "New") }
        }
        let existing = [
            NotificationCategory("sdk") { NotificationAction("sdk.open", title: "Open") },
            registry.category("mine")!.systemDefinition,
            NotificationCategory("changed") { NotificationAction("old", title: "Old") },
        ]
        let center = InMemoryCategoryCenter(existing)
        let diagnostics = await center.register(registry, translatedIn: nil, diagnostics: .silent)
        #expect(center.categories.map(\.identifier) == ["mine", "changed", "sdk"])
        #expect(center.categories[0].actions.map(\.identifier) == ["b", "a"])
        #expect(
            center.categories[0].actions[1].icon == .systemImage("star"), "the registry's icon is registered")
        #expect(diagnostics.map(\.code) == [.categoryRedefined])
        #expect(diagnostics[0].category == "changed")
        #expect(diagnostics[0].message.contains("'old'") && diagnostics[0].message.contains("'new'"))
    }

    @Test(
        "forwarding: owned categories are routed; others go to a previous delegate that implements the method"
    )
    func forwarding() throws {
        let registry = try CategoryRegistry { NotificationCategory("mine") }
        func decide(
            _ category: CategoryIdentifier, _ origin: DeliveredNotification.Origin = .push, implements: Bool
        )
            -> DelegateForwarding
        {
            DelegateForwarding.decide(
                category: category, origin: origin, registry: registry, previousImplementsMethod: implements)
        }
        #expect(decide("mine", implements: true) == .route)
        #expect(decide("theirs", implements: true) == .forward)
        #expect(decide("theirs", .local, implements: true) == .forward)
        #expect(decide("theirs", implements: false) == .route)
        #expect(decide("", implements: false) == .route)
        // No category: the app's own local notification is routed; a push may be another SDK's.
        #expect(decide("", .local, implements: true) == .route)
        #expect(decide("", .push, implements: true) == .forward)
    }
}

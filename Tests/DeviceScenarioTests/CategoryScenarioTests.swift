import Foundation
@_spi(Generated) import NotificationActions
import NotificationActionsTesting
import PlatformModel
import Testing

/// A folder standing for the App Group container the app and its extension share; removed by `close()`.
struct AppGroupContainer {
    let url: URL
    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "notification-actions-app-group-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }
    var store: ServerChosenCategoryStore { ServerChosenCategoryStore(inContainer: url) }
    func close() { try? FileManager.default.removeItem(at: url) }
}

/// Waits of no length: the scenarios choose interleavings with gates, never with time.
let noWaiting = CategoryRegistration.Patience(lockAttempts: 200, readBackAttempts: 5) { _ in
    await Task.yield()
}

/// Another SDK's category, with icons on its buttons (OneSignal, Braze and Airship register such).
let sdkCategory = ModelSystemCategory(
    "other-sdk.promo",
    actions: [
        ModelSystemAction("other-sdk.open", title: "Open", icon: "arrow.up.forward.app"),
        ModelSystemAction("other-sdk.save", title: "Save", icon: "bookmark"),
    ])

/// A push with server-chosen buttons, as the sample's server sends them.
func serverChosenPush(_ buttons: String) -> [String: JSONValue] {
    let json =
        #"{"aps": {"alert": "Order 42", "mutable-content": 1}, "notification-actions": {"actions": [\#(buttons)]}}"#
    return (try? JSONValue(parsing: json.utf8))?.objectValue ?? [:]
}

let trackPush = serverChosenPush(
    #"{"identifier": "track", "title": "Track", "icon": {"systemImageName": "location"}}"#)
let ratePush = serverChosenPush(#"{"identifier": "rate", "title": "Rate"}"#)

func category(of push: [String: JSONValue]) -> CategoryIdentifier {
    ServerChosenButtons.read(from: push, registry: SampleCategories.registry).buttons!.categoryIdentifier
}

@Suite("Device scenarios: categories across the app and its service extension")
struct CategoryScenarioTests {
    let recorder = DiagnosticRecorder()

    func service(_ center: ModelCategoryCenter, _ container: AppGroupContainer) -> ModelNotificationService {
        ModelNotificationService(
            registry: SampleCategories.registry, store: container.store, center: center, patience: noWaiting,
            diagnostics: recorder.handler)
    }

    @Test(
        "another SDK's buttons keep their icons when the app launches and registers, and when a push with server-chosen buttons arrives"
    )
    func otherSDKsIcons() async throws {
        let container = try AppGroupContainer()
        defer { container.close() }
        let center = ModelCategoryCenter([sdkCategory])
        // The app launches and registers its categories (the sample's one call).
        await CategoryRegistration.register(
            SampleCategories.registry, center: center, store: container.store, now: 100, grace: 60,
            patience: noWaiting, diagnostics: recorder.handler)
        #expect(center.shownIcons(of: "other-sdk.promo") == ["arrow.up.forward.app", "bookmark"])
        // A push with server-chosen buttons arrives; the extension registers their category.
        let launch = ModelServiceExtensionLaunch()
        await service(center, container).didReceive(
            ModelContent(userInfo: trackPush), contentHandler: launch.contentHandler
        ).value
        #expect(center.shownIcons(of: "other-sdk.promo") == ["arrow.up.forward.app", "bookmark"])
        #expect(center.shownIcons(of: category(of: trackPush)) == ["location"])
        // The next push with other buttons: the first push's icons survive too.
        await service(center, container).didReceive(
            ModelContent(userInfo: ratePush), contentHandler: launch.contentHandler
        ).value
        #expect(center.shownIcons(of: category(of: trackPush)) == ["location"])
        #expect(center.shownIcons(of: "other-sdk.promo") == ["arrow.up.forward.app", "bookmark"])
        #expect(recorder.diagnostics.isEmpty, "\(recorder.diagnostics)")
    }

    @Test(
        "two pushes with different server-chosen buttons arrive at once: each notification shows its buttons")
    func twoPushesAtOnce() async throws {
        let container = try AppGroupContainer()
        defer { container.close() }
        let center = ModelCategoryCenter([sdkCategory])
        // The first extension process reads the categories and is held there until the second has either
        // read them too (no lock across processes: it lost its update) or is waiting for the lock.
        let (parked, proceed) = center.holdFirstReader()
        let lockWaits = Locked(0)
        let waitingForLock = CategoryRegistration.Patience(lockAttempts: 200, readBackAttempts: 5) { wait in
            if wait == .lock {
                lockWaits.withLock { $0 += 1 }
                proceed.open()
            }
            await Task.yield()
        }
        let first = ModelNotificationService(
            registry: SampleCategories.registry, store: container.store, center: center,
            patience: waitingForLock,
            diagnostics: recorder.handler)
        let second = ModelNotificationService(
            registry: SampleCategories.registry, store: container.store, center: center,
            patience: waitingForLock,
            diagnostics: recorder.handler)
        let launches = (ModelServiceExtensionLaunch(), ModelServiceExtensionLaunch())
        let one = first.didReceive(
            ModelContent(userInfo: trackPush), contentHandler: launches.0.contentHandler)
        await parked.wait()
        let two = second.didReceive(
            ModelContent(userInfo: ratePush), contentHandler: launches.1.contentHandler)
        await one.value
        await two.value
        let registered = Set(center.categories.map(\.identifier))
        #expect(
            registered.isSuperset(of: [category(of: trackPush).rawValue, category(of: ratePush).rawValue]))
        #expect(registered.contains("other-sdk.promo"))
        #expect(launches.0.handed.map(\.categoryIdentifier) == [category(of: trackPush).rawValue])
        #expect(launches.1.handed.map(\.categoryIdentifier) == [category(of: ratePush).rawValue])
        #expect(lockWaits.withLock { $0 } > 0, "the second extension waited for the first")
        #expect(container.store.ledger.identifiers.count == 2)
        #expect(recorder.diagnostics.isEmpty, "\(recorder.diagnostics)")
    }

    @Test(
        "the app launches while a push with server-chosen buttons arrives: the app's categories and the push's buttons are all registered"
    )
    func launchDuringPush() async throws {
        let container = try AppGroupContainer()
        defer { container.close() }
        let center = ModelCategoryCenter([sdkCategory])
        // The extension reads first and is held; the app's launch registration then starts.
        let (parked, proceed) = center.holdFirstReader()
        let appPatience = CategoryRegistration.Patience(lockAttempts: 200, readBackAttempts: 5) { wait in
            if wait == .lock { proceed.open() }
            await Task.yield()
        }
        let launch = ModelServiceExtensionLaunch()
        let extensionTask = service(center, container).didReceive(
            ModelContent(userInfo: trackPush), contentHandler: launch.contentHandler)
        await parked.wait()
        // The app's process: its own queue of registrations.
        await CategoryRegistration.register(
            SampleCategories.registry, center: center, store: container.store, now: 100, grace: 60,
            patience: appPatience, queue: CategoryRegistrationQueue().queue, diagnostics: recorder.handler)
        await extensionTask.value
        let registered = Set(center.categories.map(\.identifier))
        #expect(
            registered.isSuperset(of: [
                "message", "invite", "other-sdk.promo", category(of: trackPush).rawValue,
            ]))
        #expect(recorder.diagnostics.isEmpty, "\(recorder.diagnostics)")
    }

    @Test(
        "the app's launch code registers and prunes at the same moment, from two tasks: neither undoes the other"
    )
    func registerAndPruneTogether() async throws {
        let container = try AppGroupContainer()
        defer { container.close() }
        // A server-chosen category from an old push nothing shows any more, and the app's categories not
        // yet registered (a fresh install's second launch).
        let stale = category(of: ratePush)
        _ = await container.store.update { $0.use(stale, at: 0) }
        let center = ModelCategoryCenter([sdkCategory, ModelSystemCategory(stale.rawValue)])
        let (parked, proceed) = center.holdFirstReader()
        // One process: the two tasks share its queue, which tells the scenario when the second waits.
        let queue = CategoryRegistrationQueue { proceed.open() }.queue
        let prune = Task {
            await CategoryRegistration.prune(
                store: container.store, center: center, now: 1000, grace: 60, patience: noWaiting,
                queue: queue,
                diagnostics: recorder.handler)
        }
        await parked.wait()
        await CategoryRegistration.register(
            SampleCategories.registry, center: center, store: nil, now: 1000, grace: 60, patience: noWaiting,
            queue: queue, diagnostics: recorder.handler)
        #expect(await prune.value == [stale])
        #expect(center.categories.map(\.identifier) == ["message", "invite", "other-sdk.promo"])
    }

    @Test(
        "the extension's time runs out mid-registration: the push is shown once, with its own category, and the registration still completes"
    )
    func timeRunsOut() async throws {
        let container = try AppGroupContainer()
        defer { container.close() }
        let center = ModelCategoryCenter([sdkCategory])
        let (parked, proceed) = center.holdFirstReader(releasedBySecondRead: false)
        let service = service(center, container)
        let launch = ModelServiceExtensionLaunch()
        let task = service.didReceive(
            ModelContent(categoryIdentifier: "message", userInfo: trackPush),
            contentHandler: launch.contentHandler)
        await parked.wait()
        launch.timeRunsOut { service.serviceExtensionTimeWillExpire() }
        #expect(launch.handed.map(\.categoryIdentifier) == ["message"], "the content as it arrived")
        proceed.open()
        await task.value
        #expect(launch.handed.count == 1, "the prepared content came too late and was not handed over again")
        #expect(center.categories.map(\.identifier).contains(category(of: trackPush).rawValue))
    }

    @Test(
        "a push's preparation finishing and the time running out race on two threads: the content handler is called once"
    )
    func finishAgainstExpiry() async throws {
        for _ in 0..<500 {
            let launch = ModelServiceExtensionLaunch()
            let handoff = ContentHandoff(
                fallback: ModelContent(categoryIdentifier: "message", userInfo: [:]),
                handler: launch.contentHandler)
            let prepared = ModelContent(categoryIdentifier: "na.dyn.x", userInfo: [:])
            let start = DispatchSemaphore(value: 0)
            let finished = DispatchSemaphore(value: 0)
            Thread {
                start.wait()
                handoff.deliver(prepared)
                finished.signal()
            }.start()
            launch.timeRunsOut {
                start.signal()
                handoff.expire()
            }
            await onAThread { finished.wait() }
            #expect(launch.handed.count == 1)
            #expect(!handoff.deliver(prepared) && !handoff.expire(), "a late call is ignored")
            #expect(launch.handed.count == 1)
        }
    }

    @Test(
        "a server-chosen button's translated title is shown in the device's language, and its default when the app has no translation"
    )
    func translatedTitle() async throws {
        let container = try AppGroupContainer()
        defer { container.close() }
        let push = serverChosenPush(
            #"{"identifier": "track", "title": {"key": "button.track", "default": "Track"}}, "#
                + #"{"identifier": "later", "title": {"key": "button.later", "default": "Later"}}"#)
        let strings = ["en": ["button.track": "Track order"], "fr": ["button.track": "Suivre"]]
        let center = ModelCategoryCenter([sdkCategory], strings: strings)
        let launch = ModelServiceExtensionLaunch()
        // The String Catalog is in the extension's target too (ButtonsChosenByYourServer says so).
        await service(center.fromExtension(strings: strings), container).didReceive(
            ModelContent(userInfo: push), contentHandler: launch.contentHandler
        )
        .value
        #expect(center.shownTitles(of: category(of: push)) == ["Track order", "Later"])
        // The person switches the device to French; the category registered earlier follows.
        center.language = "fr"
        #expect(center.shownTitles(of: category(of: push)) == ["Suivre", "Later"])
    }

    @Test(
        "B2: with the strings in the app target only (Xcode's default), a server-chosen title is its default text in every language, never a raw key"
    )
    func translatedTitleAppOnly() async throws {
        let container = try AppGroupContainer()
        defer { container.close() }
        let push = serverChosenPush(
            #"{"identifier": "track", "title": {"key": "button.track", "default": "Track"}}"#)
        let center = ModelCategoryCenter(
            [sdkCategory], strings: ["en": ["button.track": "Track order"], "fr": ["button.track": "Suivre"]])
        let launch = ModelServiceExtensionLaunch()
        await service(center.fromExtension(), container).didReceive(
            ModelContent(userInfo: push), contentHandler: launch.contentHandler
        )
        .value
        #expect(center.shownTitles(of: category(of: push)) == ["Track"])
        center.language = "fr"
        #expect(center.shownTitles(of: category(of: push)) == ["Track"])
    }

    @Test(
        "B2: a key the strings have in one language only is registered as its default, so a later language change never shows the raw key"
    )
    func keyMissingInALanguage() async throws {
        let container = try AppGroupContainer()
        defer { container.close() }
        let push = serverChosenPush(
            #"{"identifier": "track", "title": {"key": "button.track", "default": "Track"}}"#)
        let strings = ["en": ["button.track": "Track order"], "fr": ["other": "Autre"]]
        let center = ModelCategoryCenter([sdkCategory], strings: strings)
        let launch = ModelServiceExtensionLaunch()
        await service(center.fromExtension(strings: strings), container).didReceive(
            ModelContent(userInfo: push), contentHandler: launch.contentHandler
        )
        .value
        center.language = "fr"
        #expect(center.shownTitles(of: category(of: push)) == ["Track"])
    }

    @Test(
        "B1: the person switches the phone to French; a push that comes before the app is opened again shows the app's own buttons in French, and the next launch reports nothing"
    )
    func languageChangeBeforeNextLaunch() async throws {
        let container = try AppGroupContainer()
        defer { container.close() }
        let registry = try CategoryRegistry {
            NotificationCategory("message") {
                NotificationAction("message.like", title: "Like").localized(title: "like.title")
                NotificationAction("message.mute", title: "Mute").localized(title: "mute.title")
            }
        }
        let strings = [
            "en": ["like.title": "Like"], "fr": ["like.title": "J'aime", "mute.title": "Silence"],
        ]
        let center = ModelCategoryCenter([], strings: strings)
        // The app registers in English, translated through its bundle as the bridge does.
        let english = registry.translated { key, _ in strings["en"]?[key.key] }
        await CategoryRegistration.register(
            english, center: center, store: container.store, now: 100, grace: 60, patience: noWaiting,
            diagnostics: recorder.handler)
        #expect(center.shownTitles(of: "message") == ["Like", "Mute"])
        // A language change ends the app and launches nothing; a push arrives.
        center.language = "fr"
        // "like.title" is in every language: localized when shown. "mute.title" is missing in English: its
        // English text stays (never the raw key).
        #expect(center.shownTitles(of: "message") == ["J'aime", "Mute"])
        // The person opens the app: it registers in French; nothing is reported as redefined.
        let french = registry.translated { key, _ in strings["fr"]?[key.key] }
        await CategoryRegistration.register(
            french, center: center, store: container.store, now: 200, grace: 60, patience: noWaiting,
            diagnostics: recorder.handler)
        #expect(!recorder.codes.contains(.categoryRedefined))
        #expect(center.shownTitles(of: "message") == ["J'aime", "Silence"])
    }

    @Test(
        "the categories read back late: the registration waits for them, and sets them once more when they stay away",
        arguments: [2, 100])
    func lateReadBack(_ lag: Int) async throws {
        let container = try AppGroupContainer()
        defer { container.close() }
        let center = ModelCategoryCenter([sdkCategory])
        center.readLag = lag
        let launch = ModelServiceExtensionLaunch()
        await service(center, container).didReceive(
            ModelContent(userInfo: trackPush), contentHandler: launch.contentHandler
        )
        .value
        if lag < noWaiting.readBackAttempts {
            #expect(center.sets == 1)
            #expect(recorder.diagnostics.isEmpty)
        } else {
            // Five reads still answered the set before; the second set's reads include the category.
            #expect(center.sets == 2, "set once more")
            #expect(recorder.diagnostics.isEmpty)
        }
        #expect(
            launch.handed.map(\.categoryIdentifier) == [category(of: trackPush).rawValue],
            "delivered either way")
    }

    @Test(
        "an SDK that sets the whole category set without merging, just after ours, is reported by the read-back"
    )
    func sdkWithoutMerging() async throws {
        let container = try AppGroupContainer()
        defer { container.close() }
        let center = ModelCategoryCenter([sdkCategory])
        // The SDK's set lands after each of ours, before we read back.
        center.beforeRead(2) { center.setWithoutMerging([sdkCategory]) }
        center.beforeRead(3) { center.setWithoutMerging([sdkCategory]) }
        await CategoryRegistration.register(
            SampleCategories.registry, center: center, store: nil, now: 100, grace: 60,
            patience: CategoryRegistration.Patience(lockAttempts: 1, readBackAttempts: 1) { _ in },
            diagnostics: recorder.handler)
        #expect(recorder.codes == [.categoriesNotRegistered])
        #expect(recorder.diagnostics.first?.message.contains("without merging") == true)
    }
}

@Suite("Device scenarios: the registration lock held by another process")
struct RegistrationLockProcessTests {
    @Test(
        "an extension launch in another process holds the lock: the app's registration tries without blocking a thread, goes ahead reported, and takes the lock once it is let go"
    )
    func anotherProcessHoldsTheLock() async throws {
        let container = try AppGroupContainer()
        defer { container.close() }
        let store = container.store
        try FileManager.default.createDirectory(
            at: store.url.deletingLastPathComponent(), withIntermediateDirectories: true)
        // util-linux's flock(1) takes the same flock(2) lock in a process of its own, says so, and holds it
        // until its input closes.
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
        holder.arguments = [store.lockPath, "-c", "echo locked; cat"]
        let input = Pipe()
        let output = Pipe()
        holder.standardInput = input
        holder.standardOutput = output
        try holder.run()
        await onAThread { _ = output.fileHandleForReading.readData(ofLength: 7) }

        let pauses = Locked(0)
        let patience = CategoryRegistration.Patience(lockAttempts: 3, readBackAttempts: 5) { wait in
            if wait == .lock { pauses.withLock { $0 += 1 } }
        }
        let center = ModelCategoryCenter([sdkCategory])
        let recorder = DiagnosticRecorder()
        await CategoryRegistration.register(
            SampleCategories.registry, center: center, store: store, now: 100, grace: 60, patience: patience,
            queue: CategoryRegistrationQueue().queue, diagnostics: recorder.handler)
        #expect(pauses.withLock { $0 } == 2, "three tries, a pause between each")
        #expect(recorder.codes == [.registrationLockUnavailable])
        #expect(recorder.diagnostics.first?.message.contains("through 3 tries") == true)
        #expect(
            center.categories.map(\.identifier) == ["message", "invite", "other-sdk.promo"], "went ahead")

        // The other process lets go; the next registration takes the lock at the first try.
        try input.fileHandleForWriting.close()
        await onAThread { holder.waitUntilExit() }
        #expect(holder.terminationStatus == 0)
        let after = DiagnosticRecorder()
        await CategoryRegistration.register(
            SampleCategories.registry, center: center, store: store, now: 100, grace: 60, patience: patience,
            queue: CategoryRegistrationQueue().queue, diagnostics: after.handler)
        #expect(after.diagnostics.isEmpty, "\(after.diagnostics)")
        #expect(pauses.withLock { $0 } == 2, "no more pauses")
    }
}

@Suite("Device scenarios: a lock file that cannot be opened")
struct RegistrationLockUnavailableTests {
    @Test("a container where the lock file cannot be made: the registration goes ahead, and says why")
    func lockFileCannotBeOpened() async throws {
        let container = try AppGroupContainer()
        defer { container.close() }
        // A file where the ledger's folder should be: open(2) fails with ENOTDIR.
        let blocker = container.url.appendingPathComponent("notification-actions")
        try Data("not a folder".utf8).write(to: blocker)
        let recorder = DiagnosticRecorder()
        let center = ModelCategoryCenter([sdkCategory])
        await CategoryRegistration.register(
            SampleCategories.registry, center: center, store: container.store, now: 100, grace: 60,
            patience: noWaiting, queue: CategoryRegistrationQueue().queue, diagnostics: recorder.handler)
        #expect(recorder.codes.first == .registrationLockUnavailable)
        #expect(
            recorder.diagnostics.first?.message.contains("cannot open the registration lock file") == true)
        #expect(recorder.diagnostics.first?.message.contains("Not a directory") == true)
        #expect(
            center.categories.map(\.identifier) == ["message", "invite", "other-sdk.promo"], "went ahead")
    }
}

/// Runs `body` on a thread of its own and awaits it, without blocking a thread of Swift's cooperative pool.
func onAThread(_ body: @escaping @Sendable () -> Void) async {
    await withCheckedContinuation { continuation in
        Thread {
            body()
            continuation.resume()
        }.start()
    }
}

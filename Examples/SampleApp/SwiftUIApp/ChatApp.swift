import NotificationActions
import SwiftUI

@main
@MainActor
struct ChatApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) private var appDelegate
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environmentObject(appDelegate.model)
        }
        // `initial: true`: the phase may already be `.active` when the scene first appears, and without it
        // no change comes, so the router would never resume.
        .onChange(of: scenePhase, initial: true) { _, phase in
            guard phase == .active else { return }
            AppLaunch.interfaceReady(appDelegate.router)
            // Reminders that waited for room in the 64 pending take the places of those that fired.
            Task { await AppModel.scheduler.topUp() }
        }
    }
}

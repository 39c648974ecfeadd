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
            if phase == .active { AppLaunch.interfaceReady(appDelegate.router) }
        }
    }
}

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
        .onChange(of: scenePhase) { _, phase in
            if phase == .active { appDelegate.router.resume() }
        }
    }
}

import Foundation
import NotificationActions
import NotificationActionsPosting

extension AppModel {
    /// Posts the app's own notifications within the system's 64 pending; what waits for room is kept in
    /// the App Group container, which the extensions share. `nonisolated`: one scheduler for the process,
    /// used from any actor.
    nonisolated static let scheduler = NotificationScheduler(
        registry: SampleCategories.registry,
        store: NotificationScheduleStore(
            inContainer: FileManager.default.containerURL(
                forSecurityApplicationGroupIdentifier: "group.com.example.chat")
                ?? URL.applicationSupportDirectory))

    /// Reminds the person of an invitation in an hour (the invitation screen's button).
    func remindLater(about invitationID: String) {
        Task { try? await Self.scheduler.schedule(Reminders.invitation(invitationID)) }
    }
}

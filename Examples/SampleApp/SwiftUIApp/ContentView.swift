import SwiftUI

/// The root: a `NavigationStack` over the model's path, which a tap on a notification sets.
struct ContentView: View {
    @EnvironmentObject private var model: AppModel

    var body: some View {
        NavigationStack(path: $model.path) {
            List {
                Button("Open the design review") { model.open(.conversation("design-review")) }
            }
            .navigationTitle("Chats")
            .navigationDestination(for: AppModel.Screen.self) { screen in
                switch screen {
                case .conversation(let id): Text("Conversation \(id)")
                case .invitation(let id):
                    Button("Remind me in an hour") { model.remindLater(about: id) }
                        .navigationTitle("Invitation \(id)")
                }
            }
        }
        // Once this view shows: each parked destination, once (an expired one never arrives).
        .task { for await screen in model.navigation.parked.destinations() { model.open(screen) } }
    }
}

/// The app's services the handlers call. Actors: handlers run on no particular actor, concurrently.
actor ChatService {
    private(set) var sent: [(text: String, conversation: String)] = []
    private(set) var liked: [String] = []

    func send(_ text: String, in conversation: String) async throws { sent.append((text, conversation)) }
    func like(_ conversation: String) { liked.append(conversation) }
}

actor InvitationService {
    private(set) var answers: [String: Bool] = [:]

    func answer(_ invitation: String, accepted: Bool) async throws { answers[invitation] = accepted }
    func markSeen(_ invitation: String) {}
}

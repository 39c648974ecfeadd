/// One registered handler.
struct Route: Sendable {
    var description: RouteDescription
    var body: ResponseHandler.Body
}

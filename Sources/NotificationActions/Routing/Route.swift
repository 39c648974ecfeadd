/// One registered handler. A class, so the resolved table, the routes by kind and every in-flight
/// response's guard share it by reference: one retain per response, not a copy of its description.
final class Route: Sendable {
    let description: RouteDescription
    let body: ResponseHandler.Body

    init(description: RouteDescription, body: ResponseHandler.Body) {
        self.description = description
        self.body = body
    }
}

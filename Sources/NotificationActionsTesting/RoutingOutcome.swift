@_spi(Generated) import NotificationActions

/// The package's tests' older name for the harness's outcome, which is the router's ``ResponseOutcome``.
package typealias RoutingOutcome = ResponseOutcome

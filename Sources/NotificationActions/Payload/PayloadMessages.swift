/// The messages of a server-chosen button spec's findings, each beside the code it is reported with:
/// the service extension and `check-payload` read a spec with the same reader. (The payload check's own
/// messages are in the tooling library's `PayloadMessages+Check.swift`.)
package enum PayloadMessages {
    // MARK: Server-chosen buttons

    /// `wrong-type`: the spec is not an object.
    @inline(never) static func dynamicSpecNotObject(found: String) -> String {
        "\"\(ServerChosenButtons.payloadKey)\" must be an object like {\"actions\": [{\"identifier\": \"track\", \"title\": "
            + "\"Track order\"}]}, found \(found)"
    }

    /// `unknown-key` (warning) in the spec.
    @inline(never) static func dynamicUnknownKey(_ key: String) -> String {
        "unknown key \(quoted(key)) in \"\(ServerChosenButtons.payloadKey)\"; the spec has only \"actions\", so it is ignored"
    }

    /// The spec has no actions.
    static let dynamicNoActions =
        "\"\(ServerChosenButtons.payloadKey)\" needs \"actions\": a non-empty array of buttons, each {\"identifier\", "
        + "\"title\"} with optional \"options\", \"icon\", \"textInput\" and \"url\""

    /// `invalid-value`: a button's URL is not absolute.
    @inline(never) static func dynamicURLNotAbsolute(_ text: String) -> String {
        "\"url\" must be an absolute URL with a scheme (https://…, myapp://…), found \"\(shortened(text))\""
    }

    /// `invalid-value`: a scheme no button may open.
    @inline(never) static func dynamicURLScheme(_ scheme: String) -> String {
        "a button may not open a '\(scheme):' URL (it would run or read something on the device); use https or the "
            + "app's own scheme"
    }

    /// `invalid-value` (warning): plain http.
    @inline(never) static func dynamicURLInsecure(_ text: String) -> String {
        "\"\(shortened(text))\" is plain http; the app opens only the schemes it allows (https and its own by "
            + "default), so this button would be refused. Use https"
    }

    /// `shadows-static-action`.
    @inline(never) static func dynamicShadowsStatic(_ identifier: String, category: CategoryIdentifier)
        -> String
    {
        "the button \(quoted(identifier)) takes the identifier of an action of the static category "
            + "\(quoted(category)), so a press could not tell which was meant; give server-chosen buttons identifiers "
            + "of their own (a prefix such as \"dyn.\" keeps them apart)"
    }

    /// `payload-too-large` (warning): the spec takes more than half the push.
    @inline(never) static func dynamicSpecLarge(_ size: Int, limit: Int) -> String {
        "the button spec takes \(size) of the push's \(limit) bytes, leaving little for the alert and the app's keys; "
            + "shorten titles or use localized titles ({\"key\", \"default\"})"
    }
}

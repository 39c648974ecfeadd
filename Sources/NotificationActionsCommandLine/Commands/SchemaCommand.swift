@_spi(Generated) import NotificationActions
import NotificationActionsTooling

/// `notification-actions schema`.
enum SchemaCommand: Subcommand {
    static let name = "schema"
    static let summary =
        "Print the JSON Schema of the configuration format, or (--payloads) of a configuration's pushes."
    struct Options: CommandOptions {
        var payloads: String?

        static var options: [OptionDeclaration<Self>] {
            [
                .text(
                    "payloads", "CONFIG", \.payloads,
                    help:
                        "Print instead the JSON Schema of the pushes CONFIG's categories accept: aps.category registered, each category's declared custom keys of their types, for a server to validate pushes before sending."
                )
            ]
        }
        static var operands: OperandDeclaration<Self> { OperandDeclaration<Self>.none }
    }

    static let details = """
        Save it beside your configuration and point the file's "$schema" key at it to get completion
        and checking in editors:

        With --payloads CONFIG it prints the JSON Schema (draft 2020-12) of the pushes CONFIG's app
        accepts, for the push server: aps.category is one of CONFIG's categories, and a push of a
        category that declares custom keys ("payload") has every required key, each of its type (enum
        values, ISO 8601 or Unix dates, URLs with a scheme, nested objects and arrays). Optional keys
        may be absent or null; undeclared keys are allowed (check-payload warns about them). Validate
        pushes with any JSON Schema validator before sending: Ajv (Node), jsonschema (Python),
        santhosh-tekuri/jsonschema (Go), json_schemer (Ruby).

        Exit status: 0 printed, 1 CONFIG invalid, 2 usage error or CONFIG unreadable.

        Examples:
          notification-actions schema > notification-actions.schema.json
          notification-actions schema --payloads Examples/Configs/chat-and-reminders.json > pushes.schema.json
          python3 -m jsonschema -i push.json pushes.schema.json
        """

    static func run(_ options: Options, _ tool: inout CommandLineTool) async throws -> ExitStatus {
        guard let config = options.payloads else {
            tool.result.standardOutput += ConfigurationFormat.jsonSchema
            return .success
        }
        let (name, registry, _) = try tool.loadConfiguration(config)
        let file = name.split(separator: "/").last.map(String.init) ?? name
        tool.result.standardOutput += registry.payloadSchema(title: file)
        return .success
    }
}

import NotificationActions

/// `notification-actions schema`.
enum SchemaCommand: Subcommand {
    static let name = "schema"
    static let summary = "Print the JSON Schema of the configuration format, for editors."
    static let usage = "notification-actions schema"
    static let options: [Arguments.Option] = []
    static let details = """
        Save it beside your configuration and point the file's "$schema" key at it to get completion
        and checking in editors:

        Examples:
          notification-actions schema > notification-actions.schema.json
        """

    static func run(_ parsed: Arguments, _ tool: inout CommandLineTool) async throws(UsageError) {
        guard parsed.operands.isEmpty else {
            throw UsageError(command: name, message: "'schema' takes no operands")
        }
        tool.result.standardOutput += ConfigurationFormat.jsonSchema
    }
}

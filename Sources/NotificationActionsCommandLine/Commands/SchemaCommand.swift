import NotificationActions

/// `notification-actions schema`.
enum SchemaCommand: Subcommand {
    static let name = "schema"
    static let summary = "Print the JSON Schema of the configuration format, for editors."
    struct Options: CommandOptions {
        static var options: [OptionDeclaration<Self>] { [] }
        static var operands: OperandDeclaration<Self> { OperandDeclaration<Self>.none }
    }

    static let details = """
        Save it beside your configuration and point the file's "$schema" key at it to get completion
        and checking in editors:

        Examples:
          notification-actions schema > notification-actions.schema.json
        """

    static func run(_ options: Options, _ tool: inout CommandLineTool) async throws -> ExitStatus {
        tool.result.standardOutput += ConfigurationFormat.jsonSchema
        return .success
    }
}

@_spi(Generated) import NotificationActions

extension CommandLineTool {
    /// Every subcommand, in the order `--help` lists them. (The build plugin's lean tool,
    /// `notification-actions-build`, compiles the tool's core with a list of its own: validate and
    /// generate-swift.)
    static var subcommands: [any Subcommand.Type] {
        [
            DemoCommand.self, ValidateCommand.self, CheckPayloadCommand.self, SamplePushesCommand.self,
            PreviewCommand.self, LocalizeCommand.self, GenerateSwiftCommand.self, CheckExtensionCommand.self,
            CheckAppCommand.self, SchemaCommand.self,
        ]
    }
}

extension CommandLineTool {
    /// Every command's name, for the package's tests of the `--help` texts.
    package static var commandNames: [String] { subcommands.map { $0.name } }
}

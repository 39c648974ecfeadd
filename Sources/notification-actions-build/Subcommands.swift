extension CommandLineTool {
    /// The lean tool's subcommands: what the build plugin runs, validation and generation.
    static var subcommands: [any Subcommand.Type] { [ValidateCommand.self, GenerateSwiftCommand.self] }
}

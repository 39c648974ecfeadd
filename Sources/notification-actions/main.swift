import Foundation
import NotificationActionsCommandLine

let result = await CommandLineTool.run(
    Array(CommandLine.arguments.dropFirst()),
    isTerminal: isatty(STDOUT_FILENO) == 1,
    readStandardInput: { Array(FileHandle.standardInput.readDataToEndOfFile()) }
)
FileHandle.standardOutput.write(Data(result.standardOutput.utf8))
FileHandle.standardError.write(Data(result.standardError.utf8))
exit(result.exitCode)

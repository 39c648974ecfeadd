// Everything the runtime declares is the tooling's vocabulary too: `import NotificationActionsTooling`
// is the one import a tool, a push server or a test needs.
@_exported @_spi(Generated) import NotificationActions

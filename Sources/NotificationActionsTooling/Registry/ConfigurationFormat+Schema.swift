@_spi(Generated) import NotificationActions

// This file is the JSON Schema of the configuration format; `Schemas/notification-actions.schema.json`
// holds the same text, and a test keeps the two identical.

extension ConfigurationFormat {
    /// The JSON Schema (draft 2020-12) of the configuration format, for editors to check and complete files.
    public static let jsonSchema = #"""
        {
          "$schema": "https://json-schema.org/draft/2020-12/schema",
          "$id": "urn:swift-notification-actions:configuration:v1",
          "title": "NotificationActions configuration, version 1",
          "description": "An app's notification categories and their action buttons.",
          "type": "object",
          "required": ["version", "categories"],
          "additionalProperties": false,
          "properties": {
            "$schema": { "type": "string", "description": "Where editors find this schema." },
            "version": { "const": 1, "description": "The format's version: 1." },
            "categories": {
              "type": "array",
              "description": "The categories; each identifier must be unique.",
              "items": { "$ref": "#/$defs/category" }
            }
          },
          "$defs": {
            "identifier": { "type": "string", "minLength": 1, "maxLength": 1024 },
            "text": { "type": "string", "maxLength": 1024 },
            "localized": {
              "type": "object",
              "required": ["key", "default"],
              "additionalProperties": false,
              "description": "A translated string: its key in the strings table, and the development language's text.",
              "properties": {
                "key": { "$ref": "#/$defs/identifier", "description": "The key of the translations." },
                "default": { "$ref": "#/$defs/text", "description": "The development language's text." },
                "table": { "$ref": "#/$defs/identifier", "description": "The strings table; Localizable when absent." },
                "comment": { "$ref": "#/$defs/text", "description": "What the string is, for translators." }
              }
            },
            "category": {
              "type": "object",
              "required": ["identifier"],
              "additionalProperties": false,
              "properties": {
                "identifier": {
                  "$ref": "#/$defs/identifier",
                  "description": "What notifications name in categoryIdentifier and push payloads in aps.category."
                },
                "actions": {
                  "type": "array",
                  "maxItems": 10,
                  "description": "The buttons, in order; banners show only the first two unless minimalActions names them.",
                  "items": { "$ref": "#/$defs/action" }
                },
                "minimalActions": {
                  "type": "array",
                  "maxItems": 2,
                  "uniqueItems": true,
                  "description": "The identifiers of the actions banners and the lock screen show.",
                  "items": { "$ref": "#/$defs/identifier" }
                },
                "options": {
                  "type": "array",
                  "items": {
                    "enum": [
                      "customDismissAction",
                      "allowInCarPlay",
                      "hiddenPreviewsShowTitle",
                      "hiddenPreviewsShowSubtitle",
                      "allowAnnouncement"
                    ]
                  }
                },
                "intentIdentifiers": { "type": "array", "items": { "$ref": "#/$defs/text" } },
                "hiddenPreviewsBodyPlaceholder": {
                  "oneOf": [{ "$ref": "#/$defs/text" }, { "$ref": "#/$defs/localized" }],
                  "description": "The body shown when previews are hidden; %u is the number of notifications."
                },
                "categorySummaryFormat": {
                  "oneOf": [{ "$ref": "#/$defs/text" }, { "$ref": "#/$defs/localized" }],
                  "description": "The summary of a group of notifications; %u is the number of notifications."
                },
                "foregroundPresentation": {
                  "type": "array",
                  "description": "How a notification is shown while the app is in the foreground.",
                  "items": { "enum": ["banner", "list", "sound", "badge"] }
                },
                "priority": {
                  "type": "integer",
                  "minimum": 0,
                  "maximum": 100,
                  "description": "Which of the app's scheduled notifications stay pending first when there are more than the system keeps (64); higher first, default 50."
                },
                "payload": {
                  "$ref": "#/$defs/payloadKeys",
                  "description": "The custom keys the category's pushes carry beside aps, with their types."
                }
              }
            },
            "payloadKeys": {
              "type": "object",
              "description": "Each custom key's name, as the server writes it, and its type.",
              "additionalProperties": { "$ref": "#/$defs/payloadType" }
            },
            "payloadType": {
              "oneOf": [
                {
                  "enum": ["string", "integer", "number", "boolean", "url"],
                  "description": "A required key of a type that needs nothing more."
                },
                { "$ref": "#/$defs/payloadTypeObject" }
              ]
            },
            "payloadTypeObject": {
              "type": "object",
              "required": ["type"],
              "additionalProperties": false,
              "properties": {
                "type": { "enum": ["string", "integer", "number", "boolean", "url", "date", "enum", "array", "object"] },
                "optional": { "type": "boolean", "description": "Whether a push may leave the key out; false when absent." },
                "format": { "enum": ["iso8601", "unixSeconds"], "description": "How a date is written." },
                "values": { "type": "array", "minItems": 1, "items": { "type": "string" }, "description": "An enum's values." },
                "items": { "$ref": "#/$defs/payloadType", "description": "An array's element type." },
                "properties": { "$ref": "#/$defs/payloadKeys", "description": "An object's keys." },
                "description": { "type": "string", "description": "What the key means." }
              },
              "allOf": [
                { "if": { "properties": { "type": { "const": "date" } } }, "then": { "required": ["format"] } },
                { "if": { "properties": { "type": { "const": "enum" } } }, "then": { "required": ["values"] } },
                { "if": { "properties": { "type": { "const": "array" } } }, "then": { "required": ["items"] } },
                { "if": { "properties": { "type": { "const": "object" } } }, "then": { "required": ["properties"] } }
              ]
            },
            "action": {
              "type": "object",
              "required": ["identifier", "title"],
              "additionalProperties": false,
              "properties": {
                "identifier": {
                  "$ref": "#/$defs/identifier",
                  "description": "What a response carries when the user picks this button; unique across the app."
                },
                "title": {
                  "oneOf": [{ "$ref": "#/$defs/identifier" }, { "$ref": "#/$defs/localized" }],
                  "description": "The button's label."
                },
                "options": {
                  "type": "array",
                  "description": "foreground opens the app; without it the action runs in the background.",
                  "items": { "enum": ["foreground", "destructive", "authenticationRequired"] }
                },
                "textInput": { "$ref": "#/$defs/textInput" },
                "icon": { "$ref": "#/$defs/icon" }
              }
            },
            "textInput": {
              "type": "object",
              "additionalProperties": false,
              "description": "Asks the user to type a reply.",
              "properties": {
                "buttonTitle": {
                  "oneOf": [{ "$ref": "#/$defs/identifier" }, { "$ref": "#/$defs/localized" }],
                  "description": "The label of the send button."
                },
                "placeholder": {
                  "oneOf": [{ "$ref": "#/$defs/text" }, { "$ref": "#/$defs/localized" }],
                  "description": "The text shown in the empty field."
                }
              }
            },
            "icon": {
              "type": "object",
              "additionalProperties": false,
              "description": "An SF Symbol or a template image (iOS 15 and later); exactly one.",
              "properties": {
                "systemImageName": { "$ref": "#/$defs/identifier" },
                "templateImageName": { "$ref": "#/$defs/identifier" }
              },
              "oneOf": [{ "required": ["systemImageName"] }, { "required": ["templateImageName"] }]
            }
          }
        }

        """#
}

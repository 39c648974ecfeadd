@_spi(Generated) import NotificationActions

// The example configuration, embedded so that `notification-actions demo` works wherever the tool is
// installed. DemoTests checks it is byte for byte Examples/Configs/chat-and-reminders.json; when that file
// changes, paste it here.

extension Demo {
    /// The bundled example configuration, `Examples/Configs/chat-and-reminders.json`.
    public static let configurationJSON = #"""
        {
          "$schema": "../../Schemas/notification-actions.schema.json",
          "version": 1,
          "categories": [
            {
              "identifier": "message",
              "actions": [
                {
                  "identifier": "message.reply",
                  "title": { "key": "MESSAGE_REPLY", "default": "Reply" },
                  "textInput": {
                    "buttonTitle": { "key": "MESSAGE_REPLY_SEND", "default": "Send" },
                    "placeholder": { "key": "MESSAGE_REPLY_PLACEHOLDER", "default": "Write a reply…" }
                  },
                  "icon": { "systemImageName": "arrowshape.turn.up.left" }
                },
                {
                  "identifier": "message.like",
                  "title": "Like",
                  "icon": { "systemImageName": "hand.thumbsup" }
                },
                {
                  "identifier": "message.mute",
                  "title": "Mute conversation",
                  "options": ["destructive"],
                  "icon": { "systemImageName": "bell.slash" }
                }
              ],
              "minimalActions": ["message.reply", "message.like"],
              "hiddenPreviewsBodyPlaceholder": { "key": "MESSAGE_HIDDEN_PREVIEW", "default": "%u new messages" },
              "categorySummaryFormat": { "key": "MESSAGE_SUMMARY", "default": "%u more messages" },
              "foregroundPresentation": ["banner", "list", "sound"],
              "payload": {
                "conversation": { "type": "string", "description": "The conversation the message is in." },
                "message": { "type": "string", "description": "The message, for a like." },
                "sentAt": { "type": "date", "format": "unixSeconds", "optional": true }
              }
            },
            {
              "identifier": "invite",
              "actions": [
                {
                  "identifier": "invite.accept",
                  "title": { "key": "INVITE_ACCEPT", "default": "Accept", "comment": "Button: accept an invitation" },
                  "options": ["authenticationRequired"]
                },
                {
                  "identifier": "invite.decline",
                  "title": { "key": "INVITE_DECLINE", "default": "Decline", "comment": "Button: decline an invitation" },
                  "options": ["destructive"]
                },
                { "identifier": "invite.view", "title": { "key": "INVITE_VIEW", "default": "View" }, "options": ["foreground"] }
              ],
              "minimalActions": ["invite.accept", "invite.decline"],
              "options": ["customDismissAction"],
              "hiddenPreviewsBodyPlaceholder": { "key": "INVITE_HIDDEN_PREVIEW", "default": "%u new invitations" },
              "categorySummaryFormat": { "key": "INVITE_SUMMARY", "default": "%u more invitations" },
              "foregroundPresentation": ["banner", "list"],
              "payload": {
                "invitation": { "type": "string", "description": "The invitation to accept or decline." },
                "kind": { "type": "enum", "values": ["dinner", "meeting", "party"], "optional": true },
                "host": { "type": "object", "properties": { "name": "string", "avatar": { "type": "url", "optional": true } }, "optional": true },
                "startsAt": { "type": "date", "format": "iso8601", "optional": true }
              }
            },
            {
              "identifier": "reminder",
              "priority": 80,
              "actions": [
                { "identifier": "reminder.complete", "title": "Mark as done", "icon": { "systemImageName": "checkmark.circle" } },
                { "identifier": "reminder.snooze", "title": "Snooze 10 minutes", "icon": { "systemImageName": "clock" } },
                { "identifier": "reminder.delete", "title": "Delete", "options": ["destructive", "authenticationRequired"] }
              ],
              "minimalActions": ["reminder.complete", "reminder.snooze"],
              "options": ["customDismissAction", "allowInCarPlay"],
              "foregroundPresentation": ["banner", "sound", "badge"],
              "payload": {
                "reminder": { "type": "string", "description": "The reminder to complete, snooze or delete." },
                "tags": { "type": "array", "items": "string", "optional": true }
              }
            }
          ]
        }

        """#
}

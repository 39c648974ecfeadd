@_spi(Generated) import NotificationActions

/// A category's `intentIdentifiers` name SiriKit intents: the identifier of an intent is its class name
/// (`INSendMessageIntentIdentifier` is `"INSendMessageIntent"`), so a value that is no intent class is a
/// mistake the system ignores silently — the category is simply not associated with that intent.
///
/// Source: the `INIntent` subclasses declared in the iPhoneOS 18.6 SDK's
/// `Intents.framework/Headers/*.h` (`@interface INSendMessageIntent : INIntent`, 61 classes) and the
/// identifier constants of `Intents.framework/Headers/INIntentIdentifiers.h`; Apple's documentation:
/// https://developer.apple.com/documentation/usernotifications/unnotificationcategory/intentidentifiers
/// An app's own custom intents (generated from an `.intentdefinition` file) are other class names: the
/// finding is a warning that says so. A value over the length limit is already an error and not looked up.
enum IntentIdentifierRule: ValidationRule {
    static func check(_ context: inout RuleContext) {
        for (index, identifier) in context.category.intentIdentifiers.enumerated()
        where !knownIntents.contains(identifier) && identifier.count <= CategoryValidator.maxStringLength {
            let constant =
                identifier.hasSuffix("Identifier") ? String(identifier.dropLast("Identifier".count)) : ""
            let hint =
                knownIntents.contains(constant)
                ? " Write the constant's value, \(quoted(constant)), not its name."
                : Suggestion.didYouMean(identifier, in: Array(knownIntents).sorted())
            context.report(
                .warning, .unknownIntent, at: ".intentIdentifiers[\(index)]",
                RuleMessages.unknownIntent(identifier, category: context.categoryName, hint: hint))
        }
    }

    /// The SiriKit intents of the iOS 18.6 SDK, by class name.
    static let knownIntents: Set<String> = [
        "INActivateCarSignalIntent", "INAddMediaIntent", "INAddTasksIntent", "INAnswerCallIntent",
        "INAppendToNoteIntent", "INBookRestaurantReservationIntent", "INCancelRideIntent",
        "INCancelWorkoutIntent", "INCreateNoteIntent", "INCreateTaskListIntent", "INDeleteTasksIntent",
        "INEditMessageIntent", "INEndWorkoutIntent",
        "INGetAvailableRestaurantReservationBookingDefaultsIntent",
        "INGetAvailableRestaurantReservationBookingsIntent", "INGetCarLockStatusIntent",
        "INGetCarPowerLevelStatusIntent", "INGetReservationDetailsIntent", "INGetRestaurantGuestIntent",
        "INGetRideStatusIntent", "INGetUserCurrentRestaurantReservationBookingsIntent",
        "INGetVisualCodeIntent", "INHangUpCallIntent", "INListCarsIntent", "INListRideOptionsIntent",
        "INPauseWorkoutIntent", "INPayBillIntent", "INPlayMediaIntent", "INRequestPaymentIntent",
        "INRequestRideIntent", "INResumeWorkoutIntent", "INSaveProfileInCarIntent",
        "INSearchCallHistoryIntent", "INSearchForAccountsIntent", "INSearchForBillsIntent",
        "INSearchForMediaIntent", "INSearchForMessagesIntent", "INSearchForNotebookItemsIntent",
        "INSearchForPhotosIntent", "INSendMessageIntent", "INSendPaymentIntent", "INSendRideFeedbackIntent",
        "INSetAudioSourceInCarIntent", "INSetCarLockStatusIntent", "INSetClimateSettingsInCarIntent",
        "INSetDefrosterSettingsInCarIntent", "INSetMessageAttributeIntent", "INSetProfileInCarIntent",
        "INSetRadioStationIntent", "INSetSeatSettingsInCarIntent", "INSetTaskAttributeIntent",
        "INShareFocusStatusIntent", "INSnoozeTasksIntent", "INStartAudioCallIntent", "INStartCallIntent",
        "INStartPhotoPlaybackIntent", "INStartVideoCallIntent", "INStartWorkoutIntent",
        "INTransferMoneyIntent", "INUnsendMessagesIntent", "INUpdateMediaAffinityIntent",
    ]
}

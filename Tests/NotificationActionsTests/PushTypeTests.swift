import Foundation
import Testing

@testable @_spi(Generated) import NotificationActions
@testable import NotificationActionsCommandLine
@testable import NotificationActionsTooling

/// One payload and what the check must say about it.
struct PushCase: Sendable, CustomTestStringConvertible {
    var name: String
    var payload: String
    var pushType: PushType?
    /// Codes that must be reported, with their severities.
    var reports: [(ValidationIssue.Code, ValidationIssue.Severity)] = []
    /// Codes that must not be reported.
    var absent: [ValidationIssue.Code] = []
    var mentions: [String] = []
    var testDescription: String { name }
}

/// Each false positive and false negative found by running the check over real payloads (issue #14).
let pushCases: [PushCase] = [
    // False positives: payloads Apple documents as correct.
    PushCase(
        name: "a Live Activity relevance score of 100 (Apple's sample)",
        payload:
            #"{"aps":{"timestamp":1685952000,"event":"update","relevance-score":100,"content-state":{"a":1}}}"#,
        absent: [.invalidValue, .missingCategory]),
    PushCase(
        name: "localized title and body objects and a sound inside a Live Activity alert",
        payload:
            #"{"aps":{"timestamp":1,"event":"update","content-state":{},"alert":{"title":{"loc-key":"%@ is down!","loc-args":["Panda"]},"body":{"loc-key":"Heal %@"},"sound":"HeroDown.mp4"}}}"#,
        absent: [.wrongType, .unknownApsKey, .ignoredForPushType]),
    PushCase(
        name: "a badge-only push needs no category",
        payload: #"{"aps":{"badge":4}}"#, absent: [.missingCategory, .nothingToShow]),
    PushCase(
        name: "an MDM push needs neither aps nor a category",
        payload: #"{"mdm":"PUSH-MAGIC"}"#, absent: [.missingAps, .missingCategory]),
    PushCase(
        name: "a Safari website push has no category",
        payload:
            #"{"aps":{"alert":{"title":"Flight A998 boarding","body":"Gate 23","action":"View"},"url-args":["boarding","A998"]}}"#,
        absent: [.missingCategory, .unknownApsKey]),
    PushCase(
        name: "a VoIP payload of 5,000 bytes fits",
        payload: #"{"callUUID":"\#(String(repeating: "x", count: 4970))"}"#, pushType: .voip,
        absent: [.payloadTooLarge, .missingAps]),
    // False negatives: mistakes that passed without a word.
    PushCase(
        name: "alert beside aps instead of inside it",
        payload: #"{"aps":{"category":"chat"},"alert":{"title":"Sam","body":"Hi"}}"#,
        reports: [(.nothingToShow, .error), (.misplacedKey, .warning)], mentions: ["beside \"aps\""]),
    PushCase(
        name: "mutable-content on a push with no alert",
        payload: #"{"aps":{"badge":1,"mutable-content":1}}"#,
        reports: [(.mutableContentWithoutAlert, .warning)], mentions: ["service extension"]),
    PushCase(
        name: "a background push carrying a badge and a sound",
        payload: #"{"aps":{"content-available":1,"badge":1,"sound":"default"}}"#, pushType: .background,
        reports: [(.ignoredForPushType, .error)], mentions: ["must not carry 'badge'"]),
    PushCase(
        name: "a background push without content-available",
        payload: #"{"aps":{},"sync":"inbox"}"#, pushType: .background,
        reports: [(.missingKey, .error)], mentions: ["\"content-available\": 1"]),
    PushCase(
        name: "loc-args without loc-key",
        payload: #"{"aps":{"alert":{"body":"x","loc-args":["a"]},"category":"chat"}}"#,
        reports: [(.argumentsWithoutKey, .error)], mentions: ["no \"loc-key\""]),
    PushCase(
        name: "title-loc-args without title-loc-key",
        payload: #"{"aps":{"alert":{"title-loc-args":["a"],"body":"x"},"category":"chat"}}"#,
        reports: [(.argumentsWithoutKey, .error)], mentions: ["\"title-loc-key\""]),
    PushCase(
        name: "a category on a push that shows no alert",
        payload: #"{"aps":{"sound":"default","category":"chat"}}"#,
        reports: [(.categoryWithoutAlert, .warning)]),
    PushCase(
        name: "a Live Activity event of stop",
        payload: #"{"aps":{"timestamp":1,"event":"stop","content-state":{}}}"#,
        reports: [(.invalidValue, .error)], mentions: ["write \"end\""]),
    PushCase(
        name: "a Live Activity timestamp written as a string",
        payload: #"{"aps":{"timestamp":"1685952000","event":"update","content-state":{}}}"#,
        reports: [(.wrongType, .error)], mentions: ["without quotes, 1685952000"]),
    PushCase(
        name: "a Live Activity content-state written as a string",
        payload: #"{"aps":{"timestamp":1,"event":"update","content-state":"{\"a\":1}"}}"#,
        reports: [(.wrongType, .error)], mentions: ["ContentState"]),
    PushCase(
        name: "a Live Activity without timestamp or content-state",
        payload: #"{"aps":{"event":"update"}}"#,
        reports: [(.missingKey, .error)], mentions: ["\"timestamp\""]),
    PushCase(
        name: "a Live Activity start without attributes or alert",
        payload: #"{"aps":{"timestamp":1,"event":"start","content-state":{}}}"#,
        reports: [(.missingKey, .error)], mentions: ["'attributes-type'"]),
    PushCase(
        name: "a Live Activity date written with a fraction",
        payload: #"{"aps":{"timestamp":1,"event":"end","dismissal-date":2.0}}"#,
        reports: [(.wrongType, .error)],
        mentions: ["2.0 is not a whole number written as an integer: write 2"]),
    PushCase(
        name: "sound beside a Live Activity alert instead of inside it",
        payload: #"{"aps":{"timestamp":1,"event":"update","content-state":{},"sound":"a.caf"}}"#,
        reports: [(.ignoredForPushType, .warning)], mentions: ["inside \"alert\""]),
    PushCase(
        name: "an alert in a VoIP push is never shown",
        payload: #"{"aps":{"alert":"Call"}}"#, pushType: .voip,
        reports: [(.ignoredForPushType, .warning)], mentions: ["CallKit"]),
    PushCase(
        name: "an alert push with nothing to show",
        payload: #"{"aps":{"category":"chat"}}"#, pushType: .alert, reports: [(.nothingToShow, .error)]),
    PushCase(
        name: "a widgets push without content-changed",
        payload: #"{"aps":{}}"#, pushType: .widgets, reports: [(.missingKey, .error)]),
    PushCase(
        name: "a Simulator target that is not a string",
        payload: #"{"Simulator Target Bundle":1,"aps":{"alert":"Hi","category":"chat"}}"#,
        reports: [(.wrongType, .error)], mentions: ["bundle identifier"]),
]

@Suite("Push types")
struct PushTypeTests {
    let check = PayloadCheck(registry: routingRegistry)

    @Test("each real-world mistake is reported and each documented payload passes", arguments: pushCases)
    func pushCase(_ pushCase: PushCase) {
        let issues = check.check(Array(pushCase.payload.utf8), pushType: pushCase.pushType)
        for (code, severity) in pushCase.reports {
            #expect(issues.contains { $0.code == code && $0.severity == severity }, "\(code): \(issues)")
        }
        for code in pushCase.absent { #expect(!issues.contains { $0.code == code }, "\(code): \(issues)") }
        for mention in pushCase.mentions {
            #expect(issues.contains { $0.message.contains(mention) }, "\(mention): \(issues)")
        }
        if pushCase.reports.isEmpty { #expect(!issues.contains { $0.severity == .error }, "\(issues)") }
    }

    @Test(
        "the type is inferred from the payload's keys",
        arguments: [
            (#"{"aps":{"alert":"Hi"}}"#, PushType.alert),
            (#"{"aps":{"content-available":1}}"#, .background),
            (#"{"aps":{"content-available":1,"sound":"a"}}"#, .alert),
            (#"{"aps":{"event":"end","timestamp":1}}"#, .liveactivity),
            (#"{"aps":{"content-state":{}}}"#, .liveactivity),
            (#"{"aps":{"content-changed":true}}"#, .widgets),
            (#"{"mdm":"magic"}"#, .mdm),
            (#"{"aps":{},"mdm":"magic"}"#, .mdm),
            (#"{"aps":{"alert":"Hi"},"mdm":"magic"}"#, .alert),
            (#"{"callUUID":"x"}"#, .alert),
        ])
    func inference(_ payload: String, _ expected: PushType) {
        let inspection = check.inspect(Array(payload.utf8))
        #expect(inspection.pushType == expected)
        #expect(inspection.pushTypeWasInferred)
        let given = check.inspect(Array(payload.utf8), pushType: .voip)
        #expect(given.pushType == .voip && !given.pushTypeWasInferred && given.maximumSize == 5120)
    }

    @Test("an MDM wake-up with an empty aps is checked as MDM, not as an alert with nothing to show")
    func mdmWithEmptyAps() {
        let inspection = check.inspect(Array(#"{"aps": {}, "mdm": "magic"}"#.utf8))
        #expect(inspection.pushType == .mdm)
        #expect(inspection.issues.isEmpty, "\(inspection.issues)")
    }

    @Test(
        "a background-looking push with a badge or a sound is warned about, naming the key and what happens")
    func backgroundWithBadge() throws {
        let inspection = check.inspect(
            Array(#"{"aps": {"content-available": 1, "badge": 0, "sound": "a"}}"#.utf8))
        #expect(inspection.pushType == .alert)
        let warnings = inspection.issues.filter { $0.code == .backgroundWithShownKeys }
        #expect(warnings.map(\.location.path) == ["aps.badge", "aps.sound"])
        #expect(warnings.allSatisfy { $0.severity == .warning })
        let message = try #require(warnings.first?.message)
        #expect(message.contains("\"badge\"") && message.contains("treats it") && message.contains("alert"))
        // Given as an alert push, both are meant: no warning. Given as background, the keys are errors.
        #expect(
            !check.inspect(Array(#"{"aps": {"content-available": 1, "badge": 0}}"#.utf8), pushType: .alert)
                .issues.contains { $0.code == .backgroundWithShownKeys })
        #expect(
            check.check(Array(#"{"aps": {"content-available": 1, "badge": 0}}"#.utf8), pushType: .background)
                .map(\.code) == [.ignoredForPushType])
        // A content-available that is not 1 does not wake the app: not a background update either.
        #expect(
            !check.inspect(Array(#"{"aps": {"content-available": 0, "badge": 0}}"#.utf8))
                .issues.contains { $0.code == .backgroundWithShownKeys })
    }

    @Test("each push type has its size limit; an explicit limit overrides it")
    func sizeLimits() {
        #expect(PushType.allCases.filter { $0.maximumSize == 5120 } == [.voip])
        #expect(PushType.allCases.allSatisfy { $0.maximumSize >= 4096 })
        let payload = Array(#"{"callUUID":"\#(String(repeating: "x", count: 4500))"}"#.utf8)
        #expect(check.check(payload, pushType: .voip).isEmpty)
        #expect(check.check(payload, pushType: .pushtotalk).map(\.code) == [.payloadTooLarge])
        #expect(
            PayloadCheck(registry: routingRegistry, maximumSize: 10_000).check(payload, pushType: .pushtotalk)
                .isEmpty)
    }

    /// The example payloads: `Examples/Payloads/TYPE/` pass as TYPE; each file in its `invalid/` fails
    /// (with --strict), and the library and the command line agree on every file.
    @Test("the example payloads of every push type: the library and the command line agree")
    func examples() async throws {
        let config = packageRoot.appendingPathComponent("Examples/Configs/chat-and-reminders.json").path
        let registry = try CategoryRegistry(
            jsonData: Array(try Data(contentsOf: URL(fileURLWithPath: config))))
        let strict = PayloadCheck(registry: registry)
        var seen: Set<PushType> = []
        for type in PushType.allCases {
            let folder = packageRoot.appendingPathComponent("Examples/Payloads/\(type)")
            for (subfolder, valid) in [("", true), ("invalid", false)] {
                let directory = subfolder.isEmpty ? folder : folder.appendingPathComponent(subfolder)
                let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
                    .filter { $0.hasSuffix(".json") || $0.hasSuffix(".apns") }.sorted()
                #expect(!files.isEmpty, "no \(valid ? "valid" : "invalid") examples for \(type)")
                for file in files {
                    let path = directory.appendingPathComponent(file).path
                    let issues = strict.check(
                        try Data(contentsOf: URL(fileURLWithPath: path)), pushType: type)
                    #expect(issues.isEmpty == valid, "\(type)/\(subfolder)/\(file): \(issues)")
                    let run = await CommandLineTool.run([
                        "check-payload", "--strict", "--push-type", type.rawValue, "--config", config, path,
                    ])
                    #expect(run.exitCode == (valid ? 0 : 1), "\(file): \(run.standardOutput)")
                    #expect(run.standardOutput.contains("\(valid ? "valid" : "invalid") (\(type) push;"))
                }
                seen.insert(type)
            }
        }
        #expect(seen == Set(PushType.allCases))
    }

    struct Manifest: Decodable {
        struct Entry: Decodable {
            var file: String
            var source: String
            var pushType: String?
            var inferred: String
            var valid: Bool
            var codes: [String]
        }
        var payloads: [Entry]
    }

    @Test("real payloads from Apple's documentation and public projects get the verdicts Apple's rules give")
    func realWorld() throws {
        let folder = packageRoot.appendingPathComponent("Tests/Fixtures/Payloads")
        let manifest = try JSONDecoder().decode(
            Manifest.self, from: try Data(contentsOf: folder.appendingPathComponent("MANIFEST.json")))
        let registry = try CategoryRegistry(
            jsonData: Array(try Data(contentsOf: folder.appendingPathComponent("apple-categories.json"))))
        let check = PayloadCheck(registry: registry)
        #expect(manifest.payloads.count >= 15)
        for entry in manifest.payloads {
            let bytes = try Data(contentsOf: folder.appendingPathComponent(entry.file))
            let inferred = check.inspect(bytes, fileName: entry.file)
            #expect(inferred.pushType.rawValue == entry.inferred, "\(entry.file)")
            let inspection = check.inspect(
                bytes, fileName: entry.file, pushType: entry.pushType.flatMap(PushType.init(rawValue:)))
            #expect(
                inspection.issues.map(\.code.rawValue) == entry.codes,
                "\(entry.file): \(inspection.issues.map(\.description))")
            #expect(!inspection.issues.contains { $0.severity == .error } == entry.valid, "\(entry.file)")
        }
    }
}

@Suite("notification-actions sample-pushes")
struct SamplePushesCommandTests {
    let config = packageRoot.appendingPathComponent("Examples/Configs/chat-and-reminders.json").path

    @Test("as a process: one .apns per category, each passing check-payload --strict, names on stdout")
    func writesSamples() async throws {
        let temporary = try TemporaryFolder()
        let output = temporary.url.appendingPathComponent("pushes").path
        let run = try await ToolProcess.shell(
            "\"$NA\" sample-pushes --output '\(output)' --bundle-id com.example.app '\(config)'")
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardError.isEmpty)
        let files = try FileManager.default.contentsOfDirectory(atPath: output).sorted()
        #expect(files == ["invite.apns", "message.apns", "reminder.apns"])
        #expect(run.standardOutput.contains("wrote \(output)/invite.apns (category 'invite')"))
        let check = try await ToolProcess.shell(
            "\"$NA\" check-payload --strict --push-type alert --config '\(config)' '\(output)'/*.apns")
        #expect(check.status == 0, "\(check.standardOutput)")
        let invite = try JSONValue(parsing: Data(contentsOf: URL(fileURLWithPath: "\(output)/invite.apns")))
        #expect(invite["Simulator Target Bundle"] == "com.example.app")
        #expect(invite["aps"]?["category"] == "invite")
        #expect(
            invite["aps"]?["alert"]?["body"] == "Press and hold (or swipe down) for: Accept, Decline, View.")
    }

    @Test("the library's samples pass the check for every category, with and without a Simulator target")
    func librarySamples() throws {
        let check = PayloadCheck(registry: routingRegistry)
        for identifier in routingRegistry.categoryIdentifiers {
            for target in [nil, "com.example.app"] {
                let text = try #require(routingRegistry.samplePush(for: identifier, simulatorTarget: target))
                #expect(check.check(Array(text.utf8)) == [], "\(identifier)")
                #expect(text.contains("Simulator Target Bundle") == (target != nil))
            }
        }
        #expect(routingRegistry.samplePush(for: "nope") == nil)
    }

    @Test("one category; usage errors name what is wrong and exit 2")
    func errors() async throws {
        let temporary = try TemporaryFolder()
        let output = temporary.url.appendingPathComponent("one").path
        let one = await run("sample-pushes", "--output", output, "--category", "invite", config)
        #expect(one.exitCode == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: output) == ["invite.apns"])
        let missing = await run("sample-pushes", config)
        #expect(missing.exitCode == 2)
        #expect(missing.standardError.contains("needs --output DIRECTORY"))
        let unknown = await run("sample-pushes", "--output", output, "--category", "invites", config)
        #expect(unknown.exitCode == 2)
        #expect(unknown.standardError.contains("no category 'invites'"))
        #expect(unknown.standardError.contains("Did you mean 'invite'?"))
        let file = try temporary.write("file.txt", "x")
        let notDirectory = await run("sample-pushes", "--output", file, config)
        #expect(notDirectory.exitCode == 2)
        #expect(notDirectory.standardError.contains("is a file; name a directory"))
        let unwritable = await run(
            "sample-pushes", "--output", temporary.url.appendingPathComponent("a/b/c").path, config)
        #expect(unwritable.exitCode == 2)
        #expect(unwritable.standardError.contains("cannot create the directory"))
    }

    @Test("file names: characters a file name cannot hold become _")
    func fileNames() {
        #expect(SamplePushesCommand.fileName(for: "chat/reply") == "chat_reply")
        #expect(SamplePushesCommand.fileName(for: ".hidden") == "_hidden")
        #expect(SamplePushesCommand.fileName(for: "a\u{1B}b") == "a_b")
        #expect(SamplePushesCommand.fileName(for: "MEETING_INVITATION") == "MEETING_INVITATION")
    }
}

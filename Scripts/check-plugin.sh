#!/usr/bin/env bash
# Checks the build plugin as an adopting package uses it: a fresh package that depends on this one by
# path, with one *.notification-categories.json in its target and code that switches over a generated enum.
#   1. the first build runs the plugin and compiles the generated identifiers;
#   2. once settled, a build with no change (or with only app code changed) does not run the plugin,
#      and a changed configuration does;
#   3. a broken configuration fails the build with the located error, and no compiler error after it;
#   4. an action removed from the configuration makes the exhaustive switch stop compiling;
#   5. `swift package notification-actions` (the command plugin) validates the configuration, and runs
#      check-app over an app's files;
#   6. the command plugin applies the settings file's platform, minimum and strict (and the command line
#      wins over them);
#   7. a String Catalog in the target is checked on every build: a missing key fails it, located; the
#      command plugin's `preview --locale` reads it too;
#   8. a settings file with an unknown key stops the build, naming the file and the key;
#   9. a target whose configuration is not named *.notification-categories.json (and not listed) gets a
#      warning naming its JSON files and how to rename or list them.
# Exits 1 at the first expectation that fails, saying which.
#
#   bash Scripts/check-plugin.sh
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap '[ -n "${KEEP:-}" ] || rm -rf "$work"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

mkdir -p "$work/Sources/App"
# A path dependency's package identity is its folder's name.
identity=$(basename "$root" | tr '[:upper:]' '[:lower:]')
cat > "$work/Package.swift" <<SWIFT
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "PluginAdopter",
    dependencies: [.package(path: "$root")],
    targets: [
        .executableTarget(
            name: "App",
            dependencies: [.product(name: "NotificationActions", package: "$identity")],
            plugins: [.plugin(name: "NotificationActionsPlugin", package: "$identity")]
        )
    ]
)
SWIFT
cp "$root/Examples/Configs/chat-and-reminders.json" "$work/Sources/App/app.notification-categories.json"
cat > "$work/Sources/App/main.swift" <<'SWIFT'
import NotificationActions

// Exhaustive over the generated enum: an action removed from the configuration stops this compiling.
func describe(_ action: InviteAction) -> String {
    switch action {
    case .accept: "accept"
    case .decline: "decline"
    case .view: "view"
    }
}
print(InviteAction.allCases.map(describe).joined(separator: ","), CategoryIdentifier.invite.rawValue)
SWIFT

build() { (cd "$work" && swift build --scratch-path "$work/.build" 2>&1); }
marker="NotificationActions: validating app.notification-categories.json"

echo "== 1. first build runs the plugin"
out=$(build) || { echo "$out"; fail "the first build failed"; }
grep -q "$marker" <<<"$out" || { echo "$out"; fail "the first build did not run the plugin"; }

echo "== 2. builds with no change to the configuration do not run it"
# SwiftPM 6.3.1 on Linux links the plugin's tool again in the build after the very first (debug and
# release alike; cf. swiftlang/swift-build#1071 on Linux invalidation), and a re-linked tool re-runs every
# command that uses it. From then on the declared inputs decide: a build with no change, and a build after
# an edit to the app's own code, must not run the plugin.
build >/dev/null || fail "the settling build failed"
out=$(build) || { echo "$out"; fail "the build with no change failed"; }
! grep -q "$marker" <<<"$out" || { echo "$out"; fail "the plugin ran again with no change"; }
echo "// an edit to the app's code" >> "$work/Sources/App/main.swift"
out=$(build) || { echo "$out"; fail "the build after editing main.swift failed"; }
grep -q "Compiling App main.swift" <<<"$out" || { echo "$out"; fail "the edited main.swift was not compiled"; }
! grep -q "$marker" <<<"$out" || { echo "$out"; fail "the plugin ran after an edit to main.swift only"; }
touch "$work/Sources/App/app.notification-categories.json"
out=$(build) || { echo "$out"; fail "the build after touching the configuration failed"; }
grep -q "$marker" <<<"$out" || { echo "$out"; fail "the plugin did not run after the configuration changed"; }
run=$("$work/.build/debug/App")
[ "$run" = "accept,decline,view invite" ] || fail "the app printed '$run'"

echo "== 3. a broken configuration fails with the located error and nothing else"
python3 - "$work/Sources/App/app.notification-categories.json" <<'PY'
import sys
path = sys.argv[1]
text = open(path).read().replace('"identifier": "invite.decline"', '"identifier": "invite.accept"', 1)
open(path, "w").write(text)
PY
if out=$(build); then echo "$out"; fail "a broken configuration built"; fi
grep -Eq "app\.notification-categories\.json:[0-9]+:[0-9]+: error: .*invite\.accept" <<<"$out" \
    || { echo "$out"; fail "no located error naming the duplicated action"; }
! grep -q "\.swift:[0-9]*:[0-9]*: error" <<<"$out" || { echo "$out"; fail "compiler errors followed the configuration error"; }

echo "== 4. an action removed from the configuration stops the exhaustive switch compiling"
# The compiler's incremental build tells a changed input by its modification time in whole seconds: a
# generated file rewritten within the same second as the one the last build compiled looks unchanged, and
# the switch would not be compiled again (seen on fast runs: the new file had no `.view`, the app still
# built). Start the edit in a later second than the last generated file, as a person editing always does.
newest=$(find "$work/.build/plugins/outputs" -name '*.NotificationActions.swift' -printf '%T@\n' | sort -n | tail -1)
while [ "$(date +%s)" -le "${newest%.*}" ]; do sleep 0.1; done
python3 - "$root/Examples/Configs/chat-and-reminders.json" "$work/Sources/App/app.notification-categories.json" <<'PY'
import json, sys
config = json.load(open(sys.argv[1]))
for category in config["categories"]:
    if category["identifier"] == "invite":
        category["actions"] = [a for a in category["actions"] if a["identifier"] != "invite.view"]
        category.pop("minimalActions", None)
json.dump(config, open(sys.argv[2], "w"), indent=2)
PY
if out=$(build); then echo "$out"; fail "the switch over a removed action still compiled"; fi
grep -Eq "main\.swift:[0-9]+:[0-9]+: error: .*view" <<<"$out" || { echo "$out"; fail "no compiler error at the removed case"; }

echo "== 5. the command plugin validates the package's configurations"
cp "$root/Examples/Configs/chat-and-reminders.json" "$work/Sources/App/app.notification-categories.json"
out=$(cd "$work" && swift package --scratch-path "$work/.build" notification-actions validate 2>&1) \
    || { echo "$out"; fail "the command plugin failed on a valid configuration"; }
grep -q "app.notification-categories.json: valid" <<<"$out" || { echo "$out"; fail "no validation summary"; }
echo '{"version": 1, "categories": [{"identifier": ""}]}' > "$work/Sources/App/app.notification-categories.json"
if out=$(cd "$work" && swift package --scratch-path "$work/.build" notification-actions validate 2>&1); then
    echo "$out"; fail "the command plugin passed an invalid configuration"
fi
echo "== 5b. the command plugin runs check-app over the app's files: the sample app passes, a copy without aps-environment fails"
mkdir -p "$work/AppFiles"
cp -R "$root/Examples/SampleApp/SwiftUIApp" "$root/Examples/SampleApp/ServiceExtension" "$work/AppFiles/"
cp "$root/Examples/Configs/chat-and-reminders.json" "$work/Sources/App/app.notification-categories.json"
out=$(cd "$work" && swift package --scratch-path "$work/.build" notification-actions check-app --app-group group.com.example.chat AppFiles 2>&1) \
    || { echo "$out"; fail "the command plugin's check-app failed on the sample app's files"; }
grep -q "app setup (4 files): valid" <<<"$out" || { echo "$out"; fail "no check-app summary"; }
sed -i 's/aps-environment/aps-environment-removed/' "$work/AppFiles/SwiftUIApp/SwiftUIApp.entitlements"
if out=$(cd "$work" && swift package --scratch-path "$work/.build" notification-actions check-app AppFiles 2>&1); then
    echo "$out"; fail "the command plugin's check-app passed an app without aps-environment"
fi
grep -Eq "SwiftUIApp\.entitlements:[0-9]+:[0-9]+: error: .*missing-aps-environment" <<<"$out" \
    || { echo "$out"; fail "no located missing-aps-environment error"; }
rm -rf "$work/AppFiles"

echo "== 6. the command plugin applies the settings' platform, minimum and strict"
cp "$root/Examples/Configs/chat-and-reminders.json" "$work/Sources/App/app.notification-categories.json"
# iOS 12 lacks the example's banner and list presentations (warnings), which strict makes fail.
echo '{"platform": "ios", "minimum": "12.0", "strict": true}' > "$work/Sources/App/notification-actions-plugin.json"
if out=$(cd "$work" && swift package --scratch-path "$work/.build" notification-actions validate 2>&1); then
    echo "$out"; fail "the command plugin ignored the settings' platform, minimum and strict"
fi
grep -q "introduced in iOS 14.0" <<<"$out" || { echo "$out"; fail "no warning for the settings' deployment target"; }
grep -q "(--strict: warnings fail)" <<<"$out" || { echo "$out"; fail "the settings' strict was not applied"; }
out=$(cd "$work" && swift package --scratch-path "$work/.build" notification-actions validate --minimum 15.0 --platform ios 2>&1) \
    || { echo "$out"; fail "the command line's --minimum 15.0 did not win over the settings' 12.0"; }
rm "$work/Sources/App/notification-actions-plugin.json"

echo "== 7. the target's String Catalog is checked on every build"
cp "$root/Tests/Fixtures/Localization/problems/Localizable.xcstrings" "$work/Sources/App/Localizable.xcstrings"
if out=$(build); then echo "$out"; fail "a catalog lacking a key of the configuration built"; fi
grep -Eq "app\.notification-categories\.json:[0-9]+:[0-9]+: error: .*'INVITE_VIEW' is not in the 'Localizable' table" <<<"$out" \
    || { echo "$out"; fail "no located error naming the missing localization key"; }
grep -Eq "Localizable\.xcstrings:[0-9]+:[0-9]+: warning: .*no 'zh-Hans' translation" <<<"$out" \
    || { echo "$out"; fail "no warning located in the catalog for an untranslated language"; }
cp "$root/Examples/Configs/Localizable.xcstrings" "$work/Sources/App/Localizable.xcstrings"
out=$(build) || { echo "$out"; fail "the build failed with a catalog that has every key"; }
grep -q "$marker" <<<"$out" || { echo "$out"; fail "changing the catalog did not run the plugin again"; }
out=$(cd "$work" && swift package --scratch-path "$work/.build" notification-actions preview --locale zh-Hans 2>&1) \
    || { echo "$out"; fail "the command plugin's preview --locale did not find the target's String Catalog"; }
grep -q "接受" <<<"$out" || { echo "$out"; fail "preview --locale zh-Hans did not show the catalog's translation"; }
rm "$work/Sources/App/Localizable.xcstrings"

echo "== 8. a malformed settings file stops the build, naming the file and the key"
echo '{"acessLevel": "public"}' > "$work/Sources/App/notification-actions-plugin.json"
if out=$(build); then echo "$out"; fail "a malformed settings file built"; fi
grep -q "notification-actions-plugin.json: error: unknown key 'acessLevel'" <<<"$out" \
    || { echo "$out"; fail "no error naming the settings file and its unknown key"; }
rm "$work/Sources/App/notification-actions-plugin.json"

echo "== 9. a configuration not named *.notification-categories.json is named in a warning, not ignored in silence"
mv "$work/Sources/App/app.notification-categories.json" "$work/Sources/App/food-orders.json"
out=$(build 2>&1) || true
grep -q "warning: target 'App' applies NotificationActionsPlugin but has no file named \*.notification-categories.json" <<<"$out" \
    || { echo "$out"; fail "no warning for a target whose configuration the plugin does not read"; }
grep -q "Its JSON files: food-orders.json. Rename the configuration (food-orders.json → food-orders.notification-categories.json)" <<<"$out" \
    || { echo "$out"; fail "the warning does not name the target's JSON file and its new name"; }
echo "the build and command plugins behave as documented"

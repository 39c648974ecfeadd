#!/usr/bin/env python3
"""Checks the push payload schema (`notification-actions schema --payloads`) with an independent validator,
Python's jsonschema (Draft 2020-12), as a server would use it:

- every example push the app accepts (Examples/Payloads/alert/*.json|apns, and the sample pushes in
  SAMPLES_DIR) satisfies it;
- the custom-key mistakes (Examples/Payloads/alert/invalid/invite-custom-key-mistakes.json) fail it, at
  exactly the keys check-payload reports as errors: the missing "invitation", the "kind" outside its enum,
  the number for "host.name", the "startsAt" that is no ISO 8601 date;
- server-chosen buttons ("notification-actions") with a missing title, a URL that is no string, an
  unknown option, no actions or a misnamed key fail it at that value.

    python3 Scripts/check-payload-schema.py SCHEMA SAMPLES_DIR

Exits 1 at any other verdict, naming the file and the errors.
"""
import glob
import json
import os
import sys

import jsonschema

schema_path, samples = sys.argv[1], sys.argv[2]
schema = json.load(open(schema_path))
jsonschema.Draft202012Validator.check_schema(schema)
validator = jsonschema.Draft202012Validator(schema)
failures = 0

valid = sorted(glob.glob("Examples/Payloads/alert/*.json") + glob.glob("Examples/Payloads/alert/*.apns"))
valid += sorted(glob.glob(os.path.join(samples, "*.apns")))
if len(valid) < 8:
    print(f"expected at least 8 valid pushes (4 examples, 4 samples), found {len(valid)}")
    sys.exit(1)
for path in valid:
    errors = list(validator.iter_errors(json.load(open(path))))
    for error in errors:
        print(f"{path}: {error.json_path}: {error.message}")
    failures += bool(errors)
    if not errors:
        print(f"{path}: satisfies the payload schema")

mistakes = "Examples/Payloads/alert/invalid/invite-custom-key-mistakes.json"
expected = {"$": "'invitation' is a required property", "$.kind": None, "$.host": None, "$.startsAt": None}
errors = list(validator.iter_errors(json.load(open(mistakes))))
found = {error.json_path: error.message for error in errors}
if set(found) != set(expected) or found["$"] != expected["$"]:
    print(f"{mistakes}: expected errors at {sorted(expected)}, found:")
    for path, message in sorted(found.items()):
        print(f"  {path}: {message}")
    failures += 1
else:
    print(f"{mistakes}: fails the payload schema at {', '.join(sorted(found))}, as expected")

# Server-chosen buttons ("notification-actions"): the configuration's action vocabulary, plus "url".
button_mistakes = [
    ({"actions": [{"identifier": "x"}]}, "$['notification-actions'].actions[0]"),
    ({"actions": [{"identifier": "x", "title": "X", "url": 5}]}, "$['notification-actions'].actions[0].url"),
    ({"actions": [{"identifier": "x", "title": "X", "options": ["foregound"]}]},
     "$['notification-actions'].actions[0].options[0]"),
    ({"actions": []}, "$['notification-actions'].actions"),
    ({"buttons": [{"identifier": "x", "title": "X"}]}, "$['notification-actions']"),
]
for spec, where in button_mistakes:
    push = {"aps": {"alert": "Hi", "mutable-content": 1}, "notification-actions": spec}
    paths = sorted({error.json_path for error in validator.iter_errors(push)})
    if where not in paths:
        print(f"server-chosen buttons {json.dumps(spec)}: expected an error at {where}, found {paths}")
        failures += 1
if not failures:
    print(f"{len(button_mistakes)} server-chosen button mistakes fail the payload schema where expected")

sys.exit(1 if failures else 0)

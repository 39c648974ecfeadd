#!/usr/bin/env python3
"""One contract, three readers: holds the push payload JSON Schema (`schema --payloads`), as a server's
validator reads it (Python's jsonschema, Draft 2020-12), to the verdicts of check-payload and of the app's
generated decoder.

1. Every case of Tests/Fixtures/payload-agreement-cases.json (boundaries of every declared type; the Swift
   tests hold check-payload and the generated decoder to the same verdicts) gets its verdict from the
   schema of Tests/Fixtures/payload-agreement.json.
2. Server-chosen buttons' URLs: the schema refuses the schemes the extension refuses (javascript, file, …,
   in any case), as check-payload does.
3. Random declarations (every type, arrays and objects nested, optional keys) and random pushes for each
   (valid ones, and ones with a value swapped for another type's): check-payload and the schema agree on
   every push. Seeded, so a failure can be run again; the seed and the push are printed.

    python3 Scripts/check-payload-agreement.py NOTIFICATION_ACTIONS_BINARY [SEED]

Exits 1 at any disagreement (all of them are listed), 2 on a setup problem.
"""
import json
import os
import random
import subprocess
import sys
import tempfile

import jsonschema

if len(sys.argv) < 2:
    print(__doc__)
    sys.exit(2)
tool = sys.argv[1]
seed = int(sys.argv[2]) if len(sys.argv) > 2 else 2026
failures = []


def schema_for(config):
    out = subprocess.run([tool, "schema", "--payloads", config], capture_output=True, text=True)
    if out.returncode != 0:
        print(f"schema --payloads {config} exited {out.returncode}: {out.stderr}")
        sys.exit(2)
    schema = json.loads(out.stdout)
    jsonschema.Draft202012Validator.check_schema(schema)
    return jsonschema.Draft202012Validator(schema)


def check_payload(config, paths):
    out = subprocess.run(
        [tool, "check-payload", "--config", config, "--format", "json"] + paths, capture_output=True, text=True
    )
    if out.returncode not in (0, 1):
        print(f"check-payload exited {out.returncode}: {out.stderr}")
        sys.exit(2)
    return {entry["file"]: entry["errors"] == 0 for entry in json.loads(out.stdout)["files"]}


# 1. The boundary cases.
fixture = json.load(open("Tests/Fixtures/payload-agreement-cases.json"))
validator = schema_for(fixture["configuration"])
for case in fixture["cases"]:
    members = dict(fixture["base"])
    members.update(case.get("set", {}))
    for key in case.get("remove", []):
        members.pop(key, None)
    push = {key: json.loads(raw) for key, raw in members.items()}
    errors = list(validator.iter_errors(push))
    if (not errors) != case["accepted"]:
        said = "; ".join(f"{e.json_path}: {e.message}" for e in errors) or "no errors"
        failures.append(f"case '{case['name']}': the schema says {said}, expected accepted={case['accepted']}")
print(f"{len(fixture['cases'])} boundary cases checked against the schema")

# 2. Server-chosen buttons' URLs: the schema refuses what the extension refuses.
urls = ["https://shop.example/o/42", "HTTPS://shop.example", "http://shop.example", "myapp://orders/42",
        "javascript:alert(1)", "JavaScript:alert(1)", "file:///etc/passwd", "data:text/html,x", "vbscript:x",
        "about:blank", "blob:https://x", "no scheme", "", "/relative", " javascript:x", "tel:+15550100"]
validator = schema_for("Examples/Configs/chat-and-reminders.json")
with tempfile.TemporaryDirectory(prefix="notification-actions-agreement-") as work:
    paths, bodies = [], {}
    for index, url in enumerate(urls):
        body = json.load(open("Examples/Payloads/alert/server-chosen-buttons.json"))
        body["notification-actions"]["actions"][0]["url"] = url
        path = os.path.join(work, f"url-{index}.json")
        json.dump(body, open(path, "w"))
        paths.append(path)
        bodies[path] = (url, body)
    verdicts = check_payload("Examples/Configs/chat-and-reminders.json", paths)
    for path in paths:
        url, body = bodies[path]
        schema_ok = not list(validator.iter_errors(body))
        if verdicts[path] != schema_ok:
            failures.append(f"server-chosen url {url!r}: check-payload accepted={verdicts[path]}, schema accepted={schema_ok}")
    if sum(verdicts.values()) in (0, len(paths)):
        failures.append("the server-chosen URLs reach only one verdict")
print(f"{len(urls)} server-chosen button URLs checked against the schema")

# 3. Random declarations and pushes.
rng = random.Random(seed)
raw_values = sorted({raw for case in fixture["cases"] for raw in case.get("set", {}).values()})
names = ["id", "title", "count", "when", "link", "kind", "tags", "owner", "items", "score", "flag", "note"]


def random_type(depth):
    kinds = ["string", "integer", "number", "boolean", "url", "iso8601", "unixSeconds", "enum"]
    if depth < 2:
        kinds += ["array", "object"]
    kind = rng.choice(kinds)
    if kind in ("iso8601", "unixSeconds"):
        return {"type": "date", "format": kind}
    if kind == "enum":
        return {"type": "enum", "values": rng.sample(["a", "b", "c-d", "E"], rng.randint(1, 3))}
    if kind == "array":
        return {"type": "array", "items": random_type(depth + 1)}
    if kind == "object":
        return {"type": "object", "properties": random_fields(depth + 1)}
    return {"type": kind}


def random_fields(depth):
    fields = {}
    for name in rng.sample(names, rng.randint(1, 3 if depth else 5)):
        field = random_type(depth)
        if rng.random() < 0.3:
            field["optional"] = True
        fields[name] = field
    return fields


def valid_value(field):
    kind = field["type"]
    if kind == "string":
        return rng.choice(["", "x", "ünï 😀"])
    if kind == "integer":
        return rng.choice([0, -1, 9223372036854775807, -9223372036854775808, 1.0])
    if kind == "number":
        return rng.choice([0, 1.5, -1e300, 7])
    if kind == "boolean":
        return rng.choice([True, False])
    if kind == "url":
        return rng.choice(["https://example.com/a", "myapp://x", "mailto:a@b.example"])
    if kind == "date":
        if field["format"] == "iso8601":
            return rng.choice(["2026-11-24T18:30:00Z", "2024-02-29T00:00:00.5+05:30", "2026-01-01 00:00:00z"])
        return rng.choice([0, 1764000000, -1.5])
    if kind == "enum":
        return rng.choice(field["values"])
    if kind == "array":
        return [valid_value(field["items"]) for _ in range(rng.randint(0, 2))]
    return {name: valid_value(sub) for name, sub in field["properties"].items() if not sub.get("optional") or rng.random() < 0.5}


def mutate(value, field, top=False):
    """Replaces one value somewhere inside by another type's, or drops a key (never the push itself)."""
    kind = field["type"]
    if kind == "object" and value and (top or rng.random() < 0.6):
        name = rng.choice(sorted(value))
        if rng.random() < 0.2:
            del value[name]
        else:
            value[name] = mutate(value[name], field["properties"][name])
        return value
    if kind == "array" and value and rng.random() < 0.6:
        index = rng.randrange(len(value))
        value[index] = mutate(value[index], field["items"])
        return value
    return json.loads(rng.choice(raw_values))


disagreements = 0
pushes = 0
accepted = 0
with tempfile.TemporaryDirectory(prefix="notification-actions-agreement-") as work:
    for round in range(30):
        fields = random_fields(0)
        config = os.path.join(work, f"config-{round}.json")
        category = {"identifier": "rand", "actions": [{"identifier": "rand.open", "title": "Open"}], "payload": fields}
        json.dump({"version": 1, "categories": [category]}, open(config, "w"))
        validator = schema_for(config)
        top = {"type": "object", "properties": fields}
        paths, bodies = [], {}
        for index in range(25):
            body = valid_value(top)
            if index % 3 and body:
                body = mutate(body, top, top=True)
            body["aps"] = {"alert": "hi", "category": "rand"}
            path = os.path.join(work, f"push-{round}-{index}.json")
            with open(path, "w") as file:
                file.write(json.dumps(body, ensure_ascii=False))
            paths.append(path)
            bodies[path] = body
        verdicts = check_payload(config, paths)
        for path in paths:
            pushes += 1
            schema_ok = not list(validator.iter_errors(bodies[path]))
            accepted += schema_ok
            if verdicts[path] != schema_ok:
                disagreements += 1
                failures.append(
                    f"seed {seed}, declaration {json.dumps(fields)}\n  push {open(path).read()}\n"
                    f"  check-payload accepted={verdicts[path]}, schema accepted={schema_ok}"
                )
print(f"{pushes} random pushes over 30 random declarations ({accepted} accepted): {disagreements} disagreements")
if not 0.1 * pushes < accepted < 0.9 * pushes:
    failures.append(f"the random pushes reach one verdict too rarely ({accepted} of {pushes} accepted): the check is vacuous")

for failure in failures:
    print("DISAGREE:", failure)
if failures:
    sys.exit(1)
print("ok: the schema agrees with check-payload and the generated decoder")

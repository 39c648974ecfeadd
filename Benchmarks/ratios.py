#!/usr/bin/env python3
"""Reads package-benchmark's markdown output and prints each benchmark beside its baseline:
median wall time, mallocs, and the ratio ours / baseline, with the targets from the README."""
import re, sys

text = open(sys.argv[1]).read() if len(sys.argv) > 1 else sys.stdin.read()
units = {"ns": 1e-9, "μs": 1e-6, "us": 1e-6, "ms": 1e-3, "s": 1.0}
scale = {"": 1, "K": 1e3, "M": 1e6, "G": 1e9}
results = {}
name = None
for line in text.splitlines():
    if line.startswith("### "):
        name = line[4:].strip()
        results[name] = {}
    elif name and line.startswith("| Time (wall clock)"):
        m = re.match(r"\| Time \(wall clock\) \((\w+|μs)\)", line)
        cells = [c.strip() for c in line.split("|")[1:-1]]
        results[name]["time"] = float(cells[3]) * units[m.group(1)]  # p50
    elif name and line.startswith("| Malloc (total)"):
        m = re.match(r"\| Malloc \(total\)(?: \((K|M|G)\))?", line)
        cells = [c.strip() for c in line.split("|")[1:-1]]
        results[name]["mallocs"] = float(cells[3]) * scale[m.group(1) or ""]

def get(name):
    if name not in results or "time" not in results[name]:
        sys.exit(f"missing benchmark result: {name}")
    return results[name]

def fmt_time(seconds):
    for unit, factor in (("s", 1), ("ms", 1e-3), ("µs", 1e-6), ("ns", 1e-9)):
        if seconds >= factor:
            return f"{seconds / factor:.3g} {unit}"
    return f"{seconds * 1e9:.3g} ns"

rows = []
def pair(label, ours, baseline, target, lower_is_better=True):
    a, b = get(ours), get(baseline)
    ratio = a["time"] / b["time"]
    rows.append((label, fmt_time(a["time"]), fmt_time(b["time"]), f"{ratio:.2f}×", f'{a.get("mallocs", 0):.0f} / {b.get("mallocs", 0):.0f}', target))

for n in (10, 100, 1000):
    pair(f"dispatch, {n} categories ÷ dictionary call", f"Dispatch: ResponseRouter, {n} categories",
         "Dispatch: baseline [String: () -> Void] look-up and call", "≤ 3×")
pair("dispatch, default options ÷ dictionary call", "Dispatch: ResponseRouter, default options",
     "Dispatch: baseline [String: () -> Void] look-up and call", "≤ 3× (instructions: see above)")
pair("async handler, default options ÷ dictionary call", "Dispatch: ResponseRouter, async handler, default options",
     "Dispatch: baseline [String: () -> Void] look-up and call", "≤ 8×, ≤ 4 mallocs")
pair("async handler, default options ÷ a task started and awaited", "Dispatch: ResponseRouter, async handler, default options",
     "Dispatch: baseline task started and awaited", "(the floor of a task hop)")
pair("dispatch, 100 categories ÷ 10 string comparisons", "Dispatch: ResponseRouter, 100 categories",
     "Dispatch: baseline chain of 10 string comparisons", "(for scale)")
for n in (30, 300, 3000, 30000):
    pair(f"load JSON + validate, {n} categories ÷ JSONDecoder", f"Load: CategoryRegistry(jsonData:), {n} categories",
         f"Load: baseline JSONDecoder, {n} categories", "≤ 1.5×")
for n in (30, 300, 3000, 30000):
    pair(f"result builder + validate, {n} ÷ plain structs", f"Load: result builder, {n} categories",
         f"Load: baseline plain structs, {n} categories", "(for scale)")
for size in ("300-byte", "4 KB"):
    pair(f"payload check, {size} ÷ JSONSerialization", f"Payload: PayloadCheck.check, {size} payload",
         f"Payload: baseline JSONSerialization.jsonObject, {size} payload", "≤ 1.43× (≥ 0.7× throughput)")

header = ("comparison", "ours (median)", "baseline (median)", "ratio", "mallocs ours / baseline", "target")
widths = [max(len(str(r[i])) for r in rows + [header]) for i in range(len(header))]
print("| " + " | ".join(h.ljust(w) for h, w in zip(header, widths)) + " |")
print("|" + "|".join("-" * (w + 2) for w in widths) + "|")
for r in rows:
    print("| " + " | ".join(str(c).ljust(w) for c, w in zip(r, widths)) + " |")
cold = get("Cold start: registry and router for the example")
print(f"\ncold start (example registry + router, built at launch): {fmt_time(cold['time'])} median, {cold.get('mallocs', 0):.0f} mallocs")
d = get("Dispatch: ResponseRouter, 100 categories")["mallocs"]
print(f"mallocs per dispatch (router, 100 categories, deadlines disabled): {d:.0f}")
for name in ("Dispatch: ResponseRouter, default options", "Dispatch: ResponseRouter, async handler, default options"):
    print(f"mallocs per dispatch ({name[len('Dispatch: ResponseRouter, '):]}): {get(name)['mallocs']:.0f}")
loads = [get(f"Load: CategoryRegistry(jsonData:), {n} categories")["time"] / n for n in (300, 3000, 30000)]
print("load time per category at 300 / 3,000 / 30,000 categories: " + " / ".join(fmt_time(t) for t in loads) + " (linear growth keeps these equal)")

#!/usr/bin/env python3
"""Prints JMH results (-rf json) as the compact tables of the README.

usage: table.py RESULTS.json [--failures check-failures.tsv] [--footprint footprint.txt]

Workload benchmarks are named <Workload>Benchmark.(write|read)[String]<Implementation>; each row gives ops/s,
bytes allocated per operation (-prof gc) and the ratios to JsonFormat, to hand-written streaming code and to binary
protobuf for the same workload and direction, from this one run. DynamicMessageBenchmark's rows are keyed by its workload parameter
too, and their JsonFormat is JsonFormat on the same DynamicMessages. Benchmarks that failed the correctness check
are listed as such.
"""
import argparse
import json
import re
import sys

WORKLOADS = {
    "AllTypesBenchmark": "all-types",
    "GithubBenchmark": "GitHub, 30 repos",
    "PeopleBenchmark": "People, 1,000",
    "PersonBenchmark": "one Person",
    "ListingsBenchmark": "listings, realistic text",
    "DynamicMessageBenchmark:allTypes": "all-types, DynamicMessage",
    "DynamicMessageBenchmark:github": "GitHub, DynamicMessage",
    "DynamicMessageBenchmark:people": "People, DynamicMessage",
}
IMPLEMENTATIONS = {
    "Protojson": "protojson",
    "JsonFormat": "JsonFormat",
    "Curiostack": "curiostack protobuf-jackson 2.8.1",
    "Hubspot": "hubspot jackson-datatype-protobuf 0.9.18",
    "Databind": "Jackson 3 databind, records",
    "Streaming": "hand-written Jackson 3 streaming",
    "Binary": "binary protobuf",
    "ProtojsonGenerated": "protojson, generated class",
}
IMPL_ORDER = list(IMPLEMENTATIONS)
NAME = re.compile(r"(?:.*\.)?(\w+Benchmark)\.(write|read)(String)?(\w+)$")


def alloc(result):
    for key, metric in result.get("secondaryMetrics", {}).items():
        if key.lstrip("\u00b7") == "gc.alloc.rate.norm":
            return metric["score"]
    return None


def fmt_ops(score):
    return f"{score:,.0f}" if score >= 100 else f"{score:,.1f}"


def fmt_bytes(b):
    return "" if b is None else f"{b:,.0f}"


def fmt_ratio(x):
    return "" if x is None else f"{x:.2f}x"


def load(paths):
    results = []
    for path in paths:
        with open(path) as f:
            results.extend(json.load(f))
    return results


def workload_of(benchmark_class, params):
    """The WORKLOADS key of a result: its class, and for DynamicMessageBenchmark its workload parameter."""
    if benchmark_class == "DynamicMessageBenchmark":
        return benchmark_class + ":" + (params or {}).get("workload", "")
    return benchmark_class


def workload_table(results, failures):
    rows = {}
    for r in results:
        m = NAME.match(r["benchmark"])
        if not m or workload_of(m.group(1), r.get("params")) not in WORKLOADS:
            continue
        cls, direction, string, impl = m.groups()
        cls = workload_of(cls, r.get("params"))
        rows[(cls, direction + (" (String)" if string else ""), impl)] = (r["primaryMetric"]["score"], alloc(r))
    measured_strings = any(k[1].endswith("(String)") for k in rows)
    for name, reason in failures.items():
        m = NAME.match(name)
        if m and m.group(1) in WORKLOADS and (measured_strings or not m.group(3)):
            cls, direction, string, impl = m.groups()
            rows[(cls, direction + (" (String)" if string else ""), impl)] = ("fails check", reason)
    if not rows:
        return []

    def score(cls, direction, impl):
        v = rows.get((cls, direction, impl))
        return v[0] if v and not isinstance(v[0], str) else None

    out = ["| workload | direction | implementation | ops/s | B/op | vs JsonFormat | vs streaming | vs binary |",
           "|---|---|---|---:|---:|---:|---:|---:|"]
    notes = []
    directions = ["write", "write (String)", "read", "read (String)"]
    for cls in WORKLOADS:
        for direction in directions:
            for impl in IMPL_ORDER:
                v = rows.get((cls, direction, impl))
                if v is None:
                    continue
                label = IMPLEMENTATIONS.get(impl, impl)
                if isinstance(v[0], str):
                    reason = v[1] if len(v[1]) <= 200 else v[1][:200] + "..."
                    notes.append(f"{WORKLOADS[cls]}, {direction}, {label}: {reason}")
                    out.append(f"| {WORKLOADS[cls]} | {direction} | {label} | fails check [{len(notes)}] | | | | |")
                    continue
                ops, b = v
                base = score(cls, direction, "JsonFormat")
                ceiling = score(cls, direction, "Streaming")
                binary = score(cls, direction.replace(" (String)", ""), "Binary")
                out.append("| {} | {} | {} | {} | {} | {} | {} | {} |".format(
                    WORKLOADS[cls], direction, label, fmt_ops(ops), fmt_bytes(b),
                    fmt_ratio(ops / base if base else None), fmt_ratio(ops / ceiling if ceiling else None),
                    fmt_ratio(ops / binary if binary else None)))
    if notes:
        out.append("")
        out.extend(f"[{i}] {n}" for i, n in enumerate(notes, 1))
    return out


def other_tables(results):
    out = []
    dispatch = [r for r in results if ".NameDispatchBenchmark." in r["benchmark"]]
    if dispatch:
        out += ["", "| name dispatch | fields | ops/s | B/op | vs matcher |", "|---|---:|---:|---:|---:|"]
        by = {(r["benchmark"].rsplit(".", 1)[1], r["params"]["fields"]): r for r in dispatch}
        for fields in sorted({k[1] for k in by}, key=int):
            base = by.get(("matcher", fields))
            for method in ["matcher", "expectedOrder", "hashSwitch", "hashMap"]:
                r = by.get((method, fields))
                if r:
                    s = r["primaryMetric"]["score"]
                    ratio = s / base["primaryMetric"]["score"] if base else None
                    out.append(f"| {method} | {fields} | {fmt_ops(s)} | {fmt_bytes(alloc(r))} | {fmt_ratio(ratio)} |")
    startup = [r for r in results if ".StartupBenchmark." in r["benchmark"]]
    for r in startup:
        pm = r["primaryMetric"]
        raw = [x for fork in pm.get("rawData", []) for x in fork]
        out += ["", "| start-up: build() for 200 message types | mode | ms/op | B/op | samples |",
                "|---|---|---:|---:|---:|",
                f"| {r['benchmark'].rsplit('.', 1)[1]} | {r['mode']} | {pm['score']:,.1f} | {fmt_bytes(alloc(r))} "
                f"| {len(raw)} |"]
    return out


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("results", nargs="+")
    parser.add_argument("--failures")
    parser.add_argument("--footprint")
    args = parser.parse_args()
    failures = {}
    if args.failures:
        with open(args.failures) as f:
            for line in f:
                if "\t" in line:
                    name, reason = line.rstrip("\n").split("\t", 1)
                    failures[name] = reason
    results = load(args.results)
    lines = workload_table(results, failures) + other_tables(results)
    if args.footprint:
        with open(args.footprint) as f:
            values = dict(kv.split("=", 1) for kv in f.read().split())
        lines += ["", "| start-up footprint of 200 types (first build in a JVM) | value |", "|---|---:|",
                  f"| build time | {values.get('first_build_ms')} ms |",
                  f"| heap retained after GC | {values.get('retained_heap_kb')} KB |",
                  f"| metaspace (generated classes) | {values.get('metaspace_kb')} KB |"]
    print("\n".join(lines))


if __name__ == "__main__":
    sys.exit(main())

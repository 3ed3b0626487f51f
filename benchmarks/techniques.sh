#!/usr/bin/env bash
# What each of protojson's whole-document writing (or reading) techniques is worth: the write (read) benchmarks
# with everything on, then with one technique switched off at a time (-Dprotojson.write.off=<technique>,
# -Dprotojson.read.off=<technique>; marshaller-core's internal/Switches describes them), then with protojson's
# generator (parser) not used at all (-Dprotojson.fast-paths=false). Every configuration runs once per pass, the
# passes alternate, each run holds the shared build lock. Prints a markdown table of the median throughput of
# each configuration relative to everything on, per benchmark.
# Usage: benchmarks/techniques.sh [passes, default 2] (after ./mvnw -B -pl benchmarks -am package -DskipTests)
# Environment: DIRECTION (write, the default, or read), JAR (default benchmarks/target/benchmarks.jar), JAVA
# (default: java on the PATH), BENCHMARKS (a JMH regex, default the four workloads' writeProtojson or
# readProtojson), JMH_ARGS (default -f 1 -wi 3 -i 4 -w 1s -r 1s), OUT (default
# benchmarks/target/techniques-<direction>).
set -euo pipefail
cd "$(dirname "$0")/.."
passes="${1:-2}"
java="${JAVA:-java}"
jar="${JAR:-benchmarks/target/benchmarks.jar}"
direction="${DIRECTION:-write}"
case "$direction" in
  write) configs=(all-on document kept fast-paths-off) ;;
  read) configs=(all-on bytes fast-paths-off) ;;
  *) echo "DIRECTION must be write or read, was $direction" >&2; exit 2 ;;
esac
benchmarks="${BENCHMARKS:-(AllTypes|Github|People|Person|Listings)Benchmark.${direction}Protojson$}"
read -r -a jmh_args <<< "${JMH_ARGS:--f 1 -wi 3 -i 4 -w 1s -r 1s}"
out="${OUT:-benchmarks/target/techniques-$direction}"
mkdir -p "$out"
rm -f "$out"/*.json

for pass in $(seq 1 "$passes"); do
  for config in "${configs[@]}"; do
    case "$config" in
      all-on) flag="-Dprotojson.$direction.off=" ;;
      fast-paths-off) flag="-Dprotojson.fast-paths=false" ;;
      *) flag="-Dprotojson.$direction.off=$config" ;;
    esac
    echo "== pass $pass of $passes: $config"
    flock /tmp/protojson-mvn.lock "$java" -jar "$jar" "$benchmarks" "${jmh_args[@]}" \
      -jvmArgsAppend "$flag" -rf json -rff "$out/$config-$pass.json" > "$out/$config-$pass.log" 2>&1
  done
done

python3 - "$out" "$passes" "${configs[@]}" <<'EOF'
import json, statistics, sys
out, passes, configs = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
scores = {}
for config in configs:
    for p in range(1, passes + 1):
        for row in json.load(open(f"{out}/{config}-{p}.json")):
            name = row["benchmark"].split(".")[-2].replace("Benchmark", "")
            scores.setdefault(name, {}).setdefault(config, []).append(row["primaryMetric"]["score"])
names = sorted(scores)
print("| technique switched off | " + " | ".join(names) + " |")
print("|---|" + "---:|" * len(names))
for config in configs:
    cells = []
    for name in names:
        base = statistics.median(scores[name]["all-on"])
        value = statistics.median(scores[name][config])
        cells.append(f"{value:,.0f} ops/s" if config == "all-on" else f"{value / base - 1:+.1%}")
    print(f"| {config} | " + " | ".join(cells) + " |")
EOF

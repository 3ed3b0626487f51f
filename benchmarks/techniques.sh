#!/usr/bin/env bash
# What each of the generator's writing techniques is worth: the write benchmarks with everything on, then with one
# technique switched off at a time (-Dprotojson.write.off=<technique>, see internal/write/Techniques), then with
# protojson's generator not used at all (-Dprotojson.fast-paths=false). Every configuration runs once per pass,
# the passes alternate, each run holds the shared build lock. Prints a markdown table of the median throughput of
# each configuration relative to everything on, per benchmark.
# Usage: benchmarks/techniques.sh [passes, default 2] (after ./mvnw -B -pl benchmarks -am package -DskipTests)
# Environment: JAR (default benchmarks/target/benchmarks.jar), JAVA (default: java on the PATH),
# BENCHMARKS (a JMH regex, default the four workloads' writeProtojson), JMH_ARGS (default -f 1 -wi 3 -i 4 -w 1s
# -r 1s), OUT (default benchmarks/target/techniques).
set -euo pipefail
cd "$(dirname "$0")/.."
passes="${1:-2}"
java="${JAVA:-java}"
jar="${JAR:-benchmarks/target/benchmarks.jar}"
benchmarks="${BENCHMARKS:-(AllTypes|Github|People|Person)Benchmark.writeProtojson$}"
read -r -a jmh_args <<< "${JMH_ARGS:--f 1 -wi 3 -i 4 -w 1s -r 1s}"
out="${OUT:-benchmarks/target/techniques}"
mkdir -p "$out"
rm -f "$out"/*.json
configs=(all-on prefix digits raw base64 strings document kept fast-paths-off)

for pass in $(seq 1 "$passes"); do
  for config in "${configs[@]}"; do
    case "$config" in
      all-on) flag="-Dprotojson.write.off=" ;;
      fast-paths-off) flag="-Dprotojson.fast-paths=false" ;;
      *) flag="-Dprotojson.write.off=$config" ;;
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

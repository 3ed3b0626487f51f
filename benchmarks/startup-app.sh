#!/usr/bin/env bash
# What 1,000 message types cost a Spring Boot application at start-up: a web application with the protojson
# starter (benchmarks/startup-app, built with the Maven profile startup-app) is started with protojson.packages
# holding one message type and holding the 1,000 types of benchmarks/src/startup-1000, on the JVM and with Spring
# AOT (the classes spring-boot:process-aot generated for each variant, run with -Dspring.aot.enabled=true). Each of
# the four runs until ApplicationReadyEvent, prints one line (StartupReport) and exits; the runs alternate, each
# holds the shared build lock. Prints a markdown table of medians and the differences 1,000 types minus one type.
# Usage: benchmarks/startup-app.sh [runs of each of the four, default 5]
# Environment: SKIP_BUILD=1 reuses the jars of the last build; JAVA (default: java on the PATH).
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-5}"
java="${JAVA:-java}"
lock=/tmp/protojson-mvn.lock
module=benchmarks/startup-app
target="$module/target"
out="$target/startup-results"
# The same for every run: a heap of fixed size (no resizing in the timings) and the collector named, not chosen
# by the JVM from the machine. The class-loading log is what tells the classes protojson defined at run time.
jvm_flags=(-Xms1g -Xmx1g -XX:+UseG1GC)

locked_build() { # log, more Maven arguments; sets build_seconds to the time the build took once it held the lock
  local log="$1" status=0
  shift
  exec 9> "$lock"
  flock 9
  local start=$SECONDS
  ./mvnw -B -o -q -Pstartup-app -pl "$module" -am package -DskipTests "$@" > "$log" 2>&1 || status=$?
  build_seconds=$((SECONDS - start))
  exec 9>&-
  return "$status"
}

if [[ "${SKIP_BUILD:-}" != 1 ]]; then
  mkdir -p "$target"
  # process-aot adds to a copy of the classes; a stale copy would keep what a previous build generated
  rm -rf "$target/aot-one-type" "$target/aot-thousand-types" "$out"
  mkdir -p "$out"
  echo "== building $module (protoc's Java for 1,000 types, and Spring AOT processing of both variants)"
  build_start=$SECONDS
  if ! locked_build "$out/build.log"; then
    echo "!! the build failed; the first errors (all of it in $out/build.log):"
    grep -m 20 -E 'ERROR|Exception|Error:|Caused by' "$out/build.log" || tail -20 "$out/build.log"
    echo "== building again without Spring AOT processing: JVM mode only"
    locked_build "$out/build-without-aot.log" -Dspring-boot.aot.skip=true \
      || { tail -30 "$out/build-without-aot.log"; exit 1; }
  fi
  echo "   built in $build_seconds s ($((SECONDS - build_start)) s with the waits for the shared lock)"
fi
mkdir -p "$out"
rm -f "$out"/run-*.log
deps="$(cat "$target/classpath.txt")"

main_class() { # variant
  case "$1" in
    one-type) echo dev.protojson.benchmarks.startupapp.onetype.OneTypeApplication ;;
    thousand-types) echo dev.protojson.benchmarks.startupapp.thousandtypes.ThousandTypesApplication ;;
  esac
}

jar_of() { # mode variant
  if [[ "$1" == jvm ]]; then echo "$target/startup-app.jar"; else echo "$target/startup-app-aot-$2.jar"; fi
}

# AOT mode only where process-aot produced the variant's context initializer
combinations=("jvm one-type" "jvm thousand-types")
for variant in one-type thousand-types; do
  initializer="$(main_class "$variant" | tr . /)__ApplicationContextInitializer.class"
  if [[ -f "$(jar_of aot "$variant")" ]] && unzip -l "$(jar_of aot "$variant")" "$initializer" > /dev/null 2>&1; then
    combinations+=("aot $variant")
  else
    echo "!! no Spring AOT output for $variant ($initializer is not in $(jar_of aot "$variant")): JVM mode only"
  fi
done

run_once() { # mode variant index
  local mode="$1" variant="$2" index="$3"
  local name="run-$mode-$variant-$index"
  local aot_flag=()
  [[ "$mode" == aot ]] && aot_flag=(-Dspring.aot.enabled=true)
  local status=0
  exec 9> "$lock"
  flock 9
  # the launch time is taken once the lock is held, just before the JVM starts
  local launched_at
  launched_at="$(date +%s%3N)"
  "$java" "${jvm_flags[@]}" "-Xlog:class+load=info:file=$out/$name.classes.log:uptimemillis" "${aot_flag[@]}" \
    -Dstartup.launched-at="$launched_at" -cp "$(jar_of "$mode" "$variant"):$deps" "$(main_class "$variant")" \
    > "$out/$name.log" 2>&1 || status=$?
  run_ms=$((run_ms + $(date +%s%3N) - launched_at))
  exec 9>&-
  if [[ "$status" != 0 ]]; then
    echo "!! $name failed:"
    tail -30 "$out/$name.log"
    exit 1
  fi
  # AOT mode must have run the generated initializer, JVM mode must not have
  local aot_started=false
  grep -q 'Starting AOT-processed' "$out/$name.log" && aot_started=true
  local reported
  reported="$(grep -m 1 '^protojson-startup ' "$out/$name.log" || true)"
  local expected=false
  [[ "$mode" == aot ]] && expected=true
  if [[ -z "$reported" || "$aot_started" != "$expected" || "$reported" != *" aot=$expected "* ]]; then
    echo "!! $name: expected AOT=$expected, Boot's log says AOT-processed=$aot_started, the report says:"
    echo "   ${reported:-(no report line)}"
    exit 1
  fi
}

echo "== $runs runs of each of: ${combinations[*]/%/,} alternating; JVM flags: ${jvm_flags[*]}"
run_start=$SECONDS
run_ms=0
for ((i = 1; i <= runs; i++)); do
  for combination in "${combinations[@]}"; do
    # shellcheck disable=SC2086
    run_once $combination "$i"
  done
  echo "   round $i of $runs done"
done
echo "   ran in $((run_ms / 1000)) s ($((SECONDS - run_start)) s with the waits for the shared lock)"

python3 - "$out" "${jvm_flags[*]}" <<'EOF' | tee "$out/startup-table.md"
import pathlib, re, statistics, sys

out, flags = pathlib.Path(sys.argv[1]), sys.argv[2]
load = re.compile(r"^\[(\d+)ms\] (\S+) source: (.*)$")
runs = {}
for log in sorted(out.glob("run-*.log")):
    if log.name.endswith(".classes.log"):
        continue
    mode, variant = re.match(r"run-(jvm|aot)-(one-type|thousand-types)-\d+\.log", log.name).groups()
    line = next(l for l in log.read_text().splitlines() if l.startswith("protojson-startup "))
    report = dict(field.split("=", 1) for field in line.split()[1:])
    ready = int(report["ready_uptime_ms"])
    defined = from_files = 0
    for entry in (log.with_name(log.name[:-len(".log")] + ".classes.log")).read_text().splitlines():
        match = load.match(entry)
        if not match or not match.group(2).startswith("dev.protojson.generated.") or int(match.group(1)) > ready:
            continue
        # ClassLoader.defineClass logs "__JVM_DefineClass__", Lookup.defineClass "__Lookup_defineClass__",
        # a hidden class "__JVM_LookupDefineClass__"; a class read from the class path logs its jar or directory
        if match.group(3).startswith("__"):
            defined += 1
        else:
            from_files += 1
    runs.setdefault((mode, variant), []).append({
        "wall": int(report["ready_wall_ms"]),
        "uptime": ready,
        "mb": int(report["allocated_bytes"]) / 1e6,
        "classes": int(report["loaded_classes"]),
        "defined": defined,
        "from_files": from_files,
    })

def median(key, mode, variant):
    return statistics.median(r[key] for r in runs[(mode, variant)])

modes = {"jvm": "JVM", "aot": "Spring AOT"}
variants = {"one-type": "1 type", "thousand-types": "1,000 types"}
print(f"JVM flags: {flags}; medians of {len(next(iter(runs.values())))} runs each, alternating.\n")
print("| mode | protojson.packages | wall time to ready (ms) | wall min–max | JVM uptime at ready (ms) "
      "| allocated (MB) | loaded classes | protojson classes defined at run time | protojson classes loaded from class files |")
print("|---|---|---:|---:|---:|---:|---:|---:|---:|")
for mode in modes:
    for variant in variants:
        if (mode, variant) not in runs:
            continue
        walls = [r["wall"] for r in runs[(mode, variant)]]
        print(f"| {modes[mode]} | {variants[variant]} | {median('wall', mode, variant):.0f} | {min(walls)}–{max(walls)} "
              f"| {median('uptime', mode, variant):.0f} | {median('mb', mode, variant):.0f} "
              f"| {median('classes', mode, variant):.0f} | {median('defined', mode, variant):.0f} "
              f"| {median('from_files', mode, variant):.0f} |")
print("\nWhat the 1,000 types cost (median with 1,000 types minus median with one type):\n")
print("| mode | wall time to ready (ms) | JVM uptime at ready (ms) | allocated (MB) | loaded classes "
      "| protojson classes defined at run time |")
print("|---|---:|---:|---:|---:|---:|")
for mode in modes:
    if (mode, "one-type") not in runs or (mode, "thousand-types") not in runs:
        continue
    diff = {key: median(key, mode, "thousand-types") - median(key, mode, "one-type")
            for key in ("wall", "uptime", "mb", "classes", "defined")}
    print(f"| {modes[mode]} | {diff['wall']:+.0f} | {diff['uptime']:+.0f} | {diff['mb']:+.0f} "
          f"| {diff['classes']:+.0f} | {diff['defined']:+.0f} |")
EOF
echo
echo "Machine: $(nproc) cores, $(grep -m 1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), $("$java" -version 2>&1 | head -2 | tail -1)"
echo "Logs: $out"

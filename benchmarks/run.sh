#!/usr/bin/env bash
# Builds the benchmarks, checks that every implementation's output is right, counts the documents the byte-level
# reader falls back to the Jackson reader on, measures with JMH (-prof gc) and
# prints one table: workload, direction, implementation, ops/s, B/op, ratio to JsonFormat, ratio to hand-written
# streaming. Usage: benchmarks/run.sh [quick|full|targets|smoke]
#   quick: under 10 minutes on 2 cores, with protojson and JsonFormat on DynamicMessages too; full: every
#   benchmark with the annotations' settings (about an hour);
#   targets: the annotations' settings for what the speed targets compare only (GitHub, People, one Person and
#   the realistic listings in both directions: protojson, the hand-written code, curiostack, binary; all-types:
#   protojson, curiostack and JsonFormat, whose ratio is one of the targets), twice: every fork with the shared
#   history (each runs every implementation once before measuring one), then each in a JVM of its own (it runs
#   only the implementation it measures: -Dbenchmark.history=own), about 50 minutes;
#   smoke: every benchmark for 100 ms, a check of this script and the benchmarks, not a measurement.
# Results stay in benchmarks/target/results (JMH JSON, the check's failures, table.md, performance.png: the chart
# of throughput relative to JsonFormat that opens the README's Performance section, as docs/performance.png).
set -euo pipefail
mode="${1:-quick}"
cd "$(dirname "$0")/.."

./mvnw -B -q -pl benchmarks -am package -DskipTests -Pstartup
jar=benchmarks/target/benchmarks.jar
out=benchmarks/target/results
mkdir -p "$out"
java=(java -Xms1g -Xmx1g -cp "$jar")

echo "== correctness check (a failing benchmark is left out of the run and named in the table)"
"${java[@]}" dev.protojson.benchmarks.jmh.CorrectnessCheck "$out/check-failures.tsv"

echo "== byte-level reads: how often each workload's documents fall back to the Jackson reader"
"${java[@]}" dev.protojson.benchmarks.jmh.ByteLevelFallbacks | tee "$out/fallbacks.txt"

excludes=()
while IFS=$'\t' read -r name _; do
  [[ -n "$name" ]] && excludes+=(-e "\\.${name//./\\.}\$")
done < "$out/check-failures.tsv"

workloads='\.(AllTypes|Github|People|Person|Listings)Benchmark\.(write|read)'
case "$mode" in
  quick)
    include=("${workloads}(Protojson|JsonFormat|Curiostack|Hubspot|Databind|Streaming|Binary)\$" 'NameDispatchBenchmark'
      '\.DynamicMessageBenchmark\.(write|read)(Protojson|JsonFormat)$')
    timing=(-f 1 -wi 2 -i 3 -w 1s -r 1s)
    startup=(-f 3)
    ;;
  full)
    include=("${workloads}" 'NameDispatchBenchmark' '\.DynamicMessageBenchmark\.')
    timing=()
    startup=()
    ;;
  targets)
    include=('\.(Github|People|Person|Listings)Benchmark\.(write|read)(Protojson|Curiostack|Streaming|Binary)$'
      '\.AllTypesBenchmark\.(write|read)(Protojson|Curiostack|JsonFormat)$')
    timing=()
    startup=(-f 3)
    ;;
  smoke)
    include=("${workloads}" 'NameDispatchBenchmark')
    timing=(-f 1 -wi 0 -i 1 -r 100ms)
    startup=(-f 1)
    ;;
  *)
    echo "usage: $0 [quick|full|targets|smoke]" >&2
    exit 2
    ;;
esac

echo "== JMH ($mode): throughput of every implementation"
java -jar "$jar" "${include[@]}" "${excludes[@]}" "${timing[@]}" -prof gc -rf json -rff "$out/jmh.json" \
  | tee "$out/jmh.log" | grep -E '^(# Benchmark:|Benchmark|[A-Za-z]+Benchmark\.)' || true
if [[ "$mode" == targets ]]; then
  echo "== JMH ($mode): each implementation in a JVM of its own"
  # replaces the annotations' jvmArgsAppend, so their heap settings are given again
  java -jar "$jar" "${include[@]}" "${excludes[@]}" "${timing[@]}" \
    -jvmArgsAppend '-Xms1g -Xmx1g -Dbenchmark.history=own' -prof gc -rf json -rff "$out/jmh-own.json" \
    | tee "$out/jmh-own.log" | grep -E '^(# Benchmark:|Benchmark|[A-Za-z]+Benchmark\.)' || true
fi

echo "== JMH ($mode): start-up, first build() in a fresh JVM"
java -jar "$jar" 'StartupBenchmark' "${startup[@]}" -prof gc -rf json -rff "$out/startup.json" \
  | tee "$out/startup.log" | grep -E '^StartupBenchmark\.' || true
"${java[@]}" dev.protojson.benchmarks.startup.StartupFootprint > "$out/footprint.txt"

echo "== $(nproc) cores, $(java -version 2>&1 | head -1), JMH $mode"
python3 benchmarks/table.py "$out/jmh.json" "$out/startup.json" --failures "$out/check-failures.tsv" \
  --footprint "$out/footprint.txt" | tee "$out/table.md"
if [[ "$mode" == targets ]]; then
  echo "== each implementation in a JVM of its own" | tee -a "$out/table.md"
  python3 benchmarks/table.py "$out/jmh-own.json" --failures "$out/check-failures.tsv" | tee -a "$out/table.md"
fi
cat "$out/fallbacks.txt" >> "$out/table.md"

echo "== chart: throughput relative to JsonFormat (quick and full runs; targets has JsonFormat for all-types only)"
"${java[@]}" -Djava.awt.headless=true dev.protojson.benchmarks.chart.PerformanceChart "$out/jmh.json" \
  "$out/performance.png" "JMH $mode, $(nproc) cores, $(date +%F)"

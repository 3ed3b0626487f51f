#!/usr/bin/env bash
# Loads the WebFlux benchmark service (dev.protojson.benchmarks.webflux) with wrk on loopback and prints requests/s
# and latency percentiles for every way of serving the same 1,000 persons: protojson's codecs, Spring's
# ProtobufJsonEncoder, Jackson on plain records, and binary protobuf; as one People message (a Mono), and as a Flux
# of 1,000 Person messages written as a JSON array and as NDJSON.
# Usage: benchmarks/webflux-load.sh [seconds per load, default 10]
# Environment: PORT (default 8090), CONNECTIONS (default 16), WARMUP seconds (default 5), SKIP_BUILD=1.
set -euo pipefail
seconds="${1:-10}"
port="${PORT:-8090}"
connections="${CONNECTIONS:-16}"
warmup="${WARMUP:-5}"
cd "$(dirname "$0")/.."

if ! command -v wrk > /dev/null; then
  echo "== installing wrk"
  apt-get install -y wrk > /dev/null 2>&1 || { apt-get update > /dev/null && apt-get install -y wrk > /dev/null; }
fi
if [[ "${SKIP_BUILD:-}" != 1 ]]; then
  ./mvnw -B -q -pl benchmarks -am package -DskipTests
fi
out=benchmarks/target/results
mkdir -p "$out"
classpath="benchmarks/target/classes:$(cat benchmarks/target/classpath.txt)"
app_pid=""

stop_app() {
  if [[ -n "$app_pid" ]] && kill -0 "$app_pid" 2> /dev/null; then
    kill "$app_pid"
    wait "$app_pid" 2> /dev/null || true
  fi
  app_pid=""
}
trap stop_app EXIT

start_app() { # profile
  local profile="$1"
  PORT="$port" java -Xms1g -Xmx1g -cp "$classpath" dev.protojson.benchmarks.webflux.WebFluxBenchmarkApplication \
    --spring.profiles.active="$profile" > "$out/webflux-app-$profile.log" 2>&1 &
  app_pid=$!
  for _ in $(seq 1 120); do
    if curl -fs -o /dev/null "http://127.0.0.1:$port/records/people"; then
      return 0
    fi
    kill -0 "$app_pid" 2> /dev/null || break
    sleep 0.5
  done
  echo "the service did not start; see $out/webflux-app-$profile.log" >&2
  exit 1
}

rows=()
load() { # variant accept path
  local variant="$1" accept="$2" path="$3" url="http://127.0.0.1:$port$3"
  local check
  check=$(curl -s -o /dev/null -w '%{http_code} %{content_type} %{size_download}' -H "Accept: $accept" "$url")
  read -r status type size <<< "$check"
  if [[ "$status" != 200 ]]; then
    rows+=("| $variant | $path | $accept | not served: HTTP $status | | | | | |")
    return
  fi
  wrk -t1 -c"$connections" -d"${warmup}s" --timeout 30s -H "Accept: $accept" "$url" > /dev/null
  local report
  report=$(wrk -t1 -c"$connections" -d"${seconds}s" --timeout 30s --latency -H "Accept: $accept" "$url")
  echo "$report" > "$out/wrk-webflux-${variant// /_}-${path//\//_}-${accept//\//_}.txt"
  local rps p50 p90 p99 errors
  rps=$(awk '/^Requests\/sec:/ {printf "%\047.0f", $2}' <<< "$report")
  p50=$(awk '$1 == "50%" {print $2}' <<< "$report")
  p90=$(awk '$1 == "90%" {print $2}' <<< "$report")
  p99=$(awk '$1 == "99%" {print $2}' <<< "$report")
  errors=$(awk '/Non-2xx/ {n += $NF} /Socket errors/ {for (i = 1; i <= NF; i++) if ($i ~ /^[0-9]+,?$/) n += $i}
    END {print n + 0}' <<< "$report")
  rows+=("| $variant | $path | $accept | $rps | $p50 | $p90 | $p99 | $(numfmt --to=iec "$size")B | $errors |")
  echo "   $variant $path $accept: $rps requests/s, p50 $p50, p99 $p99"
}

# accept-and-path pairs of every load of one service run; all are warmed up before any is measured, so that the
# variant measured first does not pay alone for compiling the server's shared code
json_loads=(application/json /people application/json /persons application/x-ndjson /persons)
warm_all() { # accept-and-path pairs
  while (($#)); do
    wrk -t1 -c"$connections" -d"${warmup}s" --timeout 30s -H "Accept: $1" "http://127.0.0.1:$port$2" > /dev/null
    shift 2
  done
}
load_all() { # variant prefix
  local i
  for ((i = 0; i < ${#json_loads[@]}; i += 2)); do
    load "$1" "${json_loads[i]}" "$2${json_loads[i + 1]}"
  done
}

echo "== protojson codecs, binary protobuf and records (default profile)"
start_app default
warm_all "${json_loads[@]}" application/x-protobuf /people application/x-protobuf /persons \
  application/json /records/people application/json /records/persons application/x-ndjson /records/persons
load_all "protojson" ""
load "binary protobuf" application/x-protobuf /people
load "binary protobuf" application/x-protobuf /persons
load_all "Jackson, records" /records
stop_app

echo "== Spring's ProtobufJsonEncoder (profile webflux-jsonformat)"
start_app webflux-jsonformat
warm_all application/json /people application/json /persons
load_all "ProtobufJsonEncoder" ""
stop_app

echo "== wrk -t1 -c$connections -d${seconds}s after ${warmup}s of warm-up; $(nproc) cores, $(java -version 2>&1 | head -1)"
{
  echo "| variant | path | Accept | requests/s | p50 | p90 | p99 | body | errors |"
  echo "|---|---|---|---:|---:|---:|---:|---:|---:|"
  printf '%s\n' "${rows[@]}"
} | tee "$out/webflux-table.md"

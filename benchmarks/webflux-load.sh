#!/usr/bin/env bash
# Loads the WebFlux benchmark service (dev.protojson.benchmarks.webflux) with wrk on loopback and prints requests/s
# and latency percentiles for every way of serving the same 1,000 persons: protojson's codecs, Spring's
# ProtobufJsonEncoder, Jackson on plain records, and binary protobuf; as one People message (a Mono), and as a Flux
# of 1,000 Person messages written as a JSON array and as NDJSON.
# Usage: benchmarks/webflux-load.sh [seconds per load, default 10]
# Environment: PORT (default 8090), CONNECTIONS (default 16), WARMUP seconds (default 5), SKIP_BUILD=1.
set -euo pipefail
cd "$(dirname "$0")/.."
default_port=8090
app_class=dev.protojson.benchmarks.webflux.WebFluxBenchmarkApplication
app_probe=/records/people
app_name=webflux
accept_column=1
source benchmarks/load-lib.sh "$@"

# accept-and-path pairs of every JSON load of one service run
json_loads=(application/json /people application/json /persons application/x-ndjson /persons)
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

print_table "| variant | path | Accept | requests/s | p50 | p90 | p99 | body | errors |" \
  "|---|---|---|---:|---:|---:|---:|---:|---:|" "$out/webflux-table.md"

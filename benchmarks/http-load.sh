#!/usr/bin/env bash
# Loads the benchmark service (dev.protojson.benchmarks.http) with wrk on loopback and prints requests/s and
# latency percentiles for every way of serving the same documents: protojson's converter, Spring's
# ProtobufJsonFormatHttpMessageConverter, Jackson databind on plain records, and binary protobuf.
# Usage: benchmarks/http-load.sh [seconds per load, default 10]
# Environment: PORT (default 8089), CONNECTIONS (default 16), WARMUP seconds (default 5), SKIP_BUILD=1.
set -euo pipefail
cd "$(dirname "$0")/.."
default_port=8089
app_class=dev.protojson.benchmarks.http.HttpBenchmarkApplication
app_probe=/records/github
app_name=http
accept_column=0
source benchmarks/load-lib.sh "$@"

documents=(/people/1000 /people/50000 /github)

echo "== protojson converter, binary protobuf and records (default profile)"
start_app default
for d in "${documents[@]}"; do
  warm_all application/json "$d" application/x-protobuf "$d" application/json "/records$d"
done
for d in "${documents[@]}"; do load "protojson" application/json "$d"; done
for d in "${documents[@]}"; do load "binary protobuf" application/x-protobuf "$d"; done
for d in "${documents[@]}"; do load "Jackson databind, records" application/json "/records$d"; done
stop_app

echo "== Spring's ProtobufJsonFormatHttpMessageConverter (profile jsonformat)"
start_app jsonformat
for d in "${documents[@]}"; do warm_all application/json "$d"; done
for d in "${documents[@]}"; do load "JsonFormat converter" application/json "$d"; done
stop_app

print_table "| variant | document | requests/s | p50 | p90 | p99 | body | errors |" \
  "|---|---|---:|---:|---:|---:|---:|---:|" "$out/http-table.md"

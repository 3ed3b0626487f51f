#!/usr/bin/env bash
# Loads the benchmark service (dev.protojson.benchmarks.http) with wrk on loopback and prints requests/s and
# latency percentiles for every way of serving the same documents: protojson's converter, Spring's
# ProtobufJsonFormatHttpMessageConverter, Jackson databind on plain records, and binary protobuf; then the same ways
# of accepting People-1,000 as a POST body (answered with the count of persons, as text).
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
curl -fs -H 'Accept: application/json' "http://127.0.0.1:$port/people/1000" -o "$out/people-1000.json"
curl -fs -H 'Accept: application/x-protobuf' "http://127.0.0.1:$port/people/1000" -o "$out/people-1000.binpb"
curl -fs -H 'Accept: application/json' "http://127.0.0.1:$port/records/people/1000" -o "$out/people-1000-records.json"
post_type=application/json post_body="$out/people-1000.json" load "protojson, POST" text/plain /people
post_type=application/x-protobuf post_body="$out/people-1000.binpb" load "binary protobuf, POST" text/plain /people
post_type=application/json post_body="$out/people-1000-records.json" \
  load "Jackson databind, records, POST" text/plain /records/people
stop_app

echo "== Spring's ProtobufJsonFormatHttpMessageConverter (profile jsonformat)"
start_app jsonformat
for d in "${documents[@]}"; do warm_all application/json "$d"; done
for d in "${documents[@]}"; do load "JsonFormat converter" application/json "$d"; done
post_type=application/json post_body="$out/people-1000.json" load "JsonFormat converter, POST" text/plain /people
stop_app

print_table "| variant | document | requests/s | p50 | p90 | p99 | body | errors |" \
  "|---|---|---:|---:|---:|---:|---:|---:|" "$out/http-table.md"

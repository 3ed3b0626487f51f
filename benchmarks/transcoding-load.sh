#!/usr/bin/env bash
# Loads the transcoding benchmark service (dev.protojson.benchmarks.transcoding.http) with wrk on loopback: the
# library's list and create methods transcoded from their google.api.http rules against the same routes written by
# hand as a @RestController, both read and written by protojson, in one Spring Boot service. The two variants
# alternate, for several rounds; it prints every load, then the median requests/s of each and what a transcoded
# request costs more.
# Usage: benchmarks/transcoding-load.sh [seconds per load, default 10]
# Environment: PORT (default 8091), CONNECTIONS (default 16), WARMUP seconds (default 5), ROUNDS (default 3),
# SKIP_BUILD=1.
set -euo pipefail
cd "$(dirname "$0")/.."
default_port=8091
app_class=dev.protojson.benchmarks.transcoding.http.TranscodingBenchmarkApplication
app_probe=/rest/v1/shelves/1/books
app_name=transcoding
accept_column=0
source benchmarks/load-lib.sh "$@"
rounds="${ROUNDS:-3}"

list="/v1/shelves/1/books?page_size=10"
create="/v1/shelves/1/books"
book="$out/transcoding-book.json"
# Bookshelf.newBook(), as a client sends it
printf '%s' '{"title":"The Left Hand of Darkness, volume 7","author":{"displayName":"Ursula K. Le Guin","born":1929},"publishTime":"1969-01-08T00:00:00Z","tags":["science fiction","classic"]}' > "$book"

echo "== transcoded routes and a hand-written controller, $rounds rounds"
start_app default
warm_all application/json "$list" application/json "/rest$list"
post_body="$book"
warm_all application/json "$create" application/json "/rest$create"
post_body=""

rps_file="$out/transcoding-rps.tsv"
: > "$rps_file"
for round in $(seq 1 "$rounds"); do
  # the variant loaded first alternates from round to round
  variants=(transcoded controller)
  if ((round % 2 == 0)); then variants=(controller transcoded); fi
  for request in list create; do
    for variant in "${variants[@]}"; do
      path="${!request}"
      if [[ "$variant" == controller ]]; then path="/rest$path"; fi
      if [[ "$request" == create ]]; then post_body="$book"; else post_body=""; fi
      load "$variant, $request, round $round" application/json "$path"
      printf '%s\t%s\t%s\n' "$request" "$variant" "$last_rps" >> "$rps_file"
    done
  done
done
post_body=""
stop_app

print_table "| variant | path | requests/s | p50 | p90 | p99 | body | errors |" \
  "|---|---|---:|---:|---:|---:|---:|---:|" "$out/transcoding-table.md"
python3 - "$rps_file" <<'PY' | tee "$out/transcoding-summary.md"
import statistics, sys
rps = {}
for line in open(sys.argv[1]):
    request, variant, value = line.split()
    rps.setdefault((request, variant), []).append(float(value))
print("| request | transcoded, median requests/s | controller, median requests/s | a transcoded request costs |")
print("|---|---:|---:|---:|")
names = {"list": "GET /v1/shelves/1/books?page_size=10", "create": "POST /v1/shelves/1/books (body: book)"}
for request in ("list", "create"):
    transcoded = statistics.median(rps[(request, "transcoded")])
    controller = statistics.median(rps[(request, "controller")])
    print(f"| {names[request]} | {transcoded:,.0f} | {controller:,.0f} | {controller / transcoded - 1:+.1%} |")
PY

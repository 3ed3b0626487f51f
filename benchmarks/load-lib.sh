# What benchmarks/http-load.sh and benchmarks/webflux-load.sh share: the set-up, starting and stopping the
# benchmark service, loading one endpoint with wrk on loopback, and the table of results. Sourced, not run; the
# script sets, before sourcing it from the project's root:
#   default_port   the service's port unless PORT is set
#   app_class      the service's main class
#   app_probe      a path the service answers once it has started
#   app_name       a name for its log and result files
#   accept_column  1 to show each load's Accept header in the table
# and passes its own arguments ([seconds per load]). Environment: PORT, CONNECTIONS (default 16), WARMUP seconds
# (default 5), SKIP_BUILD=1.
seconds="${1:-10}"
port="${PORT:-$default_port}"
connections="${CONNECTIONS:-16}"
warmup="${WARMUP:-5}"

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
  PORT="$port" java -Xms1g -Xmx1g -cp "$classpath" "$app_class" \
    --spring.profiles.active="$profile" > "$out/$app_name-app-$profile.log" 2>&1 &
  app_pid=$!
  for _ in $(seq 1 120); do
    if curl -fs -o /dev/null "http://127.0.0.1:$port$app_probe"; then
      return 0
    fi
    kill -0 "$app_pid" 2> /dev/null || break
    sleep 0.5
  done
  echo "the service did not start; see $out/$app_name-app-$profile.log" >&2
  exit 1
}

# A body for POST requests: a file whose bytes each request sends (load and warm_all send GET without it), and
# its Content-Type.
post_body=""
post_type="application/json"

# wrk's and curl's arguments for a POST of post_body, or nothing.
wrk_post_args() {
  if [[ -n "$post_body" ]]; then
    local script="$out/wrk-post-$(basename "$post_body").lua"
    printf 'wrk.method = "POST"\nwrk.headers["Content-Type"] = "%s"\n%s\n' "$post_type" \
      "local f = io.open(\"$post_body\", \"rb\"); wrk.body = f:read(\"*a\"); f:close()" > "$script"
    echo "-s $script"
  fi
}
curl_post_args() {
  if [[ -n "$post_body" ]]; then
    echo "-X POST -H Content-Type:$post_type --data-binary @$post_body"
  fi
}

rows=()
last_rps=0
load() { # variant accept path
  local variant="$1" accept="$2" path="$3" url="http://127.0.0.1:$port$3"
  local shown="| $variant | $path |"
  if [[ "$accept_column" == 1 ]]; then
    shown="$shown $accept |"
  fi
  local check
  # shellcheck disable=SC2046
  check=$(curl -s -o /dev/null -w '%{http_code} %{content_type} %{size_download}' -H "Accept: $accept" \
    $(curl_post_args) "$url")
  read -r status type size <<< "$check"
  if [[ "$status" != 200 ]]; then
    rows+=("$shown not served: HTTP $status | | | | | |")
    last_rps=0
    return
  fi
  # shellcheck disable=SC2046
  wrk -t1 -c"$connections" -d"${warmup}s" --timeout 30s -H "Accept: $accept" $(wrk_post_args) "$url" > /dev/null
  local report
  # shellcheck disable=SC2046
  report=$(wrk -t1 -c"$connections" -d"${seconds}s" --timeout 30s --latency -H "Accept: $accept" \
    $(wrk_post_args) "$url")
  echo "$report" > "$out/wrk-$app_name-${variant// /_}-${path//\//_}-${accept//\//_}.txt"
  local rps p50 p90 p99 errors
  last_rps=$(awk '/^Requests\/sec:/ {printf "%.0f", $2}' <<< "$report")
  rps=$(awk '/^Requests\/sec:/ {printf "%\047.0f", $2}' <<< "$report")
  p50=$(awk '$1 == "50%" {print $2}' <<< "$report")
  p90=$(awk '$1 == "90%" {print $2}' <<< "$report")
  p99=$(awk '$1 == "99%" {print $2}' <<< "$report")
  errors=$(awk '/Non-2xx/ {n += $NF} /Socket errors/ {for (i = 1; i <= NF; i++) if ($i ~ /^[0-9]+,?$/) n += $i}
    END {print n + 0}' <<< "$report")
  rows+=("$shown $rps | $p50 | $p90 | $p99 | $(numfmt --to=iec "$size")B | $errors |")
  echo "   $variant $path $accept: $rps requests/s, p50 $p50, p99 $p99"
}

# Every endpoint of a service is warmed up before any is measured: the server's own code is shared by all
# variants, and the one measured first would otherwise pay alone for compiling it.
warm_all() { # accept-and-path pairs
  while (($#)); do
    # shellcheck disable=SC2046
    wrk -t1 -c"$connections" -d"${warmup}s" --timeout 30s -H "Accept: $1" $(wrk_post_args) \
      "http://127.0.0.1:$port$2" > /dev/null
    shift 2
  done
}

print_table() { # header separator file
  echo "== wrk -t1 -c$connections -d${seconds}s after ${warmup}s of warm-up; $(nproc) cores, $(java -version 2>&1 | head -1)"
  {
    echo "$1"
    echo "$2"
    printf '%s\n' "${rows[@]}"
  } | tee "$3"
}

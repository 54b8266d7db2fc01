#!/usr/bin/env bash
# Builds the libFuzzer targets of test/fuzz in a Clang build of their own
# (build-fuzz/, or $PRISM_FUZZ_BUILD) and runs each for a number of
# executions, then prints a table: fuzzer, executions, corpus size, crashes,
# hangs (inputs over the timeout), leaks. Exits non-zero when any fuzzer
# found something; the inputs are under <out>/<fuzzer>/ (crash-*, timeout-*,
# leak-*, oom-*), to be fixed and copied into test/fuzz/corpus/<fuzzer>/.
#
#   scripts/fuzz.sh [-b] [-r runs] [-j jobs] [-o out] [fuzzer...]
#
# -b: build only, for `ctest --test-dir build-fuzz -L fuzz` (a short run of
# each, as CI may do: scripts/test.sh --fuzz). runs: executions per fuzzer,
# in all (default 10000000); jobs: processes side by side (default: one per
# core); out: where new corpus inputs, logs and findings go (default
# <build>/fuzz-runs). Fuzzers: offload_container, device_selector,
# driver_options, kernel_blobs, cache_entry (default all).
set -euo pipefail

PRISM_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
BUILD=${PRISM_FUZZ_BUILD:-$PRISM_ROOT/build-fuzz}
RUNS=10000000
JOBS=$(nproc)
OUT=""
BUILD_ONLY=0
while getopts "br:j:o:" opt; do
  case $opt in
    b) BUILD_ONLY=1 ;;
    r) RUNS=$OPTARG ;;
    j) JOBS=$OPTARG ;;
    o) OUT=$OPTARG ;;
    *) sed -n '2,19p' "$0" >&2; exit 2 ;;
  esac
done
shift $((OPTIND - 1))
FUZZERS=("$@")
if [ ${#FUZZERS[@]} -eq 0 ]; then
  FUZZERS=(offload_container device_selector driver_options kernel_blobs
           cache_entry)
fi
CC=${CC:-clang-15} CXX=${CXX:-clang++-15} \
  cmake -S "$PRISM_ROOT" -B "$BUILD" -G Ninja -DPRISM_FUZZERS=ON >/dev/null
cmake --build "$BUILD" --target prism-fuzzers
[ $BUILD_ONLY -eq 0 ] || exit 0
OUT=$(mkdir -p "${OUT:-$BUILD/fuzz-runs}" && cd "${OUT:-$BUILD/fuzz-runs}" && pwd)

# Counts the files of a folder matching a pattern.
count() { find "$1" -maxdepth 1 -name "$2" -type f | wc -l; }

status=0
rows=()
for name in "${FUZZERS[@]}"; do
  dir=$OUT/$name
  rm -rf "$dir"
  mkdir -p "$dir/corpus"
  seeds=$PRISM_ROOT/test/fuzz/corpus/$name
  echo "fuzz: $name, $RUNS executions in $JOBS job(s)"
  # Each job makes RUNS/JOBS executions; a job that finds something stops
  # there. Absolute paths: the driver's fuzzer works in a folder of its own.
  (cd "$dir" && "$BUILD/bin/$name-fuzzer" -runs=$(((RUNS + JOBS - 1) / JOBS)) \
     -jobs="$JOBS" -workers="$JOBS" -timeout=10 -rss_limit_mb=2048 \
     -print_final_stats=1 -artifact_prefix="$dir/" "$dir/corpus" "$seeds" \
     >"$dir/fuzz.log" 2>&1) || true
  # Each job logs to fuzz-<n>.log, which fuzz.log repeats; without jobs,
  # there is only fuzz.log.
  logs=("$dir"/fuzz-*.log)
  [ -e "${logs[0]}" ] || logs=("$dir/fuzz.log")
  executions=$(cat "${logs[@]}" |
    awk '/stat::number_of_executed_units/ { n += $2 } END { print n + 0 }')
  corpus=$(($(count "$dir/corpus" '*') + $(count "$seeds" '*')))
  crashes=$(($(count "$dir" 'crash-*') + $(count "$dir" 'oom-*')))
  hangs=$(count "$dir" 'timeout-*')
  leaks=$(count "$dir" 'leak-*')
  [ $((crashes + hangs + leaks)) -eq 0 ] || status=1
  rows+=("$(printf '%-18s %12s %8s %8s %6s %6s' "$name" "$executions" \
            "$corpus" "$crashes" "$hangs" "$leaks")")
done

printf '%-18s %12s %8s %8s %6s %6s\n' fuzzer executions corpus crashes \
  hangs leaks
printf '%s\n' "${rows[@]}"
echo "fuzz: logs and findings in $OUT"
exit $status

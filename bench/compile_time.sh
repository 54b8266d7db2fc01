#!/usr/bin/env bash
# Compile time of a 10-file SYCL project (bench/compile_project) with
# `prism++ -fsycl -O2`, as a ratio against `clang++-15 -O2` compiling the
# same files as plain C++ with the kernels stubbed out (PROJECT_STUB_KERNELS:
# bench/compile_project/sycl_stub.h instead of the SYCL headers, every
# kernel a host loop), measured in the same run (issue 4: target <= 2.5).
# The difference is what SYCL costs a build: the device compile, the heavier
# headers, the bundling and the device link.
#
# Each file is compiled on its own with -c, one command after the other, as
# a build system does; the wall-clock time of the set of 10 is taken 3 times
# for each compiler, the two alternating so that both see the same machine,
# and the medians are compared. The link of the 10 objects (prism++'s device
# link of the fat objects against a plain clang++ link) is timed the same way
# and printed as a second ratio, without a target. Both programs are run
# once at the end, so that a broken build cannot pass for a fast one.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
build=${PRISM_BUILD:-$(cd "$here/.." && pwd)/build}
prism=$build/bin/prism++
clang=${PRISM_BASELINE_CXX:-/usr/bin/clang++-15}
project=$here/compile_project
repeats=3

for tool in "$prism" "$clang"; do
  if [[ ! -x $tool ]]; then
    echo "compile_time.sh: $tool not found" >&2
    exit 1
  fi
done
sources=("$project"/*.cpp)
if [[ ${#sources[@]} -ne 10 ]]; then
  echo "compile_time.sh: expected 10 sources in $project" >&2
  exit 1
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
sycl=(-fsycl -O2)
plain=(-std=c++17 -O2 -DPROJECT_STUB_KERNELS)

# seconds START END: the time between two `date +%s.%N` readings.
seconds() { awk -v s="$1" -v e="$2" 'BEGIN { printf "%.6f\n", e - s }'; }

# compile_set DIR COMMAND...: compiles every source with COMMAND -c into
# DIR, one file after the other; prints the wall-clock seconds.
compile_set() {
  local dir=$1 start end src
  shift
  rm -rf "$dir"
  mkdir -p "$dir"
  start=$(date +%s.%N)
  for src in "${sources[@]}"; do
    "$@" -c "$src" -o "$dir/$(basename "${src%.cpp}").o"
  done
  end=$(date +%s.%N)
  seconds "$start" "$end"
}

# link_set DIR COMMAND...: links DIR's objects into DIR/app; prints the
# wall-clock seconds.
link_set() {
  local dir=$1 start end
  shift
  start=$(date +%s.%N)
  "$@" "$dir"/*.o -o "$dir/app"
  end=$(date +%s.%N)
  seconds "$start" "$end"
}

median() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

sycl_compile=() plain_compile=() sycl_link=() plain_link=()
for ((run = 0; run < repeats; ++run)); do
  sycl_compile+=("$(compile_set "$work/sycl" "$prism" "${sycl[@]}")")
  plain_compile+=("$(compile_set "$work/plain" "$clang" "${plain[@]}")")
done
for ((run = 0; run < repeats; ++run)); do
  sycl_link+=("$(link_set "$work/sycl" "$prism" "${sycl[@]}")")
  plain_link+=("$(link_set "$work/plain" "$clang" -O2)")
done

for app in "$work/sycl/app" "$work/plain/app"; do
  if ! PRISM_CACHE_DIR=$work/cache "$app" >"$work/run.log" 2>&1; then
    cat "$work/run.log" >&2
    echo "compile_time.sh: $app failed" >&2
    exit 1
  fi
done

awk -v s="$(median "${sycl_compile[@]}")" -v p="$(median "${plain_compile[@]}")" 'BEGIN {
  printf "compile 10-file project -O2: prism++ -fsycl %.1f s, clang++-15 (kernels stubbed) %.1f s, ratio %.2f (target <= 2.5)\n", s, p, s / p }'
awk -v s="$(median "${sycl_link[@]}")" -v p="$(median "${plain_link[@]}")" 'BEGIN {
  printf "link 10 objects -O2: prism++ -fsycl %.2f s, clang++-15 %.2f s, ratio %.2f\n", s, p, s / p }'

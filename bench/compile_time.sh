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
# a build system does; the set of 10 is timed 3 times for each compiler, the
# two alternating so that both see the same machine, and the medians are
# compared. The target is on wall-clock time. prism++ runs the device and
# host compiles of a source side by side, so it also uses a second core: its
# CPU time (user and system) is printed against the same baseline too, as
# the cost of a build that keeps every core busy (make -jN). The link of the
# 10 objects (prism++'s device link of the fat objects against a plain
# clang++ link) is timed the same way, without the cache of device images,
# and then with them cached, as a relink after an edit of host code finds
# them. Both
# programs are run once at the end, so that a broken build cannot pass for a
# fast one. The medians are of compiles that read the precompiled sycl.hpp
# (docs/design.md); the first set, which builds it, is printed too.
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
# A cache of its own: the first set of compiles builds the precompiled
# sycl.hpp (printed apart as the cold build), the later ones read it.
export PRISM_CACHE_DIR=$work/cache
sycl=(-fsycl -O2)
plain=(-std=c++17 -O2 -DPROJECT_STUB_KERNELS)

# timed COMMAND...: runs COMMAND (its stderr to $work/stderr.log); prints
# the wall-clock seconds and the CPU seconds (user and system, children
# included) it took.
timed() {
  local times
  times=$( { TIMEFORMAT='%R %U %S'; time "$@" 2>>"$work/stderr.log"; } 2>&1)
  awk -v t="$times" 'BEGIN { split(t, v, " "); printf "%.6f %.6f\n", v[1], v[2] + v[3] }'
}

# compile_set DIR COMMAND...: compiles every source with COMMAND -c into
# DIR, one file after the other.
compile_set() {
  local dir=$1 src
  shift
  rm -rf "$dir"
  mkdir -p "$dir"
  for src in "${sources[@]}"; do
    "$@" -c "$src" -o "$dir/$(basename "${src%.cpp}").o"
  done
}

# link_set DIR COMMAND...: links DIR's objects into DIR/app.
link_set() {
  local dir=$1
  shift
  "$@" "$dir"/*.o -o "$dir/app"
}

median() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

# Each measurement is "WALL CPU"; the medians are taken of each column.
sycl_compile=() plain_compile=() sycl_link=() plain_link=() sycl_relink=()
for ((run = 0; run < repeats; ++run)); do
  sycl_compile+=("$(timed compile_set "$work/sycl" "$prism" "${sycl[@]}")")
  plain_compile+=("$(timed compile_set "$work/plain" "$clang" "${plain[@]}")")
done
# The link without the cache of device images (every step runs), then the
# relink that finds them there, as after an edit of host code only.
for ((run = 0; run < repeats; ++run)); do
  sycl_link+=("$(timed link_set "$work/sycl" env PRISM_CACHE_DISABLE=1 "$prism" "${sycl[@]}")")
  plain_link+=("$(timed link_set "$work/plain" "$clang" -O2)")
done
link_set "$work/sycl" "$prism" "${sycl[@]}"
for ((run = 0; run < repeats; ++run)); do
  sycl_relink+=("$(timed link_set "$work/sycl" "$prism" "${sycl[@]}")")
done
if [[ -s $work/stderr.log ]]; then
  cat "$work/stderr.log" >&2
  echo "compile_time.sh: a compile or link wrote errors" >&2
  exit 1
fi
# column N MEASUREMENT...: the median of field N.
column() {
  local n=$1
  shift
  median $(printf '%s\n' "$@" | awk -v n="$n" '{ print $n }')
}

for app in "$work/sycl/app" "$work/plain/app"; do
  if ! PRISM_CACHE_DIR=$work/cache "$app" >"$work/run.log" 2>&1; then
    cat "$work/run.log" >&2
    echo "compile_time.sh: $app failed" >&2
    exit 1
  fi
done

# prism++ runs a source's device and host compiles side by side (and the
# translations of the device link), so that it uses more than one core:
# its CPU time is printed as well, against the same baseline.
report() {
  local what=$1 target=$2
  shift 2
  local -n s=$1 p=$2
  awk -v what="$what" -v target="$target" \
    -v sw="$(column 1 "${s[@]}")" -v pw="$(column 1 "${p[@]}")" \
    -v sc="$(column 2 "${s[@]}")" -v pc="$(column 2 "${p[@]}")" 'BEGIN {
    printf "%s: wall-clock prism++ -fsycl %.2f s, clang++-15 %.2f s, ratio %.2f%s\n", what, sw, pw, sw / pw, target
    printf "%s: CPU time   prism++ -fsycl %.2f s, clang++-15 %.2f s, ratio %.2f\n", what, sc, pc, sc / pc }'
}
report "compile 10-file project -O2 (kernels stubbed for clang++)" " (target <= 2.5)" sycl_compile plain_compile
cold=(${sycl_compile[0]})
awk -v sw="${cold[0]}" -v sc="${cold[1]}" -v pw="$(column 1 "${plain_compile[@]}")" \
  -v pc="$(column 2 "${plain_compile[@]}")" 'BEGIN {
  printf "compile 10-file project -O2, first set with a cold cache (precompiled sycl.hpp built): wall-clock %.2f s (ratio %.2f), CPU %.2f s (ratio %.2f)\n", sw, sw / pw, sc, sc / pc }'
report "link 10 objects -O2" " (CPU target <= 4, issue 20)" sycl_link plain_link
report "relink 10 objects -O2, device images cached" "" sycl_relink plain_link

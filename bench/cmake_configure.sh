#!/usr/bin/env bash
# What find_package(Prism) and add_sycl_to_target add to a CMake configure
# (issue 17: target < 0.5 s), against the same one-program project without
# them, measured in the same run. Both projects are built by g++; the Prism
# one also sets PRISM_TARGETS to two targets, which the package checks by
# running prism++, so the figure is that of the package's slowest path.
#
# Two configures are timed for each project, the two projects alternating
# so that both see the same machine, and the medians compared:
#   fresh: in a new build directory (CMake detects the compiler each time,
#          as on a user's first configure);
#   again: in the existing one (the detection is cached: what a re-run
#          costs, where the package's own cost stands out).
# Prism is installed from the build tree into a scratch prefix first, as a
# user would have it. The Prism project is then built and run, so that a
# broken package cannot pass for a fast one (the other, without Prism's
# headers, is only configured).
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
build=${PRISM_BUILD:-$(cd "$here/.." && pwd)/build}
repeats=${PRISM_BENCH_REPEATS:-5}

if [[ ! -x $build/bin/prism++ ]]; then
  echo "cmake_configure.sh: no build in $build" >&2
  exit 1
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cmake --install "$build" --prefix "$work/prism" >/dev/null

# project NAME EXTRA-CMAKE-CODE: a project with one SYCL source.
project() {
  mkdir -p "$work/$1"
  cat >"$work/$1/main.cpp" <<'EOF'
#include <sycl/sycl.hpp>
int main() {
  sycl::queue q;
  int *x = sycl::malloc_shared<int>(1, q);
  q.single_task([=] { *x = 42; }).wait();
  int ok = *x == 42;
  sycl::free(x, q);
  return ok ? 0 : 1;
}
EOF
  cat >"$work/$1/CMakeLists.txt" <<EOF
cmake_minimum_required(VERSION 3.21)
project(app LANGUAGES CXX)
add_executable(app main.cpp)
$2
EOF
}
project plain ""
project prism "find_package(Prism REQUIRED)
add_sycl_to_target(TARGET app SOURCES main.cpp)"

generator=()
if command -v ninja >/dev/null; then generator=(-G Ninja); fi
declare -A options=([plain]="" [prism]="-DPRISM_TARGETS=spir64;nvptx64-nvidia-cuda")
configure() {
  cmake -S "$work/$1" -B "$work/$1/build" "${generator[@]}" \
    -DCMAKE_CXX_COMPILER=g++ -DCMAKE_PREFIX_PATH="$work/prism" \
    ${options[$1]} >/dev/null
}
# timed COMMAND...: the wall-clock seconds COMMAND took.
timed() {
  local start end
  start=$(date +%s.%N)
  "$@"
  end=$(date +%s.%N)
  awk -v s="$start" -v e="$end" 'BEGIN { printf "%.6f\n", e - s }'
}
median() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

declare -A fresh again
for name in plain prism; do fresh[$name]="" again[$name]=""; done
for ((run = 0; run < repeats; ++run)); do
  for name in plain prism; do
    rm -rf "$work/$name/build"
    fresh[$name]+=" $(timed configure "$name")"
    again[$name]+=" $(timed configure "$name")"
  done
done

cmake --build "$work/prism/build" >/dev/null
if ! "$work/prism/build/app"; then
  echo "cmake_configure.sh: the program built with Prism's package failed" >&2
  exit 1
fi

for kind in fresh again; do
  declare -n times=$kind
  awk -v kind="$kind" -v p="$(median ${times[prism]})" \
    -v b="$(median ${times[plain]})" 'BEGIN {
    printf "CMake configure (%s): with find_package(Prism) + add_sycl_to_target %.3f s, without %.3f s, difference %.3f s (target < 0.5), ratio %.2f\n", kind, p, b, p - b, p / b }'
  unset -n times
done

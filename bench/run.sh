#!/usr/bin/env bash
# Runs every benchmark and prints each figure as a ratio against its
# baseline measured in the same run. Needs a build (scripts/demo.sh or
# scripts/test.sh first).
set -euo pipefail
build=${PRISM_BUILD:-$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/build}
bin=$build/bench

"$bin/empty_kernel_latency"
"$bin/triad_bandwidth"
"$bin/matmul_local"

cache=$(mktemp -d)
trap 'rm -rf "$cache"' EXIT
cold=$(PRISM_CACHE_DIR=$cache "$bin/first_kernel")
warm=$(PRISM_CACHE_DIR=$cache "$bin/first_kernel")
awk -v c="$cold" -v w="$warm" 'BEGIN {
  printf "time to first kernel: cold cache %.1f ms, warm cache %.1f ms, ratio warm/cold %.3f\n", c*1000, w*1000, w/c }'

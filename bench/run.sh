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
"$bin/buffer_graph"
"$bin/reduction_sum"

cache=$(mktemp -d)
trap 'rm -rf "$cache"' EXIT
cold=$(PRISM_CACHE_DIR=$cache "$bin/first_kernel")
warm=$(PRISM_CACHE_DIR=$cache "$bin/first_kernel")
awk -v c="$cold" -v w="$warm" 'BEGIN {
  printf "time to first kernel: cold cache %.1f ms, warm cache %.1f ms, ratio warm/cold %.3f\n", c*1000, w*1000, w/c }'

# Cold: a fresh Prism cache and PoCL's own kernel cache off.
per_kernel=$(PRISM_CACHE_DIR=$(mktemp -d -p "$cache") POCL_KERNEL_CACHE=0 "$bin/many_kernels_per_kernel")
off=$(PRISM_CACHE_DIR=$(mktemp -d -p "$cache") POCL_KERNEL_CACHE=0 "$bin/many_kernels_off")
awk -v k="$per_kernel" -v o="$off" 'BEGIN {
  printf "first launch of one kernel, cold cache: from an image of 200 kernels (split off) %.1f ms, from an image of its own (per_kernel) %.1f ms, ratio %.3f (target <= 2)\n", o*1000, k*1000, o/k }'

"$(dirname "${BASH_SOURCE[0]}")/compile_time.sh"

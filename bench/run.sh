#!/usr/bin/env bash
# Runs every benchmark and prints each figure as a ratio against its
# baseline measured in the same run. Needs a build (scripts/demo.sh or
# scripts/test.sh first).
set -euo pipefail
build=${PRISM_BUILD:-$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/build}
bin=$build/bench

latency=$("$bin/empty_kernel_latency")
echo "$latency"
triad=$("$bin/triad_bandwidth")
echo "$triad"
"$bin/matmul_local"
"$bin/buffer_graph"
"$bin/reduction_sum"
"$bin/native_cpu"
"$bin/native_cpu_first_run"

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

# HIP on PoCL against the SYCL and raw OpenCL figures above (the triad at
# their 2^25 floats).
hip_triad=$("$bin/hip_triad" 25 | awk '$1 == "hip_triad_gbs" {print $2}')
hip_latency=$("$bin/hip_latency" | awk '$1 == "hip_sync_us" {print $2}')
echo "$triad" | awk -v h="$hip_triad" 'match($0, /sycl [0-9.]+ GB\/s, raw OpenCL [0-9.]+/) {
  split(substr($0, RSTART, RLENGTH), f, " ")
  printf "HIP triad 2^25 floats: hip %.2f GB/s, ratio to sycl %.3f (target >= 0.95), to raw OpenCL %.3f (target >= 0.9)\n", h, h / f[2], h / f[6] }'
echo "$latency" | awk -v h="$hip_latency" 'match($0, /sycl [0-9.]+ us/) {
  split(substr($0, RSTART, RLENGTH), f, " ")
  printf "HIP empty kernel <<<>>> + hipDeviceSynchronize: hip %.2f us, sycl %.2f us, ratio %.3f (target <= 1.1)\n", h, f[2], h / f[2] }'
"$bin/hip_matmul" 512

# Level Zero on Prism's Level Zero test driver, against the OpenCL plugin on
# the same PoCL device. The driver is test infrastructure, in the build tree
# only (built where libze-dev is installed).
ze_driver=$build/test/level_zero_driver/libze_prism_test_driver.so
if [[ -f $ze_driver ]]; then
  env -u PRISM_DEVICE_SELECTOR -u ONEAPI_DEVICE_SELECTOR \
    ZE_ENABLE_ALT_DRIVERS="$ze_driver" "$bin/level_zero_latency"
  env -u PRISM_DEVICE_SELECTOR -u ONEAPI_DEVICE_SELECTOR \
    ZE_ENABLE_ALT_DRIVERS="$ze_driver" "$bin/spec_constants"
else
  echo "level_zero_latency, spec_constants: skipped, no Level Zero test" \
       "driver in $build"
fi

"$(dirname "${BASH_SOURCE[0]}")/compile_time.sh"
"$(dirname "${BASH_SOURCE[0]}")/cmake_configure.sh"

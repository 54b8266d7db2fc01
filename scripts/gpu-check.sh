#!/usr/bin/env bash
# The whole NVIDIA GPU check of Prism, in two halves:
#
#   scripts/gpu-check.sh pack   here, after a build (scripts/test.sh or
#                               scripts/demo.sh): fills build-gpu/ with what
#                               must travel (e2e and benchmark executables,
#                               the Prism runtime libraries and the CUDA
#                               plugin, their non-system libraries, the nvcc
#                               baselines when nvcc is here, else run builds
#                               them on the GPU machine), stripped, and
#                               packs it into build-gpu-pack/pack.tgz (the
#                               executables carry SPIR-V and native CPU
#                               images too, which the device tool's 64 MiB
#                               would not take unpacked).
#   scripts/gpu-check.sh run    on the GPU machine, from the repository root
#                               with build-gpu-pack/ carried (or build-gpu/,
#                               which it unpacks into): runs prism-ls, the
#                               CUDA plugin smoke test, every SYCL e2e test
#                               and every HIP and CUDA e2e test
#                               with PRISM_DEVICE_SELECTOR=cuda:0 (those that
#                               print compared with their reference output,
#                               those that must fail with their message), and
#                               the benchmarks, and prints a table with ratios
#                               against the nvcc baselines.
#
# With the device tool: run "scripts/gpu-check.sh run" with carry
# ["build-gpu-pack"]. libLLVM never travels: nothing in build-gpu/ needs it.
set -uo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${PRISM_BUILD:-$root/build}
pack=$root/build-gpu
packed=$root/build-gpu-pack/pack.tgz

# e2e tests that run on the GPU, and e2e.project (a static library, a linked
# and a dlopen'd shared library) after them; the others are PoCL-specific
# (they assert a CPU device or corrupt the SPIR-V image) and run in CI.
gpu_e2e_tests="vadd-O0 vadd-O2 range_2d_item-O0 range_2d_item-O2
  several_kernels-O0 several_kernels-O2 user_functions_std-O0
  user_functions_std-O2 usm_kinds-O0 usm_kinds-O2 range_3d_id single_task
  kernel_in_template multi_source separate_compilation
  nd_range_ids-O0 nd_range_ids-O2 local_memory-O0 local_memory-O2
  nd_range_errors several_kernels-per_kernel multi_source-per_kernel
  multi_source-off atomic_ref-O0 atomic_ref-O2 buffers-O0 buffers-O2
  accessors-O0 accessors-O2 buffer_graph-O0 buffer_graph-O2 buffer_errors
  buffer_threads math_builtins-O0 math_builtins-O2 integer_common_builtins-O0
  integer_common_builtins-O2 vec_types-O0 vec_types-O2 half_marray-O0
  half_marray-O2 sub_group-O0 sub_group-O2 group_algorithms-O0
  group_algorithms-O2 group_local_memory-O0 group_local_memory-O2
  hierarchical-O0 hierarchical-O2 reduction_usm-O0 reduction_usm-O2
  reduction_buffer-O0 reduction_buffer-O2 reduction_ranges-O0
  reduction_ranges-O2 reduction_span-O0 reduction_span-O2 spec_constants-O0 spec_constants-O2 kernel_bundle-O0
  kernel_bundle-O2 kernel_bundle_incompatible queue_order multi_ptr-O0
  multi_ptr-O2 sycl2020_runtime_objects sycl2020_event_wait_lists
  sycl2020_kernel_queries
  sycl2020_runtime_teardown compiler_fixes sycl2020_headers-gnu++17
  sycl2020_headers-gnu++20 sycl2020_cl_sycl sycl2020_value_types
  sycl2020_accessors sycl2020_buffers sycl2020_reductions
  sycl2020_device_events sycl2020_usm_handler compiler_fixes_device
  sycl2020_third_party_idioms std_complex"

# HIP and CUDA programs (test/e2e/hip), run the same way.
gpu_hip_tests="hip_vector_add cuda_vector_add hip_saxpy hip_transpose
  hip_matmul hip_reduction hip_histogram hip_atomics hip_thread_hierarchy
  hip_math hip_vector_types hip_kernel_features hip_streams_events hip_memory
  hip_device_reset hip_device_properties hip_bad_input hip_sycl_interop
  hip_sticky_error hip_symbols cuda_runtime hip_warp_functions hip_shared_memory
  hip_builtin_conversions hip_min_max cuda_half_precision
  cuda_cooperative_groups hip_device_assert cuda_half_axpy cuda_half_intrinsics
  cuda_multi_gpu cuda_managed_memory cuda_managed_variables
  hip_multi_device_sycl cuda_helper_math cuda_runtime_extras"

# Programs that use every GPU (PRISM_DEVICE_SELECTOR=cuda:*): they pass on
# one GPU too, saying the split was skipped; on two they split the work.
multi_gpu_tests="cuda_multi_gpu hip_multi_device_sycl"
multi_gpu_benchmarks="hip_multi_gpu_triad"

# Tests whose standard output must match a reference (test/e2e/<name>.expected
# through compare_output.py, as in CI): "<program>:<reference>".
gpu_output_tests="device_printf-O0:device_printf device_printf-O2:device_printf
  stream-O0:stream stream-O2:stream hip_device_printf:hip/hip_device_printf"

# HIP benchmarks, built by prism++ and (as nvcc_<name>) by nvcc.
hip_benchmarks="hip_latency hip_triad hip_matmul"
# Graphs (issue 18): capture and replay, bad captures, a 1,000-kernel chain.
gpu_hip_tests="$gpu_hip_tests cuda_graph_replay hip_graph_errors"
hip_benchmarks="$hip_benchmarks hip_graph_chain"
# Warp functions and cooperative groups (issue 18): the grid-barrier
# reduction and aggregated atomics, kernels that hard-code 32 lanes (right
# on a 32-lane warp), the cooperative launch limit; the warp-shuffle and
# cooperative-groups reductions of 2^28 floats against nvcc.
gpu_hip_tests="$gpu_hip_tests cuda_cg_reduction cuda_warp_faults
  hip_cooperative_launch_limits"
hip_benchmarks="$hip_benchmarks hip_warp_reduce"

# Tests that must fail with a message: a warp is 32 work-items, so a kernel
# that requires sub-groups of 8 is refused; a kernel without a PTX image.
gpu_failure_tests="reqd_sub_group_size hip_vector_add-spirv-only"
reqd_sub_group_size_message="kernel '.*EightWide.*' requires sub-group size 8, but device '.*' supports 32"
# A HIP program built for SPIR-V only: no image for the GPU.
hip_vector_add_spirv_only_message="kernel 'vectorAdd\(float const\*, float const\*, float\*, int\)' has no image the device '.*' \(cuda\) can run.*add -fsycl-targets=nvptx64-nvidia-cuda"

# Kernels that trap or fail an assert (issue 22): each program must end
# normally (exit 0) after the fault, and its output match the regex: the
# error names the kernel. gpu_trap also runs a kernel on the native CPU
# device after the GPU's context failed. "<name>|<arguments>|<selector>|<regex>".
gpu_trap_tests="gpu_trap||cuda:0;native_cpu:0|async error .*kernel '[^']*TrapKernel[^']*' (trapped|failed on the device)
hip_trap|trap|cuda:0|hipDeviceSynchronize: .*kernel 'trapOnce\(int\*, int\)' (trapped|failed on the device)
hip_trap|assert|cuda:0|hipDeviceSynchronize: .*kernel 'assertOnce\(int\*, int\)' failed a device-side assert"

# The nvcc baselines, into the pack, where nvcc is installed (the GPU
# machine has it; this one usually not). False when there is no nvcc.
build_nvcc_baselines() {
  local nvcc
  nvcc=$(command -v nvcc || true)
  [ -z "$nvcc" ] && [ -x /usr/local/cuda/bin/nvcc ] && nvcc=/usr/local/cuda/bin/nvcc
  [ -n "$nvcc" ] || return 1
  "$nvcc" -O3 -arch=sm_90 "$root/bench/cuda/latency.cu" -o "$pack/bin/cuda_latency"
  "$nvcc" -O3 -arch=sm_90 "$root/bench/cuda/triad.cu" -o "$pack/bin/cuda_triad"
  "$nvcc" -O3 -arch=sm_90 "$root/bench/cuda/matmul.cu" -o "$pack/bin/cuda_matmul"
  # The HIP benchmarks' own sources, with HIP's names mapped onto CUDA's.
  for b in $hip_benchmarks; do
    "$nvcc" -O3 -arch=sm_90 -x cu -I "$root/bench/cuda" "$root/bench/$b.hip" \
      -o "$pack/bin/nvcc_$b"
  done
}

do_pack() {
  set -e
  cmake --build "$build" >/dev/null
  rm -rf "$pack"
  mkdir -p "$pack/bin" "$pack/lib/prism"
  for t in $gpu_e2e_tests $gpu_hip_tests $gpu_failure_tests gpu_trap hip_trap; do
    cp "$build/test/e2e/$t" "$pack/bin/"
  done
  mkdir -p "$pack/expected"
  for entry in $gpu_output_tests; do
    cp "$build/test/e2e/${entry%%:*}" "$pack/bin/"
    cp "$root/test/e2e/${entry##*:}.expected" "$pack/expected/$(basename "${entry##*:}").expected"
  done
  cp "$root/test/e2e/compare_output.py" "$pack/"
  mkdir -p "$pack/project"
  cp "$build/test/e2e/project/project" \
    "$build/test/e2e/project/libproject_shared.so" \
    "$build/test/e2e/project/libproject_plugin.so" "$pack/project/"
  cp "$build/bench/gpu_latency" "$build/bench/gpu_triad" \
    "$build/bench/gpu_matmul" "$pack/bin/"
  for b in $hip_benchmarks $multi_gpu_benchmarks; do
    cp "$build/bench/$b" "$pack/bin/"
  done
  cp "$build/bin/prism-ls" "$build/bin/prism-cuda-smoke" "$pack/bin/"
  # Under their sonames (libsycl.so.0.1, ...): the names programs ask for.
  for lib in sycl prism-runtime prism-hip; do
    soname=$(objdump -p "$build/lib/lib$lib.so" | awk '$1 == "SONAME" {print $2}')
    cp -L "$build/lib/lib$lib.so" "$pack/lib/$soname"
  done
  # The native CPU plugin: a device of another backend beside the GPU.
  cp "$build/lib/prism/libprism-plugin-cuda.so" \
    "$build/lib/prism/libprism-plugin-native_cpu.so" "$pack/lib/prism/"
  # Debian's spdlog and fmt are not on the GPU machine's distribution.
  for lib in $(ldd "$build/lib/libprism-runtime.so" | awk '/spdlog|fmt/ {print $3}'); do
    cp -L "$lib" "$pack/lib/"
  done
  build_nvcc_baselines ||
    echo "gpu-check: no nvcc here; the GPU machine's builds them at run" >&2
  strip --strip-unneeded "$pack"/bin/* "$pack"/project/* "$pack"/lib/*.so* \
    "$pack"/lib/prism/*.so
  cp "$root/scripts/gpu-check.sh" "$pack/"
  mkdir -p "$(dirname "$packed")"
  tar -C "$pack" -czf "$packed" .
  du -sh "$pack" "$packed"
}

value() { awk -v k="$1" '$1 == k {print $2}' "$2"; }

do_run() {
  if [ ! -d "$pack" ] && [ -f "$packed" ]; then
    mkdir -p "$pack" && tar -C "$pack" -xzf "$packed" || exit 1
  fi
  export LD_LIBRARY_PATH=$pack/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
  export PRISM_CACHE_DIR=$(mktemp -d)
  local out=${OUT:-$(mktemp -d)}
  local failed=0 passed=0
  nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader || true
  if [ ! -x "$pack/bin/cuda_latency" ]; then
    echo "== nvcc baselines"
    build_nvcc_baselines || echo "gpu-check: no nvcc; no baselines" >&2
  fi
  echo "== prism-ls"
  "$pack/bin/prism-ls" --verbose || failed=$((failed + 1))
  echo "== CUDA plugin smoke test"
  if "$pack/bin/prism-cuda-smoke" "$pack/lib/prism/libprism-plugin-cuda.so"; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1)); echo "FAIL: prism-cuda-smoke"
  fi
  echo "== SYCL, HIP and CUDA e2e tests on cuda:0"
  for t in $gpu_e2e_tests $gpu_hip_tests; do
    if PRISM_DEVICE_SELECTOR=cuda:0 "$pack/bin/$t" >"$out/$t.log" 2>&1; then
      passed=$((passed + 1)); echo "PASS: $t"
    else
      failed=$((failed + 1)); echo "FAIL: $t"; tail -5 "$out/$t.log"
    fi
  done
  for entry in $gpu_output_tests; do
    local t=${entry%%:*}
    if PRISM_DEVICE_SELECTOR=cuda:0 python3 "$pack/compare_output.py" \
      "$pack/expected/$(basename "${entry##*:}").expected" "$pack/bin/$t" >"$out/$t.log" 2>&1; then
      passed=$((passed + 1)); echo "PASS: $t (output compared)"
    else
      failed=$((failed + 1)); echo "FAIL: $t (output compared)"; tail -8 "$out/$t.log"
    fi
  done
  for t in $gpu_failure_tests; do
    local message_var=${t//-/_}_message
    if ! PRISM_DEVICE_SELECTOR=cuda:0 "$pack/bin/$t" >"$out/$t.log" 2>&1 &&
      grep -Eq "${!message_var}" "$out/$t.log"; then
      passed=$((passed + 1)); echo "PASS: $t (fails as it must)"
    else
      failed=$((failed + 1)); echo "FAIL: $t (expected: ${!message_var})"; tail -5 "$out/$t.log"
    fi
  done
  echo "== kernels that trap"
  while IFS='|' read -r t args selector regex; do
    local log=$out/$t-${args:-run}.log
    # shellcheck disable=SC2086 # the arguments are words
    if PRISM_DEVICE_SELECTOR=$selector "$pack/bin/$t" $args >"$log" 2>&1 &&
      grep -Eq "$regex" "$log"; then
      passed=$((passed + 1)); echo "PASS: $t $args (reported, exits 0)"
      grep -E "$regex" "$log" | head -1
    else
      failed=$((failed + 1)); echo "FAIL: $t $args (expected: $regex)"; tail -5 "$log"
    fi
  done <<<"$gpu_trap_tests"
  echo "== on every GPU"
  for t in $multi_gpu_tests; do
    if PRISM_DEVICE_SELECTOR='cuda:*' "$pack/bin/$t" >"$out/$t-all.log" 2>&1; then
      passed=$((passed + 1)); echo "PASS: $t (every GPU)"; grep -E "^device|split|PASSED" "$out/$t-all.log"
    else
      failed=$((failed + 1)); echo "FAIL: $t (every GPU)"; tail -5 "$out/$t-all.log"
    fi
  done
  if LD_LIBRARY_PATH=$pack/project:$LD_LIBRARY_PATH PRISM_DEVICE_SELECTOR=cuda:0 \
    "$pack/project/project" "$pack/project/libproject_plugin.so" >"$out/project.log" 2>&1; then
    passed=$((passed + 1)); echo "PASS: project"
  else
    failed=$((failed + 1)); echo "FAIL: project"; tail -5 "$out/project.log"
  fi
  echo "== benchmarks"
  local bench=$out/bench.txt
  : >"$bench"
  for b in gpu_latency gpu_triad gpu_matmul cuda_latency cuda_triad cuda_matmul; do
    if [ -x "$pack/bin/$b" ]; then
      PRISM_DEVICE_SELECTOR=cuda:0 "$pack/bin/$b" | tee -a "$bench" || failed=$((failed + 1))
    fi
  done
  for b in $hip_benchmarks; do
    if [ -x "$pack/bin/$b" ]; then
      PRISM_DEVICE_SELECTOR=cuda:0 "$pack/bin/$b" | tee -a "$bench" || failed=$((failed + 1))
    fi
    if [ -x "$pack/bin/nvcc_$b" ]; then
      "$pack/bin/nvcc_$b" | awk '$1 ~ /^hip_/ {print "nvcc_" $0}' | tee -a "$bench"
    fi
  done
  for b in $multi_gpu_benchmarks; do
    PRISM_DEVICE_SELECTOR='cuda:*' "$pack/bin/$b" | tee -a "$bench" || failed=$((failed + 1))
  done
  # One line per figure: "<what>: <ours> <value>, <baseline> <value>, ratio",
  # printed when the baseline's figure is in the results.
  awk '
    function line(what, ours, a, base, b, unit, digits, target) {
      if (b > 0)
        printf "%s: %s %." digits "f %s, %s %." digits "f %s, ratio %.3f%s\n", what, ours, a, unit, base, b, unit, a / b, target
    }
    { v[$1] = $2 }
    END {
      line("empty kernel submit+wait", "sycl", v["sycl_sync_us"], "nvcc", v["cuda_sync_us"], "us", 2, " (target <= 1.3)")
      line("empty kernel per launch, async", "sycl", v["sycl_async_us"], "nvcc", v["cuda_async_us"], "us", 2, "")
      line("triad 2^28 floats", "sycl", v["sycl_triad_gbs"], "nvcc", v["cuda_triad_gbs"], "GB/s", 1, " (target >= 0.95)")
      line("tiled matmul 4096^2, 1-D local accessors (constant tile stride, as the CUDA code)", "sycl", v["sycl_matmul_1d_gflops"], "nvcc", v["cuda_matmul_gflops"], "GFLOP/s", 1, " (target >= 0.8)")
      line("tiled matmul 4096^2, 2-D local accessors (run-time row stride) vs the CUDA static tiles", "sycl", v["sycl_matmul_2d_gflops"], "nvcc", v["cuda_matmul_gflops"], "GFLOP/s", 1, "")
      line("HIP empty kernel <<<>>> + hipDeviceSynchronize", "prism++", v["hip_sync_us"], "nvcc", v["nvcc_hip_sync_us"], "us", 2, " (target <= 1.15)")
      line("HIP empty kernel per launch, async", "prism++", v["hip_async_us"], "nvcc", v["nvcc_hip_async_us"], "us", 2, " (target <= 1.15)")
      line("HIP triad 2^28 floats", "prism++", v["hip_triad_gbs"], "nvcc", v["nvcc_hip_triad_gbs"], "GB/s", 1, " (target >= 0.95)")
      line("HIP tiled matmul 4096^2", "prism++", v["hip_matmul_gflops"], "nvcc", v["nvcc_hip_matmul_gflops"], "GFLOP/s", 1, " (target >= 0.95)")
      line("HIP warp-shuffle block reduction 2^28 floats", "prism++", v["hip_warp_reduce_gbs"], "nvcc", v["nvcc_hip_warp_reduce_gbs"], "GB/s", 1, " (target >= 0.95)")
      line("HIP cooperative-groups reduction 2^28 floats", "prism++", v["hip_cg_reduce_gbs"], "nvcc", v["nvcc_hip_cg_reduce_gbs"], "GB/s", 1, " (target >= 0.95)")
      if (v["hip_triad_2gpu_gbs"] > 0) # one GPU only: no split
        line("HIP triad 2^28 floats split over two GPUs", "two GPUs", v["hip_triad_2gpu_gbs"], "one GPU", v["hip_triad_1gpu_gbs"], "GB/s", 1, " (target >= 1.8)")
      line("HIP chain of 1000 kernels", "graph replay", v["hip_chain_graph_us"], "one by one", v["hip_chain_eager_us"], "us", 1, " (target <= 0.5)")
      line("HIP chain of 1000 kernels, graph replay", "prism++", v["hip_chain_graph_us"], "nvcc", v["nvcc_hip_chain_graph_us"], "us", 1, " (target <= 1.2)")
      line("tiled matmul 4096^2, 2-D local accessors vs CUDA extern __shared__ with a run-time row stride", "sycl", v["sycl_matmul_2d_gflops"], "nvcc", v["cuda_matmul_runtime_stride_gflops"], "GFLOP/s", 1, " (target >= 0.8)")
    }' "$bench"
  echo "$passed passed, $failed failed"
  [ "$failed" -eq 0 ]
}

case "${1:-}" in
  pack) do_pack ;;
  run) do_run ;;
  *) echo "usage: scripts/gpu-check.sh pack|run" >&2; exit 2 ;;
esac

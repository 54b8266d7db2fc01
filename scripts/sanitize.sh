#!/usr/bin/env bash
# Builds Prism with sanitizers, in Clang builds of their own, and runs its
# tests there (docs/internals.md, "Sanitizers"):
#
#   address: AddressSanitizer, UBSan and LeakSanitizer (build-asan/, or
#            $PRISM_ASAN_BUILD): the unit tests and the e2e tests on every
#            device: PoCL, the native CPU and the Level Zero test driver
#            (not the lit, fuzz and install tests, nor the valgrind run).
#   thread:  ThreadSanitizer (build-tsan/, or $PRISM_TSAN_BUILD): the tests
#            labelled concurrency, on every device.
#
#   scripts/sanitize.sh [-b] [address|thread]... [-- ctest arguments]
#
# Default: address, then thread. -b: build only. A finding fails its test;
# the report is in the test's output. Suppressions (PoCL's and LLVM's own,
# never Prism's) are in test/sanitizers/.
set -euo pipefail

PRISM_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
BUILD_ONLY=0
KINDS=()
while [ $# -gt 0 ]; do
  case $1 in
    -b) BUILD_ONLY=1 ;;
    address|thread) KINDS+=("$1") ;;
    --) shift; break ;;
    *) sed -n '2,16p' "$0" >&2; exit 2 ;;
  esac
  shift
done
[ ${#KINDS[@]} -gt 0 ] || KINDS=(address thread)

supp=$PRISM_ROOT/test/sanitizers
# Set for the builds too: prism++ and the unit tests run there. Two of the
# runtime's habits are turned off, each for another project's doing:
# - use_sigaltstack: LLVM, run by PoCL in a thread of ours, gives the thread
#   an alternate signal stack from malloc, which ASan (clang 15) then takes
#   for its own and fails to unmap when the thread ends;
# - intercept_tls_get_addr: clang 15's runtime takes some of glibc's dynamic
#   TLS blocks (the plugins' thread_local) for those of glibc before 2.25 and
#   reads a bogus range from them, crashing the leak check at exit.
export ASAN_OPTIONS=detect_leaks=1:detect_odr_violation=2:check_initialization_order=1:strict_init_order=1:halt_on_error=1:use_sigaltstack=0:intercept_tls_get_addr=0
export LSAN_OPTIONS=suppressions=$supp/lsan.supp:print_suppressions=0
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1:suppressions=$supp/ubsan.supp
export TSAN_OPTIONS=halt_on_error=1:second_deadlock_stack=1:suppressions=$supp/tsan.supp

# The targets of the unit tests and e2e programs (not of the benchmarks and
# examples, which the address run does not need).
test_targets() {
  ninja -C "$1" -t targets all |
    sed -n 's/^\(e2e-[^:]*\|prism-[a-z0-9-]*-test\|ze-prism-test-driver-test\): phony$/\1/p'
}

# sanitized_build <build dir> <-fsanitize value> <target>... (target
# "tests": those of test_targets)
sanitized_build() {
  local build=$1 sanitizers=$2
  shift 2
  local targets=("$@")
  CC=${CC:-clang-15} CXX=${CXX:-clang++-15} \
    cmake -S "$PRISM_ROOT" -B "$build" -G Ninja \
    -DPRISM_SANITIZE="$sanitizers" >/dev/null
  if [ "${targets[*]}" = tests ]; then
    mapfile -t targets < <(test_targets "$build")
  fi
  cmake --build "$build" --target prism-toolchain "${targets[@]}"
}

# run_tests <build dir> <ctest selection>... -- <ctest selection>...: one
# ctest run for each selection, all of them even when one fails. Kernel
# builds are cached per test run, not in the user's cache.
run_tests() {
  local build=$1 status=0 selection=()
  shift
  export PRISM_CACHE_DIR=$build/test-cache
  rm -rf "$PRISM_CACHE_DIR"
  while [ $# -gt 0 ]; do
    selection=()
    while [ $# -gt 0 ] && [ "$1" != -- ]; do selection+=("$1"); shift; done
    [ $# -eq 0 ] || shift
    ctest --test-dir "$build" --output-on-failure -j"$(nproc)" \
      "${selection[@]}" "${CTEST_ARGS[@]}" || status=$?
  done
  return $status
}

CTEST_ARGS=("$@")
for kind in "${KINDS[@]}"; do
  case $kind in
    address)
      build=${PRISM_ASAN_BUILD:-$PRISM_ROOT/build-asan}
      sanitized_build "$build" address,undefined tests
      [ $BUILD_ONLY -eq 0 ] || continue
      # The Level Zero test driver compiles each kernel with PoCL as the
      # OpenCL plugin does: run after the rest, it finds them in PoCL's
      # cache (run alongside, it compiles them again: twice the time).
      run_tests "$build" \
        -LE '^(level_zero|fuzz|install)$' -E '^lit$|memcheck' -- \
        -L '^level_zero$' -LE '^(fuzz|install)$' -E '^lit$|memcheck' ;;
    thread)
      build=${PRISM_TSAN_BUILD:-$PRISM_ROOT/build-tsan}
      sanitized_build "$build" thread prism-concurrency-tests
      [ $BUILD_ONLY -eq 0 ] || continue
      run_tests "$build" -L concurrency ;;
  esac
done

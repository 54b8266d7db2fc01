#!/usr/bin/env bash
# Installs what is missing, builds Prism and runs the whole test suite
# (unit, lit and end-to-end tests) through ctest. With --fuzz (before those), the
# fuzzers' short run too (test/fuzz, in a Clang build of their own:
# docs/internals.md, "Fuzzing"); with --sanitize, the suite under the
# sanitizers too (scripts/sanitize.sh: docs/internals.md, "Sanitizers").
# Other arguments go to ctest.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"

fuzz=0
sanitize=0
while [ $# -gt 0 ]; do
  case $1 in
    --fuzz) fuzz=1 ;;
    --sanitize) sanitize=1 ;;
    *) break ;;
  esac
  shift
done

prism_install_packages
prism_build
# Kernel builds are cached per test run, not in the user's cache.
export PRISM_CACHE_DIR=$PRISM_BUILD/test-cache
rm -rf "$PRISM_CACHE_DIR"
ctest --test-dir "$PRISM_BUILD" --output-on-failure -j"$(nproc)" "$@"
if [ $fuzz -eq 1 ]; then
  "$PRISM_ROOT/scripts/fuzz.sh" -b
  ctest --test-dir "${PRISM_FUZZ_BUILD:-$PRISM_ROOT/build-fuzz}" -L fuzz \
    --output-on-failure -j"$(nproc)"
fi
if [ $sanitize -eq 1 ]; then
  "$PRISM_ROOT/scripts/sanitize.sh"
fi

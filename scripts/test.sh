#!/usr/bin/env bash
# Installs what is missing, builds Prism and runs the whole test suite
# (unit, lit and end-to-end tests) through ctest.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"

prism_install_packages
prism_build
# Kernel builds are cached per test run, not in the user's cache.
export PRISM_CACHE_DIR=$PRISM_BUILD/test-cache
rm -rf "$PRISM_CACHE_DIR"
ctest --test-dir "$PRISM_BUILD" --output-on-failure -j"$(nproc)" "$@"

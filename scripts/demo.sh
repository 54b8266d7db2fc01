#!/usr/bin/env bash
# Installs what is missing, builds Prism, compiles examples/vadd.cpp with
# prism++ and runs it on the default device.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"

prism_install_packages
# The toolchain and runtime only; scripts/test.sh builds the tests.
prism_build prism-toolchain

out=$PRISM_BUILD/examples-demo
mkdir -p "$out"
echo "prism: compiling examples/vadd.cpp"
"$PRISM_BUILD/bin/prism++" -fsycl -O2 "$PRISM_ROOT/examples/vadd.cpp" -o "$out/vadd"
"$PRISM_BUILD/bin/prism-ls"
"$out/vadd"

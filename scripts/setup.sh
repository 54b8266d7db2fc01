#!/usr/bin/env bash
# Shared by demo.sh and test.sh: installs the Debian packages Prism needs
# (only those missing), then configures and builds Prism into build/.
set -euo pipefail

PRISM_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
PRISM_BUILD=${PRISM_BUILD:-$PRISM_ROOT/build}

PRISM_PACKAGES=(
  cmake ninja-build g++ python3
  clang-15 clang-tools-15 libclang-15-dev llvm-15 llvm-15-dev llvm-15-tools
  lld-15 llvm-spirv-15 libllvmspirvlib-15-dev spirv-tools
  ocl-icd-opencl-dev opencl-headers pocl-opencl-icd clinfo
  libze-dev libze1 libclc-15 libspdlog-dev libgtest-dev
)

prism_install_packages() {
  local missing=()
  for p in "${PRISM_PACKAGES[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed'; then
      missing+=("$p")
    fi
  done
  if [ ${#missing[@]} -eq 0 ]; then
    return
  fi
  echo "prism: installing missing packages: ${missing[*]}"
  local sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

# Configures and builds: everything, or the targets given.
prism_build() {
  cmake -S "$PRISM_ROOT" -B "$PRISM_BUILD" -G Ninja
  cmake --build "$PRISM_BUILD" ${1:+--target "$@"}
}

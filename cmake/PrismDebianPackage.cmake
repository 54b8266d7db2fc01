# The Debian package: `cpack -G DEB` in the build directory makes
# prism_<version>_<arch>.deb, the install tree under /usr, stripped.
#
# Depends names what prism++ runs (clang++, opt, llvm-link, llc from
# clang-15 and llvm-15; clang-offload-bundler; llvm-spirv-15; spirv-val),
# the libraries Prism's binaries are linked with, and an OpenCL driver so
# that programs find a device (PoCL's CPU device unless another is
# installed). clang-15 brings the host toolchain (binutils, libstdc++ and
# libc headers). The install tests check this list against the binaries'
# NEEDED entries and the tools prism++ was configured with
# (test/install/check_deb.py).
set(PRISM_DEBIAN_DEPENDS
  clang-15
  clang-tools-15
  llvm-15
  llvm-spirv-15
  spirv-tools
  libllvm15
  libllvmspirvlib15
  libspdlog1.10
  libfmt9
  ocl-icd-libopencl1
  "pocl-opencl-icd | opencl-icd"
  libstdc++6
  libgcc-s1
  libc6
  # prism++ links LLVM's option library statically; its LLVMSupport needs
  # terminfo.
  libtinfo6)
list(JOIN PRISM_DEBIAN_DEPENDS ", " CPACK_DEBIAN_PACKAGE_DEPENDS)

set(CPACK_PACKAGE_NAME prism)
set(CPACK_PACKAGE_VENDOR Prism)
set(CPACK_PACKAGE_CONTACT "Prism developers")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY
  "SYCL 2020, HIP and CUDA single-source offload compiler and runtime")
set(CPACK_PACKAGE_DESCRIPTION
"prism++ compiles SYCL, HIP and CUDA sources into one executable that
carries device code for SPIR-V (OpenCL) and NVIDIA GPUs; the Prism runtime
runs it on the device present. With the CMake package (find_package(Prism))
and prism.pc.")
set(CPACK_DEBIAN_PACKAGE_SECTION devel)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_GENERATOR DEB)
include(CPack)

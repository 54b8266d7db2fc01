//===- languages.h - How each source language is compiled -----------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// SYCL, HIP and CUDA sources all compile in Clang's HIP mode for SPIR-V and
// in its CUDA mode for PTX (docs/design.md, "Compilation flow"). What tells
// them apart is what the source sees: the macros each language's code tests
// (__HIP__, __CUDACC__, __CUDA_ARCH__, __SYCL_DEVICE_ONLY__ ...), the header
// nvcc includes implicitly, and whether the frontend plugin lets kernels
// call functions that are not __device__ (SYCL only).
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_DRIVER_LANGUAGES_H
#define PRISM_DRIVER_LANGUAGES_H

#include "options.h"

#include <string>
#include <vector>

namespace prism::driver {

/// The value of __CUDA_ARCH__ in a CUDA source's SPIR-V device compile: the
/// architecture whose features Prism's device headers provide.
inline constexpr const char *SpirvCudaArch = "800";

/// The arguments that make a compile of a Lang source see its language:
/// for the device compile of *DeviceTarget, or the host compile when it is
/// null. IncludeDir is Prism's header directory.
std::vector<std::string> languageArgs(Language Lang,
                                      const OffloadTarget *DeviceTarget,
                                      const std::string &IncludeDir);

/// The arguments that load the frontend plugin (at Plugin) into the device
/// or host compile of Lang. SYCL compiles load it in both: SYCL kernels may
/// call any function of the translation unit, which the plugin makes device
/// code and checks. HIP and CUDA kernels call only __device__ code, which
/// Clang checks; their device compiles load it in "hip" mode, which gives
/// the errors Clang defers in __host__ __device__ functions the call chain
/// from the kernel. Their host compiles do without.
std::vector<std::string> frontendPluginArgs(Language Lang, bool Device,
                                            const std::string &Plugin);

} // namespace prism::driver

#endif // PRISM_DRIVER_LANGUAGES_H

//===- spirv_to_spir.h - SPIR-V to SPIR 1.2 bitcode for SPIR-only devices -===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The translation of Prism's SPIR-V images for devices that build SPIR 1.2
// bitcode only (PoCL). Part of the prism-opencl-spir library, which the
// OpenCL plugin and the Level Zero test driver (test/level_zero_driver)
// share, so that both hand PoCL the same bitcode.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_PLUGINS_OPENCL_SPIRV_TO_SPIR_H
#define PRISM_PLUGINS_OPENCL_SPIRV_TO_SPIR_H

#include <cstddef>
#include <cstdint>
#include <map>
#include <string>

namespace prism::opencl {

// Translates a SPIR-V module to SPIR 1.2 LLVM bitcode (OpenCL 1.2 builtin
// names, spir/spir64 triple and SPIR datalayout), with sub-groups of one
// work-item for a device without sub-groups, and the specialization
// constants of `specConstants` (SpecId to value, in the low bytes) set in
// place of their defaults. Returns false with the translator's message in
// `error` when the module cannot be read.
bool translateSpirvToSpir(
    const void *image, size_t size, bool singleItemSubGroups,
    std::string &bitcode, std::string &error,
    const std::map<uint32_t, uint64_t> &specConstants = {});

// The name a kernel has in the SPIR that translateSpirvToSpir makes: its own,
// or "prism_kernel_<hash>" when longer than 128 bytes. PoCL names files
// after kernels, and a SYCL kernel name (a lambda's mangled type inside
// templates) easily passes a file name's 255 bytes.
std::string spirKernelName(const std::string &name);

// The options that build translated SPIR with clBuildProgram.
constexpr const char *SpirBuildOptions = "-x spir -spir-std=1.2";

} // namespace prism::opencl

#endif // PRISM_PLUGINS_OPENCL_SPIRV_TO_SPIR_H

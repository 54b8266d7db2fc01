//===- languages.cpp - How each source language is compiled ---------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "languages.h"

namespace prism::driver {

std::vector<std::string> languageArgs(Language Lang,
                                      const OffloadTarget *DeviceTarget,
                                      const std::string &IncludeDir) {
  bool Device = DeviceTarget != nullptr;
  bool Ptx = Device && DeviceTarget->Kind == OffloadTarget::Ptx;
  switch (Lang) {
  case Language::Sycl:
    if (Device)
      return {"-D__SYCL_DEVICE_ONLY__=1"};
    return {};
  case Language::Hip: {
    // Clang's HIP mode defines __HIP__, __HIPCC__ and, in device compiles,
    // __HIP_DEVICE_COMPILE__; the PTX compile runs in CUDA mode, which does
    // not, so HIP code gets them there from us (and __CUDA_ARCH__ from
    // Clang, as hipcc on NVIDIA gives it).
    std::vector<std::string> Args = {"-fdeclspec",
                                     "-D__HIP_PLATFORM_SPIRV__=1"};
    if (Ptx)
      Args.insert(Args.end(), {"-D__HIP__=1", "-D__HIPCC__=1",
                               "-D__HIP_DEVICE_COMPILE__=1"});
    return Args;
  }
  case Language::Cuda: {
    // What nvcc gives a .cu file: __CUDACC__, __CUDA_ARCH__ in device code
    // only, and cuda_runtime.h included first. The SPIR-V and host compiles
    // run in HIP mode and keep its macros (__HIP__ ...): a CUDA source is
    // compiled as the HIP source it maps to, and Clang's launch stubs need
    // the HIP declarations those macros select.
    std::vector<std::string> Args = {"-fdeclspec", "-D__CUDACC__=1", "-include",
                                     IncludeDir + "/cuda_runtime.h"};
    if (Device && !Ptx)
      Args.push_back(std::string("-D__CUDA_ARCH__=") + SpirvCudaArch);
    return Args;
  }
  case Language::Cxx:
    break;
  }
  return {};
}

std::vector<std::string> frontendPluginArgs(Language Lang, bool Device,
                                            const std::string &Plugin) {
  if (Lang == Language::Sycl)
    return {"-fplugin=" + Plugin};
  if (Device)
    return {"-fplugin=" + Plugin, "-Xclang", "-plugin-arg-prism", "-Xclang",
            "hip"};
  return {};
}

} // namespace prism::driver

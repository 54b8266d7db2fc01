//===- device_images.h - The device images a file carries -----------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Prism stores device code in two ways. An executable, a shared library and
// the object of prism++ -fsycl-link carry an offload container
// (include/prism/offload_container.h) in the section .hip_fatbin, holding
// SPIR-V and PTX images and their kernel tables. A fat object of prism++ -c
// carries each target's device bitcode in a clang-offload-bundler section
// (__CLANG_OFFLOAD_BUNDLE__hip-<triple>[--<arch>]). Static libraries hold
// fat objects as members.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_TOOLS_OBJDUMP_DEVICE_IMAGES_H
#define PRISM_TOOLS_OBJDUMP_DEVICE_IMAGES_H

#include "llvm/Support/Error.h"
#include "llvm/Support/MemoryBufferRef.h"

#include <string>
#include <vector>

namespace prism::objdump {

enum class ImageFormat { Spirv, Ptx, NativeCpu, Bitcode };

/// "spirv", "ptx", "native" or "llvm-bc".
const char *formatName(ImageFormat Format);

struct DeviceImage {
  std::string Member;  // the archive member holding it; empty otherwise
  std::string Section; // the section it was read from
  ImageFormat Format;
  std::string Target; // "spir64", "nvptx64-nvidia-cuda"
  std::string Arch;   // "sm_80"; empty when the image is not specific
  std::string Bytes;
  std::vector<std::string> Kernels; // device symbol names
};

/// What a file holds: how llvm-objdump names its format, and its images in
/// the order of the file.
struct FileImages {
  std::string Format; // "elf64-x86-64", "archive", "offload container"
  std::vector<DeviceImage> Images;
};

/// Reads the device images of an executable, shared library, object file,
/// static library of them, or bare offload container (what
/// prism-offload-wrapper --container writes). A file that is none of these,
/// is truncated or malformed, or carries no device image is an error saying
/// which.
llvm::Expected<FileImages> findDeviceImages(llvm::MemoryBufferRef File);

} // namespace prism::objdump

#endif // PRISM_TOOLS_OBJDUMP_DEVICE_IMAGES_H

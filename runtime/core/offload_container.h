//===- offload_container.h - Reading the fat-binary image container -------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The runtime receives a container (include/prism/offload_container.h) as a
// bare pointer from __hipRegisterFatBinary. Nothing about it can be trusted,
// so parseContainer validates every field against the bytes actually
// available before handing out any of it, and refuses a malformed container
// with a prism::Error that says exactly what is wrong and where.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_CORE_OFFLOAD_CONTAINER_H
#define PRISM_CORE_OFFLOAD_CONTAINER_H

#include "prism/offload_container.h"
#include "prism/plugin.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace prism {

/// One kernel of an image: its device symbol name, the byte size of each
/// of the arguments its caller passes, in order, whether a local-memory
/// parameter for the launch's dynamic local memory follows them
/// (PRISM_KERNEL_FLAG_DYNAMIC_LOCAL), whether the program's device-variable
/// buffer comes last (PRISM_KERNEL_FLAG_PROGRAM_GLOBALS), the sub-group size
/// it requires
/// (PRISM_PROPERTY_REQD_SUB_GROUP_SIZE) and the largest work-group it
/// supports (PRISM_PROPERTY_MAX_WORK_GROUP_SIZE); 0 for none.
struct ContainerKernel {
  std::string Name;
  std::vector<uint32_t> ArgSizes;
  bool DynamicLocalArg = false;
  bool ProgramGlobalsArg = false;
  uint32_t ReqdSubGroupSize = 0;
  uint32_t MaxWorkGroupSize = 0;
};

/// One device image. Data points into the container; it stays valid as long
/// as the container's bytes do.
struct ContainerImage {
  prism_image_format Format;
  std::string Target, Arch, Properties;
  const unsigned char *Data;
  size_t Size;
  std::vector<ContainerKernel> Kernels;
};

/// A validated container. Version, TotalSize and Checksum repeat the header
/// so that tools can show it without reading the raw bytes again.
struct Container {
  uint32_t Version = 0;
  uint64_t TotalSize = 0;
  uint64_t Checksum = 0;
  std::vector<ContainerImage> Images;
};

/// The checksum of the TotalSize bytes at Container (TotalSize >= the header
/// size): FNV-1a 64 over the header up to the checksum field, then over
/// everything after the header. Shared with the writer so that both agree by
/// construction.
uint64_t containerChecksum(const unsigned char *Container, uint64_t TotalSize);

/// Size the header claims, after checking magic and version; throws.
/// Data must point at least at sizeof(prism_container_header) readable bytes:
/// this is how a caller that only has a pointer (__hipRegisterFatBinary)
/// learns how many bytes to pass to parseContainer.
size_t containerClaimedSize(const void *Data);

/// Full validation: magic, version, total_size <= Available, checksum, every
/// record, offset and size within bounds without overflow, known formats,
/// alignment. Throws prism::Error(ErrorKind::InvalidImage, <precise reason>);
/// never reads outside [Data, Data + Available).
Container parseContainer(const void *Data, size_t Available);

/// The image property lines that carry Kernels' requirements
/// (PRISM_PROPERTY_REQD_SUB_GROUP_SIZE, PRISM_PROPERTY_MAX_WORK_GROUP_SIZE),
/// for the writer; parseContainer reads them back into the kernels.
std::string kernelProperties(const std::vector<ContainerKernel> &Kernels);

/// "spirv", "ptx" or "native_cpu"; "unknown" for any other value.
const char *imageFormatName(prism_image_format Format);

} // namespace prism

#endif // PRISM_CORE_OFFLOAD_CONTAINER_H

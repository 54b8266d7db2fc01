//===- container_writer.h - Building a fat-binary image container ---------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Lays out device images and their kernel tables as the container described
// in include/prism/offload_container.h: computes every offset, the
// alignment padding, total_size and the checksum. The runtime reader
// (runtime/core/offload_container.h) is the other half and the tests check
// that the two agree field by field.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_TOOLS_CONTAINER_WRITER_H
#define PRISM_TOOLS_CONTAINER_WRITER_H

#include "offload_container.h"

#include <stdexcept>
#include <string>
#include <vector>

namespace prism {

/// One image to store: what it is, its bytes, and its kernels.
struct ContainerImageInput {
  prism_image_format Format = PRISM_IMAGE_FORMAT_SPIRV;
  std::string Target;
  std::string Arch;
  std::string Properties;
  std::vector<unsigned char> Bytes;
  std::vector<ContainerKernel> Kernels;
};

/// Thrown for input that cannot form a valid container (an unknown format,
/// an empty target or kernel name, a kernel listed twice in one image).
class ContainerWriteError : public std::runtime_error {
public:
  using std::runtime_error::runtime_error;
};

/// Returns the container holding Images, in order. Throws
/// ContainerWriteError naming the image and kernel at fault.
std::vector<unsigned char>
writeContainer(const std::vector<ContainerImageInput> &Images);

} // namespace prism

#endif // PRISM_TOOLS_CONTAINER_WRITER_H

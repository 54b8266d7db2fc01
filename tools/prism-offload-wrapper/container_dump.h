//===- container_dump.h - A readable listing of a container ---------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// prism-offload-wrapper --dump prints what a container holds, through the
// same reader the runtime uses, so a container that dumps cleanly is one the
// runtime accepts.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_TOOLS_CONTAINER_DUMP_H
#define PRISM_TOOLS_CONTAINER_DUMP_H

#include "offload_container.h"

#include <ostream>

namespace prism {

/// Writes the header, then each image (format, target, arch, size,
/// properties) and its kernels with their argument sizes.
void dumpContainer(const Container &C, std::ostream &OS);

} // namespace prism

#endif // PRISM_TOOLS_CONTAINER_DUMP_H

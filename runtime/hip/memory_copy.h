//===- memory_copy.h - Copies as hipMemcpy makes them -----------*- C++ -*-===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The one copy path of the memory and symbol functions: the kind checked
// against the pointers (memory_checks.h), then a command of the stream.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_HIP_MEMORY_COPY_H
#define PRISM_HIP_MEMORY_COPY_H

#include "hip/hip_runtime_api.h"

#include <cstddef>

namespace prism::hip {

/// Throws ApiError for a copy whose kind is unknown or whose device sides
/// (as the kind says, or for hipMemcpyDefault the pointers) are not device
/// memory of DstSize and SrcSize bytes (memory_checks.h).
void checkCopy(void *Dst, size_t DstSize, const void *Src, size_t SrcSize,
               hipMemcpyKind Kind);

/// Copies Size bytes on Stream (the null stream for null); Synchronous
/// waits for the copy. Throws ApiError for a bad kind or pointer.
hipError_t copyMemory(void *Dst, const void *Src, size_t Size,
                      hipMemcpyKind Kind, hipStream_t Stream, bool Synchronous);

} // namespace prism::hip

#endif // PRISM_HIP_MEMORY_COPY_H

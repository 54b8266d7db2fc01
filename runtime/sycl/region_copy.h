//===- region_copy.h - Copies and fills of accessor regions ---------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// An accessor names a box of its buffer; a handler::copy or fill through it
// becomes one plugin copy or fill when the box is one contiguous piece of
// memory, else one per row. The core queue runs them in order, so the last
// one's event stands for all.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_SYCL_REGION_COPY_H
#define PRISM_SYCL_REGION_COPY_H

#include "core/event.h"
#include "core/queue.h"
#include "sycl/handler.hpp"

#include <vector>

namespace sycl {
namespace detail {

/// True when the region's elements are one contiguous piece of memory.
bool isContiguous(const buffer_region &Region);

/// Copies Source's elements, in order, to the start of Destination. Each
/// Base is the address of the region's buffer (or its Pointer).
prism::EventRef copyRegion(prism::Queue &Queue, const buffer_region &Source,
                           char *SourceBase, const buffer_region &Destination,
                           char *DestinationBase,
                           const std::vector<prism::EventRef> &Deps);
/// Sets every element of Destination to Pattern.
prism::EventRef fillRegion(prism::Queue &Queue,
                           const buffer_region &Destination, char *Base,
                           const void *Pattern, size_t PatternSize,
                           const std::vector<prism::EventRef> &Deps);

} // namespace detail
} // namespace sycl

#endif // PRISM_SYCL_REGION_COPY_H

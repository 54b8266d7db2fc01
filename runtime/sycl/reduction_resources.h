//===- reduction_resources.h - What a queue keeps for its reductions ------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The launch shape of range<D> reductions on the queue's device, and the
// scratch memory where the work-groups of a reduction kernel leave their
// values and count themselves (sycl/detail/reduction_kernels.hpp). The
// scratch is a buffer, required by every reduction command group of the
// queue, so the buffer dependencies order the kernels that share it and
// nothing new is needed to move or free it. The kernels leave its counter
// at zero, so it is initialised once, when it is made.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_SYCL_REDUCTION_RESOURCES_H
#define PRISM_SYCL_REDUCTION_RESOURCES_H

#include "buffer_impl.h"

#include "core/device.h"
#include "sycl/detail/reduction_kernels.hpp"

#include <cstddef>
#include <memory>
#include <mutex>
#include <vector>

namespace sycl {
namespace detail {

class reduction_resources {
public:
  explicit reduction_resources(const prism::Device &Device);

  range_reduction_shape rangeShape(size_t Items) const;
  /// Scratch memory of at least Bytes. Throws prism::Error.
  std::shared_ptr<buffer_impl> scratch(size_t Bytes);

private:
  size_t GroupSize;
  size_t MaxGroups;
  bool Contiguous; // a chunk per work-item (CPU), else strided (GPU)
  std::mutex Lock;
  // The largest last. Smaller ones stay alive: a command group recorded
  // with one may not have been submitted yet.
  std::vector<std::shared_ptr<buffer_impl>> Scratch;
};

} // namespace detail
} // namespace sycl

#endif // PRISM_SYCL_REDUCTION_RESOURCES_H

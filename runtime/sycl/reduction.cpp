//===- reduction.cpp - The runtime side of sycl::reduction ----------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "error_conversion.h"
#include "queue_impl.h"

#include "sycl/handler.hpp"

namespace sycl {

detail::range_reduction_shape handler::reduction_range_shape(size_t Items) {
  return Queue->reductions().rangeShape(Items);
}

detail::accessor_slot handler::reduction_scratch(size_t Bytes) {
  try {
    std::shared_ptr<detail::buffer_impl> Scratch =
        Queue->reductions().scratch(Bytes);
    add_requirement(Scratch.get(), access_mode::read_write, false);
    return {nullptr, Scratch.get(), detail::accessor_slot_tag};
  } catch (const prism::Error &Failure) {
    throw detail::toSyclException(Failure);
  }
}

} // namespace sycl

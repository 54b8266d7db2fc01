//===- context.cpp - Native CPU contexts ----------------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// A context holds the platform's device and the list of its live USM
// allocations, so that releasing it does not leak what the program never
// freed.
//
//===----------------------------------------------------------------------===//
#include "native_cpu_plugin.h"

#include <cstdlib>
#include <new>

namespace prism::native_cpu {

prism_result contextCreate(uint32_t deviceCount, const prism_device *devices,
                           prism_context *context) {
  auto *created = new (std::nothrow) prism_context_t;
  if (!created)
    return fail(PRISM_ERROR_OUT_OF_MEMORY,
                "context_create: out of host memory");
  for (uint32_t i = 0; i < deviceCount; ++i)
    created->devices.push_back(devices[i]);
  *context = created;
  return PRISM_SUCCESS;
}

prism_result contextRelease(prism_context context) {
  plugin::freeLeftoverAllocations(context->allocations,
                                  [](void *ptr, uint32_t) { std::free(ptr); });
  context->magic = 0;
  delete context;
  return PRISM_SUCCESS;
}

} // namespace prism::native_cpu

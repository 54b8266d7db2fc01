//===- work_group_launch.cpp - The work-groups of one launch --------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "work_group_launch.h"

#include <spdlog/fmt/fmt.h>

#include <algorithm>
#include <cstdlib>
#include <cstring>

namespace prism::native_cpu {

namespace {

// The largest divisor of n that is at most cap (1 for n = 0).
uint64_t largestDivisorAtMost(uint64_t n, uint64_t cap) {
  if (n <= cap)
    return std::max<uint64_t>(n, 1);
  uint64_t best = 1;
  for (uint64_t d = 2; d <= cap && d * d <= n; ++d)
    if (n % d == 0) {
      best = std::max(best, d);
      if (n / d <= cap)
        best = std::max(best, n / d);
    }
  return best;
}

// Range kernels compiled for these images do not check their position, so
// the work-groups must tile the global range exactly: each dimension's local
// size divides its global size. Dimension 0 is the work-group function's
// innermost loop, the one the vectoriser turns into SIMD code, so it gets
// as many work-items as the budget allows, then dimension 1, then 2. The
// budget leaves about four work-groups per thread, so that threads that
// finish early find more; a launch small enough to run on the submitting
// thread gets one work-group, the fewest calls.
void chooseLocalSize(LaunchGeometry &geometry) {
  const uint64_t threads = ThreadPool::configuredThreads();
  uint64_t budget = geometry.workItems <= InlineWorkItems
                        ? geometry.workItems
                        : geometry.workItems / (threads * 4);
  budget = std::clamp<uint64_t>(budget, 1, MaxWorkGroupSize);
  for (int d = 0; d < 3; ++d) {
    geometry.local[d] = largestDivisorAtMost(geometry.global[d], budget);
    budget = std::max<uint64_t>(budget / geometry.local[d], 1);
  }
}

// The calling thread's local memory, LocalMemoryBytes, allocated on first
// use and kept for the thread's life.
unsigned char *threadLocalMemory() {
  struct Buffer {
    ~Buffer() { std::free(data); }
    unsigned char *data = nullptr;
  };
  thread_local Buffer buffer;
  if (!buffer.data)
    buffer.data = static_cast<unsigned char *>(
        std::aligned_alloc(PRISM_NATIVE_LOCAL_ALIGNMENT, LocalMemoryBytes));
  return buffer.data;
}

size_t alignUp(size_t value, size_t alignment) {
  return (value + alignment - 1) / alignment * alignment;
}

} // namespace

prism_result planGeometry(const prism_kernel_t &kernel,
                          const prism_launch_config &config,
                          LaunchGeometry &geometry) {
  uint64_t items = 1;
  for (uint32_t d = 0; d < config.work_dim; ++d) {
    geometry.global[d] = config.global_size[d];
    if (__builtin_mul_overflow(items, geometry.global[d], &items))
      return fail(PRISM_ERROR_INVALID_VALUE,
                  fmt::format("enqueue_launch of kernel '{}': the global size "
                              "has more than 2^64 work-items",
                              kernel.name));
  }
  geometry.workItems = items;
  if (config.local_size) {
    uint64_t groupItems = 1;
    for (uint32_t d = 0; d < config.work_dim; ++d) {
      const uint64_t local = config.local_size[d];
      if (!local || geometry.global[d] % local)
        return fail(PRISM_ERROR_INVALID_VALUE,
                    fmt::format("enqueue_launch of kernel '{}': the global "
                                "size {} of dimension {} is not a multiple of "
                                "the local size {}",
                                kernel.name, geometry.global[d], d, local));
      geometry.local[d] = local;
      groupItems *= local;
    }
    if (groupItems > MaxWorkGroupSize)
      return fail(PRISM_ERROR_INVALID_VALUE,
                  fmt::format("enqueue_launch of kernel '{}': a work-group of "
                              "{} work-items exceeds the device's {}",
                              kernel.name, groupItems, MaxWorkGroupSize));
  } else {
    chooseLocalSize(geometry);
  }
  geometry.groups = 1;
  for (int d = 0; d < 3; ++d) {
    geometry.groupCount[d] = geometry.global[d] / geometry.local[d];
    geometry.groups *= geometry.groupCount[d];
  }
  return PRISM_SUCCESS;
}

prism_result WorkGroupLaunch::prepare(const prism_kernel_t &kernel,
                                      const LaunchGeometry &launchGeometry,
                                      uint32_t argCount,
                                      const prism_kernel_arg *args) {
  function = kernel.function;
  geometry = launchGeometry;
  programGlobals = kernel.program->globals;
  addresses.assign(argCount, nullptr);
  valueSizes.assign(argCount, 0);
  for (uint32_t i = 0; i < argCount; ++i) {
    const prism_kernel_arg &arg = args[i];
    if (arg.kind == PRISM_KERNEL_ARG_VALUE && (arg.value || !arg.size)) {
      addresses[i] = const_cast<void *>(arg.value);
      valueSizes[i] = arg.size;
    } else if (arg.kind == PRISM_KERNEL_ARG_LOCAL) {
      localOffsets.emplace_back(i, localBytes);
      localBytes +=
          alignUp(std::max<size_t>(arg.size, 1), PRISM_NATIVE_LOCAL_ALIGNMENT);
    } else if (arg.kind == PRISM_KERNEL_ARG_PROGRAM_GLOBALS && programGlobals) {
      addresses[i] = &programGlobals;
    } else {
      return fail(PRISM_ERROR_INVALID_VALUE,
                  fmt::format("enqueue_launch of kernel '{}': argument {} "
                              "({}) cannot be passed: {}",
                              kernel.name, i, arg.kind,
                              arg.kind == PRISM_KERNEL_ARG_VALUE
                                  ? "a VALUE with null bytes"
                              : arg.kind == PRISM_KERNEL_ARG_PROGRAM_GLOBALS
                                  ? "the program has no device variables"
                                  : "unknown kind"));
    }
  }
  size_t valueBytes = 0;
  for (size_t size : valueSizes)
    valueBytes += size;
  if (valueBytes > MaxParameterBytes)
    return fail(PRISM_ERROR_INVALID_VALUE,
                fmt::format("enqueue_launch of kernel '{}': its arguments "
                            "take {} bytes; the device takes at most {}",
                            kernel.name, valueBytes, MaxParameterBytes));
  if (localBytes > LocalMemoryBytes)
    return fail(PRISM_ERROR_OUT_OF_MEMORY,
                fmt::format("enqueue_launch of kernel '{}': its LOCAL "
                            "arguments need {} bytes of local memory; the "
                            "device has {}",
                            kernel.name, localBytes, LocalMemoryBytes));
  const uint64_t threads = ThreadPool::configuredThreads();
  chunk = std::max<uint64_t>(1, geometry.groups / (threads * 16));
  return PRISM_SUCCESS;
}

void WorkGroupLaunch::keepArgumentValues() {
  constexpr size_t Alignment = alignof(std::max_align_t);
  size_t total = 0;
  for (size_t size : valueSizes)
    total += alignUp(size, Alignment);
  values.resize(total);
  size_t offset = 0;
  for (size_t i = 0; i < addresses.size(); ++i)
    if (valueSizes[i]) {
      std::memcpy(values.data() + offset, addresses[i], valueSizes[i]);
      addresses[i] = values.data() + offset;
      offset += alignUp(valueSizes[i], Alignment);
    }
}

void WorkGroupLaunch::run() {
  if (geometry.groups <= 1)
    participate();
  else
    ThreadPool::instance().runParallel(*this);
}

void WorkGroupLaunch::participate() {
  // The argument array of this thread: LOCAL entries point at its memory.
  thread_local std::vector<void *> args;
  thread_local std::vector<void *> localAddresses;
  args.assign(addresses.begin(), addresses.end());
  if (!localOffsets.empty()) {
    unsigned char *memory = threadLocalMemory();
    localAddresses.resize(localOffsets.size());
    for (size_t k = 0; k < localOffsets.size(); ++k) {
      localAddresses[k] = memory + localOffsets[k].second;
      args[localOffsets[k].first] = &localAddresses[k];
    }
  }
  prism_native_work_group group;
  for (int d = 0; d < 3; ++d) {
    group.local_size[d] = geometry.local[d];
    group.num_groups[d] = geometry.groupCount[d];
  }
  const uint64_t across = geometry.groupCount[0];
  const uint64_t plane = across * geometry.groupCount[1];
  for (;;) {
    const uint64_t first = next.fetch_add(chunk, std::memory_order_relaxed);
    if (first >= geometry.groups)
      return;
    const uint64_t last = std::min(first + chunk, geometry.groups);
    for (uint64_t linear = first; linear < last; ++linear) {
      group.group_id[0] = linear % across;
      group.group_id[1] = linear % plane / across;
      group.group_id[2] = linear / plane;
      function(args.data(), &group);
    }
  }
}

} // namespace prism::native_cpu

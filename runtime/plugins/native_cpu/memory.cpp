//===- memory.cpp - USM, copies and fills on the native CPU device --------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The device is the host: host, device and shared USM are all aligned host
// allocations, which kernels and the host reach at the same address; large
// ones in transparent huge pages (HugePageBytes). Each
// live allocation is recorded in its context so that usm_free can refuse a
// foreign pointer and context_release can free what the program forgot.
// Copies and fills are host operations in queue order; a large one is
// shared by the thread pool, since one core does not reach the memory's
// bandwidth.
//
//===----------------------------------------------------------------------===//
#include "native_cpu_plugin.h"
#include "thread_pool.h"
#include "usm_kind.h"

#include <spdlog/fmt/fmt.h>

#include <sys/mman.h>

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <cstring>
#include <functional>

namespace prism::native_cpu {

namespace {

// Writes the pattern over size bytes (a whole number of patterns).
void fillPattern(void *dst, const unsigned char *pattern, size_t patternSize,
                 size_t size) {
  auto *out = static_cast<unsigned char *>(dst);
  if (patternSize == 1) {
    std::memset(out, pattern[0], size);
    return;
  }
  for (size_t offset = 0; offset < size; offset += patternSize)
    std::memcpy(out + offset, pattern, patternSize);
}

// The pieces the pool's threads take of a large copy or fill: a multiple
// of every fill pattern's size, so that each piece starts at a pattern.
constexpr size_t SliceBytes = 1 << 20;

// Runs slice(offset, length) over size bytes, slice by slice, on the
// calling thread and the pool's.
class SlicedJob final : public ThreadPool::Job {
public:
  SlicedJob(size_t size, std::function<void(size_t, size_t)> slice)
      : size(size), slice(std::move(slice)) {}
  void participate() override {
    for (;;) {
      const size_t first = next.fetch_add(SliceBytes);
      if (first >= size)
        return;
      slice(first, std::min(SliceBytes, size - first));
    }
  }

private:
  const size_t size;
  std::function<void(size_t, size_t)> slice;
  std::atomic<size_t> next{0};
};

void copyWithPool(void *dst, const void *src, size_t size) {
  auto *out = static_cast<unsigned char *>(dst);
  const auto *in = static_cast<const unsigned char *>(src);
  // One slice, or overlapping ranges, which need memmove's order: one
  // thread.
  if (size <= SliceBytes || (out < in + size && in < out + size)) {
    std::memmove(dst, src, size);
    return;
  }
  SlicedJob job(size, [out, in](size_t offset, size_t length) {
    std::memcpy(out + offset, in + offset, length);
  });
  ThreadPool::instance().runParallel(job);
}

void fillWithPool(void *dst, const std::vector<unsigned char> &pattern,
                  size_t size) {
  auto *out = static_cast<unsigned char *>(dst);
  if (size <= SliceBytes) {
    fillPattern(out, pattern.data(), pattern.size(), size);
    return;
  }
  SlicedJob job(size, [out, &pattern](size_t offset, size_t length) {
    fillPattern(out + offset, pattern.data(), pattern.size(), length);
  });
  ThreadPool::instance().runParallel(job);
}

} // namespace

prism_result usmAlloc(prism_context context, prism_device device, uint32_t kind,
                      size_t size, size_t alignment, void **ptr) {
  if (device)
    if (prism_result failed =
            plugin::checkDeviceInContext(context->devices, device, "usm_alloc"))
      return failed;
  alignment = std::max(alignment, AllocationAlignment);
  const bool huge = size >= HugePageBytes;
  if (huge)
    alignment = std::max(alignment, HugePageBytes);
  // aligned_alloc wants a size that is a multiple of the alignment.
  const size_t rounded = (size + alignment - 1) / alignment * alignment;
  void *allocation =
      rounded >= size ? std::aligned_alloc(alignment, rounded) : nullptr;
  // Only a hint: without transparent huge pages the memory stays as it is.
  if (allocation && huge)
    madvise(allocation, rounded, MADV_HUGEPAGE);
  if (!allocation)
    return fail(PRISM_ERROR_OUT_OF_MEMORY,
                fmt::format("usm_alloc: {} bytes of {} memory (alignment {}) "
                            "are not available",
                            size, usmKindName(kind), alignment));
  {
    std::lock_guard<std::mutex> lock(context->allocationMutex);
    context->allocations.emplace(allocation, kind);
  }
  *ptr = allocation;
  return PRISM_SUCCESS;
}

prism_result usmFree(prism_context context, void *ptr) {
  if (!ptr)
    return PRISM_SUCCESS;
  {
    std::lock_guard<std::mutex> lock(context->allocationMutex);
    if (!context->allocations.erase(ptr))
      return fail(PRISM_ERROR_INVALID_VALUE,
                  fmt::format("usm_free: {} is not a live USM allocation of "
                              "this context",
                              ptr));
  }
  std::free(ptr);
  return PRISM_SUCCESS;
}

prism_result enqueueMemcpy(prism_queue queue, void *dst, const void *src,
                           size_t size, uint32_t waitCount,
                           const prism_event *waitList, prism_event *outEvent) {
  Submission submission(*queue, waitCount, waitList);
  if (size <= InlineCopyBytes && submission.runsNow()) {
    if (size)
      std::memmove(dst, src, size);
    return submission.finishedNow(outEvent);
  }
  return submission.defer([dst, src, size] { copyWithPool(dst, src, size); },
                          outEvent);
}

prism_result enqueueFill(prism_queue queue, void *dst, const void *pattern,
                         size_t patternSize, size_t size, uint32_t waitCount,
                         const prism_event *waitList, prism_event *outEvent) {
  const auto *bytes = static_cast<const unsigned char *>(pattern);
  Submission submission(*queue, waitCount, waitList);
  if (size <= InlineCopyBytes && submission.runsNow()) {
    fillPattern(dst, bytes, patternSize, size);
    return submission.finishedNow(outEvent);
  }
  // The caller's pattern is gone once the call returns: keep a copy.
  std::vector<unsigned char> kept(bytes, bytes + patternSize);
  return submission.defer(
      [dst, kept = std::move(kept), size] { fillWithPool(dst, kept, size); },
      outEvent);
}

prism_result usmHostRegister(prism_context, void *, size_t) {
  // Kernels run on the host: they reach any host memory where it is.
  return PRISM_SUCCESS;
}

prism_result usmHostUnregister(prism_context, void *) { return PRISM_SUCCESS; }

} // namespace prism::native_cpu

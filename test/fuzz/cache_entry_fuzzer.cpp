//===- cache_entry_fuzzer.cpp - Fuzzing the disk cache's entry reader -----===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The input is the file of an OpenCL disk cache entry as the plugin reads it
// back (runtime/plugins/opencl/cache_entry.h). A damaged entry must be
// refused with a reason, never crash or allocate what its header claims;
// an entry that is taken must be the encoding of the payload it gives.
//
//===----------------------------------------------------------------------===//
#include "cache_entry.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  std::string Entry(reinterpret_cast<const char *>(Data), Size);
  std::string Payload = "left over";
  const char *Problem = prism::opencl::decodeCacheEntry(Entry, Payload);
  if (Problem ? !Payload.empty()
              : prism::opencl::encodeCacheEntry(Payload) != Entry)
    std::abort();
  // Whatever the input, as a payload it round-trips.
  std::string Back;
  if (prism::opencl::decodeCacheEntry(prism::opencl::encodeCacheEntry(Entry),
                                      Back) ||
      Back != Entry)
    std::abort();
  return 0;
}

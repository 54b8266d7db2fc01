//===- fake_libcuda.h - What the fake CUDA driver records for the tests ---===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The fake libcuda.so.1 of fake_libcuda.cpp counts and records the calls the
// CUDA plugin makes; the tests read this state through prismFakeCudaState()
// to check what the plugin asked the driver for.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_TEST_UNIT_CUDA_FAKE_LIBCUDA_H
#define PRISM_TEST_UNIT_CUDA_FAKE_LIBCUDA_H

enum FakeAllocationKind {
  FakeAllocationDevice = 1,
  FakeAllocationManaged = 2,
  FakeAllocationHost = 3
};

struct FakeLaunch {
  char kernel[64];
  unsigned grid[3];
  unsigned block[3];
  unsigned sharedBytes;
  // The first 16 bytes of argument 0 (see keepFirstArgument).
  unsigned char firstArgument[16];
};

/// Copies the first bytes of a kernel argument into Launch. A driver reads
/// the argument sizes from the module; the fake does not, so past a
/// smaller argument it copies whatever follows it in the caller's memory,
/// unchecked by AddressSanitizer as a real driver's code is.
__attribute__((no_sanitize("address"))) inline void
keepFirstArgument(FakeLaunch &Launch, const void *Argument) {
  const volatile unsigned char *Bytes =
      static_cast<const volatile unsigned char *>(Argument);
  for (unsigned I = 0; I < sizeof Launch.firstArgument; ++I)
    Launch.firstArgument[I] = Bytes[I];
}

struct FakeCudaState {
  int primaryContextReferences;
  int setCurrentCalls;
  int liveStreams;
  int liveEvents;
  int liveModules;
  int liveAllocations;
  int streamWaits;
  int copies;
  int memsets;
  int launches;
  int eventRecords;         // cuEventRecord calls
  int registeredHostRanges; // cuMemHostRegister'd, not yet unregistered
  // Set by a test (a CUresult such as CUDA_ERROR_ASSERT): what every
  // synchronisation and launch returns from then on, as the calls on a
  // context that a kernel fault stopped do. 0 (CUDA_SUCCESS) at first.
  int stickyError;
  // Set by a test: whether devices reach each other (cuDeviceCanAccessPeer;
  // 0 at first); and the pairs of contexts with peer access enabled.
  int peerAccessSupported;
  int peerAccessEnabled;
  // cuMemPrefetchAsync_v2 and cuMemAdvise_v2 calls, and the last location
  // (CUmemLocation's type and id) and advice they were given.
  int prefetches;
  int advices;
  int lastLocationType;
  int lastLocationId;
  int lastAdvice;
  // The bytes of the last 8-byte copy (a pointer the runtime wrote).
  unsigned long long lastWordCopied;
  FakeLaunch lastLaunch;
  // Executable graphs alive, cuGraphLaunch calls, and the nodes they ran.
  int liveGraphExecs;
  int graphLaunches;
  int graphKernelNodesRun;
  int graphCopyNodesRun;
  int graphMemsetNodesRun;
  // Set by a test: cuGraphAddMemcpyNode refuses every copy, as the driver
  // refuses some unified addresses, and cuGraphAddMemsetNode every fill.
  int refuseGraphCopies;
  int refuseGraphMemsets;
};

extern "C" {
typedef FakeCudaState *(*PrismFakeCudaStateFn)();
}

#endif // PRISM_TEST_UNIT_CUDA_FAKE_LIBCUDA_H

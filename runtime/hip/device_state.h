//===- device_state.h - What the HIP runtime keeps per device ---*- C++ -*-===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// HIP's device list is the core's visible devices, in the core's order. Each
// device works in its platform's default context (prism::defaultContext,
// shared with libsycl, so that hipMalloc'd memory is SYCL USM memory and the
// other way round) and has a null stream, the streams created on it, and a
// sticky error: after a kernel fault every later call on the device reports
// it, as in CUDA. The current device is per thread. What the HIP API
// created while a device was current (memory, streams, events) is noted on
// the device, for hipDeviceReset to release, and so is the peer access it
// enabled.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_HIP_DEVICE_STATE_H
#define PRISM_HIP_DEVICE_STATE_H

#include "hip/hip_runtime_api.h"

#include "core/context.h"
#include "core/device.h"
#include "core/queue.h"

#include <atomic>
#include <memory>
#include <mutex>
#include <shared_mutex>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace prism::hip {

class Event;
class Stream;

class DeviceState {
public:
  DeviceState(Device &Dev, int Ordinal);
  ~DeviceState();

  Device &device() const { return Dev; }
  int ordinal() const { return Ordinal; }
  const ContextRef &context() const { return Ctx; }

  /// The legacy null stream, created on first use.
  Stream &nullStream();
  /// The null stream's last command, if the null stream exists.
  EventRef nullStreamLast();
  /// The calling thread's hipStreamPerThread stream on this device.
  Stream &perThreadStream();

  /// Streams created on the device note themselves for hipDeviceSynchronize
  /// and, if blocking, for the null stream's ordering.
  void addStream(Stream &S);
  void removeStream(Stream &S);
  /// The streams that order with the null stream (blocking ones), besides
  /// Except.
  std::vector<Stream *> blockingStreams(const Stream *Except);
  /// Waits for every stream of the device (the threads' hipStreamPerThread
  /// streams too).
  void synchronize();

  /// Events created while the device was current.
  void addEvent(Event &E);
  void removeEvent(Event &E);

  /// Memory the HIP API allocated while the device was current.
  void noteAllocation(void *Ptr, size_t Size, prism_usm_kind Kind);
  /// Forgets a freed allocation; false if the device did not note it.
  bool forgetAllocation(const void *Ptr);

  /// hipDeviceEnablePeerAccess (Enable) and hipDeviceDisablePeerAccess:
  /// lets kernels on this device reach Peer's memory, or stops that, through
  /// the plugin. False, and nothing done, when it was so already.
  bool setPeerAccess(DeviceState &Peer, bool Enable);

  /// hipDeviceReset: waits for the device's work (its faults are what is
  /// reset), destroys the streams and events created on it, frees the
  /// memory the HIP API allocated on it, unregisters the host memory
  /// registered with it, and clears the sticky error. The null and
  /// per-thread streams stay usable.
  void reset();

  /// A profiling queue for timing events (hipEventRecord), and a word of
  /// device memory its markers write.
  Queue &timingQueue();
  void *timingScratch() const { return TimingScratch; }

  /// Bytes of device memory the HIP API holds on the device (hipMemGetInfo).
  size_t allocatedBytes() const { return DeviceBytes.load(); }

  /// Waits for every stream and the timing markers, ignoring faults: at
  /// hipDeviceReset.
  void drain();

  /// hipSetDeviceFlags' flags, which hipGetDeviceFlags returns.
  unsigned flags() const { return Flags.load(); }
  void setFlags(unsigned Value) { Flags.store(Value); }

  /// The values of hipDeviceSetLimit, which hipDeviceGetLimit returns:
  /// CUDA's defaults until set. Nothing else reads them: the device
  /// stacks, printf buffers and malloc heaps are the backends' own.
  size_t limit(hipLimit_t Limit) const { return Limits[Limit].load(); }
  void setLimit(hipLimit_t Limit, size_t Value) { Limits[Limit].store(Value); }

  /// hipSuccess, or the fault that stopped the device.
  hipError_t stickyError() const { return Sticky.load(); }
  void setStickyError(hipError_t Code) { Sticky.store(Code); }

private:
  /// The created, per-thread and null streams.
  std::vector<Stream *> allStreams();

  struct OwnedAllocation {
    size_t Size;
    prism_usm_kind Kind;
  };

  Device &Dev;
  const int Ordinal;
  ContextRef Ctx;
  std::mutex Lock;
  /// Held shared while synchronize walks the streams, and exclusively while
  /// a stream leaves, so that no walk reaches a deleted stream (another
  /// thread's hipStreamDestroy during a hipFree's synchronisation).
  std::shared_mutex StreamWalk;
  std::unique_ptr<Stream> Null;
  std::vector<Stream *> Streams;          // created ones
  std::vector<Stream *> PerThreadStreams; // of the threads alive
  std::vector<Event *> Events;
  std::unordered_map<const void *, OwnedAllocation> Allocations;
  std::unordered_set<DeviceState *> Peers; // with peer access enabled
  QueueRef Timing;
  void *TimingScratch = nullptr;
  std::atomic<hipError_t> Sticky{hipSuccess};
  std::atomic<size_t> DeviceBytes{0};
  std::atomic<unsigned> Flags{0};
  // Stack 1 KiB per thread, printf FIFO 1 MiB, malloc heap 8 MiB.
  static constexpr size_t DefaultLimits[] = {1024, 1 << 20, 8 << 20};
  std::atomic<size_t> Limits[3] = {DefaultLimits[0], DefaultLimits[1],
                                   DefaultLimits[2]};
};

/// The HIP devices (the core's visible ones); throws ApiError(NoDevice)
/// when there are none.
std::vector<DeviceState *> &devices();
/// Device Ordinal; throws ApiError(InvalidDevice) out of range.
DeviceState &deviceAt(int Ordinal);
/// The calling thread's current device (hipSetDevice; 0 at first). Throws
/// its sticky error, if any.
DeviceState &currentDevice();
int currentOrdinal();
void setCurrentOrdinal(int Ordinal);
/// The device whose context allocated Ptr, or null.
DeviceState *deviceOwning(const void *Ptr, const Allocation **Found = nullptr);

/// The stream a handle names: null is the current device's null stream.
/// Throws ApiError(InvalidHandle) for a destroyed or foreign one, and the
/// device's sticky error.
Stream &streamOf(hipStream_t Handle);

/// The event a handle names. Throws ApiError(InvalidHandle) for a null,
/// destroyed or foreign one.
Event &eventOf(hipEvent_t Handle);

} // namespace prism::hip

#endif // PRISM_HIP_DEVICE_STATE_H

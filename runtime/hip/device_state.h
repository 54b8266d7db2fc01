//===- device_state.h - What the HIP runtime keeps per device ---*- C++ -*-===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// HIP's device list is the core's visible devices, in the core's order. Each
// device works in its platform's default context (prism::defaultContext,
// shared with libsycl, so that hipMalloc'd memory is SYCL USM memory and the
// other way round) and has a null stream, the streams created on it, and a
// sticky error: after a kernel fault every later call on the device reports
// it, as in CUDA. The current device is per thread.
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
#include <vector>

namespace prism::hip {

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
  /// Waits for every stream of the device.
  void synchronize();

  /// A profiling queue for timing events (hipEventRecord), and a word of
  /// device memory its markers write.
  Queue &timingQueue();
  void *timingScratch() const { return TimingScratch; }

  /// Bytes of device memory the program holds (hipMemGetInfo).
  size_t allocatedBytes() const { return Allocated.load(); }
  void noteAllocated(size_t Bytes) { Allocated += Bytes; }
  void noteFreed(size_t Bytes) { Allocated -= Bytes; }

  /// hipSuccess, or the fault that stopped the device.
  hipError_t stickyError() const { return Sticky.load(); }
  void setStickyError(hipError_t Code) { Sticky.store(Code); }

private:
  Device &Dev;
  const int Ordinal;
  ContextRef Ctx;
  std::mutex Lock;
  std::unique_ptr<Stream> Null;
  std::vector<Stream *> Streams;
  QueueRef Timing;
  void *TimingScratch = nullptr;
  std::atomic<hipError_t> Sticky{hipSuccess};
  std::atomic<size_t> Allocated{0};
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

} // namespace prism::hip

#endif // PRISM_HIP_DEVICE_STATE_H

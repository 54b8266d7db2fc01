//===- hip_stream.h - HIP streams over core queues --------------*- C++ -*-===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// A stream is an in-order core Queue on its device, in the device's default
// context. The null stream is HIP's legacy default stream: a command on it
// waits for the work already submitted to every blocking stream of the
// device, and a command on a blocking stream waits for the null stream's;
// hipStreamNonBlocking streams order with nothing but themselves. The
// ordering goes to the core as dependencies on the other streams' last
// events, so it costs nothing when those are done or absent.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_HIP_HIP_STREAM_H
#define PRISM_HIP_HIP_STREAM_H

#include "hip/hip_runtime_api.h"

#include "core/event.h"
#include "core/queue.h"

#include <atomic>
#include <exception>
#include <functional>
#include <mutex>
#include <vector>

namespace prism::hip {

class DeviceState;
class StreamCapture;

class Stream {
public:
  enum class Kind { Null, PerThread, Created };
  Stream(DeviceState &Owner, Kind What, unsigned Flags, int Priority);
  ~Stream();
  Stream(const Stream &) = delete;
  Stream &operator=(const Stream &) = delete;

  DeviceState &owner() const { return Owner; }
  Queue &queue() const { return *TheQueue; }
  unsigned flags() const { return Flags; }
  int priority() const { return Priority; }
  bool isNull() const { return What == Kind::Null; }
  /// Orders with the null stream (created without hipStreamNonBlocking).
  bool isBlocking() const { return !(Flags & hipStreamNonBlocking); }

  /// Submits a command: Enqueue gets what the command must wait for (the
  /// null stream ordering, hipStreamWaitEvent's events) and returns its
  /// event, which becomes the stream's last, or null for a launch enqueued
  /// without one (Queue::EventUse::Discarded). While the stream captures, the
  /// callers record their commands instead (stream_capture.h): a command
  /// that reaches submit then cannot be captured, and is refused.
  void
  submit(const std::function<EventRef(const std::vector<EventRef> &)> &Enqueue);
  /// The event of the last command submitted (null if none); after
  /// launches without events, a marker the queue enqueues now.
  EventRef last();
  /// On the null stream, makes what the stream has done include the work
  /// submitted so far to the blocking streams, as any action on CUDA's
  /// legacy stream does (cudaStreamSynchronize(0), cudaEventRecord(E, 0))
  /// even where it enqueues no command: a barrier after that work,
  /// enqueued only when some of it is outstanding. Does nothing on other
  /// streams.
  void joinBlockingStreams();
  /// Makes the next command wait for Event (hipStreamWaitEvent).
  void waitFor(EventRef Event);
  /// Waits for everything submitted (on the null stream, to the blocking
  /// streams too); throws what failed asynchronously.
  void synchronize();
  /// Whether everything submitted has finished (on the null stream, to the
  /// blocking streams too).
  bool isIdle();

  /// The capture the stream records into, or null (stream_capture.h).
  StreamCapture *capture() const {
    return Capture.load(std::memory_order_acquire);
  }
  void setCapture(StreamCapture *C) {
    Capture.store(C, std::memory_order_release);
  }

private:
  std::vector<EventRef> orderingDependencies();

  DeviceState &Owner;
  const Kind What;
  const unsigned Flags;
  const int Priority;
  QueueRef TheQueue;
  std::mutex SubmitLock; // held by submit, around Lock
  std::mutex Lock;
  EventRef Last;
  bool Unmarked = false; // launches without an event submitted after Last
  std::vector<EventRef> Waits;
  std::exception_ptr AsyncError;
  std::atomic<StreamCapture *> Capture{nullptr};
};

} // namespace prism::hip

/// What hipStream_t points at.
struct ihipStream_t final : prism::hip::Stream {
  using Stream::Stream;
};

#endif // PRISM_HIP_HIP_STREAM_H

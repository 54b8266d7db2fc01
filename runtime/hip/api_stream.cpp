//===- api_stream.cpp - Streams and host callbacks ------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "device_state.h"
#include "hip_error.h"
#include "hip_event.h"
#include "hip_stream.h"
#include "stream_capture.h"

#include "core/commands.h"

using namespace prism;
using namespace prism::hip;

namespace {

/// Prism queues have no priorities: every stream has priority 0, the only
/// value hipDeviceGetStreamPriorityRange offers.
constexpr int OnlyPriority = 0;

hipError_t createStream(hipStream_t *Handle, unsigned Flags, int Priority) {
  require(Handle, "null stream output");
  require(Flags <= hipStreamNonBlocking,
          "unknown stream flags " + std::to_string(Flags));
  DeviceState &State = currentDevice();
  auto *Created =
      new ihipStream_t(State, Stream::Kind::Created, Flags,
                       Priority < OnlyPriority ? Priority : OnlyPriority);
  State.addStream(*Created);
  *Handle = Created;
  return hipSuccess;
}

/// Runs Fn on a host thread once the stream's work before it is done; the
/// stream's later work waits for it.
void enqueueHostFunction(Stream &S, std::function<void()> Fn) {
  S.submit([&](const std::vector<EventRef> &Deps) {
    return HostTask{std::move(Fn)}.submit(S.queue(), Deps);
  });
}

} // namespace

extern "C" {

hipError_t hipStreamCreate(hipStream_t *Stream) {
  return apiCall("hipStreamCreate",
                 [&] { return createStream(Stream, hipStreamDefault, 0); });
}

hipError_t hipStreamCreateWithFlags(hipStream_t *Stream, unsigned Flags) {
  return apiCall("hipStreamCreateWithFlags",
                 [&] { return createStream(Stream, Flags, 0); });
}

hipError_t hipStreamCreateWithPriority(hipStream_t *Stream, unsigned Flags,
                                       int Priority) {
  return apiCall("hipStreamCreateWithPriority",
                 [&] { return createStream(Stream, Flags, Priority); });
}

hipError_t hipDeviceGetStreamPriorityRange(int *Least, int *Greatest) {
  return apiCall("hipDeviceGetStreamPriorityRange", [&] {
    if (Least)
      *Least = OnlyPriority;
    if (Greatest)
      *Greatest = OnlyPriority;
    return hipSuccess;
  });
}

hipError_t hipStreamDestroy(hipStream_t Handle) {
  return apiCall("hipStreamDestroy", [&] {
    require(Handle && Handle != hipStreamPerThread,
            "the null and per-thread streams cannot be destroyed");
    Stream &S = streamOf(Handle);
    S.owner().removeStream(S);
    // Its queue finishes the stream's work before it goes, as HIP does.
    delete Handle;
    return hipSuccess;
  });
}

hipError_t hipStreamSynchronize(hipStream_t Handle) {
  return apiCall("hipStreamSynchronize", [&] {
    Stream &S = streamOf(Handle);
    if (S.capture())
      refuseWhileCapturing(S, "hipStreamSynchronize");
    S.synchronize();
    return hipSuccess;
  });
}

hipError_t hipStreamQuery(hipStream_t Handle) {
  return apiCall("hipStreamQuery", [&] {
    Stream &S = streamOf(Handle);
    if (S.capture())
      refuseWhileCapturing(S, "hipStreamQuery");
    return S.isIdle() ? hipSuccess : hipErrorNotReady;
  });
}

hipError_t hipStreamWaitEvent(hipStream_t Handle, hipEvent_t Event,
                              unsigned Flags) {
  return apiCall("hipStreamWaitEvent", [&] {
    require(Flags == 0, "flags must be 0");
    Stream &S = streamOf(Handle);
    if (!captureEventWait(S, eventOf(Event)))
      S.waitFor(eventOf(Event).completion());
    return hipSuccess;
  });
}

hipError_t hipStreamGetFlags(hipStream_t Handle, unsigned *Flags) {
  return apiCall("hipStreamGetFlags", [&] {
    require(Flags, "null flags output");
    *Flags = streamOf(Handle).flags();
    return hipSuccess;
  });
}

hipError_t hipStreamGetPriority(hipStream_t Handle, int *Priority) {
  return apiCall("hipStreamGetPriority", [&] {
    require(Priority, "null priority output");
    *Priority = streamOf(Handle).priority();
    return hipSuccess;
  });
}

hipError_t hipStreamAddCallback(hipStream_t Handle,
                                hipStreamCallback_t Callback, void *UserData,
                                unsigned Flags) {
  return apiCall("hipStreamAddCallback", [&] {
    require(Callback, "null callback");
    require(Flags == 0, "flags must be 0");
    Stream &S = streamOf(Handle);
    enqueueHostFunction(S, [Callback, Handle, UserData] {
      Callback(Handle, hipSuccess, UserData);
    });
    return hipSuccess;
  });
}

hipError_t hipLaunchHostFunc(hipStream_t Handle, hipHostFn_t Fn,
                             void *UserData) {
  return apiCall("hipLaunchHostFunc", [&] {
    require(Fn, "null host function");
    enqueueHostFunction(streamOf(Handle), [Fn, UserData] { Fn(UserData); });
    return hipSuccess;
  });
}

} // extern "C"

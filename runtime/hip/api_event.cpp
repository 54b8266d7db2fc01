//===- api_event.cpp - Events ---------------------------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "device_state.h"
#include "hip_error.h"
#include "hip_event.h"
#include "hip_stream.h"
#include "stream_capture.h"

using namespace prism;
using namespace prism::hip;

namespace {

constexpr unsigned KnownEventFlags =
    hipEventBlockingSync | hipEventDisableTiming | hipEventInterprocess;

hipError_t createEvent(hipEvent_t *Event, unsigned Flags) {
  require(Event, "null event output");
  require(!(Flags & ~KnownEventFlags),
          "unknown event flags " + std::to_string(Flags));
  if ((Flags & hipEventInterprocess) && !(Flags & hipEventDisableTiming))
    throw ApiError(hipErrorInvalidValue, "an interprocess event needs "
                                         "hipEventDisableTiming");
  DeviceState &State = currentDevice();
  auto *Created = new ihipEvent_t(State, Flags);
  State.addEvent(*Created);
  *Event = Created;
  return hipSuccess;
}

} // namespace

extern "C" {

hipError_t hipEventCreate(hipEvent_t *Event) {
  return apiCall("hipEventCreate",
                 [&] { return createEvent(Event, hipEventDefault); });
}

hipError_t hipEventCreateWithFlags(hipEvent_t *Event, unsigned Flags) {
  return apiCall("hipEventCreateWithFlags",
                 [&] { return createEvent(Event, Flags); });
}

hipError_t hipEventRecord(hipEvent_t Event, hipStream_t Stream) {
  return apiCall("hipEventRecord", [&] {
    prism::hip::Stream &S = streamOf(Stream);
    if (!captureEventRecord(eventOf(Event), S))
      eventOf(Event).record(S);
    return hipSuccess;
  });
}

hipError_t hipEventSynchronize(hipEvent_t Event) {
  return apiCall("hipEventSynchronize", [&] {
    checkNotCaptured(eventOf(Event), "hipEventSynchronize");
    eventOf(Event).synchronize();
    return hipSuccess;
  });
}

hipError_t hipEventQuery(hipEvent_t Event) {
  return apiCall("hipEventQuery", [&] {
    checkNotCaptured(eventOf(Event), "hipEventQuery");
    return eventOf(Event).isComplete() ? hipSuccess : hipErrorNotReady;
  });
}

hipError_t hipEventElapsedTime(float *Ms, hipEvent_t Start, hipEvent_t Stop) {
  return apiCall("hipEventElapsedTime", [&] {
    require(Ms, "null time output");
    checkNotCaptured(eventOf(Start), "hipEventElapsedTime");
    checkNotCaptured(eventOf(Stop), "hipEventElapsedTime");
    const uint64_t Begin = eventOf(Start).timestamp();
    const uint64_t End = eventOf(Stop).timestamp();
    *Ms = static_cast<float>((static_cast<double>(End) - Begin) / 1e6);
    return hipSuccess;
  });
}

hipError_t hipEventDestroy(hipEvent_t Event) {
  return apiCall("hipEventDestroy", [&] {
    eventOf(Event).owner().removeEvent(*Event);
    forgetCapturedEvent(*Event);
    delete Event;
    return hipSuccess;
  });
}

} // extern "C"

//===- stream_capture.h - A stream's work recorded as a graph -*- C++ -*-===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// hipStreamBeginCapture makes a stream record instead of run: each kernel
// launch, copy and fill issued to it becomes a node of the capture's graph
// that depends on the stream's previous nodes (its frontier). An event
// recorded on a capturing stream names the stream's frontier, and a stream
// that waits for such an event joins the capture with that frontier: so
// work forks into other streams and joins back, as in CUDA. The capture
// ends on the stream it began on, once every joined stream's work has been
// waited for there (else hipErrorStreamCaptureUnjoined).
//
// A command that cannot be captured (a host function, a 2-D copy, a graph
// launch), a synchronisation of a capturing stream, and work on the legacy
// null stream while a stream that orders with it captures invalidate the
// capture: the call fails
// (hipErrorStreamCaptureUnsupported, hipErrorStreamCaptureImplicit), and
// hipStreamEndCapture reports hipErrorStreamCaptureInvalidated.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_HIP_STREAM_CAPTURE_H
#define PRISM_HIP_STREAM_CAPTURE_H

#include "hip_graph.h"

#include "hip/hip_runtime_api.h"

#include <atomic>
#include <vector>

namespace prism::hip {

class Event;
class Stream;

/// Starts capturing on S (a created or per-thread stream, not capturing).
void beginCapture(Stream &S, hipStreamCaptureMode Mode);
/// Ends the capture begun on S and hands over its graph; throws ApiError
/// (IllegalState, StreamCaptureUnmatched, StreamCaptureWrongThread,
/// StreamCaptureUnjoined, StreamCaptureInvalidated).
ihipGraph *endCapture(Stream &S);
/// Whether S records, and the capture's id (0 when it does not).
hipStreamCaptureStatus captureStatus(Stream &S, unsigned long long *Id);

/// Adds Commands to the graph S captures into as one node behind S's
/// frontier. S must be capturing (Stream::capture()).
void captureCommands(Stream &S, hipGraphNodeType Type,
                     std::vector<GraphCommand> Commands);
/// hipEventRecord: true when S captures (E then names S's frontier).
bool captureEventRecord(Event &E, Stream &S);
/// hipStreamWaitEvent: true when the wait is a capture's (E was recorded in
/// one, or S captures).
bool captureEventWait(Stream &S, const Event &E);

/// A stream going away (hipStreamDestroy, hipDeviceReset) leaves its
/// capture: a capture it began ends, invalidated, and one it joined
/// forgets it.
void leaveCapture(Stream &S);
/// An event going away is forgotten by the captures it was recorded in.
void forgetCapturedEvent(const Event &E);
/// Throws ApiError(hipErrorCapturedEvent) when E was recorded in a capture
/// that is still going: What (a wait or query) has nothing to wait for.
void checkNotCaptured(const Event &E, const char *What);

/// Whether any stream captures; cheap.
bool capturesActive();
/// What Stream::submit does with a command while S captures or, for the
/// null stream, while any stream captures: throws when the command would
/// break a capture, after invalidating it.
void checkSubmitDuringCapture(Stream &S);
/// Invalidates S's capture and throws hipErrorStreamCaptureUnsupported:
/// What (a synchronisation) is not allowed while S captures.
[[noreturn]] void refuseWhileCapturing(Stream &S, const char *What);

/// hipThreadExchangeStreamCaptureMode: the calling thread's mode.
hipStreamCaptureMode exchangeThreadCaptureMode(hipStreamCaptureMode Mode);

} // namespace prism::hip

#endif // PRISM_HIP_STREAM_CAPTURE_H

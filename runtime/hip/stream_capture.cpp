//===- stream_capture.cpp - Recording a stream's work into a graph --------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Captures are few and short-lived: one lock guards them all, and the
// paths that run without a capture only read an atomic count.
//
//===----------------------------------------------------------------------===//
#include "stream_capture.h"

#include "device_state.h"
#include "hip_error.h"
#include "hip_stream.h"

#include <algorithm>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <unordered_map>

namespace prism::hip {

class StreamCapture {
public:
  unsigned long long Id;
  Stream *Origin;
  hipStreamCaptureMode Mode;
  std::thread::id Thread;
  std::unique_ptr<ihipGraph> Graph = std::make_unique<ihipGraph>();
  /// Why the capture was invalidated; empty while it is valid.
  std::string Invalidation;
  /// The streams that record into the capture (the origin and those that
  /// joined it), each with the nodes its next node depends on.
  std::unordered_map<Stream *, std::vector<hipGraphNode *>> Frontiers;
  /// Events recorded in the capture, with the frontier they name.
  std::unordered_map<const Event *, std::vector<hipGraphNode *>> Events;
};

namespace {

std::mutex Lock;
std::vector<std::unique_ptr<StreamCapture>> Active; // guarded by Lock
std::atomic<unsigned> ActiveCount{0};
unsigned long long LastId = 0; // guarded by Lock
thread_local hipStreamCaptureMode ThreadMode = hipStreamCaptureModeGlobal;

void invalidate(StreamCapture &C, const std::string &Why) {
  if (C.Invalidation.empty())
    C.Invalidation = Why;
}

[[noreturn]] void throwInvalidated(const StreamCapture &C) {
  throw ApiError(hipErrorStreamCaptureInvalidated,
                 "the stream capture was invalidated: " + C.Invalidation);
}

/// Whether every node of a stream that joined C reaches the origin's
/// frontier: the origin waited for it.
bool joined(const StreamCapture &C) {
  const std::vector<hipGraphNode *> &Ends = C.Frontiers.at(C.Origin);
  for (const auto &[S, Frontier] : C.Frontiers)
    for (const hipGraphNode *Node : Frontier)
      if (std::none_of(Ends.begin(), Ends.end(), [&](const hipGraphNode *End) {
            return C.Graph->dependsOn(End, Node);
          }))
        return false;
  return true;
}

} // namespace

bool capturesActive() {
  return ActiveCount.load(std::memory_order_acquire) != 0;
}

void beginCapture(Stream &S, hipStreamCaptureMode Mode) {
  std::lock_guard<std::mutex> Guard(Lock);
  if (S.capture())
    throw ApiError(hipErrorIllegalState, "the stream is capturing already");
  auto C = std::make_unique<StreamCapture>();
  C->Id = ++LastId;
  C->Origin = &S;
  C->Mode = Mode;
  C->Thread = std::this_thread::get_id();
  C->Frontiers[&S];
  S.setCapture(C.get());
  Active.push_back(std::move(C));
  ActiveCount.fetch_add(1, std::memory_order_release);
}

ihipGraph *endCapture(Stream &S) {
  std::lock_guard<std::mutex> Guard(Lock);
  StreamCapture *C = S.capture();
  if (!C)
    throw ApiError(hipErrorIllegalState, "the stream is not capturing");
  if (C->Origin != &S)
    throw ApiError(hipErrorStreamCaptureUnmatched,
                   "the capture began on another stream, which must end it");
  if (C->Mode != hipStreamCaptureModeRelaxed &&
      C->Thread != std::this_thread::get_id())
    throw ApiError(hipErrorStreamCaptureWrongThread,
                   "the capture began on another thread");
  const bool Unjoined = C->Invalidation.empty() && !joined(*C);
  for (auto &[Member, Frontier] : C->Frontiers)
    Member->setCapture(nullptr);
  auto It = std::find_if(Active.begin(), Active.end(),
                         [&](const auto &A) { return A.get() == C; });
  std::unique_ptr<StreamCapture> Ended = std::move(*It);
  Active.erase(It);
  ActiveCount.fetch_sub(1, std::memory_order_release);
  if (!Ended->Invalidation.empty())
    throwInvalidated(*Ended);
  if (Unjoined)
    throw ApiError(hipErrorStreamCaptureUnjoined,
                   "a stream that joined the capture has work the origin "
                   "stream did not wait for (record an event there and wait "
                   "for it on the origin stream before ending the capture)");
  return Ended->Graph.release();
}

void leaveCapture(Stream &S) {
  // Streams that never captured go without the lock (the null and
  // per-thread streams, too, at exit).
  if (!S.capture())
    return;
  std::lock_guard<std::mutex> Guard(Lock);
  StreamCapture *C = S.capture();
  if (!C)
    return;
  S.setCapture(nullptr);
  C->Frontiers.erase(&S);
  if (C->Origin != &S)
    return;
  // No stream can end it now.
  for (auto &[Member, Frontier] : C->Frontiers)
    Member->setCapture(nullptr);
  Active.erase(std::find_if(Active.begin(), Active.end(),
                            [&](const auto &A) { return A.get() == C; }));
  ActiveCount.fetch_sub(1, std::memory_order_release);
}

void forgetCapturedEvent(const Event &E) {
  if (!capturesActive())
    return;
  std::lock_guard<std::mutex> Guard(Lock);
  for (const auto &C : Active)
    C->Events.erase(&E);
}

void checkNotCaptured(const Event &E, const char *What) {
  if (!capturesActive())
    return;
  std::lock_guard<std::mutex> Guard(Lock);
  for (const auto &C : Active)
    if (C->Events.count(&E))
      throw ApiError(hipErrorCapturedEvent,
                     std::string(What) + " of an event recorded in a stream "
                                         "capture that has not ended");
}

hipStreamCaptureStatus captureStatus(Stream &S, unsigned long long *Id) {
  std::lock_guard<std::mutex> Guard(Lock);
  StreamCapture *C = S.capture();
  if (Id)
    *Id = C ? C->Id : 0;
  if (!C)
    return hipStreamCaptureStatusNone;
  return C->Invalidation.empty() ? hipStreamCaptureStatusActive
                                 : hipStreamCaptureStatusInvalidated;
}

void captureCommands(Stream &S, hipGraphNodeType Type,
                     std::vector<GraphCommand> Commands) {
  std::lock_guard<std::mutex> Guard(Lock);
  StreamCapture &C = *S.capture();
  if (!C.Invalidation.empty())
    throwInvalidated(C);
  std::vector<hipGraphNode *> &Frontier = C.Frontiers[&S];
  hipGraphNode *Node =
      C.Graph->add(Type, std::move(Commands), Frontier.data(), Frontier.size());
  Frontier.assign(1, Node);
}

bool captureEventRecord(Event &E, Stream &S) {
  if (!capturesActive())
    return false;
  std::lock_guard<std::mutex> Guard(Lock);
  // A new record replaces what an earlier one named.
  for (const auto &C : Active)
    C->Events.erase(&E);
  StreamCapture *C = S.capture();
  if (!C)
    return false;
  if (!C->Invalidation.empty())
    throwInvalidated(*C);
  C->Events[&E] = C->Frontiers[&S];
  return true;
}

bool captureEventWait(Stream &S, const Event &E) {
  if (!capturesActive())
    return false;
  std::lock_guard<std::mutex> Guard(Lock);
  StreamCapture *Recorded = nullptr;
  for (const auto &C : Active)
    if (C->Events.count(&E))
      Recorded = C.get();
  StreamCapture *Own = S.capture();
  if (!Recorded) {
    if (!Own)
      return false;
    invalidate(*Own, "a capturing stream waited for an event recorded "
                     "outside the capture");
    throw ApiError(hipErrorStreamCaptureIsolation,
                   "a capturing stream cannot wait for an event recorded "
                   "outside its capture; the capture is invalidated");
  }
  if (Own && Own != Recorded)
    throw ApiError(hipErrorStreamCaptureMerge,
                   "the stream captures into another graph than the one the "
                   "event was recorded in");
  if (!Recorded->Invalidation.empty())
    throwInvalidated(*Recorded);
  if (!Own)
    S.setCapture(Recorded);
  std::vector<hipGraphNode *> &Frontier = Recorded->Frontiers[&S];
  for (hipGraphNode *Node : Recorded->Events.at(&E))
    if (std::find(Frontier.begin(), Frontier.end(), Node) == Frontier.end())
      Frontier.push_back(Node);
  return true;
}

void checkSubmitDuringCapture(Stream &S) {
  std::lock_guard<std::mutex> Guard(Lock);
  if (StreamCapture *C = S.capture()) {
    invalidate(*C, "a command that cannot be captured was issued to a "
                   "capturing stream");
    throw ApiError(hipErrorStreamCaptureUnsupported,
                   "the command cannot be captured (libprism-hip captures "
                   "kernel launches, 1-D copies, fills and event records and "
                   "waits); the capture is invalidated");
  }
  // The legacy null stream orders with the blocking streams of its device:
  // a command on it would depend on work that is being captured.
  const std::vector<Stream *> Ordered = S.owner().blockingStreams(&S);
  bool Touched = false;
  for (const auto &C : Active) {
    for (const auto &[Member, Frontier] : C->Frontiers)
      if (std::find(Ordered.begin(), Ordered.end(), Member) != Ordered.end()) {
        invalidate(*C, "the legacy null stream was used while the capture "
                       "was active");
        Touched = true;
      }
  }
  if (Touched)
    throw ApiError(hipErrorStreamCaptureImplicit,
                   "work on the legacy null stream would depend on a "
                   "capturing stream; the capture is invalidated (capture "
                   "on a hipStreamNonBlocking stream, or leave the null "
                   "stream alone while capturing)");
}

void refuseWhileCapturing(Stream &S, const char *What) {
  std::lock_guard<std::mutex> Guard(Lock);
  if (StreamCapture *C = S.capture())
    invalidate(*C, std::string(What) + " was called on a capturing stream");
  throw ApiError(hipErrorStreamCaptureUnsupported,
                 std::string(What) + " is not allowed on a capturing stream; "
                                     "the capture is invalidated");
}

hipStreamCaptureMode exchangeThreadCaptureMode(hipStreamCaptureMode Mode) {
  std::swap(Mode, ThreadMode);
  return Mode;
}

} // namespace prism::hip

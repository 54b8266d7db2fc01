//===- live_queues.cpp - Every queue alive, finished at exit --------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "live_queues.h"

#include "logging.h"
#include "queue.h"

#include <unistd.h>

#include <cstdlib>
#include <exception>
#include <mutex>
#include <unordered_map>
#include <vector>

namespace prism {

namespace {

struct LiveQueueSet {
  std::mutex Lock;
  std::unordered_map<Queue *, std::weak_ptr<Queue>> Members;
};

/// Never destroyed: queues of static objects are removed during exit.
LiveQueueSet &liveQueues() {
  static LiveQueueSet *Set = new LiveQueueSet();
  return *Set;
}

/// Destroyed first thing in exit() when it lives on the main thread.
struct FinishAtMainThreadExit {
  ~FinishAtMainThreadExit() { finishEveryLiveQueue(); }
};

void armExitFinish() {
  static std::once_flag Registered;
  std::call_once(Registered, [] { std::atexit(finishEveryLiveQueue); });
  if (::gettid() == ::getpid()) {
    thread_local FinishAtMainThreadExit Guard;
    (void)Guard;
  }
}

} // namespace

void addLiveQueue(const std::shared_ptr<Queue> &Q) {
  armExitFinish();
  LiveQueueSet &Set = liveQueues();
  std::lock_guard<std::mutex> Guard(Set.Lock);
  Set.Members.emplace(Q.get(), Q);
}

void removeLiveQueue(Queue &Q) {
  LiveQueueSet &Set = liveQueues();
  std::lock_guard<std::mutex> Guard(Set.Lock);
  Set.Members.erase(&Q);
}

void finishEveryLiveQueue() {
  // Held, so that no queue is destroyed while it is finished; a queue whose
  // last owner is already in its destructor finishes there.
  std::vector<std::shared_ptr<Queue>> Held;
  {
    LiveQueueSet &Set = liveQueues();
    std::lock_guard<std::mutex> Guard(Set.Lock);
    for (const auto &Member : Set.Members)
      if (std::shared_ptr<Queue> Owned = Member.second.lock())
        Held.push_back(std::move(Owned));
  }
  for (const std::shared_ptr<Queue> &Q : Held) {
    try {
      Q->finish();
    } catch (const std::exception &E) {
      log().debug("finishing a queue on '{}' at exit failed: {}",
                  Q->device().name(), E.what());
    }
  }
}

} // namespace prism

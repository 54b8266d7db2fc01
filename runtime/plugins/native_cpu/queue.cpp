//===- queue.cpp - In-order native CPU queues
//------------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Prism queues are in order (plugin.h). A command that finds its queue idle
// and its wait list complete, and is short (a small launch, a small copy, a
// marker), runs at once on the submitting thread: no thread hop, no
// allocation but the event the caller asks for. Any other command is
// deferred: it becomes the queue's tail and waits, without blocking anyone,
// for the previous tail and for its wait list's events (of any queue); the
// last dependency to complete hands it to the thread pool. A worker that
// completes a command runs the next ready one itself, so a queue's
// commands follow each other on one thread without a hand-over.
//
//===----------------------------------------------------------------------===//
#include "native_cpu_plugin.h"
#include "thread_pool.h"

#include <new>

namespace prism::native_cpu {

namespace {

void runOnWorker(void *command) {
  Command::execute(static_cast<Command *>(command));
}

} // namespace

void Command::execute(Command *command) {
  std::vector<Command *> ready;
  while (command) {
    command->event->markRunning();
    command->work();
    command->event->markComplete(ready);
    delete command;
    command = nullptr;
    if (!ready.empty()) {
      command = ready.front();
      for (size_t i = 1; i < ready.size(); ++i)
        ThreadPool::instance().post(runOnWorker, ready[i]);
      ready.clear();
    }
  }
}

Submission::Submission(prism_queue_t &queue, uint32_t waitCount,
                       const prism_event *waitList)
    : queue(queue), waitCount(waitCount), waitList(waitList),
      lock(queue.mutex) {
  if (queue.profiling)
    submitNs = nowNanoseconds();
}

bool Submission::runsNow() {
  if (queue.tail && !queue.tail->complete())
    return false;
  for (uint32_t i = 0; i < waitCount; ++i)
    if (!waitList[i]->state->complete())
      return false;
  queue.tail.reset();
  startNs = submitNs;
  return true;
}

prism_result Submission::finishedNow(prism_event *out) {
  if (!out)
    return PRISM_SUCCESS;
  auto state = std::make_shared<EventState>(queue.profiling, submitNs);
  state->setCompleted(startNs, queue.profiling ? nowNanoseconds() : 0);
  if (!(*out = newEventHandle(std::move(state))))
    return fail(PRISM_ERROR_OUT_OF_MEMORY,
                "out of host memory while creating an event");
  return PRISM_SUCCESS;
}

prism_result Submission::defer(std::function<void()> work, prism_event *out) {
  auto event = std::make_shared<EventState>(queue.profiling, submitNs);
  auto *command = new (std::nothrow) Command(event, std::move(work));
  prism_event_t *handle = out ? newEventHandle(event) : nullptr;
  if (!command || (out && !handle)) {
    delete command;
    delete handle;
    return fail(PRISM_ERROR_OUT_OF_MEMORY,
                "out of host memory while queueing a command");
  }
  std::shared_ptr<EventState> previous = std::move(queue.tail);
  queue.tail = event;
  lock.unlock();

  // One count per dependency still running, plus one held until all are
  // registered, so that none of them can start the command early.
  if (previous && !previous->complete()) {
    command->pending.fetch_add(1, std::memory_order_relaxed);
    if (!previous->addSuccessor(command))
      command->dependencyDone();
  }
  for (uint32_t i = 0; i < waitCount; ++i) {
    EventState &dependency = *waitList[i]->state;
    command->pending.fetch_add(1, std::memory_order_relaxed);
    if (!dependency.addSuccessor(command))
      command->dependencyDone();
  }
  if (out)
    *out = handle;
  if (command->dependencyDone())
    ThreadPool::instance().post(runOnWorker, command);
  return PRISM_SUCCESS;
}

prism_result queueCreate(prism_context context, prism_device device,
                         uint32_t flags, prism_queue *queue) {
  if (prism_result failed = plugin::checkDeviceInContext(
          context->devices, device, "queue_create"))
    return failed;
  auto *created = new (std::nothrow) prism_queue_t;
  if (!created)
    return fail(PRISM_ERROR_OUT_OF_MEMORY, "queue_create: out of host memory");
  created->context = context;
  created->device = device;
  created->profiling = flags & PRISM_QUEUE_FLAG_PROFILING;
  *queue = created;
  return PRISM_SUCCESS;
}

prism_result queueFinish(prism_queue queue) {
  std::shared_ptr<EventState> tail;
  {
    std::lock_guard<std::mutex> lock(queue->mutex);
    tail = queue->tail;
  }
  // In order: the last command completes after every earlier one.
  if (tail)
    tail->wait();
  return PRISM_SUCCESS;
}

prism_result enqueueMarker(prism_queue queue, uint32_t waitCount,
                           const prism_event *waitList, prism_event *outEvent) {
  Submission submission(*queue, waitCount, waitList);
  if (submission.runsNow())
    return submission.finishedNow(outEvent);
  return submission.defer([] {}, outEvent);
}

prism_result queueRelease(prism_queue queue) {
  // Commands still queued use the queue's context and kernels: let them end.
  queueFinish(queue);
  queue->magic = 0;
  delete queue;
  return PRISM_SUCCESS;
}

} // namespace prism::native_cpu

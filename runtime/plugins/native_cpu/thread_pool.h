//===- thread_pool.h - The host threads that run native CPU kernels -------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// One pool per process, of PRISM_NATIVE_CPU_THREADS threads (default: the
// hardware's), started on first use and never stopped: plugins are never
// unloaded, and a pool torn down at exit could pull the mutex from under a
// worker still finishing a kernel. Workers take two kinds of work:
//  - tasks (post): a deferred queue command, run by one worker;
//  - jobs (runParallel): the work-groups of a launch, which every idle
//    worker joins while the thread that started the job takes part too.
// An idle worker spins for a few tens of microseconds before it sleeps, so
// that back-to-back commands find it awake.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_PLUGINS_NATIVE_CPU_THREAD_POOL_H
#define PRISM_PLUGINS_NATIVE_CPU_THREAD_POOL_H

#include <pthread.h>

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <mutex>
#include <vector>

namespace prism::native_cpu {

class ThreadPool {
public:
  /// Work that several threads share until none is left.
  class Job {
  public:
    virtual ~Job() = default;
    /// Takes and runs pieces of the job until none is left to take; called
    /// by several threads at once.
    virtual void participate() = 0;

  private:
    friend class ThreadPool;
    std::atomic<uint32_t> helpers{0}; // workers inside participate()
    bool listed = false;              // in ThreadPool::jobs
  };

  /// The pool, started on the first call.
  static ThreadPool &instance();
  /// How many workers the pool has (or will have once started).
  static uint32_t configuredThreads();

  /// Runs run(data) on a worker.
  void post(void (*run)(void *), void *data);
  /// Runs job on the calling thread and the idle workers; returns once
  /// every piece of it has finished.
  void runParallel(Job &job);

  ThreadPool(const ThreadPool &) = delete;
  ThreadPool &operator=(const ThreadPool &) = delete;

private:
  explicit ThreadPool(uint32_t threads);
  static void *workerMain(void *pool);
  void workerLoop();
  void unlist(Job &job);
  bool hasWork() const { return !jobs.empty() || !tasks.empty(); }

  struct Task {
    void (*run)(void *);
    void *data;
  };

  std::mutex mutex;
  std::condition_variable wakeup;
  std::vector<Job *> jobs;
  std::deque<Task> tasks;
  uint32_t sleepers = 0;
  // jobs.size() + tasks.size(), for spinning workers to read without the
  // mutex.
  std::atomic<uint32_t> available{0};
  std::vector<pthread_t> workers;
};

/// A hint to the processor that the thread is spinning.
inline void spinPause() {
#if defined(__x86_64__) || defined(__i386__)
  __builtin_ia32_pause();
#endif
}

} // namespace prism::native_cpu

#endif // PRISM_PLUGINS_NATIVE_CPU_THREAD_POOL_H

//===- thread_pool.cpp - The host threads that run native CPU kernels -----===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "thread_pool.h"
#include "native_cpu_plugin.h"

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <string>
#include <thread>

namespace prism::native_cpu {

namespace {

// Work-group functions keep private variables, per work-item in kernels
// with barriers, on the stack: a work-group of MaxWorkGroupSize work-items
// with a few hundred bytes each needs megabytes. Only touched pages take
// memory, so a generous reservation costs address space only.
constexpr size_t WorkerStackBytes = 64u << 20;

// How long an idle worker spins before it sleeps: about the gap between
// two commands a program submits back to back.
constexpr auto SpinBeforeSleeping = std::chrono::microseconds(50);

uint32_t threadsFromEnvironment() {
  const uint32_t hardware = std::max(1u, std::thread::hardware_concurrency());
  const char *text = std::getenv("PRISM_NATIVE_CPU_THREADS");
  if (!text || !*text)
    return hardware;
  char *end = nullptr;
  unsigned long value = std::strtoul(text, &end, 10);
  if (*end || !value || value > 4096) {
    logger().warn("PRISM_NATIVE_CPU_THREADS='{}' is not a thread count from 1 "
                  "to 4096; using {}",
                  text, hardware);
    return hardware;
  }
  return static_cast<uint32_t>(value);
}

// Spins until `available` says there is work, for SpinBeforeSleeping at most.
bool spinForWork(const std::atomic<uint32_t> &available) {
  const auto deadline = std::chrono::steady_clock::now() + SpinBeforeSleeping;
  for (;;) {
    for (int i = 0; i < 64; ++i) {
      if (available.load(std::memory_order_relaxed))
        return true;
      spinPause();
    }
    if (std::chrono::steady_clock::now() > deadline)
      return false;
  }
}

} // namespace

uint32_t ThreadPool::configuredThreads() {
  static const uint32_t threads = threadsFromEnvironment();
  return threads;
}

ThreadPool &ThreadPool::instance() {
  // Never destroyed: see thread_pool.h.
  static ThreadPool *pool = new ThreadPool(configuredThreads());
  return *pool;
}

ThreadPool::ThreadPool(uint32_t threads) {
  pthread_attr_t attributes;
  pthread_attr_init(&attributes);
  pthread_attr_setstacksize(&attributes, WorkerStackBytes);
  for (uint32_t i = 0; i < threads; ++i) {
    pthread_t thread;
    if (int error = pthread_create(&thread, &attributes, workerMain, this)) {
      logger().warn("native_cpu: starting worker thread {} of {} failed: {}",
                    i + 1, threads, std::strerror(error));
      break;
    }
    pthread_detach(thread);
    workers.push_back(thread);
  }
  pthread_attr_destroy(&attributes);
  logger().debug("native_cpu: {} worker thread(s) with {} MiB stacks",
                 workers.size(), WorkerStackBytes >> 20);
}

void *ThreadPool::workerMain(void *pool) {
  static_cast<ThreadPool *>(pool)->workerLoop();
  return nullptr;
}

void ThreadPool::post(void (*run)(void *), void *data) {
  std::unique_lock<std::mutex> lock(mutex);
  tasks.push_back(Task{run, data});
  available.fetch_add(1, std::memory_order_relaxed);
  const bool wake = sleepers != 0;
  lock.unlock();
  if (wake)
    wakeup.notify_one();
}

void ThreadPool::unlist(Job &job) {
  if (!job.listed)
    return;
  jobs.erase(std::find(jobs.begin(), jobs.end(), &job));
  job.listed = false;
  available.fetch_sub(1, std::memory_order_relaxed);
}

void ThreadPool::runParallel(Job &job) {
  std::unique_lock<std::mutex> lock(mutex);
  jobs.push_back(&job);
  job.listed = true;
  available.fetch_add(1, std::memory_order_relaxed);
  const bool wake = sleepers != 0;
  lock.unlock();
  if (wake)
    wakeup.notify_all();

  job.participate();

  lock.lock();
  unlist(job);
  lock.unlock();
  // Unlisted, the job gains no helper; those inside finish their last piece.
  for (unsigned spins = 1; job.helpers.load(std::memory_order_acquire); ++spins)
    if (spins % 64)
      spinPause();
    else
      std::this_thread::yield();
}

void ThreadPool::workerLoop() {
  std::unique_lock<std::mutex> lock(mutex);
  for (;;) {
    if (!jobs.empty()) {
      Job &job = *jobs.front();
      job.helpers.fetch_add(1, std::memory_order_relaxed);
      lock.unlock();
      job.participate();
      lock.lock();
      // Nothing is left to take: no worker need look at it again.
      unlist(job);
      job.helpers.fetch_sub(1, std::memory_order_release);
      continue;
    }
    if (!tasks.empty()) {
      Task task = tasks.front();
      tasks.pop_front();
      available.fetch_sub(1, std::memory_order_relaxed);
      lock.unlock();
      task.run(task.data);
      lock.lock();
      continue;
    }
    lock.unlock();
    spinForWork(available);
    lock.lock();
    if (hasWork())
      continue;
    ++sleepers;
    wakeup.wait(lock, [this] { return hasWork(); });
    --sleepers;
  }
}

} // namespace prism::native_cpu

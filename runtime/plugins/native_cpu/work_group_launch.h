//===- work_group_launch.h - The work-groups of one launch ----------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// A launch is a job of the thread pool: every thread taking part calls the
// kernel's work-group function for work-groups it takes from a shared
// counter, a few at a time, until none is left. Each thread passes its own
// argument array, whose LOCAL entries point at that thread's local memory
// (one buffer per thread, reused by every work-group it runs).
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_PLUGINS_NATIVE_CPU_WORK_GROUP_LAUNCH_H
#define PRISM_PLUGINS_NATIVE_CPU_WORK_GROUP_LAUNCH_H

#include "native_cpu_plugin.h"
#include "thread_pool.h"

#include <atomic>
#include <utility>
#include <vector>

namespace prism::native_cpu {

/// The grid of a launch; dimensions past work_dim are 1.
struct LaunchGeometry {
  uint64_t global[3] = {1, 1, 1};
  uint64_t local[3] = {1, 1, 1};
  uint64_t groupCount[3] = {1, 1, 1};
  uint64_t groups = 0;    // all work-groups
  uint64_t workItems = 0; // all work-items
};

/// Checks the caller's local size, or chooses one, and counts the groups.
prism_result planGeometry(const prism_kernel_t &kernel,
                          const prism_launch_config &config,
                          LaunchGeometry &geometry);

class WorkGroupLaunch final : public ThreadPool::Job {
public:
  /// Takes the kernel's arguments; refuses an argument the launch cannot
  /// pass. VALUE arguments are read from the caller's memory until
  /// keepArgumentValues copies them.
  prism_result prepare(const prism_kernel_t &kernel,
                       const LaunchGeometry &geometry, uint32_t argCount,
                       const prism_kernel_arg *args);
  /// Copies the VALUE arguments, for a launch that runs after the enqueue
  /// returned.
  void keepArgumentValues();
  /// Runs every work-group: on the calling thread alone for a launch of one
  /// work-group, with the thread pool otherwise. Not by work-item count: a
  /// few work-items may each loop over many items (a range reduction's 512
  /// work-items read 2^25 floats), and ran on one thread of two.
  void run();
  void participate() override;

private:
  prism_native_work_group_fn function = nullptr;
  LaunchGeometry geometry;
  uint64_t chunk = 1; // work-groups a thread takes at a time
  std::atomic<uint64_t> next{0};
  // Per argument, the address the work-group function receives; LOCAL
  // entries are filled per thread.
  std::vector<void *> addresses;
  std::vector<size_t> valueSizes; // 0 for arguments that are not VALUE
  std::vector<std::pair<uint32_t, size_t>> localOffsets; // argument, offset
  size_t localBytes = 0;
  void *programGlobals = nullptr;
  std::vector<unsigned char> values;
};

} // namespace prism::native_cpu

#endif // PRISM_PLUGINS_NATIVE_CPU_WORK_GROUP_LAUNCH_H

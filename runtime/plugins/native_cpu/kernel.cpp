//===- kernel.cpp - Native CPU kernels and launches
//------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// A kernel is its work-group function, __prism_wg_<name>, found in the
// loaded image. A launch plans its grid, takes its arguments, and either
// runs at once on the submitting thread (a small launch on an idle queue:
// the empty-kernel round trip then costs a function call, no thread hop)
// or is deferred to the thread pool, with its argument values copied since
// the caller's memory is gone once the enqueue returns.
//
//===----------------------------------------------------------------------===//
#include "native_cpu_plugin.h"
#include "work_group_launch.h"

#include "info_queries.h"

#include <spdlog/fmt/fmt.h>

#include <dlfcn.h>
#include <pthread.h>

#include <memory>
#include <new>

namespace prism::native_cpu {

namespace {

// Whether the calling thread's stack is as large as a default thread's:
// work-group functions may keep per-work-item values on it, and a thread
// the program made with a small stack leaves its launches to the workers.
bool callerHasRoomyStack() {
  constexpr size_t RoomyStackBytes = 4u << 20;
  thread_local const bool roomy = [] {
    pthread_attr_t attributes;
    if (pthread_getattr_np(pthread_self(), &attributes))
      return false;
    void *base = nullptr;
    size_t size = 0;
    pthread_attr_getstack(&attributes, &base, &size);
    pthread_attr_destroy(&attributes);
    return size >= RoomyStackBytes;
  }();
  return roomy;
}

} // namespace

prism_result kernelCreate(prism_program program, const char *name,
                          prism_kernel *kernel) {
  const std::string symbol = PRISM_NATIVE_WORK_GROUP_PREFIX + std::string(name);
  auto function = reinterpret_cast<prism_native_work_group_fn>(
      dlsym(program->library, symbol.c_str()));
  if (!function)
    return fail(PRISM_ERROR_KERNEL_NOT_FOUND,
                fmt::format("kernel_create: no kernel named '{}' in the "
                            "native_cpu image loaded for device '{}' (it "
                            "defines no {})",
                            name, program->device->name, symbol));
  auto *created = new (std::nothrow) prism_kernel_t;
  if (!created)
    return fail(PRISM_ERROR_OUT_OF_MEMORY, "kernel_create: out of host memory");
  created->program = program;
  created->name = name;
  created->function = function;
  *kernel = created;
  return PRISM_SUCCESS;
}

prism_result kernelRelease(prism_kernel kernel) {
  kernel->magic = 0;
  delete kernel;
  return PRISM_SUCCESS;
}

namespace {

using plugin::Query;

uint64_t answer(const prism_kernel_t &,
                Query<PRISM_KERNEL_INFO_WORK_GROUP_SIZE>) {
  return MaxWorkGroupSize;
}
/// The 32-bit lanes of the processor's vectors: the vectorised work-item
/// loop runs whole vectors for a multiple of them.
uint64_t answer(const prism_kernel_t &,
                Query<PRISM_KERNEL_INFO_PREFERRED_WORK_GROUP_SIZE_MULTIPLE>) {
  switch (machineIsaLevel()) {
  case IsaLevel::V4:
    return 16;
  case IsaLevel::V3:
    return 8;
  default:
    return 4;
  }
}
/// Private variables live in registers and in the work-group function's
/// frame on the thread's stack; the device sets no memory aside for them.
uint64_t answer(const prism_kernel_t &,
                Query<PRISM_KERNEL_INFO_PRIVATE_MEM_SIZE>) {
  return 0;
}

} // namespace

prism_result kernelGetInfo(prism_kernel kernel, prism_device,
                           prism_kernel_info what, size_t size, void *value,
                           size_t *sizeRet) {
  const plugin::InfoAnswer reply(size, value, sizeRet, "kernel_get_info");
  return plugin::answerKernelInfo(
      what, reply, [&](auto query) { return answer(*kernel, query); });
}

prism_result enqueueLaunch(prism_queue queue, prism_kernel kernel,
                           const prism_launch_config *config, uint32_t argCount,
                           const prism_kernel_arg *args, uint32_t waitCount,
                           const prism_event *waitList, prism_event *outEvent) {
  const prism_program_t &program = *kernel->program;
  if (program.context != queue->context || program.device != queue->device)
    return fail(
        PRISM_ERROR_INVALID_VALUE,
        fmt::format("enqueue_launch: kernel '{}' was made for another "
                    "{} than the queue's",
                    kernel->name,
                    program.context != queue->context ? "context" : "device"));
  // The core passes dynamic local memory to native CPU kernels as a LOCAL
  // argument after the caller's, as to SPIR-V ones.
  if (config->dynamic_local_mem)
    return fail(PRISM_ERROR_UNSUPPORTED,
                fmt::format("enqueue_launch of kernel '{}': native CPU "
                            "kernels take dynamic local memory as a LOCAL "
                            "argument, not as a launch parameter",
                            kernel->name));
  LaunchGeometry geometry;
  if (prism_result result = planGeometry(*kernel, *config, geometry))
    return result;
  auto launch = std::make_unique<WorkGroupLaunch>();
  if (prism_result result = launch->prepare(*kernel, geometry, argCount, args))
    return result;

  Submission submission(*queue, waitCount, waitList);
  if (geometry.workItems <= InlineWorkItems && callerHasRoomyStack() &&
      submission.runsNow()) {
    launch->run();
    return submission.finishedNow(outEvent);
  }
  launch->keepArgumentValues();
  std::shared_ptr<WorkGroupLaunch> deferred(std::move(launch));
  prism_program_t *owner = kernel->program;
  owner->launchesInFlight.fetch_add(1, std::memory_order_relaxed);
  prism_result result = submission.defer(
      [deferred, owner] {
        deferred->run();
        owner->launchesInFlight.fetch_sub(1, std::memory_order_release);
      },
      outEvent);
  if (result)
    owner->launchesInFlight.fetch_sub(1, std::memory_order_relaxed);
  return result;
}

} // namespace prism::native_cpu

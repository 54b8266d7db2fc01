//===- built_programs.h - Programs and kernels built in this process -----===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Building an image is expensive (a SPIR-V translation and a device compile,
// or a PTX JIT), so each image is built once per context and device, on the
// first launch of one of its kernels, and every kernel object is created once
// per program. Builds of different images run in parallel; two threads that
// want the same image wait for one build. A failed build is remembered and
// reported again rather than retried on every launch. In memory, for the
// process's lifetime; the OpenCL plugin's disk cache (its disk_cache.cpp)
// keeps builds across runs. On a device that sets SPIR-V specialization
// constants natively, a program is built per set of values it is asked
// for (specialization.h); elsewhere the values travel with the launch and
// never reach the build.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_CORE_BUILT_PROGRAMS_H
#define PRISM_CORE_BUILT_PROGRAMS_H

#include "offload_container.h"
#include "prism/plugin.h"
#include "registry.h"
#include "specialization.h"

#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <tuple>

namespace prism {

class Context;
class Device;

/// Which of a container's images a device runs for a kernel: the index of
/// the image, or -1 when no image has a format (and, for PTX, an arch) the
/// device takes. Among those, prefers an image that holds the kernel, then
/// the newest PTX arch the device supports.
int chooseImage(const Container &Images, uint32_t FormatBits,
                uint32_t ComputeCapability, const std::string &KernelName);

/// The kernel table entry of Kernel in the image Dev would run it from, or
/// null when Dev cannot run Kernel: no image of a format (and PTX arch) it
/// takes holds the kernel, or the kernel needs a sub-group size Dev lacks.
/// Builds nothing.
const ContainerKernel *compatibleKernelRecord(const Device &Dev,
                                              const RegisteredKernel &Kernel);

/// How a kernel receives the launch's dynamic local memory.
enum class DynamicLocalMemory {
  LaunchParameter, // PTX: the launch's shared-memory size
  KernelArgument,  // SPIR-V: a LOCAL argument after the caller's arguments
                   // (ContainerKernel::DynamicLocalArg)
  Unused           // SPIR-V kernel that never touches it
};

/// A kernel object and how to pass its arguments.
struct BuiltKernel {
  prism_kernel Handle = nullptr;
  DynamicLocalMemory LocalMemory = DynamicLocalMemory::Unused;
  /// Whether the program's device-variable buffer follows the arguments
  /// (ContainerKernel::ProgramGlobalsArg).
  bool ProgramGlobalsArg = false;
  /// The byte size of each argument the caller passes (the dynamic local
  /// memory argument excluded), from the image's kernel table.
  std::vector<uint32_t> ArgSizes;
  /// The largest work-group the kernel's code supports (its group
  /// algorithms' scratch); 0 for no such limit.
  uint32_t MaxWorkGroupSize = 0;
  /// The largest work-group the backend runs the built kernel with
  /// (PRISM_KERNEL_INFO_WORK_GROUP_SIZE); 0 when it did not say.
  uint64_t BackendMaxWorkGroupSize = 0;

  /// The smaller of the two limits; 0 for none.
  uint64_t workGroupLimit() const {
    if (!MaxWorkGroupSize || !BackendMaxWorkGroupSize)
      return MaxWorkGroupSize ? MaxWorkGroupSize : BackendMaxWorkGroupSize;
    return MaxWorkGroupSize < BackendMaxWorkGroupSize ? MaxWorkGroupSize
                                                      : BackendMaxWorkGroupSize;
  }
};

/// What the backend says of a kernel built for Dev (kernel_get_info).
/// Throws Error.
uint64_t kernelInfo(const Device &Dev, prism_kernel Kernel,
                    prism_kernel_info What);

class BuiltPrograms {
public:
  BuiltPrograms() = default;
  ~BuiltPrograms();
  BuiltPrograms(const BuiltPrograms &) = delete;
  BuiltPrograms &operator=(const BuiltPrograms &) = delete;

  /// The kernel object of Kernel for Dev in Ctx, building its image first if
  /// needed, with Constants set natively where Dev sets them (null or
  /// empty: none; other devices ignore them). Throws Error(KernelNotFound)
  /// when no image fits the device or the image lacks the kernel,
  /// Error(BuildFailed) with the build log.
  BuiltKernel kernel(Context &Ctx, Device &Dev, const RegisteredKernel &Kernel,
                     const Specialization *Constants = nullptr);

  /// The device address of a registered device variable in the program
  /// built for Dev in Ctx from the image of its module that Dev runs
  /// (building it first if needed), kept per program. Throws
  /// Error(KernelNotFound) when no image fits the device,
  /// Error(BuildFailed) with the build log, the plugin's error when the
  /// program lacks the variable.
  void *variable(Context &Ctx, Device &Dev, const RegisteredSymbol &Symbol);

  /// Releases every program and kernel built in the context; the context
  /// calls it before it goes.
  void forgetContext(prism_context Ctx) noexcept;

private:
  struct Program;
  /// Context, device, module, image and Specialization::key() (empty for
  /// programs built without constants).
  using Key =
      std::tuple<prism_context, const Device *, uint64_t, int, std::string>;

  /// The cache slot of one image for Dev in Ctx, built with the constants
  /// of SpecializationKey, created empty if new.
  std::shared_ptr<Program> entry(Context &Ctx, Device &Dev, uint64_t ModuleId,
                                 int ImageIndex,
                                 const std::string &SpecializationKey);
  /// Builds Entry's program unless built; a failure, kept in Entry, is
  /// thrown now and on every later call. The caller holds Entry.Lock.
  /// ForWhat names what needed the build, for the message; Constants (null
  /// for none) are set natively.
  void build(Program &Entry, Context &Ctx, Device &Dev,
             const RegisteredModule &Module, int ImageIndex,
             const std::string &ForWhat, const Specialization *Constants);

  std::mutex Lock;
  std::map<Key, std::shared_ptr<Program>> Programs;
};

} // namespace prism

#endif // PRISM_CORE_BUILT_PROGRAMS_H

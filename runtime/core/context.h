//===- context.h - Contexts and USM allocations ---------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_CORE_CONTEXT_H
#define PRISM_CORE_CONTEXT_H

#include "device.h"
#include "prism/plugin.h"

#include <cstddef>
#include <map>
#include <memory>
#include <mutex>
#include <vector>

namespace prism {

/// What the context knows of one of its USM allocations.
struct Allocation {
  void *Base;
  size_t Size;
  prism_usm_kind Kind;
  Device *Dev; // null for host allocations
};

/// A plugin context over devices of one plugin. Tracks its USM allocations
/// so that pointer queries (sycl::get_pointer_type) and frees are checked.
class Context {
public:
  explicit Context(const std::vector<Device *> &Devices);
  ~Context();
  Context(const Context &) = delete;
  Context &operator=(const Context &) = delete;

  Plugin &plugin() const;
  prism_context handle() const { return Handle; }
  const std::vector<Device *> &devices() const { return Devices; }

  /// Throws Error(OutOfMemory / Unsupported / InvalidValue).
  void *allocate(prism_usm_kind Kind, size_t Size, size_t Alignment,
                 Device *Dev);
  /// Frees a pointer from allocate(); null is ignored. Throws
  /// Error(InvalidValue) for a pointer this context did not allocate.
  void free(void *Ptr);
  /// The allocation holding Ptr (anywhere inside it), or nullptr.
  const Allocation *find(const void *Ptr) const;
  /// Makes Size bytes of ordinary host memory at Ptr reachable by the
  /// context's devices at the same address (hipHostRegister). Throws
  /// Error(Unsupported) where a device cannot reach host memory.
  void registerHost(void *Ptr, size_t Size);
  /// Undoes registerHost(Ptr, ...).
  void unregisterHost(void *Ptr);

  /// What the programming model above keeps with the context (libsycl: the
  /// context's async_handler); the core never reads it. Set before the
  /// context is shared.
  void setModelState(std::shared_ptr<const void> State) {
    ModelState = std::move(State);
  }
  const std::shared_ptr<const void> &modelState() const { return ModelState; }

private:
  std::vector<Device *> Devices;
  prism_context Handle = nullptr;
  mutable std::mutex Lock;
  std::map<const char *, Allocation> Allocations; // by base address
  std::shared_ptr<const void> ModelState;
};

using ContextRef = std::shared_ptr<Context>;

/// The default context of Dev's platform, over the platform's visible
/// devices: created on first use and shared by every programming model
/// (SYCL queues built from a device, the HIP runtime), so that USM memory
/// one of them allocates works with the others. Throws Error.
ContextRef defaultContext(Device &Dev);

} // namespace prism

#endif // PRISM_CORE_CONTEXT_H

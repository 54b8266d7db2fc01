//===- registry.h - Device images registered by executables and libraries ===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Every executable or shared library built by prism++ registers its image
// container from a static constructor, through the HIP registration ABI
// (hip_registration.cpp), and then each kernel's host-side handle with the
// kernel's device symbol name. The registry validates each container as it
// arrives; a refused one is remembered with the reason, so that a launch of
// its kernels fails with that reason instead of crashing at registration.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_CORE_REGISTRY_H
#define PRISM_CORE_REGISTRY_H

#include "offload_container.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace prism {

/// A device global or constant the host code registered: its host shadow,
/// device symbol name and byte size.
struct RegisteredVariable {
  const void *HostAddress;
  std::string DeviceName;
  size_t Size;
  bool Constant;
};

/// A __managed__ variable: its device symbol (a pointer, in HIP's form) and
/// the managed allocation every program built from the module points it at.
struct ManagedVariable {
  std::string DeviceName;
  void *Address;
};

/// The container of one executable or shared library.
struct RegisteredModule {
  uint64_t Id;         // unique per registration; keys the built programs
  std::string Path;    // the executable or shared library that carries it
  std::string Problem; // why the container was refused; empty when valid
  Container Images;    // empty when refused
  std::vector<RegisteredVariable> Variables;
  std::vector<ManagedVariable> ManagedVariables;
};

/// A device variable as the host finds it from its shadow's address
/// (hipMemcpyToSymbol).
struct RegisteredSymbol {
  RegisteredVariable Variable;
  std::shared_ptr<const RegisteredModule> Module;
};

/// A kernel as a launch finds it from its host-side handle.
struct RegisteredKernel {
  std::string Name; // device symbol name
  std::shared_ptr<const RegisteredModule> Module;
};

class ImageRegistry {
public:
  /// The process-wide registry; usable from static constructors and exit
  /// handlers (created on first use, never destroyed).
  static ImageRegistry &instance();

  /// Registers the container behind a HIP fat-binary wrapper and returns the
  /// module handle. Never throws: a refused container is logged and kept.
  void **registerModule(const void *Wrapper) noexcept;
  void registerFunction(void **Handle, const void *HostFunction,
                        const char *DeviceName) noexcept;
  void registerVariable(void **Handle, const void *HostAddress,
                        const char *DeviceName, size_t Size,
                        bool Constant) noexcept;
  /// A __managed__ variable of the module (libprism-hip's
  /// __hipRegisterManagedVar, which allocated it at Address).
  void registerManagedVariable(void **Handle, const char *DeviceName,
                               void *Address) noexcept;
  void unregisterModule(void **Handle) noexcept;

  /// The kernel registered for a host handle. Throws Error(KernelNotFound)
  /// for a handle nobody registered, and Error(InvalidImage) with the
  /// registration's message for a kernel of a refused container.
  RegisteredKernel lookup(const void *HostFunction) const;
  /// The device variable whose host shadow is at HostAddress; none when
  /// no module registered one there.
  std::optional<RegisteredSymbol> variable(const void *HostAddress) const;
  /// Every kernel of a valid container, with its host handle, in no
  /// particular order (kernel bundles list the application's kernels).
  std::vector<std::pair<const void *, RegisteredKernel>> kernels() const;
  /// Whether a valid container registered so far carries an image of
  /// Format.
  bool carriesFormat(uint32_t Format) const;

private:
  ImageRegistry() = default;

  struct Entry {
    std::shared_ptr<RegisteredModule> Module;
    const void *Wrapper;
    unsigned References;
  };

  mutable std::mutex Lock;
  uint64_t NextId = 1;
  std::unordered_map<void **, Entry> Modules;
  std::unordered_map<const void *, RegisteredKernel> Kernels;
  std::unordered_map<const void *, RegisteredSymbol> Variables;
};

} // namespace prism

#endif // PRISM_CORE_REGISTRY_H

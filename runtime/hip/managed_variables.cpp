//===- managed_variables.cpp - Registering __managed__ variables ----------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Clang's host compile reaches a __managed__ variable through a pointer of
// its name and registers it, from the program's static constructor, with
// __hipRegisterManagedVar (the module, that pointer, the initial value, the
// name, the size and alignment). The variable gets its managed memory here,
// at once, since host code may use it before any HIP call: shared USM on
// HIP device 0 (the current device of a thread that made no choice), with
// the initial value copied in; the device code's pointer of the same name
// (HIP's form, which prism-managed-variables gives PTX too) is pointed at
// it by the core whenever a program of the module is built. The allocation
// lives as long as the process: hipDeviceReset leaves it, as CUDA reloads
// the variable with its module.
//
// Without a device (or memory) the pointer gets the host's copy of the
// initial value, so that host code still works; kernels cannot run anyway.
//
//===----------------------------------------------------------------------===//
#include "device_state.h"

#include "core/logging.h"
#include "core/registry.h"

#include <cstring>
#include <exception>

using namespace prism;
using namespace prism::hip;

namespace {

void *allocateManaged(size_t Size, unsigned Alignment) {
  DeviceState &Owner = deviceAt(0);
  void *Address = Owner.context()->allocate(PRISM_USM_SHARED, Size,
                                            Alignment ? Alignment : 1,
                                            &Owner.device());
  return Address;
}

} // namespace

extern "C" __attribute__((visibility("default"))) void
__hipRegisterManagedVar(void *Module, void **Pointer, void *InitialValue,
                        const char *Name, size_t Size, unsigned Alignment) {
  void *Address = nullptr;
  try {
    Address = allocateManaged(Size, Alignment);
  } catch (const std::exception &E) {
    log().warn("__managed__ variable '{}' stays in host memory, which "
               "kernels cannot reach: {}",
               Name ? Name : "<no name>", E.what());
  }
  if (!Address) {
    *Pointer = InitialValue;
    return;
  }
  std::memcpy(Address, InitialValue, Size);
  *Pointer = Address;
  ImageRegistry::instance().registerManagedVariable(
      static_cast<void **>(Module), Name, Address);
}

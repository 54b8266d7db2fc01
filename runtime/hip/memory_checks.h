//===- memory_checks.h - What the memory functions check --------*- C++ -*-===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// A pointer that must be device-accessible memory (the device side of a
// copy, a memset's target) has to lie in an allocation of the HIP runtime
// (or of libsycl, in the shared context), in host memory registered with
// hipHostRegister, or in a device variable, and the bytes used must fit in
// it: anything else is hipErrorInvalidValue with a message, where the
// backend would crash. The registered ranges are kept here, by the device
// they were registered with.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_HIP_MEMORY_CHECKS_H
#define PRISM_HIP_MEMORY_CHECKS_H

#include <cstddef>
#include <string>

namespace prism::hip {

class DeviceState;

/// Throws ApiError(InvalidValue) unless [Ptr, Ptr + Size) is
/// device-accessible memory. Role names the pointer in the message
/// ("destination").
void checkDeviceMemory(const char *Role, const void *Ptr, size_t Size);

/// Whether [Ptr, Ptr + Size) lies in a range registered with
/// hipHostRegister.
bool isRegisteredHostMemory(const void *Ptr, size_t Size);
/// Unregisters every range registered while Owner was current
/// (hipDeviceReset); throws the first failure after trying them all.
void unregisterHostMemory(const DeviceState &Owner);

/// Records the device address of a device variable (hipGetSymbolAddress),
/// which copies may then use as device memory.
void noteDeviceVariable(const void *Address, size_t Size);
/// Whether [Ptr, Ptr + Size) lies in a device variable noted so.
bool isDeviceVariable(const void *Ptr, size_t Size);

/// "0x7f..." for messages.
std::string pointerText(const void *Ptr);

} // namespace prism::hip

#endif // PRISM_HIP_MEMORY_CHECKS_H

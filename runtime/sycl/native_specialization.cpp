//===- native_specialization.cpp - Constants set in a device's build -----===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "native_specialization.h"

#include "sycl/detail/native_specialization.hpp"

namespace sycl {
namespace detail {

prism::SpecializationRef nativeConstants(const specialization_values &Values,
                                         const prism::Device &Device) {
  if (!Device.nativeSpecialization())
    return nullptr;
  std::vector<specialization_values::native_value> Native = Values.native();
  if (Native.empty())
    return nullptr;
  auto Constants = std::make_shared<prism::Specialization>();
  const bool Flag = true;
  Constants->set(NativeSpecializationFlagId, &Flag, sizeof Flag);
  for (const specialization_values::native_value &V : Native)
    Constants->set(V.Id, V.Bytes, V.Size);
  return Constants;
}

} // namespace detail
} // namespace sycl

//===- sycl/detail/native_specialization.hpp - SPIR-V spec constants ------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Native specialization constants. In SPIR-V device code, a constant of
// scalar arithmetic type whose default is a constant expression is also a
// SPIR-V OpSpecConstant (llvm-spirv turns each __spirv_SpecConstant(Id,
// Default) call into one, decorated SpecId Id), read when the module's flag
// constant (SpecId 1, default false) is true. A backend that specialises
// modules (Level Zero) builds the module with the flag and the values set,
// and the driver folds them in; everywhere else the flag stays false and
// the kernel reads the launch's specialization table (the emulation): on
// OpenCL the constants keep their defaults, the native CPU device library
// defines the calls as their defaults, and PTX never sees them.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_DETAIL_NATIVE_SPECIALIZATION_HPP
#define SYCL_DETAIL_NATIVE_SPECIALIZATION_HPP

#include "sycl/detail/defines.hpp"
#include "sycl/specialization_id.hpp"

#include <cstdint>
#include <type_traits>

#if defined(__SPIRV__) && defined(__HIP_DEVICE_COMPILE__)
// The translator's spelling: one overload per type, mangled as C++. Each
// call is a constant, so `const` lets the optimiser merge the reads of one
// constant (the flag above all) and hoist them out of loops.
#define PRISM_SPEC_CONSTANT_FN PRISM_SYCL_DEVICE __attribute__((const))
PRISM_SPEC_CONSTANT_FN bool __spirv_SpecConstant(int, bool);
PRISM_SPEC_CONSTANT_FN char __spirv_SpecConstant(int, char);
PRISM_SPEC_CONSTANT_FN signed char __spirv_SpecConstant(int, signed char);
PRISM_SPEC_CONSTANT_FN unsigned char __spirv_SpecConstant(int, unsigned char);
PRISM_SPEC_CONSTANT_FN short __spirv_SpecConstant(int, short);
PRISM_SPEC_CONSTANT_FN unsigned short __spirv_SpecConstant(int, unsigned short);
PRISM_SPEC_CONSTANT_FN int __spirv_SpecConstant(int, int);
PRISM_SPEC_CONSTANT_FN unsigned int __spirv_SpecConstant(int, unsigned int);
PRISM_SPEC_CONSTANT_FN long __spirv_SpecConstant(int, long);
PRISM_SPEC_CONSTANT_FN unsigned long __spirv_SpecConstant(int, unsigned long);
PRISM_SPEC_CONSTANT_FN long long __spirv_SpecConstant(int, long long);
PRISM_SPEC_CONSTANT_FN unsigned long long
__spirv_SpecConstant(int, unsigned long long);
PRISM_SPEC_CONSTANT_FN float __spirv_SpecConstant(int, float);
PRISM_SPEC_CONSTANT_FN double __spirv_SpecConstant(int, double);
#undef PRISM_SPEC_CONSTANT_FN
#endif

namespace sycl {
namespace detail {

/// The SpecId of the flag that says whether a module was specialised
/// natively. SpecIds 0 and 1 are never a constant's.
constexpr uint32_t NativeSpecializationFlagId = 1;

template <typename T>
constexpr bool native_specialization_type_v =
    std::is_same_v<T, bool> || std::is_same_v<T, char> ||
    std::is_same_v<T, signed char> || std::is_same_v<T, unsigned char> ||
    std::is_same_v<T, short> || std::is_same_v<T, unsigned short> ||
    std::is_same_v<T, int> || std::is_same_v<T, unsigned int> ||
    std::is_same_v<T, long> || std::is_same_v<T, unsigned long> ||
    std::is_same_v<T, long long> || std::is_same_v<T, unsigned long long> ||
    std::is_same_v<T, float> || std::is_same_v<T, double>;

/// Whether SpecName's default is a constant expression (OpSpecConstant
/// needs it as a literal): has_constant_default<SpecName>(0). An overload
/// pair, since Clang 15 matches no partial specialization on an auto &
/// parameter.
template <auto &SpecName,
          bool = (static_cast<void>(specialization_value_t<SpecName>(
                      SpecName.default_value())),
                  true)>
constexpr bool has_constant_default(int) {
  return true;
}
template <auto &SpecName> constexpr bool has_constant_default(...) {
  return false;
}

/// SpecName's SpecId: its key folded to 31 bits, above the reserved ids;
/// 0 when SpecName is emulated only (a composite type, or a default that
/// is not a constant expression). The host and every device compile agree,
/// as they do on the key.
template <auto &SpecName> constexpr uint32_t native_specialization_id() {
  if constexpr (native_specialization_type_v<
                    specialization_value_t<SpecName>> &&
                has_constant_default<SpecName>(0)) {
    constexpr uint64_t Key = specialization_key<SpecName>();
    constexpr uint32_t Folded =
        static_cast<uint32_t>(Key ^ (Key >> 31) ^ (Key >> 62)) & 0x7fffffffu;
    return Folded <= NativeSpecializationFlagId ? Folded + 2 : Folded;
  } else {
    return 0;
  }
}

/// In SPIR-V device code, stores SpecName's native value in Value and
/// returns true when the module was specialised natively; false elsewhere.
template <auto &SpecName>
PRISM_SYCL_HOST_DEVICE bool
read_native_specialization(specialization_value_t<SpecName> &Value) {
#if defined(__SPIRV__) && defined(__HIP_DEVICE_COMPILE__)
  constexpr uint32_t Id = native_specialization_id<SpecName>();
  if constexpr (Id != 0) {
    if (!__spirv_SpecConstant(static_cast<int>(NativeSpecializationFlagId),
                              false))
      return false;
    constexpr specialization_value_t<SpecName> Default =
        SpecName.default_value();
    Value = __spirv_SpecConstant(static_cast<int>(Id), Default);
    return true;
  }
#endif
  (void)Value;
  return false;
}

} // namespace detail
} // namespace sycl

#endif // SYCL_DETAIL_NATIVE_SPECIALIZATION_HPP

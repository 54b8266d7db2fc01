//===- prism/info_types.h - The C++ type of info answers --------*- C++ -*-===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The rows of platform_info.def, device_info.def and kernel_info.def give
// each key's answer as C lays it out; C++ code on both sides of plugin.h
// (the plugins' answers, the core's reads) takes it as InfoType<Key>: the
// scalar itself, std::string for char[], std::array<T, N> for T[N],
// std::vector<T> for T[].
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_INFO_TYPES_H
#define PRISM_INFO_TYPES_H

#include "prism/plugin.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace prism {

namespace info_detail {
template <typename Layout> struct CxxType { using Type = Layout; };
template <> struct CxxType<char[]> { using Type = std::string; };
template <typename T> struct CxxType<T[]> { using Type = std::vector<T>; };
template <typename T, size_t N> struct CxxType<T[N]> {
  using Type = std::array<T, N>;
};
} // namespace info_detail

/// A row of platform_info.def, device_info.def or kernel_info.def, by its
/// key.
template <auto Key> struct InfoKey;

#define PRISM_PLATFORM_INFO(NAME, VALUE, TYPE, DESCRIPTION)                    \
  template <> struct InfoKey<PRISM_PLATFORM_INFO_##NAME> {                     \
    using Type = info_detail::CxxType<TYPE>::Type;                             \
  };
#include "prism/platform_info.def"
#undef PRISM_PLATFORM_INFO

#define PRISM_DEVICE_INFO(NAME, VALUE, TYPE, DESCRIPTION)                      \
  template <> struct InfoKey<PRISM_DEVICE_INFO_##NAME> {                       \
    using Type = info_detail::CxxType<TYPE>::Type;                             \
  };
#include "prism/device_info.def"
#undef PRISM_DEVICE_INFO

#define PRISM_KERNEL_INFO(NAME, VALUE, TYPE, DESCRIPTION)                      \
  template <> struct InfoKey<PRISM_KERNEL_INFO_##NAME> {                       \
    using Type = info_detail::CxxType<TYPE>::Type;                             \
  };
#include "prism/kernel_info.def"
#undef PRISM_KERNEL_INFO

/// The answer to Key, as C++ takes it.
template <auto Key> using InfoType = typename InfoKey<Key>::Type;

} // namespace prism

#endif // PRISM_INFO_TYPES_H

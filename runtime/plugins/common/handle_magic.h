//===- handle_magic.h - Telling a plugin's own handles from others --------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Every handle a plugin gives out (prism_platform_t, prism_device_t, ...)
// starts with a `magic` tag naming its kind, so that an entry point can
// refuse a null, released or foreign handle with INVALID_HANDLE instead of
// reading through it. Each plugin defines the handle structs itself; the tags
// and the check are the same for all of them. The tag is the first member of
// a standard-layout struct (PRISM_HANDLE_LAYOUT asserts it), so the check
// reads it without the struct's definition: the argument checks
// (argument_checks.cpp) test every plugin's handles from one place.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_PLUGINS_COMMON_HANDLE_MAGIC_H
#define PRISM_PLUGINS_COMMON_HANDLE_MAGIC_H

#include "prism/plugin.h"

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <type_traits>

// Magic tags, one per handle kind ("PLAT", "DEVI", ...).
enum : uint32_t {
  PlatformMagic = 0x54414c50,
  DeviceMagic = 0x49564544,
  ContextMagic = 0x5458434e,
  QueueMagic = 0x45555551,
  EventMagic = 0x544e5645,
  ProgramMagic = 0x474f5250,
  KernelMagic = 0x4e52454b,
  GraphMagic = 0x48505247,
};

namespace prism::plugin {

/// The tag of each handle kind.
template <class Handle> struct HandleMagic;
template <> struct HandleMagic<prism_platform_t> {
  static constexpr uint32_t value = PlatformMagic;
};
template <> struct HandleMagic<prism_device_t> {
  static constexpr uint32_t value = DeviceMagic;
};
template <> struct HandleMagic<prism_context_t> {
  static constexpr uint32_t value = ContextMagic;
};
template <> struct HandleMagic<prism_queue_t> {
  static constexpr uint32_t value = QueueMagic;
};
template <> struct HandleMagic<prism_event_t> {
  static constexpr uint32_t value = EventMagic;
};
template <> struct HandleMagic<prism_program_t> {
  static constexpr uint32_t value = ProgramMagic;
};
template <> struct HandleMagic<prism_kernel_t> {
  static constexpr uint32_t value = KernelMagic;
};
template <> struct HandleMagic<prism_graph_t> {
  static constexpr uint32_t value = GraphMagic;
};

/// True when Handle is not null and carries its kind's tag.
template <class Handle> bool isValid(const Handle *H) {
  if (!H)
    return false;
  uint32_t Tag;
  std::memcpy(&Tag, H, sizeof Tag);
  return Tag == HandleMagic<Handle>::value;
}

} // namespace prism::plugin

/// What isValid relies on, asserted by each plugin for each handle struct.
#define PRISM_HANDLE_LAYOUT(Handle)                                            \
  static_assert(std::is_standard_layout_v<Handle> &&                           \
                    offsetof(Handle, magic) == 0,                              \
                #Handle " must begin with its magic tag")

#endif // PRISM_PLUGINS_COMMON_HANDLE_MAGIC_H

//===- stream_lines.cpp - The lines of a hierarchical kernel's streams ----===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// See sycl/detail/stream_lines.hpp.
//
//===----------------------------------------------------------------------===//
#include "error_conversion.h"
#include "queue_impl.h"

#include "core/commands.h"
#include "core/event.h"
#include "sycl/detail/stream_lines.hpp"
#include "sycl/handler.hpp"

#include <cstddef>
#include <cstring>
#include <new>
#include <variant>
#include <vector>

namespace sycl {

namespace {

/// Where the lines of a stream found in a kernel functor go.
struct stream_slot {
  size_t At;    // the stream_work_item_lines' offset in the functor
  size_t Bytes; // its lines
};

/// The streams in Size bytes of a functor, found by their tag: streams are
/// 8-aligned, like accessors (see buffer_binding::bindAccessors).
std::vector<stream_slot> findStreams(const unsigned char *Bytes, size_t Size,
                                     size_t WorkItems) {
  using detail::stream_work_item_lines;
  std::vector<stream_slot> Slots;
  for (size_t At = 0; At + sizeof(stream_work_item_lines) <= Size;
       At += alignof(stream_work_item_lines)) {
    unsigned long long Tag, Stride;
    std::memcpy(&Tag, Bytes + At + offsetof(stream_work_item_lines, Tag),
                sizeof(Tag));
    if (Tag != detail::stream_lines_tag)
      continue;
    std::memcpy(&Stride, Bytes + At + offsetof(stream_work_item_lines, Stride),
                sizeof(Stride));
    Slots.push_back({At, static_cast<size_t>(Stride) * WorkItems});
  }
  return Slots;
}

} // namespace

void handler::give_streams_work_item_lines() {
  detail::kernel_command &Kernel = std::get<detail::kernel_command>(Command);
  unsigned char *Wrapper = Kernel.Wrapper.data();
  const std::vector<stream_slot> Slots =
      findStreams(Wrapper, Kernel.Wrapper.size(),
                  Kernel.Global[0] * Kernel.Global[1] * Kernel.Global[2]);
  size_t Bytes = 0;
  for (const stream_slot &Slot : Slots)
    Bytes += Slot.Bytes;
  if (Bytes == 0)
    return;
  try {
    std::shared_ptr<prism::Context> Context = Queue->context();
    auto *Lines = static_cast<char *>(Context->allocate(
        PRISM_USM_DEVICE, Bytes, sizeof(detail::stream_line_header),
        &Queue->device()));
    // Every line starts with a fresh header; what follows it is only read
    // once written.
    alignas(detail::stream_line_header) unsigned char
        Fresh[sizeof(detail::stream_line_header)] = {};
    new (Fresh) detail::stream_line_header();
    prism::EventRef Filled;
    try {
      Filled = prism::Fill{Lines, Fresh, sizeof(Fresh), Bytes}.submit(
          Queue->core(), {});
    } catch (...) {
      Context->free(Lines);
      throw;
    }
    Dependencies.push_back(Filled);
    // Freed once the kernel has finished (see queue::finish_submit), or at
    // once with the handler when the group is never submitted: after the
    // fill, which has then finished too.
    KeptAlive = std::shared_ptr<const void>(
        Lines, [Context, Filled](const void *Memory) {
          try {
            Filled->wait();
          } catch (const prism::Error &) {
            // The fill failed: the memory is free to go all the same.
          }
          Context->free(const_cast<void *>(Memory));
        });
    char *Next = Lines;
    for (const stream_slot &Slot : Slots) {
      std::memcpy(Wrapper + Slot.At +
                      offsetof(detail::stream_work_item_lines, Base),
                  &Next, sizeof(Next));
      Next += Slot.Bytes;
    }
  } catch (const prism::Error &Failure) {
    throw detail::toSyclException(Failure);
  }
}

} // namespace sycl

//===- sycl/detail/commands.hpp - The commands of a command group ---------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// A command group records one command, of one of the kinds below; the
// handler holds it as a `command`. libsycl submits each kind with a function
// of its own (runtime/sycl/commands.h), after binding the group's buffers.
//
// Adding a kind of command: its type here and in `command`, the handler
// function that records it, and its submit overload in
// runtime/sycl/commands.cpp (std::visit refuses to compile without it).
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_DETAIL_COMMANDS_HPP
#define SYCL_DETAIL_COMMANDS_HPP

#include "sycl/detail/forward.hpp"
#include "sycl/detail/std_function.hpp"

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <memory>
#include <variant>

namespace sycl {
namespace detail {

/// The part of a buffer an accessor names, in bytes and elements, for the
/// copies and fills of the handler.
struct buffer_region {
  const buffer_impl *Buffer = nullptr; // null: Pointer is plain memory
  void *Pointer = nullptr;
  size_t ElementSize = 0;
  int Dimensions = 1;
  size_t MemoryRange[3] = {1, 1, 1};
  size_t Offset[3] = {0, 0, 0};
  size_t Range[3] = {1, 1, 1};
  size_t elements() const { return Range[0] * Range[1] * Range[2]; }
};

/// Bytes a command carries by value (a kernel's wrapper, a fill's
/// pattern), inline up to InlineSize of them, so that the submission of an
/// ordinary kernel allocates nothing.
class payload {
public:
  static constexpr size_t InlineSize = 256;

  // User-provided, so that a command's value-initialization (variant's
  // emplace) does not zero the inline bytes first.
  payload() {}

  /// Copies the Count bytes at Bytes.
  void assign(const void *Bytes, size_t Count) {
    Size = Count;
    if (Count > InlineSize)
      Heap.reset(new unsigned char[Count]);
    std::memcpy(data(), Bytes, Count);
  }
  unsigned char *data() { return Heap ? Heap.get() : Inline; }
  const unsigned char *data() const { return Heap ? Heap.get() : Inline; }
  size_t size() const { return Size; }

private:
  size_t Size = 0;
  std::unique_ptr<unsigned char[]> Heap;
  alignas(16) unsigned char Inline[InlineSize];
};

/// A kernel launch: the kernel's host handle, its range in backend order
/// and its wrapper (the functor and its launch data), passed to the kernel
/// as its one argument.
struct kernel_command {
  kernel_command() {} // see payload()
  const void *KernelHandle = nullptr;
  unsigned Dimensions = 1;
  size_t Global[3] = {1, 1, 1};
  size_t Local[3] = {0, 0, 0}; // all zero: the backend chooses
  /// Where in the wrapper its specialization table is (SIZE_MAX: nowhere).
  size_t SpecializationTableOffset = SIZE_MAX;
  payload Wrapper;
};

/// handler::memcpy: Bytes from Source to Destination, host or USM memory.
struct memcpy_command {
  void *Destination = nullptr;
  const void *Source = nullptr;
  size_t Bytes = 0;
};

/// handler::copy: Source's elements, in order, to the start of Destination;
/// one side at least is an accessor's region of a buffer.
struct copy_command {
  buffer_region Source, Destination;
};

/// handler::fill and memset: every element of Destination (an accessor's
/// region, or plain USM memory) set to Pattern.
struct fill_command {
  fill_command() {} // see payload()
  buffer_region Destination;
  payload Pattern;
};

/// handler::host_task: Task runs on a host thread; the accessors it
/// captured are among its Size bytes at Captures.
struct host_task_command {
  std::function<void()> Task;
  void *Captures = nullptr;
  size_t Size = 0;
};

/// handler::prefetch and mem_advise: hints Prism's backends do not take, so
/// the command only orders.
struct usm_hint_command {};

/// handler::update_host: the group's requirement of the buffer (a read on
/// the host) brings its host copy up to date; nothing is left to do.
struct update_host_command {};

/// The command of a command group; std::monostate until one is recorded.
using command = std::variant<std::monostate, kernel_command, memcpy_command,
                             copy_command, fill_command, host_task_command,
                             usm_hint_command, update_host_command>;

} // namespace detail
} // namespace sycl

#endif // SYCL_DETAIL_COMMANDS_HPP

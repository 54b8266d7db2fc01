//===- buffer_binding.h - The buffers of one command ----------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Between recording a command group and enqueuing its command, the buffers
// it requires are locked, brought up to date where the command runs, and
// their addresses written into the accessors the command carries; once the
// command is enqueued its event is committed to each, and the locks go.
// Two accessors of one buffer (or of parts of one memory object) in a group
// count as one use with both modes.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_SYCL_BUFFER_BINDING_H
#define PRISM_SYCL_BUFFER_BINDING_H

#include "buffer_impl.h"

#include "core/memory_object.h"
#include "core/queue.h"
#include "sycl/handler.hpp"

#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace sycl {
namespace detail {

class buffer_binding {
public:
  /// Locks and acquires every buffer in Requirements for a command on Queue
  /// (OnHost: one that runs on the host); adds to Deps what the command
  /// must wait for. Throws prism::Error.
  buffer_binding(const std::vector<requirement> &Requirements,
                 const prism::QueueRef &Queue, bool OnHost,
                 std::vector<prism::EventRef> &Deps);

  /// Where the command finds Buffer's first byte.
  char *address(const buffer_impl *Buffer) const;
  /// Writes the addresses into the accessors inside Bytes (a kernel
  /// functor, a host task). Throws errc::kernel_argument naming the command
  /// (Describe) for an accessor of a buffer the command group did not
  /// require (a placeholder without handler::require, or an accessor of
  /// another command group).
  void bindAccessors(void *Bytes, size_t Size,
                     const std::function<std::string()> &Describe) const;
  /// The command is enqueued: Done orders the commands after it.
  void commit(const prism::EventRef &Done);

private:
  struct Use {
    std::shared_ptr<buffer_impl> Buffer;
    char *Address;
  };
  struct Object {
    prism::MemoryObject *Memory;
    prism::AccessMode Mode;
    char *Base;
    std::unique_lock<std::mutex> Lock;
  };
  std::vector<Use> Uses;
  std::vector<Object> Objects; // in address order, which is the lock order
};

} // namespace detail
} // namespace sycl

#endif // PRISM_SYCL_BUFFER_BINDING_H

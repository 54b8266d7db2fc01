//===- buffer_impl.h - What a sycl::buffer holds --------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// A view of Bytes at Offset of a core MemoryObject: the whole of it for a
// buffer, a part for a sub-buffer (which keeps its parent alive). The
// buffer that owns the memory writes its contents back, when it goes, to
// the host pointer it was made from or to set_final_data's.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_SYCL_BUFFER_IMPL_H
#define PRISM_SYCL_BUFFER_IMPL_H

#include "core/context.h"
#include "core/memory_object.h"
#include "sycl/buffer.hpp"

#include <cstddef>
#include <functional>
#include <memory>
#include <mutex>

namespace sycl {
namespace detail {

class buffer_impl : public std::enable_shared_from_this<buffer_impl> {
public:
  buffer_impl(prism::MemoryObjectRef Memory, size_t Offset, size_t Bytes,
              std::shared_ptr<buffer_impl> Parent, void *FinalData);
  /// Blocks until the commands using the buffer have finished, and writes
  /// back.
  ~buffer_impl();

  prism::MemoryObject &memory() const { return *Memory; }
  size_t offset() const { return Offset; }
  size_t bytes() const { return Bytes; }
  bool isSubBuffer() const { return Parent != nullptr; }
  bool coversMemory() const { return Offset == 0 && Bytes == Memory->size(); }
  void setFinalData(void *Destination) {
    FinalData = Destination;
    FinalWriter = nullptr;
  }
  /// The contents go to Writer (a smart pointer's memory, an iterator).
  void setFinalWriter(std::function<void(const void *)> Writer) {
    FinalData = nullptr;
    FinalWriter = std::move(Writer);
  }
  void keepHostData(std::shared_ptr<const void> Owner) {
    HostDataOwner = std::move(Owner);
  }
  /// Held while the contents are written back (property::buffer::use_mutex).
  void setHostMutex(std::mutex *Mutex) { HostMutex = Mutex; }
  /// The only context whose queues may use the buffer (null: any).
  void bindToContext(std::shared_ptr<prism::Context> Context) {
    BoundContext = std::move(Context);
  }
  const std::shared_ptr<prism::Context> &boundContext() const {
    return Parent ? Parent->boundContext() : BoundContext;
  }
  void setWriteBack(bool Flag) { WriteBack = Flag; }

private:
  prism::MemoryObjectRef Memory;
  size_t Offset;
  size_t Bytes;
  std::shared_ptr<buffer_impl> Parent;
  void *FinalData;
  std::function<void(const void *)> FinalWriter;
  std::mutex *HostMutex = nullptr;
  std::shared_ptr<prism::Context> BoundContext;
  std::shared_ptr<const void> HostDataOwner; // released after write-back
  bool WriteBack = true;
};

/// The buffer of an accessor, which the user's buffer object keeps alive
/// while the command group is recorded.
inline std::shared_ptr<buffer_impl> shared(const buffer_impl *Buffer) {
  return const_cast<buffer_impl *>(Buffer)->shared_from_this();
}

/// The core access mode of a SYCL accessor's.
prism::AccessMode coreMode(access_mode Mode, bool NoInit);

} // namespace detail
} // namespace sycl

#endif // PRISM_SYCL_BUFFER_IMPL_H

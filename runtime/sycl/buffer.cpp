//===- buffer.cpp - sycl::buffer and sycl::host_accessor ------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "buffer_impl.h"
#include "error_conversion.h"
#include "impl_access.h"

#include "core/logging.h"
#include "sycl/host_accessor.hpp"

#include <cstring>
#include <vector>

namespace sycl {
namespace detail {

buffer_impl::buffer_impl(prism::MemoryObjectRef Memory, size_t Offset,
                         size_t Bytes, std::shared_ptr<buffer_impl> Parent,
                         void *FinalData)
    : Memory(std::move(Memory)), Offset(Offset), Bytes(Bytes),
      Parent(std::move(Parent)), FinalData(FinalData) {}

buffer_impl::~buffer_impl() {
  try {
    if (Parent || !WriteBack || (!FinalData && !FinalWriter)) {
      Memory->waitIdle();
      return;
    }
    std::unique_lock<std::mutex> Guard;
    if (HostMutex)
      Guard = std::unique_lock<std::mutex>(*HostMutex);
    if (FinalData) {
      Memory->copyOut(FinalData, Offset, Bytes);
    } else {
      std::vector<unsigned char> Contents(Bytes);
      Memory->copyOut(Contents.data(), Offset, Bytes);
      FinalWriter(Contents.data());
    }
  } catch (const prism::Error &Failure) {
    prism::log().error("a buffer's last commands failed: {}", Failure.what());
  }
}

prism::AccessMode coreMode(access_mode Mode, bool NoInit) {
  switch (Mode) {
  case access_mode::read:
    return prism::AccessMode::Read;
  case access_mode::write:
    return NoInit ? prism::AccessMode::DiscardWrite : prism::AccessMode::Write;
  case access_mode::discard_write:
  case access_mode::discard_read_write:
    return prism::AccessMode::DiscardWrite;
  case access_mode::read_write:
  case access_mode::atomic:
    break;
  }
  return NoInit ? prism::AccessMode::DiscardWrite
                : prism::AccessMode::ReadWrite;
}

std::shared_ptr<buffer_impl> make_buffer(size_t Bytes, const void *Initial,
                                         void *HostMemory) {
  auto Memory = std::make_shared<prism::MemoryObject>(
      Bytes, HostMemory, /*HostCurrent=*/HostMemory != nullptr);
  if (Initial && Bytes) {
    std::unique_lock<std::mutex> Guard = Memory->lock();
    std::vector<prism::EventRef> Deps;
    std::memcpy(Memory->acquireOnHost(prism::AccessMode::DiscardWrite, Deps),
                Initial, Bytes);
    Memory->commit(prism::AccessMode::DiscardWrite, nullptr);
  }
  return std::make_shared<buffer_impl>(std::move(Memory), 0, Bytes, nullptr,
                                       HostMemory);
}

std::shared_ptr<buffer_impl>
make_sub_buffer(const std::shared_ptr<buffer_impl> &Parent, size_t ByteOffset,
                size_t Bytes) {
  if (ByteOffset + Bytes > Parent->bytes())
    throw_bad_sub_buffer("its offset and range reach outside its parent");
  return std::make_shared<buffer_impl>(
      std::shared_ptr<prism::MemoryObject>(Parent, &Parent->memory()),
      Parent->offset() + ByteOffset, Bytes, Parent, nullptr);
}

void set_final_data(buffer_impl &Buffer, void *Destination) {
  Buffer.setFinalData(Destination);
}

void set_final_writer(buffer_impl &Buffer,
                      std::function<void(const void *)> Writer) {
  Buffer.setFinalWriter(std::move(Writer));
}

void keep_host_data(buffer_impl &Buffer, std::shared_ptr<const void> HostData) {
  Buffer.keepHostData(std::move(HostData));
}

void set_host_mutex(buffer_impl &Buffer, std::mutex *Mutex) {
  Buffer.setHostMutex(Mutex);
}

void bind_to_context(buffer_impl &Buffer, const context &Context) {
  Buffer.bindToContext(impl_access::get(Context));
}

void set_write_back(buffer_impl &Buffer, bool WriteBack) {
  Buffer.setWriteBack(WriteBack);
}

bool is_sub_buffer(const buffer_impl &Buffer) { return Buffer.isSubBuffer(); }

void throw_size_mismatch(const char *What, size_t Have, size_t Want) {
  throw makeException(errc::invalid, std::string(What) + " (" +
                                         std::to_string(Want) + " asked, " +
                                         std::to_string(Have) + " there)");
}

void throw_bad_sub_buffer(const char *Why) {
  throw makeException(errc::invalid,
                      std::string("sycl::buffer: bad sub-buffer: ") + Why);
}

host_access::host_access(const buffer_impl *Source, access_mode Mode,
                         bool NoInit)
    : Buffer(shared(Source)) {
  prism::AccessMode Core = coreMode(Mode, NoInit && Buffer->coversMemory());
  prism::MemoryObject &Memory = Buffer->memory();
  std::vector<prism::EventRef> Deps;
  {
    std::unique_lock<std::mutex> Guard = Memory.lock();
    void *Base = Memory.acquireOnHost(Core, Deps);
    if (prism::completedByThisThread(Deps))
      throw makeException(
          errc::invalid,
          "sycl::host_accessor: this thread already holds a host_accessor "
          "to the same buffer that conflicts with this one (one of them "
          "writes); it would wait for itself forever: end the first one "
          "before making the second");
    Hold = prism::makePendingEvent();
    Memory.commit(Core, Hold);
    prism::noteCompletedByThisThread(Hold);
    Data = static_cast<char *>(Base) + Buffer->offset();
  }
  try {
    prism::waitAll(Deps);
  } catch (const prism::Error &Failure) {
    Hold->complete();
    throw toSyclException(Failure);
  }
}

host_access::~host_access() { Hold->complete(); }

} // namespace detail
} // namespace sycl

//===- buffer_binding.cpp - The buffers of one command --------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "buffer_binding.h"

#include "error_conversion.h"

#include "sycl/detail/accessor_slot.hpp"

#include <algorithm>
#include <cstring>

namespace sycl {
namespace detail {

namespace {

/// One use of an object that two accessors name.
prism::AccessMode merge(prism::AccessMode A, prism::AccessMode B) {
  bool ReadsOld = prism::readsOld(A) || prism::readsOld(B);
  bool Writes = prism::writes(A) || prism::writes(B);
  if (!Writes)
    return prism::AccessMode::Read;
  return ReadsOld ? prism::AccessMode::ReadWrite
                  : prism::AccessMode::DiscardWrite;
}

} // namespace

buffer_binding::buffer_binding(const std::vector<requirement> &Requirements,
                               const prism::QueueRef &Queue, bool OnHost,
                               std::vector<prism::EventRef> &Deps) {
  if (Requirements.empty())
    return;
  Uses.reserve(Requirements.size());
  Objects.reserve(Requirements.size());
  for (const requirement &R : Requirements) {
    std::shared_ptr<buffer_impl> Buffer = shared(R.Buffer);
    if (Buffer->boundContext() && Buffer->boundContext() != Queue->context())
      throw makeException(
          errc::invalid,
          "sycl::buffer: the buffer was made with "
          "property::buffer::context_bound for another context than the "
          "queue's: it cannot be used by this command group");
    prism::AccessMode Mode =
        coreMode(R.Mode, R.NoInit && Buffer->coversMemory());
    prism::MemoryObject *Memory = &Buffer->memory();
    auto Same = std::find_if(Objects.begin(), Objects.end(),
                             [&](const Object &O) { return O.Memory == Memory; });
    if (Same == Objects.end())
      Objects.push_back({Memory, Mode, nullptr, {}});
    else
      Same->Mode = merge(Same->Mode, Mode);
    if (std::none_of(Uses.begin(), Uses.end(), [&](const Use &U) {
          return U.Buffer == Buffer;
        }))
      Uses.push_back({std::move(Buffer), nullptr});
  }
  // One order for every submission, so that two cannot deadlock.
  std::sort(Objects.begin(), Objects.end(),
            [](const Object &A, const Object &B) { return A.Memory < B.Memory; });
  for (Object &O : Objects) {
    O.Lock = O.Memory->lock();
    O.Base = static_cast<char *>(
        OnHost ? O.Memory->acquireOnHost(O.Mode, Deps)
               : O.Memory->acquireOnDevice(Queue, O.Mode, Deps));
  }
  for (Use &U : Uses) {
    auto Owner = std::find_if(Objects.begin(), Objects.end(), [&](const Object &O) {
      return O.Memory == &U.Buffer->memory();
    });
    U.Address = Owner->Base + U.Buffer->offset();
  }
}

char *buffer_binding::address(const buffer_impl *Buffer) const {
  for (const Use &U : Uses)
    if (U.Buffer.get() == Buffer)
      return U.Address;
  return nullptr;
}

void buffer_binding::bindAccessors(
    void *Bytes, size_t Size,
    const std::function<std::string()> &Describe) const {
  // Accessors are 8-aligned inside the functor: look at each 8-byte step
  // for a slot (its buffer, then the tag) and fill in its Data.
  constexpr size_t Step = alignof(accessor_slot);
  auto *Base = static_cast<unsigned char *>(Bytes);
  for (size_t At = 0; At + sizeof(accessor_slot) <= Size; At += Step) {
    unsigned long long Tag;
    std::memcpy(&Tag, Base + At + offsetof(accessor_slot, Tag), sizeof(Tag));
    if (Tag != accessor_slot_tag)
      continue;
    const buffer_impl *Buffer;
    std::memcpy(&Buffer, Base + At + offsetof(accessor_slot, Buffer),
                sizeof(Buffer));
    if (!Buffer)
      continue; // a default-constructed accessor
    char *Address = address(Buffer);
    if (!Address)
      throw makeException(
          errc::kernel_argument,
          Describe() +
              " uses an accessor whose buffer its command group does not "
              "require: a placeholder accessor needs handler::require, and "
              "an accessor made with another command group's handler "
              "cannot be used here");
    std::memcpy(Base + At + offsetof(accessor_slot, Data), &Address,
                sizeof(Address));
  }
}

void buffer_binding::commit(const prism::EventRef &Done) {
  for (Object &O : Objects) {
    O.Memory->commit(O.Mode, Done);
    O.Lock.unlock();
  }
}

} // namespace detail
} // namespace sycl

//===- memory_object.cpp - Buffer memory and its dependency tracking ------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "memory_object.h"

#include "error.h"
#include "logging.h"

#include <algorithm>
#include <cstring>
#include <new>

namespace prism {

namespace {

/// Buffers hold any element type; 64 bytes covers the widest vector types
/// and a cache line.
constexpr size_t StorageAlignment = 64;

/// Reads that have completed no longer order anything: dropped once the
/// list grows, so that a buffer read many times between writes stays cheap.
void pruneCompleted(std::vector<EventRef> &Events) {
  if (Events.size() < 32)
    return;
  Events.erase(std::remove_if(Events.begin(), Events.end(),
                              [](const EventRef &E) {
                                return E->isReady() &&
                                       E->status() == PRISM_EVENT_COMPLETE;
                              }),
               Events.end());
}

} // namespace

MemoryObject::MemoryObject(size_t Size, void *HostStorage, bool HostCurrent)
    : Size(Size), Host(HostStorage), HostCurrent(HostCurrent && HostStorage) {}

MemoryObject::~MemoryObject() {
  try {
    waitIdle();
  } catch (const Error &Failure) {
    log().debug("a buffer's last commands failed: {}", Failure.what());
  }
  for (Copy &C : Copies) {
    try {
      C.Ctx->free(C.Ptr);
    } catch (const Error &Failure) {
      log().debug("freeing a buffer's device memory failed: {}",
                  Failure.what());
    }
  }
  if (OwnsHost)
    ::operator delete(Host, std::align_val_t(StorageAlignment));
}

bool MemoryObject::anyCurrent() const {
  return HostCurrent || std::any_of(Copies.begin(), Copies.end(),
                                    [](const Copy &C) { return C.Current; });
}

void *MemoryObject::hostCopy() {
  if (!Host) {
    Host = ::operator new(std::max<size_t>(Size, 1),
                          std::align_val_t(StorageAlignment));
    OwnsHost = true;
  }
  return Host;
}

MemoryObject::Copy &MemoryObject::copyFor(const QueueRef &Q) {
  auto It = std::find_if(Copies.begin(), Copies.end(),
                         [&](const Copy &C) { return C.Ctx == Q->context(); });
  if (It == Copies.end()) {
    const ContextRef &Ctx = Q->context();
    prism_usm_kind Kind =
        Ctx->devices().size() == 1 ? PRISM_USM_DEVICE : PRISM_USM_SHARED;
    Copy C;
    C.Ctx = Ctx;
    C.Ptr = Ctx->allocate(Kind, std::max<size_t>(Size, 1), StorageAlignment,
                          &Q->device());
    Copies.push_back(std::move(C));
    It = Copies.end() - 1;
  }
  It->LastQueue = Q;
  Acquired = static_cast<int>(It - Copies.begin());
  return *It;
}

void MemoryObject::addDependencies(AccessMode Mode,
                                   std::vector<EventRef> &Deps) const {
  if (LastWrite)
    Deps.push_back(LastWrite);
  if (writes(Mode))
    Deps.insert(Deps.end(), Reads.begin(), Reads.end());
}

void MemoryObject::bringToHost(std::vector<EventRef> &Deps) {
  auto Source = std::find_if(Copies.begin(), Copies.end(),
                             [](const Copy &C) { return C.Current; });
  std::vector<EventRef> After;
  if (LastWrite)
    After.push_back(LastWrite);
  EventRef Done =
      Source->LastQueue->memcpy(hostCopy(), Source->Ptr, Size, After);
  Reads.push_back(Done);
  Deps.push_back(Done);
  HostCurrent = true;
  HostFilled = Done;
}

void *MemoryObject::acquireOnDevice(const QueueRef &Q, AccessMode Mode,
                                    std::vector<EventRef> &Deps) {
  Copy &Target = copyFor(Q);
  if (!Target.Current && readsOld(Mode) && anyCurrent()) {
    std::vector<EventRef> After;
    if (!HostCurrent)
      bringToHost(After);
    if (LastWrite)
      After.push_back(LastWrite);
    EventRef Done = Q->memcpy(Target.Ptr, Host, Size, After);
    Reads.push_back(Done);
    Target.Current = true;
    Target.Filled = Done;
  }
  // A copy made current by a transfer is usable once the transfer is done,
  // also by the commands after the one that asked for it.
  if (Target.Filled)
    Deps.push_back(Target.Filled);
  addDependencies(Mode, Deps);
  return Target.Ptr;
}

void *MemoryObject::acquireOnHost(AccessMode Mode,
                                  std::vector<EventRef> &Deps) {
  Acquired = -1;
  if (!HostCurrent && readsOld(Mode) && anyCurrent())
    bringToHost(Deps);
  else if (HostFilled)
    Deps.push_back(HostFilled);
  addDependencies(Mode, Deps);
  return hostCopy();
}

void MemoryObject::commit(AccessMode Mode, const EventRef &Done) {
  if (!writes(Mode)) {
    pruneCompleted(Reads);
    Reads.push_back(Done);
    if (Acquired < 0 && !anyCurrent())
      HostCurrent = true; // read of contents never written: any will do
    return;
  }
  // The writer waited for every transfer: what it wrote is ready with it.
  LastWrite = Done;
  Reads.clear();
  HostCurrent = Acquired < 0;
  HostFilled = nullptr;
  for (size_t I = 0; I < Copies.size(); ++I) {
    Copies[I].Current = static_cast<int>(I) == Acquired;
    Copies[I].Filled = nullptr;
  }
}

void MemoryObject::copyOut(void *Destination, size_t Offset, size_t Bytes) {
  std::unique_lock<std::mutex> Guard(Lock);
  std::vector<EventRef> Deps;
  addDependencies(AccessMode::ReadWrite, Deps);
  if (!HostCurrent) {
    auto Source = std::find_if(Copies.begin(), Copies.end(),
                               [](const Copy &C) { return C.Current; });
    if (Source == Copies.end())
      return; // never written: nothing to copy
    // Straight to the destination, not through the host copy.
    Source->LastQueue
        ->memcpy(Destination, static_cast<char *>(Source->Ptr) + Offset, Bytes,
                 Deps)
        ->wait();
    return;
  }
  waitAll(Deps);
  if (Destination != static_cast<char *>(Host) + Offset)
    std::memcpy(Destination, static_cast<char *>(Host) + Offset, Bytes);
}

void MemoryObject::waitIdle() {
  std::vector<EventRef> Deps;
  {
    std::unique_lock<std::mutex> Guard(Lock);
    addDependencies(AccessMode::ReadWrite, Deps);
  }
  waitAll(Deps);
}

} // namespace prism

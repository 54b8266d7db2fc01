//===- memory_object.h - Buffer memory and its dependency tracking --------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The memory behind a SYCL buffer: one copy on the host and one per context
// that used it, with which of them hold the current contents, and the
// events of the commands that last wrote it and have read it since. From
// those, a new command learns what it must wait for (read after write,
// write after read, write after write) and which copy to bring up to date
// before it runs: data moves only when a command needs it where it is not
// current. One copy per context: a context of one device gets device
// memory, a context of several gets shared USM that all of them can use.
//
// A submission locks every object it uses (in address order, so that two
// submissions cannot deadlock), acquires each, enqueues its command, and
// commits the command's event to each before unlocking, so that submissions
// from many threads see one order.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_CORE_MEMORY_OBJECT_H
#define PRISM_CORE_MEMORY_OBJECT_H

#include "context.h"
#include "event.h"
#include "queue.h"

#include <cstddef>
#include <memory>
#include <mutex>
#include <vector>

namespace prism {

enum class AccessMode {
  Read,
  Write, // keeps what it does not overwrite
  ReadWrite,
  DiscardWrite, // no_init: the old contents are not needed
};

class MemoryObject {
public:
  /// Size bytes. HostStorage, when not null, is the host copy the object
  /// uses (the user's pointer), current when HostCurrent; without it, host
  /// memory is allocated when first needed.
  MemoryObject(size_t Size, void *HostStorage, bool HostCurrent);
  /// Waits for the commands still using the object, then frees its memory.
  ~MemoryObject();
  MemoryObject(const MemoryObject &) = delete;
  MemoryObject &operator=(const MemoryObject &) = delete;

  size_t size() const { return Size; }
  std::unique_lock<std::mutex> lock() { return std::unique_lock(Lock); }

  /// With the lock held: a command on Q will access the object in Mode.
  /// Adds to Deps what it must wait for (including the copies that bring
  /// its context's copy up to date, enqueued here) and returns that copy's
  /// address. Throws Error(OutOfMemory) and the errors of the copies.
  void *acquireOnDevice(const QueueRef &Q, AccessMode Mode,
                        std::vector<EventRef> &Deps);
  /// The same for a command that runs on the host (a host task, a host
  /// accessor): returns the host copy's address.
  void *acquireOnHost(AccessMode Mode, std::vector<EventRef> &Deps);
  /// With the lock held, after acquire: the command's event.
  void commit(AccessMode Mode, const EventRef &Done);

  /// Waits until every command using the object has finished, then copies
  /// its current contents to Destination (Bytes from Offset). For a
  /// buffer's write-back; a no-op when Destination is the host copy and it
  /// is current.
  void copyOut(void *Destination, size_t Offset, size_t Bytes);
  /// Waits until every command using the object has finished.
  void waitIdle();

private:
  /// One context's copy.
  struct Copy {
    ContextRef Ctx;
    void *Ptr = nullptr;
    bool Current = false;
    EventRef Filled;    // the copy that made it current, since the last write
    QueueRef LastQueue; // to copy it out with
  };
  Copy &copyFor(const QueueRef &Q);
  void *hostCopy();
  /// Enqueues what makes the host copy current; adds the events to Deps.
  void bringToHost(std::vector<EventRef> &Deps);
  void addDependencies(AccessMode Mode, std::vector<EventRef> &Deps) const;

  size_t Size;
  void *Host;
  bool OwnsHost = false;
  bool HostCurrent;
  EventRef HostFilled; // the copy that made the host copy current
  std::vector<Copy> Copies;
  bool anyCurrent() const;

  EventRef LastWrite;
  std::vector<EventRef> Reads; // since LastWrite, copies included
  // Where the command between acquire and commit runs: a copy's index, or
  // -1 for the host.
  int Acquired = -1;
  std::mutex Lock;
};

using MemoryObjectRef = std::shared_ptr<MemoryObject>;

inline bool readsOld(AccessMode Mode) {
  return Mode != AccessMode::DiscardWrite;
}
inline bool writes(AccessMode Mode) { return Mode != AccessMode::Read; }

} // namespace prism

#endif // PRISM_CORE_MEMORY_OBJECT_H

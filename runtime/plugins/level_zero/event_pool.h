//===- event_pool.h - A context's Level Zero events, pooled and reused ----===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Creating an event pool per command is slow, so a context keeps pools of
// PoolCapacity events each (host-visible, with kernel timestamps for
// profiling) and hands out their events one at a time. An event is counted:
// the prism_event the caller holds is one reference, a command still to run
// that waits for it another. When the last goes, the event is retired; it
// is reset and handed out again once it has been signalled, so a command
// still in flight never finds its event reused.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_PLUGINS_LEVEL_ZERO_EVENT_POOL_H
#define PRISM_PLUGINS_LEVEL_ZERO_EVENT_POOL_H

#include "ze_api_table.h"

#include "prism/plugin.h"

#include <cstdint>
#include <deque>
#include <mutex>
#include <vector>

namespace prism::level_zero {

struct EventSlot {
  ze_event_handle_t handle = nullptr;
  uint32_t references = 0; // guarded by the pool's mutex
};

class EventPool {
public:
  static constexpr uint32_t PoolCapacity = 64;

  // The context and devices whose commands signal and wait for the events.
  void setUp(ze_context_handle_t context,
             std::vector<ze_device_handle_t> devices);
  // An unsignalled event with one reference; a failure is reported with
  // fail().
  prism_result acquire(EventSlot *&slot);
  void retain(EventSlot *slot);
  // Drops a reference; at the last, the event waits to be signalled before
  // it is reused.
  void release(EventSlot *slot);
  // Drops the last reference of an event no command will signal (its
  // append failed): it is reset and reusable at once.
  void discard(EventSlot *slot);
  // Destroys every event and pool; the context goes next.
  void destroy();

private:
  prism_result grow();
  bool takeSignalled(EventSlot *&slot);

  std::mutex mutex;
  ze_context_handle_t context = nullptr;
  std::vector<ze_device_handle_t> devices;
  std::vector<ze_event_pool_handle_t> pools;
  std::deque<EventSlot> slots; // stable addresses
  std::vector<EventSlot *> unused;
  std::vector<EventSlot *> retired;
};

} // namespace prism::level_zero

#endif // PRISM_PLUGINS_LEVEL_ZERO_EVENT_POOL_H

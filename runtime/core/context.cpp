//===- context.cpp - Contexts and USM allocations -------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Every allocation is recorded by base address so that a free of a pointer
// the context never handed out is an error instead of a backend crash, and
// so that the SYCL layer can ask which kind of memory a pointer is.
//
//===----------------------------------------------------------------------===//
#include "context.h"

#include "error.h"
#include "logging.h"
#include "plugin.h"
#include "built_programs.h"
#include "runtime.h"
#include "usm_kind.h"

#include <algorithm>
#include <cinttypes>
#include <cstdio>

namespace prism {

namespace {

std::string pointerText(const void *Ptr) {
  char Text[32];
  std::snprintf(Text, sizeof(Text), "0x%" PRIxPTR,
                reinterpret_cast<uintptr_t>(Ptr));
  return Text;
}

std::vector<prism_device> handlesOf(const std::vector<Device *> &Devices) {
  if (Devices.empty())
    throw Error(ErrorKind::InvalidValue, "a context needs at least one device");
  std::vector<prism_device> Handles;
  for (Device *D : Devices) {
    if (&D->plugin() != &Devices.front()->plugin())
      throw Error(ErrorKind::InvalidValue,
                  "a context cannot hold devices of two backends ('" +
                      Devices.front()->name() + "' of " +
                      Devices.front()->backend() + " and '" + D->name() +
                      "' of " + D->backend() + ")");
    Handles.push_back(D->handle());
  }
  return Handles;
}

} // namespace

Context::Context(const std::vector<Device *> &Devices) : Devices(Devices) {
  std::vector<prism_device> Handles = handlesOf(Devices);
  plugin().check(
      plugin().api().context_create(static_cast<uint32_t>(Handles.size()),
                                    Handles.data(), &Handle),
      "creating a context");
}

Context::~Context() {
  Runtime::get().programs().forgetContext(Handle);
  const prism_plugin_api &Api = plugin().api();
  for (auto &[Base, A] : Allocations) {
    log().debug("context released with {} bytes of {} memory at {} still "
                "allocated; freeing it",
                A.Size, usmKindName(A.Kind), pointerText(A.Base));
    if (Api.usm_free(Handle, A.Base) != PRISM_SUCCESS)
      log().debug("freeing {} failed: {}", pointerText(A.Base),
                  plugin().lastError());
  }
  if (Api.context_release(Handle) != PRISM_SUCCESS)
    log().debug("releasing a context failed: {}", plugin().lastError());
}

Plugin &Context::plugin() const { return Devices.front()->plugin(); }

void *Context::allocate(prism_usm_kind Kind, size_t Size, size_t Alignment,
                        Device *Dev) {
  if (Kind != PRISM_USM_HOST && Kind != PRISM_USM_DEVICE &&
      Kind != PRISM_USM_SHARED)
    throw Error(ErrorKind::InvalidValue,
                "unknown USM allocation kind " +
                    std::to_string(static_cast<int>(Kind)));
  if (Alignment & (Alignment - 1))
    throw Error(ErrorKind::InvalidValue, "USM alignment " +
                                             std::to_string(Alignment) +
                                             " is not a power of two");
  if (Kind == PRISM_USM_HOST) {
    Dev = nullptr;
  } else {
    if (!Dev)
      throw Error(ErrorKind::InvalidValue, std::string("a ") +
                                               usmKindName(Kind) +
                                               " allocation needs a device");
    if (std::find(Devices.begin(), Devices.end(), Dev) == Devices.end())
      throw Error(ErrorKind::InvalidValue,
                  "device '" + Dev->name() + "' is not in this context");
  }
  if (Size == 0)
    return nullptr;

  void *Ptr = nullptr;
  std::string What = std::string("allocating ") + std::to_string(Size) +
                     " bytes of " + usmKindName(Kind) + " memory";
  plugin().check(plugin().api().usm_alloc(Handle, Dev ? Dev->handle() : nullptr,
                                          Kind, Size, Alignment, &Ptr),
                 What.c_str());
  if (!Ptr)
    throw Error(ErrorKind::OutOfMemory,
                What + ": the backend returned a null pointer");
  std::lock_guard<std::mutex> Guard(Lock);
  Allocations[static_cast<const char *>(Ptr)] =
      Allocation{Ptr, Size, Kind, Dev};
  return Ptr;
}

void Context::free(void *Ptr) {
  if (!Ptr)
    return;
  {
    std::lock_guard<std::mutex> Guard(Lock);
    auto It = Allocations.find(static_cast<const char *>(Ptr));
    if (It == Allocations.end()) {
      const Allocation *Inside = nullptr;
      auto After = Allocations.upper_bound(static_cast<const char *>(Ptr));
      if (After != Allocations.begin()) {
        const Allocation &Before = std::prev(After)->second;
        if (static_cast<const char *>(Ptr) <
            static_cast<const char *>(Before.Base) + Before.Size)
          Inside = &Before;
      }
      throw Error(ErrorKind::InvalidValue,
                  "freeing " + pointerText(Ptr) +
                      (Inside ? ", which points inside the allocation at " +
                                    pointerText(Inside->Base) +
                                    " rather than at its start"
                              : ", which this context did not allocate"));
    }
    Allocations.erase(It);
  }
  plugin().check(plugin().api().usm_free(Handle, Ptr), "freeing USM memory");
}

void Context::registerHost(void *Ptr, size_t Size) {
  plugin().check(plugin().api().usm_host_register(Handle, Ptr, Size),
                 "registering host memory");
}

void Context::unregisterHost(void *Ptr) {
  plugin().check(plugin().api().usm_host_unregister(Handle, Ptr),
                 "unregistering host memory");
}

ContextRef defaultContext(Device &Dev) {
  // Created after the Runtime (which reaching a Device needs), so destroyed
  // before it: contexts go before their plugins.
  static std::mutex Lock;
  static std::map<Platform *, ContextRef> Contexts;
  std::lock_guard<std::mutex> Guard(Lock);
  ContextRef &Ctx = Contexts[&Dev.platform()];
  if (!Ctx) {
    const std::vector<Device *> &Visible = Runtime::get().visibleDevices();
    std::vector<Device *> Devices;
    for (Device *D : Dev.platform().devices())
      if (std::find(Visible.begin(), Visible.end(), D) != Visible.end())
        Devices.push_back(D);
    Ctx = std::make_shared<Context>(Devices);
  }
  return Ctx;
}

const Allocation *Context::find(const void *Ptr) const {
  std::lock_guard<std::mutex> Guard(Lock);
  auto After = Allocations.upper_bound(static_cast<const char *>(Ptr));
  if (After == Allocations.begin())
    return nullptr;
  const Allocation &Candidate = std::prev(After)->second;
  if (static_cast<const char *>(Ptr) >=
      static_cast<const char *>(Candidate.Base) + Candidate.Size)
    return nullptr;
  return &Candidate;
}

} // namespace prism

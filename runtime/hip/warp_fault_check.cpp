//===- warp_fault_check.cpp - Launches that check the warp-fault record ---===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Off NVIDIA, the warp functions record the first call that names lanes the
// device's warp lacks in the image's variable PRISM_HIP_WARP_FAULT_SYMBOL
// (prism/hip_warp_fault.h), for code written for 32-lane warps that runs on
// a narrower one (PoCL's warp is one lane). Where the warp is narrower than
// 32 lanes, a launch of a kernel whose image has the variable is followed by
// a copy of the record and a host task that reads it: a set record fails the
// launch through the stream's asynchronous errors, as a kernel fault does
// (hipErrorLaunchFailure at the next synchronisation, sticky). The record is
// cleared before the image's next launch after a reported fault. On 32-lane
// warps (NVIDIA) a launch is Queue::launch and nothing more.
//
//===----------------------------------------------------------------------===//
#include "warp_fault_check.h"

#include "core/context.h"
#include "core/device.h"
#include "core/error.h"
#include "core/kernel_name.h"
#include "core/built_programs.h"
#include "core/registry.h"
#include "core/runtime.h"

#include "prism/hip_warp_fault.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <cstdio>
#include <iterator>
#include <map>
#include <memory>
#include <mutex>

namespace prism::hip {

namespace {

using RecordWords = std::array<uint32_t, PRISM_HIP_WARP_FAULT_WORDS>;

/// An image's warp-fault record on one device.
struct WarpFaultRecord {
  void *Address = nullptr;
  /// Set when a fault was reported, so that the next launch clears it.
  std::atomic<bool> Reported{false};
};

/// What a launch checks: the kernel's name and its image's record.
struct CheckedKernel {
  std::string Name; // demangled, for messages
  std::shared_ptr<WarpFaultRecord> Record;
};

bool hasNarrowWarps(const Device &Dev) {
  if (Dev.backend() == "cuda")
    return false;
  std::vector<uint32_t> Sizes = Dev.subGroupSizes();
  return Sizes.empty() || *std::max_element(Sizes.begin(), Sizes.end()) < 32;
}

/// The record of the kernel's image on Dev, when the image has one; looked
/// up once per image and device.
std::shared_ptr<WarpFaultRecord> recordOf(Device &Dev,
                                          const RegisteredKernel &K) {
  static std::mutex Lock;
  static std::map<std::pair<uint64_t, const Device *>,
                  std::shared_ptr<WarpFaultRecord>>
      Records;
  std::lock_guard<std::mutex> Guard(Lock);
  auto [Found, Inserted] = Records.try_emplace({K.Module->Id, &Dev});
  if (!Inserted)
    return Found->second;
  RegisteredSymbol Symbol{RegisteredVariable{nullptr,
                                             PRISM_HIP_WARP_FAULT_SYMBOL,
                                             sizeof(RecordWords), false},
                          K.Module};
  try {
    auto Record = std::make_shared<WarpFaultRecord>();
    Record->Address =
        Runtime::get().programs().variable(*defaultContext(Dev), Dev, Symbol);
    Found->second = std::move(Record);
  } catch (const Error &) {
    // An image without warp functions has no record.
  }
  return Found->second;
}

/// The kernel as a launch on Dev checks it; null where nothing is checked.
const CheckedKernel *checkedKernel(const void *HostFunction, Device &Dev) {
  static std::mutex Lock;
  static std::map<std::pair<const void *, const Device *>,
                  std::unique_ptr<CheckedKernel>>
      Kernels;
  {
    std::lock_guard<std::mutex> Guard(Lock);
    auto Found = Kernels.find({HostFunction, &Dev});
    if (Found != Kernels.end())
      return Found->second.get();
  }
  RegisteredKernel K = Runtime::get().registry().lookup(HostFunction);
  std::shared_ptr<WarpFaultRecord> Record = recordOf(Dev, K);
  std::unique_ptr<CheckedKernel> Checked;
  if (Record)
    Checked.reset(new CheckedKernel{demangleKernelName(K.Name), Record});
  std::lock_guard<std::mutex> Guard(Lock);
  return Kernels.try_emplace({HostFunction, &Dev}, std::move(Checked))
      .first->second.get();
}

const char *callName(uint32_t Call) {
  static const char *const Names[] = {
      "a warp function", "__shfl_sync",
      "__shfl_up_sync",  "__shfl_down_sync",
      "__shfl_xor_sync", "__ballot_sync",
      "__any_sync",      "__all_sync",
      "__syncwarp",      "a warp or tile reduction",
      "tiled_partition", "__match_any_sync or __match_all_sync"};
  return Call < std::size(Names) ? Names[Call] : Names[0];
}

/// What the record's operand was, as "its ... reaches lanes".
std::string operandText(uint32_t Operand, uint32_t Value) {
  switch (Operand) {
  case PRISM_HIP_WARP_OPERAND_MASK: {
    char Hex[16];
    std::snprintf(Hex, sizeof Hex, "0x%08x", Value);
    return std::string("its mask ") + Hex + " names lanes";
  }
  case PRISM_HIP_WARP_OPERAND_LANE:
    return "its source lane " + std::to_string(Value) + " is";
  case PRISM_HIP_WARP_OPERAND_DELTA:
    return "its delta of " + std::to_string(Value) + " lanes reaches";
  case PRISM_HIP_WARP_OPERAND_LANE_MASK:
    return "its lane mask " + std::to_string(Value) + " reaches";
  case PRISM_HIP_WARP_OPERAND_WIDTH:
    return "its width of " + std::to_string(Value) + " lanes reaches";
  default:
    return "a tile of " + std::to_string(Value) + " threads reaches";
  }
}

std::string faultMessage(const std::string &Kernel, const RecordWords &R) {
  auto Triple = [&](int First) {
    return "(" + std::to_string(R[First]) + "," + std::to_string(R[First + 1]) +
           "," + std::to_string(R[First + 2]) + ")";
  };
  const uint32_t Code = R[PRISM_HIP_WARP_FAULT_CODE];
  const std::string Warp = std::to_string(R[PRISM_HIP_WARP_FAULT_WARP]);
  return std::string(callName(Code >> 8)) + " in kernel '" + Kernel +
         "' (block " + Triple(PRISM_HIP_WARP_FAULT_BLOCK) + ", thread " +
         Triple(PRISM_HIP_WARP_FAULT_THREAD) +
         "): " + operandText(Code & 0xff, R[PRISM_HIP_WARP_FAULT_VALUE]) +
         " beyond the device's warp of " + Warp +
         " lane(s): the kernel assumes a wider warp than this device's "
         "(warpSize " +
         Warp + ")";
}

} // namespace

EventRef launchCheckingWarps(Queue &Q, const KernelLaunch &Launch,
                             const std::vector<EventRef> &Deps) {
  // A device's warps do not change: decided once per device.
  thread_local const Device *LastDevice = nullptr;
  thread_local bool LastNarrow = false;
  if (&Q.device() != LastDevice) {
    LastDevice = &Q.device();
    LastNarrow = hasNarrowWarps(Q.device());
  }
  const CheckedKernel *Checked =
      LastNarrow ? checkedKernel(Launch.Kernel, Q.device()) : nullptr;
  if (!Checked)
    return Launch.submit(Q, Deps);

  WarpFaultRecord &Record = *Checked->Record;
  std::vector<EventRef> Before = Deps;
  if (Record.Reported.exchange(false)) {
    static const uint32_t Zero = 0;
    Before = {
        Fill{Record.Address, &Zero, sizeof Zero, sizeof(RecordWords)}.submit(
            Q, Deps)};
  }
  KernelLaunch Checking = Launch;
  Checking.Use = Queue::EventUse::Wanted;
  EventRef Launched = Checking.submit(Q, Before);
  auto Words = std::make_shared<RecordWords>();
  EventRef Copied =
      Copy{Words->data(), Record.Address, sizeof(RecordWords)}.submit(
          Q, {Launched});
  return HostTask{[Words, Checked] {
           if (!(*Words)[PRISM_HIP_WARP_FAULT_CODE])
             return;
           Checked->Record->Reported = true;
           throw Error(ErrorKind::LaunchFailed,
                       faultMessage(Checked->Name, *Words));
         }}
      .submit(Q, {Copied});
}

} // namespace prism::hip

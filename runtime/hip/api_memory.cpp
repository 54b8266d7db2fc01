//===- api_memory.cpp - Allocation, copies, fills, pointer queries --------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// hipMalloc is device USM, hipMallocManaged shared USM and hipHostMalloc
// host USM, all in the device's default context (shared with libsycl).
// Copies and fills are commands of a stream (the null stream for the
// synchronous forms, which then wait for them). hipHostRegister has the
// backend pin and map the range where it must (CUDA) and checks that the
// device reaches host memory where nothing needs doing (PoCL).
//
//===----------------------------------------------------------------------===//
#include "device_state.h"
#include "hip_error.h"
#include "hip_stream.h"
#include "memory_checks.h"
#include "memory_copy.h"
#include "stream_capture.h"

#include "core/commands.h"

#include <algorithm>
#include <cinttypes>
#include <cstdio>
#include <cstring>
#include <exception>
#include <map>
#include <mutex>
#include <vector>

using namespace prism;
using namespace prism::hip;

namespace prism::hip {

namespace {

/// HIP aligns allocations to 256 bytes; a device that cannot (OpenCL SVM
/// allows no more than its base address alignment) gives what it can.
constexpr size_t AllocationAlignment = 256;

size_t alignmentOn(const Device &Dev) {
  return std::min<size_t>(AllocationAlignment,
                          Dev.info<PRISM_DEVICE_INFO_MEM_BASE_ADDR_ALIGN>());
}

std::mutex RegisteredLock;
/// What hipHostRegister registered: its size, and the device current then
/// (whose context it was registered with, and whose reset unregisters it).
struct RegisteredRange {
  size_t Size;
  DeviceState *Owner;
};
std::map<const char *, RegisteredRange> Registered; // by base
// Device variables whose addresses the program asked for, base -> size.
std::map<const char *, size_t> Variables;

size_t sizeOf(size_t Size) { return Size; }
size_t sizeOf(const RegisteredRange &Range) { return Range.Size; }

/// Whether Size bytes at Ptr lie inside one of Ranges (by base).
template <typename Range>
bool inRanges(const std::map<const char *, Range> &Ranges, const void *Ptr,
              size_t Size) {
  const char *Begin = static_cast<const char *>(Ptr);
  auto After = Ranges.upper_bound(Begin);
  if (After == Ranges.begin())
    return false;
  auto It = std::prev(After);
  const size_t Length = sizeOf(It->second);
  return Size <= Length &&
         Begin - It->first <= static_cast<std::ptrdiff_t>(Length - Size);
}

} // namespace

std::string pointerText(const void *Ptr) {
  char Text[32];
  std::snprintf(Text, sizeof Text, "0x%" PRIxPTR,
                reinterpret_cast<uintptr_t>(Ptr));
  return Text;
}

bool isRegisteredHostMemory(const void *Ptr, size_t Size) {
  std::lock_guard<std::mutex> Guard(RegisteredLock);
  return inRanges(Registered, Ptr, Size);
}

void unregisterHostMemory(const DeviceState &Owner) {
  std::vector<const char *> Bases;
  {
    std::lock_guard<std::mutex> Guard(RegisteredLock);
    for (auto It = Registered.begin(); It != Registered.end();) {
      if (It->second.Owner == &Owner) {
        Bases.push_back(It->first);
        It = Registered.erase(It);
      } else {
        ++It;
      }
    }
  }
  // Each range is tried; the first refusal is thrown.
  std::exception_ptr FirstFailure;
  for (const char *Base : Bases) {
    try {
      Owner.context()->unregisterHost(const_cast<char *>(Base));
    } catch (const std::exception &) {
      if (!FirstFailure)
        FirstFailure = std::current_exception();
    }
  }
  if (FirstFailure)
    std::rethrow_exception(FirstFailure);
}

void noteDeviceVariable(const void *Address, size_t Size) {
  std::lock_guard<std::mutex> Guard(RegisteredLock);
  Variables[static_cast<const char *>(Address)] = Size;
}

bool isDeviceVariable(const void *Ptr, size_t Size) {
  std::lock_guard<std::mutex> Guard(RegisteredLock);
  return inRanges(Variables, Ptr, Size);
}

void checkDeviceMemory(const char *Role, const void *Ptr, size_t Size) {
  require(Ptr, std::string("the ") + Role + " pointer is null");
  const Allocation *A = nullptr;
  if (!deviceOwning(Ptr, &A)) {
    if (isRegisteredHostMemory(Ptr, Size) || isDeviceVariable(Ptr, Size))
      return;
    throw ApiError(hipErrorInvalidValue,
                   std::string("the ") + Role + " pointer " + pointerText(Ptr) +
                       " is not memory from hipMalloc, hipMallocManaged, "
                       "hipHostMalloc, hipHostRegister or hipGetSymbolAddress "
                       "(freed already, or past its end?)");
  }
  const size_t Offset =
      static_cast<const char *>(Ptr) - static_cast<const char *>(A->Base);
  if (Size > A->Size - Offset)
    throw ApiError(hipErrorInvalidValue,
                   std::to_string(Size) + " bytes at the " + Role + " " +
                       pointerText(Ptr) + " run past the end of its " +
                       std::to_string(A->Size) + "-byte allocation at " +
                       pointerText(A->Base));
}

} // namespace prism::hip

namespace {

void *allocate(prism_usm_kind Kind, size_t Size) {
  DeviceState &State = currentDevice();
  Device &Dev = State.device();
  if (Kind != PRISM_USM_HOST) {
    const uint64_t Limit = std::min<uint64_t>(
        Dev.globalMemSize(), Dev.info<PRISM_DEVICE_INFO_MAX_MEM_ALLOC_SIZE>());
    if (Size > Limit)
      throw ApiError(hipErrorOutOfMemory,
                     "allocating " + std::to_string(Size) + " bytes on '" +
                         Dev.name() + "', which allocates at most " +
                         std::to_string(Limit) + " bytes at once");
  }
  void *Ptr = State.context()->allocate(
      Kind, Size, alignmentOn(Dev), Kind == PRISM_USM_HOST ? nullptr : &Dev);
  if (Ptr)
    State.noteAllocation(Ptr, Size, Kind);
  return Ptr;
}

hipError_t allocateInto(void **Ptr, prism_usm_kind Kind, size_t Size) {
  require(Ptr, "null pointer output");
  *Ptr = nullptr;
  *Ptr = allocate(Kind, Size);
  return hipSuccess;
}

/// Frees memory from any of the allocation functions (or libsycl's), after
/// the device's work is done with it (hipFree synchronises, as in HIP).
hipError_t release(void *Ptr) {
  if (!Ptr)
    return hipSuccess;
  const Allocation *A = nullptr;
  DeviceState *Owner = deviceOwning(Ptr, &A);
  if (!Owner || A->Base != Ptr)
    throw ApiError(hipErrorInvalidValue,
                   "freeing " + pointerText(Ptr) +
                       (Owner ? ", which points inside the allocation at " +
                                    pointerText(A->Base)
                              : ", which the HIP runtime did not allocate "
                                "(or freed already, by hipFree or "
                                "hipDeviceReset)"));
  Owner->synchronize();
  // A host allocation is noted on the device current when it was made.
  for (DeviceState *State : devices())
    if (State->forgetAllocation(Ptr))
      break;
  Owner->context()->free(Ptr);
  return hipSuccess;
}

bool isValidKind(hipMemcpyKind Kind) {
  return Kind >= hipMemcpyHostToHost && Kind <= hipMemcpyDefault;
}

} // namespace

void prism::hip::checkCopy(void *Dst, size_t DstSize, const void *Src,
                           size_t SrcSize, hipMemcpyKind Kind) {
  if (!isValidKind(Kind))
    throw ApiError(hipErrorInvalidMemcpyDirection,
                   "unknown hipMemcpyKind " + std::to_string(Kind));
  require(Dst && Src, "null destination or source");
  const bool DstOnDevice =
      Kind == hipMemcpyHostToDevice || Kind == hipMemcpyDeviceToDevice;
  const bool SrcOnDevice =
      Kind == hipMemcpyDeviceToHost || Kind == hipMemcpyDeviceToDevice;
  if (DstOnDevice || (Kind == hipMemcpyDefault && deviceOwning(Dst)))
    checkDeviceMemory("destination", Dst, DstSize);
  if (SrcOnDevice || (Kind == hipMemcpyDefault && deviceOwning(Src)))
    checkDeviceMemory("source", Src, SrcSize);
}

namespace {

void waitForLast(Stream &S) {
  if (EventRef Done = S.last())
    Done->wait();
}

} // namespace

hipError_t prism::hip::copyMemory(void *Dst, const void *Src, size_t Size,
                                  hipMemcpyKind Kind, hipStream_t Handle,
                                  bool Synchronous) {
  if (Size == 0)
    return hipSuccess;
  checkCopy(Dst, Size, Src, Size, Kind);
  Stream &S = streamOf(Handle);
  const Copy Command{Dst, Src, Size};
  if (S.capture()) {
    captureCommands(S, hipGraphNodeTypeMemcpy, {Command});
    return hipSuccess;
  }
  S.submit([&](const std::vector<EventRef> &Deps) {
    return Command.submit(S.queue(), Deps);
  });
  if (Synchronous)
    waitForLast(S);
  return hipSuccess;
}

namespace {

hipError_t copy2D(void *Dst, size_t DstPitch, const void *Src, size_t SrcPitch,
                  size_t Width, size_t Height, hipMemcpyKind Kind,
                  hipStream_t Handle, bool Synchronous) {
  if (Width > DstPitch || Width > SrcPitch)
    throw ApiError(hipErrorInvalidPitchValue,
                   "rows of " + std::to_string(Width) +
                       " bytes do not fit the pitches (destination " +
                       std::to_string(DstPitch) + ", source " +
                       std::to_string(SrcPitch) + ")");
  if (Width == 0 || Height == 0)
    return hipSuccess;
  checkCopy(Dst, DstPitch * (Height - 1) + Width, Src,
            SrcPitch * (Height - 1) + Width, Kind);
  Stream &S = streamOf(Handle);
  if (DstPitch == Width && SrcPitch == Width) {
    S.submit([&](const std::vector<EventRef> &Deps) {
      return Copy{Dst, Src, Width * Height}.submit(S.queue(), Deps);
    });
  } else {
    for (size_t Row = 0; Row < Height; ++Row)
      S.submit([&](const std::vector<EventRef> &Deps) {
        return Copy{static_cast<char *>(Dst) + Row * DstPitch,
                    static_cast<const char *>(Src) + Row * SrcPitch, Width}
            .submit(S.queue(), Deps);
      });
  }
  if (Synchronous)
    waitForLast(S);
  return hipSuccess;
}

hipError_t fill(void *Dst, const void *Pattern, size_t PatternSize,
                size_t Count, hipStream_t Handle, bool Synchronous) {
  if (Count == 0)
    return hipSuccess;
  const size_t Size = Count * PatternSize;
  require(Size / PatternSize == Count, "the fill's size overflows");
  checkDeviceMemory("destination", Dst, Size);
  Stream &S = streamOf(Handle);
  if (S.capture()) {
    captureCommands(S, hipGraphNodeTypeMemset,
                    {GraphCommand::fill(Dst, Pattern, PatternSize, Size)});
    return hipSuccess;
  }
  S.submit([&](const std::vector<EventRef> &Deps) {
    return Fill{Dst, Pattern, PatternSize, Size}.submit(S.queue(), Deps);
  });
  if (Synchronous)
    waitForLast(S);
  return hipSuccess;
}

/// hipMemset2D: Height rows of Width bytes, Pitch bytes apart, set to
/// Value's low byte; one fill where the rows are contiguous, else one per
/// row, all captured as one node.
hipError_t fill2D(void *Dst, size_t Pitch, int Value, size_t Width,
                  size_t Height, hipStream_t Handle, bool Synchronous) {
  if (Width == 0 || Height == 0)
    return hipSuccess;
  require(Height == 1 || Width <= Pitch, "rows of " + std::to_string(Width) +
                                             " bytes do not fit the pitch of " +
                                             std::to_string(Pitch));
  const size_t RowStep = Height == 1 ? Width : Pitch;
  checkDeviceMemory("destination", Dst, RowStep * (Height - 1) + Width);
  const unsigned char Byte = static_cast<unsigned char>(Value);
  std::vector<GraphCommand> Rows;
  if (RowStep == Width)
    Rows.push_back(GraphCommand::fill(Dst, &Byte, 1, Width * Height));
  else
    for (size_t Row = 0; Row < Height; ++Row)
      Rows.push_back(GraphCommand::fill(static_cast<char *>(Dst) + Row * Pitch,
                                        &Byte, 1, Width));
  Stream &S = streamOf(Handle);
  if (S.capture()) {
    captureCommands(S, hipGraphNodeTypeMemset, std::move(Rows));
    return hipSuccess;
  }
  for (const GraphCommand &Row : Rows)
    S.submit([&](const std::vector<EventRef> &Deps) {
      return Row.submit(S.queue(), Deps);
    });
  if (Synchronous)
    waitForLast(S);
  return hipSuccess;
}

hipMemoryType memoryType(prism_usm_kind Kind) {
  switch (Kind) {
  case PRISM_USM_HOST:
    return hipMemoryTypeHost;
  case PRISM_USM_DEVICE:
    return hipMemoryTypeDevice;
  case PRISM_USM_SHARED:
    return hipMemoryTypeManaged;
  }
  return hipMemoryTypeUnregistered;
}

} // namespace

extern "C" {

hipError_t hipMalloc(void **Ptr, size_t Size) {
  return apiCall("hipMalloc",
                 [&] { return allocateInto(Ptr, PRISM_USM_DEVICE, Size); });
}

hipError_t hipMallocAsync(void **Ptr, size_t Size, hipStream_t Handle) {
  return apiCall("hipMallocAsync", [&] {
    // Allocated at once, so ready before any of the stream's later work;
    // a capture would need a memory-allocation node, which graphs lack.
    Stream &S = streamOf(Handle);
    if (S.capture())
      refuseWhileCapturing(S, "hipMallocAsync");
    return allocateInto(Ptr, PRISM_USM_DEVICE, Size);
  });
}
hipError_t hipFreeAsync(void *Ptr, hipStream_t Handle) {
  return apiCall("hipFreeAsync", [&] {
    // release waits for the device's work, the stream's included, before
    // it frees: the stream's earlier work may still use the memory.
    Stream &S = streamOf(Handle);
    if (S.capture())
      refuseWhileCapturing(S, "hipFreeAsync");
    return release(Ptr);
  });
}
hipError_t hipMallocManaged(void **Ptr, size_t Size, unsigned Flags) {
  return apiCall("hipMallocManaged", [&] {
    require(Flags == hipMemAttachGlobal || Flags == hipMemAttachHost,
            "flags must be hipMemAttachGlobal or hipMemAttachHost");
    return allocateInto(Ptr, PRISM_USM_SHARED, Size);
  });
}

hipError_t hipHostMalloc(void **Ptr, size_t Size, unsigned Flags) {
  return apiCall("hipHostMalloc", [&] {
    (void)Flags; // Host USM is mapped, portable and coherent.
    return allocateInto(Ptr, PRISM_USM_HOST, Size);
  });
}

hipError_t hipHostAlloc(void **Ptr, size_t Size, unsigned Flags) {
  return apiCall("hipHostAlloc", [&] {
    (void)Flags;
    return allocateInto(Ptr, PRISM_USM_HOST, Size);
  });
}

hipError_t hipMallocHost(void **Ptr, size_t Size) {
  return apiCall("hipMallocHost",
                 [&] { return allocateInto(Ptr, PRISM_USM_HOST, Size); });
}

hipError_t hipFree(void *Ptr) {
  return apiCall("hipFree", [&] { return release(Ptr); });
}

hipError_t hipHostFree(void *Ptr) {
  return apiCall("hipHostFree", [&] { return release(Ptr); });
}

hipError_t hipFreeHost(void *Ptr) {
  return apiCall("hipFreeHost", [&] { return release(Ptr); });
}

hipError_t hipHostGetDevicePointer(void **DevicePtr, void *HostPtr,
                                   unsigned Flags) {
  return apiCall("hipHostGetDevicePointer", [&] {
    require(DevicePtr && HostPtr, "null pointer");
    require(Flags == 0, "flags must be 0");
    const Allocation *A = nullptr;
    const bool Usm = deviceOwning(HostPtr, &A) && A->Kind != PRISM_USM_DEVICE;
    if (!Usm && !isRegisteredHostMemory(HostPtr, 1))
      throw ApiError(hipErrorInvalidValue,
                     pointerText(HostPtr) +
                         " is not host memory from hipHostMalloc or "
                         "hipHostRegister");
    // Host USM has one address on the host and the devices.
    *DevicePtr = HostPtr;
    return hipSuccess;
  });
}

hipError_t hipHostRegister(void *HostPtr, size_t Size, unsigned Flags) {
  return apiCall("hipHostRegister", [&] {
    require(HostPtr && Size, "null pointer or zero size");
    (void)Flags;
    const char *Begin = static_cast<const char *>(HostPtr);
    std::lock_guard<std::mutex> Guard(RegisteredLock);
    auto After = Registered.upper_bound(Begin + Size - 1);
    if (After != Registered.begin()) {
      auto It = std::prev(After);
      if (It->first + It->second.Size > Begin)
        throw ApiError(hipErrorHostMemoryAlreadyRegistered,
                       pointerText(HostPtr) +
                           " overlaps memory registered "
                           "at " +
                           pointerText(It->first));
    }
    DeviceState &State = currentDevice();
    State.context()->registerHost(HostPtr, Size);
    Registered.emplace(Begin, RegisteredRange{Size, &State});
    return hipSuccess;
  });
}

hipError_t hipHostUnregister(void *HostPtr) {
  return apiCall("hipHostUnregister", [&] {
    std::lock_guard<std::mutex> Guard(RegisteredLock);
    auto It = Registered.find(static_cast<const char *>(HostPtr));
    if (It == Registered.end())
      throw ApiError(hipErrorHostMemoryNotRegistered,
                     pointerText(HostPtr) + " was not registered");
    It->second.Owner->context()->unregisterHost(HostPtr);
    Registered.erase(It);
    return hipSuccess;
  });
}

hipError_t hipMallocPitch(void **Ptr, size_t *Pitch, size_t Width,
                          size_t Height) {
  return apiCall("hipMallocPitch", [&] {
    require(Ptr && Pitch, "null pointer or pitch output");
    *Pitch = (Width + AllocationAlignment - 1) / AllocationAlignment *
             AllocationAlignment;
    return allocateInto(Ptr, PRISM_USM_DEVICE, *Pitch * Height);
  });
}

hipError_t hipMemcpy(void *Dst, const void *Src, size_t Size,
                     hipMemcpyKind Kind) {
  return apiCall("hipMemcpy", [&] {
    return copyMemory(Dst, Src, Size, Kind, nullptr, true);
  });
}

hipError_t hipMemcpyAsync(void *Dst, const void *Src, size_t Size,
                          hipMemcpyKind Kind, hipStream_t Stream) {
  return apiCall("hipMemcpyAsync", [&] {
    return copyMemory(Dst, Src, Size, Kind, Stream, false);
  });
}

hipError_t hipMemcpyHtoD(void *Dst, const void *Src, size_t Size) {
  return apiCall("hipMemcpyHtoD", [&] {
    return copyMemory(Dst, Src, Size, hipMemcpyHostToDevice, nullptr, true);
  });
}

hipError_t hipMemcpyDtoH(void *Dst, const void *Src, size_t Size) {
  return apiCall("hipMemcpyDtoH", [&] {
    return copyMemory(Dst, Src, Size, hipMemcpyDeviceToHost, nullptr, true);
  });
}

hipError_t hipMemcpyDtoD(void *Dst, const void *Src, size_t Size) {
  return apiCall("hipMemcpyDtoD", [&] {
    return copyMemory(Dst, Src, Size, hipMemcpyDeviceToDevice, nullptr, true);
  });
}

hipError_t hipMemcpy2D(void *Dst, size_t DstPitch, const void *Src,
                       size_t SrcPitch, size_t Width, size_t Height,
                       hipMemcpyKind Kind) {
  return apiCall("hipMemcpy2D", [&] {
    return copy2D(Dst, DstPitch, Src, SrcPitch, Width, Height, Kind, nullptr,
                  true);
  });
}

hipError_t hipMemcpy2DAsync(void *Dst, size_t DstPitch, const void *Src,
                            size_t SrcPitch, size_t Width, size_t Height,
                            hipMemcpyKind Kind, hipStream_t Stream) {
  return apiCall("hipMemcpy2DAsync", [&] {
    return copy2D(Dst, DstPitch, Src, SrcPitch, Width, Height, Kind, Stream,
                  false);
  });
}

hipError_t hipMemset(void *Dst, int Value, size_t Size) {
  return apiCall("hipMemset", [&] {
    const unsigned char Byte = static_cast<unsigned char>(Value);
    return fill(Dst, &Byte, 1, Size, nullptr, true);
  });
}

hipError_t hipMemsetAsync(void *Dst, int Value, size_t Size,
                          hipStream_t Stream) {
  return apiCall("hipMemsetAsync", [&] {
    const unsigned char Byte = static_cast<unsigned char>(Value);
    return fill(Dst, &Byte, 1, Size, Stream, false);
  });
}

hipError_t hipMemset2D(void *Dst, size_t Pitch, int Value, size_t Width,
                       size_t Height) {
  return apiCall("hipMemset2D", [&] {
    return fill2D(Dst, Pitch, Value, Width, Height, nullptr, true);
  });
}
hipError_t hipMemset2DAsync(void *Dst, size_t Pitch, int Value, size_t Width,
                            size_t Height, hipStream_t Stream) {
  return apiCall("hipMemset2DAsync", [&] {
    return fill2D(Dst, Pitch, Value, Width, Height, Stream, false);
  });
}
hipError_t hipMemsetD8(void *Dst, unsigned char Value, size_t Count) {
  return apiCall("hipMemsetD8",
                 [&] { return fill(Dst, &Value, 1, Count, nullptr, true); });
}

hipError_t hipMemsetD16(void *Dst, unsigned short Value, size_t Count) {
  return apiCall("hipMemsetD16", [&] {
    return fill(Dst, &Value, sizeof Value, Count, nullptr, true);
  });
}

hipError_t hipMemsetD32(void *Dst, int Value, size_t Count) {
  return apiCall("hipMemsetD32", [&] {
    return fill(Dst, &Value, sizeof Value, Count, nullptr, true);
  });
}

hipError_t hipMemsetD32Async(void *Dst, int Value, size_t Count,
                             hipStream_t Stream) {
  return apiCall("hipMemsetD32Async", [&] {
    return fill(Dst, &Value, sizeof Value, Count, Stream, false);
  });
}

hipError_t hipPointerGetAttributes(hipPointerAttribute_t *Attributes,
                                   const void *Ptr) {
  return apiCall("hipPointerGetAttributes", [&] {
    require(Attributes && Ptr, "null attributes or pointer");
    *Attributes = hipPointerAttribute_t{};
    Attributes->device = currentOrdinal();
    const Allocation *A = nullptr;
    DeviceState *Owner = deviceOwning(Ptr, &A);
    if (!Owner) {
      // As CUDA 11: memory the runtime does not know is unregistered host
      // memory, not an error.
      if (isRegisteredHostMemory(Ptr, 1)) {
        Attributes->type = hipMemoryTypeHost;
        Attributes->hostPointer = Attributes->devicePointer =
            const_cast<void *>(Ptr);
      }
      return hipSuccess;
    }
    Attributes->type = memoryType(A->Kind);
    if (A->Kind != PRISM_USM_HOST)
      Attributes->device = Owner->ordinal();
    Attributes->devicePointer = const_cast<void *>(Ptr);
    if (A->Kind != PRISM_USM_DEVICE)
      Attributes->hostPointer = const_cast<void *>(Ptr);
    Attributes->isManaged = A->Kind == PRISM_USM_SHARED;
    return hipSuccess;
  });
}

} // extern "C"

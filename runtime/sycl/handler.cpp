//===- handler.cpp - Recording the command of a command group -------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "error_conversion.h"
#include "impl_access.h"
#include "launch_checks.h"
#include "region_copy.h"

#include "sycl/handler.hpp"

#include <cstring>

namespace sycl {

void handler::depends_on(event Dependency) {
  if (const std::shared_ptr<prism::Event> &E =
          detail::impl_access::get(Dependency)) {
    Dependencies.push_back(E);
    NamedDependencies.push_back(std::move(Dependency));
  }
}

void handler::depends_on(const std::vector<event> &List) {
  for (const event &E : List)
    depends_on(E);
}

void handler::set_command(detail::command_kind NewKind) {
  if (Kind != detail::command_kind::none)
    throw detail::makeException(
        errc::invalid, "sycl::handler: a command group can hold only one "
                       "command (kernel, copy or fill), and this one already "
                       "holds one");
  Kind = NewKind;
}

unsigned char *handler::payload(size_t Size) {
  PayloadSize = Size;
  if (Size <= InlinePayloadSize)
    return InlinePayload;
  HeapPayload.reset(new unsigned char[Size]);
  return HeapPayload.get();
}

void handler::set_kernel(const void *Handle, unsigned Dims,
                         const size_t *BackendGlobal,
                         const size_t *BackendLocal, const void *Wrapper,
                         size_t WrapperSize) {
  set_command(detail::command_kind::kernel);
  if (BackendLocal)
    detail::checkNdRangeDivides(Dims, BackendGlobal, BackendLocal);
  KernelHandle = Handle;
  Dimensions = Dims;
  for (unsigned I = 0; I < 3; ++I) {
    Global[I] = BackendGlobal[I];
    Local[I] = BackendLocal ? BackendLocal[I] : 0;
  }
  std::memcpy(payload(WrapperSize), Wrapper, WrapperSize);
}

size_t handler::reserve_local_memory(size_t Size, size_t Alignment) {
  size_t Offset = (LocalMemoryBytes + Alignment - 1) / Alignment * Alignment;
  if (Offset < LocalMemoryBytes || Size > SIZE_MAX - Offset)
    throw detail::makeException(
        errc::invalid, "sycl::local_accessor: " + std::to_string(Size) +
                           " more bytes of local memory overflow the " +
                           std::to_string(LocalMemoryBytes) +
                           " bytes already reserved");
  LocalMemoryBytes = Offset + Size;
  return Offset;
}

void handler::memcpy(void *To, const void *From, size_t Size) {
  set_command(detail::command_kind::memcpy);
  if (Size && (!To || !From))
    throw detail::makeException(errc::invalid,
                                std::string("sycl::handler::memcpy: the ") +
                                    (To ? "source" : "destination") + " of a " +
                                    std::to_string(Size) +
                                    "-byte copy is a null pointer");
  Destination = To;
  Source = From;
  Bytes = Size;
}

void handler::memset(void *To, int Value, size_t Size) {
  const unsigned char Byte = static_cast<unsigned char>(Value);
  set_fill(To, &Byte, 1, Size);
}

void handler::set_fill(void *To, const void *Pattern, size_t PatternSize,
                       size_t Size) {
  set_command(detail::command_kind::fill);
  if (Size && !To)
    throw detail::makeException(errc::invalid,
                                "sycl::handler::fill: the destination of a " +
                                    std::to_string(Size) +
                                    "-byte fill is a null pointer");
  Destination = To;
  Bytes = Size;
  std::memcpy(payload(PatternSize), Pattern, PatternSize);
}

void handler::prefetch(const void *, size_t) {
  set_command(detail::command_kind::usm_hint);
}

void handler::mem_advise(const void *, size_t, int) {
  set_command(detail::command_kind::usm_hint);
}

void handler::throw_no_buffer() {
  throw detail::makeException(
      errc::invalid, "sycl::handler: the accessor names no buffer (it was "
                     "default-constructed)");
}

void handler::add_requirement(const detail::buffer_impl *Buffer,
                              access_mode Mode, bool NoInit) {
  Requirements.push_back({Buffer, Mode, NoInit});
}

void handler::set_host_task(std::function<void()> Task, void *Bytes,
                            size_t Size) {
  set_command(detail::command_kind::host_task);
  HostTask = std::move(Task);
  HostTaskBytes = Bytes;
  HostTaskSize = Size;
}

void handler::set_copy(const detail::buffer_region &From,
                       const detail::buffer_region &To) {
  set_command(detail::command_kind::memcpy);
  if ((!From.Buffer && !From.Pointer) || (!To.Buffer && !To.Pointer))
    throw detail::makeException(
        errc::invalid,
        std::string("sycl::handler::copy: the ") +
            (From.Buffer || From.Pointer ? "destination" : "source") +
            " is a null pointer");
  if (To.elements() < From.elements())
    throw detail::makeException(
        errc::invalid, "sycl::handler::copy: the destination holds " +
                           std::to_string(To.elements()) +
                           " elements, fewer than the " +
                           std::to_string(From.elements()) + " of the source");
  bool SameShape = From.Dimensions == To.Dimensions;
  for (int I = 0; SameShape && I < From.Dimensions; ++I)
    SameShape = From.Range[I] == To.Range[I];
  if (!SameShape && !detail::isContiguous(From) && !detail::isContiguous(To))
    throw detail::makeException(
        errc::invalid, "sycl::handler::copy: Prism copies between accessor "
                       "ranges of different shapes only when one of them is "
                       "contiguous in memory");
  CopySource = From;
  CopyDestination = To;
}

void handler::set_buffer_fill(const detail::buffer_region &To,
                              const void *Pattern, size_t PatternSize) {
  set_command(detail::command_kind::fill);
  CopyDestination = To;
  std::memcpy(payload(PatternSize), Pattern, PatternSize);
}

void handler::set_update_host(const detail::buffer_impl *Buffer) {
  set_command(detail::command_kind::update_host);
  if (!Buffer)
    throw_no_buffer();
  add_requirement(Buffer, access_mode::read, false);
}

} // namespace sycl

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

template <typename CommandT> CommandT &handler::set_command() {
  if (!std::holds_alternative<std::monostate>(Command))
    throw detail::makeException(
        errc::invalid, "sycl::handler: a command group can hold only one "
                       "command (kernel, copy or fill), and this one already "
                       "holds one");
  return Command.emplace<CommandT>();
}

detail::kernel_command &handler::set_kernel(const void *Handle, unsigned Dims,
                                            const size_t *BackendGlobal,
                                            const size_t *BackendLocal,
                                            const void *Wrapper,
                                            size_t WrapperSize) {
  detail::kernel_command &Kernel = set_command<detail::kernel_command>();
  if (BackendLocal)
    detail::checkNdRangeDivides(Dims, BackendGlobal, BackendLocal);
  Kernel.KernelHandle = Handle;
  Kernel.Dimensions = Dims;
  for (unsigned I = 0; I < 3; ++I) {
    Kernel.Global[I] = BackendGlobal[I];
    Kernel.Local[I] = BackendLocal ? BackendLocal[I] : 0;
  }
  Kernel.Wrapper.assign(Wrapper, WrapperSize);
  return Kernel;
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
  detail::memcpy_command &Copy = set_command<detail::memcpy_command>();
  if (Size && (!To || !From))
    throw detail::makeException(errc::invalid,
                                std::string("sycl::handler::memcpy: the ") +
                                    (To ? "source" : "destination") + " of a " +
                                    std::to_string(Size) +
                                    "-byte copy is a null pointer");
  Copy.Destination = To;
  Copy.Source = From;
  Copy.Bytes = Size;
}

void handler::memset(void *To, int Value, size_t Size) {
  const unsigned char Byte = static_cast<unsigned char>(Value);
  set_fill(To, &Byte, 1, Size);
}

void handler::set_fill(void *To, const void *Pattern, size_t PatternSize,
                       size_t Size) {
  detail::fill_command &Fill = set_command<detail::fill_command>();
  if (Size && !To)
    throw detail::makeException(errc::invalid,
                                "sycl::handler::fill: the destination of a " +
                                    std::to_string(Size) +
                                    "-byte fill is a null pointer");
  // A USM fill is a fill of the one row of plain memory it names.
  Fill.Destination = plain_region(To, PatternSize, Size / PatternSize);
  Fill.Pattern.assign(Pattern, PatternSize);
}

void handler::prefetch(const void *, size_t) {
  set_command<detail::usm_hint_command>();
}

void handler::mem_advise(const void *, size_t, int) {
  set_command<detail::usm_hint_command>();
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
  set_command<detail::host_task_command>() = {std::move(Task), Bytes, Size};
}

void handler::set_copy(const detail::buffer_region &From,
                       const detail::buffer_region &To) {
  detail::copy_command &Copy = set_command<detail::copy_command>();
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
  Copy.Source = From;
  Copy.Destination = To;
}

void handler::set_buffer_fill(const detail::buffer_region &To,
                              const void *Pattern, size_t PatternSize) {
  detail::fill_command &Fill = set_command<detail::fill_command>();
  Fill.Destination = To;
  Fill.Pattern.assign(Pattern, PatternSize);
}

void handler::set_update_host(const detail::buffer_impl *Buffer) {
  set_command<detail::update_host_command>();
  if (!Buffer)
    throw_no_buffer();
  add_requirement(Buffer, access_mode::read, false);
}

} // namespace sycl

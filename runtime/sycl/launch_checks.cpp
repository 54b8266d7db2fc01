//===- launch_checks.cpp - Validating an nd_range launch ------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "launch_checks.h"

#include "error_conversion.h"
#include "type_mapping.h"

#include <string>

namespace sycl {
namespace detail {

namespace {

/// "{a, b, c}" in SYCL order from sizes in backend order.
std::string syclOrder(unsigned Dimensions, const size_t *Backend) {
  std::string Text = "{";
  for (unsigned I = 0; I < Dimensions; ++I)
    Text += (I ? ", " : "") + std::to_string(Backend[Dimensions - 1 - I]);
  return Text + "}";
}

} // namespace

void checkNdRangeDivides(unsigned Dimensions, const size_t *BackendGlobal,
                         const size_t *BackendLocal) {
  for (unsigned Sycl = 0; Sycl < Dimensions; ++Sycl) {
    unsigned Backend = Dimensions - 1 - Sycl;
    size_t Local = BackendLocal[Backend], Global = BackendGlobal[Backend];
    if (Local != 0 && Global % Local == 0)
      continue;
    throw makeException(
        errc::nd_range,
        "parallel_for: the global range " +
            syclOrder(Dimensions, BackendGlobal) +
            (Local == 0 ? " cannot be split into work-groups of local range "
                        : " is not a multiple of the local range ") +
            syclOrder(Dimensions, BackendLocal) + " (dimension " +
            std::to_string(Sycl) + ": " + std::to_string(Global) +
            (Local == 0 ? " items, a local size of 0)"
                        : " % " + std::to_string(Local) + " = " +
                              std::to_string(Global % Local) + ")"));
  }
}

void checkDeviceLimits(const prism::Device &Device, unsigned Dimensions,
                       const size_t *BackendLocal, size_t LocalMemoryBytes) {
  if (BackendLocal) {
    size_t Total = 1;
    for (unsigned I = 0; I < Dimensions; ++I)
      Total *= BackendLocal[I];
    if (Total > Device.maxWorkGroupSize())
      throw makeException(errc::nd_range,
                          "parallel_for: the local range " +
                              syclOrder(Dimensions, BackendLocal) +
                              " makes work-groups of " + std::to_string(Total) +
                              " work-items; device " + describeDevice(Device) +
                              " allows at most " +
                              std::to_string(Device.maxWorkGroupSize()));
    const std::array<uint64_t, 3> &Max = Device.maxWorkItemSizes();
    for (unsigned Sycl = 0; Sycl < Dimensions; ++Sycl) {
      unsigned Backend = Dimensions - 1 - Sycl;
      if (BackendLocal[Backend] > Max[Backend])
        throw makeException(errc::nd_range,
                            "parallel_for: the local range " +
                                syclOrder(Dimensions, BackendLocal) + " has " +
                                std::to_string(BackendLocal[Backend]) +
                                " work-items in dimension " +
                                std::to_string(Sycl) + "; device " +
                                describeDevice(Device) + " allows at most " +
                                std::to_string(Max[Backend]) + " there");
    }
  }
  if (LocalMemoryBytes > Device.localMemSize())
    throw makeException(errc::invalid,
                        "parallel_for: the kernel's local accessors need " +
                            std::to_string(LocalMemoryBytes) +
                            " bytes of local memory; device " +
                            describeDevice(Device) + " has " +
                            std::to_string(Device.localMemSize()));
}

} // namespace detail
} // namespace sycl

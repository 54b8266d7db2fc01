//===- reduction_resources.cpp - What a queue keeps for its reductions ----===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "reduction_resources.h"

#include <algorithm>
#include <vector>

namespace sycl {
namespace detail {

namespace {

// Work-items per work-group: the group algorithms' scratch holds at most
// 1024 (design.md, "Sub-groups and group algorithms").
constexpr size_t CpuGroupSize = 64;
constexpr size_t GpuGroupSize = 256;
constexpr size_t GroupAlgorithmLimit = 1024;
// Work-groups per compute unit: enough to balance the load, few enough
// that the last group's serial pass over their values stays short.
constexpr size_t CpuGroupsPerUnit = 4;
constexpr size_t GpuGroupsPerUnit = 8;
constexpr size_t MinimumScratchBytes = 4096;

} // namespace

reduction_resources::reduction_resources(const prism::Device &Device) {
  Contiguous = Device.type() == PRISM_DEVICE_TYPE_CPU;
  const size_t Units = std::max<size_t>(Device.maxComputeUnits(), 1);
  GroupSize = std::min<size_t>({Contiguous ? CpuGroupSize : GpuGroupSize,
                                std::max<size_t>(Device.maxWorkGroupSize(), 1),
                                GroupAlgorithmLimit});
  MaxGroups = Units * (Contiguous ? CpuGroupsPerUnit : GpuGroupsPerUnit);
}

range_reduction_shape reduction_resources::rangeShape(size_t Items) const {
  range_reduction_shape Shape;
  Shape.GroupSize = std::max<size_t>(std::min(GroupSize, Items), 1);
  Shape.Groups = std::max<size_t>(
      std::min(MaxGroups, (Items + Shape.GroupSize - 1) / Shape.GroupSize), 1);
  const size_t WorkItems = Shape.GroupSize * Shape.Groups;
  Shape.Schedule.Items = Items;
  if (Contiguous) {
    const size_t Chunk = (Items + WorkItems - 1) / WorkItems;
    Shape.Schedule.FirstScale = Chunk;
    Shape.Schedule.Span = Chunk;
    Shape.Schedule.Step = 1;
  } else {
    Shape.Schedule.FirstScale = 1;
    Shape.Schedule.Span = Items;
    Shape.Schedule.Step = WorkItems;
  }
  return Shape;
}

std::shared_ptr<buffer_impl> reduction_resources::scratch(size_t Bytes) {
  std::lock_guard<std::mutex> Guard(Lock);
  if (!Scratch.empty() && Scratch.back()->bytes() >= Bytes)
    return Scratch.back();
  const size_t Size =
      std::max({Bytes, MinimumScratchBytes,
                Scratch.empty() ? 0 : 2 * Scratch.back()->bytes()});
  const std::vector<unsigned char> Zeros(Size, 0);
  Scratch.push_back(make_buffer(Size, Zeros.data(), nullptr));
  return Scratch.back();
}

} // namespace detail
} // namespace sycl

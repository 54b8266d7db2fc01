//===- graph_command_test.cpp - What a graph's commands keep --------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// A graph node outlives the call that made it: its commands (the core's
// command types) must point at copies of what the application passed (a
// launch's arguments, a fill's pattern), shared by the copies of the
// command, not at the application's variables.
//
//===----------------------------------------------------------------------===//
#include "hip/hip_graph.h"

#include <gtest/gtest.h>

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <variant>
#include <vector>

using namespace prism;
using namespace prism::hip;

namespace {

TEST(GraphCommand, LaunchKeepsCopiesOfItsArguments) {
  int Count = 7;
  double Scale = 2.5;
  char Bytes[3] = {1, 2, 3};
  std::vector<prism_kernel_arg> Args{
      {PRISM_KERNEL_ARG_VALUE, 0, sizeof Count, &Count},
      {PRISM_KERNEL_ARG_VALUE, 0, sizeof Bytes, Bytes},
      {PRISM_KERNEL_ARG_VALUE, 0, sizeof Scale, &Scale}};
  LaunchGeometry Geometry;
  Geometry.Global[0] = 64;
  static const int Kernel = 0;
  const GraphCommand Made = GraphCommand::launch(&Kernel, Geometry, Args);
  Count = 0;
  Scale = 0;
  std::memset(Bytes, 0, sizeof Bytes);
  Args.assign(1, prism_kernel_arg{});

  const GraphCommand Copied = Made;
  const auto *Launch = std::get_if<KernelLaunch>(&Copied.command());
  ASSERT_NE(Launch, nullptr);
  EXPECT_EQ(Launch->Kernel, &Kernel);
  EXPECT_EQ(Launch->Geometry.Global[0], 64u);
  ASSERT_EQ(Launch->Args->size(), 3u);
  const std::vector<prism_kernel_arg> &Kept = *Launch->Args;
  EXPECT_EQ(Kept[0].size, sizeof(int));
  EXPECT_EQ(*static_cast<const int *>(Kept[0].value), 7);
  EXPECT_EQ(std::memcmp(Kept[1].value, "\1\2\3", 3), 0);
  EXPECT_EQ(*static_cast<const double *>(Kept[2].value), 2.5);
  for (const prism_kernel_arg &A : Kept)
    EXPECT_EQ(reinterpret_cast<uintptr_t>(A.value) % alignof(std::max_align_t),
              0u);
  // The copy shares the values with the command it was copied from.
  EXPECT_EQ(std::get<KernelLaunch>(Made.command()).Args, Launch->Args);
}

TEST(GraphCommand, FillKeepsACopyOfItsPattern) {
  uint16_t Pattern = 0xbeef;
  char Target[8];
  const GraphCommand Made =
      GraphCommand::fill(Target, &Pattern, sizeof Pattern, sizeof Target);
  Pattern = 0;
  const auto *F = std::get_if<Fill>(&Made.command());
  ASSERT_NE(F, nullptr);
  EXPECT_EQ(F->Dst, Target);
  EXPECT_EQ(F->PatternSize, sizeof(uint16_t));
  EXPECT_EQ(F->Size, sizeof Target);
  EXPECT_NE(F->Pattern, &Pattern);
  EXPECT_EQ(*static_cast<const uint16_t *>(F->Pattern), 0xbeef);
}

TEST(GraphCommand, CopyIsTheApplicationsMemory) {
  char From[4], To[4];
  const GraphCommand Made = Copy{To, From, sizeof To};
  const auto *C = std::get_if<Copy>(&Made.command());
  ASSERT_NE(C, nullptr);
  EXPECT_EQ(C->Dst, To);
  EXPECT_EQ(C->Src, From);
  EXPECT_EQ(C->Size, sizeof To);
}

} // namespace

//===- fault_list_test.cpp - The test hooks' fault list -------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "fault_list.h"

#include <gtest/gtest.h>

#include <cstdlib>

namespace {

using prism::test::FaultList;

constexpr const char *Variable = "PRISM_FAULT_LIST_TEST";

FaultList listOf(const char *Spec) {
  setenv(Variable, Spec, 1);
  return FaultList(Variable, "fault list test",
                   {{"LOST", 7}, {"OUT_OF_MEMORY", -3}});
}

TEST(FaultList, FailsOnlyTheNumberedCall) {
  FaultList Faults = listOf("alloc:OUT_OF_MEMORY:2");
  EXPECT_EQ(Faults.injected("alloc"), 0);
  EXPECT_EQ(Faults.injected("launch"), 0);
  EXPECT_EQ(Faults.injected("alloc"), -3);
  EXPECT_EQ(Faults.injected("alloc"), 0);
}

TEST(FaultList, FailsEveryCallWithoutANumber) {
  FaultList Faults = listOf("launch:LOST,alloc:OUT_OF_MEMORY:1");
  for (int Call = 0; Call < 3; ++Call)
    EXPECT_EQ(Faults.injected("launch"), 7);
  EXPECT_EQ(Faults.injected("alloc"), -3);
  EXPECT_EQ(Faults.name(7), std::string("LOST"));
  EXPECT_EQ(Faults.name(1), std::string("UNKNOWN"));
}

TEST(FaultList, MalformedEntriesAreSaidAndIgnored) {
  testing::internal::CaptureStderr();
  FaultList Faults =
      listOf("alloc,alloc:NOPE,launch:LOST:0,wait:LOST:x,:LOST,free:LOST:1:2,"
             ",copy:LOST:3");
  std::string Said = testing::internal::GetCapturedStderr();
  for (const char *Entry : {"'alloc'", "'alloc:NOPE'", "'launch:LOST:0'",
                            "'wait:LOST:x'", "':LOST'", "'free:LOST:1:2'"})
    EXPECT_NE(Said.find(std::string("fault list test: ignoring "
                                    "PRISM_FAULT_LIST_TEST entry ") +
                        Entry),
              std::string::npos)
        << Said;
  EXPECT_EQ(Faults.injected("alloc"), 0);
  EXPECT_EQ(Faults.injected("launch"), 0);
  EXPECT_EQ(Faults.injected("copy"), 0);
  EXPECT_EQ(Faults.injected("copy"), 0);
  EXPECT_EQ(Faults.injected("copy"), 7);
}

TEST(FaultList, NoVariableFailsNothing) {
  unsetenv(Variable);
  FaultList Faults(Variable, "fault list test", {{"LOST", 7}});
  EXPECT_EQ(Faults.injected("launch"), 0);
}

} // namespace

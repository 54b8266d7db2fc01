//===- kernel_name_test.cpp - Demangling kernel names for messages --------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "kernel_name.h"

#include <gtest/gtest.h>

using prism::demangleKernelName;

TEST(KernelName, DemanglesCxxNames) {
  EXPECT_EQ(demangleKernelName("_Z6squarePfi"), "square(float*, int)");
  EXPECT_EQ(demangleKernelName("_ZN2ns6kernelEv"), "ns::kernel()");
}

TEST(KernelName, DropsTheInternSuffixBeforeDemangling) {
  EXPECT_EQ(demangleKernelName("_Z6squarePfi.intern.3f2a9c"),
            "square(float*, int)");
  EXPECT_EQ(demangleKernelName("plain_kernel.intern.77"), "plain_kernel");
}

TEST(KernelName, KeepsNamesThatAreNotMangled) {
  EXPECT_EQ(demangleKernelName("vector_add"), "vector_add");
  EXPECT_EQ(demangleKernelName("_Zbroken"), "_Zbroken");
}
